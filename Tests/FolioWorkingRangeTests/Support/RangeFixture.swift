import Folio
import FolioTesting
import FolioWorkingRange
import Testing

struct Card: Diffable, Equatable, CustomStringConvertible {
  var id: String
  /// 0: a ``CardPage``; anything else: an ``AltCardPage``.
  var flavor = 0
  var diffID: String { id }
  var description: String { id }
}

/// Closures a test arms inside callbacks.
final class CardHooks {
  var onExit: ((Card) -> Void)?
  var onPrepareForReuse: (() -> Void)?
}

/// A page controller that records its lifecycle and working-range calls.
class CardPage: ConstructiblePageController, WorkingRangeDelegate {
  var calls: [String] = []
  var card: Card?
  var hooks: CardHooks?
  required init() {}
  func prepareForReuse() { hooks?.onPrepareForReuse?() }
  func bind(to page: Card) { card = page }
  func pageWillAppear() { calls.append("willAppear") }
  func pageDidDisappear() { calls.append("didDisappear") }
  func pageWillEnterWorkingRange() { calls.append("enter(\(card?.id ?? "?"))") }
  func pageDidExitWorkingRange() {
    calls.append("exit(\(card?.id ?? "?"))")
    if let card { hooks?.onExit?(card) }
  }
}

/// The controller of cards of another flavor.
final class AltCardPage: CardPage {}

final class Cards: PageContainerDataSource {
  var cards: [Card]
  /// Identities of cards whose controller the data source fails to supply.
  var failing: Set<String> = []
  init(count: Int) { cards = (0..<count).map { Card(id: "c\($0)") } }
  func pages(for container: PageContainer<Card>) -> [Card] { cards }
  func pageContainer(
    _ container: PageContainer<Card>, controllerFor page: Card, at index: Int
  ) throws(PageContainerError) -> any PageController<Card> {
    guard let card = container.page(at: index), !failing.contains(card.id) else {
      throw PageContainerError.noController(index: index, page: "?", reason: "failing")
    }
    return card.flavor == 0
      ? try container.dequeueReusablePage(of: CardPage.self, for: index)
      : try container.dequeueReusablePage(of: AltCardPage.self, for: index)
  }
}

/// A container of cards with a working range plugin, recorded, checked and laid out.
struct RangeFixture {
  let harness = PageContainerHarness<Card>()
  let source: Cards
  let plugin: WorkingRangePlugin<Card>
  let recorder = PageEventRecorder()
  var clock: ManualClock { harness.clock }
  var container: PageContainer<Card> { harness.container }
  var checker: LifecycleChecker { harness.checker }
  var driver: PageContainerDriver<Card> { harness.driver }

  let hooks = CardHooks()

  init(count: Int, plugin: WorkingRangePlugin<Card>) {
    source = Cards(count: count)
    let container = harness.container
    container.addEventObserver(recorder)
    container.dataSource = source
    let hooks = self.hooks
    container.register(CardPage.self) {
      let page = CardPage()
      page.hooks = hooks
      return page
    }
    self.plugin = plugin
    container.addPlugin(plugin)
    container.layoutIfNeeded()
  }

  init(count: Int, leading: Int, trailing: Int) {
    self.init(count: count, plugin: WorkingRangePlugin(leading: leading, trailing: trailing))
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

  /// The documented window at rest: the current page widened by the leading size toward the
  /// last direction of travel and the trailing size behind, clipped to the pages.
  var expectedRestingRange: [Int] {
    guard container.currentIndex != nil, container.canShowPages else { return [] }
    let ahead = max(0, plugin.leading)
    let behind = max(0, plugin.trailing)
    let (below, above) = container.travelDirection == .backward ? (ahead, behind) : (behind, ahead)
    let count = container.count
    // A window around each shown page: wrapped around the ring while looping (each page
    // once), clipped to the pages otherwise.
    if container.isLooping, below + above + 1 >= count { return Array(0..<count) }
    var covered: Set<Int> = []
    for shown in container.visibleIndices {
      if container.isLooping {
        for index in (shown - below)...(shown + above) {
          covered.insert((index % count + count) % count)
        }
      } else {
        // Clipped without overflow, whatever the sizes.
        covered.formUnion((shown - min(shown, below))...(shown + min(count - 1 - shown, above)))
      }
    }
    return covered.sorted()
  }

  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    checker.finish(container)
    if container.phase == .resting, container.attachedPlugins.contains(where: { $0 === plugin }) {
      #expect(
        rangeIndices == expectedRestingRange, "range at rest", sourceLocation: sourceLocation)
    }
    #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
    for index in rangeIndices {
      #expect(
        container.activeController(at: index) != nil, "page \(index) in range but not active",
        sourceLocation: sourceLocation)
    }
  }
}
