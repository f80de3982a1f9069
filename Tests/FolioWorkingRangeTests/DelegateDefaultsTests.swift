import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// `WorkingRangeDelegate`'s hooks are optional, as `PageController`'s are.
@Suite struct DelegateDefaultsTests {
  /// Implements only the enter hook (and names its page type: it does not bind).
  final class Prefetcher: ConstructiblePageController, WorkingRangeDelegate {
    typealias Page = Card
    var entered = 0
    init() {}
    func pageWillEnterWorkingRange() { entered += 1 }
  }

  final class Source: PageContainerDataSource {
    let cards = (0..<6).map { Card(id: "c\($0)") }
    func pages(for container: PageContainer<Card>) -> [Card] { cards }
    func pageContainer(
      _ container: PageContainer<Card>, controllerFor page: Card, at index: Int
    ) throws(PageContainerError) -> any PageController<Card> {
      try container.dequeueReusablePage(of: Prefetcher.self, for: index)
    }
  }

  @Test func aDelegateWithOnlyEnter_hearsItsEnters_andExitsCostNothing() throws {
    let harness = PageContainerHarness<Card>()
    let source = Source()
    harness.container.dataSource = source
    harness.container.addPlugin(WorkingRangePlugin<Card>(size: 1))
    harness.layout()
    #expect((harness.container.activeController(at: 1) as? Prefetcher)?.entered == 1)
    for _ in 0..<4 {
      harness.container.swipe(.forward)
      harness.clock.runUntilIdle()
    }
    #expect(harness.container.currentIndex == 4)
    #expect(harness.container.activeIndices.contains(5))
    _ = harness.skip()
    try harness.finish()
  }
}
