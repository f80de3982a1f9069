@_spi(Testing) import Folio
import FolioStateRestoration
import FolioTesting
import FolioWorkingRange
import Foundation
import Testing

@Suite struct StateRestorationTests {
  @Test func leaveReclaimReturn_restoresTheOffset_beforeTheControllerAppears() throws {
    let f = FeedFixture()
    f.feed(at: 0)?.offset = 7
    _ = f.log.take()
    try f.container.scrollToPage(5, animated: false)  // p0 is reclaimed, its state saved
    #expect(f.plugin.savedPageIDs == ["p0"])
    #expect(f.plugin.savedState(of: "p0", as: FeedPage.State.self) == .init(page: "p0", offset: 7))
    _ = f.log.take()
    _ = f.stateEvents()
    try f.container.scrollToPage(0, animated: false)
    // p0 gets p5's old controller (reclaimed on the way back? no: p5 stays within 3) or a
    // pooled one: either way prepared, bound, restored, then shown.
    let entries = f.log.take()
    let start = try #require(entries.firstIndex(of: "bind p0"))
    #expect(
      Array(entries[(start - 1)...].prefix(4)) == [
        "prepareForReuse", "bind p0", "restore p0 7", "willAppear p0 7",
      ])
    let events = f.stateEvents()
    let restored = try #require(events.firstIndex(of: "restoreState 0 p0"))
    let appeared = try #require(events.firstIndex { $0.hasPrefix("willAppear 0 p0") })
    #expect(restored < appeared)
    #expect(f.plugin.savedPageIDs.contains("p0") == false, "an active page's state is live")
    #expect(f.log.violations.isEmpty, "\(f.log.violations)")
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty)
  }

  @Test func aReusedController_neverShowsAnotherPagesState() throws {
    let f = FeedFixture()
    f.feed(at: 0)?.offset = 7
    let first = f.feed(at: 0)
    try f.container.scrollToPage(5, animated: false)
    _ = f.log.take()
    try f.container.scrollToPage(9, animated: false)  // p5's neighbourhood reclaimed; reused
    let reused = try #require(f.container.activePages.first { $0.controller === first })
    #expect(reused.id != "p0")
    #expect((reused.controller as? FeedPage)?.offset == 0, "it starts fresh, not at p0's 7")
    #expect(f.log.take().contains("restore \(reused.id) nil"))
    #expect(f.log.violations.isEmpty, "\(f.log.violations)")
  }

  @Test func restore_comesBeforeTheWorkingRangeEnter() throws {
    let f = FeedFixture()
    f.container.addPlugin(WorkingRangePlugin<FeedChannel>(size: 2))
    f.feed(at: 2)?.offset = 4
    try f.container.scrollToPage(9, animated: false)
    _ = f.stateEvents()
    try f.container.scrollToPage(4, animated: false)
    let events = f.stateEvents()
    let restored = try #require(events.firstIndex(of: "restoreState 2 p2"), "\(events)")
    let entered = try #require(events.firstIndex(of: "enterWorkingRange 2 p2"), "\(events)")
    #expect(restored < entered)
    #expect(f.feed(at: 2)?.offset == 4)
  }

  @Test func theStoreIsBounded_leastRecentlySavedGoesFirst() throws {
    let plugin = StateRestorationPlugin<FeedChannel>(maximumEntries: 3)
    let f = FeedFixture(count: 40, plugin: plugin)
    for index in stride(from: 0, to: 40, by: 5) {
      try f.container.scrollToPage(index, animated: false)
      f.feed(at: index)?.offset = index
    }
    // An instant jump shows only its target: each jump reclaims the page before it, so p0,
    // p5 ... p30 are saved in that order, and only the last three stay.
    #expect(plugin.savedPageIDs == ["p20", "p25", "p30"])
    #expect(plugin.savedState(of: "p25", as: FeedPage.State.self)?.offset == 25)
    plugin.maximumEntries = 1
    #expect(plugin.savedPageIDs == ["p30"])
    // Bytes: one state is about 25 bytes of JSON.
    plugin.maximumEntries = 100
    plugin.maximumBytes = 10
    #expect(plugin.savedPageIDs.isEmpty && plugin.byteCount == 0)
    try f.container.scrollToPage(0, animated: false)
    #expect(plugin.savedPageIDs.isEmpty, "a state larger than the limit is not kept")
    #expect(f.recorder.events.contains { $0.description.hasPrefix("dropState") })
    plugin.maximumBytes = -5
    plugin.maximumEntries = .min
    #expect(plugin.byteCount == 0)
  }

  @Test func deletedPages_loseTheirState_aReloadToNoPagesKeepsIt() throws {
    let f = FeedFixture()
    try f.container.scrollToPage(1, animated: false)
    try f.container.scrollToPage(9, animated: false)
    #expect(Set(f.plugin.savedPageIDs) == ["p0", "p1"])
    f.source.channels.removeAll { $0.id == "p0" }
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(f.plugin.savedPageIDs == ["p1"])
    let kept = f.source.channels
    f.source.channels = []
    f.container.reloadData()
    f.container.layoutIfNeeded()
    #expect(f.plugin.savedPageIDs == ["p1", "p9"], "p9 was saved as the reload reclaimed it")
    f.source.channels = kept.filter { $0.id != "p1" }
    f.container.reloadData()
    f.container.layoutIfNeeded()
    #expect(f.plugin.savedPageIDs == ["p9"])
  }

  @Test func aPageThatChangesKind_dropsTheOldKindsState() throws {
    let f = FeedFixture()
    f.feed(at: 0)?.offset = 3
    try f.container.scrollToPage(9, animated: false)
    f.source.channels[0].video = true
    f.container.performUpdates()
    _ = f.stateEvents()
    try f.container.scrollToPage(0, animated: false)
    #expect(f.container.activeController(at: 0) is VideoFeedPage)
    #expect(f.feed(at: 0)?.offset == 0)
    #expect(f.stateEvents().contains("dropState 0 p0"))
  }

  @Test func aSnapshot_landsANewContainerOnItsPage_withoutShowingAnotherFirst() throws {
    let f = FeedFixture()
    f.feed(at: 0)?.offset = 11
    try f.container.scrollToPage(7, animated: false)
    f.feed(at: 7)?.offset = 5
    let data = try f.plugin.snapshot()

    // "Process death": a new container and plugin from the data.
    let plugin = try StateRestorationPlugin<FeedChannel>(restoringFrom: data)
    let g = FeedFixture(plugin: plugin)
    #expect(g.container.currentIndex == 7)
    let appeared = g.recorder.events.compactMap { event -> Int? in
      if case .willAppear(let index, _, _) = event { index } else { nil }
    }
    #expect(appeared == [7], "only the restored page appears")
    #expect(g.feed(at: 7)?.offset == 5)
    try g.container.scrollToPage(0, animated: false)
    #expect(g.feed(at: 0)?.offset == 11)
    #expect(g.log.violations.isEmpty && f.log.violations.isEmpty)
  }

  @Test func aSnapshotWhosePageIsGone_landsOnTheNearestSurvivingNeighbour() throws {
    let f = FeedFixture()
    try f.container.scrollToPage(5, animated: false)
    let data = try f.plugin.snapshot()
    let plugin = try StateRestorationPlugin<FeedChannel>(restoringFrom: data)
    let g = FeedFixture(plugin: plugin, layout: false)
    g.source.channels.removeAll { ["p5", "p6"].contains($0.id) }  // p4 and p7 are 1 and 2 away
    g.container.layoutIfNeeded()
    #expect(g.container.pages[g.container.currentIndex ?? 0].id == "p4")
    let h = FeedFixture(
      plugin: try StateRestorationPlugin<FeedChannel>(restoringFrom: data), layout: false)
    h.source.channels.removeAll { ["p5"].contains($0.id) }  // p4 and p6 tie: the next first
    h.container.layoutIfNeeded()
    #expect(h.container.pages[h.container.currentIndex ?? 0].id == "p6")
  }

  @Test func anUnreadableSnapshot_isATypedError() {
    #expect(throws: StateRestorationError.self) {
      _ = try StateRestorationPlugin<FeedChannel>(restoringFrom: Data("garbage".utf8))
    }
    #expect(throws: StateRestorationError.self) {
      _ = try StateRestorationPlugin<FeedChannel>(restoringFrom: Data())
    }
  }

  @Test func aDeallocatedContainer_savesItsActivePages_andNothingLeaks() throws {
    let plugin = StateRestorationPlugin<FeedChannel>()
    weak var weakContainer: PageContainer<FeedChannel>?
    weak var weakController: FeedPage?
    do {
      let f = FeedFixture(plugin: plugin)
      try f.container.scrollToPage(3, animated: false)
      f.feed(at: 3)?.offset = 9
      weakContainer = f.container
      weakController = f.feed(at: 3)
    }
    #expect(weakContainer == nil && weakController == nil)
    #expect(plugin.savedState(of: "p3", as: FeedPage.State.self) == .init(page: "p3", offset: 9))
    weak var weakPlugin: StateRestorationPlugin<FeedChannel>?
    do {
      let f = FeedFixture(plugin: StateRestorationPlugin())
      weakPlugin = f.plugin
      f.container.removePlugin(f.plugin)
      #expect(f.plugin.savedPageIDs == ["p0"], "removing the plugin saves the active pages")
    }
    #expect(weakPlugin == nil)
  }
}

