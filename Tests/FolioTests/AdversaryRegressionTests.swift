@_spi(Testing) import Folio
import FolioTesting
import Testing

/// A plugin whose hooks run closures a test sets.
final class ClosurePlugin: PageContainerPlugin {
  typealias Page = TestPage
  var context: PagePluginContext<TestPage>?
  var onAttach: ((PagePluginContext<TestPage>) -> Void)?
  var onWillReclaim: ((PagePluginContext<TestPage>) -> Void)?
  var retainAsked = 0

  func pluginDidAttach(_ context: PagePluginContext<TestPage>) {
    self.context = context
    onAttach?(context)
  }

  func pageWillBeReclaimed(_ context: PagePluginContext<TestPage>, id: String, at index: Int) {
    onWillReclaim?(context)
  }

  func shouldRetainPage(_ context: PagePluginContext<TestPage>, id: String, at index: Int) -> Bool {
    retainAsked += 1
    return false
  }
}

/// What a second, independent attempt to break the contract from the public API found.
@Suite struct AdversaryRegressionTests {
  @Test(arguments: [
    Size(width: .infinity, height: 10), Size(width: 80, height: .infinity),
    Size(width: 1e308, height: 1e308), Size(width: .greatestFiniteMagnitude, height: 40),
    Size(width: -.infinity, height: 40),
  ])
  func infiniteOrHugeViewport_neverTraps_andRestsByTheRule(size: Size) throws {
    for axis in [ScrollAxis.horizontal, .vertical] {
      let f = ContainerFixture(count: 6, viewport: size, axis: axis)
      try f.driver.jump(to: 1, animated: false)
      f.driver.swipe(by: 1)
      try f.driver.jump(to: 4, animated: true)
      f.container.setViewportSize(size)
      f.driver.runUntilSettled()
      #expect(f.container.currentIndex != nil)
      f.finish()
    }
  }

  @Test func factoryThatHandsBackAnInstanceInUse_diagnosticAndPlaceholder_neverTwoPages() {
    let f = ContainerFixture(count: 6, layout: false)
    let shared = ArticlePage()
    f.container.register(ArticlePage.self) { shared }
    f.container.layoutIfNeeded()
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    let controllers = f.container.activePages.map { ObjectIdentifier($0.controller) }
    #expect(Set(controllers).count == controllers.count, "one controller per page")
    #expect(f.recorder.events.contains { if case .diagnostic = $0 { true } else { false } })
    f.finish()
  }

  @Test func dequeueOutsideTheDataSource_throwsAndChangesNothing() {
    let f = ContainerFixture(count: 8)
    f.recorder.clear()
    #expect(throws: PageContainerError.dequeueOutsideDataSource(index: 0)) {
      try f.container.dequeueReusablePage(of: PhotoPage.self, for: 0)
    }
    #expect(throws: PageContainerError.dequeueOutsideDataSource(index: 5)) {
      try f.container.dequeueReusablePage(of: PhotoPage.self, for: 5)
    }
    #expect(f.recorder.take() == [])
    #expect(f.container.visibleIndices == [0])
    f.finish()
  }

  @Test func readingActivePages_runsNoPluginCode() {
    let f = ContainerFixture(count: 8)
    let plugin = ClosurePlugin()
    f.container.addPlugin(plugin)
    for _ in 0..<5 { f.driver.swipe(by: 1) }
    let asked = plugin.retainAsked
    _ = f.container.activePages
    _ = f.container.activePages
    #expect(plugin.retainAsked == asked)
    f.finish()
  }

  @Test func prefetchFromAReclaimHook_recyclingIsDoneAtRest() throws {
    let f = ContainerFixture(count: 20)
    let plugin = ClosurePlugin()
    plugin.onWillReclaim = { context in _ = try? context.prefetchPage(at: 19) }
    f.container.addPlugin(plugin)
    try f.driver.jump(to: 10, animated: false)
    f.finish()
  }

  @Test func prefetchWhenAttached_recyclingIsDoneAtRest() {
    let f = ContainerFixture(count: 20)
    let plugin = ClosurePlugin()
    plugin.onAttach = { context in _ = try? context.prefetchPage(at: 15) }
    f.container.addPlugin(plugin)
    #expect(f.container.activeIndices == [0])
    f.finish()
  }

  @Test func prefetchWhileIdle_recyclingIsDoneAtRest() throws {
    let f = ContainerFixture(count: 20)
    let plugin = ClosurePlugin()
    f.container.addPlugin(plugin)
    let context = try #require(plugin.context)
    _ = try context.prefetchPage(at: 12)
    #expect(f.container.activeIndices == [0])
    f.finish()
  }
}
