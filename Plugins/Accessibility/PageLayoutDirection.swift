/// Which way the pages of a horizontal container read: the app's layout direction, set on
/// ``PageAccessibilityPlugin/layoutDirection`` so that arrow keys and page-scroll directions
/// are mirrored in right-to-left.
///
/// Indices stay logical in both directions: page 0 is the first page, "next" is toward higher
/// indices. Only what a physical direction (an arrow key, a three-finger swipe) means changes.
public enum PageLayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right: the next page is to the right.
  case leftToRight
  /// Right to left: the next page is to the left.
  case rightToLeft
}
