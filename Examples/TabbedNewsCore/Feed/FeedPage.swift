import Folio
import FolioHostTesting
import FolioImpressions
import FolioStateRestoration
import FolioWorkingRange

/// A channel's page: a vertical feed (a ``ListAdapter`` on a ``ListLayout``) that loads when the
/// page enters the working range, is cancelled if it leaves first, keeps its scroll offset and
/// loaded items across reuse and process death, and counts item impressions while on screen.
///
/// News and video channels have their own subclass, so a channel that changes kind changes
/// controller type.
@MainActor
package class FeedPage: @MainActor RestorablePageController, @MainActor ResizablePageController,
  @MainActor WorkingRangeDelegate,
  @MainActor ListAdapterDataSource
{
  package typealias Page = Channel

  /// What is saved for a page: where its feed was scrolled, and what it had loaded.
  package struct State: Codable, Sendable, Equatable {
    /// The feed's offset in rows.
    package var offset: Int
    /// The loaded items, or `nil` when the feed had not loaded.
    package var items: [FeedItem]?
  }

  /// The feed's list.
  package let feed: VirtualCollectionView
  private let adapter: ListAdapter<FeedItem>
  private let impressions: ListImpressions<FeedItem>
  private weak var service: NewsService?

  /// With `--feeds follow`, the feed's own scroll view (a model of a `UITableView`), which
  /// the header's coordinator follows; `nil` when the coordinator moves the feed.
  package let scrollView: PlatformFeedScrollViewModel<Channel>?
  /// The page's channel.
  package private(set) var channel: Channel?
  /// The loaded items, or `nil` before the load finished.
  package private(set) var items: [FeedItem]?
  /// The load in progress, if any.
  package private(set) var loadRequest: Int?

  required init(service: NewsService) {
    self.service = service
    feed = VirtualCollectionView(
      layout: ListLayout(axis: .vertical), viewportSize: .zero,
      physics: ScrollPhysics(isPagingEnabled: false), clock: service.clock)
    adapter = ListAdapter(collectionView: feed)
    if service.nested.motion == .followed {
      let scrollView = PlatformFeedScrollViewModel(
        coordinator: service.nested, clock: service.clock,
        viewportLength: service.container.viewportSize.height, contentLength: 0)
      // A row is a cell: a drag pans from its first row.
      scrollView.slop = 0
      self.scrollView = scrollView
    } else {
      scrollView = nil
    }
    impressions = ListImpressions(adapter: adapter)
    impressions.isTracking = false
    adapter.dataSource = self
    scrollView?.feed = self
    impressions.tracker.didRecord = { [weak self] impression in
      guard let self, let channel = self.channel else { return }
      self.service?.reportImpression(impression, page: channel.id)
    }
  }

  /// The feed's offset in whole rows.
  package var offset: Int { Int(feed.contentOffset.y.rounded()) }

  /// Scrolls the feed by `rows` (clamped to the feed), instantly.
  ///
  /// - Parameter rows: Rows down (negative: up).
  package func scroll(by rows: Int) {
    feed.setContentOffset(Point(x: 0, y: feed.contentOffset.y + Double(rows)), animated: false)
  }

  /// The items whose cells the feed displays, with their first row on screen.
  package var shownItems: [(item: FeedItem, row: Int)] {
    zip(feed.visibleItemPaths, feed.visibleCells).compactMap { path, cell in
      guard let item = (cell as? FeedCell)?.item, let frame = feed.frameForItem(at: path) else {
        return nil
      }
      return (item, Int((frame.origin.y - feed.contentOffset.y).rounded()))
    }
  }

  // MARK: - Page lifecycle

  package func prepareForReuse() {
    channel = nil
    items = nil
    loadRequest = nil
    impressions.isTracking = false
    reloadFeed(offset: 0)
  }

  package func bind(to page: Channel) {
    channel = page
  }

  package func pageDidResize(to size: Size) {
    feed.setViewportSize(size)
    scrollView?.viewportLength = size.height
  }

  package func pageDidAppear() {
    impressions.isTracking = true
  }

  package func pageDidDisappear() {
    impressions.isTracking = false
  }

  // MARK: - Loading

  package func pageWillEnterWorkingRange() {
    guard items == nil, loadRequest == nil, let channel, let service else { return }
    loadRequest = service.loader.start(channel: channel) { [weak self] request, items in
      self?.loadDidFinish(request: request, items: items)
    }
  }

  package func pageDidExitWorkingRange() {
    guard let request = loadRequest else { return }
    loadRequest = nil
    service?.loader.cancel(request)
  }

  private func loadDidFinish(request: Int, items: [FeedItem]) {
    guard request == loadRequest else { return }
    loadRequest = nil
    self.items = items
    reloadFeed(offset: offset)
    service?.feedDidChangeLength(self)
  }

  /// Reloads the channel (a pull to refresh, or this page taken over while its channel
  /// refreshes): the channel's refresh ends when the load lands, whichever page is current.
  func refresh() {
    guard let channel, let service else { return }
    if let request = loadRequest { service.loader.cancel(request) }
    loadRequest = service.loader.start(channel: channel) { [weak self] request, items in
      guard let self, request == self.loadRequest else { return }
      self.loadDidFinish(request: request, items: items)
      self.service?.nested.endRefreshing(page: channel.id)
    }
  }

  private func reloadFeed(offset: Int) {
    adapter.performUpdates()
    feed.layoutIfNeeded()
    feed.setContentOffset(Point(x: 0, y: Double(offset)), animated: false)
    // The feed's own scroll view learns its content (and tells the coordinator).
    scrollView?.contentLength = feed.contentSize.height
  }

  // MARK: - State

  package func saveState() -> State? {
    let state = State(offset: offset, items: items)
    service?.reportState("saveState", page: self, offset: state.offset)
    return state
  }

  package func restoreState(_ state: State?) {
    items = state?.items
    reloadFeed(offset: state?.offset ?? 0)
    if let state { service?.reportState("restoreState", page: self, offset: state.offset) }
  }

  // MARK: - The feed's data

  package func objects(for adapter: ListAdapter<FeedItem>) -> [FeedItem] { items ?? [] }

  package func listAdapter(_ adapter: ListAdapter<FeedItem>, sectionControllerFor object: FeedItem)
    -> any ListSectionController<FeedItem>
  {
    object.kind.makeSection()
  }
}

/// The page of a news channel.
package final class NewsFeedPage: FeedPage {}

/// The page of a video channel.
package final class VideoFeedPage: FeedPage {}
