import Folio
import FolioAccessibility
import FolioHost
import FolioHostTesting
import FolioPagerModel
import FolioWorkingRange
import Testing

/// What ships is what is tested (issue 47, item 11): one value of the plugins a front end adds,
/// `PageHostPlugins.standard`, which the pager model, the test harness and FolioUIKit's view
/// controller apply alike (FolioUIKit's use is type-checked by `.ci/apple/check`).
@MainActor
@Suite struct ShippedPluginsTests {
  /// The plugins' kinds in the order the container runs them, the front end's own links
  /// (the host's, the rules model's, the pager's log) left out.
  private func kinds(_ container: PageContainer<Card>) -> [String] {
    container.attachedPlugins.map { "\(type(of: $0))" }.filter {
      !$0.hasPrefix("HostLink") && !$0.hasPrefix("RulesLink") && !$0.hasPrefix("HeardAppearances")
    }
  }

  /// A screen's test and the shipped pager, each around a container the app made.
  private func both(_ plugins: () -> PageHostPlugins<Card>) throws -> (
    harness: PageHostHarness<Card>, pager: FolioPager<Card>, cards: Cards
  ) {
    let cards = Cards(count: 8)
    let harness = PageHostHarness<Card>(scale: 3, plugins: plugins()) { clock in
      PageContainer(viewportSize: Size(width: 390, height: 844), clock: clock)
    }
    harness.container.register(CardPlayer.self) { CardPlayer() }
    harness.container.dataSource = cards
    harness.layoutContainer()
    let clock = FolioPager<Card>.makeClock()
    let container = PageContainer<Card>(viewportSize: .zero, clock: clock)
    container.register(CardPlayer.self) { CardPlayer() }
    container.dataSource = cards
    let pager = try FolioPager(
      container: container, clock: clock, motion: .owned, plugins: plugins())
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
    return (harness, pager, cards)
  }

  @Test func byDefault_theHarnessAndThePager_addTheStandardPlugins_afterTheHost() throws {
    let (harness, pager, _) = try both { .standard }
    let standard = ["PageAccessibilityPlugin<Card>", "WorkingRangePlugin<Card>"]
    #expect(kinds(harness.container) == standard)
    #expect(kinds(pager.container) == standard)
    #expect(harness.plugins.workingRange?.size == 1 && pager.workingRange?.size == 1)
    #expect(harness.plugins.accessibility != nil && pager.accessibility != nil)
    // So a screen's test binds what the shipped screen binds: the neighbour, ready.
    #expect(harness.container.activeIndices == [0, 1])
    #expect(pager.container.activeIndices == harness.container.activeIndices)
    try harness.container.scrollToPage(4, animated: false)
    try pager.scroll(to: 4, animated: false)
    harness.runUntilIdle()
    #expect(harness.container.activeIndices == [1, 3, 4, 5])  // 1: 3 away, recycled at 4
    #expect(pager.container.activeIndices == harness.container.activeIndices)
    try harness.finish()
  }

  @Test func anotherValue_givenToBoth_isWhatBothRun() throws {
    let (harness, pager, _) = try both {
      PageHostPlugins(workingRange: WorkingRangePlugin(size: 2))
    }
    #expect(!kinds(harness.container).contains("PageAccessibilityPlugin<Card>"))
    #expect(pager.accessibility == nil && harness.plugins.accessibility == nil)
    #expect(harness.container.activeIndices == [0, 1, 2])
    #expect(pager.container.activeIndices == [0, 1, 2])
    try harness.finish()
  }

  @Test func none_testsTheContainerAlone() throws {
    let (harness, pager, _) = try both { .none }
    #expect(kinds(harness.container).isEmpty && kinds(pager.container).isEmpty)
    #expect(harness.container.activeIndices == [0])
    #expect(pager.container.activeIndices == [0])
    try harness.finish()
  }

  @Test func standard_makesFreshPlugins_eachTimeItIsRead() {
    let one = PageHostPlugins<Card>.standard
    let other = PageHostPlugins<Card>.standard
    #expect(one.workingRange !== other.workingRange)
    #expect(one.accessibility !== other.accessibility)
  }
}
