import Folio

struct Card: Diffable, Equatable {
  var id: Int
  var diffID: Int { id }
}

/// A card that fades and shrinks as it leaves the middle: ViewPager2's depth transformer.
final class CardPage: ConstructiblePageController, TransformablePageController {
  typealias Page = Card
  var alpha = 1.0
  var scale = 1.0
  init() {}
  func pageDidChangeProgress(_ progress: Double) {
    let distance = min(1, abs(progress))  // 0 in place, 1 one page away
    alpha = 1 - distance
    scale = 1 - 0.25 * distance
  }
}

final class Cards: PageContainerDataSource {
  let cards = (0..<5).map { Card(id: $0) }
  func pages(for container: PageContainer<Card>) -> [Card] { cards }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: CardPage.self, for: index)
  }
}

/// A right-to-left pager, dragged by a finger.
///
/// A finger moving right by a quarter page brings card 1 in from the left. Returns each shown
/// card's progress, screen offset and alpha.
func transformExample() -> [(index: Int, progress: Double, screen: Double, alpha: Double)] {
  let clock = ManualClock()
  let container = PageContainer<Card>(viewportSize: Size(width: 80, height: 20), clock: clock)
  let cards = Cards()  // the container holds its data source weakly
  container.dataSource = cards
  container.layoutDirection = .rightToLeft
  container.layoutIfNeeded()
  container.beginDragging()
  container.dragOnScreen(byPages: 0.25)  // to the right: toward card 1 in right to left
  let screen = Dictionary(
    uniqueKeysWithValues: container.placements.map {
      ($0.index, $0.screenOffset)
    })
  var shown: [(index: Int, progress: Double, screen: Double, alpha: Double)] = []
  container.forEachVisiblePage { index, progress in
    let card = container.activeController(at: index) as? CardPage
    shown.append((index, progress, screen[index] ?? 0, card?.alpha ?? 0))
  }
  container.endDraggingOnScreen(velocity: 0)
  clock.runUntilIdle()
  return shown
}
