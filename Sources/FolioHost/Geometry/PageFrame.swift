import FolioList

/// Where a shown page is drawn: its frame in points, in the viewport's coordinates (origin at
/// its top left), on the device's pixel grid, and its progress.
///
/// Not generic, so that laying out a frame of motion costs no generic work: the page's
/// controller is ``PageHost/controller(at:)`` (a view controller, for a UIKit host), its
/// identity the container's `page(at:)`.
public struct PageFrame: Hashable, Sendable {
  /// The page's index.
  public var index: Int
  /// Its frame, in points, on the pixel grid.
  public var frame: Rect
  /// Its distance from its resting place, in strides, logical (positive toward higher
  /// indices): what a transform reads (`PagePlacement.offset`).
  public var progress: Double

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - index: The page's index.
  ///   - frame: Its frame in points.
  ///   - progress: Its progress.
  public init(index: Int, frame: Rect, progress: Double) {
    self.index = index
    self.frame = frame
    self.progress = progress
  }
}
