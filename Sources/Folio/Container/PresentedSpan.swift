/// The pages under a position outside a jump: `low...high` of `count` pages.
struct PresentedSpan {
  var low: Int
  var high: Int
  var count: Int

  /// Whether the span is still the one under `position` (of as many pages): strictly between its
  /// two pages, or exactly on its one page.
  ///
  /// What a glide frame asks, without rounding.
  func holds(_ position: Double, count: Int) -> Bool {
    guard count == self.count else { return false }
    guard low != high else { return position == Double(low) }
    return Double(low) < position && position < Double(high)
  }
}
