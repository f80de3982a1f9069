@_spi(Testing) import Folio
import FolioTesting
import Testing

/// A plugin that records every hook in the container's event log, and retains the pages it is
/// told to.
final class HookRecorder: PageContainerPlugin {
  typealias Page = TestPage
  var retained: Set<String> = []
  var prefetchOnSettle: [Int] = []
  var context: PagePluginContext<TestPage>?
  var attachedContext: PagePluginContext<TestPage>? { context }

  func pluginDidAttach(_ context: PagePluginContext<TestPage>) {
    self.context = context
  }

  func pluginWillDetach(_ context: PagePluginContext<TestPage>) {
    context.record("detach", at: context.currentIndex ?? 0)
  }

  func visiblePagesDidChange(_ context: PagePluginContext<TestPage>) {
    context.record("visible\(context.visibleIndices)", at: context.visibleIndices.first ?? 0)
  }

  func pageContainerDidSettle(_ context: PagePluginContext<TestPage>) {
    context.record("settle", at: context.currentIndex ?? 0)
    for index in prefetchOnSettle { _ = try? context.prefetchPage(at: index) }
  }

  func pageContainerDidUpdate(_ context: PagePluginContext<TestPage>, changes: PageChanges?) {
    context.record("update", at: context.currentIndex ?? 0)
  }

  func shouldRetainPage(_ context: PagePluginContext<TestPage>, id: String, at index: Int) -> Bool {
    retained.contains(id)
  }
}

private func names(_ events: [PageEvent]) -> [String] {
  events.map { event in
    if case .plugin(let name, let index, _, _) = event { "\(name)@\(index)" } else { "\(event)" }
  }
}

