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

  /// A finger rests at `x` for `frames` frames and lifts without dragging: the rows under it
  /// stay.
  func hold(at x: Double, frames: Int) throws {
    let point = Point(x: x, y: 300)
    let feed = screen.touchDown(at: point)
    let held = feed?.scrollView.offset
    for _ in 0..<frames {
      try frame()
      if let feed, let held, feed.scrollView.offset != held {
        record("a still finger's rows moved \(held) → \(feed.scrollView.offset)")
      }
    }
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
