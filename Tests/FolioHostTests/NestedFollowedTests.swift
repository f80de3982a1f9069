import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import FolioSupport
import Testing

/// A page whose feed keeps its own platform scroll view (a model of a `UITableView`), which
/// the coordinator follows.
final class FollowedFeedPage: PageController, NestedScrollFeed {
  typealias Page = Card
  let scrollView: PlatformFeedScrollViewModel<Card>
  var nestedFeedOffset = 0.0
  var nestedContentLength: Double { scrollView.contentLength }
  /// The content length of each page, and the feed offsets saved when a page's controller goes
  /// (what state restoration would keep).
  let lengths: (String) -> Double
  let saved: FeedOffsets
  private(set) var page: Card?
  var refreshes = 0

  init(
    nested: NestedScrollCoordinator<Card>, clock: any FrameClock,
    lengths: @escaping (String) -> Double, saved: FeedOffsets
  ) {
    scrollView = PlatformFeedScrollViewModel(
      coordinator: nested, clock: clock, viewportLength: 600, contentLength: 0)
    self.lengths = lengths
    self.saved = saved
    scrollView.feed = self
    // Exact distances: the tests' drags move the content from their first move.
    scrollView.slop = 0
  }

  func bind(to page: Card) {
    self.page = page
    scrollView.contentLength = lengths(page.id)
    nestedFeedOffset = saved.offsets[page.id] ?? 0
  }

  func pageWasReclaimed() {
    if let page { saved.offsets[page.id] = nestedFeedOffset }
  }

  func nestedFeedPlace(_ placement: NestedFeedPlacement) { scrollView.apply(placement) }
  func nestedFeedDidStartRefreshing() { refreshes += 1 }
}

final class FeedOffsets {
  var offsets: [String: Double] = [:]
}

final class FollowedFeedCards: PageContainerDataSource {
  var pages: [Card]
  init(count: Int) { pages = (0..<count).map { Card(id: "f\($0)") } }
  func pages(for container: PageContainer<Card>) -> [Card] { pages }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: FollowedFeedPage.self, for: index)
  }
}

/// A screen whose pager follows a paging scroll view and whose feeds keep their own scroll
/// views, under a header 120 tall with 40 pinned, in a viewport 300 × 600.
struct FollowedNestedScreen {
  let harness: PageHostHarness<Card>
  let nested: NestedScrollCoordinator<Card>
  let cards: FollowedFeedCards
  let saved = FeedOffsets()

  init(
    count: Int = 5, chaining: ScrollChaining = .collapseFirst, header: Double = 120,
    pinned: Double = 40, lengths: @escaping (String) -> Double = { _ in 2000 },
    pager: HostMotion = .followed
  ) throws {
    var coordinator: NestedScrollCoordinator<Card>?
    let saved = self.saved
    harness = PageHostHarness<Card>(scale: 2, motion: pager) { clock in
      let container = PageContainer<Card>(viewportSize: Size(width: 300, height: 600), clock: clock)
      let nested = NestedScrollCoordinator<Card>(
        headerHeight: header, pinnedHeight: pinned, chaining: chaining, motion: .followed,
        clock: clock)
      container.addPlugin(nested)
      container.register(FollowedFeedPage.self) { [unowned nested] in
        FollowedFeedPage(nested: nested, clock: clock, lengths: lengths, saved: saved)
      }
      coordinator = nested
      return container
    }
    nested = try #require(coordinator)
    harness.host.attach(nested)
    cards = FollowedFeedCards(count: count)
    harness.container.dataSource = cards
    harness.layoutContainer()
  }

  var current: FollowedFeedPage? { harness.container.currentController as? FollowedFeedPage }

  func feed(at index: Int) -> FollowedFeedPage? {
    harness.container.activeController(at: index) as? FollowedFeedPage
  }

  /// A finger on the current feed moves it by `distance` (positive moves the content up) in
  /// `steps` moves, `interval` apart, and lifts; then everything settles.
  func drag(
    _ distance: Double, steps: Int = 10, interval: Duration = .milliseconds(16), settle: Bool = true
  ) {
    guard let scroll = current?.scrollView else { return }
    scroll.touchDown(at: 300)
    for step in 1...steps {
      harness.displayLink.advance(by: interval)
      scroll.touchMoved(to: 300 - distance * Double(step) / Double(steps))
    }
    scroll.touchUp(at: 300 - distance)
    if settle { harness.runUntilIdle() }
  }

  /// Where feed `page` should be: its own offset and the header's, less the header's height.
  func aligned(_ page: FollowedFeedPage) -> Double {
    let range = max(0, page.nestedContentLength - nested.feedViewportLengthForTests)
    return min(max(0, page.nestedFeedOffset), range) + nested.headerOffset - nested.headerHeight
  }
}

extension NestedScrollCoordinator {
  /// The feeds' viewport, as the coordinator works it out (tests compare with it).
  var feedViewportLengthForTests: Double {
    let uncovered = chaining == .pinned ? headerOffset : headerRange
    return max(0, (attachedContext?.viewportSize.height ?? 0) - headerHeight + uncovered)
  }
}

