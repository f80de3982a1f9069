import Folio
import FolioNestedScroll
import FolioStateRestoration
import FolioSupport
import TerminalPagerCore

/// The collapsing channel header: vertical drags of a feed, pans that the arbiter decides, and
/// the header and feed offsets in the `state` object.
extension NewsService {
  /// The channel header's rows: all of them collapse (the tab strip under it stays).
  package static let headerRows = 3.0

  /// `vdrag:R`: a finger on the feed moves R rows (positive moves the content up); it stays down.
  ///
  /// - Parameter rows: The distance.
  package func verticalDrag(rows: Double) {
    nested.verticalDrag(by: rows)
  }

  /// `vrelease:V`: the finger on the feed lifts at V rows per second, if one is down.
  ///
  /// - Parameter velocity: Rows per second, positive moving the content up.
  package func verticalRelease(velocity: Double) {
    guard nested.scroller.phase == .dragging else { return }
    nested.verticalRelease(velocity: velocity)
  }

  /// `pan:X:Y`: a finger down, moved X page widths and Y rows at once, then up with no velocity;
  /// the arbiter decides which axis moves (a column and a row count one unit each).
  ///
  /// - Parameters:
  ///   - pages: Page widths, positive toward higher channels.
  ///   - rows: Rows, positive moving the content up.
  package func pan(pages: Double, rows: Double) {
    nested.touchDown()
    nested.touchMoved(dx: pages * container.viewportSize.width, dy: rows)
    nested.touchUp(velocityX: 0, velocityY: 0)
  }

  /// Lifts every finger a script left down (the pager's and the feed's).
  package func liftFingers() {
    terminal.touchUp()
    release(velocity: 0)
    verticalRelease(velocity: 0)
  }

  /// A feed's content changed length (its load finished): the header and feed follow.
  ///
  /// - Parameter page: The page whose feed changed.
  func feedDidChangeLength(_ page: FeedPage) {
    guard page === currentFeed else { return }
    nested.feedLengthDidChange()
  }

  /// The header's offset and range, and each kept feed offset (active pages', then saved ones).
  var nestedStateFields: [JSONValue.Member] {
    let header = JSONValue.object([
      .init("offset", .number((nested.headerOffset * 10_000).rounded() / 10_000)),
      .init("range", .number(nested.headerRange)),
    ])
    var feeds: [String: Int] = [:]
    for id in restoration.savedPageIDs {
      if let state = restoration.savedState(of: id, as: FeedPage.State.self) {
        feeds[id] = state.offset
      }
    }
    for index in container.activeIndices {
      guard let page = container.activeController(at: index) as? FeedPage, let id = page.channel?.id
      else { continue }
      feeds[id] = page.offset
    }
    let members = feeds.keys.sorted().map { JSONValue.Member($0, .integer(feeds[$0] ?? 0)) }
    return [.init("header", header), .init("feeds", .object(members))]
  }
}

extension FeedPage: NestedScrollFeed {
  /// The feed's content length, in rows.
  package var nestedContentLength: Double { feed.contentSize.height }

  /// The feed's offset, in rows.
  package var nestedFeedOffset: Double {
    get { feed.contentOffset.y }
    set { feed.setContentOffset(Point(x: 0, y: newValue), animated: false) }
  }

  /// A pull past the top reloads the channel; the refresh ends when the load lands.
  package func nestedFeedDidStartRefreshing() {
    refresh()
  }
}
