@_spi(Testing) import Folio
import FolioNestedScroll
import FolioTesting
import Testing

struct Channel: Identifiable, Diffable, Equatable {
  var id: String
  var length: Double = 2_000
}

/// A page with a feed: its offset is its own.
final class FeedPage: ConstructiblePageController, NestedScrollFeed {
  typealias Page = Channel
  var nestedContentLength = 0.0
  var nestedFeedOffset = 0.0
  var shown: [Double] = []
  var refreshes = 0
  var refreshEnds = 0
  init() {}
  func bind(to page: Channel) { nestedContentLength = page.length }
  func nestedFeedDidScroll(shownOffset: Double) { shown.append(shownOffset) }
  func nestedFeedDidStartRefreshing() { refreshes += 1 }
  func nestedFeedDidEndRefreshing() { refreshEnds += 1 }
}

final class Channels: PageContainerDataSource {
  var channels = (0..<6).map { Channel(id: "c\($0)") }
  func pages(for container: PageContainer<Channel>) -> [Channel] { channels }
  func pageContainer(
    _ container: PageContainer<Channel>, controllerFor page: Channel, at index: Int
  )
    throws(PageContainerError) -> any PageController<Channel>
  {
    try container.dequeueReusablePage(of: FeedPage.self, for: index)
  }
}

/// The coordinator over a pager: header, feeds, arbitration, refresh.
@Suite struct NestedScrollCoordinatorTests {
  /// A 400 × 800 pager under a 200-tall header with a 50-tall pinned strip.
  struct Fixture {
    let harness = PageContainerHarness<Channel>(viewportSize: Size(width: 400, height: 800))
    let channels = Channels()
    let nested: NestedScrollCoordinator<Channel>
    init(arbiter: GestureArbiter = GestureArbiter(slop: 10), lengths: [Double] = []) {
      nested = NestedScrollCoordinator(
        headerHeight: 200, pinnedHeight: 50, arbiter: arbiter, clock: harness.clock)
      for (index, length) in lengths.enumerated() { channels.channels[index].length = length }
      harness.container.dataSource = channels
      harness.container.addPlugin(nested)
      harness.layout()
    }
    func feed(_ index: Int) -> FeedPage? {
      harness.container.activeController(at: index) as? FeedPage
    }
  }

  @Test func aVerticalDragCollapsesTheHeaderThenScrollsTheFeed_pagesKeepTheirOwnOffsets() throws {
    let f = Fixture()
    f.nested.verticalDrag(by: 400)  // 150 collapse the header, 250 scroll c0's feed
    f.nested.verticalRelease(velocity: 0)
    #expect(f.nested.headerOffset == 150 && f.feed(0)?.nestedFeedOffset == 250)
    f.harness.driver.swipe(by: 1)
    #expect(f.nested.headerOffset == 150, "a page switch keeps the header")
    #expect(f.feed(1)?.nestedFeedOffset == 0, "c1's feed shows from its top, under the strip")
    f.nested.verticalDrag(by: -30)  // c1 at its top: the header expands
    f.nested.verticalRelease(velocity: 0)
    #expect(f.nested.headerOffset == 120 && f.feed(1)?.nestedFeedOffset == 0)
    f.harness.driver.swipe(by: -1)
    #expect(f.feed(0)?.nestedFeedOffset == 250, "c0 kept its offset")
    f.nested.verticalDrag(by: 10)
    #expect(f.nested.headerOffset == 130 && f.feed(0)?.nestedFeedOffset == 250)
    f.nested.verticalRelease(velocity: 0)
    f.harness.skip()
    try f.harness.finish()
  }

  @Test func aDiagonalPan_movesOneAxisOnly_decidedByTheArbiter() throws {
    let f = Fixture()
    // Mostly horizontal: the pager moves, the header and feed do not.
    f.nested.touchDown()
    f.nested.touchMoved(dx: 150, dy: 60)
    #expect(f.harness.container.position > 0 && f.nested.headerOffset == 0)
    f.nested.touchMoved(dx: 100, dy: 200)
    #expect(f.nested.headerOffset == 0, "vertical motion ignored once horizontal")
    f.nested.touchUp(velocityX: 0, velocityY: 0)
    f.harness.driver.runUntilSettled()
    #expect(f.harness.container.currentIndex == 1)
    // Mostly vertical: the header moves, the pager does not.
    f.nested.touchDown()
    f.nested.touchMoved(dx: 20, dy: 120)
    f.nested.touchMoved(dx: 300, dy: 0)
    #expect(f.harness.container.position == 1 && f.nested.headerOffset > 0)
    f.nested.touchUp(velocityX: 0, velocityY: 0)
    f.harness.clock.runUntilIdle()
    f.harness.skip()
    try f.harness.finish()
  }

