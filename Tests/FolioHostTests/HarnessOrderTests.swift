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

  @Test(arguments: Order.allCases, [HostMotion.owned, .followed])
  func aScreenNotShownYet_showsNoPage_untilItAppears_thenTheFirstPageAppearsOnce(
    order: Order, motion: HostMotion
  ) throws {
    // The container made with its viewport (an outside check found a host made on a screen
    // not shown yet showing, settling and hiding the first page as it was made: the pixel grid
    // it sets laid the pages out before it said the screen was away). With a deep link too.
    for opening in [nil, 5] {
      let cards = Cards(count: 8)
      let recorder = PageEventRecorder()
      let harness = PageHostHarness<Card>(scale: 3, motion: motion, screen: .disappeared) {
        clock in
        let container = PageContainer<Card>(
          viewportSize: Size(width: 390, height: 844), clock: clock)
        container.addEventObserver(recorder)
        if let opening { _ = container.open(on: .index(opening)) }
        if order != .dataSourceAfterHost { container.dataSource = cards }
        if order == .laidOutBeforeHost { container.layoutIfNeeded() }
        return container
      }
      if order == .dataSourceAfterHost { harness.container.dataSource = cards }
      harness.layoutContainer()
      let first = opening ?? 0
      let shownEarly = recorder.take(.lifecycle).filter { !$0.description.hasPrefix("settle") }
      // Laid out before the host, the container shows its page on its own (no screen yet).
      if order == .laidOutBeforeHost {
        #expect(
          shownEarly.map(\.description).first?.hasPrefix("willAppear \(first)") == true,
          "\(order) \(motion) \(opening as Any): \(shownEarly)")
      } else {
        #expect(shownEarly.isEmpty, "\(order) \(motion) \(opening as Any): \(shownEarly)")
      }
      harness.host.screenWillAppear()
      harness.host.screenDidAppear()
      harness.layout()
      let shown = recorder.take(.lifecycle).map(\.description).filter {
        $0.hasPrefix("willAppear") || $0.hasPrefix("didAppear")
      }
      #expect(
        shown.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
          == ["willAppear \(first)", "didAppear \(first)"],
        "\(order) \(motion) \(opening as Any): \(shown)")
      #expect(harness.container.currentIndex == first)
      try harness.finish()
    }
  }
}
