import Folio
import FolioList

/// Where a shown page is drawn: its frame in points, in the viewport's coordinates (origin at
/// its top left), on the device's pixel grid, with its controller and its progress.
public struct PageFrame<Page: Diffable> {
  /// The page's index.
  public var index: Int
  /// The page's identity.
  public var id: Page.DiffID
  /// Its controller (a view controller, for a UIKit host).
  public var controller: any PageController<Page>
  /// Its frame, in points, on the pixel grid.
  public var frame: Rect
  /// Its distance from its resting place, in strides, logical (positive toward higher
  /// indices): what a transform reads (``PagePlacement/offset``).
  public var progress: Double

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - index: The page's index.
  ///   - id: Its identity.
  ///   - controller: Its controller.
  ///   - frame: Its frame in points.
  ///   - progress: Its progress.
  public init(
    index: Int, id: Page.DiffID, controller: any PageController<Page>, frame: Rect,
    progress: Double
  ) {
    self.index = index
    self.id = id
    self.controller = controller
    self.frame = frame
    self.progress = progress
  }
}
