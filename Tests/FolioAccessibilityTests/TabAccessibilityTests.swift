import Folio
import FolioAccessibility
import FolioTabStrip
import FolioTesting
import Testing

/// The tab strip as tabs: labels, the selected trait, activation, keys.
@Suite struct TabAccessibilityTests {
  private func fixture(reducesMotion: Bool = false) -> (AccessibilityFixture, TabStrip<Story>) {
    let fixture = AccessibilityFixture(
      count: 4, plugin: PageAccessibilityPlugin(reducesMotion: reducesMotion))
    let strip = TabStrip<Story>(visibleWidth: 100) { $0.title }
    strip.reducesMotion = reducesMotion
    fixture.container.addPlugin(strip)
    return (fixture, strip)
  }

  @Test func tabsAreLabelledTitleTabNOfM_theSelectedOneMarked() {
    let (fixture, strip) = fixture()
    #expect(fixture.container.count == 4)
    #expect(
      strip.accessibleTabs == [
        TabAccessibility(index: 0, title: "S0", label: "S0, tab 1 of 4", isSelected: true),
        TabAccessibility(index: 1, title: "S1", label: "S1, tab 2 of 4", isSelected: false),
        TabAccessibility(index: 2, title: "S2", label: "S2, tab 3 of 4", isSelected: false),
        TabAccessibility(index: 3, title: "S3", label: "S3, tab 4 of 4", isSelected: false),
      ])
    strip.accessibilityLabel = { "\($0) (\($1)/\($2))" }
    #expect(strip.accessibility(ofTab: 3)?.label == "S3 (4/4)")
    for index in [-1, 4, Int.min, Int.max] { #expect(strip.accessibility(ofTab: index) == nil) }
  }

  @Test func activatingATabSelectsIt_andTheSettleIsAnnounced() throws {
    let (fixture, strip) = fixture()
    _ = fixture.take()
    try strip.activateTab(at: 3)
    // Selected from the activation on, before the pages arrive.
    #expect(strip.accessibility(ofTab: 3)?.isSelected == true)
    #expect(strip.accessibility(ofTab: 0)?.isSelected == false)
    fixture.settle()
    #expect(fixture.take() == ["settle 3", "announce 3 Page 4 of 4", "focus 3"])
    #expect(throws: PageContainerError.self) { try strip.activateTab(at: 4) }
    #expect(throws: PageContainerError.self) { try strip.activateTab(at: -1) }
  }

  @Test func keysNavigateTheTabs() {
    let (fixture, strip) = fixture()
    #expect(fixture.plugin.handleKey(.right, in: .tabStrip) == 1)
    #expect(strip.selectedIndex == 1)
    #expect(fixture.plugin.handleKey(.end, in: .tabStrip) == 3)
    #expect(strip.selectedIndex == 3)
    fixture.settle()
    #expect(strip.accessibility(ofTab: 3)?.isSelected == true)
    fixture.container.layoutDirection = .rightToLeft
    #expect(fixture.plugin.handleKey(.right, in: .tabStrip) == 2)
    fixture.settle()
    #expect(strip.selectedIndex == 2)
  }

  @Test func reducedMotion_activationIsInstant() throws {
    let (fixture, strip) = fixture(reducesMotion: true)
    _ = fixture.take()
    try strip.activateTab(at: 2)
    #expect(fixture.container.phase == .resting)
    #expect(fixture.take() == ["settle 2", "announce 2 Page 3 of 4", "focus 2"])
  }
}
