import Folio

/// A page controller whose page hosts a vertical feed under the collapsing header of a
/// ``NestedScrollCoordinator``.
///
/// The controller owns its feed's offset: the coordinator reads it when the page becomes the
/// current one and writes it as the feed moves. The offset stays with the page: when the
/// page's controller is reclaimed the coordinator keeps it, and gives it to the page's next
/// controller before it appears; a reused controller starts another page at its top. (A page
/// restored by `FolioStateRestoration` in a new process starts where the user left it, if its
/// saved state holds the offset.)
public protocol NestedScrollFeed: AnyObject {
  /// The length of the feed's content, in the coordinator's units.
  var nestedContentLength: Double { get }
  /// The feed's offset, from 0 (its top) to its content less its viewport.
  var nestedFeedOffset: Double { get set }
  /// Where the feed shows now, past either end included (a pull, a bounce): what to draw.
  ///
  /// - Parameter shownOffset: The feed's offset plus the overscroll shown.
  func nestedFeedDidScroll(shownOffset: Double)
  /// This page's refresh started (a pull past the top), or this controller took the page over
  /// while its refresh was pending (the controller that started it was reclaimed): start or
  /// take over the load, and end it with ``NestedScrollCoordinator/endRefreshing(page:)``.
  func nestedFeedDidStartRefreshing()
  /// This page's refresh ended (``NestedScrollCoordinator/endRefreshing(page:)``): stop the
  /// spinner (FolioUIKit's `FolioFeedScrolling` stops its own); the feed springs back out of
  /// the indicator's room by itself.
  ///
  /// A controller reclaimed while its page refreshes hears no end (the refresh goes on with the
  /// page): a spinner of its own is reset in `prepareForReuse` (FolioUIKit's
  /// `FolioFeedScrolling` stops its indicator at the controller's next placement).
  func nestedFeedDidEndRefreshing()
  /// Followed motion: where the feed's platform scroll view must be (its insets, and an offset
  /// when it must move); apply it as it comes.
  ///
  /// - Parameter placement: The insets and the offset.
  func nestedFeedPlace(_ placement: NestedFeedPlacement)
}

extension NestedScrollFeed {
  /// Does nothing.
  ///
  /// - Parameter shownOffset: The shown offset.
  public func nestedFeedDidScroll(shownOffset: Double) {}

  /// Does nothing.
  public func nestedFeedDidStartRefreshing() {}

  /// Does nothing.
  public func nestedFeedDidEndRefreshing() {}

  /// Does nothing.
  ///
  /// - Parameter placement: The placement.
  public func nestedFeedPlace(_ placement: NestedFeedPlacement) {}
}

/// A horizontal scroller inside a page (a carousel row in a feed): it keeps a horizontal drag
/// until it reaches its edge, then the pager takes the rest.
public protocol NestedHorizontalScroller: AnyObject {
  /// The scroller's offset, from 0 to ``horizontalRange``.
  var horizontalOffset: Double { get set }
  /// Its largest offset.
  var horizontalRange: Double { get }
}
