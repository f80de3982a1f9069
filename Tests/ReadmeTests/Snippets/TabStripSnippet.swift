import Folio
import FolioTabStrip

struct Topic: Identifiable, Diffable, Equatable {
  var id: String
  var title: String
}

final class TopicPage: ConstructiblePageController {
  typealias Page = Topic
  init() {}
}

final class Topics: PageContainerDataSource {
  var topics = ["World", "Business", "Tech", "Science", "Health", "Sport", "Arts", "Travel"]
    .map { Topic(id: $0.lowercased(), title: $0) }

  func pages(for container: PageContainer<Topic>) -> [Topic] { topics }

  func pageContainer(_ container: PageContainer<Topic>, controllerFor page: Topic, at index: Int)
    throws(PageContainerError) -> any PageController<Topic>
  {
    try container.dequeueReusablePage(of: TopicPage.self, for: index)
  }
}

/// A tap on the strip's last visible tab: the titles in view, every frame drawn, the last one.
func tabStripExample() -> (titles: [String], frames: [TabStripFrame], last: TabStripFrame) {
  let clock = ManualClock()
  let container = PageContainer<Topic>(viewportSize: Size(width: 80, height: 20), clock: clock)
  let topics = Topics()  // the container holds its data source weakly
  container.dataSource = topics
  // Tabs as wide as their title plus 2 on each side, 1 apart, in a strip 30 columns wide.
  let strip = TabStrip<Topic>(visibleWidth: 30, spacing: 1) { $0.title }
  container.addPlugin(strip)
  container.layoutIfNeeded()
  var frames: [TabStripFrame] = []
  strip.didChange = { [unowned strip] in frames.append(strip.frame) }
  strip.tap(atX: 25)  // "Tech": an animated jump to its page
  clock.runUntilIdle()
  return (strip.visibleTabs.map(\.title), frames, strip.frame)
}
