import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

extension NestedFollowedModelTests.Checker {
  // MARK: Gestures

  /// A finger on the pages at `x`: the feed under it drags by `distance` (positive moves
  /// the content up) in `steps`, `interval` apart; it lifts moving, or after a pause.
  func drag(at x: Double, by distance: Double, steps: Int, interval: Duration, pause: Bool)
    throws
  {
    let start = Point(x: x, y: 300)
    let feed = screen.touchDown(at: start)
    watchNewFeeds()
    try now()
    let held = feed?.scrollView.offset
    var end = start
    for move in 1...steps {
      end = Point(x: x, y: 300 - distance * Double(move) / Double(steps))
      screen.touchMoved(feed, to: end, after: interval)
      try now()
    }
    if steps > 0, distance == 0, let feed, let held, feed.scrollView.offset != held {
      record("a still finger's rows moved \(held) → \(feed.scrollView.offset)")
    }
    if pause {
      for _ in 0..<12 { try frame() }
    }
    screen.touchUp(feed, at: end)
    try now()
  }

  /// A finger rests at `x` for `frames` frames and lifts without dragging.
  ///
  /// The rows under it stay. A finger on content at rest (or between pages) reports nothing, so no feed shown
  /// when it came down may be given an offset while it is down: not when a refresh ends
  /// (`endsRefreshOf`, halfway), nor when a motion goes quiet.
  func hold(at x: Double, frames: Int, endsRefreshOf page: String? = nil) throws {
    let point = Point(x: x, y: 300)
    let container = screen.harness.container
    let under = screen.feed(under: x)
    let unseen = (under?.scrollView.phase ?? .resting) == .resting
    let shown = container.visibleIndices.compactMap(screen.feed(at:))
    let feed = screen.touchDown(at: point)
    stillShown = unseen ? Set(shown.map(ObjectIdentifier.init)) : []
    let held = feed?.scrollView.offset
    for frame in 0..<frames {
      if frame == frames / 2, let page { endRefreshing(page: page) }
      try self.frame()
      if let feed, let held, feed.scrollView.offset != held {
        record("a still finger's rows moved \(held) → \(feed.scrollView.offset)")
      }
    }
    stillShown = []
    screen.touchUp(feed, at: point)
    try now()
  }

  /// A feed's content changed: what shrank under the offset of the feed the header moves
  /// with moved the header (where it is shown: out of view, its scroll view was not placed as
  /// the header moved, and its rows are where they were).
  func contentDidChange(_ page: FollowedFeedPage) {
    let container = screen.harness.container
    let shown = container.visibleIndices.contains { container.activeController(at: $0) === page }
    if page === nested.leadingFeed, shown { noteRelative(page) }
  }

  /// The current page's refresh ends.
  func endRefreshing() {
    if trace { print("  endRefreshing") }
    let container = screen.harness.container
    if let index = container.currentIndex, let id = container.page(at: index)?.id {
      refreshing.remove(id)
    }
    nested.endRefreshing()
  }

  /// `page`'s refresh ends (shown or not, with a controller or not).
  func endRefreshing(page: String) {
    if trace { print("  endRefreshing \(page)") }
    refreshing.remove(page)
    nested.endRefreshing(page: page)
  }

  /// Every refresh ends.
  func endAllRefreshes() {
    for page in refreshing.sorted() { endRefreshing(page: page) }
  }
}
