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
    guard nested.motion == .followed else { return nested.verticalDrag(by: rows) }
    // `--feeds follow`: a finger on the current feed's own scroll view (its height on the
    // screen is what the finger went down at, less the rows it moved the content up).
    guard let scrollView = currentFeed?.scrollView else { return }
    if !scrollView.isTracking {
      scrollView.touchDown(at: 0)
      fingerOnFeed = 0
    }
    fingerOnFeed -= rows
    scrollView.touchMoved(to: fingerOnFeed)
  }

  /// `vrelease:V`: the finger on the feed lifts at V rows per second, if one is down.
  ///
  /// - Parameter velocity: Rows per second, positive moving the content up.
  package func verticalRelease(velocity: Double) {
    guard nested.motion == .followed else {
      guard nested.scroller.phase == .dragging else { return }
      return nested.verticalRelease(velocity: velocity)
    }
    guard let scrollView = currentFeed?.scrollView, scrollView.isTracking else { return }
    scrollView.touchUp(at: fingerOnFeed, velocity: velocity)
  }

  /// `pan:X:Y`: a finger down, moved X page widths and Y rows at once, then up with no velocity;
  /// the arbiter decides which axis moves (a column and a row count one unit each).
  ///
  /// - Parameters:
  ///   - pages: Page widths, positive toward higher channels.
  ///   - rows: Rows, positive moving the content up.
  package func pan(pages: Double, rows: Double) {
    guard nested.motion == .owned else {
      // `--feeds follow`: the pager's scroll view and the feed's each take their own axis (a
      // column and a row count one unit each, as the arbiter counts them).
      if abs(rows) > abs(pages * container.viewportSize.width) {
        verticalDrag(rows: rows)
        verticalRelease(velocity: 0)
      } else {
        drag(byPages: pages)
        release(velocity: 0)
      }
      return
    }
    nested.touchDown()
    nested.touchMoved(dx: pages * container.viewportSize.width, dy: rows)
    nested.touchUp(velocityX: 0, velocityY: 0)
  }

  /// `--feeds follow`: a finger on the pages reaches the current feed's own scroll view too,
  /// which pans when the finger's axis turns out vertical, by the travel past the slop (the
  /// arbiter's rule, as the owned feeds decide it).
  func feedTouch(_ phase: TerminalHost<Channel>.TouchPhase, at point: Point) {
    guard let scrollView = currentFeed?.scrollView else { return }
    switch phase {
    case .down:
      var arbiter = nested.arbiter
      arbiter.touchDown()
      feedFinger = (arbiter, point)
    case .moved:
      guard var finger = feedFinger else { return }
      let wasDecided = finger.arbiter.axis != nil
      let decision = finger.arbiter.move(dx: point.x - finger.last.x, dy: finger.last.y - point.y)
      finger.last = point
      feedFinger = finger
      guard let (axis, distance) = decision, axis == .vertical else { return }
      // Decided now: the finger is where it pans from, less the travel past the slop.
      if !wasDecided { scrollView.touchDown(at: point.y + distance) }
      scrollView.touchMoved(to: point.y)
    case .up:
      if feedFinger?.arbiter.axis == .vertical { scrollView.touchUp(at: point.y) }
      feedFinger = nil
    }
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
    // A feed's own scroll view tells the coordinator itself (`--feeds follow`).
    guard page === currentFeed, page.scrollView == nil else { return }
    nested.feedLengthDidChange()
  }

  /// The header's offset and range, and each kept feed offset (active pages', then saved ones).
  var nestedStateFields: [JSONValue.Member] {
    var members: [JSONValue.Member] = [
      .init("offset", .number((nested.headerOffset * 10_000).rounded() / 10_000)),
      .init("range", .number(nested.headerRange)),
    ]
    if nested.refreshScope == .screen {
      // The screen's refresh: the header's stretch (rows), and whether the screen refreshes.
      members.append(.init("stretch", .number((nested.headerStretch * 10_000).rounded() / 10_000)))
      members.append(.init("refreshing", .bool(nested.isRefreshingScreen)))
    }
    let header = JSONValue.object(members)
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
    let offsets = feeds.keys.sorted().map { JSONValue.Member($0, .integer(feeds[$0] ?? 0)) }
    return [.init("header", header), .init("feeds", .object(offsets))]
  }
}

@MainActor
extension FeedPage: @MainActor NestedScrollFeed {
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

  /// `--feeds follow`: the feed's own scroll view takes the coordinator's placement (its
  /// insets, an offset to hold), as a UIKit feed applies it to its table.
  ///
  /// - Parameter placement: The placement.
  package func nestedFeedPlace(_ placement: NestedFeedPlacement) {
    scrollView?.apply(placement)
  }
}
