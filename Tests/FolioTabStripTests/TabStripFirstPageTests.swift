import Folio
import FolioTabStrip
import FolioTesting
import Testing

/// The strip's first frames when the first page is not page 0 (a deep link, a restored place):
/// no tab is selected before a page is current, and the first tab selected is that page's,
/// never tab 0 on the way (an outside check found tab 0 drawn selected for a frame).
@MainActor
@Suite struct TabStripFirstPageTests {
  @Test(arguments: [false, true], [false, true])
  func aDeepLink_selectsItsTabFirst_neverTabZero(loops: Bool, rightToLeft: Bool) throws {
    let harness = PageContainerHarness<Channel>()
    let container = harness.container
    container.loops = loops
    container.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let source = Channels((0..<12).map { "Channel \($0)" })
    let strip = TabStrip<Channel>(visibleWidth: 30, widths: .fixed(10)) { $0.title }
    var selections: [Int?] = []
    strip.didChange = { [unowned strip] in selections.append(strip.frame.selected) }
    container.addPlugin(strip)
    _ = container.open(on: .index(9))
    container.dataSource = source
    container.layoutIfNeeded()
    harness.clock.runUntilIdle()
    #expect(container.currentIndex == 9)
    #expect(selections.compactMap { $0 }.first == 9, "\(selections)")
    #expect(!selections.contains(0), "\(selections)")
    #expect(strip.selectedIndex == 9)
    _ = harness.skip()
    try harness.finish()
  }
}
