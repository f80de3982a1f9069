/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The extent along x.
  public var width: Double
  /// The extent along y.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The extent along x.
  ///   - height: The extent along y.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// Whether either extent is zero or less (or not a number): such a size shows nothing.
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// The extent along `axis`.
  ///
  /// - Parameter axis: The axis to read.
  /// - Returns: `width` for a horizontal axis, `height` for a vertical one.
  public func length(along axis: ScrollAxis) -> Double {
    axis == .horizontal ? width : height
  }

  /// `width×height`.
  public var description: String { "\(width)×\(height)" }
}
