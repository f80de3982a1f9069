/// Which touches a view laid over the pages keeps (a header slot, an overlay), and which pass
/// through to the pages under it: the rule a UIKit screen's `hitTest(_:with:)` applies, decided
/// here so that Linux tests it.
///
/// A hit is kept when a view on its path, from the view hit up to the slot (the slot itself
/// left out), takes touches of its own: a control (a button, a segmented control), a scroll
/// view (a tab strip built on a collection view, such as Parchment's), or a view with gesture
/// recognizers (a SwiftUI header in a hosting controller has them). Elsewhere a touch goes to
/// the pages: a vertical drag on a plain header scrolls the feed under it.
public enum PassThroughRule {
  /// A view on a hit's path, as the rule sees it.
  public struct View: Hashable, Sendable {
    /// Whether it is a control (`UIControl`).
    public var isControl: Bool
    /// Whether it scrolls (`UIScrollView`).
    public var scrolls: Bool
    /// Whether it has gesture recognizers of its own.
    public var hasGestureRecognizers: Bool

    /// Describes a view.
    ///
    /// - Parameters:
    ///   - isControl: Whether it is a control.
    ///   - scrolls: Whether it scrolls.
    ///   - hasGestureRecognizers: Whether it has gesture recognizers.
    public init(isControl: Bool, scrolls: Bool, hasGestureRecognizers: Bool) {
      self.isControl = isControl
      self.scrolls = scrolls
      self.hasGestureRecognizers = hasGestureRecognizers
    }
  }

  /// Whether the slot keeps a hit whose path, from the view hit up to the slot (left out), is
  /// `path`.
  ///
  /// - Parameter path: The views from the one hit outward; empty when the slot itself was hit.
  /// - Returns: `true` to keep the touch, `false` to pass it to the pages.
  /// - Complexity: O(the path's length).
  public static func keepsHit(along path: some Sequence<View>) -> Bool {
    path.contains { $0.isControl || $0.scrolls || $0.hasGestureRecognizers }
  }
}
