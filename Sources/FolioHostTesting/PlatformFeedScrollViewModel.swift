import Folio
import FolioHost
import FolioList
import FolioNestedScroll

/// A model of a feed's own platform scroll view (a page's vertical `UITableView`) under a
/// collapsing header, for testing a `NestedScrollCoordinator` in followed motion. It tells the
/// coordinator what the feed's `UIScrollViewDelegate` would, in UIKit's order:
///
/// ```
/// a drag:  (past the slop) didScroll* (isTracking) → didEndDragging(willDecelerate:)
///          → didScroll* (isDecelerating) → didEndDecelerating
/// setContentOffset(animated: true):  didScroll* from the next frame → didEndScrollingAnimation
/// setContentOffset(animated: false): one didScroll, with the flags as they are
/// scroll to top (a tap on the status bar): an animation to the top → didScrollToTop
/// a touch on moving content: the motion stops where it is, no call (lifted without a drag
///          past an end, the content springs back: didScroll* (isDecelerating) → didEndDecelerating)
/// insets, content size or bounds changed: no call (a bounce under way heads for the new end)
/// ```
///
/// Its range runs from `-contentInsetTop` to `contentLength + contentInsetBottom - viewportLength`
/// (no less than the top). A drag past either end rubber-bands as UIKit does; a release there
/// springs back; a fling decelerates as UIKit's normal rate does (0.998 per millisecond), and
/// one that reaches an end overshoots and springs back.
///
/// The feed (a page controller) applies the coordinator's placements with ``apply(_:)``, as a
/// UIKit feed applies them to its scroll view.
public final class PlatformFeedScrollViewModel<Page: Diffable>: FrameClockObserver {
  /// What it is doing.
  public enum Phase: Hashable, Sendable {
    /// At rest (a finger may be on it, not dragging).
    case resting
    /// A finger drags it.
    case tracking
    /// Decelerating, or bouncing back from past an end.
    case decelerating
    /// A programmatic scroll toward a target offset.
    case animating(target: Double)
  }

  /// Its content offset, vertically, in points.
  public private(set) var offset: Double
  /// What it is doing.
  public private(set) var phase = Phase.resting
  /// Whether a tap on the status bar scrolls it to the top (`scrollsToTop`, as placed).
  public private(set) var scrollsToTop = false
  /// Its top content inset.
  public private(set) var contentInsetTop = 0.0
  /// Its bottom content inset.
  public private(set) var contentInsetBottom = 0.0
  /// Its content's height: `contentSize.height`.
  ///
  /// A change tells the coordinator (`feedLengthDidChange()`, what a UIKit feed does when its
  /// `contentSize` changes); content
  /// that shrinks under the offset of a scroll view at rest then brings the offset back to its
  /// new end and reports it, as a table view's layout does.
  public var contentLength: Double {
    didSet {
      guard contentLength != oldValue else { return }
      if tellsContentChanges { coordinator?.feedLengthDidChange() }
      guard phase == .resting, touchStart == nil, offset > maxOffset else { return }
      offset = maxOffset
      didScroll()
    }
  }
  /// Whether a change of ``contentLength`` tells the coordinator (a feed that does not: the
  /// next report reads the length).
  public var tellsContentChanges = true
  /// Its bounds' height.
  public var viewportLength: Double
  /// How far a finger moves before it pans, in points.
  public var slop = 10.0
  /// How many delegate calls it made.
  public private(set) var reports = 0
  /// How many placements it was given, and how many of them moved it.
  public private(set) var placements = (given: 0, moved: 0)
  /// The page controller whose feed it is.
  public weak var feed: (any NestedScrollFeed)?
  /// Called after every delegate call (a test's invariant check).
  public var onReport: (() -> Void)?

  private weak var coordinator: NestedScrollCoordinator<Page>?
  private let clock: any FrameClock
  private var estimator = VelocityEstimator()
  private var touchStart: Double?
  private var startOffset = 0.0
  private var dragging: Bool?
  private var motion: Motion?
  private var lastTick = 0.0

  private enum Motion {
    /// Free deceleration at a velocity (points per second, the offset's).
    case fling(velocity: Double)
    /// Springing back to the nearest end from `from`, since `start`.
    case spring(from: Double, start: Double)
    /// A programmatic animation.
    case animation(from: Double, to: Double, start: Double, toTop: Bool)
  }