/// Nested feeds that keep their own scroll views (UIKit's `UITableView`s): the coordinator
/// follows them, as FolioHostTesting's feed scroll view model reports in UIKit's order.
@Suite struct NestedFollowedTests {
  @Test func aFeedComingIntoView_isPlacedUnderTheHeader() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    #expect(page.scrollView.contentInsetTop == 120)
    #expect(page.scrollView.contentInsetBottom == 0)
    #expect(page.scrollView.offset == -120, "the feed's top right under the expanded header")
    try screen.harness.finish()
  }

  @Test func aDragUp_collapsesTheHeaderFirst_thenScrollsTheFeed_inOneScrollView() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(50, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 50)
    #expect(page.nestedFeedOffset == 0)
    screen.drag(100, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 80, "collapsed by its range, 40 pinned")
    #expect(page.nestedFeedOffset == 70)
    #expect(page.scrollView.offset == 70 + 80 - 120)
    #expect(screen.harness.host.nestedOffsets?.headerOffset == 80, "the host draws the header")
    // Down: the feed to its top first, then the header.
    screen.drag(-100, interval: .milliseconds(100))
    #expect(page.nestedFeedOffset == 0)
    #expect(screen.nested.headerOffset == 50)
    try screen.harness.finish()
  }

  @Test func aFling_handsOverFromTheHeaderToTheFeed() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(60, steps: 3, interval: .milliseconds(10), settle: false)
    #expect(page.scrollView.phase == .decelerating, "a fling")
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 80)
    #expect(page.nestedFeedOffset > 100, "the same fling went on into the feed")
    #expect(abs(page.scrollView.offset - screen.aligned(page)) < 1e-9)
    try screen.harness.finish()
  }

  @Test(arguments: ScrollChaining.allCases)
  func aPageSwitch_landsEachFeedWhereItWas_underTheHeaderWhereItIs(chaining: ScrollChaining)
    throws
  {
    let screen = try FollowedNestedScreen(chaining: chaining)
    let first = try #require(screen.current)
    screen.drag(300, interval: .milliseconds(100))
    let header = screen.nested.headerOffset
    let firstOffset = first.nestedFeedOffset
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    let second = try #require(screen.current)
    #expect(second !== first)
    #expect(screen.nested.headerOffset == header, "a page switch leaves the header")
    #expect(second.nestedFeedOffset == 0)
    #expect(second.scrollView.offset == header - 120, "its top right under the header")
    screen.drag(-30, interval: .milliseconds(100))
    screen.harness.swipe(.backward)
    screen.harness.runUntilIdle()
    #expect(screen.current === first)
    #expect(first.nestedFeedOffset == firstOffset, "it kept its own offset")
    #expect(first.scrollView.offset == screen.aligned(first))
    try screen.harness.finish()
  }

  @Test func aRestoredFeed_landsAtItsSavedOffset() throws {
    let screen = try FollowedNestedScreen()
    screen.saved.offsets["f3"] = 420
    try screen.harness.container.scrollToPage(3, animated: false)
    screen.harness.runUntilIdle()
    let page = try #require(screen.current)
    #expect(page.nestedFeedOffset == 420)
    #expect(page.scrollView.offset == 420 + 0 - 120)
    try screen.harness.finish()
  }

  @Test func aPullPastTheTop_refreshes_holds_andSpringsBackWhenItEnds() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    let recorder = PageEventRecorder()
    screen.harness.container.addEventObserver(recorder)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(page.refreshes == 1)
    #expect(page.scrollView.contentInsetTop == 180, "the indicator's room above the content")
    #expect(page.scrollView.offset == -180, "the bounce came to rest on the refresh's hold")
    #expect(screen.harness.host.nestedOffsets?.feedShownOffset == -60)
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    #expect(page.scrollView.contentInsetTop == 120)
    #expect(page.scrollView.offset == -120)
    #expect(screen.harness.host.nestedOffsets?.feedShownOffset == 0)
    let names = recorder.events(.lifecycleAndPlugins).compactMap { event -> String? in
      if case .plugin = event { "\(event)" } else { nil }
    }
    #expect(names.map { $0.split(separator: " ").first ?? "" } == ["refreshStart", "refreshEnd"])
    try screen.harness.finish()
  }

  @Test func aShortPull_springsBack_withoutRefreshing() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(-60, interval: .milliseconds(100))
    #expect(page.refreshes == 0)
    #expect(page.scrollView.offset == -120)
    try screen.harness.finish()
  }

  @Test func aFeedShorterThanItsViewport_stillCollapsesTheHeader() throws {
    let screen = try FollowedNestedScreen(lengths: { _ in 300 })
    let page = try #require(screen.current)
    #expect(page.scrollView.contentInsetBottom == 260, "560 of viewport under the pinned part")
    screen.drag(200, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 80)
    #expect(page.scrollView.offset == -40, "its end: the content right under the pinned part")
    try screen.harness.finish()
  }

  @Test func aPinnedHeader_neverMoves_andTheFeedScrollsBelowIt() throws {
    let screen = try FollowedNestedScreen(chaining: .pinned)
    let page = try #require(screen.current)
    screen.drag(200, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 0)
    #expect(page.nestedFeedOffset == 200)
    // Its end shows at the viewport's bottom, below the whole header.
    screen.drag(5000, interval: .milliseconds(100))
    #expect(page.nestedFeedOffset == 2000 - 480)
    #expect(page.scrollView.offset == page.scrollView.maxOffset)
    try screen.harness.finish()
  }

  @Test func scrollToTop_expandsTheHeader() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(700, interval: .milliseconds(100))
    page.scrollView.scrollToTop()
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 0)
    #expect(page.nestedFeedOffset == 0)
    #expect(page.scrollView.offset == -120)
    try screen.harness.finish()
  }

  @Test func contentThatGrows_isPlacedAtOnce_andContentThatShrinks_movesTheHeaderNotTheRows()
    throws
  {
    let screen = try FollowedNestedScreen(chaining: .expandFirst, lengths: { _ in 300 })
    let page = try #require(screen.current)
    #expect(page.scrollView.contentInsetBottom > 0, "a short feed can still collapse the header")
    page.scrollView.contentLength = 3000
    #expect(page.scrollView.contentInsetBottom == 0)
    screen.drag(2800, interval: .milliseconds(400))
    screen.harness.runUntilIdle()
    // At the feed's end, the header expanded by 40 (expand first).
    screen.drag(-40, interval: .milliseconds(400))
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == screen.nested.headerRange - 40)
    let before = page.scrollView.offset
    // The content shrinks by 30 under the feed's offset, the scroll view still in its range:
    // the rows stay where they are and the header collapses by the difference.
    page.scrollView.contentLength = 3000 - 30
    #expect(page.scrollView.offset == before)
    #expect(page.scrollView.offset == screen.aligned(page))
    #expect(screen.nested.headerOffset == screen.nested.headerRange - 10)
    try screen.harness.finish()
  }

  @Test func contentThatGrows_withoutACall_isReadAtTheNextReport() throws {
    let screen = try FollowedNestedScreen(lengths: { _ in 300 })
    let page = try #require(screen.current)
    page.scrollView.tellsContentChanges = false
    page.scrollView.contentLength = 3000
    screen.drag(1000, interval: .milliseconds(100))
    #expect(page.nestedFeedOffset == 1000 - 80)
    #expect(page.scrollView.contentInsetBottom == 0, "the next report gave the room back")
    try screen.harness.finish()
  }

  @Test func theHeaderMoves_andTheHostLaysOut() throws {
    let screen = try FollowedNestedScreen()
    let requests = screen.harness.rules.layoutRequests
    screen.drag(40, interval: .milliseconds(100))
    #expect(screen.harness.rules.layoutRequests > requests)
    #expect(screen.harness.host.nestedOffsets?.headerOffset == 40)
    // A screen's header slot slides up with it, over pages that fill the area.
    let area = Rect(x: 0, y: 0, width: 390, height: 600)
    let layout = screen.harness.host.screenLayout(in: area, headerHeight: 0)
    #expect(layout.header == Rect(x: 0, y: -40, width: 390, height: 120))
    #expect(layout.pages == area)
    #expect(!screen.harness.displayLink.isRunning, "no frames of Folio's at rest")
    try screen.harness.finish()
  }

  @Test func ownedVerticalTouches_doNothingToAFollowedCoordinator() throws {
    let screen = try FollowedNestedScreen()
    screen.nested.touchDown()
    screen.nested.touchMoved(dx: 0, dy: 80)
    screen.nested.touchUp(velocityX: 0, velocityY: 900)
    screen.nested.verticalDrag(by: 50)
    screen.nested.verticalRelease(velocity: 900)
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 0, "the feed's own scroll view moves the header")
    try screen.harness.finish()
  }

  /// Folio's physics for the pages (owned host motion), the feeds' own scroll views for the
  /// feeds: the host's touches page across, and leave the feeds to their scroll views.
  @Test func anOwnedPager_pagesAcross_andItsFeedsScrollThemselves() throws {
    let screen = try FollowedNestedScreen(pager: .owned)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.harness.container.currentIndex == 1, "a horizontal swipe pages")
    // A vertical pan through the host leaves the header alone: UIKit gives it to the table.
    screen.harness.touchDown(at: Point(x: 150, y: 400))
    screen.harness.touchMoved(to: Point(x: 150, y: 300))
    screen.harness.touchUp(after: .milliseconds(16))
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 0)
    #expect(screen.harness.container.currentIndex == 1)
    // The table's own drag collapses it.
    screen.drag(100, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 80)
    try screen.harness.finish()
  }
}
