/// Distances inset from the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: From the top edge.
  ///   - left: From the left edge.
  ///   - bottom: From the bottom edge.
  ///   - right: From the right edge.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// `(top, left, bottom, right)`.
  public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
