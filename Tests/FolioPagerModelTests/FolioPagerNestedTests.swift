import Folio
import FolioHost
import FolioNestedScroll
import FolioPagerModel
import FolioSupport
import FolioTesting
import Testing

/// A channel page with its own feed: a SwiftUI ScrollView in the app, its model here.
@MainActor
final class FeedCard: @MainActor PageController, @MainActor NestedScrollFeed {
  typealias Page = Card
  let scroll: PagerFeedScroll<Card>
  var nestedFeedOffset = 0.0
  var nestedContentLength: Double { scroll.contentLength }
  init(pager: FolioPager<Card>) {
    scroll = PagerFeedScroll(pager: pager)
    scroll.feed = self
  }
  func nestedFeedPlace(_ placement: NestedFeedPlacement) { scroll.place(placement) }
}

/// A feed's SwiftUI ScrollView (iOS 18) as `folioNestedFeed` forwards it: 844 points tall, its
/// content 3,000, its margins the placement's, its offset set when the model asks.
@MainActor
final class SwiftUIFeedModel {
  let scroll: PagerFeedScroll<Card>
  private(set) var offset = 0.0
  let viewport = 844.0
  let length = 3_000.0

  init(scroll: PagerFeedScroll<Card>) {
    self.scroll = scroll
    scroll.scrollGeometryDidChange(contentOffset: offset, contentLength: length)
    scroll.feedDidAppear()
    apply()
  }

  func apply() {
    guard let request = scroll.scrollRequest else { return }
    scroll.scrollRequestDidApply()
    offset = request.offset.y
    scroll.scrollGeometryDidChange(contentOffset: offset, contentLength: length)
  }

  /// A finger drags the content up by `distance` points, in ten moves, and lifts at rest.
  func drag(up distance: Double) {
    scroll.scrollPhaseDidChange(to: .tracking)
    scroll.scrollPhaseDidChange(to: .interacting)
    let top = -scroll.placement.contentInsetTop
    let bottom = length - viewport + scroll.placement.contentInsetBottom
    for _ in 0..<10 {
      offset = min(max(top, offset + distance / 10), bottom)
      scroll.scrollGeometryDidChange(contentOffset: offset, contentLength: length)
    }
    scroll.scrollPhaseDidChange(to: .idle)
    apply()
  }
}

@MainActor
@Suite("FolioPager with nested feeds: SwiftUI ScrollViews under a collapsing header")
struct FolioPagerNestedTests {
  /// A pager of five feed pages under a 200-point header with a 44-point tab bar pinned.
  func screen() -> (FolioPager<Card>, NestedScrollCoordinator<Card>, CardSource) {
    let time = PagerRuntime.Time()
    let clock = HostClock(currentTime: { time.now })
    let pager = FolioPager<Card>(clock: clock)
    pager.container.register(FeedCard.self) { [unowned pager] in FeedCard(pager: pager) }
    let coordinator = NestedScrollCoordinator<Card>(
      headerHeight: 200, pinnedHeight: 44, motion: .followed, clock: clock)
    pager.attach(coordinator)
    let source = CardSource(cards: (0..<5).map { Card(id: $0) })
    pager.dataSource = source
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
    return (pager, coordinator, source)
  }