/// Two controller types with the same short name, in different namespaces.
enum Articles {
  final class Feed: FeedPage, ConstructiblePageController {}
}
enum Videos {
  final class Feed: FeedPage, ConstructiblePageController {}
}

extension StateRestorationTests {
  @Test func typesWithTheSameShortName_areStillDifferentTypes() throws {
    let log = FeedLog()
    final class Source: PageContainerDataSource {
      var channels = (0..<4).map { FeedChannel(id: "p\($0)") }
      let log: FeedLog
      init(log: FeedLog) { self.log = log }
      func pages(for container: PageContainer<FeedChannel>) -> [FeedChannel] { channels }
      func pageContainer(
        _ container: PageContainer<FeedChannel>, controllerFor page: FeedChannel, at index: Int
      ) throws(PageContainerError) -> any PageController<FeedChannel> {
        let controller: FeedPage =
          page.video
          ? try container.dequeueReusablePage(of: Videos.Feed.self, for: index)
          : try container.dequeueReusablePage(of: Articles.Feed.self, for: index)
        controller.log = log
        return controller
      }
    }
    let source = Source(log: log)
    let container = PageContainer<FeedChannel>(
      viewportSize: Size(width: 10, height: 10), clock: ManualClock())
    let plugin = StateRestorationPlugin<FeedChannel>()
    container.addPlugin(plugin)
    container.dataSource = source
    container.layoutIfNeeded()
    (container.activeController(at: 0) as? FeedPage)?.offset = 42
    source.channels[0].video = true
    container.performUpdates()
    container.layoutIfNeeded()
    #expect(container.activeController(at: 0) is Videos.Feed)
    #expect((container.activeController(at: 0) as? FeedPage)?.offset == 0)
  }
}
