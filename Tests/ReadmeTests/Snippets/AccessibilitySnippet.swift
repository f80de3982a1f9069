import Folio
import FolioAccessibility
import FolioTabStrip

/// A host of the accessibility model that writes down what it would do: what a screen reader
/// says, where focus goes, what the keys and VoiceOver's gestures do.
func accessibilityExample() -> [String] {
  let clock = ManualClock()
  let container = PageContainer<Topic>(viewportSize: Size(width: 80, height: 20), clock: clock)
  let topics = Topics()  // the container holds its data source weakly
  container.dataSource = topics
  let accessibility = PageAccessibilityPlugin<Topic>(label: "Topics")
  accessibility.pageLabel = { "\($0.page.title), \($0.number) of \($0.count)" }  // own words
  var said: [String] = []
  accessibility.announce = { said.append("say \($0.text)") }
  accessibility.moveFocus = { said.append("focus page \($0)") }
  container.addPlugin(accessibility)
  container.layoutIfNeeded()  // say World, 1 of 8; focus page 0

  accessibility.handleKey(.right)  // the next page, animated
  clock.runUntilIdle()  // say Business, 2 of 8; focus page 1
  accessibility.handleKey(.end)  // a far jump: only its target is announced
  clock.runUntilIdle()  // say Travel, 8 of 8; focus page 7
  said.append("value \(accessibility.value), tree \(accessibility.elements.map(\.index))")
  if let status = accessibility.scroll(.right) {  // VoiceOver's three-finger swipe right
    said.append("page scrolled: \(status)")
  }
  clock.runUntilIdle()  // say Arts, 7 of 8 (marked: it answers the scroll)

  accessibility.reducesMotion = true  // the system setting: moves become instant
  accessibility.handleKey(.home)  // say World, 1 of 8 at once
  return said
}

/// The tab strip as tabs: each labelled "title, tab n of m", the selected one marked.
func tabAccessibilityExample() -> [String] {
  let clock = ManualClock()
  let container = PageContainer<Topic>(viewportSize: Size(width: 80, height: 20), clock: clock)
  let topics = Topics()
  container.dataSource = topics
  let strip = TabStrip<Topic>(visibleWidth: 30, spacing: 1) { $0.title }
  container.addPlugin(strip)
  container.layoutIfNeeded()
  try? strip.activateTab(at: 1)  // VoiceOver's double tap on "Business": selected at once
  clock.runUntilIdle()
  return strip.accessibleTabs.map { $0.label + ($0.isSelected ? " (selected)" : "") }
}
