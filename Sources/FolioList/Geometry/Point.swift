/// A point in content coordinates: x grows to the right, y downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  ///
  /// - Parameter axis: The axis to read.
  /// - Returns: `x` for a horizontal axis, `y` for a vertical one.
  public func coordinate(along axis: ScrollAxis) -> Double {
    axis == .horizontal ? x : y
  }

  /// A point whose coordinate along `axis` is `value` and whose other coordinate is 0.
  ///
  /// - Parameters:
  ///   - axis: The axis.
  ///   - value: The coordinate along `axis`.
  /// - Returns: The point.
  public static func along(_ axis: ScrollAxis, _ value: Double) -> Point {
    axis == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
  }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
