import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

/// Followed motion: a refresh ends as it started, whatever the scope is changed to meanwhile.
///
/// The screen's indicator goes as its refresh ends. An outside checker's UITableView model
/// found the stretch and the indicator following the scope of the moment, and the indicator
/// left spinning (no layout asked) while a finger rested on the pulled feed.
@Suite struct NestedFollowedScreenRefreshScopeTests {
  private static func indicator(_ screen: FollowedNestedScreen) -> Rect? {
    screen.harness.host.screenLayout(in: Rect(x: 0, y: 0, width: 300, height: 600), headerHeight: 0)
      .refreshIndicator
  }

  @Test func theScreensRefresh_keepsItsStretch_whenTheScopeChangesUnderIt() throws {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40)
    screen.nested.refreshScope = .screen
    let page = try #require(screen.current)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(screen.nested.isRefreshingScreen && screen.nested.headerStretch == 60)
    screen.nested.refreshScope = .eachFeed
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerStretch == 60, "the screen's refresh still stretches the header")
    #expect(Self.indicator(screen)?.size.height == 60)
    #expect(screen.nested.placement(for: page).refreshIndicatorHeight == 0)
    // Another page's pull now starts its own refresh, with its own indicator.
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    let other = try #require(screen.current)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(other.refreshes == 1)
    #expect(screen.nested.placement(for: other).refreshIndicatorHeight == 60)
    #expect(screen.nested.headerStretch == 0 && Self.indicator(screen) == nil)
    screen.nested.endRefreshing()  // the screen's, whichever page is current
    #expect(!screen.nested.isRefreshingScreen && screen.nested.refreshingPages == ["f1"])
    screen.nested.endRefreshing(page: "f1")
    screen.harness.runUntilIdle()
    #expect(screen.nested.refreshingPages.isEmpty)
    try screen.harness.finish()
  }

  @Test func aFeedsOwnRefresh_stretchesNothing_whenTheScopeChangesUnderIt() throws {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40)
    let page = try #require(screen.current)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(page.refreshes == 1)
    screen.nested.refreshScope = .screen
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerStretch == 0 && Self.indicator(screen) == nil)
    #expect(screen.nested.placement(for: page).refreshIndicatorHeight == 60)
    #expect(page.scrollView.offset == -260, "its room, under the header")
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == -200 && page.refreshEnds == 1)
    try screen.harness.finish()
  }

  @Test func theScreensIndicator_goesWhenItsRefreshEnds_underAStillFinger() throws {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40)
    screen.nested.refreshScope = .screen
    screen.drag(-300, interval: .milliseconds(100))
    #expect(Self.indicator(screen)?.size.height == 60)
    let finger = Point(x: 150, y: 300)
    let feed = screen.touchDown(at: finger)
    screen.harness.advance(by: .milliseconds(100))
    let asked = screen.harness.rules.layoutRequests
    screen.nested.endRefreshing()
    #expect(Self.indicator(screen) == nil)
    #expect(screen.harness.rules.layoutRequests > asked, "the display lays the indicator out")
    screen.touchUp(feed, at: finger, after: .milliseconds(500))
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerStretch == 0)
    try screen.harness.finish()
  }
}
