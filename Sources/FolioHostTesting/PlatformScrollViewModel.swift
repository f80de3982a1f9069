import Folio
import FolioHost
import FolioList

/// A model of a platform scroll view that owns the paging offset (a UIScrollView with paging,
/// a SwiftUI scroll view), for testing a host in followed motion: touches move its offset
/// (past a slop, locked to its axis, rubber-banded past either end), a release asks the host
/// for its target (`scrollViewWillEndDragging`) and decelerates there, `setContentOffset`
/// animates or jumps, a touch catches any motion, and every change is reported to the host
/// with its phase (`PageHost.platformDidScroll(offset:phase:)`), as UIKit reports
/// `scrollViewDidScroll`.
///
/// It runs on the host's clock (a clock observer while it moves), so a ``TestDisplayLink``
/// drives it frame by frame.
public final class PlatformScrollViewModel<Page: Diffable>: FrameClockObserver {
  /// What it is doing.
  public enum Phase: Hashable, Sendable {
    /// At rest.
    case resting
    /// A finger moves it.
    case tracking
    /// Decelerating toward a target offset.
    case decelerating(target: Double)
    /// A programmatic scroll toward a target offset.
    case animating(target: Double)
  }

  /// Its content offset along the axis, in points.
  public private(set) var offset = 0.0
  /// What it is doing.
  public private(set) var phase = Phase.resting
  /// How far a finger moves before it pans, in points.
  public var slop = 10.0
  /// How long a deceleration to a page lasts, in seconds.
  public var decelerationDuration = 0.35
  /// How long an animated `setContentOffset` lasts, in seconds.
  public var animationDuration = 0.3
  /// How many reports it made.
  public private(set) var reports = 0

  private weak var host: PageHost<Page>?
  private let clock: any FrameClock
  private var estimator = VelocityEstimator()
  private var touchStart: Point?
  private var startOffset = 0.0
  /// Whether the touch under way moves it (`nil` until decided).
  private var claimed: Bool?
  private var caught = false
  private var motion: (from: Double, to: Double, start: Double, duration: Double, eases: Bool)?

  /// Creates a scroll view for `host`, on its clock.
  ///
  /// - Parameters:
  ///   - host: A host in followed motion.
  ///   - clock: The host container's clock.
  public init(host: PageHost<Page>, clock: any FrameClock) {
    self.host = host
    self.clock = clock
    clock.addObserver(self)
  }

  deinit { clock.removeObserver(self) }

  /// The content's length along the axis, as the host wants it.
  public var contentLength: Double { host?.platformContentLength ?? 0 }

  private var viewportLength: Double {
    guard let container = host?.container else { return 0 }
    return container.viewportSize.length(along: container.axis)
  }

  private var maxOffset: Double { max(0, contentLength - viewportLength) }

  private var axis: ScrollAxis { host?.container.axis ?? .horizontal }

  private var seconds: Double {
    let (whole, attoseconds) = clock.now.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }

  // MARK: - Touches

  /// A finger goes down: a motion under way is caught where it is.
  ///
  /// A touch still down (its end never came) is cancelled first.
  ///
  /// - Parameter point: Where, in the viewport's points.
  public func touchDown(at point: Point) {
    if touchStart != nil { touchCancelled() }
    touchStart = point
    startOffset = offset
    claimed = nil
    caught = false
    estimator.reset()
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    switch phase {
    case .decelerating, .animating:
      motion = nil
      caught = true
      claimed = true
      phase = .tracking
      report()
      clock.scheduleDidChange()
    case .resting, .tracking: break
    }
  }

  /// The finger moves: past the slop along the axis it pans (across it, the touch is not its).
  ///
  /// - Parameter point: Where.
  public func touchMoved(to point: Point) {
    guard let start = touchStart, point.x.isFinite, point.y.isFinite else { return }
    let along = point.coordinate(along: axis) - start.coordinate(along: axis)
    let across =
      point.coordinate(along: axis == .horizontal ? .vertical : .horizontal)
      - start.coordinate(along: axis == .horizontal ? .vertical : .horizontal)
    if claimed == nil {
      let distance = (along * along + across * across).squareRoot()
      guard distance >= slop, distance > 0 else { return }
      claimed = abs(along) >= abs(across)
      guard claimed == true else { return }
      // Only the travel past the slop moves it.
      startOffset = offset + along * slop / distance
      phase = .tracking
    }
    guard claimed == true else { return }
    let raw = startOffset - along
    offset = rubberBanded(raw)
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    report()
  }

