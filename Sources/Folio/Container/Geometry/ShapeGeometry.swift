/// A ``PageShape`` worked out for a viewport: lengths in points, and which pages a position
/// shows, in page units (a page's *offset* is `index - position`).
package struct ShapeGeometry: Equatable {
  /// The viewport's length along the axis (0 when it shows nothing).
  package var viewport: Double
  /// A page's length, within `0...viewport`.
  package var page: Double
  /// The gap between pages.
  package var spacing: Double
  /// Where the resting page's leading edge sits.
  package var inset: Double
  /// The offsets strictly between which a page intersects the viewport: `low < offset < high`.
  package var low: Double
  package var high: Double

  /// The default shape's: one page per viewport, offsets within `-1 < offset < 1`.
  package static let fullPage = ShapeGeometry(
    viewport: 1, page: 1, spacing: 0, inset: 0, low: -1, high: 1)

  package init(
    viewport: Double, page: Double, spacing: Double, inset: Double, low: Double, high: Double
  ) {
    self.viewport = viewport
    self.page = page
    self.spacing = spacing
    self.inset = inset
    self.low = low
    self.high = high
  }

  /// The geometry of `shape` in a viewport `length` points long.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - length: The viewport's length along the axis (on the grid, when there is one).
  ///   - pixel: The length of a device pixel, in points (0 without a grid): no page is shorter
  ///     than one, so that every page shown is drawn at least a pixel long.
  package init(_ shape: PageShape, viewport length: Double, pixel: Double = 0) {
    let viewport = length.isFinite && length > 0 ? length : 0
    var page: Double
    switch shape.size {
    case .fraction(let fraction):
      page = fraction > 0 && fraction < 1 ? viewport * max(fraction, 0.01) : viewport
    case .length(let points):
      page = points > 0 && points < viewport ? max(points, viewport / 100) : viewport
    }
    page = min(max(page, pixel), viewport)
    // A gap at least as long as the viewport could fill it: no page in view mid-motion. At
    // most half the viewport, some page is always in view (the lifecycle's "some page is
    // shown").
    let spacing = shape.spacing.isNaN ? 0 : min(max(0, shape.spacing), viewport / 2)
    let inset = shape.alignment == .centered ? (viewport - page) / 2 : 0
    let stride = page + spacing
    guard viewport > 0, page > 0, stride > 0 else {
      self = .fullPage
      return
    }
    // Page i's leading edge is at inset + offset × stride; it shows while it overlaps the
    // viewport: -(inset + page) < offset × stride < viewport - inset. Exact for the full page
    // (x / x is 1); a bound a rounding error from a whole number of strides is that number
    // (thirds: the fourth page touches the edge at rest, it does not overlap it).
    self.init(
      viewport: viewport, page: page, spacing: spacing, inset: inset,
      low: Self.snapped(-(inset + page) / stride), high: Self.snapped((viewport - inset) / stride))
  }

  /// `value`, or the whole number within a rounding error of it.
  private static func snapped(_ value: Double) -> Double {
    let whole = value.rounded()
    return abs(value - whole) <= 1e-9 * max(1, abs(whole)) ? whole : value
  }

  /// The distance between neighbouring pages' leading edges.
  package var stride: Double { page + spacing }

  /// Whether more than one page can be shown at rest.
  package var showsSeveralPages: Bool { low < -1 || high > 1 }

  /// The indices a position shows, within `0..<count`; `nil` when none (no pages).
  package func span(at position: Double, count: Int) -> (low: Int, high: Int)? {
    guard count > 0 else { return nil }
    let last = Double(count - 1)
    // Offsets strictly within (low, high): indices strictly within (position + low,
    // position + high).
    let first = min(max(0, (position + low).rounded(.down) + 1), last)
    let end = min(max(0, (position + high).rounded(.up) - 1), last)
    return (Int(first), Int(max(first, end)))
  }

  /// The fewest pages that can loop: as many as can intersect the viewport at once (during a
  /// drag, partly shown pages included), at least 2, so that no page is ever shown twice.
  ///
  /// Pages intersect the viewport for offsets strictly within `low < offset < high`, an open
  /// interval that holds at most `ceil(high - low)` integers (a rounding error above a whole
  /// number is taken as none: ``ringSpan(at:count:)`` never shows more pages than the ring has).
  package var loopMinimum: Int {
    let width = (high - low - 1e-9).rounded(.up)
    return width.isFinite && width < 1e6 ? max(2, Int(width)) : Int.max
  }

  /// The virtual pages a position shows around a ring of `count` pages (unclamped: `-1` is the
  /// last page one ring back, `count` the first one ring on); never more than `count` of them,
  /// so no page is shown twice.
  package func ringSpan(at position: Double, count: Int) -> (low: Int, high: Int)? {
    guard position.isFinite, count > 0 else { return nil }
    let first = (position + low).rounded(.down) + 1
    let end = min((position + high).rounded(.up) - 1, first + Double(count - 1))
    return (Int(first), Int(max(first, end)))
  }

  /// The positions for which `span(at:count:)` gives the same pages as at `position`.
  ///
  /// Unclamped: `from <= p < until` keeps the first, `after < p <= through` the last.
  /// Conservative near the ends, where clamping would keep more.
  package func stability(at position: Double) -> (
    from: Double, until: Double, after: Double,
    through: Double
  ) {
    let first = (position + low).rounded(.down) + 1
    let last = (position + high).rounded(.up) - 1
    return (first - 1 - low, first - low, last - high, last + 1 - high)
  }

  /// A page's leading edge, in points from the viewport's leading edge, at an offset.
  package func leadingEdge(atOffset offset: Double) -> Double { inset + offset * stride }

  /// Where a page at `offset` starts on screen, from the viewport's left (top) edge: its
  /// leading edge, or mirrored (right to left) its left edge counted from the right.
  package func screenOrigin(atOffset offset: Double, mirrored: Bool) -> Double {
    let leading = leadingEdge(atOffset: offset)
    // (viewport - page) first: near the largest Double, viewport - leading can overflow.
    return mirrored ? (viewport - page) - leading : leading
  }

  /// How much of a page at `offset` is in the viewport, from 0 to 1 (0 for an offset that is
  /// not finite): `1 - |offset|` for one full page per viewport, otherwise the part of its
  /// length within the viewport; to a billionth, so that the same position reached by other
  /// arithmetic (a scroll view's offset converted back, say) gives the same fraction against
  /// a threshold (0.4999999999999991 is a half).
  package func visibleFraction(atOffset offset: Double) -> Double {
    guard offset.isFinite else { return 0 }
    let fraction: Double
    if showsSeveralPages || spacing > 0 {
      let leading = leadingEdge(atOffset: offset)
      let shown = min(leading + page, viewport) - max(leading, 0)
      fraction = min(1, max(0, shown / page))
    } else {
      fraction = 1 - min(1, abs(offset))
    }
    return (fraction * 1e9).rounded() / 1e9
  }
}
