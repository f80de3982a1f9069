import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// Followed motion as `UIScrollViewDelegate` says it: the host turns UIKit's calls and flags
/// into the pages' motion, with the same lifecycle as its own physics.
@Suite struct HostScrollViewDelegateTests {
  private func screen(count: Int = 5) -> Screen {
    Screen(count: count, viewport: Size(width: 300, height: 400), scale: 2, motion: .followed)
  }

  private func lifecycle(_ events: PageEventRecorder) -> [String] {
    events.events(.lifecycle).map(\.description)
  }

  @Test func aDrag_inUIKitsOrder_pagesAsASwipe() throws {
    let s = screen()
    let events = PageEventRecorder()
    s.container.addEventObserver(events)
    let host = s.host
    host.scrollViewWillBeginDragging(offset: 0)
    host.scrollViewDidScroll(offset: 40, isTracking: true, isDecelerating: false)
    host.scrollViewDidScroll(offset: 120, isTracking: true, isDecelerating: false)
    #expect(s.container.phase == .tracking && abs(s.container.position - 0.4) < 1e-12)
    // UIKit's velocity: points per millisecond (1.5 → 1,500 points a second: a fling), and
    // its own projection as the proposed target (.fast deceleration: 99 × the velocity), in
    // UIKit's own points (FolioUIKit passes them as they are).
    var target = Point(x: 120.0 + 1.5 * 99, y: 7)
    host.scrollViewWillEndDragging(velocity: Point(x: 1.5, y: 0.2), targetContentOffset: &target)
    #expect(target == Point(x: 300, y: 0), "the next page")
    host.scrollViewDidEndDragging(offset: 120, willDecelerate: true)
    #expect(s.container.phase == .gliding(toward: 1))
    host.scrollViewDidScroll(offset: 250, isTracking: false, isDecelerating: true)
    #expect(s.container.phase == .gliding(toward: 1))
    host.scrollViewDidScroll(offset: 300, isTracking: false, isDecelerating: true)
    host.scrollViewDidEndDecelerating(offset: 300)
    #expect(s.container.phase == .resting && s.container.currentIndex == 1)
    #expect(
      lifecycle(events) == [
        "willAppear 1 c1 CardPage#2", "didDisappear 0 c0 CardPage#1",
        "didAppear 1 c1 CardPage#2", "settle 1",
      ])
    // (The harness's own scroll view model, which these calls bypassed, is put there too.)
    s.harness.platform?.setContentOffset(300, animated: false)
    try s.harness.finish()
  }

  /// A release too slow for UIKit's deceleration to reach its page (its projection falls
  /// short of half the way): the scroll view stops where it is, and the host animates it to
  /// the page, as UIKit's own paging moves.
  @Test func aSlowRelease_stopsAndIsAnimatedToItsPage() throws {
    let s = screen()
    s.host.scrollViewWillBeginDragging(offset: 0)
    s.host.scrollViewDidScroll(offset: 30, isTracking: true, isDecelerating: false)
    var target = 30 + 0.01 * 99
    s.host.scrollViewWillEndDragging(velocity: 0.01, targetOffset: &target)
    #expect(target == 30, "it stops where it is")
    s.host.scrollViewDidEndDragging(offset: 30, willDecelerate: false)
    #expect(s.rules.platformScrolls == [0], "then it is animated back to its page")
    #expect(s.container.phase == .gliding(toward: 0))
    s.host.scrollViewDidScroll(offset: 12, isTracking: false, isDecelerating: false)
    s.host.scrollViewDidScroll(offset: 0, isTracking: false, isDecelerating: false)
    s.host.scrollViewDidEndScrollingAnimation(offset: 0)
    #expect(s.container.phase == .resting && s.container.currentIndex == 0)
    try s.harness.finish()
  }

  /// The same release when UIKit decides to decelerate to where it is: the host animates the
  /// rest when the deceleration ends.
  @Test func aSlowRelease_thatUIKitDecelerates_isAnimatedToItsPageWhenItStops() throws {
    let s = screen()
    s.host.scrollViewWillBeginDragging(offset: 0)
    s.host.scrollViewDidScroll(offset: 170, isTracking: true, isDecelerating: false)
    var target = 170 + 0.05 * 99
    s.host.scrollViewWillEndDragging(velocity: 0.05, targetOffset: &target)
    #expect(target == 170)
    s.host.scrollViewDidEndDragging(offset: 170, willDecelerate: true)
    #expect(s.container.phase == .gliding(toward: 1))
    s.host.scrollViewDidEndDecelerating(offset: 170)
    #expect(s.rules.platformScrolls == [300] && s.container.phase == .gliding(toward: 1))
    // (The harness's scroll view model, which these calls bypassed, runs the animation.)
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting && s.container.currentIndex == 1)
    try s.harness.finish()
  }

  /// An offset the app sets without animation is a scroll nobody asked for: the pages glide
  /// with it, and rest on its page once it is quiet.
  @Test func anOffsetSetWithoutAnimation_byTheApp_isAMotionThatEndsOnItsPage() throws {
    let s = screen()
    s.host.scrollViewDidScroll(offset: 600, isTracking: false, isDecelerating: false)
    #expect(s.container.phase == .gliding(toward: 2))
    s.harness.platform?.setContentOffset(600, animated: false)
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting && s.container.currentIndex == 2)
    #expect(s.rules.platformScrolls.isEmpty, "it was on a page: nothing to animate")
    try s.harness.finish()
  }

  @Test func anAnimationTheHostAsked_isFollowedToItsEnd_asAnAnimation() throws {
    let s = screen(count: 8)
    let platform = try #require(s.harness.platform)
    try s.container.scrollToPage(1, animated: true)
    #expect(platform.phase == .animating(target: 300))
    s.harness.advance(by: .milliseconds(17))
    #expect(s.container.phase == .animating(toward: 1))
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting && s.container.currentIndex == 1)
    try s.harness.finish()
  }

  /// A finger that catches the deceleration and lifts without dragging: UIKit leaves the scroll
  /// view where it stopped (between pages) and says nothing; the host settles it on the
  /// nearest page.
  @Test func aCaughtDeceleration_liftedWithoutADrag_settlesOnTheNearestPage() throws {
    let s = screen()
    let platform = try #require(s.harness.platform)
    s.harness.touchDown(at: Point(x: 250, y: 200))
    s.harness.touchMoved(to: Point(x: 100, y: 200))
    s.harness.touchUp()
    s.harness.advance(by: .milliseconds(100))
    guard case .decelerating = platform.phase else {
      Issue.record("the release decelerates: \(platform.phase)")
      return
    }
    let caughtAt = platform.offset
    #expect(caughtAt > 0 && caughtAt < 300)
    s.harness.touchDown(at: Point(x: 150, y: 200))
    #expect(platform.phase == .resting && platform.offset == caughtAt, "stopped, no call")
    #expect(s.container.phase == .tracking, "the pages are held where it stopped")
    s.harness.touchUp(after: .milliseconds(80))
    #expect(s.rules.taps.isEmpty, "catching moving content is no tap")
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting)
    let page = try #require(s.container.currentIndex)
    #expect(platform.offset == Double(page) * 300, "on a page, not between two")
    try s.harness.finish()
  }

  @Test func reportsInOwnedMotion_areIgnored() throws {
    let s = Screen(count: 3)
    s.host.scrollViewWillBeginDragging(offset: 0)
    s.host.scrollViewDidScroll(offset: 500, isTracking: true, isDecelerating: false)
    var target = 7.0
    s.host.scrollViewWillEndDragging(velocity: 3, targetOffset: &target)
    #expect(target == 7 && s.container.phase == .resting && s.container.currentIndex == 0)
    try s.harness.finish()
  }
}
