/// Page counts computed from offsets: a quotient `offset / pageLength` for an offset that is a
/// whole number of pages comes out a few units in the last place off that number (`3 × 13.3`
/// is `39.900000000000006`), and must still count as that number.
enum PageCount {
  /// `value`, or the whole number it is within floating-point noise of.
  ///
  /// The tolerance is a billionth of a page plus 64 units in the last place of the whole
  /// number: far above the rounding error of a product and a quotient, far below any distance
  /// a finger or an animation moves.
  @inline(__always)
  static func snapped(_ value: Double) -> Double {
    let whole = value.rounded()
    return abs(value - whole) <= 1e-9 + 64 * whole.ulp ? whole : value
  }
}
