/// Turns what a `UIScrollView` tells its delegate, in UIKit's order, into the reports a
/// ``PageHost`` follows (an offset with a ``PlatformScrollPhase``).
///
/// UIKit gives no phase with `scrollViewDidScroll`, only the scroll view's `isTracking` and
/// `isDecelerating` and the callbacks around them:
///
/// ```
/// finger:     willBeginDragging → didScroll* (isTracking) → willEndDragging(velocity:target:)
///             → didEndDragging(willDecelerate:) → didScroll* (isDecelerating) → didEndDecelerating
/// programmatic setContentOffset(animated: true): didScroll* (neither) → didEndScrollingAnimation
/// setContentOffset(animated: false): one didScroll (flags as they are), no end
/// a change of bounds or content size: no call at all (the host hears the layout pass)
/// ```
///
/// This value keeps what those flags leave out: the target a release decelerates to (as the
/// host set it in `willEndDragging`). The host knows the rest (an animation it asked for).
/// A value with explicit inputs, tested through the host.
struct ScrollViewDelegateOrder: Equatable {
  /// Where the deceleration under way goes, as the host set it; `nil` when none runs.
  private(set) var decelerationTarget: Double?
  /// Whether a finger drags it (from `willBeginDragging` to `didEndDragging`).
  private(set) var isDragging = false

  /// The phase of a `scrollViewDidScroll` with these flags.
  ///
  /// - Parameters:
  ///   - isTracking: The scroll view's `isTracking`.
  ///   - isDecelerating: The scroll view's `isDecelerating`.
  ///   - asked: The phase of an animation the host asked for and that has not ended, if any.
  ///   - offset: The offset now.
  /// - Returns: The phase to report.
  func phase(
    isTracking: Bool, isDecelerating: Bool, animating asked: PlatformScrollPhase?, offset: Double
  ) -> PlatformScrollPhase {
    // Tracking is a finger down, dragging or holding it still: either way the pages are held.
    if isTracking || isDragging { return .tracking }
    if isDecelerating { return .decelerating(targetOffset: decelerationTarget ?? offset) }
    if let asked { return asked }
    // An offset set without animation (the host's correction, the app's own): where it rests.
    return .resting
  }

  /// A drag begins (`scrollViewWillBeginDragging`).
  mutating func beginDragging() {
    decelerationTarget = nil
    isDragging = true
  }

  /// The finger lifts (`scrollViewWillEndDragging`), and the host set where it decelerates to.
  mutating func willEndDragging(target: Double) { decelerationTarget = target }

  /// The drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`): the phase to report.
  mutating func didEndDragging(willDecelerate: Bool, offset: Double) -> PlatformScrollPhase {
    isDragging = false
    guard willDecelerate else {
      decelerationTarget = nil
      return .resting
    }
    return .decelerating(targetOffset: decelerationTarget ?? offset)
  }

  /// A motion ended (`scrollViewDidEndDecelerating`, `scrollViewDidEndScrollingAnimation`).
  mutating func motionEnded() {
    decelerationTarget = nil
    isDragging = false
  }
}
