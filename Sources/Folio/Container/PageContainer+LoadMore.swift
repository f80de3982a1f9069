// MARK: - Load more: feeds with no known end

/// Where a feed stands at its end.
public enum FeedTailState: String, Hashable, Sendable {
  /// More pages may come; none is being loaded.
  case more
  /// A batch is on its way.
  case loading
  /// The last batch failed; ``PageContainer/retryLoadingMore()`` asks again.
  case failed
  /// No more pages will come.
  case ended
}

/// A data source whose pages have no known end: a feed of short videos, stories, a reading list.
///
/// The container asks for the next batch when the current page comes within
/// ``PageContainer/loadMoreDistance`` of the last page, once per batch: never again while a
/// batch is on its way, and never for a feed that was replaced meanwhile (a new data source, a
/// `reloadData`). After the last page it shows a tail page the app chooses for the state (a
/// loading page, a failure page with retry, an end of the feed), a page like any other, with a
/// controller of a type the app registers and the whole lifecycle.
public protocol PageContainerFeedDataSource<Page>: PageContainerDataSource {
  /// Whether more pages may come after the last one. Asked whenever the pages are read.
  ///
  /// - Parameter container: The asking container.
  /// - Returns: `true` while the feed may grow.
  func hasMorePages(for container: PageContainer<Page>) -> Bool

  /// Load the next batch: add its pages after the current ones (in what `pages(for:)`
  /// returns), then call ``PageBatch/finish()``; or call ``PageBatch/fail()``. Either may be
  /// called at once or later; a batch of a feed that was replaced meanwhile is ignored.
  ///
  /// - Parameters:
  ///   - container: The asking container.
  ///   - batch: The batch, to finish or fail.
  func pageContainer(_ container: PageContainer<Page>, loadMore batch: PageBatch<Page>)

  /// The page shown after the last one in a state, or `nil` for none: a loading page for
  /// ``FeedTailState/more`` and ``FeedTailState/loading``, a failure page for
  /// ``FeedTailState/failed``, an end page (or none) for ``FeedTailState/ended``. Its identity
  /// must differ from every page's; give the loading and failure pages different identities.
  ///
  /// - Parameters:
  ///   - container: The asking container.
  ///   - state: The feed's state.
  /// - Returns: The tail page, or `nil`.
  func pageContainer(_ container: PageContainer<Page>, tailPageFor state: FeedTailState) -> Page?
}

extension PageContainerFeedDataSource {
  /// No tail page.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - state: The state.
  /// - Returns: `nil`.
  public func pageContainer(_ container: PageContainer<Page>, tailPageFor state: FeedTailState)
    -> Page?
  { nil }
}

/// One batch of a feed being loaded: finish it once its pages are added, or fail it.
///
/// Confined to the container's isolation domain, as the container is.
public final class PageBatch<Page: Diffable> {
  private weak var container: PageContainer<Page>?
  let token: Int
  /// The index the batch's first page will have: the number of pages when it was asked for.
  public let startIndex: Int

  init(container: PageContainer<Page>, token: Int, startIndex: Int) {
    self.container = container
    self.token = token
    self.startIndex = startIndex
  }

  /// Whether the container still waits for this batch (its feed was not replaced, and it was
  /// neither finished nor failed).
  public var isPending: Bool { container?.feed.isPending(token) ?? false }

  /// The batch's pages were added to the data source: the container reads the pages again (an
  /// update by diff), and a reader waiting on the loading page goes on to the first new page, in
  /// place.
  ///
  /// Does nothing for a batch that is no longer pending.
  public func finish() { container?.finishBatch(token, failed: false) }

  /// The batch failed: the tail page becomes the failure page (in place, if shown) until
  /// ``PageContainer/retryLoadingMore()``.
  ///
  /// Does nothing for a batch that is no longer pending.
  public func fail() { container?.finishBatch(token, failed: true) }
}

