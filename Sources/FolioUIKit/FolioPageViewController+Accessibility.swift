// VoiceOver: the pages' own views stay elements (rows, buttons, the header); three-finger
// scrolls page through the accessibility plugin, which also says where the pages settled.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioAccessibility
  import FolioHost
  import UIKit

  extension FolioPageViewController {
    /// Connects the plugin: its announcements are page-scrolled notifications, focus moves to
    /// the settled page's view, and the scroll view's `accessibilityScroll` pages.
    func connectAccessibility() {
      guard let accessibility else { return }
      accessibility.announce = { announcement in
        // VoiceOver's own scroll has its status posted by accessibilityScroll (.pageScrolled);
        // every other settle is an announcement.
        guard !announcement.answersAction else { return }
        UIAccessibility.post(notification: .announcement, argument: announcement.text)
      }
      accessibility.moveFocus = { [weak self] index in
        guard let child = self?.host.controller(at: index) as? UIViewController else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: child.view)
      }
      (scrollView as? PagesScrollView)?.onAccessibilityScroll = { [weak accessibility] direction in
        guard let direction = PageScrollDirection(uiKitRawValue: direction.rawValue),
          let status = accessibility?.scroll(direction)
        else { return false }
        UIAccessibility.post(notification: .pageScrolled, argument: status)
        return true
      }
    }
  }

  /// The pages' scroll view: a three-finger scroll pages through the plugin (one page, its
  /// status spoken) rather than by the scroll view's bounds.
  final class PagesScrollView: UIScrollView {
    var onAccessibilityScroll: ((UIAccessibilityScrollDirection) -> Bool)?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      onAccessibilityScroll?(direction) ?? super.accessibilityScroll(direction)
    }
  }
#endif
