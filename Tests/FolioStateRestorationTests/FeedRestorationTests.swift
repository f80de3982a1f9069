import Folio
import FolioStateRestoration
import FolioTesting
import Foundation
import Testing

/// A snapshot restored into a feed that starts empty: the saved page lands when its batch
/// arrives, with its state, unless the reader moved first.
@Suite struct FeedRestorationTests {
  /// A loading page (not restorable).
  final class Loading: ConstructiblePageController {
    typealias Page = FeedChannel
    init() {}
  }

  /// Channels p0, p1 and on, in batches, with a loading page while more may come.
  final class Feed: PageContainerFeedDataSource {
    var channels: [FeedChannel] = []
    let total: Int
    let batchSize: Int
    var batches: [PageBatch<FeedChannel>] = []
    let log: FeedLog
    init(total: Int, batchSize: Int, log: FeedLog) {
      self.total = total
      self.batchSize = batchSize
      self.log = log
    }
    func pages(for container: PageContainer<FeedChannel>) -> [FeedChannel] { channels }
    func hasMorePages(for container: PageContainer<FeedChannel>) -> Bool {
      channels.count < total
    }
    func pageContainer(
      _ container: PageContainer<FeedChannel>, loadMore batch: PageBatch<FeedChannel>
    ) { batches.append(batch) }
    func pageContainer(
      _ container: PageContainer<FeedChannel>, tailPageFor state: FeedTailState
    ) -> FeedChannel? {
      state == .ended ? nil : FeedChannel(id: "loading")
    }
    func pageContainer(
      _ container: PageContainer<FeedChannel>, controllerFor page: FeedChannel, at index: Int
    ) throws(PageContainerError) -> any PageController<FeedChannel> {
      if page.id == "loading" {
        return try container.dequeueReusablePage(of: Loading.self, for: index)
      }
      let controller = try container.dequeueReusablePage(of: ArticleFeedPage.self, for: index)
      controller.log = log
      return controller
    }
    /// The server answers the oldest batch.
    func land() {
      guard !batches.isEmpty else { return }
      let batch = batches.removeFirst()
      let start = channels.count
      channels += (start..<min(total, start + batchSize)).map { FeedChannel(id: "p\($0)") }
      batch.finish()
    }
  }

  /// A snapshot of a reader on p6 with its feed scrolled to 40.
  static func snapshotOnP6() throws -> Data {
    let f = FeedFixture(count: 20)
    try f.container.scrollToPage(6, animated: false)
    f.feed(at: 6)?.offset = 40
    return try f.plugin.snapshot()
  }

  struct Restored {
    let harness = PageContainerHarness<FeedChannel>()
    let log = FeedLog()
    let feed: Feed
    let recorder = PageEventRecorder()
    init(data: Data, batchSize: Int) throws {
      feed = Feed(total: 30, batchSize: batchSize, log: log)
      harness.container.addEventObserver(recorder)
      harness.container.addPlugin(try StateRestorationPlugin<FeedChannel>(restoringFrom: data))
      harness.container.dataSource = feed
      harness.layout()
    }
    var appeared: [String] {
      recorder.events.compactMap { event in
        if case .willAppear(_, let page, _) = event { page } else { nil }
      }
    }
  }

  @Test func theSavedPageLandsWhenTheFirstBatchBringsIt_withItsState() throws {
    let r = try Restored(data: try Self.snapshotOnP6(), batchSize: 10)
    #expect(r.harness.container.currentIndex == 0)  // the loading page, while the feed loads
    r.feed.land()
    r.harness.layout()
    #expect(r.harness.container.currentIndex == 6)
    #expect((r.harness.container.activeController(at: 6) as? FeedPage)?.offset == 40)
    // No clip appeared before p6: the loading page gave way to it.
    #expect(r.appeared == ["loading", "p6"])
    _ = r.harness.skip()
    try r.harness.finish()
  }

  @Test func aLaterBatchBringsIt_andTheReaderHasNotMoved_itLandsThen() throws {
    let r = try Restored(data: try Self.snapshotOnP6(), batchSize: 4)
    r.feed.land()  // p0...p3: the reader sees p0 meanwhile
    r.harness.layout()
    #expect(r.harness.container.currentIndex == 0)
    while r.harness.container.index(of: "p6") == nil, !r.feed.batches.isEmpty {
      r.feed.land()
      r.harness.layout()
    }
    #expect(r.harness.container.currentIndex == 6)
    #expect((r.harness.container.activeController(at: 6) as? FeedPage)?.offset == 40)
    _ = r.harness.skip()
    try r.harness.finish()
  }

  @Test func theReaderMovedFirst_thePageDoesNotLandUnderTheirFinger() throws {
    let r = try Restored(data: try Self.snapshotOnP6(), batchSize: 4)
    r.feed.land()
    r.harness.layout()
    r.harness.container.swipe(.forward)
    r.harness.clock.runUntilIdle()
    #expect(r.harness.container.currentIndex == 1)
    while r.harness.container.index(of: "p6") == nil, !r.feed.batches.isEmpty {
      r.feed.land()
      r.harness.layout()
    }
    #expect(r.harness.container.currentIndex == 1)
    // Its state is still kept, for when the reader gets there.
    try r.harness.container.scrollToPage(6, animated: false)
    #expect((r.harness.container.activeController(at: 6) as? FeedPage)?.offset == 40)
    _ = r.harness.skip()
    try r.harness.finish()
  }
}
