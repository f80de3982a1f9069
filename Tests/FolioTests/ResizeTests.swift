import Folio
import FolioTesting
import Testing

/// An article page that follows the viewport's size, logging into one shared log.
private final class SizedPage: ResizablePageController, ConstructiblePageController {
  typealias Page = TestPage
  var log: ResizeLog?
  var page = "?"
  var size: Size?

  init() {}

  func bind(to page: TestPage) {
    self.page = page.id
    log?.entries.append("bind \(page.id)")
  }
  func pageDidResize(to size: Size) {
    self.size = size
    log?.entries.append("size \(page) \(size)")
  }
  func pageWillAppear() {
    log?.entries.append("willAppear \(page)" + (size.map { " at \($0)" } ?? ""))
  }
  func pageDidDisappear() { log?.entries.append("didDisappear \(page)") }
}

private final class ResizeLog: PageEventObserver, PageContainerPlugin {
  typealias Page = TestPage
  var entries: [String] = []

  func pageContainerDidEmit(_ event: PageEvent) {
    if case .resized = event { entries.append("\(event)") }
  }
  func pageContainerDidResize(_ context: PagePluginContext<TestPage>, from oldSize: Size) {
    entries.append("plugin \(oldSize) → \(context.viewportSize)")
  }
}

private final class SizedPages: PageContainerDataSource {
  let pages = (0..<6).map { TestPage(id: "p\($0)") }
  let log: ResizeLog

  init(log: ResizeLog) { self.log = log }

  func pages(for container: PageContainer<TestPage>) -> [TestPage] { pages }

  func pageContainer(
    _ container: PageContainer<TestPage>, controllerFor page: TestPage, at index: Int
  ) throws(PageContainerError) -> any PageController<TestPage> {
    let controller = try container.dequeueReusablePage(of: SizedPage.self, for: index)
    controller.log = log
    return controller
  }
}

@Suite struct ResizeTests {
  private struct Fixture {
    let clock = ManualClock()
    let log = ResizeLog()
    let source: SizedPages
    let container: PageContainer<TestPage>
    let checker = LifecycleChecker()

    init() {
      source = SizedPages(log: log)
      container = PageContainer(viewportSize: Size(width: 100, height: 40), clock: clock)
      container.addEventObserver(log)
      container.addEventObserver(checker)
      container.addPlugin(log)
      container.dataSource = source
    }
  }

  @Test func aDequeuedControllerKnowsItsSizeBeforeItAppears() {
    let f = Fixture()
    f.container.layoutIfNeeded()
    // A new controller gets its log after the dequeue: it logs from `pageWillAppear` on, by
    // when it knows its size.
    #expect(f.log.entries == ["willAppear p0 at 100.0×40.0"])
    f.log.entries = []
    try? f.container.scrollToPage(1, animated: false)
    #expect(f.log.entries == ["willAppear p1 at 100.0×40.0", "didDisappear p0"])
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty)
  }

  @Test func resizing_tellsActiveControllers_thenPlugins_thenChangesWhatIsShown() {
    let f = Fixture()
    f.container.layoutIfNeeded()
    try? f.container.scrollToPage(1, animated: false)
    f.log.entries = []
    f.container.setViewportSize(Size(width: 60, height: 30))
    #expect(
      f.log.entries == [
        "resize 60.0×30.0", "size p0 60.0×30.0", "size p1 60.0×30.0",
        "plugin 100.0×40.0 → 60.0×30.0",
      ])
    f.log.entries = []
    // Empty: every size hears zero, then the shown page disappears.
    f.container.setViewportSize(Size(width: 0, height: 30))
    #expect(
      f.log.entries == [
        "resize 0.0×0.0", "size p0 0.0×0.0", "size p1 0.0×0.0", "plugin 60.0×30.0 → 0.0×0.0",
        "didDisappear p1",
      ])
    f.log.entries = []
    // Another size that shows nothing is no change.
    f.container.setViewportSize(Size(width: .nan, height: 30))
    #expect(f.log.entries.isEmpty)
    f.container.setViewportSize(Size(width: 50, height: 20))
    #expect(
      f.log.entries == [
        "resize 50.0×20.0", "size p0 50.0×20.0", "size p1 50.0×20.0", "plugin 0.0×0.0 → 50.0×20.0",
        "willAppear p1 at 50.0×20.0",
      ])
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty)
  }

  @Test func sameSize_isNoEvent_andPooledControllersLearnTheSizeWhenHandedOut() throws {
    let f = Fixture()
    f.container.layoutIfNeeded()
    f.container.setViewportSize(Size(width: 100, height: 40))
    #expect(!f.log.entries.contains { $0.hasPrefix("resize") })
    try f.container.scrollToPage(5, animated: false)  // p0 and p1 go back to their pool
    f.container.setViewportSize(Size(width: 70, height: 40))
    f.log.entries = []
    try f.container.scrollToPage(0, animated: false)
    #expect(f.log.entries.prefix(2) == ["bind p0", "size p0 70.0×40.0"])
    #expect(
      (f.container.activeController(at: 0) as? SizedPage)?.size == Size(width: 70, height: 40))
  }
}
