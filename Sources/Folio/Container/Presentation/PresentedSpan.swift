/// The pages under a position outside a jump: `low...high` of `count` pages, with the positions
/// for which the shape shows exactly those pages.
package struct PresentedSpan: Equatable {
  var low: Int
  var high: Int
  var count: Int
  /// The span holds for positions `p` with `from <= p < until` and `after < p <= through`.
  var from = -Double.infinity
  var until = Double.infinity
  var after = -Double.infinity
  var through = Double.infinity

  /// Whether the span is still the one under `position` (of as many pages): what a glide frame
  /// asks, with four comparisons (for one page per viewport: strictly between its two pages, or
  /// exactly on its one page).
  func holds(_ position: Double, count: Int) -> Bool {
    count == self.count && from <= position && position < until && after < position
      && position <= through
  }
}
