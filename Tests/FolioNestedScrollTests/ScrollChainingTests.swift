import FolioNestedScroll
import FolioSupport
import Testing

/// Routing vertical motion between header and feed, mode by mode.
@Suite struct ScrollChainingTests {
  let extent = NestedExtent(headerRange: 100, feedRange: 500)

  /// The offsets after each distance, in turn, as `header/feed/over` strings.
  private func walk(_ mode: ScrollChaining, from start: NestedOffsets, _ distances: [Double])
    -> [String]
  {
    var offsets = start
    return distances.map { distance in
      offsets = mode.route(offsets, by: distance, in: extent)
      return "\(Int(offsets.header))/\(Int(offsets.feed))/\(Int(offsets.overscroll))"
    }
  }

  @Test func collapseFirst_upCollapsesThenScrolls_downScrollsToTopThenExpands() {
    let start = NestedOffsets(header: 0, feed: 0)
    #expect(
      walk(.collapseFirst, from: start, [60, 60, 400, 100, -200, -350, -100, -30, 10, 40]) == [
        "60/0/0", "100/20/0", "100/420/0", "100/500/20", "100/320/0", "70/0/0", "0/0/-30",
        "0/0/-60", "0/0/-50", "0/0/-10",
      ])
  }

  @Test func expandFirst_downExpandsAtOnceThenScrolls() {
    let start = NestedOffsets(header: 100, feed: 300)
    #expect(
      walk(.expandFirst, from: start, [-60, -60, -300, 50]) == [
        "40/300/0", "0/280/0", "0/0/-20", "30/0/0",
      ])
  }

  @Test func pinned_everythingGoesToTheFeed() {
    #expect(
      walk(.pinned, from: NestedOffsets(header: 0, feed: 0), [60, 480, -700]) == [
        "0/60/0", "0/500/40", "0/0/-160",
      ])
  }

  @Test(arguments: ScrollChaining.allCases)
  func randomMotion_conservesDistance_andStaysInBounds(mode: ScrollChaining) {
    for seed in UInt64(0)..<40 {
      var random = SeededRandomNumberGenerator(seed: seed)
      let extent = NestedExtent(
        headerRange: Double.random(in: 0...200, using: &random),
        feedRange: Double.random(in: 0...2_000, using: &random))
      var offsets = NestedOffsets(
        header: mode == .pinned ? 0 : Double.random(in: 0...extent.headerRange, using: &random),
        feed: Double.random(in: 0...extent.feedRange, using: &random))
      for step in 0..<200 {
        let distance = Double.random(in: -400...400, using: &random)
        let next = mode.route(offsets, by: distance, in: extent)
        let moved =
          (next.header - offsets.header) + (next.feed - offsets.feed)
          + (next.overscroll - offsets.overscroll)
        #expect(
          abs(moved - distance) < 1e-6, "seed \(seed) step \(step): \(offsets) by \(distance)")
        #expect(next.header >= 0 && next.header <= extent.headerRange, "seed \(seed) step \(step)")
        #expect(next.feed >= 0 && next.feed <= extent.feedRange, "seed \(seed) step \(step)")
        if mode == .pinned { #expect(next.header == offsets.header) }
        // Past an end only once both header and feed are at that end.
        if next.overscroll > 0 {
          #expect(next.feed == extent.feedRange, "seed \(seed) step \(step)")
        }
        if next.overscroll < 0 { #expect(next.feed == 0, "seed \(seed) step \(step)") }
        offsets = next
      }
    }
  }

  @Test(arguments: ScrollChaining.allCases)
  func anInfiniteDistance_reachesTheEnd_withNoOverscroll(mode: ScrollChaining) {
    let offsets = NestedOffsets(header: 10, feed: 20)
    let up = mode.route(offsets, by: .infinity, in: extent)
    #expect(up.feed == extent.feedRange && up.overscroll == 0)
    #expect(up.header == (mode == .pinned ? 10 : extent.headerRange))
    let down = mode.route(offsets, by: -.infinity, in: extent)
    #expect(down.feed == 0 && down.overscroll == 0)
    #expect(down.header == (mode == .pinned ? 10 : 0))
  }

  @Test func notANumber_movesNothing_andBadLengthsAreClamped() {
    let offsets = NestedOffsets(header: 10, feed: 20)
    #expect(ScrollChaining.collapseFirst.route(offsets, by: .nan, in: extent) == offsets)
    let bad = NestedExtent(headerRange: -5, feedRange: .nan)
    #expect(bad.headerRange == 0 && bad.feedRange == 0)
  }
}
