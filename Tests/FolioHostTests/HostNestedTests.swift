import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

/// A page with a feed under a collapsing header.
final class FeedCard: ConstructiblePageController, NestedScrollFeed {
  typealias Page = Card
  var nestedContentLength = 2000.0
  var nestedFeedOffset = 0.0
  var shown: [Double] = []
  init() {}
  func bind(to page: Card) {}
  func nestedFeedDidScroll(shownOffset: Double) { shown.append(shownOffset) }
}

final class FeedCards: PageContainerDataSource {
  let pages = (0..<4).map { Card(id: "f\($0)") }
  func pages(for container: PageContainer<Card>) -> [Card] { pages }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: FeedCard.self, for: index)
  }
}

/// Vertical pans go to a nested-scroll coordinator; horizontal ones page.
@Suite struct HostNestedTests {
  private func screen(_ motion: HostMotion) throws -> (
    PageHostHarness<Card>, NestedScrollCoordinator<Card>, FeedCards
  ) {
    let feeds = FeedCards()
    var coordinator: NestedScrollCoordinator<Card>?
    let harness = PageHostHarness<Card>(scale: 2, motion: motion) { clock in
      let container = PageContainer<Card>(viewportSize: Size(width: 300, height: 600), clock: clock)
      let nested = NestedScrollCoordinator<Card>(headerHeight: 120, pinnedHeight: 40, clock: clock)
      container.addPlugin(nested)
      coordinator = nested
      return container
    }
    let nested = try #require(coordinator)
    harness.host.attach(nested)
    harness.container.dataSource = feeds
    harness.layoutContainer()
    return (harness, nested, feeds)
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func aVerticalDrag_collapsesTheHeader_thenScrollsTheFeed_andPagesStayPut(motion: HostMotion)
    throws
  {
    let (harness, nested, _) = try screen(motion)
    harness.touchDown(at: Point(x: 150, y: 400))
    for step in 1...10 {
      harness.touchMoved(to: Point(x: 150, y: 400 - 20 * Double(step)))
    }
    #expect(nested.headerOffset == 80, "the header collapsed by its range first")
    #expect(harness.host.nestedOffsets?.feedShownOffset ?? 0 > 0)
    #expect(harness.container.phase == .resting && harness.container.position == 0)
    harness.touchUp(after: .milliseconds(300))
    harness.runUntilIdle()
    #expect(!harness.displayLink.isRunning)
    try harness.finish()
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func aHorizontalDrag_pages_andLeavesTheHeader(motion: HostMotion) throws {
    let (harness, nested, _) = try screen(motion)
    harness.swipe(.forward)
    harness.runUntilIdle()
    #expect(harness.container.currentIndex == 1)
    #expect(nested.headerOffset == 0)
    try harness.finish()
  }

  @Test func aFlingOfTheFeed_runsOnFrames_thenTheLinkSleeps() throws {
    let (harness, nested, _) = try screen(.owned)
    harness.swipe(
      from: Point(x: 150, y: 500), to: Point(x: 150, y: 300), duration: .milliseconds(60), steps: 4)
    #expect(harness.displayLink.isRunning, "the fling needs frames")
    let requests = harness.rules.layoutRequests
    harness.runUntilIdle()
    #expect(harness.rules.layoutRequests > requests, "each frame of the fling is laid out")
    #expect(nested.scroller.phase == .resting)
    try harness.finish()
  }

  /// A resize stops the feed's fling: the display link sleeps at once (an outside check found
  /// one frame asked at rest: the coordinator did not tell the clock the motion stopped), on
  /// a screen shown or not yet (no page current: the scroller left without a feed).
  @Test(arguments: [ChildAppearance.appeared, .disappeared])
  func aResizeThatStopsAFling_asksNoFrameAtRest(screen appearance: ChildAppearance) throws {
    let feeds = FeedCards()
    defer { withExtendedLifetime(feeds) {} }
    let harness = PageHostHarness<Card>(scale: 2, screen: appearance) { clock in
      PageContainer<Card>(viewportSize: Size(width: 300, height: 600), clock: clock)
    }
    let nested = NestedScrollCoordinator<Card>(
      headerHeight: 120, pinnedHeight: 40, clock: harness.clock)
    harness.host.attach(nested)
    harness.container.dataSource = feeds
    harness.layoutContainer()
    harness.touchDown(at: Point(x: 150, y: 400))
    harness.touchMoved(to: Point(x: 150, y: 315))
    harness.touchUp(after: .milliseconds(38))
    #expect(nested.scroller.phase != .resting, "a fling")
    harness.host.setViewport(Size(width: 260, height: 480), scale: 2)
    harness.layout()
    harness.runUntilIdle()
    #expect(harness.displayLink.framesAtRest == 0)
    try harness.finish()
  }

  /// A feed restored (or scrolled by the app) at 356: the host draws it there, as the
  /// coordinator says, from the first layout; the first touch moves it from there.
  @Test(arguments: [HostMotion.owned, .followed])
  func aRestoredFeed_isDrawnWhereItIs(motion: HostMotion) throws {
    let (harness, nested, feeds) = try screen(motion)
    defer { withExtendedLifetime(feeds) {} }  // the container holds its data source weakly
    harness.swipe(.forward)
    harness.runUntilIdle()
    harness.swipe(.backward)
    harness.runUntilIdle()
    // Page 1 is kept (within the recycle distance): a restoration sets its feed's offset
    // before it is shown again.
    let feed = try #require(harness.container.activeController(at: 1) as? FeedCard)
    feed.nestedFeedOffset = 356
    harness.swipe(.forward)
    harness.runUntilIdle()
    #expect(harness.container.currentIndex == 1)
    #expect(nested.geometry.shownFeedOffset == 356)
    #expect(harness.host.nestedOffsets?.feedShownOffset == 356, "drawn where the feed is")
    harness.touchDown(at: Point(x: 150, y: 400))
    harness.touchMoved(to: Point(x: 150, y: 380))
    // The header collapses first: the feed stays where it was (no jump to its top).
    #expect(harness.host.nestedOffsets?.feedShownOffset == 356)
    harness.touchMoved(to: Point(x: 150, y: 250))
    let shown = harness.host.nestedOffsets?.feedShownOffset ?? 0
    #expect(shown > 356 && shown < 500, "the drag goes on from there: \(shown)")
    harness.touchUp(after: .milliseconds(300))
    harness.runUntilIdle()
    try harness.finish()
  }

  @Test func aTap_onTheFeed_isReported() throws {
    let (harness, _, _) = try screen(.owned)
    harness.tap(at: Point(x: 10, y: 300))
    #expect(harness.rules.taps == [Point(x: 10, y: 300)])
    try harness.finish()
  }
}
