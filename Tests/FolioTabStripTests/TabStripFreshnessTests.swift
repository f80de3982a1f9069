import Folio
import FolioTabStrip
import FolioTesting
import Testing

/// A plugin added before the strip that reads it in its update hook.
final class StripReader: PageContainerPlugin {
  typealias Page = Channel
  let strip: TabStrip<Channel>
  var seen: [[String]] = []
  init(_ strip: TabStrip<Channel>) { self.strip = strip }
  func pageContainerDidUpdate(_ context: PagePluginContext<Channel>, changes: PageChanges?) {
    seen.append((0..<strip.count).compactMap { strip.tab(at: $0)?.title })
  }
}

/// The strip's frame and tabs are never stale (issue 22, class 9).
@Suite struct TabStripFreshnessTests {
  @Test(arguments: [1, 4])
  func aJumpAskedForBeforeItsFirstFrame_selectsItsTargetAtOnce(target: Int) throws {
    let f = StripFixture()
    _ = f.log.take()
    try f.container.scrollToPage(target, animated: true)
    // No frame has run: the strip already shows the target selected, the indicator still home.
    let frames = f.log.take()
    #expect(frames.map(\.selected) == [target], "\(frames)")
    #expect(frames.first?.indicatorX == 0)
    f.clock.runUntilIdle()
    #expect(f.log.frames.last?.selected == target)
    try f.container.scrollToPage(1, animated: false)
    #expect(f.log.take().last?.selected == 1)
  }

  @Test func insideAnotherPluginsUpdateHook_theTabsAreTheNewPages() {
    let f = StripFixture()
    let reader = StripReader(f.strip)
    // Added after the strip, so its hook runs after the strip's; and a second container
    // arrangement where it runs first.
    f.container.removePlugin(f.strip)
    f.container.addPlugin(reader)
    f.container.addPlugin(f.strip)
    f.source.channels.insert(Channel(id: "live", title: "Live"), at: 0)
    f.source.channels.append(Channel(id: "kids", title: "Kids"))
    f.source.channels.removeAll { $0.id == "arts" }
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(reader.seen.last == ["Live", "News", "Sport", "Tech", "Music", "Games", "Kids"])
    f.source.channels[1].title = "Headlines"
    f.container.reloadData()
    f.container.layoutIfNeeded()
    #expect(reader.seen.last == ["Live", "Headlines", "Sport", "Tech", "Music", "Games", "Kids"])
  }

  @Test func eachTabNamesItsPage_throughUpdates_nilOutOfRange() {
    let f = StripFixture()
    let ids = { (0..<f.strip.count).compactMap { f.strip.page(at: $0)?.id } }
    #expect(ids() == f.source.channels.map(\.id))
    f.source.channels.insert(Channel(id: "live", title: "Live"), at: 0)
    f.source.channels.removeAll { $0.id == "arts" }
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(ids() == f.source.channels.map(\.id))
    #expect(f.strip.page(at: -1) == nil && f.strip.page(at: f.strip.count) == nil)
    #expect(f.strip.page(at: Int.max) == nil && f.strip.page(at: Int.min) == nil)
    f.container.removePlugin(f.strip)
    #expect(f.strip.page(at: 0) == nil, "a strip on no container names no page")
  }

  @Test func insideAnObserverOfTheUpdateEvent_theTabsAreTheNewPages() {
    let f = StripFixture()
    var counts: [Int] = []
    let hook = EventHook { [strip = f.strip] event in
      if case .updated = event { counts.append(strip.count) }
    }
    f.container.addEventObserver(hook)
    f.source.channels.removeLast(2)
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(counts == [4])
  }
}

/// An observer that runs a closure for every event.
final class EventHook: PageEventObserver {
  var body: ((PageEvent) -> Void)?
  init(_ body: @escaping (PageEvent) -> Void) { self.body = body }
  func pageContainerDidEmit(_ event: PageEvent) { body?(event) }
}
