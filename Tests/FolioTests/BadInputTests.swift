import Folio
import FolioTesting
import Testing

/// A controller that cannot be created with `init()`.
final class FactoryPage: RecordingPage {
  let label: String
  init(label: String) { self.label = label }
}

/// A data source that asks for the factory-only type, or returns whatever `provider` gives.
final class CustomPages: PageContainerDataSource {
  var pages: [TestPage]
  var provider:
    (PageContainer<TestPage>, Int) throws(PageContainerError) -> any PageController<TestPage>

  init(
    count: Int,
    provider:
      @escaping (PageContainer<TestPage>, Int) throws(PageContainerError) -> any PageController<
        TestPage
      >
  ) {
    pages = (0..<count).map { TestPage(id: "p\($0)") }
    self.provider = provider
  }

  func pages(for container: PageContainer<TestPage>) -> [TestPage] { pages }

  func pageContainer(
    _ container: PageContainer<TestPage>, controllerFor page: TestPage, at index: Int
  ) throws(PageContainerError) -> any PageController<TestPage> {
    try provider(container, index)
  }
}

/// A container over a custom data source, recorded and checked.
///
/// The fixture keeps the data source alive (the container holds it weakly).
private struct CustomFixture {
  let clock = ManualClock()
  let container: PageContainer<TestPage>
  let recorder = PageEventRecorder()
  let checker = LifecycleChecker()
  let source: CustomPages

  init(
    count: Int,
    provider:
      @escaping (PageContainer<TestPage>, Int) throws(PageContainerError) -> any PageController<
        TestPage
      >
  ) {
    container = PageContainer(viewportSize: Size(width: 100, height: 40), clock: clock)
    container.addEventObserver(recorder)
    container.addEventObserver(checker)
    source = CustomPages(count: count, provider: provider)
    container.dataSource = source
    container.layoutIfNeeded()
  }

  func jump(to index: Int) {
    try? container.scrollToPage(index, animated: false)
    clock.runUntilIdle()
  }

  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    checker.verify(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
  }
}

