import Folio
import FolioStateRestoration
import Foundation

struct Section: Identifiable, Diffable, Equatable {
  var id: String
}

final class SectionFeed: RestorablePageController, ConstructiblePageController {
  typealias Page = Section
  struct State: Codable, Sendable { var offset: Int }

  var offset = 0  // how far the feed is scrolled

  init() {}

  func saveState() -> State? { State(offset: offset) }
  func restoreState(_ state: State?) { offset = state?.offset ?? 0 }
}

final class Sections: PageContainerDataSource {
  let sections = (0..<20).map { Section(id: "section-\($0)") }

  func pages(for container: PageContainer<Section>) -> [Section] { sections }

  func pageContainer(
    _ container: PageContainer<Section>, controllerFor page: Section, at index: Int
  ) throws(PageContainerError) -> any PageController<Section> {
    try container.dequeueReusablePage(of: SectionFeed.self, for: index)
  }
}

/// Scroll two feeds, leave, then come back in "another process": the current page and both
/// offsets are restored.
func stateRestorationExample() throws -> (current: Int?, offsets: [Int]) {
  let clock = ManualClock()
  let size = Size(width: 80, height: 20)
  let sections = Sections()  // the container holds its data source weakly
  var container = PageContainer<Section>(viewportSize: size, clock: clock)
  container.dataSource = sections
  var restoration = StateRestorationPlugin<Section>(maximumEntries: 50)
  container.addPlugin(restoration)
  container.layoutIfNeeded()
  (container.activeController(at: 0) as? SectionFeed)?.offset = 12
  try container.scrollToPage(9, animated: false)  // page 0's controller is reclaimed: saved
  (container.activeController(at: 9) as? SectionFeed)?.offset = 3
  let saved: Data = try restoration.snapshot()  // write it wherever the app keeps state

  // A new process: a new container, and the plugin from the saved data.
  restoration = try StateRestorationPlugin<Section>(restoringFrom: saved, maximumEntries: 50)
  container = PageContainer<Section>(viewportSize: size, clock: clock)
  container.addPlugin(restoration)
  container.dataSource = sections
  container.layoutIfNeeded()  // lands on page 9, its feed at 3, showing no other page first
  let landed = container.currentIndex
  let nine = (container.activeController(at: 9) as? SectionFeed)?.offset ?? -1
  try container.scrollToPage(0, animated: false)
  let zero = (container.activeController(at: 0) as? SectionFeed)?.offset ?? -1
  return (landed, [nine, zero])
}
