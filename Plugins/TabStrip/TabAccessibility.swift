/// A tab as assistive technology sees it: a tab (UIKit's `.tabBar` child with the
/// `.selected` trait, AppKit's `NSAccessibility.Role.radioButton` in a tab group), labelled
/// "title, tab n of m".
public struct TabAccessibility: Hashable, Sendable {
  /// The tab's page index.
  public var index: Int
  /// The tab's title.
  public var title: String
  /// What assistive technology reads: `TabStrip/accessibilityLabel` of the title ("News, tab 1
  /// of 6" by default).
  public var label: String
  /// Whether it is the selected tab (`TabStrip/selectedIndex`): the selected trait.
  public var isSelected: Bool

  /// Creates a tab's accessibility.
  ///
  /// - Parameters:
  ///   - index: The tab's page index.
  ///   - title: Its title.
  ///   - label: Its label.
  ///   - isSelected: Whether it is selected.
  public init(index: Int, title: String, label: String, isSelected: Bool) {
    self.index = index
    self.title = title
    self.label = label
    self.isSelected = isSelected
  }
}
