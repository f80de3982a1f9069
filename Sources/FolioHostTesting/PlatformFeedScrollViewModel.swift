import Folio
import FolioHost
import FolioList
import FolioNestedScroll

/// A model of a feed's own platform scroll view (a page's vertical `UITableView`) under a
/// collapsing header, for testing a `NestedScrollCoordinator` in followed motion. It tells the
/// coordinator what the feed's `UIScrollViewDelegate` would, in UIKit's order, and does what
/// UIKit does on its own:
///
/// ```
/// a drag:  (past the slop) didScroll* (isTracking) → didEndDragging(willDecelerate:)
///          → didScroll* (isDecelerating) → didEndDecelerating
/// setContentOffset(animated: true):  didScroll* from the next frame → didEndScrollingAnimation;
///                                    to where it is: nothing at all
/// an offset set without animation:   one didScroll (none if it does not move); a motion
///                                    under way stops, or goes on from there, by
///                                    ``Choices/setStopsMotion``
/// scroll to top (a tap on the status bar): an animation to the top → didScrollToTop
/// a touch on moving content: it stops where it is; didEndDecelerating (or
///          …ScrollingAnimation) with isTracking, or nothing, by ``Choices/reportsStopByTouch``
/// a lift with no drag: nothing (content past an end springs back: didScroll*
///          → didEndDecelerating)
/// insets, content size or bounds changed: at rest, an offset out of range is clamped, one
///          didScroll; a bounce under way keeps its end, or heads for the new one and ends
///          where it is in range, by ``Choices/bounceKeepsItsEnd``
/// a placement: its insets set before its offset, or after, by ``Choices/insetsFirst``
/// offsets on the pixel grid, or not, by ``Choices/pixelRounding``
/// ```
///
/// Its range runs from `-contentInsetTop` to `contentLength + contentInsetBottom - viewportLength`
/// (no less than the top). A drag past either end rubber-bands as UIKit does; a release there
/// springs back; a fling decelerates as UIKit's normal rate does (0.998 per millisecond), and
/// one that reaches an end overshoots and springs back.
///
/// The feed (a page controller) applies the coordinator's placements with ``apply(_:)``, as a
/// UIKit feed applies them to its scroll view. Like a `UIScrollView` it starts with
/// ``scrollsToTop`` on, until a placement says otherwise.
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

  /// What UIKit leaves open, as this scroll view does it.
  public var choices: Choices
  /// The display's pixels per point (for ``Choices/pixelRounding``).
  public var scale = 1.0

  /// Its content offset, vertically, in points.
  public internal(set) var offset: Double
  /// What it is doing.
  public internal(set) var phase = Phase.resting
  /// Whether a tap on the status bar scrolls it to the top (`scrollsToTop`: on, as UIKit's
  /// scroll views start, until a placement or the app says otherwise).
  public var scrollsToTop = true
  /// Its top content inset.
  public private(set) var contentInsetTop = 0.0
  /// Its bottom content inset.
  public private(set) var contentInsetBottom = 0.0
  /// Its content's height: `contentSize.height`.
  ///
  /// A change tells the coordinator (`feedLengthDidChange()`, what a UIKit feed does when its
  /// `contentSize` changes); an offset then out of range at rest is clamped and reported, as a
  /// table view's layout does.
  public var contentLength: Double {
    didSet {
      guard contentLength != oldValue else { return }
      if tellsContentChanges { coordinator?.feedLengthDidChange() }
      clampAtRest()
    }
  }
  /// Whether a change of ``contentLength`` tells the coordinator (a feed that does not: the
  /// next report reads the length).
  public var tellsContentChanges = true
  /// Its bounds' height; an offset then out of range at rest is clamped and reported.
  public var viewportLength: Double {
    didSet { if viewportLength != oldValue { clampAtRest() } }
  }
  /// How far a finger moves before it pans, in points.
  public var slop = 10.0
  /// How many delegate calls it made.
  public internal(set) var reports = 0
  /// How many placements it was given, and how many of them moved it.
  public private(set) var placements = (given: 0, moved: 0)
  /// The page controller whose feed it is.
  public weak var feed: (any NestedScrollFeed)?
  /// Called after every delegate call (a test's invariant check).
  public var onReport: (() -> Void)?

  weak var coordinator: NestedScrollCoordinator<Page>?
  let clock: any FrameClock
  var estimator = VelocityEstimator()
  var touchStart: Double?
  var startOffset = 0.0
  var dragging: Bool?
  var motion: Motion?
  private var lastTick = 0.0

  enum Motion {
    /// Free deceleration at a velocity (points per second, the offset's), from `position` (the
    /// offset before it is put on the pixel grid).
    case fling(velocity: Double, position: Double)
    /// Springing back from `from`, since `start`, to `to` (the end it headed for when it
    /// began), or to the nearest end as it is now (`nil`: ``Choices/bounceKeepsItsEnd`` off).
    case spring(from: Double, to: Double?, start: Double)
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
  ///   - choices: What UIKit leaves open.
  public init(
    coordinator: NestedScrollCoordinator<Page>, clock: any FrameClock, viewportLength: Double,
    contentLength: Double, offset: Double = 0, choices: Choices = Choices()
  ) {
    self.coordinator = coordinator
    self.clock = clock
    self.viewportLength = viewportLength
    self.contentLength = contentLength
    self.offset = offset
    self.choices = choices
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
  /// Whether a finger drags it (`isDragging`).
  public var isDragging: Bool { dragging == true }
  /// Whether an animated `setContentOffset` (or a scroll to the top) moves it.
  public var isAnimating: Bool {
    if case .animating = phase { true } else { false }
  }

  /// What a UIKit feed does with a placement: `scrollsToTop`, then the insets and the offset
  /// (animated or not) in the order ``Choices/insetsFirst`` says.
  ///
  /// - Parameter placement: The coordinator's placement.
  public func apply(_ placement: NestedFeedPlacement) {
    placements.given += 1
    scrollsToTop = placement.isCurrent
    if choices.insetsFirst {
      setInsets(top: placement.contentInsetTop, bottom: placement.contentInsetBottom)
    }
    if let target = placement.contentOffset {
      placements.moved += 1
      setContentOffset(target, animated: placement.animated)
    }
    if !choices.insetsFirst {
      setInsets(top: placement.contentInsetTop, bottom: placement.contentInsetBottom)
    }
  }

  /// `contentInset`'s top and bottom: at rest, an offset then out of range is clamped and
  /// reported (or left, by ``Choices/insetChangeClamps``); a bounce under way keeps its end, or heads for the new one
  /// (``Choices/bounceKeepsItsEnd``).
  ///
  /// - Parameters:
  ///   - top: The top inset.
  ///   - bottom: The bottom inset.
  public func setInsets(top: Double, bottom: Double) {
    guard top.isFinite, bottom.isFinite, top != contentInsetTop || bottom != contentInsetBottom
    else { return }
    contentInsetTop = top
    contentInsetBottom = bottom
    if choices.insetChangeClamps { clampAtRest() }
  }

  // MARK: - Programmatic

  /// `setContentOffset(_:animated:)`: animated, a programmatic scroll reported from the next
  /// frame (nothing at all to where it is, or under a dragging finger); not animated, the
  /// offset jumps and is reported at once with the flags as they are (a finger dragging keeps
  /// dragging from there; a motion under way stops, or goes on from there, by
  /// ``Choices/setStopsMotion``).
  ///
  /// - Parameters:
  ///   - newOffset: The offset.
  ///   - animated: Whether to animate.
  public func setContentOffset(_ newOffset: Double, animated: Bool) {
    guard newOffset.isFinite else { return }
    let goal = rounded(newOffset)
    if animated {
      guard goal != offset, dragging != true else { return }
      start(.animation(from: offset, to: goal, start: seconds, toTop: false))
      phase = .animating(target: goal)
      return
    }
    if choices.setStopsMotion, motion != nil {
      motion = nil
      phase = .resting
      clock.scheduleDidChange()
    }
    let delta = goal - offset
    guard delta != 0 else { return }
    offset = goal
    switch motion {
    case .spring(let from, let to, let start)?:
      motion = .spring(from: from + delta, to: to.map { $0 + delta }, start: start)
    case .animation(let from, let to, let start, let toTop)?:
      motion = .animation(from: from + delta, to: to + delta, start: start, toTop: toTop)
      phase = .animating(target: to + delta)
    case .fling(let velocity, let position)?:
      motion = .fling(velocity: velocity, position: position + delta)
    case nil: break
    }
    if phase == .tracking { startOffset += delta }
    didScroll()
  }

  /// A tap on the status bar: an animated scroll to the top, then `scrollViewDidScrollToTop`
  /// (nothing unless ``scrollsToTop``).
  public func scrollToTop() {
    guard scrollsToTop, dragging != true, rounded(minOffset) != offset else { return }
    start(.animation(from: offset, to: rounded(minOffset), start: seconds, toTop: true))
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
    case .fling(var velocity, var position):
      // Millisecond steps: UIKit's rate per millisecond, and a stronger one past an end.
      var steps = Int(((time - lastTick) * 1000).rounded())
      while steps > 0 {
        steps -= 1
        let outside = position < minOffset || position > maxOffset
        velocity *= outside ? 0.988 : 0.998
        position += velocity / 1000
        if outside ? abs(velocity) < 20 : abs(velocity) < 5 { break }
      }
      lastTick = time
      let next = rounded(position)
      let outside = next < minOffset || next > maxOffset
      if outside ? abs(velocity) < 20 : abs(velocity) < 5 {
        guard outside else { return finish(.decelerated, at: next) }
        offset = next
        self.motion = spring(from: offset, at: time)
        didScroll()
        return
      }
      self.motion = .fling(velocity: velocity, position: position)
      guard next != offset else { return }
      offset = next
      didScroll()
    case .spring(let from, let to, let start):
      // The range changed under a bounce that heads for the nearest end: in range, it is over
      // where it is.
      guard to != nil || offset < minOffset || offset > maxOffset else {
        return finish(.decelerated)
      }
      let progress = min(1, max(0, (time - start) / 0.4))
      let end = to ?? rounded(offset < minOffset ? minOffset : maxOffset)
      guard progress < 1 else { return finish(.decelerated, at: end) }
      let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
      let next = rounded(from + (end - from) * eased)
      guard next != end else { return finish(.decelerated, at: end) }
      offset = next
      didScroll()
    case .animation(let from, let to, let start, let toTop):
      let progress = min(1, max(0, (time - start) / 0.3))
      guard progress < 1 else { return finish(toTop ? .scrolledToTop : .animated, at: to) }
      let eased = progress < 0.5 ? 2 * progress * progress : 1 - 2 * (1 - progress) * (1 - progress)
      let next = rounded(from + (to - from) * eased)
      guard next != to else { return finish(toTop ? .scrolledToTop : .animated, at: to) }
      guard next != offset else { return }
      offset = next
      didScroll()
    }
  }

  // MARK: - Internals

  private enum Ending { case decelerated, animated, scrolledToTop }

  private func finish(_ ending: Ending, at end: Double? = nil) {
    motion = nil
    clock.scheduleDidChange()
    if let end, end != offset {
      offset = end
      didScroll()
    }
    phase = .resting
    reports += 1
    if let feed { coordinator?.feedDidEndScrolling(feed, offset: offset, isTracking: isTracking) }
    onReport?()
    // (A bounce that kept its end may rest out of a range that changed meanwhile.)
    clampAtRest()
  }

  /// At rest (nothing moving it, no finger dragging it), an offset out of range is clamped
  /// and reported, as UIKit does when insets, content or bounds change.
  private func clampAtRest() {
    guard motion == nil, dragging != true, phase == .resting else { return }
    let clamped = rounded(min(max(offset, minOffset), maxOffset))
    guard clamped != offset, offset < minOffset || offset > maxOffset else { return }
    offset = clamped
    didScroll()
  }

  func endDragging(velocity: Double) {
    let outside = offset < minOffset || offset > maxOffset
    let decelerates = outside || abs(velocity) >= 50
    phase = decelerates ? .decelerating : .resting
    dragging = false
    reports += 1
    if let feed {
      coordinator?.feedDidEndDragging(feed, offset: offset, willDecelerate: decelerates)
    }
    onReport?()
    guard decelerates else { return }
    // The insets may have changed in the call (a refresh's hold): the motion reads them now.
    let stillOutside = offset < minOffset || offset > maxOffset
    start(
      stillOutside
        ? spring(from: offset, at: seconds) : .fling(velocity: velocity, position: offset))
  }

  func start(_ newMotion: Motion) {
    motion = newMotion
    lastTick = seconds
    clock.scheduleDidChange()
  }

  var seconds: Double { Self.seconds(clock.now) }

  static func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }

  /// An offset on the pixel grid, as ``Choices/pixelRounding`` says.
  func rounded(_ value: Double) -> Double {
    let pixels = value * scale
    guard pixels.isFinite, abs(pixels) < 0x1p52, scale > 0 else { return value }
    switch choices.pixelRounding {
    case .none: return value
    case .nearest: return (pixels + 0.5).rounded(.down) / scale
    // (A value within a rounding error of a pixel's edge is on it.)
    case .down: return (pixels + 1e-9).rounded(.down) / scale
    case .up: return (pixels - 1e-9).rounded(.up) / scale
    }
  }

  /// UIScrollView's rubber band past either end.
  func rubberBanded(_ raw: Double) -> Double {
    let low = minOffset
    let high = maxOffset
    let viewport = viewportLength
    guard viewport > 0 else { return min(max(low, raw), high) }
    func band(_ travel: Double) -> Double { (1 - 1 / (travel * 0.55 / viewport + 1)) * viewport }
    if raw < low { return low - band(low - raw) }
    if raw > high { return high + band(raw - high) }
    return raw
  }

  func didScroll() {
    reports += 1
    if let feed {
      coordinator?.feedDidScroll(
        feed, offset: offset, isTracking: isTracking, isDecelerating: phase == .decelerating,
        isDragging: isDragging)
    }
    onReport?()
  }
}
