import Folio
import FolioList

// MARK: - Followed motion, as UIScrollViewDelegate says it

extension PageHost {
  /// `scrollViewWillBeginDragging(_:)`: a finger starts dragging the platform scroll view.
  ///
  /// Each of these methods is one `UIScrollViewDelegate` call, forwarded as it comes, with the
  /// content offset along the paging axis in points; the host turns them into the followed
  /// reports of ``platformDidScroll(offset:phase:)`` (UIKit gives no phase, only flags and the
  /// calls around them: see the article "Hosting Folio"). Ignored in owned motion.
  ///
  /// - Parameter offset: The content offset along the axis.
  public func scrollViewWillBeginDragging(offset: Double) {
    guard !ended, motion == .followed else { return }
    scrollDelegate.beginDragging()
    // The finger drags it: no tap, and nothing to settle when it lifts.
    if tracker.phase != .idle { platform.pannedByTouch = true }
    follow(offset: offset, phase: .tracking)
  }

  /// `scrollViewDidScroll(_:)`, with the scroll view's `isTracking` and `isDecelerating`.
  ///
  /// Neither flag set: an animation the host asked for
  /// (``PageHostDisplay/pageHost(_:animatePlatformTo:)``) moves it, or an offset was set
  /// without animation (the host's ``wantedPlatformOffset``, or the app's own), where it rests.
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis.
  ///   - isTracking: The scroll view's `isTracking`.
  ///   - isDecelerating: The scroll view's `isDecelerating`.
  public func scrollViewDidScroll(offset: Double, isTracking: Bool, isDecelerating: Bool) {
    let phase = scrollDelegate.phase(
      isTracking: isTracking, isDecelerating: isDecelerating, animating: animationUnderWay,
      offset: offset)
    follow(offset: offset, phase: phase)
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger lifts; the
  /// host sets the page the scroll view decelerates to (``platformWillEndDragging(velocity:targetOffset:)``).
  ///
  /// - Parameters:
  ///   - velocity: The velocity along the axis as UIKit gives it: points per millisecond,
  ///     positive as the offset grows; not a number counts as 0.
  ///   - targetOffset: `targetContentOffset`'s coordinate along the axis; set to a page's.
  public func scrollViewWillEndDragging(velocity: Double, targetOffset: inout Double) {
    guard !ended, motion == .followed else { return }
    platformWillEndDragging(velocity: velocity * 1000, targetOffset: &targetOffset)
    scrollDelegate.willEndDragging(target: targetOffset)
  }

  /// `scrollViewDidEndDragging(_:willDecelerate:)`: the drag ended; it decelerates to the
  /// target the host set, or rests where it is.
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis.
  ///   - willDecelerate: Whether it decelerates.
  public func scrollViewDidEndDragging(offset: Double, willDecelerate: Bool) {
    guard !ended, motion == .followed else { return }
    let phase = scrollDelegate.didEndDragging(willDecelerate: willDecelerate, offset: offset)
    follow(offset: offset, phase: phase)
  }

  /// `scrollViewDidEndDecelerating(_:)`: the deceleration ended; it rests.
  ///
  /// - Parameter offset: The content offset along the axis.
  public func scrollViewDidEndDecelerating(offset: Double) {
    scrollDelegate.motionEnded()
    follow(offset: offset, phase: .resting)
  }

  /// `scrollViewDidEndScrollingAnimation(_:)`: an animated `setContentOffset` ended; it rests.
  ///
  /// - Parameter offset: The content offset along the axis.
  public func scrollViewDidEndScrollingAnimation(offset: Double) {
    scrollDelegate.motionEnded()
    follow(offset: offset, phase: .resting)
  }

  /// The phase of an animation the host asked the scroll view for, while it runs.
  private var animationUnderWay: PlatformScrollPhase? {
    switch platform.state {
    case .asked(let offset): .animating(targetOffset: offset)
    case .reported(.animating(let target)): .animating(targetOffset: target)
    case .reported: nil
    }
  }
}
