/// A rectangle: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - origin: The top-left corner.
  ///   - size: The extent.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The extent along x.
  ///   - height: The extent along y.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }

  /// Whether the two rectangles share some area.
  ///
  /// Rectangles that only touch along an edge, and empty rectangles, do not intersect.
  ///
  /// - Parameter other: Another rectangle.
  /// - Returns: `true` when the interiors overlap.
  public func intersects(_ other: Rect) -> Bool {
    !size.isEmpty && !other.size.isEmpty && minX < other.maxX && other.minX < maxX
      && minY < other.maxY && other.minY < maxY
  }

  /// `(x, y, width×height)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size))" }
}
