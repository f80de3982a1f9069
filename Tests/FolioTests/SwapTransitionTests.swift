import Folio
import FolioTesting
import Testing

/// A page whose controller changes type in place is a transition.
///
/// As UIKit's `transition(from:to:)`: incoming `willAppear` → outgoing `didDisappear` → incoming
/// `didAppear` → outgoing reclaimed. Some page is shown at every moment, and the outgoing
/// controller never sees content that is not its own.
@Suite struct SwapTransitionTests {
  /// Pages p0..p(n-1) whose data source fails for the pages named in `failing`.
  final class FlakyPages: PageContainerDataSource {
    var pages: [TestPage]
    var failing: Set<String> = []

    init(count: Int) { pages = (0..<count).map { TestPage(id: "p\($0)") } }

    func pages(for container: PageContainer<TestPage>) -> [TestPage] { pages }

    func pageContainer(
      _ container: PageContainer<TestPage>, controllerFor page: TestPage, at index: Int
    ) throws(PageContainerError) -> any PageController<TestPage> {
      if failing.contains(page.id) {
        throw .noController(index: index, page: page.id, reason: "offline")
      }
      switch page.kind {
      case .article: return try container.dequeueReusablePage(of: ArticlePage.self, for: index)
      case .photo: return try container.dequeueReusablePage(of: PhotoPage.self, for: index)
      }
    }
  }

  @Test func contentChangesTypeOnScreen_outgoingIsNeverBoundToTheNewContent() throws {
    let f = ContainerFixture(count: 3)
    let outgoing = try #require(f.controller(at: 0))
    f.recorder.clear()
    f.source.pages[0] = TestPage(id: "p0", kind: .photo, text: "new")
    f.driver.applyUpdates()
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(0, photo(1)), .gone(0, article(1)), .did(0, photo(1)), .back(0, article(1)),
      ])
    // The old controller saw only its own page: bound once, to the old content.
    #expect(
      outgoing.calls == ["bind(p0)", "willAppear", "didAppear", "didDisappear", "reclaimed"])
    #expect(outgoing.bound?.text == "")
    #expect(f.controller(at: 0)?.bound?.text == "new")
    f.finish()
  }

  @Test func placeholderReplacedByTheRealController_somePageIsShownThroughout() {
    let clock = ManualClock()
    let source = FlakyPages(count: 3)
    source.failing = ["p0"]
    let container = PageContainer<TestPage>(
      viewportSize: Size(width: 100, height: 40), clock: clock)
    let recorder = PageEventRecorder()
    let checker = LifecycleChecker()
    container.addEventObserver(recorder)
    container.addEventObserver(checker)
    container.dataSource = source
    container.layoutIfNeeded()
    let placeholder = ControllerTag(typeName: "PlaceholderPageController<TestPage>", number: 1)
    #expect(
      recorder.take(.lifecycle) == [
        .willAppear(index: 0, page: "p0", controller: placeholder),
        .didAppear(index: 0, page: "p0", controller: placeholder), .settled(index: 0),
      ])
    // The network is back and the page's content changes: the real controller takes over.
    source.failing = []
    source.pages[0].text = "loaded"
    container.performUpdates()
    container.layoutIfNeeded()
    #expect(
      recorder.take(.lifecycle) == [
        .will(0, article(1)), .didDisappear(index: 0, page: "p0", controller: placeholder),
        .did(0, article(1)), .reclaimed(index: 0, page: "p0", controller: placeholder),
      ])
    checker.finish(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test
  func placeholdersAreNeverPooled_noneWaitsForADequeueThatNeverComes() {
    let clock = ManualClock()
    let source = FlakyPages(count: 2)
    source.failing = ["p0", "p1"]
    let container = PageContainer<TestPage>(
      viewportSize: Size(width: 100, height: 40), clock: clock)
    let checker = LifecycleChecker()
    container.addEventObserver(checker)
    container.dataSource = source
    container.recycleDistance = 0
    container.layoutIfNeeded()
    let driver = PageContainerDriver(container: container, clock: clock)
    for _ in 0..<10 {
      driver.swipe(by: 1)
      driver.swipe(by: -1)
    }
    // Each page shown without a controller got a new placeholder; each reclaimed one went.
    #expect(container.poolSizes.values.allSatisfy { $0 == 0 }, "\(container.poolSizes)")
    #expect(container.liveControllerCounts == ["PlaceholderPageController<TestPage>": 1])
    checker.finish(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test func prefetchedPageChangesType_swappedOffScreenWithoutAppearing() {
    let f = ContainerFixture(count: 4)
    f.driver.swipe(by: 1)
    f.recorder.clear()
    // p0 is hidden but kept (within the recycling distance): its swap shows nothing.
    f.source.pages[0].kind = .photo
    f.driver.applyUpdates()
    #expect(f.recorder.take(.lifecycle) == [.back(0, article(1))])
    #expect(f.container.activeController(at: 0) is PhotoPage)
    f.driver.swipe(by: -1)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(0, photo(1)), .gone(1, article(2)), .did(0, photo(1)), .settled(index: 0),
      ])
    f.finish()
  }
}
