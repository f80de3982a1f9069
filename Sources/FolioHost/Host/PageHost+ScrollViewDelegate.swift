import Folio
import FolioList

// MARK: - Followed motion, as UIScrollViewDelegate says it

extension PageHost {
  /// `scrollViewWillBeginDragging(_:)`: a finger starts dragging the platform scroll view.
  ///
  /// Each of these methods is one `UIScrollViewDelegate` call, forwarded as it comes, with the
  /// content offset along the paging axis in points. The host keeps one state per scroll view
  /// (what it does, whether a finger is on it, whether the host's layout pass is under way)
  /// and never infers a rest, a touch or a target from what UIKit may do unasked: see the
  /// article "Hosting Folio". Ignored in owned motion.
  ///
  /// - Parameter offset: The content offset along the axis.
  public func scrollViewWillBeginDragging(offset: Double) {
    guard isFollowing, offset.isFinite else { return }
    let offset = hostOffset(offset)
    let shared = beginAxisPan(pagesStart: offset)
    perform(scrollState.willBeginDragging(offset: offset))
    // A shared pan whose touches reached the host first: the pages take their part of the
    // travel past the slop now, not a step late.
    if shared, axisPan?.travel != 0 { followAxisPanTravel() }
  }

  /// `scrollViewDidScroll(_:)`, with the scroll view's `isTracking` and `isDecelerating`.
  ///
  /// What moved it is known without inferring a rest or a drag from the flags: a drag (from
  /// `willBeginDragging`), its deceleration, an animation the host asked for, a finger holding
  /// it (the touches, or `isTracking` before the touch reaches the host), the host's own layout
  /// pass (``performPlatformLayout(_:)``: a clamp of a new content size, an offset the host
  /// set, is a correction, not a motion). Anything else is a scroll nobody asked for
  /// (VoiceOver's focus, a first responder, `scrollRectToVisible`, the app's own offset): the
  /// pages glide with it, and when it stops they rest on a page, the scroll view animated
  /// there if it stopped between two.
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis.
  ///   - isTracking: The scroll view's `isTracking`: a finger may be on it.
  ///   - isDecelerating: The scroll view's `isDecelerating`: a report of the app's own offset
  ///     just after the host stopped a deceleration says `false`, the deceleration's own
  ///     `true` (the one thing it tells).
  public func scrollViewDidScroll(offset: Double, isTracking: Bool, isDecelerating: Bool) {
    guard isFollowing, offset.isFinite else { return }
    let offset = platformShift == 0 ? offset : hostOffset(offset)
    // The offset the pages rest at, set again (by the host outside a layout pass, or the app),
    // or an offset with no page to show, moves nothing. The state is changed on a copy: the
    // clock and the pages are read while no access to it is open (none is checked at run time).
    var state = scrollState
    let output = state.didScroll(
      offset: offset, isTracking: isTracking, isDecelerating: isDecelerating, now: clockNow,
      restsHere: isWhereThePagesRest(offset) || container.pageStride <= 0 || container.count == 0)
    scrollState = state
    // A drag shared with a scroller of the page's moves the pages by their part only.
    perform(axisPan == nil ? output : heldForAxisPan(output))
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` in the platform's own
  /// values: ``scrollViewWillEndDragging(velocity:targetOffset:)`` read along the paging axis,
  /// the target written back as a content offset (its other coordinate 0).
  ///
  /// - Parameters:
  ///   - velocity: The release velocity as the platform gives it (points per millisecond).
  ///   - targetContentOffset: Where the platform would decelerate to; set to the host's.
  public func scrollViewWillEndDragging(velocity: Point, targetContentOffset: inout Point) {
    var resting = platformOffset(of: targetContentOffset)
    scrollViewWillEndDragging(velocity: platformOffset(of: velocity), targetOffset: &resting)
    targetContentOffset = platformContentOffset(resting)
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger lifts; the
  /// host chooses the page (by the container's rule) and sets where the scroll view
  /// decelerates to (``platformWillEndDragging(velocity:targetOffset:)``).
  ///
  /// A release too slow to reach its page by UIKit's deceleration (its own projection, the
  /// target UIKit proposes, falls short of a tenth of the way: a release with next to no
  /// velocity, which UIKit decelerates, then slides at a crawl) stops where it is, and the host
  /// animates the scroll view to the page, as UIKit's own paging moves.
  ///
  /// - Parameters:
  ///   - velocity: The velocity along the axis as UIKit gives it: points per millisecond,
  ///     positive as the offset grows; not a number counts as 0.
  ///   - targetOffset: `targetContentOffset`'s coordinate along the axis (UIKit's projection);
  ///     set to a page's, or to where the scroll view is (within the content).
  public func scrollViewWillEndDragging(velocity: Double, targetOffset: inout Double) {
    guard isFollowing, let offset = scrollState.offset else { return }
    let proposed = hostOffset(targetOffset)
    // A drag shared with a scroller of the page's: with the pages on their page, the fling is
    // the scroller's.
    let along = endAxisPan(velocity: velocity * 1000) ?? velocity * 1000
    var target = proposed
    chooseReleaseTarget(velocity: along, targetOffset: &target)
    let page = target
    let needs = page - offset
    let natural = proposed.isFinite ? proposed - offset : 0
    if Self.differ(page, offset, pixel: grid.pixel),
      natural * needs <= 0 || abs(natural) < abs(needs) / 10
    {
      // Where it is, within the content (UIKit takes a target past either end back to it).
      let last = platformContentLength - container.viewportSize.length(along: container.axis)
      target = min(max(offset, 0), max(0, last))
    }
    scrollState.willEndDragging(target: page, decelerationEnd: target)
    targetOffset = platformCoordinate(target)
  }

  /// `scrollViewDidEndDragging(_:willDecelerate:)`: the drag ended; it decelerates to the
  /// target the host set, or the host animates it to its page.
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis.
  ///   - willDecelerate: Whether it decelerates.
  public func scrollViewDidEndDragging(offset: Double, willDecelerate: Bool) {
    guard isFollowing, offset.isFinite else { return }
    let offset = hostOffset(offset)
    let now = clockNow
    perform(
      scrollState.didEndDragging(offset: offset, willDecelerate: willDecelerate, now: now))
  }

  /// `scrollViewDidEndDecelerating(_:)`: the deceleration ended (under a finger that stopped
  /// it, iOS 13 and later send it too: the finger still holds it).
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis.
  ///   - isTracking: The scroll view's `isTracking`: a finger that stopped it may be on it
  ///     before its touch reaches the host.
  public func scrollViewDidEndDecelerating(offset: Double, isTracking: Bool = false) {
    guard isFollowing, offset.isFinite else { return }
    let offset = hostOffset(offset)
    let now = clockNow
    perform(scrollState.motionDidEnd(offset: offset, isTracking: isTracking, now: now))
  }

  /// `scrollViewDidEndScrollingAnimation(_:)`: an animated `setContentOffset` (the host's, or
  /// `scrollRectToVisible`'s) ended.
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis.
  ///   - isTracking: The scroll view's `isTracking`: a finger that stopped it may be on it
  ///     before its touch reaches the host.
  public func scrollViewDidEndScrollingAnimation(offset: Double, isTracking: Bool = false) {
    guard isFollowing, offset.isFinite else { return }
    let offset = hostOffset(offset)
    let now = clockNow
    perform(
      scrollState.motionDidEnd(
        offset: offset, isTracking: isTracking, now: now, endsAnimation: true))
  }

  /// A layout pass of the platform scroll view: the reports `body` causes (the clamp of a new
  /// frame or content size, the offset the host wants) are corrections, not motion.
  ///
  /// Set the frame, the content size (``platformContentSize``) and the offset
  /// (``wantedPlatformOffset``) inside it; lay out the pages after it. A report inside it
  /// asks for no layout. A scroll view that never reported is taken to be where it was set
  /// (UIKit need not report a set to the offset it already has). After an update that moved
  /// the pages under the scroll view, its reports until the layout's set (or the end of the
  /// pass) are read as the old content's, whenever the display lays out.
  ///
  /// - Parameter body: The layout's writes to the scroll view.
  public func performPlatformLayout(_ body: () -> Void) {
    let outer = scrollState.isInLayout
    scrollState.setInLayout(true)
    body()
    // Never reported, it was set where the host wants it: a set to where it already is
    // reports nothing (UIKit does not say), so that is where it is.
    if scrollState.offset == nil, let wanted = wantedPlatformOffset {
      scrollState.layoutDidSet(unreported: wanted)
    }
    if !outer { endPlatformShift() }  // (an update moved the pages under it)
    scrollState.setInLayout(outer)
    guard !outer else { return }
    laidContentLength = platformContentLength
    if scrollState.layoutDidEnd() { retargetOwed = .always }
    retargetPlatformMotionIfOwed()
  }

  /// Whether a layout pass of the platform scroll view is under way
  /// (``performPlatformLayout(_:)``): its reports need no layout of their own.
  public var isLayingOutPlatform: Bool { scrollState.isInLayout }

  /// Followed motion: whether the platform scroll view moves or is held, as far as the host
  /// knows (a drag, a release's deceleration, an animation asked for or not, a finger that
  /// caught it): a platform that reports its phase ends that motion with `.resting`.
  public var isPlatformMoving: Bool { isFollowing && !scrollState.rests }

  /// Followed motion: the platform scroll view may be a new one; a display calls it when its
  /// view disappears and when it appears.
  ///
  /// The view that shows the pages may have been made again, its scroll view at its content's
  /// origin (SwiftUI makes a view again after an `if` or a new identity), and the old one says
  /// nothing more: a motion it ran is over, the pages resting on its page (a finger's drag on
  /// the nearest; the display cancels the touch first), and its offset counts as never
  /// reported, so ``wantedPlatformOffset`` asks for the pages' offset (a set to where a kept
  /// scroll view already is moves nothing).
  public func platformScrollViewMayBeNew() {
    guard isFollowing else { return }
    scrollState.mayBeNew()  // (not inside a layout pass)
    restFollowedMotionIfPlatformRests()
    afterInput()
  }

  /// Followed motion: whether the platform scroll view runs a motion nobody asked for.
  ///
  /// One reported with no flags, or at rest by a platform that says its phase (VoiceOver's,
  /// the app's own): it goes on until it goes quiet, then the pages rest on the page nearest
  /// it. A platform that reports such a motion frame by frame with no phase of its own goes on
  /// reporting it with ``scrollViewDidScroll(offset:isTracking:isDecelerating:)``.
  public var isPlatformMotionUnasked: Bool { isFollowing && scrollState.motion == .unasked }

  // MARK: Internals

  var isFollowing: Bool { !ended && motion == .followed }

  /// The clock's time (read only where a motion needs it).
  var clockNow: Duration { clock?.now ?? .zero }
}