  @Test(
    "random drags and page switches: the header within its range, each feed where it is drawn",
    arguments: Array(UInt64(1)...20))
  func randomSessions(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let (pager, coordinator, _) = screen()
    let checker = LifecycleChecker(observing: pager.container)
    var feeds: [ObjectIdentifier: SwiftUIFeedModel] = [:]
    func current() throws -> (FeedCard, SwiftUIFeedModel) {
      let card = try #require(pager.shownPages(as: FeedCard.self).first?.controller)
      let model = feeds[ObjectIdentifier(card)] ?? SwiftUIFeedModel(scroll: card.scroll)
      feeds[ObjectIdentifier(card)] = model
      model.apply()
      return (card, model)
    }
    var log: [String] = []
    for _ in 0..<40 {
      if Int.random(in: 0..<4, using: &random) == 0 {
        let index = Int.random(in: 0..<5, using: &random)
        try pager.scroll(to: index, animated: false)
        log.append("page \(index)")
      } else {
        let distance = Double.random(in: -600...600, using: &random)
        try current().1.drag(up: distance)
        log.append("drag \(Int(distance))")
      }
      let (card, model) = try current()
      let header = coordinator.headerOffset
      #expect(header >= 0 && header <= 156, "seed \(seed): \(log)")
      // The scroll view's offset is the header's and the feed's own, under the header.
      #expect(
        abs(model.offset - (card.nestedFeedOffset + header - 200)) < 1e-6
          || model.offset < -200 + header,
        "seed \(seed): \(log)")
      #expect(pager.headerFrame?.origin.y == -header, "seed \(seed): \(log)")
    }
    #expect(checker.violations.isEmpty, "seed \(seed): \(checker.violations)")
  }

  @Test("a report of where the feed was before a placement's offset is not a scroll")
  func staleReports() throws {
    let (pager, coordinator, _) = screen()
    let card = try #require(pager.shownPages(as: FeedCard.self).first?.controller)
    card.scroll.scrollGeometryDidChange(contentOffset: 0, contentLength: 3_000)
    card.scroll.feedDidAppear()
    #expect(card.scroll.scrollRequest?.offset.y == -200)
    // SwiftUI reports the old offset once more before it applies the position.
    card.scroll.scrollGeometryDidChange(contentOffset: 0, contentLength: 3_000)
    #expect(coordinator.headerOffset == 0)
    card.scroll.scrollRequestDidApply()
    card.scroll.scrollGeometryDidChange(contentOffset: -200, contentLength: 3_000)
    card.scroll.scrollGeometryDidChange(contentOffset: -150, contentLength: 3_000)
    #expect(coordinator.headerOffset == 50)
  }

  @Test("an offset to set waits while the feed flings (SwiftUI's set would stop it dead)")
  func anOffsetToSet_waitsWhileTheFeedMoves() throws {
    let (pager, _, _) = screen()
    let card = try #require(pager.shownPages(as: FeedCard.self).first?.controller)
    card.scroll.scrollGeometryDidChange(contentOffset: -200, contentLength: 3_000)
    card.scroll.feedDidAppear()
    card.scroll.scrollRequestDidApply()
    card.scroll.scrollGeometryDidChange(contentOffset: -200, contentLength: 3_000)
    card.scroll.scrollPhaseDidChange(to: .decelerating)
    card.scroll.place(
      NestedFeedPlacement(contentInsetTop: 200, contentInsetBottom: 0, contentOffset: -120))
    #expect(card.scroll.scrollRequest == nil, "not while it moves")
    // Its reports meanwhile are its motion's, not stale ones.
    card.scroll.scrollGeometryDidChange(contentOffset: -190, contentLength: 3_000)
    card.scroll.scrollPhaseDidChange(to: .idle)
    #expect(card.scroll.scrollRequest?.offset.y == -120, "at rest, asked for")
    #expect(card.scroll.scrollRequest?.isAnimated == false)
  }

  @Test("a feed collapses the header first, then scrolls; the next page's feed sits under it")
  func collapsesThenScrolls() throws {
    let time = PagerRuntime.Time()
    let clock = HostClock(currentTime: { time.now })
    let pager = FolioPager<Card>(clock: clock)
    pager.container.register(FeedCard.self) { [unowned pager] in FeedCard(pager: pager) }
    let coordinator = NestedScrollCoordinator<Card>(
      headerHeight: 200, pinnedHeight: 44, motion: .followed, clock: clock)
    pager.attach(coordinator)
    let cards = (0..<5).map { Card(id: $0) }
    let source = CardSource(cards: cards)
    pager.dataSource = source
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
    let checker = LifecycleChecker(observing: pager.container)
    let first = try #require(pager.shownPages(as: FeedCard.self).first?.controller)
    let feed = SwiftUIFeedModel(scroll: first.scroll)
    // Its content starts under the header: the header's height as its top margin.
    #expect(first.scroll.placement.contentInsetTop == 200)
    #expect(feed.offset == -200)
    #expect(pager.headerFrame == Rect(x: 0, y: 0, width: 390, height: 200))
    feed.drag(up: 100)
    #expect(coordinator.headerOffset == 100)
    #expect(first.nestedFeedOffset == 0)
    #expect(pager.headerFrame?.origin.y == -100)
    feed.drag(up: 300)
    #expect(coordinator.headerOffset == 156)  // collapsed to its pinned tab bar
    #expect(first.nestedFeedOffset == 244)
    // The next page: its feed is put at its top, under the collapsed header.
    try pager.scroll(to: 1, animated: false)
    let second = try #require(pager.shownPages(as: FeedCard.self).first?.controller)
    let next = SwiftUIFeedModel(scroll: second.scroll)
    #expect(second.nestedFeedOffset == 0)
    #expect(next.offset == 156 - 200)
    next.drag(up: -500)  // pulled down: the header expands again
    #expect(coordinator.headerOffset == 0)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }
}

/// Pages with feed controllers.
@MainActor
final class CardSource: @MainActor PageContainerDataSource {
  let cards: [Card]
  init(cards: [Card]) { self.cards = cards }
  func pages(for container: PageContainer<Card>) -> [Card] { cards }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: FeedCard.self, for: index)
  }
}