extension PageContainer {
  /// How close to the last page (in pages) the current page comes before a feed asks for more:
  /// `nil` (the default) means the farthest any plugin prefetches ahead
  /// (``PageContainerPlugin/prefetchDistance``, a working range's size) plus 2.
  ///
  /// Negative values count as 0 (ask on reaching the last page).
  public var loadMoreDistance: Int? {
    get { feed.distance }
    set {
      submit {
        self.feed.setDistance(newValue)
        self.checkLoadMore()
      }
    }
  }

  /// Where the feed stands at its end (``FeedTailState/ended`` for a data source that is not a
  /// ``PageContainerFeedDataSource``).
  public var feedTailState: FeedTailState { feed.isFeed ? feed.state : .ended }

  /// Asks the feed again after a failed batch: the tail page becomes the loading page, and the data
  /// source is asked for the batch.
  ///
  /// Does nothing unless the last batch failed.
  public func retryLoadingMore() {
    submit {
      guard self.feed.retry() else { return }
      self.startBatch()
    }
  }

  // MARK: Internals

  /// The data source as a feed, if it is one.
  var feedSource: (any PageContainerFeedDataSource<Page>)? {
    feed.isFeed ? dataSource as? any PageContainerFeedDataSource<Page> : nil
  }

  /// The pages as the data source gives them, with the tail page after them for a feed.
  func appendingTail(to pages: [Page]) -> [Page] {
    guard let source = feedSource else {
      feed.noteTail(false)
      return pages
    }
    feed.noteSource(hasMore: callingUserCode { source.hasMorePages(for: self) })
    let state = feed.state
    guard let tail = callingUserCode({ source.pageContainer(self, tailPageFor: state) }) else {
      feed.noteTail(false)
      return pages
    }
    feed.noteTail(true)
    return pages + [tail]
  }

  /// The number of pages before the tail page.
  var feedPageCount: Int { count - (feed.hasTail && count > 0 ? 1 : 0) }

  /// Asks for the next batch if the current page is near the end and none is on its way; an
  /// empty feed (no page yet, no tail page) asks for its first.
  func checkLoadMore() {
    guard feed.isFeed, let current = currentIndex ?? (count == 0 ? 0 : nil),
      feed.shouldLoadMore(
        current: current, pageCount: feedPageCount, pluginDistance: maxPrefetchDistance)
    else { return }
    startBatch()
  }

  private var maxPrefetchDistance: Int {
    var farthest = 0
    forEachPlugin { farthest = max(farthest, $0.plugin.prefetchDistance) }
    return farthest
  }

  private func startBatch() {
    guard let source = feedSource else { return }
    let token = feed.startBatch()
    let batch = PageBatch(container: self, token: token, startIndex: feedPageCount)
    emit(.loadMore(startIndex: batch.startIndex))
    // The tail page shows the new state (a loading page, say): an update of its own, queued,
    // since this runs inside a presentation that has applied its updates already (one enqueued
    // now would be applied by the presentation's own layout pass, unfollowed).
    // Only when the tail page changes: the same loading page for both states needs none.
    let before = feed.hasTail ? page(at: count - 1) : nil
    let after = callingUserCode { source.pageContainer(self, tailPageFor: .loading) }
    let changed: Bool =
      switch (before, after) {
      case (nil, nil): false
      case (let before?, let after?):
        before.diffID != after.diffID || !before.isContentEqual(to: after)
      default: true
      }
    if changed { submit { self.adapter.performUpdates(animated: true, completion: nil) } }
    callingUserCode { source.pageContainer(self, loadMore: batch) }
  }

  /// A batch landed or failed: the pages are read again; a reader on the tail page goes on in
  /// place.
  func finishBatch(_ token: Int, failed: Bool) {
    submit {
      guard self.feed.finishBatch(token, failed: failed) else { return }
      if failed { self.emit(.loadMoreFailed) }
      self.adapter.performUpdates(animated: true, completion: nil)
    }
  }
}
