import Folio
import FolioTesting
import Testing

/// A page of the container tests.
struct TestPage: Diffable, Equatable, Sendable, CustomStringConvertible {
  enum Kind { case article, photo }
  var id: String
  var kind: Kind = .article
  var text = ""
  var diffID: String { id }
  var description: String { id }
}

/// A controller that records its own calls, so tests can check them against the events.
class RecordingPage: PageController {
  typealias Page = TestPage
  var calls: [String] = []
  var bound: TestPage?

  /// Runs inside `prepareForReuse`, to arm requests made from a callback.
  var onPrepareForReuse: (() -> Void)?

  func prepareForReuse() {
    calls.append("prepareForReuse")
    onPrepareForReuse?()
  }
  func bind(to page: TestPage) {
    bound = page
    calls.append("bind(\(page.id))")
  }
  func pageWillAppear() { calls.append("willAppear") }
  func pageDidAppear() { calls.append("didAppear") }
  func pageDidDisappear() { calls.append("didDisappear") }
  func pageWasReclaimed() { calls.append("reclaimed") }
}

final class ArticlePage: RecordingPage, ConstructiblePageController {
  required override init() {}
}

final class PhotoPage: RecordingPage, ConstructiblePageController {
  required override init() {}
}

/// Pages p0..p(n-1), articles, except those listed as photos.
final class TestPages: PageContainerDataSource {
  var pages: [TestPage]
  var requests = 0
  /// Called from inside `controllerFor(_:at:)`, to test requests made from callbacks.
  var onRequest: ((Int) -> Void)?

  init(count: Int) {
    pages = (0..<count).map { TestPage(id: "p\($0)") }
  }

  func pages(for container: PageContainer<TestPage>) -> [TestPage] { pages }

  func pageContainer(
    _ container: PageContainer<TestPage>, controllerFor page: TestPage, at index: Int
  ) throws(PageContainerError) -> any PageController<TestPage> {
    requests += 1
    onRequest?(index)
    switch container.page(at: index)?.kind ?? .article {
    case .article: return try container.dequeueReusablePage(of: ArticlePage.self, for: index)
    case .photo: return try container.dequeueReusablePage(of: PhotoPage.self, for: index)
    }
  }
}

/// A container over `TestPages` on FolioTesting's harness (clock, driver, checker, exhaustive
/// event log), with a recorder for tests that read events by hand, laid out once.
struct ContainerFixture {
  let harness: PageContainerHarness<TestPage>
  let source: TestPages
  let recorder = PageEventRecorder()
  var clock: ManualClock { harness.clock }
  var container: PageContainer<TestPage> { harness.container }
  var checker: LifecycleChecker { harness.checker }
  var driver: PageContainerDriver<TestPage> { harness.driver }

  init(
    count: Int, layout: Bool = true, viewport: Size = Size(width: 100, height: 40),
    axis: ScrollAxis = .horizontal
  ) {
    source = TestPages(count: count)
    harness = PageContainerHarness(viewportSize: viewport, axis: axis)
    harness.container.addEventObserver(recorder)
    harness.container.dataSource = source
    if layout { container.layoutIfNeeded() }
  }

  /// Checks the container's state and every event so far.
  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    checker.verify(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
  }

  /// The clean finish: ``verify()``, and the container owes nothing.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    checker.finish(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
  }

  /// The controller of a page.
  func controller(at index: Int) -> RecordingPage? {
    container.activeController(at: index) as? RecordingPage
  }
}

/// Tags of the test controllers.
func article(_ number: Int) -> ControllerTag {
  ControllerTag(typeName: "ArticlePage", number: number)
}
func photo(_ number: Int) -> ControllerTag { ControllerTag(typeName: "PhotoPage", number: number) }

extension PageEvent {
  static func will(_ index: Int, _ tag: ControllerTag) -> PageEvent {
    .willAppear(index: index, page: "p\(index)", controller: tag)
  }
  static func did(_ index: Int, _ tag: ControllerTag) -> PageEvent {
    .didAppear(index: index, page: "p\(index)", controller: tag)
  }
  static func gone(_ index: Int, _ tag: ControllerTag) -> PageEvent {
    .didDisappear(index: index, page: "p\(index)", controller: tag)
  }
  static func back(_ index: Int, _ tag: ControllerTag) -> PageEvent {
    .reclaimed(index: index, page: "p\(index)", controller: tag)
  }
}
