import Folio
import FolioSupport
import Testing

/// The feed part on its own, input to output, without a container.
@Suite struct FeedLoaderTests {
  func feed(hasMore: Bool = true) -> FeedLoader {
    let feed = FeedLoader()
    feed.replace(isFeed: true)
    feed.noteSource(hasMore: hasMore)
    return feed
  }

  @Test func aFeedAsks_withinTheDistanceOfItsLastPage_onlyWithMore() {
    #expect(!FeedLoader().shouldLoadMore(current: 9, pageCount: 10, pluginDistance: 0))
    #expect(!feed(hasMore: false).shouldLoadMore(current: 9, pageCount: 10, pluginDistance: 0))
    let loader = feed()
    #expect(!loader.shouldLoadMore(current: 6, pageCount: 10, pluginDistance: 0), "3 away, 2")
    #expect(loader.shouldLoadMore(current: 7, pageCount: 10, pluginDistance: 0))
    #expect(loader.shouldLoadMore(current: 4, pageCount: 10, pluginDistance: 3), "range + 2")
    #expect(loader.shouldLoadMore(current: 0, pageCount: 10, pluginDistance: .max), "saturates")
    loader.setDistance(-5)
    #expect(!loader.shouldLoadMore(current: 8, pageCount: 10, pluginDistance: 9), "0: the last")
    #expect(loader.shouldLoadMore(current: 9, pageCount: 10, pluginDistance: 9))
    loader.setDistance(.max)
    #expect(loader.shouldLoadMore(current: 0, pageCount: .max, pluginDistance: 0))
    #expect(
      !loader.shouldLoadMore(current: .min, pageCount: .max, pluginDistance: 0),
      "a gap past Int.max is beyond any distance, without overflowing")
  }

  @Test func oneBatchAtATime_finishedOnce_forgottenByAReplace() {
    let loader = feed()
    let first = loader.startBatch()
    #expect(loader.state == .loading && loader.isPending(first))
    #expect(!loader.shouldLoadMore(current: 9, pageCount: 10, pluginDistance: 0))
    #expect(loader.finishBatch(first, failed: true) && loader.state == .failed)
    #expect(!loader.finishBatch(first, failed: false), "finished once")
    #expect(!loader.shouldLoadMore(current: 9, pageCount: 10, pluginDistance: 0), "failed")
    #expect(loader.retry() && !loader.retry() && loader.state == .more)
    let second = loader.startBatch()
    loader.replace(isFeed: true)
    #expect(!loader.isPending(second) && !loader.finishBatch(second, failed: false))
    #expect(loader.state == .ended, "a new feed says nothing of more until asked")
  }

  /// A model: random asks, finishes, retries and replaces; the state follows its rule and at
  /// most the last batch asked for finishes.
  @Test(arguments: 0..<20) func randomOperations_matchAModel(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let loader = feed()
    var pending: Int?
    var issued: [Int] = []
    var failed = false
    var hasMore = true
    for step in 0..<200 {
      let context = "seed \(seed), step \(step)"
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        if loader.shouldLoadMore(current: 9, pageCount: 10, pluginDistance: 0) {
          #expect(pending == nil && !failed && hasMore, "\(context)")
          let token = loader.startBatch()
          #expect(!issued.contains(token), "\(context): tokens are never reused")
          issued.append(token)
          pending = token
        }
      case 1:
        guard let token = issued.randomElement(using: &random) else { continue }
        let fails = Bool.random(using: &random)
        #expect(loader.finishBatch(token, failed: fails) == (token == pending), "\(context)")
        if token == pending {
          pending = nil
          failed = fails
        }
      case 2:
        #expect(loader.retry() == (failed && pending == nil), "\(context)")
        if pending == nil { failed = false }
      case 3:
        hasMore = Bool.random(using: &random)
        loader.noteSource(hasMore: hasMore)
      default:
        loader.replace(isFeed: true)
        (pending, failed, hasMore) = (nil, false, false)
      }
      let expected: FeedTailState =
        pending != nil ? .loading : failed ? .failed : hasMore ? .more : .ended
      #expect(loader.state == expected, "\(context)")
    }
  }
}
