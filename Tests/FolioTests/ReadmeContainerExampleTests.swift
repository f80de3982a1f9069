import Folio
import FolioTesting
import Testing

// The README's Folio and FolioTesting examples, kept compiling and true.

enum ReadmeContainerExample {
  struct Tab: Diffable, Equatable {
    var id: String
    var title: String
    var diffID: String { id }
  }

  final class TabPage: ConstructiblePageController {
    var title = ""
    var log: [String] = []
    init() {}
    func bind(to tab: Tab) { title = tab.title }
    func pageDidAppear() { log.append("showing \(title)") }
  }

  final class Tabs: PageContainerDataSource {
    var tabs = (1...10).map { Tab(id: "t\($0)", title: "Tab \($0)") }
    func pages(for container: PageContainer<Tab>) -> [Tab] { tabs }
    func pageContainer(
      _ container: PageContainer<Tab>, controllerFor page: Tab, at index: Int
    ) throws(PageContainerError) -> any PageController<Tab> {
      try container.dequeueReusablePage(of: TabPage.self, for: index)
    }
  }
}

@Suite struct ReadmeContainerExampleTests {
  typealias Tab = ReadmeContainerExample.Tab
  typealias Tabs = ReadmeContainerExample.Tabs
  typealias TabPage = ReadmeContainerExample.TabPage

  @Test func readmeContainerExample_behavesAsDocumented() throws {
    let clock = ManualClock()
    let container = PageContainer<Tab>(viewportSize: Size(width: 80, height: 24), clock: clock)
    let tabs = Tabs()
    container.dataSource = tabs
    container.layoutIfNeeded()
    #expect((container.activeController(at: 0) as? TabPage)?.log == ["showing Tab 1"])
    try container.scrollToPage(6, animated: true)
    clock.runUntilIdle()
    #expect((container.activeController(at: 6) as? TabPage)?.log == ["showing Tab 7"])
    #expect(container.instantiatedCount == 2)
  }

  @Test func swipeForward_nextTabAppearsAndTheFirstDisappears() {
    let clock = ManualClock()
    let container = PageContainer<Tab>(viewportSize: Size(width: 80, height: 24), clock: clock)
    let (tabs, recorder, checker) = (Tabs(), PageEventRecorder(), LifecycleChecker())
    container.addEventObserver(recorder)
    container.addEventObserver(checker)
    container.dataSource = tabs
    let driver = PageContainerDriver(container: container, clock: clock)
    driver.runUntilSettled()
    recorder.clear()
    driver.swipe(by: 1)
    #expect(
      recorder.take(.lifecycle).map(\.description) == [
        "willAppear 1 t2 TabPage#2", "didDisappear 0 t1 TabPage#1", "didAppear 1 t2 TabPage#2",
        "settle 1",
      ])
    checker.verify(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }
}
