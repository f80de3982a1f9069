// The pages of the device tests, and the app's data source for them.
#if canImport(UIKit) && !os(watchOS)
  import Folio

  /// A page: a card with an identity ("c0", "c1", …).
  struct Card: Identifiable, Diffable, Equatable, Sendable {
    var id: String
  }

  /// The app's data source: `count` cards, each shown by a ``SpyPage`` (or a subclass the
  /// screen registered for it).
  @MainActor
  final class Cards: @MainActor PageContainerDataSource {
    /// The app's data: changed by a test, then `performUpdates()`.
    var cards: [Card]

    init(count: Int) { cards = (0..<count).map { Card(id: "c\($0)") } }

    func pages(for container: PageContainer<Card>) -> [Card] { cards }

    func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
      throws(PageContainerError) -> any PageController<Card>
    {
      try container.dequeueReusablePage(of: SpyPage.self, for: index)
    }
  }
#endif
