import Folio

/// A key that pages a container, as a host reads it from its keyboard.
///
/// ``PageAccessibilityPlugin/handleKey(_:in:)`` turns it into a page: arrows along the paging
/// axis go to the neighbouring page (left and right mirrored in right-to-left), Page Up and
/// Page Down to the previous and next page, Home and End to the first and last.
public enum PageKey: String, Hashable, Sendable, CaseIterable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
}

/// Where a key was pressed: on the pages themselves, or on a tab strip above them.
///
/// The pages follow the container's axis (up and down page a vertical container); a tab strip
/// is a horizontal row of tabs whatever the pages' axis, so left and right move between tabs.
public enum PageKeyScope: Hashable, Sendable, CaseIterable {
  /// The pages have keyboard focus.
  case pages
  /// A tab strip of the pages (one tab per page) has keyboard focus.
  case tabStrip
}

/// Where a key or an accessibility action goes, relative to the page being moved to.
public enum PageMove: Hashable, Sendable, CaseIterable {
  /// The page before.
  case previous
  /// The page after.
  case next
  /// The first page.
  case first
  /// The last page.
  case last
}

extension PageKey {
  /// What the key asks for.
  ///
  /// - Parameters:
  ///   - axis: The axis of what has focus (the pages' axis, or horizontal for a tab strip).
  ///   - direction: The app's layout direction (mirrors left and right).
  /// - Returns: The move, or `nil` when the key does nothing on that axis (up and down on a
  ///   horizontal row, left and right on a vertical one).
  public func move(axis: ScrollAxis, direction: PageLayoutDirection) -> PageMove? {
    let forwardIsRight = direction == .leftToRight
    switch (self, axis) {
    case (.left, .horizontal): return forwardIsRight ? .previous : .next
    case (.right, .horizontal): return forwardIsRight ? .next : .previous
    case (.up, .vertical): return .previous
    case (.down, .vertical): return .next
    case (.left, .vertical), (.right, .vertical), (.up, .horizontal), (.down, .horizontal):
      return nil
    case (.pageUp, _): return .previous
    case (.pageDown, _): return .next
    case (.home, _): return .first
    case (.end, _): return .last
    }
  }
}
