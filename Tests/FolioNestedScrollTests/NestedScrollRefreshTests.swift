@_spi(Testing) import Folio
import FolioNestedScroll
import FolioTesting
import Testing

/// Owned motion: every feed refreshes on its own.
///
/// A refresh belongs to its page: the scroller
/// holds the current page's, a page switched away from keeps its refresh pending and holds
/// the room when it is current again, and a page whose controller is reclaimed comes back
/// refreshing until `endRefreshing(page:)`.
@Suite struct NestedScrollRefreshTests {
  typealias Fixture = NestedScrollCoordinatorTests.Fixture

  /// A pull past the threshold on the current page, released, and its hold reached.
  private func pull(_ f: Fixture) {
    f.nested.verticalDrag(by: -300)
    f.nested.verticalRelease(velocity: 0)
    f.harness.clock.runUntilIdle()
  }

  private func refreshEvents(_ f: Fixture) -> [String] {
    f.harness.skip(.lifecycleAndPlugins).compactMap {
      if case .plugin = $0 { "\($0)" } else { nil }
    }
  }

  @Test func twoFeedsRefreshAtOnce_andEachEndsOnItsOwn() throws {
    let f = Fixture()
    f.harness.skip()
    pull(f)
    let top = try #require(f.feed(0))
    f.harness.container.swipe(.forward)
    f.harness.clock.runUntilIdle()
    #expect(!f.nested.scroller.isRefreshing, "c1 does not refresh")
    pull(f)
    let world = try #require(f.feed(1))
    #expect(world.refreshes == 1, "a pull on c1 while c0 refreshes is not ignored")
    #expect(f.nested.refreshingPages == ["c0", "c1"])
    #expect(f.nested.scroller.shownOverscroll == -60)
    // c0 ends: c1's hold stays.
    f.nested.endRefreshing(page: "c0")
    f.harness.clock.runUntilIdle()
    #expect(top.refreshEnds == 1 && world.refreshEnds == 0)
    #expect(f.nested.refreshingPages == ["c1"] && f.nested.isRefreshing(page: "c1"))
    #expect(f.nested.scroller.isRefreshing && f.nested.scroller.shownOverscroll == -60)
    // Back on c0: nothing held; on c1 again, its hold.
    f.harness.container.swipe(.backward)
    f.harness.clock.runUntilIdle()
    #expect(!f.nested.scroller.isRefreshing && f.nested.scroller.shownOverscroll == 0)
    #expect(top.shown.last == 0)
    f.harness.container.swipe(.forward)
    f.harness.clock.runUntilIdle()
    #expect(f.nested.scroller.isRefreshing && f.nested.scroller.shownOverscroll == -60)
    #expect(world.shown.last == -60, "c1 is drawn in its room again")
    #expect(world.refreshes == 1, "the same refresh, not another")
    // The current page's refresh ends with `endRefreshing()`.
    f.nested.endRefreshing()
    f.harness.clock.runUntilIdle()
    #expect(world.refreshEnds == 1 && f.nested.refreshingPages.isEmpty)
    #expect(f.nested.scroller.shownOverscroll == 0 && world.shown.last == 0)
    #expect(
      refreshEvents(f) == [
        "refreshStart 0 c0 FeedPage#1", "refreshStart 1 c1 FeedPage#2",
        "refreshEnd 0 c0 FeedPage#1", "refreshEnd 1 c1 FeedPage#2",
      ])
    f.harness.skip()
    try f.harness.finish()
  }

  @Test func aRefreshingPageReclaimedByAJump_comesBackInItsRoom_untilItsRefreshEnds() throws {
    let f = Fixture()
    f.harness.skip()
    pull(f)
    let first = try #require(f.feed(0))
    try f.harness.container.scrollToPage(5, animated: false)
    f.harness.clock.runUntilIdle()
    #expect(f.feed(0) == nil, "c0's controller was reclaimed")
    #expect(f.nested.isRefreshing(page: "c0") && !f.nested.scroller.isRefreshing)
    #expect(first.refreshEnds == 0, "a reclaimed controller hears no end")
    let startsBefore = f.harness.container.activeIndices.compactMap(f.feed).map(\.refreshes)
    try f.harness.container.scrollToPage(0, animated: false)
    f.harness.clock.runUntilIdle()
    let back = try #require(f.feed(0))
    #expect(startsBefore.allSatisfy { $0 == 0 })
    #expect(back.refreshes >= 1, "its new feed takes the refresh over")
    #expect(f.nested.scroller.isRefreshing && f.nested.scroller.shownOverscroll == -60)
    #expect(back.shown.last == -60, "drawn in the refresh's room")
    f.nested.endRefreshing(page: "c0")
    f.harness.clock.runUntilIdle()
    #expect(back.refreshEnds == 1 && back.shown.last == 0)
    #expect(!f.nested.scroller.isRefreshing && f.nested.refreshingPages.isEmpty)
    f.harness.skip()
    try f.harness.finish()
  }

  @Test func endRefreshingOfAPageThatDoesNotRefresh_doesNothing() throws {
    let f = Fixture()
    f.harness.skip()
    pull(f)
    f.nested.endRefreshing(page: "c3")
    f.nested.endRefreshing(page: "nowhere")
    #expect(f.nested.refreshingPages == ["c0"] && f.nested.scroller.isRefreshing)
    #expect(f.feed(0)?.refreshEnds == 0)
    f.nested.endRefreshing(page: "c0")
    f.harness.clock.runUntilIdle()
    f.harness.skip()
    try f.harness.finish()
  }

  @Test func aDeletedPage_takesItsRefreshWithIt() throws {
    let f = Fixture()
    f.harness.skip()
    f.harness.container.swipe(.forward)
    f.harness.clock.runUntilIdle()
    pull(f)
    #expect(f.nested.refreshingPages == ["c1"])
    f.channels.channels.remove(at: 1)
    f.harness.container.performUpdates()
    f.harness.container.layoutIfNeeded()
    #expect(f.nested.refreshingPages.isEmpty)
    f.harness.skip()
    try f.harness.finish()
  }
}
