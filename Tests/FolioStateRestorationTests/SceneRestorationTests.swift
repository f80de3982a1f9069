import Folio
import FolioStateRestoration
import FolioTesting
import Foundation
import Testing

/// A scene's restoration (issue 47, item 13): what FolioUIKit's view controller forwards, and
/// the plugin's restore into itself.
@Suite struct SceneRestorationTests {
  /// The snapshot of a session that read p6 down to 42.
  private func savedSession() throws -> Data {
    let f = FeedFixture()
    try f.container.scrollToPage(6, animated: false)
    f.feed(at: 6)?.offset = 42
    return try f.plugin.snapshot()
  }

  @Test func restoreFromData_beforeThePagesArrive_landsThere_withTheStates() throws {
    let data = try savedSession()
    let f = FeedFixture(layout: false)
    try f.plugin.restore(from: data)
    f.container.layoutIfNeeded()
    #expect(f.container.currentIndex == 6)
    #expect(f.feed(at: 6)?.offset == 42)
    // Only p6 and nothing before it was ever shown.
    let shown = f.stateEvents().filter { $0.hasPrefix("willAppear") }
    #expect(shown.count == 1 && shown[0].hasPrefix("willAppear 6 p6"), "\(shown)")
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty, "\(f.checker.violations)")
  }

  @Test func restoreFromData_withPagesThere_movesAtOnce_andAFirstPageWinsBeforeThey() throws {
    let data = try savedSession()
    let f = FeedFixture()
    try f.plugin.restore(from: data)
    #expect(f.container.currentIndex == 6)
    // Named before the pages arrive, the app's first page wins over the saved place.
    let linked = FeedFixture(layout: false)
    #expect(linked.container.open(on: .page("p2")))
    try linked.plugin.restore(from: data)
    linked.container.layoutIfNeeded()
    #expect(linked.container.currentIndex == 2)
    #expect(linked.plugin.savedState(of: "p6", as: FeedPage.State.self)?.offset == 42)
  }

  @Test func restoreFromData_thatIsNoSnapshot_throws_andChangesNothing() throws {
    let f = FeedFixture()
    f.feed(at: 0)?.offset = 3
    try f.container.scrollToPage(5, animated: false)
    #expect(throws: StateRestorationError.self) {
      try f.plugin.restore(from: Data("[1, 2]".utf8))
    }
    #expect(f.container.currentIndex == 5)
    #expect(f.plugin.savedPageIDs == ["p0"])
  }

  /// A scene's storage in memory.
  final class Store {
    var data: Data?
    var writes = 0
  }

  private func restoration(_ plugin: StateRestorationPlugin<FeedChannel>, _ store: Store)
    -> SceneRestoration
  {
    SceneRestoration(
      plugin: plugin, load: { store.data },
      save: {
        store.data = $0
        store.writes += 1
      })
  }

  @Test func aScene_restoresOnce_andSavesOnlyOnceItRestored() throws {
    let store = Store()
    store.data = try savedSession()
    let f = FeedFixture(layout: false)
    let scene = restoration(f.plugin, store)
    // The scene went to the background before the screen restored: its saved place stays.
    scene.sceneDidEnterBackground()
    #expect(!scene.save() && store.writes == 0)
    #expect(scene.restoreIfNeeded() && scene.didRestore)
    f.container.layoutIfNeeded()
    #expect(f.container.currentIndex == 6)
    // Once: the reader moves on, and asking again does not take them back.
    try f.container.scrollToPage(8, animated: false)
    #expect(!scene.restoreIfNeeded())
    #expect(f.container.currentIndex == 8)
    scene.sceneDidEnterBackground()
    scene.sceneDidDisconnect()
    #expect(store.writes == 2)
    let next = FeedFixture(layout: false)
    #expect(restoration(next.plugin, store).restoreIfNeeded())
    next.container.layoutIfNeeded()
    #expect(next.container.currentIndex == 8)
    #expect(next.plugin.savedState(of: "p6", as: FeedPage.State.self)?.offset == 42)
  }

  @Test func noData_orDataThatIsNoSnapshot_restoresNothing_andTheNextSaveReplacesIt() throws {
    for stored in [nil, Data("garbage".utf8)] {
      let store = Store()
      store.data = stored
      let f = FeedFixture(layout: false)
      let scene = restoration(f.plugin, store)
      #expect(!scene.restoreIfNeeded())
      #expect(scene.hasAttemptedRestore && !scene.didRestore)
      f.container.layoutIfNeeded()
      #expect(f.container.currentIndex == 0)
      #expect(scene.save())
      #expect(store.data != stored && store.writes == 1)
    }
  }

  @Test func aSaveAskedFromInsideAControllersSaveState_savesNothing() throws {
    let store = Store()
    let f = FeedFixture()
    let scene = restoration(f.plugin, store)
    scene.restoreIfNeeded()
    var saved: Bool?
    f.log.onSave = { _ in saved = scene.save() }
    #expect(scene.save())  // the snapshot asks p0 for its state; p0 asks for a save
    #expect(saved == false)
    #expect(store.writes == 1)
  }

  @Test func userDefaults_keepTheDataUnderItsKey() throws {
    let suite = "folio.scene-restoration-tests"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.removeObject(forKey: "feed")
    let f = FeedFixture()
    try f.container.scrollToPage(4, animated: false)
    let scene = SceneRestoration(plugin: f.plugin, key: "feed", defaults: defaults)
    scene.restoreIfNeeded()
    scene.sceneDidEnterBackground()
    #expect(defaults.data(forKey: "feed") != nil)
    let next = FeedFixture(layout: false)
    #expect(
      SceneRestoration(plugin: next.plugin, key: "feed", defaults: defaults).restoreIfNeeded())
    next.container.layoutIfNeeded()
    #expect(next.container.currentIndex == 4)
  }
}
