import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// Where a live budget and the working range meet in a feed: "2 players, and the next one
/// prefetched".
@Suite struct BudgetRangeTests {
  /// Cards with a budget of 2 `CardPage`s and a working range 1 ahead, 0 behind.
  static func feed(recycleDistance: Int? = nil) throws -> RangeFixture {
    let f = RangeFixture(count: 10, leading: 1, trailing: 0)
    if let recycleDistance { f.container.recycleDistance = recycleDistance }
    try f.container.setLiveBudget(2, for: CardPage.self)
    f.clock.runUntilIdle()
    return f
  }

  /// The audit's repro: the settle frees a player (the page behind is reclaimed), and the
  /// prefetch it refused during the swipe is asked again: at rest the range is the window.
  @Test func aPrefetchRefusedByTheBudget_isRetriedWhenAControllerFrees() throws {
    let f = try Self.feed(recycleDistance: 0)
    #expect(f.rangeIndices == [0, 1])
    for expected in 1...5 {
      f.container.swipe(.forward)
      f.clock.runUntilIdle()
      #expect(f.container.currentIndex == expected)
      #expect(f.rangeIndices == f.expectedRestingRange, "after swipe \(expected)")
      #expect(f.container.liveControllerCounts["CardPage"] ?? 0 <= 2)
    }
    f.harness.checker.finish(f.container)
    #expect(f.harness.checker.violations.isEmpty, "\(f.harness.checker.violations)")
  }

  /// At the default recycle distance, the page behind the reader gives up its player for the
  /// page ahead: the window holds at rest after every swipe forward, and back.
  @Test func atTheDefaultRecycleDistance_thePageBehindGivesWayToThePageAhead() throws {
    let f = try Self.feed()
    for expected in [1, 2, 3, 4, 3, 2, 1, 0] {
      f.container.swipe(expected > (f.container.currentIndex ?? 0) ? .forward : .backward)
      f.clock.runUntilIdle()
      #expect(f.container.currentIndex == expected)
      #expect(f.rangeIndices == f.expectedRestingRange, "at \(expected)")
      #expect(f.container.liveControllerCounts["CardPage"] ?? 0 <= 2)
    }
    f.harness.checker.finish(f.container)
    #expect(f.harness.checker.violations.isEmpty, "\(f.harness.checker.violations)")
  }

  /// A prefetch refused while a pin held the last player is asked again when the pin goes, and
  /// when the budget is raised.
  @Test func anUnpinOrARaisedBudget_letsTheRangeFillIn() throws {
    let f = try Self.feed()
    try f.container.pin("c0")
    f.container.swipe(.forward)
    f.clock.runUntilIdle()
    #expect(f.rangeIndices == [1])  // c0 is pinned, c1 shown: no player for c2
    _ = f.take()
    f.container.unpin("c0")
    #expect(f.rangeIndices == [1, 2])
    #expect(f.take() == ["back c0", "+c2"])
    // A raised budget: with 3 players, swiping forward keeps the window, and a second pin fits.
    try f.container.pin("c1")
    f.container.swipe(.forward)
    f.clock.runUntilIdle()
    #expect(f.rangeIndices == [2])
    try f.container.setLiveBudget(3, for: CardPage.self)
    f.clock.runUntilIdle()
    #expect(f.rangeIndices == [2, 3])
    f.harness.checker.finish(f.container)
    #expect(f.harness.checker.violations.isEmpty, "\(f.harness.checker.violations)")
  }
}

/// The data source hears why it is asked, and can hand a prefetch a cheap controller.
@Suite struct ControllerRequestTests {
  final class Poster: ConstructiblePageController {
    typealias Page = Card
    init() {}
  }
  final class Player: ConstructiblePageController {
    typealias Page = Card
    init() {}
  }

  final class Source: PageContainerDataSource {
    let cards = (0..<6).map { Card(id: "c\($0)") }
    var heard: [String] = []
    func pages(for container: PageContainer<Card>) -> [Card] { cards }
    func pageContainer(
      _ container: PageContainer<Card>, controllerFor page: Card, at index: Int
    ) throws(PageContainerError) -> any PageController<Card> {
      let request = container.controllerRequest.map { "\($0)" } ?? "nil"
      heard.append("\(page.id) \(request)")
      if container.controllerRequest == .prefetch {
        return try container.dequeueReusablePage(of: Poster.self, for: index)
      }
      return try container.dequeueReusablePage(of: Player.self, for: index)
    }
  }

  @Test func aPrefetchGetsAPoster_andThePlayerTakesItsPlaceAsThePageComesOnScreen() throws {
    let harness = PageContainerHarness<Card>()
    let source = Source()
    let recorder = PageEventRecorder()
    harness.container.addEventObserver(recorder)
    harness.container.dataSource = source
    harness.container.addPlugin(WorkingRangePlugin<Card>(leading: 1, trailing: 0))
    harness.layout()
    #expect(source.heard == ["c0 display", "c1 prefetch"])
    #expect(harness.container.controllerRequest == nil)
    #expect(harness.container.activeController(at: 1) is Poster)
    _ = recorder.take()
    harness.container.swipe(.forward)
    harness.clock.runUntilIdle()
    #expect(source.heard.suffix(2) == ["c1 display", "c2 prefetch"])
    #expect(harness.container.activeController(at: 1) is Player)
    let steps = recorder.take(.lifecycle).map { event -> String in
      switch event {
      case .willAppear(_, let page, let tag): "will \(page) \(tag.typeName)"
      case .didAppear(_, let page, let tag): "did \(page) \(tag.typeName)"
      case .didDisappear(_, let page, let tag): "gone \(page) \(tag.typeName)"
      case .reclaimed(_, let page, let tag): "back \(page) \(tag.typeName)"
      default: "\(event)"
      }
    }
    // The poster never appears: the player appears in its place, and it is reclaimed.
    #expect(steps.contains("will c1 Player") && !steps.contains("will c1 Poster"))
    #expect(steps.contains("back c1 Poster"))
    _ = harness.skip()
    try harness.finish()
  }
}
