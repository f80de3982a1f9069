/// What a tab strip draws at one moment: its scroll offset and its indicator, and the tab it
/// shows as selected.
///
/// Everything is in the strip's content coordinates, as drawn (left to right, also when the
/// strip is mirrored): a renderer draws content x at `x - offset` from the strip's left edge.
///
/// While the container loops (``period`` above 0) the tabs form a ring: tab 0 follows the last
/// tab after one spacing, and content x repeats every ``period``. Draw the indicator from
/// ``indicatorSegments``, which places it as drawn, in one or two pieces.
public struct TabStripFrame: Hashable, Sendable, CustomStringConvertible {
  /// How far the strip's content is scrolled: content x at the strip's leading edge.
  ///
  /// While looping it lies in `0..<period` (0 when the ring fits the visible width).
  public var offset: Double
  /// The indicator's leading edge, in content coordinates.
  ///
  /// While looping it lies on the ring, in `0..<period` (for a mirrored strip whose ring fits,
  /// the ring is mirrored within the visible width: `visibleWidth - period ..< visibleWidth`);
  /// the indicator may reach past the ring's end, where it continues at the ring's start.
  public var indicatorX: Double
  /// The indicator's width.
  public var indicatorWidth: Double
  /// The selected tab, or `nil` with no pages.
  public var selected: Int?
  /// The ring's period while the container loops: the tabs' width with their spacing plus one
  /// more spacing (``TabStrip/contentWidth`` + ``TabStrip/spacing``); 0 when it does not loop
  /// (or when the ring has no length).
  public var period: Double
  /// The indicator as drawn, in one or two pieces.
  ///
  /// The pieces are in content coordinates like ``Tab/x`` (a renderer draws each at
  /// `x - offset`): one piece, or two while a looping strip whose ring fits shows it across
  /// the seam (the piece that starts at ``indicatorX`` first, then the piece that continues at
  /// the ring's start). The pieces' widths sum to ``indicatorWidth``.
  ///
  /// A looping strip that scrolls keeps the indicator centred, so it is drawn in one piece: the
  /// copy of it in view, at ``indicatorX`` or one ``period`` to either side.
  public var indicatorSegments: [TabStripSegment]

  /// Creates a frame of a strip that does not loop: its indicator is one piece.
  ///
  /// - Parameters:
  ///   - offset: The strip's scroll offset.
  ///   - indicatorX: The indicator's leading edge.
  ///   - indicatorWidth: The indicator's width.
  ///   - selected: The selected tab.
  public init(offset: Double, indicatorX: Double, indicatorWidth: Double, selected: Int?) {
    self.init(
      offset: offset, indicatorX: indicatorX, indicatorWidth: indicatorWidth, selected: selected,
      period: 0, indicatorSegments: [TabStripSegment(x: indicatorX, width: indicatorWidth)])
  }

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - offset: The strip's scroll offset.
  ///   - indicatorX: The indicator's leading edge.
  ///   - indicatorWidth: The indicator's width.
  ///   - selected: The selected tab.
  ///   - period: The ring's period, or 0 when the strip does not loop.
  ///   - indicatorSegments: The indicator's pieces as drawn.
  public init(
    offset: Double, indicatorX: Double, indicatorWidth: Double, selected: Int?, period: Double,
    indicatorSegments: [TabStripSegment]
  ) {
    self.offset = offset
    self.indicatorX = indicatorX
    self.indicatorWidth = indicatorWidth
    self.selected = selected
    self.period = period
    self.indicatorSegments = indicatorSegments
  }

  /// `offset|x+width→selected`, then `~period [pieces]` while looping.
  public var description: String {
    let flat = "\(offset)|\(indicatorX)+\(indicatorWidth)→\(selected.map(String.init) ?? "-")"
    guard period > 0 else { return flat }
    return "\(flat)~\(period) \(indicatorSegments)"
  }
}
