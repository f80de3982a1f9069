/// One page in the accessibility tree: what a host exposes as an element (a
/// `UIAccessibilityElement`, an `NSAccessibilityElement`, a line in a terminal).
public struct PageAccessibilityElement: Hashable, Sendable {
  /// The page's index.
  public var index: Int
  /// What assistive technology reads: ``PageAccessibilityPlugin/pageLabel``.
  public var label: String
  /// Whether it is the settled page.
  public var isCurrent: Bool

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - index: The page's index.
  ///   - label: Its label.
  ///   - isCurrent: Whether it is the settled page.
  public init(index: Int, label: String, isCurrent: Bool) {
    self.index = index
    self.label = label
    self.isCurrent = isCurrent
  }
}
