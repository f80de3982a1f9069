import Folio
import FolioHost
import FolioHostTesting
import FolioWorkingRange
import Testing

/// The harness blames no order the docs show: the data source set before the harness makes
/// its host (the UIKit article's order), after it (the harness's own example), or the container
/// laid out before the host (the README's first container, then a host, as `PageHost` allows);
/// checked right after the first layout, after a swipe and at the finish.
@Suite struct HarnessOrderTests {
  enum Order: String, CaseIterable, CustomStringConvertible, Sendable {
    /// The UIKit article's: the container, its factory and data source, then the host.
    case dataSourceBeforeHost
    /// The harness's own example: the host, then the data source.
    case dataSourceAfterHost
    /// The container laid out on its own, then the host.
    case laidOutBeforeHost
    var description: String { rawValue }
  }

  @Test(arguments: Order.allCases, [HostMotion.owned, .followed])
  func everyDocumentedOrder_passesEveryCheck(order: Order, motion: HostMotion) throws {
    for shape in [PageShape.fullPage, PageShape(size: .fraction(0.8), alignment: .centered)] {
      let cards = Cards(count: 5)
      let harness = PageHostHarness<Card>(scale: 3, motion: motion) { clock in
        let container = PageContainer<Card>(
          viewportSize: Size(width: 390, height: 844), clock: clock)
        container.shape = shape
        container.register(CardPage.self) { CardPage() }
        container.addPlugin(WorkingRangePlugin<Card>(size: 1))
        if order != .dataSourceAfterHost { container.dataSource = cards }
        if order == .laidOutBeforeHost { container.layoutIfNeeded() }
        return container
      }
      if order == .dataSourceAfterHost { harness.container.dataSource = cards }
      harness.layoutContainer()
      try harness.verify()
      #expect(
        harness.rules.heard[ControllerTag(typeName: "CardPage", number: 1)]?.last
          == "viewDidAppear")
      harness.swipe(.forward)
      harness.runUntilIdle()
      #expect(harness.container.currentIndex == 1)
      try harness.verify()
      try harness.finish()
    }
  }

  @Test(arguments: Order.allCases)
  func everyDocumentedOrder_aScreenThatAppearsLater_passesEveryCheck(order: Order) throws {
    // FolioUIKit's host starts on a screen that has not appeared, with an empty viewport.
    let cards = Cards(count: 3)
    let harness = PageHostHarness<Card>(scale: 3, motion: .followed, screen: .disappeared) {
      clock in
      let container = PageContainer<Card>(viewportSize: .zero, clock: clock)
      if order != .dataSourceAfterHost { container.dataSource = cards }
      if order == .laidOutBeforeHost { container.layoutIfNeeded() }
      return container
    }
    if order == .dataSourceAfterHost { harness.container.dataSource = cards }
    harness.host.setViewport(Size(width: 390, height: 844), scale: 3)
    harness.layoutContainer()
    try harness.verify()
    harness.host.screenWillAppear()
    harness.host.screenDidAppear()
    harness.layout()
    try harness.verify()
    harness.swipe(.forward)
    harness.runUntilIdle()
    try harness.finish()
  }
}
