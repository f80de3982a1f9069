import Folio
import FolioAccessibility
import FolioTesting

/// A story page: an identity and a title.
struct Story: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var title: String
  var diffID: String { id }
  var description: String { id }
  func isContentEqual(to other: Story) -> Bool { self == other }

  init(id: String, title: String? = nil) {
    self.id = id
    self.title = title ?? id.uppercased()
  }
}

final class StoryPage: ConstructiblePageController {
  typealias Page = Story
  init() {}
}

final class Stories: PageContainerDataSource {
  var stories: [Story]

  init(count: Int) {
    stories = (0..<count).map { Story(id: "s\($0)") }
  }

  func pages(for container: PageContainer<Story>) -> [Story] { stories }

  func pageContainer(
    _ container: PageContainer<Story>, controllerFor page: Story, at index: Int
  ) throws(PageContainerError) -> any PageController<Story> {
    try container.dequeueReusablePage(of: StoryPage.self, for: index)
  }
}

/// A container of stories with the accessibility plugin, and one log of what a host would see:
/// the container's settles, the plugin's announcements and focus moves, in order.
final class AccessibilityFixture: PageEventObserver {
  let harness: PageContainerHarness<Story>
  let source: Stories
  let plugin: PageAccessibilityPlugin<Story>
  var log: [String] = []
  var announcements: [PageAnnouncement] = []
  var container: PageContainer<Story> { harness.container }
  var driver: PageContainerDriver<Story> { harness.driver }
  var clock: ManualClock { harness.clock }

  init(
    count: Int = 6, axis: ScrollAxis = .horizontal,
    plugin: PageAccessibilityPlugin<Story> = PageAccessibilityPlugin(), layout: Bool = true
  ) {
    harness = PageContainerHarness(axis: axis)
    source = Stories(count: count)
    self.plugin = plugin
    harness.container.dataSource = source
    harness.container.addEventObserver(self)
    plugin.announce = { [unowned self] in
      announcements.append($0)
      log.append("announce \($0.index) \($0.text)" + ($0.answersAction ? " (action)" : ""))
    }
    plugin.moveFocus = { [unowned self] in log.append("focus \($0)") }
    harness.container.addPlugin(plugin)
    if layout { harness.layout() }
  }

  func pageContainerDidEmit(_ event: PageEvent) {
    if case .settled = event { log.append(event.description) }
  }

  /// The log since the last take.
  func take() -> [String] {
    defer { log = [] }
    return log
  }

  /// Advances the clock until idle.
  func settle() { driver.runUntilSettled() }
}
