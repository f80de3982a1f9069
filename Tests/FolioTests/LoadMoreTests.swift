@_spi(Testing) import Folio
import FolioTesting
import FolioWorkingRange
import Testing

final class LoadingPage: ConstructiblePageController {
  init() {}
  func bind(to page: Clip) {}
}

/// A feed of clips in batches of `batchSize`, up to `total`; the tail pages are clip -1
/// (loading), -2 (failed) and -3 (the end).
final class ClipFeed: PageContainerFeedDataSource {
  var clips: [Clip]
  var total: Int
  var batchSize: Int
  var batches: [PageBatch<Clip>] = []
  var showsEnd = true
  /// The tail page while a batch is on its way (the loading page by default).
  var tailWhileLoading: Clip? = Clip(id: -1)
  init(count: Int, total: Int, batchSize: Int = 5) {
    clips = (0..<count).map { Clip(id: $0) }
    self.total = total
    self.batchSize = batchSize
  }
  func pages(for container: PageContainer<Clip>) -> [Clip] { clips }
  func hasMorePages(for container: PageContainer<Clip>) -> Bool { clips.count < total }
  /// Answers every batch at once, inside the request (a cache hit).
  var answersAtOnce = false
  func pageContainer(_ container: PageContainer<Clip>, loadMore batch: PageBatch<Clip>) {
    batches.append(batch)
    if answersAtOnce { land() }
  }
  func pageContainer(_ container: PageContainer<Clip>, tailPageFor state: FeedTailState) -> Clip? {
    switch state {
    case .more: Clip(id: -1)
    case .loading: tailWhileLoading
    case .failed: Clip(id: -2)
    case .ended: showsEnd ? Clip(id: -3) : nil
    }
  }
  func pageContainer(_ container: PageContainer<Clip>, controllerFor page: Clip, at index: Int)
    throws(PageContainerError) -> any PageController<Clip>
  {
    page.id < 0
      ? try container.dequeueReusablePage(of: LoadingPage.self, for: index)
      : try container.dequeueReusablePage(of: PlayerPage.self, for: index)
  }
  /// The server answers the oldest batch.
  func land() {
    guard !batches.isEmpty else { return }
    let batch = batches.removeFirst()
    let start = clips.count
    clips += (start..<min(total, start + batchSize)).map { Clip(id: $0) }
    batch.finish()
  }
}

@Suite struct LoadMoreTests {
  /// A plugin's prefetch distance is any `Int`: `Int.max` asks for the next batch at once, and
  /// the margin added to it saturates instead of trapping.
  @Test func aPrefetchDistanceOfIntMax_asksForMore_withoutOverflow() throws {
    final class Greedy: PageContainerPlugin {
      typealias Page = Clip
      var prefetchDistance: Int { .max }
    }
    let harness = PageContainerHarness<Clip>()
    let feed = ClipFeed(count: 5, total: 50)
    harness.container.addPlugin(Greedy())
    harness.container.dataSource = feed
    harness.layout()
    #expect(feed.batches.count == 1)
    _ = harness.skip()
    try harness.finish()
  }

  /// The feed asks once when the reader comes within the distance (2 with no plugin), shows the
  /// loading page after the last page, and a reader who reached it goes on to the batch's first
  /// page in place when the batch lands; both axes.
  @Test(arguments: [ScrollAxis.horizontal, .vertical])
  func aFeed_asksOncePerBatch_andTheReaderOnTheLoadingPageGoesOnInPlace(axis: ScrollAxis) throws {
    let harness = PageContainerHarness<Clip>(axis: axis)
    let feed = ClipFeed(count: 5, total: 12)
    harness.container.dataSource = feed
    harness.layout()
    harness.skip()
    #expect(harness.container.feedTailState == .more && harness.container.count == 6)
    harness.driver.swipe(by: 1)
    #expect(feed.batches.isEmpty, "page 1 is 3 from the last page")
    harness.skip()
    harness.driver.swipe(by: 1)
    try harness.expect(
      [
        "instantiate PlayerPage#3", "dequeue 2 2 PlayerPage#3 new", "willAppear 2 2 PlayerPage#3",
        "didDisappear 1 1 PlayerPage#2", "didAppear 2 2 PlayerPage#3", "settle 2", "loadMore 5",
      ], .all)
    for _ in 0..<3 { harness.driver.swipe(by: 1) }
    #expect(feed.batches.count == 1, "never again while the batch is on its way")
    #expect(harness.container.currentIndex == 5 && harness.container.feedTailState == .loading)
    harness.skip()
    feed.land()
    harness.driver.runUntilSettled()
    try harness.expect(
      [
        "update +[5, 6, 7, 8, 9] -[] ~[] *[]", "dequeue 5 5 PlayerPage#2 pool",
        "willAppear 5 5 PlayerPage#2", "didDisappear 10 -1 LoadingPage#1",
        "didAppear 5 5 PlayerPage#2", "settle 5", "reclaimed 10 -1 LoadingPage#1",
      ], .all)
    #expect(harness.container.position == 5, "no jump")
    try harness.finish()
    withExtendedLifetime(feed) {}
  }

