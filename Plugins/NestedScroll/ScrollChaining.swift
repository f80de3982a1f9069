/// How vertical motion is shared between a collapsing header and the current page's feed.
///
/// Distances are signed along the feed: positive moves the content up (toward the feed's end),
/// negative moves it down (toward its top).
public enum ScrollChaining: String, Hashable, Sendable, CaseIterable {
  /// Moving the content up collapses the header, then scrolls the feed; moving it down scrolls
  /// the feed to its top, then expands the header. The default.
  case collapseFirst
  /// Moving the content up collapses the header, then scrolls the feed; moving it down expands
  /// the header at once, then scrolls the feed (Material's "enter always").
  case expandFirst
  /// The header never collapses: every motion goes to the feed.
  case pinned
}

/// Where the vertical motion of one feed under a collapsing header stands: how far the header is
/// collapsed and where the feed is, with the distance a finger has pulled past either end.
public struct NestedOffsets: Hashable, Sendable, CustomStringConvertible {
  /// How far the header is collapsed: 0 (expanded) to the header's collapsible range.
  public var header: Double
  /// The feed's offset within its bounds: 0 (its top) to its largest offset.
  public var feed: Double
  /// How far past an end the motion has gone (negative past the top, positive past the end):
  /// the finger's distance while dragging, which the shown overscroll follows with resistance.
  public var overscroll: Double

  /// Offsets at rest: nothing past an end.
  ///
  /// - Parameters:
  ///   - header: How far the header is collapsed.
  ///   - feed: The feed's offset.
  ///   - overscroll: The distance past an end; 0 by default.
  public init(header: Double, feed: Double, overscroll: Double = 0) {
    self.header = header
    self.feed = feed
    self.overscroll = overscroll
  }

  /// `header H feed F` (and `over O` when past an end).
  public var description: String {
    "header \(header) feed \(feed)" + (overscroll == 0 ? "" : " over \(overscroll)")
  }
}

/// The lengths a routing of vertical motion needs.
public struct NestedExtent: Hashable, Sendable {
  /// How far the header can collapse (its height less its pinned part); 0 when pinned.
  public var headerRange: Double
  /// The feed's largest offset (its content less its viewport; 0 for a feed shorter than that).
  public var feedRange: Double

  /// Creates the lengths; negative or not-a-number values count as 0.
  ///
  /// - Parameters:
  ///   - headerRange: How far the header can collapse.
  ///   - feedRange: The feed's largest offset.
  public init(headerRange: Double, feedRange: Double) {
    self.headerRange = headerRange.isNaN ? 0 : max(0, headerRange)
    self.feedRange = feedRange.isNaN ? 0 : max(0, feedRange)
  }
}

extension ScrollChaining {
  /// Moves `offsets` by `distance` in this mode.
  ///
  /// The header and the feed take it in the mode's order, each up to its end, and what is left
  /// goes past an end (`overscroll`). Motion back from past an end first undoes the overscroll.
  ///
  /// The header and the feed together move by at most `distance`, and by exactly what is not
  /// left over; a pinned mode keeps the header where it is. Offsets past the extent (lengths
  /// that shrank meanwhile) are first brought within it.
  ///
  /// - Parameters:
  ///   - offsets: The offsets before.
  ///   - distance: Positive moves the content up; not-a-number moves nothing; an infinite
  ///     distance moves the header and the feed to that end, and no further (no overscroll).
  ///   - extent: How far the header and the feed can go.
  /// - Returns: The offsets after.
  /// - Complexity: O(1).
  public func route(_ offsets: NestedOffsets, by distance: Double, in extent: NestedExtent)
    -> NestedOffsets
  {
    var result = offsets
    // Offsets from before the lengths changed (a header resized mid-fling) start within them.
    result.header = min(result.header, extent.headerRange)
    result.feed = min(result.feed, extent.feedRange)
    guard !distance.isNaN, distance != 0 else { return result }
    var left = distance
    // Back from past an end first.
    if result.overscroll < 0, left > 0 {
      let back = min(left, -result.overscroll)
      result.overscroll += back
      left -= back
    } else if result.overscroll > 0, left < 0 {
      let back = min(-left, result.overscroll)
      result.overscroll -= back
      left += back
    }
    guard left != 0 else { return result }
    if left > 0 {
      if self != .pinned { take(&left, into: &result.header, upTo: extent.headerRange) }
      take(&left, into: &result.feed, upTo: extent.feedRange)
    } else {
      if self == .expandFirst { give(&left, from: &result.header) }
      give(&left, from: &result.feed)
      if self == .collapseFirst { give(&left, from: &result.header) }
    }
    // (An infinite distance reaches the end: what it has left is not a bounce.)
    if left.isFinite { result.overscroll += left }
    return result
  }

  /// How far the header and feed together can move by `direction` (its sign) before an end.
  ///
  /// - Parameters:
  ///   - offsets: The offsets now.
  ///   - direction: Positive toward the feed's end, negative toward its top.
  ///   - extent: How far the header and the feed can go.
  /// - Returns: The distance, 0 or more.
  public func room(from offsets: NestedOffsets, toward direction: Double, in extent: NestedExtent)
    -> Double
  {
    if direction > 0 {
      let header = self == .pinned ? 0 : max(0, extent.headerRange - offsets.header)
      return header + max(0, extent.feedRange - offsets.feed)
    }
    if direction < 0 {
      let header = self == .pinned ? 0 : max(0, offsets.header)
      return header + max(0, offsets.feed)
    }
    return 0
  }

  private func take(_ left: inout Double, into offset: inout Double, upTo end: Double) {
    let room = max(0, end - offset)
    if left >= room {
      // Exactly at the end (offset + room may round past it).
      offset = max(offset, end)
      left -= room
    } else {
      offset += left
      left = 0
    }
  }

  private func give(_ left: inout Double, from offset: inout Double) {
    let step = min(-left, max(0, offset))
    offset -= step
    left += step
  }
}
