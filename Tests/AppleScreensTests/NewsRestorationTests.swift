import AppleScreensCore
import Folio
import FolioHost
import FolioHostTesting
import FolioStateRestoration
import Foundation
import Testing

/// The UIKit news screen keeps its place for its scene (issue 47, item 13).
///
/// Its `FolioPageViewController` is made with a `SceneRestoration` of the screen's restoration
/// plugin, and forwards what UIKit says, in UIKit's order. Here the same calls, on Linux.
@Suite struct NewsRestorationTests {
  /// Where the scene keeps its data between launches.
  final class SceneStore {
    var data: Data?
    var writes = 0
  }

  /// One launch of the screen, as `NewsViewController` and `FolioPageViewController` run it:
  /// the screen's parts, a deep link named, the restoration restored, then the host made (it
  /// takes the pages in), all before the view loads (the first layout) and appears.
  final class Launch {
    let screen: NewsScreen<TestChannelFeed>
    let harness: PageHostHarness<NewsChannel>
    let restoration: SceneRestoration
    let events = PageEventRecorder()

    init(store: SceneStore, deepLink: String? = nil, load: Bool = true) throws {
      var made: NewsScreen<TestChannelFeed>?
      var restoration: SceneRestoration?
      let events = self.events
      harness = PageHostHarness(scale: 3, motion: .followed, screen: .disappeared) { clock in
        let screen = NewsScreen(clock: clock) { TestChannelFeed(screen: $0) }
        made = screen
        screen.container.addEventObserver(events)
        // NewsViewController's order: the deep link, then the view controller, which
        // restores before it makes its host.
        if let deepLink { screen.container.open(on: .page(deepLink)) }
        let made = SceneRestoration(
          plugin: screen.restoration, load: { store.data },
          save: {
            store.data = $0
            store.writes += 1
          })
        if load { made.restoreIfNeeded() }
        restoration = made
        return screen.container
      }
      screen = try #require(made)
      self.restoration = try #require(restoration)
      harness.host.attach(screen.nested)
      if load { viewLoadsAndAppears() }
    }

    /// viewDidLoad, viewWillAppear, viewDidAppear, as FolioPageViewController forwards them.
    func viewLoadsAndAppears() {
      harness.container.setViewportSize(Size(width: 390, height: 700))
      screen.tabs.visibleWidth = 390
      restoration.restoreIfNeeded()  // done as the view controller was made: nothing now
      harness.layoutContainer()
      harness.host.screenWillAppear()
      harness.host.screenDidAppear()
      harness.runUntilIdle()
    }

    /// The scene goes to the background, as FolioPageViewController hears it.
    func sceneDidEnterBackground() {
      restoration.sceneDidEnterBackground()
      harness.host.appDidEnterBackground()
    }

    /// The pages that appeared, in order.
    func appeared() -> [String] {
      events.take(.lifecycle).compactMap { event in
        if case .didAppear(_, let page, _) = event { page } else { nil }
      }
    }

    var feed: TestChannelFeed? { harness.container.currentController as? TestChannelFeed }
  }

  /// A first launch reads Science down to 300 and goes to the background: the place is saved.
  private func firstLaunch(_ store: SceneStore) throws {
    let first = try Launch(store: store)
    #expect(first.restoration.hasAttemptedRestore && !first.restoration.didRestore)
    try first.screen.tabs.select(3)
    first.harness.runUntilIdle()
    try #require(first.feed).nestedFeedOffset = 300
    first.sceneDidEnterBackground()
    #expect(store.writes == 1)
    try first.harness.finish()
  }

  @Test func theNextLaunch_opensOnTheSavedChannel_atItsOffset_noOtherChannelFirst() throws {
    let store = SceneStore()
    try firstLaunch(store)
    let next = try Launch(store: store)
    #expect(next.restoration.didRestore)
    #expect(next.harness.container.currentIndex == 3)
    #expect(next.appeared() == ["science"], "Top never appears, nor any other channel")
    #expect(next.feed?.channel?.id == "science")
    #expect(next.feed?.nestedFeedOffset == 300)
    #expect(next.screen.tabs.selectedIndex == 3)
    try next.harness.finish()
  }

  @Test func aDeepLink_winsOverTheSavedPlace_whoseStatesStayForTheirChannels() throws {
    let store = SceneStore()
    try firstLaunch(store)
    let linked = try Launch(store: store, deepLink: "sport")
    #expect(linked.harness.container.currentIndex == 4)
    #expect(linked.appeared() == ["sport"])
    // Science's offset waits for its channel.
    try linked.screen.tabs.select(3)
    linked.harness.runUntilIdle()
    #expect(linked.feed?.nestedFeedOffset == 300)
    try linked.harness.finish()
  }

  /// The order the example keeps: a host takes the pages in as it is made, so a deep link
  /// named after the view controller would no longer be kept.
  @Test func aDeepLinkNamedAfterTheHost_isRefused() throws {
    let launch = try Launch(store: SceneStore())
    #expect(!launch.harness.container.open(on: .page("sport")))
    try launch.harness.finish()
  }

  @Test func aSceneBackgroundedBeforeTheScreenLoaded_keepsThePlaceItSaved() throws {
    let store = SceneStore()
    try firstLaunch(store)
    let saved = store.data
    // A front end that restores late (the pages taken in already, none shown yet).
    let early = try Launch(store: store, load: false)
    early.sceneDidEnterBackground()  // no restore yet, so no save
    #expect(store.data == saved && store.writes == 1)
    early.viewLoadsAndAppears()  // restored now: the pages move to Science before they show
    #expect(early.harness.container.currentIndex == 3)
    #expect(early.appeared() == ["science"])
    // Saved again, once restored: the disconnection writes the place it is on.
    early.restoration.sceneDidDisconnect()
    #expect(store.writes == 2)
    try early.harness.finish()
  }

  @Test func dataThatIsNoSnapshot_isIgnored_andTheNextSaveReplacesIt() throws {
    let store = SceneStore()
    store.data = Data("not a snapshot".utf8)
    let launch = try Launch(store: store)
    #expect(launch.restoration.hasAttemptedRestore && !launch.restoration.didRestore)
    #expect(launch.harness.container.currentIndex == 0)
    #expect(launch.appeared() == ["top"])
    #expect(launch.restoration.save())
    #expect(store.data != Data("not a snapshot".utf8))
    // A second restore asked for does nothing.
    #expect(!launch.restoration.restoreIfNeeded())
    try launch.harness.finish()
  }
}
