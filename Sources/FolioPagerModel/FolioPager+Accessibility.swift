import Folio
import FolioAccessibility

/// An edge a SwiftUI accessibility scroll action scrolls toward: SwiftUI's `Edge`, case for
/// case and raw value for raw value.
public enum PagerEdge: Int8, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge (left, or right when right to left).
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing
}

// MARK: - Accessibility: the pager as one adjustable element

extension FolioPager {
  /// The pager's accessibility label ("Pages" unless the plugin says otherwise).
  public var accessibilityLabel: String { accessibility?.label ?? "" }

  /// The pager's accessibility value: the page moved to, else the settled one ("Page 3 of
  /// 20" unless the plugin says otherwise).
  public var accessibilityValue: String { accessibility?.value ?? "" }

  /// VoiceOver's adjustable action (swipe up or down): the next or previous page, animated,
  /// announced when the move ends.
  ///
  /// - Parameter increment: Whether it increments (the next page).
  public func accessibilityAdjust(increment: Bool) {
    guard let accessibility else { return }
    _ = increment ? accessibility.increment() : accessibility.decrement()
    didChange()
  }

  /// VoiceOver's scroll action (a three-finger swipe) toward `edge`: a page in that direction,
  /// as FolioUIKit's `accessibilityScroll(_:)` moves for UIKit's direction of the same name
  /// (right to left and the axis taken into account).
  ///
  /// - Parameter edge: The edge SwiftUI names.
  /// - Returns: Whether the pages moved.
  @discardableResult
  public func accessibilityScroll(toward edge: PagerEdge) -> Bool {
    guard let accessibility else { return false }
    // The same direction as UIKit's scroll direction of that name (`.top` as `.up`), on
    // screen: the leading edge is the right one right to left.
    let rightToLeft = container.layoutDirection == .rightToLeft
    let direction: PageScrollDirection =
      switch edge {
      case .top: .up
      case .bottom: .down
      case .leading: rightToLeft ? .right : .left
      case .trailing: rightToLeft ? .left : .right
      }
    let moved = accessibility.scroll(direction) != nil
    didChange()
    return moved
  }

  /// Where the pager's announcements go (VoiceOver's announcement of the page reached): the
  /// view sets it to post them.
  ///
  /// - Parameter post: Posts an announcement's text.
  public func announce(with post: @escaping (String) -> Void) {
    accessibility?.announce = { post($0.text) }
  }
}
