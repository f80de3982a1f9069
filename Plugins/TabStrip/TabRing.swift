/// A looping strip's tabs as a ring: tab 0 follows the last tab after one spacing, so content x
/// repeats every `period` (the tabs' width plus one spacing).
///
/// Drawn coordinates are the strip's content coordinates left to right (mirrored right to left
/// within the wider of the tabs and the visible width, as a strip that does not loop is). The
/// ring occupies `start ..< start + period` of them: from 0, or, mirrored with tabs that fit,
/// ending at the visible width's right end.
struct TabRing {
  let layout: TabStripLayout
  let period: Double
  let visibleWidth: Double
  let isMirrored: Bool

  /// The ring of `layout`'s tabs, or `nil` when it has no tabs or no length.
  init?(layout: TabStripLayout, visibleWidth: Double, isMirrored: Bool) {
    let period = layout.contentWidth + layout.spacing
    guard layout.count > 0, period > 0, period.isFinite else { return nil }
    self.layout = layout
    self.period = period
    self.visibleWidth = visibleWidth
    self.isMirrored = isMirrored
  }

  /// Whether the strip scrolls: the ring (the tabs and the spacing at the seam) is wider than
  /// the visible width.
  ///
  /// A ring that scrolls has no ends; one that fits does not scroll and shows each tab once,
  /// with the indicator's pieces across the seam within the visible width.
  var scrolls: Bool { period > visibleWidth }

  /// Where the ring starts as drawn.
  var start: Double { isMirrored && !scrolls ? visibleWidth - period : 0 }

  /// The width the tabs are mirrored within (right to left).
  private var extent: Double { max(layout.contentWidth, visibleWidth) }

  /// `x` moved by whole periods into `from ..< from + period`.
  func wrap(_ x: Double, from low: Double = 0) -> Double {
    guard x.isFinite else { return low }
    var r = (x - low).truncatingRemainder(dividingBy: period)
    if r < 0 { r += period }
    // A remainder just below 0 plus the period can round to the period itself.
    if r >= period { r = 0 }
    return low + r
  }

  /// A live position (any number) wrapped into `0..<count`; not a number counts as 0.
  func onRing(_ position: Double) -> Double {
    let count = Double(layout.count)
    var p = position.isFinite ? position.truncatingRemainder(dividingBy: count) : 0
    if p < 0 { p += count }
    return p >= count ? 0 : p
  }

  /// The frame at a live position (any number; wrapped onto the ring).
  ///
  /// Between the last tab and tab 0 the indicator interpolates from the last tab's span toward
  /// tab 0's span one period on, as between any two neighbours.
  /// - Complexity: O(1).
  func frame(position: Double, selected: Int?) -> TabStripFrame {
    let count = layout.count
    let p = onRing(position)
    let low = min(Int(p.rounded(.down)), count - 1)
    let fraction = p - Double(low)
    let crosses = low == count - 1
    let from = layout.span(of: low)
    let to = layout.span(of: crosses ? 0 : low + 1)
    let toX = crosses ? to.x + period : to.x
    let leading = from.x + (toX - from.x) * fraction
    let width = from.width + (to.width - from.width) * fraction
    let x = wrap(isMirrored ? extent - leading - width : leading, from: start)
    guard scrolls else {
      let end = start + period
      let segments =
        x + width > end
        ? [
          TabStripSegment(x: x, width: end - x),
          TabStripSegment(x: start, width: x + width - end),
        ] : [TabStripSegment(x: x, width: width)]
      return TabStripFrame(
        offset: 0, indicatorX: x, indicatorWidth: width, selected: selected, period: period,
        indicatorSegments: segments)
    }
    // The window is centred on the indicator; the offset wraps, so the copy of the indicator
    // in view is the one whose centre is the window's.
    let centred = x + width / 2 - visibleWidth / 2
    let offset = wrap(centred)
    let shift = offset - centred
    let copy = x + (shift > period / 2 ? period : shift < -period / 2 ? -period : 0)
    return TabStripFrame(
      offset: offset, indicatorX: x, indicatorWidth: width, selected: selected, period: period,
      indicatorSegments: [TabStripSegment(x: copy, width: width)])
  }

  /// The tabs (by index) whose copies overlap the window `offset ..< offset + visibleWidth`
  /// of a ring that scrolls, left to right as drawn, each with the content x of its copy
  /// there.
  ///
  /// - Complexity: O(log n + visible tabs).
  func visibleCopies(offset: Double) -> [(index: Int, x: Double)] {
    guard visibleWidth > 0 else { return [] }
    let end = offset + visibleWidth
    var copies: [(index: Int, x: Double)] = []
    // The window as pieces of the ring: [offset, period) then [0, end - period) one period on.
    for (low, high, shift) in [
      (offset, min(end, period), 0.0), (0, end - period, period),
    ] where low < high {
      copies += tabs(overlapping: low, high).map { ($0.index, $0.x + shift) }
    }
    return copies
  }

  /// The tabs overlapping drawn `low ..< high` (within the tabs' drawn extent), left to right
  /// as drawn.
  private func tabs(overlapping low: Double, _ high: Double) -> [(index: Int, x: Double)] {
    let content = layout.contentWidth
    let range =
      isMirrored
      ? layout.tabs(overlapping: content - high, content - low)
      : layout.tabs(overlapping: low, high)
    let tabs = range.map { index -> (index: Int, x: Double) in
      let span = layout.span(of: index)
      return (index, isMirrored ? content - span.x - span.width : span.x)
    }
    return isMirrored ? tabs.reversed() : tabs
  }

  /// The tab drawn at content x `point` of a ring that scrolls (any number of periods away).
  ///
  /// - Complexity: O(log n).
  func tab(at point: Double) -> Int? {
    let drawn = wrap(point)
    guard point.isFinite, drawn < layout.contentWidth else { return nil }
    return layout.tab(containing: isMirrored ? layout.contentWidth - drawn : drawn)
  }
}
