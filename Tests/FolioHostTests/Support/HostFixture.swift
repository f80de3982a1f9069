import Folio
import FolioHost
import FolioHostTesting
import Testing

/// A page of the host tests.
struct Card: Diffable, Equatable, Sendable, CustomStringConvertible {
  var id: String
  var diffID: String { id }
  var description: String { id }
  func isContentEqual(to other: Card) -> Bool { self == other }
}

/// A controller standing for a view controller.
final class CardPage: ConstructiblePageController {
  typealias Page = Card
  var card: Card?
  init() {}
  func bind(to page: Card) { card = page }
}

/// Cards c0..c(n-1).
final class Cards: PageContainerDataSource {
  var pages: [Card]
  init(count: Int) { pages = (0..<count).map { Card(id: "c\($0)") } }
  func pages(for container: PageContainer<Card>) -> [Card] { pages }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: CardPage.self, for: index)
  }
}

/// A screen of `count` cards, laid out.
struct Screen {
  let harness: PageHostHarness<Card>
  let cards: Cards
  var host: PageHost<Card> { harness.host }
  var container: PageContainer<Card> { harness.container }
  var rules: ContainmentRulesModel<Card> { harness.rules }

  init(
    count: Int, viewport: Size = Size(width: 390, height: 844), axis: ScrollAxis = .horizontal,
    scale: Double = 3, motion: HostMotion = .owned, rate: Double = 60, shape: PageShape = .fullPage,
    direction: PageLayoutDirection = .leftToRight, loops: Bool = false,
    screen: ChildAppearance = .appeared, layout: Bool = true,
    platformChoices: PlatformScrollViewModel<Card>.Choices = .init(),
    plugins: PageHostPlugins<Card> = .standard
  ) {
    cards = Cards(count: count)
    harness = PageHostHarness(
      scale: scale, motion: motion, rate: rate, screen: screen, platformChoices: platformChoices,
      plugins: plugins
    ) { clock in
      let container = PageContainer<Card>(viewportSize: viewport, axis: axis, clock: clock)
      container.shape = shape
      container.layoutDirection = direction
      container.loops = loops
      return container
    }
    harness.container.dataSource = cards
    if layout { harness.layoutContainer() }
  }

  func tag(_ number: Int) -> ControllerTag { ControllerTag(typeName: "CardPage", number: number) }

  /// What a controller heard, compactly.
  func heard(_ number: Int) -> [String] { rules.heard[tag(number)] ?? [] }

  func clear() -> [String] { [] }
}