@Suite struct BadInputTests {
  @Test(arguments: [-1, 5, 1_000])
  func jumpOutOfRange_typedErrorAndNothingMoves(index: Int) {
    let f = ContainerFixture(count: 5)
    #expect(throws: PageContainerError.indexOutOfRange(index: index, count: 5)) {
      try f.container.scrollToPage(index, animated: true)
    }
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 0)
    f.verify()
  }

  @Test func errorsSayWhatWasWrongAndWhatWasExpected() {
    #expect(
      PageContainerError.indexOutOfRange(index: 7, count: 5).description
        == "page index 7 is out of range; expected 0...4")
    #expect(
      PageContainerError.indexOutOfRange(index: 0, count: 0).description
        == "page index 0 is out of range: there are no pages")
  }

  @Test func emptyDataSource_noPagesNoEventsNoCrash() {
    let f = ContainerFixture(count: 0)
    #expect(f.recorder.take(.lifecycle).isEmpty)
    #expect(f.container.currentIndex == nil)
    // (A scroll while there are no pages names the first page: none of these arrive.)
    #expect(throws: Never.self) { try f.container.scrollToPage(0, animated: false) }
    #expect(throws: PageContainerError.self) { try f.container.scrollToPage(-1, animated: false) }
    f.driver.swipe(by: 1)
    f.driver.swipe(by: -1)
    #expect(f.container.visibleIndices.isEmpty)
    f.source.pages = [TestPage(id: "p0")]
    f.driver.applyUpdates()
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(0, article(1)), .did(0, article(1)), .settled(index: 0),
      ])
    f.verify()
  }

  @Test func zeroSizeViewport_currentPageDisappearsAndComesBack() {
    let f = ContainerFixture(count: 5)
    f.driver.swipe(by: 1)
    f.recorder.clear()
    f.container.setViewportSize(.zero)
    f.driver.runUntilSettled()
    #expect(f.recorder.take(.lifecycle) == [.gone(1, article(2))])
    f.verify()
    f.driver.swipe(by: 1)  // nothing to touch with an empty viewport: nothing changes
    #expect(f.recorder.take(.lifecycle) == [])
    #expect(f.container.currentIndex == 1 && f.container.phase == .resting)
    f.container.setViewportSize(Size(width: 60, height: 30))
    f.driver.runUntilSettled()
    #expect(f.recorder.take(.lifecycle) == [.will(1, article(2)), .did(1, article(2))])
    #expect(f.container.position == 1)
    f.verify()
  }

  @Test func unregisteredTypeWithoutInit_diagnosticAndAPlaceholderKeepTheLifecycleWhole() {
    let f = CustomFixture(count: 3) { (container, index) throws(PageContainerError) in
      try container.dequeueReusablePage(of: FactoryPage.self, for: index)
    }
    #expect(
      f.recorder.events.contains(
        .diagnostic(PageContainerError.unregisteredType(typeName: "FactoryPage").description)))
    #expect(f.container.visibleIndices == [0])
    f.jump(to: 2)
    f.verify()
  }

  @Test func registeredWithAFactory_dequeuesAndReusesIt() {
    var made = 0
    let f = CustomFixture(count: 0) { (container, index) throws(PageContainerError) in
      try container.dequeueReusablePage(of: FactoryPage.self, reuseIdentifier: "big", for: index)
    }
    f.container.register(FactoryPage.self, reuseIdentifier: "big") {
      made += 1
      return FactoryPage(label: "made \(made)")
    }
    f.source.pages = (0..<12).map { TestPage(id: "p\($0)") }
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    for index in 1..<10 { f.jump(to: index) }
    #expect((f.container.activeController(at: 9) as? FactoryPage)?.label.hasPrefix("made") == true)
    #expect(made == 5, "four active, one reused from the pool at each jump")
    #expect(f.container.poolSizes[ReuseIdentifier(FactoryPage.self, identifier: "big")] == 1)
    f.verify()
  }

  @Test func dataSourceReturnsAControllerInUse_diagnosticAndPlaceholder() {
    var shared: (any PageController<TestPage>)?
    let f = CustomFixture(count: 4) { (container, index) throws(PageContainerError) in
      if let shared { return shared }
      let controller = try container.dequeueReusablePage(of: ArticlePage.self, for: index)
      shared = controller
      return controller
    }
    f.jump(to: 1)
    #expect(
      f.recorder.events.contains {
        if case .diagnostic(let text) = $0 { text.contains("serves another page") } else { false }
      })
    #expect(f.container.activeController(at: 1) !== f.container.activeController(at: 0))
    f.verify()
  }

  @Test func jumpAndUpdateRequestedFromACallback_runAfterItInOrder() {
    final class Meddler: PageContainerDelegate {
      var done = false
      var onAppear: (() -> Void)?
      func pageContainer(
        _ container: PageContainer<TestPage>, didDisplay controller: any PageController<TestPage>,
        at index: Int
      ) {
        guard !done, index == 1 else { return }
        done = true
        onAppear?()
      }
    }
    let f = ContainerFixture(count: 6)
    let meddler = Meddler()
    meddler.onAppear = {
      try? f.container.scrollToPage(4, animated: false)
      f.source.pages.remove(at: 0)
      f.container.performUpdates()
    }
    f.container.delegate = meddler
    f.recorder.clear()
    f.driver.swipe(by: 1)
    f.driver.runUntilSettled()
    // The jump requested in didAppear runs after the settle's reclaims; the update after it.
    #expect(
      f.recorder.take() == [
        .instantiated(controller: article(2)),
        .dequeued(index: 1, page: "p1", controller: article(2), source: .new),
        .will(1, article(2)), .gone(0, article(1)), .did(1, article(2)), .settled(index: 1),
        .instantiated(controller: article(3)),
        .dequeued(index: 4, page: "p4", controller: article(3), source: .new),
        .will(4, article(3)), .gone(1, article(2)), .did(4, article(3)), .settled(index: 4),
        .back(0, article(1)), .updated(PageChanges(deletes: [0])),
      ])
    #expect(f.container.currentIndex == 3, "the jump ran first, then the update shifted it")
    #expect(f.container.page(at: 3)?.id == "p4")
    f.verify()
  }
}
