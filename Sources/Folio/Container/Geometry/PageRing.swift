/// The pages as a line or, while they loop, a ring: how virtual pages (a span that crosses the
/// seam counts on past the last page, or back before the first) map onto indices, and how far
/// apart pages are.
///
/// A value made from the transition's page count and whether the pages loop now; every answer
/// is a pure function of the two.
package struct PageRing: Equatable {
  /// How many pages.
  package var count: Int
  /// Whether the pages loop now.
  package var loops: Bool

  package init(count: Int, loops: Bool) {
    self.count = count
    self.loops = loops
  }

  /// The index of virtual page `page`: around the ring while looping, clamped to the pages
  /// otherwise (0 with no pages).
  package func index(ofVirtual page: Int) -> Int {
    guard count > 0 else { return 0 }
    guard loops else { return min(max(0, page), count - 1) }
    return ((page % count) + count) % count
  }

  /// The indices of a span that may cross the seam: virtual pages `span.low...span.high` mapped
  /// onto the ring (ascending without looping).
  package func indices(of span: PresentedSpan) -> [Int] {
    if span.low == span.high { return [index(ofVirtual: span.low)] }
    return (span.low...span.high).map { index(ofVirtual: $0) }
  }

  /// The pages the recycle distance counts from: the shown span with the current page, as
  /// `first...last` (virtual pages around a ring: the shorter arc that holds both).
  package func anchor(current: Int, span: PresentedSpan) -> (first: Int, last: Int) {
    guard loops, count > 0 else { return (min(current, span.low), max(current, span.high)) }
    let ring = count
    // The current page's virtual page at or after the span's first page.
    let ahead = span.low + ((current - span.low) % ring + ring) % ring
    if ahead <= span.high { return (span.low, span.high) }
    // Outside the span: extend it forward to `ahead`, or backward to one ring before it,
    // whichever arc is shorter.
    let forward = ahead - span.low
    let backward = span.high - (ahead - ring)
    return forward <= backward ? (span.low, ahead) : (ahead - ring, span.high)
  }

  /// Whether `index` is among the span's pages.
  package func contains(_ span: PresentedSpan, _ index: Int) -> Bool {
    guard loops, span.low < 0 || span.high >= count else {
      return index >= span.low && index <= span.high
    }
    for virtual in span.low...span.high where self.index(ofVirtual: virtual) == index {
      return true
    }
    return false
  }

  /// The distance between page `index` and the pages `first...last` (0 within): around the
  /// ring while looping, where `first...last` may be virtual pages (`-1` is the last page, one
  /// ring back) and is at most a ring long.
  package func gap(of index: Int, first: Int, last: Int) -> Int {
    guard loops, count > 0 else {
      return index > last ? index - last : index < first ? first - index : 0
    }
    let ring = count
    // How far forward from the first page the page lies on the ring, within 0..<ring.
    let ahead = ((index - first) % ring + ring) % ring
    let width = last - first
    guard ahead > width else { return 0 }
    return min(ahead - width, ring - ahead)
  }
}
