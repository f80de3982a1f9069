import Folio
import FolioStateRestoration
import FolioTesting
import FolioWorkingRange
import Testing

/// In-place swaps and restoration (the outside audit: a swapped-out controller was reclaimed
/// without saving; a range entered the new controller before it was restored).
@Suite struct SwapRestorationTests {
  @Test func aControllerSwappedOutInPlace_saves_andItsKindGetsTheStateBack() throws {
    let f = FeedFixture()
    f.feed(at: 0)?.offset = 3
    _ = f.log.take()
    f.source.channels[0].video = true
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    // The video page starts fresh; the article page saves as it goes.
    #expect(
      f.log.take().filter { $0.hasPrefix("restore") || $0.hasPrefix("save") } == [
        "restore p0 nil", "save p0 3",
      ])
    #expect(f.container.activeController(at: 0) is VideoFeedPage)
    // The page turns back: the article's state comes back with it.
    f.source.channels[0].video = false
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(f.container.activeController(at: 0) is ArticleFeedPage)
    #expect(f.feed(at: 0)?.offset == 3)
    #expect(f.log.violations.isEmpty, "\(f.log.violations)")
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty, "\(f.checker.violations)")
  }

  /// A page that turns into a kind that cannot restore (a stand-in) keeps its state for the next
  /// controller that can take it.
  @Test func aStandInThatCannotRestore_leavesTheStateForTheNextControllerThatCan() throws {
    final class Spinner: PageController {
      typealias Page = FeedChannel
    }
    final class Source: PageContainerDataSource {
      var channels = (0..<4).map { FeedChannel(id: "p\($0)") }
      var spinning: Set<String> = []
      let log: FeedLog
      init(log: FeedLog) { self.log = log }
      func pages(for container: PageContainer<FeedChannel>) -> [FeedChannel] { channels }
      func pageContainer(
        _ container: PageContainer<FeedChannel>, controllerFor page: FeedChannel, at index: Int
      ) throws(PageContainerError) -> any PageController<FeedChannel> {
        if spinning.contains(page.id) {
          container.register(Spinner.self) { Spinner() }
          return try container.dequeueReusablePage(of: Spinner.self, for: index)
        }
        let controller = try container.dequeueReusablePage(of: ArticleFeedPage.self, for: index)
        controller.log = log
        return controller
      }
    }
    let harness = PageContainerHarness<FeedChannel>()
    let log = FeedLog()
    let source = Source(log: log)
    let plugin = StateRestorationPlugin<FeedChannel>()
    harness.container.addPlugin(plugin)
    harness.container.dataSource = source
    harness.layout()
    (harness.container.activeController(at: 0) as? FeedPage)?.offset = 9
    source.spinning = ["p0"]
    source.channels[0].text = "loading"
    harness.container.performUpdates()
    harness.layout()
    #expect(harness.container.activeController(at: 0) is Spinner)
    #expect(plugin.savedPageIDs == ["p0"])
    source.spinning = []
    source.channels[0].text = "loaded"
    harness.container.performUpdates()
    harness.layout()
    #expect((harness.container.activeController(at: 0) as? FeedPage)?.offset == 9)
    #expect(log.violations.isEmpty, "\(log.violations)")
    _ = harness.skip()
    try harness.finish()
  }

  /// Restore comes before a range enter whatever the order the plugins were added in.
  @Test func atASwapInsideTheRange_theNewControllerIsRestoredBeforeItEnters() throws {
    let harness = PageContainerHarness<FeedChannel>()
    let log = FeedLog()
    let source = FeedChannels(count: 6, log: log)
    let range = WorkingRangePlugin<FeedChannel>(size: 1)
    harness.container.addPlugin(range)  // the range first
    harness.container.addPlugin(StateRestorationPlugin<FeedChannel>())
    harness.container.dataSource = source
    harness.layout()
    /// The range's events, in the log beside the controllers' calls.
    final class RangeEvents: PageEventObserver {
      let log: FeedLog
      init(log: FeedLog) { self.log = log }
      func pageContainerDidEmit(_ event: PageEvent) {
        if case .plugin(let name, _, let page, let tag?) = event, name.hasSuffix("WorkingRange") {
          log.entries.append("\(name) \(page) \(tag.typeName)")
        }
      }
    }
    let events = RangeEvents(log: log)
    harness.container.addEventObserver(events)
    _ = log.take()
    source.channels[1].video = true  // page 1, in range, changes kind
    harness.container.performUpdates()
    harness.layout()
    let order = log.take()
    let restored = try #require(order.firstIndex(of: "restore p1 nil"))
    let entered = try #require(order.firstIndex(of: "enterWorkingRange p1 VideoFeedPage"))
    #expect(restored < entered, "\(order)")
    _ = harness.skip()
    try harness.finish()
  }
}
