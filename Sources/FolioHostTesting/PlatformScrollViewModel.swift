import Folio
import FolioHost
import FolioList

/// A model of a platform scroll view that owns the paging offset (a `UIScrollView` whose
/// delegate is the host's adapter), for testing a host in followed motion. It tells the host
/// what `UIScrollViewDelegate` would, in UIKit's order, through the host's
/// `scrollView…` methods:
///
/// ```
/// a drag:    (past the slop) willBeginDragging → didScroll* (isTracking)
///            → willEndDragging(velocity:, target:) → didEndDragging(willDecelerate:)
///            → didScroll* (isDecelerating) → didEndDecelerating
/// setContentOffset(animated: true):  didScroll* from the next frame → didEndScrollingAnimation
/// setContentOffset(animated: false): one didScroll, with the flags as they are
/// a touch on moving content: the motion stops where it is, no call; lifted without a drag,
///                            nothing more (the host settles it)
/// bounds or content size changed: no call
/// ```
///
/// Past either end a drag rubber-bands as UIKit does (the content moves a shrinking fraction
/// of the finger's travel), and a release there decelerates back to the target the host sets.
///
/// It runs on the host's clock (a clock observer while it moves), so a ``TestDisplayLink``
/// drives it frame by frame.
public final class PlatformScrollViewModel<Page: Diffable>: FrameClockObserver {
  /// What it is doing.
  public enum Phase: Hashable, Sendable {
    /// At rest (a finger may be on it, not dragging).
    case resting
    /// A finger drags it.
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
  /// How many delegate calls it made.
  public private(set) var reports = 0
  /// Whether a finger is on it (UIKit's `isTracking`).
  public var isTracking: Bool { touchStart != nil }

  private weak var host: PageHost<Page>?
  private let clock: any FrameClock
  private var estimator = VelocityEstimator()
  private var touchStart: Point?
  /// Where a drag's travel starts from, before the rubber band.
  private var startOffset = 0.0
  /// Whether the touch under way drags it (`nil` until decided).
  private var dragging: Bool?
  private var motion: (from: Double, to: Double, start: Double, duration: Double, eases: Bool)?
  /// An animation asked for and not yet reported (UIKit reports from its next frame).
  private var animationStarting = false

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

  /// A finger goes down: a motion under way stops where it is (UIKit calls nothing).
  ///
  /// A touch still down (its end never came) is cancelled first.
  ///
  /// - Parameter point: Where, in the viewport's points.
  public func touchDown(at point: Point) {
    if touchStart != nil { touchCancelled() }
    touchStart = point
    startOffset = offset
    dragging = nil
    estimator.reset()
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    if motion != nil {
      motion = nil
      animationStarting = false
      phase = .resting
      clock.scheduleDidChange()
    }
  }

  /// The finger moves: past the slop along the axis it drags (across it, the touch is not its).
  ///
  /// - Parameter point: Where.
  public func touchMoved(to point: Point) {
    guard let start = touchStart, point.x.isFinite, point.y.isFinite else { return }
    let along = point.coordinate(along: axis) - start.coordinate(along: axis)
    let across =
      point.coordinate(along: axis == .horizontal ? .vertical : .horizontal)
      - start.coordinate(along: axis == .horizontal ? .vertical : .horizontal)
    if dragging == nil {
      let distance = (along * along + across * across).squareRoot()
      guard distance >= slop, distance > 0 else { return }
      dragging = abs(along) >= abs(across)
      guard dragging == true else { return }
      // Only the travel past the slop moves it.
      startOffset = offset + along * slop / distance
      phase = .tracking
      reports += 1
      host?.scrollViewWillBeginDragging(offset: offset)
    }
    guard dragging == true else { return }
    offset = rubberBanded(startOffset - along)
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    didScroll()
  }

  /// The finger lifts: a drag asks the host for its target and decelerates there; a touch that
  /// did not drag changes nothing.
  ///
  /// - Parameter point: Where.
  public func touchUp(at point: Point) {
    if touchStart != nil { touchMoved(to: point) }
    defer {
      touchStart = nil
      dragging = nil
    }
    guard dragging == true else { return }
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    endDragging(velocity: estimator.velocity.x)
  }

  /// The touch was cancelled: a drag ends as a release at no velocity.
  public func touchCancelled() {
    defer {
      touchStart = nil
      dragging = nil
    }
    guard dragging == true else { return }
    endDragging(velocity: 0)
  }

  // MARK: - Programmatic

  /// `setContentOffset(_:animated:)`: animated, a programmatic scroll (retargeting one under
  /// way), first reported at the next frame; not animated, the offset jumps and is reported at
  /// once with the flags as they are (a finger dragging keeps dragging from there; a motion
  /// under way moves with it).
  ///
  /// - Parameters:
  ///   - newOffset: The offset.
  ///   - animated: Whether to animate.
  public func setContentOffset(_ newOffset: Double, animated: Bool) {
    guard newOffset.isFinite else { return }
    if animated {
      guard newOffset != offset, dragging != true else { return }
      motion = (offset, newOffset, seconds, animationDuration, false)
      phase = .animating(target: newOffset)
      animationStarting = true
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
    didScroll()
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
    animationStarting = false
    if progress >= 1 {
      self.motion = nil
      offset = motion.to
      didScroll()
      let animated: Bool
      if case .animating = phase { animated = true } else { animated = false }
      phase = .resting
      reports += 1
      if animated {
        host?.scrollViewDidEndScrollingAnimation(offset: offset)
      } else {
        host?.scrollViewDidEndDecelerating(offset: offset)
      }
      return
    }
    let eased =
      motion.eases
      ? 1 - (1 - progress) * (1 - progress) * (1 - progress)
      : progress < 0.5 ? 4 * progress * progress * progress : 1 - pow3(-2 * progress + 2) / 2
    offset = motion.from + (motion.to - motion.from) * eased
    didScroll()
  }

  // MARK: - Internals

  /// `scrollViewWillEndDragging` then `scrollViewDidEndDragging`, then the deceleration.
  private func endDragging(velocity: Double) {
    // UIKit proposes where its deceleration would stop (`decelerationRate` .fast, 0.99 a
    // millisecond: the velocity in points per millisecond times 0.99 / 0.01), clamped to the
    // content, and gives points per millisecond.
    let perMillisecond = velocity / 1000
    var target = min(max(0, offset + perMillisecond * 99), maxOffset)
    reports += 1
    host?.scrollViewWillEndDragging(velocity: perMillisecond, targetOffset: &target)
    target = min(max(0, target), maxOffset)
    let decelerates = target != offset
    phase = decelerates ? .decelerating(target: target) : .resting
    reports += 1
    host?.scrollViewDidEndDragging(offset: offset, willDecelerate: decelerates)
    guard decelerates else { return }
    motion = (offset, target, seconds, decelerationDuration, true)
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

  private func didScroll() {
    reports += 1
    let decelerating: Bool
    if case .decelerating = phase { decelerating = true } else { decelerating = false }
    host?.scrollViewDidScroll(
      offset: offset, isTracking: isTracking, isDecelerating: decelerating)
  }
}

private func pow3(_ value: Double) -> Double { value * value * value }
