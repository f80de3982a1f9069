/// The pages under a position outside a jump: `low...high` of `count` pages, with the positions
/// for which the shape shows exactly those pages.
package struct PresentedSpan: Equatable {
  package var low: Int
  package var high: Int
  package var count: Int
  /// The span holds for positions `p` with `from <= p < until` and `after < p <= through`.
  package var from: Double
  package var until: Double
  package var after: Double
  package var through: Double

  /// The span `low...high` of `count` pages, holding for the positions given (all, by default).
  package init(
    low: Int, high: Int, count: Int, from: Double = -.infinity, until: Double = .infinity,
    after: Double = -.infinity, through: Double = .infinity
  ) {
    self.low = low
    self.high = high
    self.count = count
    self.from = from
    self.until = until
    self.after = after
    self.through = through
  }

  /// Whether the span is still the one under `position` (of as many pages): what a glide frame
  /// asks, with four comparisons (for one page per viewport: strictly between its two pages, or
  /// exactly on its one page).
  package func holds(_ position: Double, count: Int) -> Bool {
    count == self.count && from <= position && position < until && after < position
      && position <= through
  }
}
