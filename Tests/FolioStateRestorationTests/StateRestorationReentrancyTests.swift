import Folio
import FolioStateRestoration
import FolioTesting
import FolioWorkingRange
import Foundation
import Testing

/// An observer that runs a closure for every event: where a test arms requests inside the
/// event stream.
final class EventHook: PageEventObserver {
  var body: ((PageEvent) -> Void)?
  init(_ body: @escaping (PageEvent) -> Void) { self.body = body }
  func pageContainerDidEmit(_ event: PageEvent) { body?(event) }
}

/// The plugin used from inside its own callbacks (issue 22, classes 3, 4 and 8).
@Suite struct StateRestorationReentrancyTests {
  @Test func limitsRemoveAllAndSnapshot_fromSaveStateDuringAReclaim_applyInOrder() throws {
    let f = FeedFixture()
    f.feed(at: 0)?.offset = 7
    var snapshotErrors: [StateRestorationError] = []
    f.log.onSave = { [plugin = f.plugin] _ in
      plugin.maximumBytes = 10_000
      plugin.maximumEntries = 50
      plugin.removeAll()
      do throws(StateRestorationError) {
        _ = try plugin.snapshot()
      } catch {
        snapshotErrors.append(error)
      }
    }
    try f.container.scrollToPage(9, animated: false)  // p0 is reclaimed and saved
    f.log.onSave = nil
    #expect(snapshotErrors == [.snapshotWhileSaving])
    #expect(f.plugin.maximumBytes == 10_000 && f.plugin.maximumEntries == 50)
    // The store was emptied while p0's state was being asked for; the state lands after.
    #expect(f.plugin.savedPageIDs == ["p0"])
    #expect(f.plugin.savedState(of: "p0", as: FeedPage.State.self) == .init(page: "p0", offset: 7))
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty, "\(f.checker.violations)")
  }

  @Test func limitsSetFromSaveStateDuringASnapshot_areWhatTheSnapshotKeeps() throws {
    let f = FeedFixture()
    try f.container.scrollToPage(1, animated: false)
    try f.container.scrollToPage(9, animated: false)
    #expect(Set(f.plugin.savedPageIDs) == ["p0", "p1"])
    f.log.onSave = { [plugin = f.plugin] _ in plugin.maximumEntries = 1 }
    let data = try f.plugin.snapshot()
    f.log.onSave = nil
    let restored = try StateRestorationPlugin<FeedChannel>(restoringFrom: data)
    // The limit of one entry evicted the kept states; the active page's state, asked for after
    // the limit was set, is the one kept.
    #expect(restored.savedPageIDs == ["p9"])
    #expect(f.plugin.savedPageIDs == ["p1"])
  }

  @Test func aRequestFromAnObserver_duringASnapshot_runsAfterIt() throws {
    let f = FeedFixture()
    let range = WorkingRangePlugin<FeedChannel>(size: 1)
    f.container.addPlugin(range)
    _ = f.recorder.take()
    var jumped = false
    let hook = EventHook { [weak container = f.container] event in
      guard case .plugin("saveState", _, _, _) = event, !jumped else { return }
      jumped = true
      try? container?.scrollToPage(9, animated: false)
    }
    f.container.addEventObserver(hook)
    let data = try f.plugin.snapshot()
    hook.body = nil
    // Every active page (0 and its range, 1) was asked for its state before the jump ran.
    let events = f.stateEvents()
    let jump = try #require(events.firstIndex { !$0.hasPrefix("saveState") })
    #expect(Array(events[..<jump]) == ["saveState 0 p0", "saveState 1 p1"], "\(events)")
    #expect(events[jump].hasPrefix("dequeue 9 p9"), "\(events)")
    #expect(f.container.currentIndex == 9)
    // The snapshot is of the moment it was taken: it lands on p0.
    let g = FeedFixture(plugin: try StateRestorationPlugin<FeedChannel>(restoringFrom: data))
    #expect(g.container.currentIndex == 0)
    // The working range is right at rest: 8 and 9 are active, nothing else.
    f.clock.runUntilIdle()
    #expect(f.container.activeIndices == [8, 9])
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty, "\(f.checker.violations)")
  }

  @Test func aSnapshotsLanding_appliesWhenPagesFirstArriveByAnUpdate() throws {
    let f = FeedFixture()
    try f.container.scrollToPage(6, animated: false)
    let data = try f.plugin.snapshot()
    let g = FeedFixture(
      plugin: try StateRestorationPlugin<FeedChannel>(restoringFrom: data), layout: false)
    let all = g.source.channels
    g.source.channels = []
    g.container.layoutIfNeeded()  // the first load: no pages yet
    #expect(g.container.currentIndex == nil)
    g.source.channels = all
    g.container.performUpdates()
    g.container.layoutIfNeeded()
    #expect(g.container.currentIndex == 6)
    let appeared = g.recorder.events.compactMap { event -> Int? in
      if case .willAppear(let index, _, _) = event { index } else { nil }
    }
    #expect(appeared == [6], "only the restored page appears")
    // Landed once: a later reload keeps the page the user is on.
    try g.container.scrollToPage(2, animated: false)
    g.container.reloadData()
    g.container.layoutIfNeeded()
    #expect(g.container.currentIndex == 2)
    // And pages that all go and come back do not land again either.
    g.source.channels = []
    g.container.performUpdates()
    g.container.layoutIfNeeded()
    g.source.channels = all
    g.container.performUpdates()
    g.container.layoutIfNeeded()
    #expect(g.container.currentIndex == 0)
    g.checker.finish(g.container)
    #expect(g.checker.violations.isEmpty, "\(g.checker.violations)")
  }

  @Test func aSnapshotsLanding_onAnEmptyFirstReload_waitsForPages_thenLandsOnce() throws {
    let f = FeedFixture()
    try f.container.scrollToPage(4, animated: false)
    let data = try f.plugin.snapshot()
    let g = FeedFixture(
      plugin: try StateRestorationPlugin<FeedChannel>(restoringFrom: data), layout: false)
    let all = g.source.channels
    g.source.channels = []
    g.container.reloadData()
    g.container.layoutIfNeeded()
    g.source.channels = all
    g.container.reloadData()
    g.container.layoutIfNeeded()
    #expect(g.container.currentIndex == 4)
    try g.container.scrollToPage(8, animated: false)
    g.container.reloadData()
    g.container.layoutIfNeeded()
    #expect(g.container.currentIndex == 8, "the landing is spent")
  }
}
