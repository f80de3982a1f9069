import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
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
  /// How many times it heard its page's refresh end.
  var refreshEnds = 0
  /// How many times it was bound to a page.
  var binds = 0
  /// Called when a pull starts this page's refresh.
  var onRefresh: ((FollowedFeedPage) -> Void)?
  /// Every placement, before it is applied (a test's check).
  var willPlace: ((FollowedFeedPage, NestedFeedPlacement) -> Void)?
  /// Every placement, after it was applied.
  var didPlace: ((FollowedFeedPage, NestedFeedPlacement) -> Void)?

  init(
    nested: NestedScrollCoordinator<Card>, clock: any FrameClock,
    lengths: @escaping (String) -> Double, saved: FeedOffsets,
    choices: PlatformFeedScrollViewModel<Card>.Choices = .init(), scale: Double = 2
  ) {
    scrollView = PlatformFeedScrollViewModel(
      coordinator: nested, clock: clock, viewportLength: 600, contentLength: 0, choices: choices)
    scrollView.scale = scale
    self.lengths = lengths
    self.saved = saved
    scrollView.feed = self
    // As FolioFeedScrolling does: only the feed a placement says is current scrolls to the top.
    scrollView.scrollsToTop = false
    // Exact distances: the tests' drags move the content from their first move.
    scrollView.slop = 0
  }

  func bind(to page: Card) {
    self.page = page
    binds += 1
    scrollView.contentLength = lengths(page.id)
    nestedFeedOffset = saved.offsets[page.id] ?? 0
  }

  func pageWasReclaimed() {
    if let page { saved.offsets[page.id] = nestedFeedOffset }
  }

  func nestedFeedPlace(_ placement: NestedFeedPlacement) {
    willPlace?(self, placement)
    scrollView.apply(placement)
    didPlace?(self, placement)
  }

  func nestedFeedDidStartRefreshing() {
    refreshes += 1
    onRefresh?(self)
  }

  func nestedFeedDidEndRefreshing() { refreshEnds += 1 }
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
  /// Every feed controller made.
  let made: FeedPages

  final class FeedPages {
    var all: [FollowedFeedPage] = []
  }

  init(
    count: Int = 5, chaining: ScrollChaining = .collapseFirst, header: Double = 120,
    pinned: Double = 40, lengths: @escaping (String) -> Double = { _ in 2000 },
    pager: HostMotion = .followed, shape: PageShape = .fullPage,
    pagerChoices: PlatformScrollViewModel<Card>.Choices = .init(),
    feedChoices: PlatformFeedScrollViewModel<Card>.Choices = .init(), scale: Double = 2
  ) throws {
    var coordinator: NestedScrollCoordinator<Card>?
    let saved = self.saved
    let made = FeedPages()
    self.made = made
    harness = PageHostHarness<Card>(scale: scale, motion: pager, platformChoices: pagerChoices) {
      clock in
      let container = PageContainer<Card>(viewportSize: Size(width: 300, height: 600), clock: clock)
      container.shape = shape
      let nested = NestedScrollCoordinator<Card>(
        headerHeight: header, pinnedHeight: pinned, chaining: chaining, motion: .followed,
        clock: clock)
      container.addPlugin(nested)
      container.register(FollowedFeedPage.self) { [unowned nested] in
        let page = FollowedFeedPage(
          nested: nested, clock: clock, lengths: lengths, saved: saved, choices: feedChoices,
          scale: scale)
        made.all.append(page)
        return page
      }
      coordinator = nested
      return container
    }
    harness.platform?.scale = scale
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

  /// A finger goes down at `point` on the pages: the host and the pager's scroll view hear it
  /// (in the order the pager's choices say), and so does the feed under it, if any.
  ///
  /// - Returns: The feed under the finger.
  @discardableResult
  func touchDown(at point: Point) -> FollowedFeedPage? {
    let feed = feed(under: point.x)
    // The feed's own scroll view is the view the touch lands in; the pages' recognizers hear
    // it around it.
    if harness.platform?.choices.touchesFirst ?? true {
      harness.touchDown(at: point)
      feed?.scrollView.touchDown(at: point.y)
    } else {
      feed?.scrollView.touchDown(at: point.y)
      harness.touchDown(at: point)
    }
    return feed
  }

  /// The finger moves vertically to `y` after `delay`: the feed under it pans (the pager's
  /// scroll view and the host leave a vertical pan alone).
  func touchMoved(_ feed: FollowedFeedPage?, to point: Point, after delay: Duration) {
    harness.touchMoved(to: point, after: delay)
    feed?.scrollView.touchMoved(to: point.y)
  }

  /// The finger lifts after `delay`.
  func touchUp(_ feed: FollowedFeedPage?, at point: Point, after delay: Duration = .zero) {
    if harness.platform?.choices.touchesFirst ?? true {
      harness.touchUp(after: delay)
      feed?.scrollView.touchUp(at: point.y)
    } else {
      harness.displayLink.advance(by: delay)
      feed?.scrollView.touchUp(at: point.y)
      harness.touchUp()
    }
  }

  /// The shown feed under a point `x` points from the viewport's left edge.
  func feed(under x: Double) -> FollowedFeedPage? {
    var found: FollowedFeedPage?
    for shown in harness.host.frames
    where x >= shown.frame.origin.x && x < shown.frame.origin.x + shown.frame.size.width {
      found = harness.container.activeController(at: shown.index) as? FollowedFeedPage
    }
    return found
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
