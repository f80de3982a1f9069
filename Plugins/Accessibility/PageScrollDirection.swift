import Folio

/// The direction of an accessibility page scroll: UIKit's `UIAccessibilityScrollDirection`
/// (VoiceOver's three-finger swipes), or AppKit's page actions.
///
/// Physical directions name the way the content moves, as UIKit's do: a three-finger swipe to
/// the left (``left``) moves the pages left, so the next page comes in from the right in
/// left-to-right and the previous one in right-to-left. ``next`` and ``previous`` are logical.
public enum PageScrollDirection: Hashable, Sendable, CaseIterable {
  /// The content moves right: the previous page (the next one in right-to-left).
  case right
  /// The content moves left: the next page (the previous one in right-to-left).
  case left
  /// The content moves up: the next page of a vertical container.
  case up
  /// The content moves down: the previous page of a vertical container.
  case down
  /// The next page.
  case next
  /// The previous page.
  case previous

  /// UIKit's `UIAccessibilityScrollDirection`, by the raw value UIKit gives it: right 1, left
  /// 2, up 3, down 4, next 5, previous 6.
  ///
  /// `nil` for any other value (a direction a later UIKit adds).
  ///
  /// - Parameter uiKitRawValue: `direction.rawValue`.
  public init?(uiKitRawValue: Int) {
    switch uiKitRawValue {
    case 1: self = .right
    case 2: self = .left
    case 3: self = .up
    case 4: self = .down
    case 5: self = .next
    case 6: self = .previous
    default: return nil
    }
  }

  /// What the scroll asks for.
  ///
  /// - Parameters:
  ///   - axis: The container's axis.
  ///   - direction: The app's layout direction.
  /// - Returns: The move, or `nil` across the axis (up and down on a horizontal container,
  ///   left and right on a vertical one).
  public func move(axis: ScrollAxis, direction: PageLayoutDirection) -> PageMove? {
    let leftToRight = direction == .leftToRight
    switch (self, axis) {
    case (.next, _): return .next
    case (.previous, _): return .previous
    case (.left, .horizontal): return leftToRight ? .next : .previous
    case (.right, .horizontal): return leftToRight ? .previous : .next
    case (.up, .vertical): return .next
    case (.down, .vertical): return .previous
    case (.left, .vertical), (.right, .vertical), (.up, .horizontal), (.down, .horizontal):
      return nil
    }
  }
}
