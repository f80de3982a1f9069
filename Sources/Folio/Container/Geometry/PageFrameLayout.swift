/// Where pages are drawn: the container's shape worked out for its viewport, its axis and
/// layout direction, on its pixel grid (``PageContainer/pixelGrid``).
///
/// The one rule for what is shown: a page is visible exactly when its frame
/// (``frame(atProgress:)``) intersects the viewport, so the container shows, the accessibility
/// tree lists and a host draws the same pages. A host reads it once per change (a resize, a
/// shape, a direction, a grid) from ``PageContainer/frameLayout`` and gives each shown page's
/// progress (``PageContainer/forEachVisiblePage(_:)``).
///
/// Without a grid, frames are exact and a page is visible while any part of it overlaps the
/// viewport; with one, every edge is on the grid and a page is visible while at least one
/// whole pixel of it is in the viewport.
public struct PageFrameLayout: Hashable, Sendable {
  /// The paging axis.
  public let axis: ScrollAxis
  /// Whether page 0 is at the right (a horizontal container laid out right to left).
  public let isMirrored: Bool
  /// The grid frames are drawn on; `nil`: exact frames.
  public let grid: PixelGrid?
  /// The viewport as the pages are drawn in it (on the grid, when there is one); `.zero` when it
  /// shows nothing.
  public let viewport: Size
  /// A page's length along the axis, in points.
  public let pageLength: Double
  /// The distance between neighbouring pages' leading edges, in points.
  public let stride: Double
  /// Where the resting page's leading edge sits, in points from the viewport's leading edge.
  public let inset: Double
  /// The viewport's length along the axis.
  @usableFromInline let length: Double
  /// The viewport's length along the axis less a page's (where a mirrored page starts).
  @usableFromInline let room: Double
  /// The frames' extent across the axis.
  @usableFromInline let crossLength: Double

  /// Nothing shown: an empty viewport.
  public static let empty = PageFrameLayout(
    axis: .horizontal, mirrored: false, grid: nil, viewport: .zero, geometry: .fullPage)

  init(
    axis: ScrollAxis, mirrored: Bool, grid: PixelGrid?, viewport: Size, geometry: ShapeGeometry
  ) {
    self.axis = axis
    self.grid = grid
    self.viewport = viewport
    let horizontal = axis == .horizontal
    isMirrored = horizontal && mirrored
    length = horizontal ? viewport.width : viewport.height
    crossLength = horizontal ? viewport.height : viewport.width
    let shows = length > 0 && crossLength > 0
    pageLength = shows ? geometry.page : 0
    stride = shows ? geometry.stride : 0
    inset = shows ? geometry.inset : 0
    room = length - pageLength
  }

  /// Whether the viewport shows pages.
  public var showsPages: Bool { length > 0 && crossLength > 0 }

  /// The frame of a page `progress` strides from its resting place (logical: positive toward
  /// higher indices), in points in the viewport's coordinates, on the grid.
  ///
  /// - Parameter progress: The page's progress (``PagePlacement/offset``).
  /// - Returns: Its frame; neighbours share their edges.
  /// - Complexity: O(1).
  @inlinable
  public func frame(atProgress progress: Double) -> Rect {
    let along = span(atProgress: progress)
    return axis == .horizontal
      ? Rect(x: along.start, y: 0, width: along.end - along.start, height: crossLength)
      : Rect(x: 0, y: along.start, width: crossLength, height: along.end - along.start)
  }

  /// Whether a page at `progress` is visible: its frame intersects the viewport.
  ///
  /// - Parameter progress: The page's progress.
  /// - Returns: `true` when some of its frame (at least a pixel, on a grid) is in the viewport.
  @inlinable
  public func isVisible(atProgress progress: Double) -> Bool {
    guard showsPages else { return false }
    let along = span(atProgress: progress)
    return along.end > 0 && along.start < length && along.end > along.start
  }

  /// A page's start and end along the axis, on screen (left or top first).
  @inlinable
  func span(atProgress progress: Double) -> (start: Double, end: Double) {
    let leading = inset + progress * stride
    // (length - page) first: near the largest Double, length - leading can overflow.
    let origin = isMirrored ? room - leading : leading
    guard let grid else { return (origin, origin + pageLength) }
    let start = grid.align(origin)
    return (start, max(start, grid.align(origin + pageLength)))
  }
}