  /// Creates a feed's scroll view at rest at `offset`.
  ///
  /// - Parameters:
  ///   - coordinator: The coordinator it reports to (held weakly).
  ///   - clock: The container's clock.
  ///   - viewportLength: Its bounds' height.
  ///   - contentLength: Its content's height.
  ///   - offset: Its content offset at the start.
  public init(
    coordinator: NestedScrollCoordinator<Page>, clock: any FrameClock, viewportLength: Double,
    contentLength: Double, offset: Double = 0
  ) {
    self.coordinator = coordinator
    self.clock = clock
    self.viewportLength = viewportLength
    self.contentLength = contentLength
    self.offset = offset
    clock.addObserver(self)
  }

  deinit { clock.removeObserver(self) }

  /// The smallest offset: the top inset above the content.
  public var minOffset: Double { -contentInsetTop }
  /// The largest offset: the content and the bottom inset less the viewport, no less than the
  /// smallest.
  public var maxOffset: Double {
    max(minOffset, contentLength + contentInsetBottom - viewportLength)
  }
  /// Whether a finger is on it (`isTracking`).
  public var isTracking: Bool { touchStart != nil }

  /// What a UIKit feed does with a placement: `scrollsToTop`, the insets, then the offset
  /// (animated or not).
  ///
  /// - Parameter placement: The coordinator's placement.
  public func apply(_ placement: NestedFeedPlacement) {
    placements.given += 1
    scrollsToTop = placement.isCurrent
    contentInsetTop = placement.contentInsetTop
    contentInsetBottom = placement.contentInsetBottom
    guard let target = placement.contentOffset else { return }
    placements.moved += 1
    setContentOffset(target, animated: placement.animated)
  }

  // MARK: - Touches

  /// A finger goes down at height `y`: a motion under way stops where it is (no call).
  ///
  /// - Parameter y: The finger's height on the screen.
  public func touchDown(at y: Double) {
    if touchStart != nil { touchCancelled() }
    touchStart = y
    startOffset = offset
    dragging = nil
    estimator.reset()
    estimator.add(Point(x: 0, y: offset), at: clock.now)
    if motion != nil {
      motion = nil
      phase = .resting
      clock.scheduleDidChange()
    }
  }

  /// The finger moves to height `y`: past the slop it drags the content with it.
  ///
  /// - Parameter y: The finger's height.
  public func touchMoved(to y: Double) {
    guard let start = touchStart, y.isFinite else { return }
    let travel = y - start
    if dragging == nil {
      guard abs(travel) >= slop, abs(travel) > 0 else { return }
      dragging = true
      startOffset = offset + travel.sign(slop)
      phase = .tracking
    }
    offset = rubberBanded(startOffset - travel)
    estimator.add(Point(x: 0, y: offset), at: clock.now)
    didScroll()
  }

  /// The finger lifts at height `y`: a drag decelerates (or springs back from past an end).
  ///
  /// - Parameter y: The finger's height.
  public func touchUp(at y: Double) { lift(at: y, velocity: nil) }

  /// The finger lifts at height `y` with a velocity given rather than measured (a script's):
  /// a drag decelerates at it (or springs back from past an end).
  ///
  /// - Parameters:
  ///   - y: The finger's height.
  ///   - velocity: The offset's velocity, points per second (positive: the content moves up);
  ///     not finite counts as 0.
  public func touchUp(at y: Double, velocity: Double) {
    lift(at: y, velocity: velocity.isFinite ? velocity : 0)
  }

  /// The finger lifts at `y`: a drag ends at `velocity`, or at the measured one when `nil`.
  private func lift(at y: Double, velocity: Double?) {
    if touchStart != nil { touchMoved(to: y) }
    defer {
      touchStart = nil
      dragging = nil
    }
    guard dragging == true else { return springBackIfOutside() }
    estimator.add(Point(x: 0, y: offset), at: clock.now)
    endDragging(velocity: velocity ?? estimator.velocity.y)
  }

  /// The touch was cancelled: a drag ends as a release at no velocity.
  public func touchCancelled() {
    defer {
      touchStart = nil
      dragging = nil
    }
    guard dragging == true else { return springBackIfOutside() }
    endDragging(velocity: 0)
  }

  /// A finger that stopped a bounce and lifts without dragging: the content springs back to
  /// the nearest end, as it would have (decelerating, then `didEndDecelerating`).
  private func springBackIfOutside() {
    guard offset < minOffset || offset > maxOffset else { return }
    phase = .decelerating
    start(.spring(from: offset, start: seconds))
  }

  // MARK: - Programmatic

  /// `setContentOffset(_:animated:)`: animated, a programmatic scroll reported from the next
  /// frame; not animated, the offset jumps and is reported at once with the flags as they are.
  ///
  /// - Parameters:
  ///   - newOffset: The offset.
  ///   - animated: Whether to animate.
  public func setContentOffset(_ newOffset: Double, animated: Bool) {
    guard newOffset.isFinite else { return }
    if animated {
      guard newOffset != offset, dragging != true else { return }
      start(.animation(from: offset, to: newOffset, start: seconds, toTop: false))
      phase = .animating(target: newOffset)
      return
    }
    let delta = newOffset - offset
    offset = newOffset
    if phase == .tracking { startOffset += delta }
    didScroll()
  }