  /// The finger lifts: a pan decelerates to the target the host sets; a touch that caught a
  /// motion settles on a page too.
  ///
  /// - Parameter point: Where.
  public func touchUp(at point: Point) {
    defer { touchStart = nil }
    if touchStart != nil { touchMoved(to: point) }
    guard claimed == true, phase == .tracking else { return }
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    let velocity = caught && offset == startOffset ? 0 : estimator.velocity.x
    var target = offset
    host?.platformWillEndDragging(velocity: velocity, targetOffset: &target)
    target = min(max(0, target), maxOffset)
    decelerate(to: target)
  }

  /// The touch was cancelled: it settles where the host says, with no velocity.
  public func touchCancelled() {
    defer { touchStart = nil }
    guard claimed == true, phase == .tracking else { return }
    var target = offset
    host?.platformWillEndDragging(velocity: 0, targetOffset: &target)
    decelerate(to: min(max(0, target), maxOffset))
  }

  // MARK: - Programmatic

  /// `setContentOffset(_:animated:)`: animated, a programmatic scroll (retargeting one under
  /// way), first reported at the next frame (UIKit calls `scrollViewDidScroll` as the
  /// animation moves, not from the call); not animated, the offset jumps and is reported at
  /// once (a finger down keeps panning from there; a motion under way moves with it).
  ///
  /// - Parameters:
  ///   - newOffset: The offset.
  ///   - animated: Whether to animate.
  public func setContentOffset(_ newOffset: Double, animated: Bool) {
    guard newOffset.isFinite else { return }
    if animated {
      guard newOffset != offset else { return }
      if phase == .tracking { return }
      motion = (offset, newOffset, seconds, animationDuration, false)
      phase = .animating(target: newOffset)
      // Motion started outside a tick: a clock that sleeps wakes (as a platform's own scroll
      // view animation would drive the display).
      clock.scheduleDidChange()
      return
    }
    let delta = newOffset - offset
    offset = newOffset
    switch phase {
    case .tracking: startOffset += delta
    case .decelerating(let target):
      motion?.from += delta
      motion?.to += delta
      phase = .decelerating(target: target + delta)
    case .animating(let target):
      motion?.from += delta
      motion?.to += delta
      phase = .animating(target: target + delta)
    case .resting: break
    }
    report()
  }

  // MARK: - Frames

  /// Whether it moves on its own.
  public var needsFrames: Bool { motion != nil }

  /// A frame: the motion advances.
  ///
  /// - Parameter now: The clock's time.
  public func clockDidTick(at now: Duration) {
    guard let motion else { return }
    let (whole, attoseconds) = now.components
    let time = Double(whole) + Double(attoseconds) * 1e-18
    let progress = motion.duration > 0 ? min(1, max(0, (time - motion.start) / motion.duration)) : 1
    if progress >= 1 {
      self.motion = nil
      offset = motion.to
      phase = .resting
    } else {
      let eased =
        motion.eases
        ? 1 - (1 - progress) * (1 - progress) * (1 - progress)
        : progress < 0.5 ? 4 * progress * progress * progress : 1 - pow3(-2 * progress + 2) / 2
      offset = motion.from + (motion.to - motion.from) * eased
    }
    report()
  }

  // MARK: - Internals

  private func decelerate(to target: Double) {
    guard target != offset else {
      phase = .resting
      report()
      return
    }
    motion = (offset, target, seconds, decelerationDuration, true)
    phase = .decelerating(target: target)
    report()
    clock.scheduleDidChange()
  }

  /// UIScrollView's rubber band: past either end the content moves
  /// `(1 - 1 / (travel × 0.55 / viewport + 1)) × viewport`, a shrinking fraction of the
  /// finger's travel (0.55 of it at first) that never reaches a viewport.
  private func rubberBanded(_ raw: Double) -> Double {
    let limit = maxOffset
    let viewport = viewportLength
    guard viewport > 0 else { return min(max(0, raw), limit) }
    func band(_ travel: Double) -> Double { (1 - 1 / (travel * 0.55 / viewport + 1)) * viewport }
    if raw < 0 { return -band(-raw) }
    if raw > limit { return limit + band(raw - limit) }
    return raw
  }

  private func report() {
    reports += 1
    let phase: PlatformScrollPhase =
      switch self.phase {
      case .resting: .resting
      case .tracking: .tracking
      case .decelerating(let target): .decelerating(targetOffset: target)
      case .animating(let target): .animating(targetOffset: target)
      }
    host?.platformDidScroll(offset: offset, phase: phase)
  }
}

private func pow3(_ value: Double) -> Double { value * value * value }
