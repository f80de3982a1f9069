/// The container's feed part: whether the data source is a feed, the batch on its way, how the
/// last one ended, whether the feed has more and shows a tail page, and when to ask for more.
///
/// It decides and returns; the container performs: ``shouldLoadMore(current:pageCount:pluginDistance:)``
/// says when to ask, ``startBatch()`` returns the new batch's token, and the container asks the
/// data source (user code) and updates the pages.
///
/// Not generic, so that the container keeps it without generic code.
///
/// Invariants:
/// - at most one batch is on its way, the one with the last token handed out: a batch that is
///   finished, or forgotten by ``replace(isFeed:)``, finishes nothing again;
/// - ``state`` is `.loading` while a batch is on its way, else `.failed` after a failed one,
///   else `.more` while the feed has more, else `.ended`;
/// - the distance is `nil` or at least 0.
package final class FeedLoader {
  /// Whether the data source is a ``PageContainerFeedDataSource``.
  private(set) var isFeed = false
  /// The last batch asked for.
  private var token = 0
  /// The batch on its way, if any.
  private var inFlight: Int?
  /// Whether the last batch failed (until retried, or the feed replaced).
  private(set) var failed = false
  /// Whether the data source has more pages (as it last said).
  private(set) var hasMore = false
  /// Whether the last page read is the tail page.
  private(set) var hasTail = false
  /// How close to the last page the current page comes before asking for more; `nil`: the
  /// plugins' farthest prefetch plus 2.
  private(set) var distance: Int?

  /// Not a feed.
  package init() {}

  /// Where the feed stands at its end.
  package var state: FeedTailState {
    inFlight != nil ? .loading : failed ? .failed : hasMore ? .more : .ended
  }

  /// A new data source (or a reload): what was on its way is forgotten.
  package func replace(isFeed: Bool) {
    self.isFeed = isFeed
    token += 1
    inFlight = nil
    failed = false
    hasMore = false
  }

  /// The data source said whether it has more pages.
  package func noteSource(hasMore: Bool) { self.hasMore = hasMore }

  /// The pages read end with a tail page, or not.
  package func noteTail(_ shown: Bool) { hasTail = shown }

  /// Sets the distance (negative counts as 0; `nil` for the plugins' farthest prefetch plus 2).
  package func setDistance(_ newValue: Int?) { distance = newValue.map { max(0, $0) } }

  /// Whether to ask for the next batch.
  ///
  /// A feed asks when it has more, nothing is on its way, the last batch did not fail, and the
  /// reader is within the distance of the last page.
  ///
  /// - Parameters:
  ///   - current: The reader's page.
  ///   - pageCount: The pages, the tail page not counted.
  ///   - pluginDistance: The farthest any plugin prefetches ahead (any `Int`: the margin
  ///     saturates).
  /// - Returns: Whether to start a batch.
  package func shouldLoadMore(current: Int, pageCount: Int, pluginDistance: Int) -> Bool {
    guard isFeed, inFlight == nil, !failed, hasMore else { return false }
    let margin = max(0, pluginDistance).addingReportingOverflow(2)
    let distance = self.distance ?? (margin.overflow ? .max : margin.partialValue)
    let last = pageCount - 1
    // current ≥ last - distance, without overflow for any numbers (a gap that overflows is
    // beyond any distance).
    let gap = last.subtractingReportingOverflow(current)
    return last <= current || (!gap.overflow && gap.partialValue <= distance)
  }

  /// A batch is asked for.
  ///
  /// - Returns: Its token.
  package func startBatch() -> Int {
    token += 1
    inFlight = token
    return token
  }

  /// The batch `token` landed or failed.
  ///
  /// - Returns: Whether it was the batch on its way (otherwise nothing changes).
  package func finishBatch(_ token: Int, failed: Bool) -> Bool {
    guard inFlight == token else { return false }
    inFlight = nil
    self.failed = failed
    return true
  }

  /// Whether the batch `token` is the one on its way.
  package func isPending(_ token: Int) -> Bool { inFlight == token }

  /// After a failed batch with none on its way: the failure is forgotten (the container then
  /// starts a batch).
  ///
  /// - Returns: Whether to retry.
  package func retry() -> Bool {
    guard isFeed, failed, inFlight == nil else { return false }
    failed = false
    return true
  }
}