  /// A tap on the status bar: an animated scroll to the top, then `scrollViewDidScrollToTop`
  /// (nothing unless ``scrollsToTop``).
  public func scrollToTop() {
    guard scrollsToTop, dragging != true, offset != minOffset else { return }
    start(.animation(from: offset, to: minOffset, start: seconds, toTop: true))
    phase = .animating(target: minOffset)
  }

  // MARK: - Frames

  /// Whether it moves on its own.
  public var needsFrames: Bool { motion != nil }

  /// A frame: the motion advances.
  ///
  /// - Parameter now: The clock's time.
  public func clockDidTick(at now: Duration) {
    guard let motion else { return }
    let time = Self.seconds(now)
    switch motion {
    case .fling(var velocity):
      // Millisecond steps: UIKit's rate per millisecond, and a stronger one past an end.
      var steps = Int(((time - lastTick) * 1000).rounded())
      while steps > 0 {
        steps -= 1
        let outside = offset < minOffset || offset > maxOffset
        velocity *= outside ? 0.988 : 0.998
        offset += velocity / 1000
        if outside ? abs(velocity) < 20 : abs(velocity) < 5 { break }
      }
      lastTick = time
      let outside = offset < minOffset || offset > maxOffset
      if outside ? abs(velocity) < 20 : abs(velocity) < 5 {
        if outside {
          self.motion = .spring(from: offset, start: time)
          didScroll()
        } else {
          finish(.decelerated)
        }
        return
      }
      self.motion = .fling(velocity: velocity)
      didScroll()
    case .spring(let from, let start):
      let progress = min(1, max(0, (time - start) / 0.4))
      let end = offset < minOffset || from < minOffset ? minOffset : maxOffset
      guard progress < 1 else { return finish(.decelerated, at: end) }
      let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
      offset = from + (end - from) * eased
      didScroll()
    case .animation(let from, let to, let start, let toTop):
      let progress = min(1, max(0, (time - start) / 0.3))
      guard progress < 1 else { return finish(toTop ? .scrolledToTop : .animated, at: to) }
      let eased = progress < 0.5 ? 2 * progress * progress : 1 - 2 * (1 - progress) * (1 - progress)
      offset = from + (to - from) * eased
      didScroll()
    }
  }

  // MARK: - Internals

  private enum Ending { case decelerated, animated, scrolledToTop }

  private func finish(_ ending: Ending, at end: Double? = nil) {
    motion = nil
    if let end, end != offset {
      offset = end
      didScroll()
    }
    phase = .resting
    reports += 1
    if let feed { coordinator?.feedDidEndScrolling(feed, offset: offset) }
    onReport?()
  }

  private func endDragging(velocity: Double) {
    let outside = offset < minOffset || offset > maxOffset
    let decelerates = outside || abs(velocity) >= 50
    phase = decelerates ? .decelerating : .resting
    reports += 1
    if let feed {
      coordinator?.feedDidEndDragging(feed, offset: offset, willDecelerate: decelerates)
    }
    onReport?()
    guard decelerates else { return }
    // The insets may have changed in the call (a refresh's hold): the motion reads them now.
    let stillOutside = offset < minOffset || offset > maxOffset
    start(stillOutside ? .spring(from: offset, start: seconds) : .fling(velocity: velocity))
  }

  private func start(_ newMotion: Motion) {
    motion = newMotion
    lastTick = seconds
    clock.scheduleDidChange()
  }

  private var seconds: Double { Self.seconds(clock.now) }

  private static func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }

  /// UIScrollView's rubber band past either end.
  private func rubberBanded(_ raw: Double) -> Double {
    let low = minOffset
    let high = maxOffset
    let viewport = viewportLength
    guard viewport > 0 else { return min(max(low, raw), high) }
    func band(_ travel: Double) -> Double { (1 - 1 / (travel * 0.55 / viewport + 1)) * viewport }
    if raw < low { return low - band(low - raw) }
    if raw > high { return high + band(raw - high) }
    return raw
  }

  private func didScroll() {
    reports += 1
    if let feed {
      coordinator?.feedDidScroll(
        feed, offset: offset, isTracking: isTracking, isDecelerating: phase == .decelerating)
    }
    onReport?()
  }
}

extension Double {
  fileprivate func sign(_ magnitude: Double) -> Double { self < 0 ? -magnitude : magnitude }
}