  @Test func aPullPastTheThreshold_refreshesThatPage_withEvents() throws {
    let f = Fixture()
    f.harness.skip()  // the first layout
    f.nested.verticalDrag(by: -300)
    f.nested.verticalRelease(velocity: 0)
    f.harness.clock.runUntilIdle()
    #expect(f.feed(0)?.refreshes == 1 && f.nested.scroller.isRefreshing)
    f.nested.endRefreshing()
    f.harness.clock.runUntilIdle()
    #expect(f.nested.scroller.shownOverscroll == 0)
    try f.harness.expect(
      ["refreshStart 0 c0 FeedPage#1", "refreshEnd 0 c0 FeedPage#1"], .lifecycleAndPlugins)
    f.harness.skip()
    try f.harness.finish()
  }

  /// A refresh cut short by a page switch leaves the page drawn at its offset.
  ///
  /// The audit's repro: the page stayed drawn pulled down (its last `shownOffset` -60) at offset
  /// 0, with nothing refreshing. The page the scroller leaves is drawn at its offset as it goes;
  /// its refresh ends with its event.
  @Test func aRefreshCutShortByAPageSwitch_leavesThePageDrawnAtItsOffset() throws {
    let f = Fixture()
    f.harness.skip()
    f.nested.verticalDrag(by: -300)
    f.nested.verticalRelease(velocity: 0)
    f.harness.clock.runUntilIdle()
    let first = try #require(f.feed(0))
    #expect(f.nested.scroller.isRefreshing && (first.shown.last ?? 0) < 0)
    f.harness.container.swipe(.forward)
    f.harness.clock.runUntilIdle()
    #expect(first.shown.last == 0 && first.nestedFeedOffset == 0)
    f.nested.endRefreshing()
    #expect(f.nested.refreshingPages == ["c0"], "the current page's (c1) had none to end")
    f.nested.endRefreshing(page: "c0")
    #expect(first.refreshEnds == 1)
    f.harness.container.swipe(.backward)
    f.harness.clock.runUntilIdle()
    #expect(f.feed(0) === first && first.shown.last == first.nestedFeedOffset)
    #expect(f.nested.scroller.shownOverscroll == 0 && !f.nested.scroller.isRefreshing)
    #expect(f.nested.geometry.shownFeedOffset == 0)
    let refreshes = f.harness.skip(.lifecycleAndPlugins).filter {
      if case .plugin = $0 { true } else { false }
    }
    #expect(
      refreshes.map { "\($0)" } == ["refreshStart 0 c0 FeedPage#1", "refreshEnd 0 c0 FeedPage#1"])
    f.harness.skip()
    try f.harness.finish()
  }

  @Test func aHorizontalScrollerInsideThePage_keepsTheDragUntilItsEdge_thenThePager() throws {
    final class Carousel: NestedHorizontalScroller {
      var horizontalOffset = 250.0
      let horizontalRange = 300.0
    }
    let f = Fixture()
    let carousel = Carousel()
    f.nested.touchDown(on: carousel)
    f.nested.touchMoved(dx: 40, dy: 0)  // 30 past the slop: the carousel takes it
    #expect(carousel.horizontalOffset == 280 && f.harness.container.position == 0)
    f.nested.touchMoved(dx: 120, dy: 0)  // 20 to the carousel's edge, 100 to the pager
    #expect(carousel.horizontalOffset == 300 && abs(f.harness.container.position - 0.25) < 1e-9)
    f.nested.touchUp(velocityX: 0, velocityY: 0)
    f.harness.driver.runUntilSettled()
    f.harness.skip()
    try f.harness.finish()
  }
}
