import Folio
import FolioTesting
import FolioWorkingRange
import Testing

struct Card: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var diffID: String { id }
  var description: String { id }
}

/// A page controller that records its lifecycle and working-range calls.
final class CardPage: ConstructiblePageController, WorkingRangeDelegate {
  var calls: [String] = []
  var card: Card?
  init() {}
  func bind(to page: Card) { card = page }
  func pageWillAppear() { calls.append("willAppear") }
  func pageDidDisappear() { calls.append("didDisappear") }
  func pageWillEnterWorkingRange() { calls.append("enter(\(card?.id ?? "?"))") }
  func pageDidExitWorkingRange() { calls.append("exit(\(card?.id ?? "?"))") }
}

final class Cards: PageContainerDataSource {
  var cards: [Card]
  init(count: Int) { cards = (0..<count).map { Card(id: "c\($0)") } }
  func pages(for container: PageContainer<Card>) -> [Card] { cards }
  func pageContainer(_ container: PageContainer<Card>, controllerForPageAt index: Int) throws
    -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: CardPage.self, for: index)
  }
}

/// A container of cards with a working range plugin, recorded, checked and laid out.
struct RangeFixture {
  let clock = ManualClock()
  let source: Cards
  let container: PageContainer<Card>
  let plugin: WorkingRangePlugin<Card>
  let recorder = PageEventRecorder()
  let checker = LifecycleChecker()
  let driver: PageContainerDriver<Card>

  init(count: Int, plugin: WorkingRangePlugin<Card>) {
    source = Cards(count: count)
    container = PageContainer(viewportSize: Size(width: 100, height: 40), clock: clock)
    container.addEventObserver(recorder)
    container.addEventObserver(checker)
    container.dataSource = source
    self.plugin = plugin
    container.addPlugin(plugin)
    driver = PageContainerDriver(container: container, clock: clock)
    container.layoutIfNeeded()
  }

  init(count: Int, size: Int) {
    self.init(count: count, plugin: WorkingRangePlugin(size: size))
  }

  /// The working-range and lifecycle events since the last call, as short strings:
  /// `+c3` enter, `-c3` exit, `will c3`, `gone c3`, `did c3`, `back c3`.
  func take() -> [String] {
    recorder.take(.lifecycleAndPlugins).compactMap { event in
      switch event {
      case .plugin("enterWorkingRange", _, let page, _): "+\(page)"
      case .plugin("exitWorkingRange", _, let page, _): "-\(page)"
      case .willAppear(_, let page, _): "will \(page)"
      case .didDisappear(_, let page, _): "gone \(page)"
      case .didAppear(_, let page, _): "did \(page)"
      case .reclaimed(_, let page, _): "back \(page)"
      default: nil
      }
    }
  }

  /// The range as indexes, ascending.
  var rangeIndices: [Int] {
    plugin.pagesInRange.compactMap { container.index(of: $0) }.sorted()
  }

  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    checker.verify(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
    for index in rangeIndices {
      #expect(
        container.activeController(at: index) != nil, "page \(index) in range but not active",
        sourceLocation: sourceLocation)
    }
  }
}
