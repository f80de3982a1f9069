import FolioNestedScroll
import Testing

/// The three modes, as sequences.
///
/// A header that collapses by up to 100 over a feed that scrolls by up to 500, the content moved
/// up, then down. Each step reads `header/feed/past an end`.
@Test func theChainingModes_asSequences() {
  let extent = NestedExtent(headerRange: 100, feedRange: 500)
  let moves: [Double] = [60, 60, 500, -200, -400, -60]
  func walk(_ mode: ScrollChaining) -> [String] {
    var offsets = NestedOffsets(header: 0, feed: 0)
    return moves.map { distance in
      offsets = mode.route(offsets, by: distance, in: extent)
      return "\(Int(offsets.header))/\(Int(offsets.feed))/\(Int(offsets.overscroll))"
    }
  }
  // Up: the header collapses first, then the feed scrolls; past its end, the rest overscrolls.
  // Down: the feed back to its top first, then the header expands; then a pull past the top.
  #expect(
    walk(.collapseFirst) == ["60/0/0", "100/20/0", "100/500/20", "100/320/0", "20/0/0", "0/0/-40"])
  // Down: the header expands at once, then the feed scrolls back to its top.
  #expect(
    walk(.expandFirst) == ["60/0/0", "100/20/0", "100/500/20", "0/420/0", "0/20/0", "0/0/-40"])
  // The header never moves: everything goes to the feed.
  #expect(walk(.pinned) == ["0/60/0", "0/120/0", "0/500/120", "0/420/0", "0/20/0", "0/0/-40"])
}
