/// A piece of a ``TabStrip``'s indicator as drawn: where it starts, in the same coordinates as
/// the tabs (``Tab/x``), and how wide it is.
///
/// A looping strip whose ring fits draws its indicator in two pieces while it crosses the seam
/// between the last tab and the first (see ``TabStripFrame/indicatorSegments``).
public struct TabStripSegment: Hashable, Sendable, CustomStringConvertible {
  /// The piece's left edge, in the strip's content coordinates (drawn at `x - offset`).
  public var x: Double
  /// The piece's width.
  public var width: Double

  /// Creates a piece.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - width: The width.
  public init(x: Double, width: Double) {
    self.x = x
    self.width = width
  }

  /// `x+width`.
  public var description: String { "\(x)+\(width)" }
}
