/// The device's pixel grid: points rounded to whole device pixels, so that pages draw sharp
/// and neighbouring pages share their edge (no gap, no overlap).
///
/// A coordinate goes to the nearest pixel boundary, halves up (toward positive infinity), the
/// same wherever it lies: a span a whole number of pixels long keeps its length wherever it
/// starts, so a page as long as the viewport is drawn exactly as long, on either side of 0.
public struct PixelGrid: Hashable, Sendable {
  /// Pixels per point (1, 2, 3 on Apple devices; 1 for a terminal's cells).
  public let scale: Double

  /// Creates a grid; a scale that is not finite or below 1 (no display, nor a terminal, has
  /// fewer pixels than points: a grid of 10³⁰⁰-point pixels would draw no page) counts as 1,
  /// and one above 100 (no display has more pixels per point) as 100.
  ///
  /// - Parameter scale: Pixels per point.
  public init(scale: Double) {
    self.scale = scale.isFinite && scale >= 1 ? min(scale, 100) : 1
  }

  /// The length of one pixel, in points.
  public var pixel: Double { 1 / scale }

  /// A coordinate on the nearest pixel boundary (halves up).
  ///
  /// - Parameter value: Points.
  /// - Returns: Points, a whole number of pixels; a value that is not finite comes back as is.
  @inlinable
  public func align(_ value: Double) -> Double {
    let pixels = value * scale + 0.5
    // Beyond 2^52 every Double is a whole number (and not finite ones come back as they are).
    guard abs(pixels) < 0x1p52 else { return pixels.isFinite ? (pixels - 0.5) / scale : value }
    // floor(value × scale + 0.5), by a conversion rather than a call into the C library: a
    // frame aligns several edges.
    let truncated = Double(Int64(pixels))
    return (truncated > pixels ? truncated - 1 : truncated) / scale
  }

  /// A span from `start` to `start + length`, both ends on the grid: neighbours that touch
  /// before rounding touch after it.
  ///
  /// - Parameters:
  ///   - start: The start, in points.
  ///   - length: The length, in points.
  /// - Returns: The aligned start and length.
  @inlinable
  public func align(start: Double, length: Double) -> (start: Double, length: Double) {
    let low = align(start)
    let high = align(start + length)
    return (low, max(0, high - low))
  }

  /// A size with each side on the grid.
  ///
  /// - Parameter size: A size in points.
  /// - Returns: The size, each side rounded to the nearest whole number of pixels.
  public func align(_ size: Size) -> Size {
    Size(width: max(0, align(size.width)), height: max(0, align(size.height)))
  }

  /// Whether a coordinate lies on the grid (within a rounding error).
  ///
  /// - Parameter value: Points.
  /// - Returns: `true` on the grid; `false` off it, or not finite.
  public func isAligned(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    let pixels = value * scale
    return abs(pixels - pixels.rounded()) <= 1e-6 * max(1, abs(pixels))
  }

  /// Whether a rectangle's four edges lie on the grid.
  ///
  /// - Parameter rect: A rectangle in points.
  /// - Returns: `true` when all four edges are on the grid.
  public func isAligned(_ rect: Rect) -> Bool {
    isAligned(rect.minX) && isAligned(rect.minY) && isAligned(rect.maxX) && isAligned(rect.maxY)
  }
}