@Suite struct PluginHostTests {
  @Test func hooksFallAtTheirDocumentedPointsInTheTotalOrder() {
    let f = ContainerFixture(count: 6)
    let plugin = HookRecorder()
    f.container.addPlugin(plugin)
    f.recorder.clear()
    f.driver.swipe(by: 1)
    #expect(
      names(f.recorder.take(.lifecycleAndPlugins)) == [
        "willAppear 1 p1 ArticlePage#2", "visible[0, 1]@0", "didDisappear 0 p0 ArticlePage#1",
        "visible[1]@1", "didAppear 1 p1 ArticlePage#2", "settle 1", "settle@1",
      ])
  }

  @Test func pluginsRunInTheOrderTheyWereAdded() {
    final class Named: PageContainerPlugin {
      typealias Page = TestPage
      let name: String
      init(_ name: String) { self.name = name }
      func pageContainerDidSettle(_ context: PagePluginContext<TestPage>) {
        context.record(name, at: 0)
      }
    }
    let f = ContainerFixture(count: 3)
    let first = Named("first")
    let second = Named("second")
    f.container.addPlugin(first)
    f.container.addPlugin(second)
    f.container.addPlugin(first)
    f.recorder.clear()
    f.driver.swipe(by: 1)
    #expect(
      names(f.recorder.take().filter { if case .plugin = $0 { true } else { false } }) == [
        "first@0", "second@0",
      ])
  }

  @Test func retainedPageIsNotReclaimed_untilThePluginIsRemoved() {
    let f = ContainerFixture(count: 10)
    let plugin = HookRecorder()
    plugin.retained = ["p0"]
    f.container.addPlugin(plugin)
    for _ in 0..<6 { f.driver.swipe(by: 1) }
    #expect(f.container.activeIndices == [0, 3, 4, 5, 6])
    f.verify()
    f.recorder.clear()
    f.container.removePlugin(plugin)
    #expect(
      f.recorder.take(.lifecycleAndPlugins).map(\.description).suffix(1) == [
        "reclaimed 0 p0 ArticlePage#1"
      ])
    #expect(f.container.activeIndices == [3, 4, 5, 6])
    #expect(plugin.context?.isAttached == false)
    #expect(plugin.context?.count == 0)
  }

  /// Contexts hold their container unowned: they must stop answering before it goes, so a
  /// plugin that keeps its context (and asks it from its deallocation hook) reads no dead
  /// container.
  @Test func contextKeptAfterTheContainerGoes_answersAsDetached() {
    final class Keeper: PageContainerPlugin {
      var context: PagePluginContext<TestPage>?
      var seenWhileDeallocating: (attached: Bool, count: Int, pages: Int)?
      func pluginDidAttach(_ context: PagePluginContext<TestPage>) { self.context = context }
      func pageContainerWillDeallocate(activePages: [PageContainer<TestPage>.ActivePageInfo]) {
        seenWhileDeallocating = (
          context?.isAttached ?? true, context?.count ?? -1, activePages.count
        )
        context?.recycle()
        context?.record("late", at: 0)
      }
    }
    let keeper = Keeper()
    let clock = ManualClock()
    let source = TestPages(count: 5)
    do {
      let container = PageContainer<TestPage>(
        viewportSize: Size(width: 100, height: 40), clock: clock)
      container.dataSource = source
      container.addPlugin(keeper)
      container.layoutIfNeeded()
      #expect(keeper.context?.isAttached == true)
      #expect(keeper.context?.count == 5)
    }
    #expect(keeper.seenWhileDeallocating?.attached == false)
    #expect(keeper.seenWhileDeallocating?.count == 0)
    #expect(keeper.seenWhileDeallocating?.pages == 1)
    #expect(keeper.context?.isAttached == false)
    #expect(keeper.context?.page(at: 0) == nil)
    #expect(keeper.context?.visibleIndices == [])
    #expect(throws: PageContainerError.indexOutOfRange(index: 0, count: 0)) {
      try keeper.context?.prefetchPage(at: 0)
    }
    clock.runUntilIdle()
  }

  /// A plugin serves one container at a time: a second container refuses it, with a
  /// diagnostic, until the first removes it or goes; then it attaches there normally.
  @Test func pluginOfAnotherContainer_isRefusedWithADiagnostic_untilReleasedThere() {
    let plugin = HookRecorder()
    let first = ContainerFixture(count: 5)
    let second = ContainerFixture(count: 5)
    first.container.addPlugin(plugin)
    second.recorder.clear()
    second.container.addPlugin(plugin)
    #expect(second.container.attachedPlugins.isEmpty)
    #expect(
      second.recorder.take() == [
        .diagnostic(
          "HookRecorder was not added: it serves another container (remove it there first)")
      ])
    #expect(plugin.context?.isAttached == true)
    first.container.addPlugin(plugin)
    #expect(first.container.attachedPlugins.count == 1, "adding it again where it is does nothing")

    first.container.removePlugin(plugin)
    second.container.addPlugin(plugin)
    #expect(second.container.attachedPlugins.count == 1)
    #expect(second.recorder.take().isEmpty)

    // A container that goes releases its plugins too.
    let other = HookRecorder()
    do {
      let third = ContainerFixture(count: 5)
      third.container.addPlugin(other)
      second.container.addPlugin(other)
      #expect(second.container.attachedPlugins.count == 1)
    }
    second.container.addPlugin(other)
    #expect(second.container.attachedPlugins.count == 2)
    first.verify()
    second.verify()
  }

  /// Frames skip plugins that keep the default (empty) scroll hook, but never one that listens:
  /// not alongside one that does not, and not when it is added after frames found nobody
  /// listening.
  @Test func scrollHook_reachesEveryListenerOnEveryMove_evenAfterFramesFoundNone() {
    final class Listener: PageContainerPlugin {
      var positions: [Double] = []
      func pageContainerDidScroll(_ context: PagePluginContext<TestPage>) {
        positions.append(context.position)
      }
    }
    let f = ContainerFixture(count: 5)
    f.container.addPlugin(HookRecorder())  // keeps the default scroll hook
    f.driver.drag(byPages: 0.25)
    f.driver.drag(byPages: 0.25)  // nobody listens now
    let listener = Listener()
    f.container.addPlugin(listener)
    f.driver.drag(byPages: 0.25)
    f.driver.drag(byPages: 0.125)
    let late = Listener()
    f.container.addPlugin(late)
    f.driver.drag(byPages: -0.375)
    #expect(listener.positions == [0.75, 0.875, 0.5])
    #expect(late.positions == [0.5])
    f.container.removePlugin(listener)
    f.driver.drag(byPages: -0.25)
    #expect(listener.positions.count == 3 && late.positions == [0.5, 0.25])
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    #expect(late.positions.last == 0)
    f.verify()
  }

  @Test func prefetchedPage_becomesActiveOffScreenAndIsShownWithoutANewController() throws {
    let f = ContainerFixture(count: 10)
    let plugin = HookRecorder()
    f.container.addPlugin(plugin)
    let prefetched = try plugin.context?.prefetchPage(at: 2)
    #expect(f.container.activeIndices == [0, 2])
    #expect(f.container.visibleIndices == [0])
    #expect(throws: PageContainerError.indexOutOfRange(index: 10, count: 10)) {
      try plugin.context?.prefetchPage(at: 10)
    }
    f.driver.swipe(by: 1)
    f.recorder.clear()
    f.driver.swipe(by: 1)
    #expect(f.container.activeController(at: 2) === prefetched)
    #expect(
      f.recorder.take().contains(
        .dequeued(index: 2, page: "p2", controller: article(2), source: .active)))
    f.verify()
  }

  @Test func contextAnswersQueries() {
    let f = ContainerFixture(count: 5)
    let plugin = HookRecorder()
    f.container.addPlugin(plugin)
    f.driver.swipe(by: 1)
    guard let context = plugin.context else {
      Issue.record("not attached")
      return
    }
    #expect(context.count == 5)
    #expect(context.currentIndex == 1)
    #expect(context.position == 1)
    #expect(context.visibleIndices == [1])
    #expect(context.travelDirection == .forward)
    #expect(context.page(at: 3)?.id == "p3")
    #expect(context.index(of: "p4") == 4)
    #expect(context.controller(at: 1) === f.container.activeController(at: 1))
    #expect(context.controller(at: 4) == nil)
    f.driver.swipe(by: -1)
    #expect(context.travelDirection == .backward)
  }

  @Test func updateHookComesBeforeTheReclaimsOfTheUpdate() {
    let f = ContainerFixture(count: 6)
    let plugin = HookRecorder()
    f.container.addPlugin(plugin)
    f.driver.swipe(by: 1)
    f.recorder.clear()
    f.source.pages.remove(at: 0)
    f.driver.applyUpdates()
    #expect(
      names(f.recorder.take()) == [
        "update +[] -[0] ~[] *[]", "update@0", "reclaimed 0 p0 ArticlePage#1",
      ])
  }

  /// `pagesGeneration` changes with every applied update or reload, and never with motion, so
  /// a plugin that keeps something by index knows exactly when indices may name other pages.
  @Test func pagesGenerationChangesWithAppliedUpdatesAndReloadsOnly() throws {
    let f = ContainerFixture(count: 6)
    let plugin = HookRecorder()
    f.container.addPlugin(plugin)
    let context = try #require(plugin.context)
    let start = context.pagesGeneration
    f.driver.swipe(by: 1)
    try f.container.scrollToPage(4, animated: true)
    f.clock.runUntilIdle()
    f.container.setViewportSize(Size(width: 40, height: 10))
    f.container.layoutIfNeeded()
    #expect(context.pagesGeneration == start, "motion and resizes keep the pages")
    f.container.performUpdates()
    f.driver.applyUpdates()
    #expect(context.pagesGeneration == start, "an update that changes nothing keeps them too")
    f.source.pages[0].text = "changed"
    f.container.performUpdates()
    #expect(context.pagesGeneration == start, "requested, not yet applied")
    f.driver.applyUpdates()
    let afterUpdate = context.pagesGeneration
    #expect(afterUpdate != start)
    f.container.reloadData()
    f.container.layoutIfNeeded()
    #expect(context.pagesGeneration != afterUpdate)
  }
}
