/// Who moves the feeds of a ``NestedScrollCoordinator``.
public enum NestedScrollMotion: Hashable, Sendable {
  /// The coordinator's own scroller: touches in (its gesture arbiter, ``NestedScroller``'s
  /// physics on the clock), each feed's offset out (``NestedScrollFeed/nestedFeedDidScroll(shownOffset:)``).
  /// A terminal, or custom physics.
  case owned
  /// Each feed's platform scroll view (a `UITableView`, a `UICollectionView`): it keeps its own
  /// physics, and the coordinator follows what its delegate reports
  /// (``NestedScrollCoordinator/feedDidScroll(_:offset:isTracking:isDecelerating:isDragging:)``),
  /// answering where the header is and where each feed's scroll view must be
  /// (``NestedScrollFeed/nestedFeedPlace(_:)``).
  case followed
}

/// Where a feed's platform scroll view must be, in followed motion: its content insets, and an
/// offset to set when it is not where the header needs it.
///
/// The feed's scroll view spans the container's height, under the header, and its content
/// starts below the header: its top inset is the header's full height (and the refresh
/// indicator's while a refresh holds its room), the same on every report, so that with the
/// header expanded the feed's top shows right under it. Its content offset then encodes the
/// header and the feed together: offset `y` is `feed + header − headerHeight` (the header's
/// offset and the feed's own), so one scroll view collapses the header and scrolls the feed in
/// one motion, with its own deceleration, bounce and scroll-to-top, and a fling hands over
/// from the header to the feed by itself.
///
/// Apply it as it comes (`UIScrollView`): set the insets, then, if ``contentOffset`` is set,
/// the offset (animated if ``animated``). The other order works as well: an animated offset
/// never comes with insets that change (a smaller inset would clamp the offset at once, and no
/// animation would run nor report its end).
public struct NestedFeedPlacement: Hashable, Sendable {
  /// The scroll view's top content inset: the header's height (less what a pinned header keeps
  /// collapsed), plus the refresh indicator's height while a refresh holds.
  public var contentInsetTop: Double
  /// Its bottom content inset: for a feed shorter than its viewport, what lets the header
  /// collapse all the same; 0 otherwise.
  public var contentInsetBottom: Double
  /// The content offset to set now, or `nil` when the scroll view is where it should be.
  ///
  /// A feed coming into view, or one the header moved away from, is put back where it was
  /// under the header; a feed left in a gap, or in the room of a refresh that ended, springs
  /// back. Never for a feed a finger is on.
  public var contentOffset: Double?
  /// Whether to animate to ``contentOffset`` (a spring back): the scroll view reports the
  /// animation's end (`scrollViewDidEndScrollingAnimation(_:)`), which the coordinator waits
  /// for before it takes a refresh's room away.
  public var animated: Bool
  /// Whether it is the current page's feed: the one scroll view on screen that scrolls to the
  /// top when the status bar is tapped.
  ///
  /// UIKit's `scrollsToTop` works only while a single scroll view on screen has it: every other
  /// feed is told `false`, the one the reader leaves included.
  public var isCurrent: Bool
  /// The height of the refresh indicator's room above the content while the feed's own refresh
  /// holds (``NestedRefreshScope/eachFeed``): draw the indicator there, from `-height` to 0 in
  /// the content's coordinates (FolioUIKit's `FolioFeedScrolling` does); 0 when none shows.
  public var refreshIndicatorHeight: Double

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - contentInsetTop: The top inset.
  ///   - contentInsetBottom: The bottom inset.
  ///   - contentOffset: The offset to set, if any.
  ///   - animated: Whether to animate there.
  ///   - isCurrent: Whether it is the current page's feed.
  ///   - refreshIndicatorHeight: The refresh indicator's room while the feed's refresh holds.
  public init(
    contentInsetTop: Double, contentInsetBottom: Double, contentOffset: Double? = nil,
    animated: Bool = false, isCurrent: Bool = false, refreshIndicatorHeight: Double = 0
  ) {
    self.refreshIndicatorHeight = refreshIndicatorHeight
    self.contentInsetTop = contentInsetTop
    self.contentInsetBottom = contentInsetBottom
    self.contentOffset = contentOffset
    self.animated = animated
    self.isCurrent = isCurrent
  }
}
