import Folio
import FolioTesting
import Testing

/// A controller that records its progress calls among its lifecycle calls.
final class TransformingPage: RecordingPage, ConstructiblePageController,
  TransformablePageController
{
  required override init() {}
  func pageDidChangeProgress(_ progress: Double) { calls.append("progress(\(progress))") }
}

/// Pages whose controllers follow their progress.
final class TransformingPages: PageContainerDataSource {
  var pages: [TestPage]
  init(count: Int) { pages = (0..<count).map { TestPage(id: "p\($0)") } }
  func pages(for container: PageContainer<TestPage>) -> [TestPage] { pages }
  func pageContainer(
    _ container: PageContainer<TestPage>, controllerFor page: TestPage, at index: Int
  ) throws(PageContainerError) -> any PageController<TestPage> {
    try container.dequeueReusablePage(of: TransformingPage.self, for: index)
  }
}

/// A plugin that records every shown page's progress on every scroll, through its context.
final class ProgressPlugin: PageContainerPlugin {
  typealias Page = TestPage
  var frames: [[String]] = []
  func pageContainerDidScroll(_ context: PagePluginContext<TestPage>) {
    var frame: [String] = []
    context.forEachVisiblePage { frame.append("\($0):\($1)") }
    frames.append(frame)
  }
}

@Suite struct TransformTests {
  /// A harness over transforming pages; the data source (held weakly by the container) lives
  /// as long as the rig.
  struct Rig {
    let harness: PageContainerHarness<TestPage>
    let source: TransformingPages
    var container: PageContainer<TestPage> { harness.container }
    var driver: PageContainerDriver<TestPage> { harness.driver }
    func finish() throws { try harness.finish() }
  }

  private func make(count: Int) -> Rig {
    let source = TransformingPages(count: count)
    let harness = PageContainerHarness<TestPage>(viewportSize: Size(width: 100, height: 40))
    harness.container.dataSource = source
    harness.container.layoutIfNeeded()
    _ = harness.skip()
    return Rig(harness: harness, source: source)
  }

  private func calls(_ h: Rig, _ index: Int) -> [String] {
    (h.container.activeController(at: index) as? RecordingPage)?.calls ?? []
  }

  @Test func firstLayout_currentPageHearsProgressZeroAfterWillAppear() {
    let h = make(count: 3)
    #expect(calls(h, 0) == ["bind(p0)", "willAppear", "progress(0.0)", "didAppear"])
    #expect(h.container.progress(ofPageAt: 0) == 0)
    #expect(h.container.progress(ofPageAt: 1) == nil)
  }

  @Test func drag_eachShownPageHearsItsSignedProgress_thenRestsAtZero() {
    let h = make(count: 3)
    h.driver.drag(byPages: 0.25)
    #expect(calls(h, 0).suffix(1) == ["progress(-0.25)"])
    #expect(calls(h, 1) == ["bind(p1)", "willAppear", "progress(0.75)"])
    h.driver.drag(byPages: 0.25)
    #expect(calls(h, 0).suffix(1) == ["progress(-0.5)"])
    #expect(calls(h, 1).suffix(1) == ["progress(0.5)"])
    h.driver.release(velocity: 0)
    h.driver.runUntilSettled()
    // Half way rounds up: page 1 settles; its last progress is exactly 0.
    #expect(h.container.currentIndex == 1)
    #expect(calls(h, 1).suffix(2) == ["progress(0.0)", "didAppear"])
    #expect(calls(h, 0).last == "didDisappear")
    // Progress is delivered only on change: no call twice with the same value.
    let progressCalls = calls(h, 1).filter { $0.hasPrefix("progress") }
    #expect(zip(progressCalls, progressCalls.dropFirst()).allSatisfy { $0 != $1 })
    _ = h.harness.skip()
    try? h.finish()
  }

  @Test func backwardDrag_previousPageHasNegativeProgress() throws {
    let h = make(count: 3)
    try h.driver.jump(to: 2, animated: false)
    h.driver.drag(byPages: -0.4)
    #expect(h.container.progress(ofPageAt: 1).map { ($0 * 10).rounded() / 10 } == -0.6)
    #expect(h.container.progress(ofPageAt: 2).map { ($0 * 10).rounded() / 10 } == 0.4)
    h.driver.release(velocity: 0)
    h.driver.runUntilSettled()
    _ = h.harness.skip()
    try h.finish()
  }

  @Test func farJump_sourceAndTargetMoveAsNeighbours() throws {
    let h = make(count: 10)
    try h.driver.jump(to: 6, animated: true, wait: false)
    // At the start the target is one page ahead, just past the edge (not shown yet: no part of
    // it is in view), the source in place.
    #expect(h.container.progress(ofPageAt: 6) == nil)
    #expect(h.container.progress(ofPageAt: 0) == 0)
    h.driver.runUntilSettled()
    #expect(calls(h, 6).suffix(2) == ["progress(0.0)", "didAppear"])
    let progress = calls(h, 6).compactMap { call -> Double? in
      guard call.hasPrefix("progress(") else { return nil }
      return Double(call.dropFirst(9).dropLast())
    }
    // Monotonic from below 1 (it is in view) down to 0, never outside.
    #expect((progress.first ?? 1) < 1 && (progress.first ?? 0) > 0 && progress.last == 0)
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 >= $1 })
    _ = h.harness.skip()
    try h.finish()
  }

  @Test func pluginContext_readsEveryShownPagesProgressEachFrame() {
    let h = make(count: 3)
    let plugin = ProgressPlugin()
    h.container.addPlugin(plugin)
    h.driver.drag(byPages: 0.5)
    #expect(plugin.frames == [["0:-0.5", "1:0.5"]])
    h.driver.release(velocity: 0)
    h.driver.runUntilSettled()
    #expect(plugin.frames.last == ["1:0.0"])
    // Every frame: both pages, and the two progresses one page apart.
    for frame in plugin.frames.dropLast() { #expect(frame.count == 2) }
    #expect(h.container.placements.map(\.offset) == [0])
  }

  @Test func placements_areTheProgress() {
    let h = make(count: 3)
    h.driver.drag(byPages: 0.3)
    var progress: [Int: Double] = [:]
    h.container.forEachVisiblePage { progress[$0] = $1 }
    #expect(
      h.container.placements.map { PagePlacement(index: $0.index, offset: progress[$0.index] ?? 9) }
        == h.container.placements)
  }
}
