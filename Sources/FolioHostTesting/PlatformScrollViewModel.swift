import Folio
import FolioHost
import FolioList

/// A model of a platform scroll view that owns the paging offset (a `UIScrollView` whose
/// delegate is the host's adapter), for testing a host in followed motion. It tells the host
/// what `UIScrollViewDelegate` would, in UIKit's order, through the host's `scrollView…`
/// methods, and does what UIKit does on its own:
///
/// ```
/// a drag:    (past the slop) willBeginDragging → didScroll* → willEndDragging(velocity:,
///            target: UIKit's own projection) → didEndDragging(willDecelerate:)
///            → didScroll* → didEndDecelerating
/// setContentOffset(animated: true):  didScroll* from the next frame → didEndScrollingAnimation;
///                                    to where it is: nothing at all
/// setContentOffset(animated: false): one didScroll (to where it is: one or none, by
///                                    ``Choices/reportsUnchangedOffset``); a motion under way
///                                    stops, or goes on from there, by ``Choices/setStopsMotion``
/// a touch on moving content: it stops where it is; didEndDecelerating (or …ScrollingAnimation)
///                            or nothing, by ``Choices/reportsStopByTouch``; lifted without a
///                            drag: nothing
/// a frame or content length that puts the offset out of range: clamped, one didScroll
/// offsets on the pixel grid, or not, by ``Choices/pixelRounding``
/// ```
///
/// Past either end a drag rubber-bands as UIKit does (the content moves a shrinking fraction
/// of the finger's travel), and a release there decelerates back to the target the host sets.
/// Someone else than the host (VoiceOver's focus, `scrollRectToVisible`, the app) scrolls it
/// by calling ``setContentOffset(_:animated:)`` directly: the host did not ask.
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

  /// How a platform keeps offsets on the pixel grid (UIKit does not document it).
  public enum PixelRounding: Hashable, Sendable, CaseIterable {
    /// Offsets are kept as set.
    case none
    /// To the nearest pixel, halves up.
    case nearest
    /// Down to a pixel.
    case down
    /// Up to a pixel.
    case up
  }

  /// What UIKit leaves open, as this scroll view does it.
  public var choices: Choices
  /// Its content offset along the axis, in points.
  public private(set) var offset = 0.0
  /// What it is doing.
  public internal(set) var phase = Phase.resting
  /// Its frame's length along the axis, in points, as its superview last set it.
  public private(set) var frameLength = 0.0
  /// Its content's length along the axis, in points, as last set.
  public private(set) var contentLength = 0.0
  /// The display's pixels per point (for ``Choices/pixelRounding``).
  public var scale = 1.0
  /// How far a finger moves before it pans, in points.
  public var slop = 10.0
  /// How long a deceleration to a page lasts, in seconds.
  public var decelerationDuration = 0.35
  /// How long an animated `setContentOffset` lasts, in seconds.
  public var animationDuration = 0.3
  /// Whether a drag past either end rubber-bands (UIKit's `bounces`); off, the content stops
  /// at the ends as a container's own physics do.
  public var bounces = true
  /// Whether a finger scrolls it (`UIScrollView.isScrollEnabled`).
  ///
  /// Off, touches neither drag nor stop it; what the app asks still moves it. Set it from
  /// `PageHost.isPlatformScrollEnabled` at each layout, as an adapter does.
  public var isScrollEnabled = true
  /// How many delegate calls it made.
  public internal(set) var reports = 0
  /// Whether a finger is on it (UIKit's `isTracking`).
  public var isTracking: Bool { touchStart != nil }

  weak var host: PageHost<Page>?
  let clock: any FrameClock
  var estimator = VelocityEstimator()
  var touchStart: Point?
  /// Where a drag's travel starts from, before the rubber band.
  var startOffset = 0.0
  /// The finger's travel along the axis so far, for a drag by distance.
  var travel = 0.0
  /// Whether the touch under way drags it (`nil` until decided).
  var dragging: Bool?
  /// The page's scroller on the axis whose own pan took the touch the pages' pan refused (a
  /// `PageAxisHandoff.nextPan` scroller with room), and its offset where its pan began.
  var scrollerPan: (scroller: any PageAxisScroller, start: Double)?
  var motion: (from: Double, to: Double, start: Double, duration: Double, eases: Bool)?

  /// Creates a scroll view for `host`, on its clock.
  ///
  /// - Parameters:
  ///   - host: A host in followed motion.
  ///   - clock: The host container's clock.
  ///   - choices: What UIKit leaves open.
  public init(host: PageHost<Page>, clock: any FrameClock, choices: Choices = Choices()) {
    self.host = host
    self.clock = clock
    self.choices = choices
    clock.addObserver(self)
  }

  deinit { clock.removeObserver(self) }

  private var maxOffset: Double { max(0, contentLength - frameLength) }

  var axis: ScrollAxis { host?.container.axis ?? .horizontal }

  var seconds: Double {
    let (whole, attoseconds) = clock.now.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }

  // MARK: - Layout

  /// A layout pass sets the frame's and the content's lengths along the axis (`bounds` and
  /// `contentSize`): an offset out of range at rest is clamped and reported, as UIKit does.
  ///
  /// - Parameters:
  ///   - frame: The frame's length, in points.
  ///   - content: The content's length, in points.
  public func setLengths(frame: Double, content: Double) {
    guard frame.isFinite, content.isFinite else { return }
    frameLength = max(0, frame)
    contentLength = max(0, content)
    guard phase == .resting, dragging != true else { return }
    let clamped = min(max(0, offset), maxOffset)
    guard clamped != offset else { return }
    offset = rounded(clamped)
    didScroll()
  }

  // MARK: - Programmatic

  /// `setContentOffset(_:animated:)`: animated, a programmatic scroll (retargeting one under
  /// way), first reported at the next frame, and nothing at all to where it is; not animated,
  /// the offset jumps and is reported at once (a finger dragging keeps dragging from there; a
  /// motion under way stops, or moves with it, by ``Choices/setStopsMotion``).
  ///
  /// Called by anyone but the host, it is a scroll the host did not ask for (VoiceOver's
  /// focus, a first responder, `scrollRectToVisible(_:animated:)`, the app).
  ///
  /// - Parameters:
  ///   - newOffset: The offset.
  ///   - animated: Whether to animate.
  public func setContentOffset(_ newOffset: Double, animated: Bool) {
    guard newOffset.isFinite else { return }
    let goal = rounded(newOffset)
    if animated {
      guard goal != offset || motion != nil, dragging != true else { return }
      var replaces = false
      if case .animating = phase, motion != nil { replaces = true }
      motion = (offset, goal, seconds, animationDuration, false)
      phase = .animating(target: goal)
      // Motion started outside a tick: a clock that sleeps wakes (as a platform's own scroll
      // view animation would drive the display).
      clock.scheduleDidChange()
      if replaces, choices.reportsReplacedAnimationEnd {
        reports += 1
        host?.scrollViewDidEndScrollingAnimation(offset: offset)
      }
      return
    }
    if choices.setStopsMotion, motion != nil {
      motion = nil
      phase = .resting
      clock.scheduleDidChange()
    }
    let delta = goal - offset
    if delta == 0, !choices.reportsUnchangedOffset { return }
    offset = goal
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
    // A tick at the moment the motion began (a program's clock advanced by nothing) is no
    // frame of it: a display's frames come with time, and the first one moves.
    guard time > motion.start else { return }
    let progress = motion.duration > 0 ? min(1, max(0, (time - motion.start) / motion.duration)) : 1
    let eased =
      motion.eases
      ? 1 - (1 - progress) * (1 - progress) * (1 - progress)
      : progress < 0.5 ? 4 * progress * progress * progress : 1 - pow3(-2 * progress + 2) / 2
    let exact = motion.from + (motion.to - motion.from) * eased
    let next = rounded(exact)
    // Frames that add up to the duration can fall a hair short of it: once the curve has
    // reached the target, the motion is over (as a container's own motion ends); on the pixel
    // grid, not before its time (the offset may show the target a while before).
    if progress >= 1 || exact == motion.to {
      self.motion = nil
      let moved = offset != motion.to
      offset = motion.to
      if moved { didScroll() }
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
    // A frame that leaves it where it was (short of the next pixel) may report nothing.
    if next == offset, !choices.reportsUnchangedOffset { return }
    offset = next
    didScroll()
  }

  // MARK: - Internals

  func beginDragging() {
    phase = .tracking
    reports += 1
    host?.scrollViewWillBeginDragging(offset: offset)
  }

  func moveWithFinger() {
    var raw = startOffset - travel
    if !bounces {
      // Stopped at an end, the content drops the finger's travel past it (as the container's
      // own drag does): turning back moves it at once.
      let clamped = min(max(0, raw), maxOffset)
      startOffset += clamped - raw
      raw = clamped
    }
    offset = rounded(rubberBanded(raw))
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    didScroll()
  }

  /// `scrollViewWillEndDragging` then `scrollViewDidEndDragging`, then the deceleration.
  func endDragging(velocity: Double) {
    // UIKit proposes where its deceleration would stop (`decelerationRate` .fast, 0.99 a
    // millisecond: the velocity in points per millisecond times 0.99 / 0.01), clamped to the
    // content, and gives points per millisecond.
    let perMillisecond = velocity.isFinite ? velocity / 1000 : 0
    var target = min(max(0, offset + perMillisecond * 99), maxOffset)
    reports += 1
    host?.scrollViewWillEndDragging(velocity: perMillisecond, targetOffset: &target)
    target = rounded(min(max(0, target), maxOffset))
    // A target within a rounding error of where it is leaves nothing to decelerate.
    let decelerates = abs(target - offset) > 1e-9 * max(1, abs(target))
    phase = decelerates ? .decelerating(target: target) : .resting
    // The finger lifted: what the host asks from here is not a drag's.
    dragging = false
    reports += 1
    host?.scrollViewDidEndDragging(offset: offset, willDecelerate: decelerates)
    guard decelerates else { return }
    motion = (offset, target, seconds, decelerationDuration, true)
    clock.scheduleDidChange()
  }

  /// An offset on the pixel grid, as ``Choices/pixelRounding`` says.
  func rounded(_ value: Double) -> Double {
    let pixels = value * scale
    guard pixels.isFinite, abs(pixels) < 0x1p52 else { return value }
    switch choices.pixelRounding {
    case .none: return value
    case .nearest: return (pixels + 0.5).rounded(.down) / scale
    // (A value within a rounding error of a pixel's edge is on it.)
    case .down: return (pixels + 1e-9).rounded(.down) / scale
    case .up: return (pixels - 1e-9).rounded(.up) / scale
    }
  }

  /// UIScrollView's rubber band: past either end the content moves
  /// `(1 - 1 / (travel × 0.55 / viewport + 1)) × viewport`, a shrinking fraction of the
  /// finger's travel (0.55 of it at first) that never reaches a viewport.
  func rubberBanded(_ raw: Double) -> Double {
    let limit = maxOffset
    let viewport = frameLength
    guard viewport > 0, bounces else { return min(max(0, raw), limit) }
    func band(_ travel: Double) -> Double { (1 - 1 / (travel * 0.55 / viewport + 1)) * viewport }
    if raw < 0 { return -band(-raw) }
    if raw > limit { return limit + band(raw - limit) }
    return raw
  }

  func didScroll() {
    reports += 1
    let decelerating: Bool
    if case .decelerating = phase { decelerating = true } else { decelerating = false }
    host?.scrollViewDidScroll(
      offset: offset, isTracking: isTracking, isDecelerating: decelerating)
  }
}

private func pow3(_ value: Double) -> Double { value * value * value }