  /// A batch that lands while the pages glide to the loading page: they arrive at its index,
  /// on the batch's first page, with no glide over the batch (as a reader resting there).
  @Test func aBatchThatLandsDuringTheGlideToTheLoadingPage_isArrivedAtInPlace() throws {
    let harness = PageContainerHarness<Clip>()
    let feed = ClipFeed(count: 5, total: 12)
    harness.container.dataSource = feed
    harness.layout()
    for _ in 0..<4 { harness.driver.swipe(by: 1) }
    #expect(harness.container.currentIndex == 4 && feed.batches.count == 1)
    harness.container.swipe(.forward)
    harness.clock.advance(by: .milliseconds(40))
    harness.container.layoutIfNeeded()
    #expect(harness.container.targetIndex == 5)
    let before = harness.container.position
    feed.land()
    harness.container.layoutIfNeeded()
    #expect(harness.container.targetIndex == 5, "the batch's first page, where the tail was")
    #expect(harness.container.position == before, "no jump")
    harness.driver.runUntilSettled()
    #expect(harness.container.currentIndex == 5)
    #expect(harness.container.page(at: 5)?.id == 5)
    harness.skip()
    try harness.finish()
    withExtendedLifetime(feed) {}
  }

  /// A failed batch turns the loading page into the failure page in place; retry turns it back
  /// and asks again; the last batch ends the feed with its end page.
  @Test func aFailure_showsTheFailurePageInPlace_retryAsksAgain_andTheFeedEnds() throws {
    let harness = PageContainerHarness<Clip>()
    let feed = ClipFeed(count: 5, total: 7)
    harness.container.dataSource = feed
    harness.layout()
    try harness.driver.jump(to: 5, animated: false)
    harness.skip()
    #expect(feed.batches.count == 1)
    feed.batches.removeFirst().fail()
    harness.driver.runUntilSettled()
    try harness.expect(
      [
        "loadMoreFailed", "update +[5] -[5] ~[] *[]", "instantiate LoadingPage#2",
        "dequeue 5 -2 LoadingPage#2 new", "willAppear 5 -2 LoadingPage#2",
        "didDisappear 5 -1 LoadingPage#1", "didAppear 5 -2 LoadingPage#2", "settle 5",
        "reclaimed 5 -1 LoadingPage#1",
      ], .all)
    #expect(harness.container.feedTailState == .failed)
    harness.driver.swipe(by: -1)
    harness.driver.swipe(by: 1)
    #expect(feed.batches.isEmpty, "a failed feed waits for retry")
    harness.skip()
    harness.container.retryLoadingMore()
    harness.driver.runUntilSettled()
    try harness.expect(
      [
        "loadMore 5", "update +[5] -[5] ~[] *[]", "dequeue 5 -1 LoadingPage#1 pool",
        "willAppear 5 -1 LoadingPage#1", "didDisappear 5 -2 LoadingPage#2",
        "didAppear 5 -1 LoadingPage#1", "settle 5", "reclaimed 5 -2 LoadingPage#2",
      ], .all)
    feed.land()
    harness.driver.runUntilSettled()
    harness.skip()
    #expect(harness.container.feedTailState == .ended)
    #expect(harness.container.pages.map(\.id) == [0, 1, 2, 3, 4, 5, 6, -3])
    #expect(harness.container.currentIndex == 5)
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    #expect(feed.batches.isEmpty, "an ended feed asks nothing")
    harness.skip()
    try harness.finish()
    withExtendedLifetime(feed) {}
  }

  /// A batch of a feed that was replaced meanwhile (a reload, a new data source) is ignored;
  /// the new feed is asked on its own.
  @Test func aBatchOfAReplacedFeed_isIgnored() throws {
    let harness = PageContainerHarness<Clip>()
    let feed = ClipFeed(count: 3, total: 20)
    harness.container.dataSource = feed
    harness.layout()
    #expect(feed.batches.count == 1, "page 0 is within 2 of the last page, 2")
    let stale = feed.batches.removeFirst()
    feed.clips = (100..<110).map { Clip(id: $0) }
    harness.container.reloadData()
    harness.driver.runUntilSettled()
    #expect(!stale.isPending)
    stale.finish()
    harness.driver.runUntilSettled()
    #expect(harness.container.count == 11 && harness.container.feedTailState == .more)
    #expect(feed.batches.isEmpty, "the new feed is not near its end")
    harness.container.loadMoreDistance = .max
    harness.driver.runUntilSettled()
    #expect(feed.batches.count == 1 && feed.batches[0].startIndex == 10)
    harness.container.loadMoreDistance = .min
    harness.skip()
    try harness.finish()
    withExtendedLifetime(feed) {}
  }
}

