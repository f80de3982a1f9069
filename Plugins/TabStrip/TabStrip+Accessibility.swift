import Folio

// MARK: - The strip as tabs, for assistive technology

extension TabStrip {
  /// A tab as assistive technology sees it: "title, tab n of m", selected or not.
  ///
  /// - Parameter index: A page index; any `Int`.
  /// - Returns: The tab, or `nil` out of range.
  /// - Complexity: O(1), plus the title and label closures.
  public func accessibility(ofTab index: Int) -> TabAccessibility? {
    guard let tab = tab(at: index) else { return nil }
    return TabAccessibility(
      index: index, title: tab.title, label: accessibilityLabel(tab.title, index + 1, count),
      isSelected: index == selectedIndex)
  }

  /// The tabs in view (``visibleTabs``) as assistive technology sees them, in order.
  ///
  /// They are the elements a host exposes for the strip (the others are reached by scrolling
  /// it). A tab is an element once, even when a short looping strip shows two copies of it (the first, from
  /// the left).
  ///
  /// - Complexity: O(log n + visible tabs).
  public var accessibleTabs: [TabAccessibility] {
    var seen = Set<Int>()
    return visibleTabs.compactMap {
      seen.insert($0.index).inserted ? accessibility(ofTab: $0.index) : nil
    }
  }

  /// Activates a tab (VoiceOver's double tap, a keyboard's Space): selects it, as
  /// ``select(_:)`` does (animated, or at once with ``reducesMotion``).
  ///
  /// - Parameter index: A page index.
  /// - Throws: `PageContainerError/indexOutOfRange(index:count:)` for a bad index, or when the
  ///   strip is not attached.
  public func activateTab(at index: Int) throws(PageContainerError) {
    try select(index)
  }
}
