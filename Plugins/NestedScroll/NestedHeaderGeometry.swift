/// Where a collapsing header and the current page's feed are drawn now, along the vertical axis
/// of the container (0 at its top, growing down, in the container's units), and what a point
/// there hits: what a screen draws from and hit-tests with.
///
/// The header's top edge is at ``headerTop`` (`-headerOffset`: it slides up as it collapses),
/// its pinned part starts at ``pinnedTop`` and the feed's viewport at ``feedTop``, right under
/// the header (under the pinned part once the header is collapsed). A feed's content point `y`
/// is drawn at `feedTop + y - shownFeedOffset`: pulled past its top (a refresh) the content
/// moves down and leaves a gap under the header.
///
/// A header stretched by a pull (``headerStretch``, the screen's refresh) is drawn that much
/// taller, its pinned part at its bottom, the feed's top under it.
///
/// Invariants: `headerTop ≤ pinnedTop ≤ feedTop`, `feedTop - pinnedTop == pinnedHeight`,
/// `feedTop - headerTop == headerHeight + headerStretch`, and ``contentY(ofFeedScreenY:)`` and
/// ``screenY(ofFeedContentY:)`` are inverses.
public struct NestedHeaderGeometry: Hashable, Sendable {
  /// The header's full height.
  public let headerHeight: Double
  /// The part of the header that never scrolls away (at its bottom).
  public let pinnedHeight: Double
  /// How far the header is collapsed, 0 to `headerHeight - pinnedHeight`.
  public let headerOffset: Double
  /// The current feed's offset as drawn (its offset and any overscroll:
  /// `NestedScroller/shownFeedOffset`).
  public let shownFeedOffset: Double
  /// The container's height: points at or past it are outside.
  public let viewportLength: Double
  /// How far a pull stretches the header below its height (0 or more; 0 unless the header is
  /// expanded).
  public let headerStretch: Double

  /// The largest magnitude a value takes (10^9): past it, sums of positions would lose the
  /// exactness the invariants state.
  public static let maximumMagnitude = 1e9

  /// Creates a geometry; every value that is not finite counts as 0, magnitudes past
  /// ``maximumMagnitude`` count as it, and heights and the offset are clamped to their ranges
  /// (a stretch to 0 or more, and to 0 with the header collapsed at all).
  public init(
    headerHeight: Double, pinnedHeight: Double, headerOffset: Double, shownFeedOffset: Double,
    viewportLength: Double, headerStretch: Double = 0
  ) {
    func finite(_ value: Double) -> Double {
      value.isFinite ? min(max(value, -Self.maximumMagnitude), Self.maximumMagnitude) : 0
    }
    self.headerHeight = max(0, finite(headerHeight))
    self.pinnedHeight = min(max(0, finite(pinnedHeight)), self.headerHeight)
    self.headerOffset = min(max(0, finite(headerOffset)), self.headerHeight - self.pinnedHeight)
    self.shownFeedOffset = finite(shownFeedOffset)
    self.viewportLength = max(0, finite(viewportLength))
    self.headerStretch = self.headerOffset > 0 ? 0 : max(0, finite(headerStretch))
  }

  /// The header's top edge: `-headerOffset`.
  public var headerTop: Double { -headerOffset }
  /// The top of the header's pinned part.
  public var pinnedTop: Double { feedTop - pinnedHeight }
  /// The top of the feed's viewport: the header's bottom edge.
  public var feedTop: Double { headerTop + headerHeight + headerStretch }
  /// The header's height as drawn: its height and its stretch.
  public var drawnHeaderHeight: Double { headerHeight + headerStretch }

  /// What a point of the container hits.
  public enum Hit: Hashable, Sendable {
    /// The header's scrolling part, at `y` from the header's top.
    case header(y: Double)
    /// The pinned part, at `y` from its top.
    case pinned(y: Double)
    /// The current feed, at `y` in its content (0 at its top; negative in a pull's gap).
    case feed(y: Double)
    /// Above the container, below it, or not a number.
    case outside
  }

  /// What the container's point at height `y` hits (the horizontal position does not matter:
  /// the header spans the container's width, and the page under the point is the host's
  /// to say).
  ///
  /// - Parameter y: A vertical position in the container, 0 at its top.
  /// - Returns: The part hit, with the position in that part's own coordinates.
  public func hit(y: Double) -> Hit {
    guard y.isFinite, y >= 0, y < viewportLength else { return .outside }
    if y < pinnedTop { return .header(y: y - headerTop) }
    if y < feedTop { return .pinned(y: y - pinnedTop) }
    return .feed(y: contentY(ofFeedScreenY: y))
  }

  /// The feed's content position drawn at the container's height `y`.
  public func contentY(ofFeedScreenY y: Double) -> Double { y - feedTop + shownFeedOffset }

  /// The container's height at which the feed's content position `y` is drawn.
  public func screenY(ofFeedContentY y: Double) -> Double { y - shownFeedOffset + feedTop }
}