/// Random user and data operations on a feed whose batches land, fail and are retried at random:
/// at most one batch is on its way, a batch is asked only near the end of a feed that may grow
/// and has not failed, and the lifecycle contract holds throughout.
@Suite struct LoadMoreModelTests {
  @Test(arguments: 0..<12)
  func randomOperations_askOncePerBatch(seed: Int) throws {
    let seed = UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 3
    let harness = PageContainerHarness<Clip>(axis: seed % 2 == 0 ? .horizontal : .vertical)
    let feed = ClipFeed(count: 3, total: 40, batchSize: 4)
    feed.showsEnd = seed % 3 != 0
    // The tail while loading: the loading page, none, or a page of its own.
    feed.tailWhileLoading = [Clip(id: -1), nil, Clip(id: -4)][Int(seed % 3)]
    harness.container.dataSource = feed
    if seed % 4 != 0 { harness.container.addPlugin(WorkingRangePlugin<Clip>(size: Int(seed % 4))) }
    harness.layout()
    let container = harness.container
    var asked = 0
    let extra: [RandomPageOperations<Clip>.Operation] = [
      { _ in
        feed.land()
        return "land"
      },
      { _ in
        guard !feed.batches.isEmpty else { return "fail: nothing asked" }
        feed.batches.removeFirst().fail()
        return "fail"
      },
      { _ in
        container.retryLoadingMore()
        return "retry"
      },
      { random in
        feed.answersAtOnce = Bool.random(using: &random)
        return "answersAtOnce \(feed.answersAtOnce)"
      },
      { random in
        let distance = Int.random(in: -2...6, using: &random)
        container.loadMoreDistance = distance
        return "distance \(distance)"
      },
    ]
    var next = 10_000
    var operations = RandomPageOperations(
      driver: harness.driver, seed: seed,
      makePage: { _ in
        next += 1
        return Clip(id: next)
      },
      setPages: { feed.clips = $0.filter { $0.id >= 0 } }, extraOperations: extra)
    var history: [String] = []
    for step in 0..<1_200 {
      if step % 50 == 0 { harness.skip() }
      let before = feed.batches.count
      history.append(operations.step())
      let context = "seed \(seed) step \(step): \(history.suffix(5))"
      harness.checker.verify(container)
      if let violation = harness.checker.violations.first {
        Issue.record("\(violation); \(context)")
        return
      }
      let pending = feed.batches.filter(\.isPending).count
      #expect(pending <= 1, "\(pending) batches on their way; \(context)")
      if feed.batches.count > before { asked += 1 }
      if pending == 1 { #expect(container.feedTailState == .loading, "\(context)") }
      if container.feedTailState == .failed || container.feedTailState == .ended {
        #expect(pending == 0, "\(context)")
      }
      // Stale batches (their feed reloaded or the request superseded) never count.
      feed.batches.removeAll { !$0.isPending }
      if pending > 1 || !harness.checker.violations.isEmpty { return }
    }
    #expect(asked > 0, "seed \(seed): the feed was never asked")
    withExtendedLifetime(feed) {}
  }
}

/// Found from outside: batches answered at once, and tail pages that change with the state
/// while active, keep the contract.
@Suite struct LoadMoreRegressionTests {
  @Test func aTailPageThatGoesAwayWhileLoading_whileInTheWorkingRange_isUpdatedAway() throws {
    let harness = PageContainerHarness<Clip>(axis: .vertical)
    let feed = ClipFeed(count: 3, total: 10)
    feed.tailWhileLoading = nil
    harness.container.dataSource = feed
    harness.container.addPlugin(WorkingRangePlugin<Clip>(size: 1))
    harness.container.loadMoreDistance = 0
    harness.layout()
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    #expect(
      harness.skip().map(\.description).suffix(4) == [
        "loadMore 3", "update +[] -[3] ~[] *[]", "exitWorkingRange 3 -1 LoadingPage#1",
        "reclaimed 3 -1 LoadingPage#1",
      ])
    #expect(harness.container.count == 3 && harness.container.activeIndices == [0, 1, 2])
    try harness.finish()
    withExtendedLifetime(feed) {}
  }

  @Test(arguments: [ScrollAxis.horizontal, .vertical])
  func batchesAnsweredAtOnce_insideTheAsk_keepTheContract(axis: ScrollAxis) throws {
    let harness = PageContainerHarness<Clip>(axis: axis)
    let feed = ClipFeed(count: 0, total: 7, batchSize: 2)
    feed.answersAtOnce = true
    harness.container.dataSource = feed
    harness.layout()
    for _ in 0..<8 { harness.driver.swipe(by: 1) }
    harness.skip()
    #expect(harness.container.pages.map(\.id) == [0, 1, 2, 3, 4, 5, 6, -3])
    #expect(harness.container.currentIndex == 7 && harness.container.feedTailState == .ended)
    try harness.finish()
    withExtendedLifetime(feed) {}
  }

  @Test func appendingPagesByEdit_toAFeed_keepsTheTailPageLast() throws {
    let harness = PageContainerHarness<Clip>()
    let feed = ClipFeed(count: 3, total: 100)
    harness.container.dataSource = feed
    harness.container.loadMoreDistance = 0
    harness.layout()
    harness.container.appendPages([Clip(id: 50), Clip(id: 51)])
    harness.driver.runUntilSettled()
    #expect(harness.container.pages.map(\.id) == [0, 1, 2, 50, 51, -1])
    harness.skip()
    try harness.finish()
    withExtendedLifetime(feed) {}
  }
}
