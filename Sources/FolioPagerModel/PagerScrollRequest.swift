import Folio
import FolioHost

/// Where a followed scroll view must be put: an offset the host wants, animated or not.
public struct PagerScrollRequest: Hashable, Sendable {
  /// The content offset, in points.
  public var offset: Point
  /// Whether the scroll animates (a jump, a selection, an auto-advance) or is set at once (a
  /// resize, pages inserted before the current one).
  public var isAnimated: Bool
  /// Tells two requests for the same offset apart.
  public var serial: Int
}
