// VoiceOver: the pages' views stay elements; three-finger scrolls page through the plugin.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioAccessibility
  import FolioHost
  import UIKit

  extension FolioPageViewController {
    /// Connects the plugin: its announcements are page-scrolled notifications, focus moves to
    /// the settled page's view, and the scroll view's `accessibilityScroll` pages.
    func connectAccessibility() {
      guard let accessibility = plugins.accessibility else { return }
      accessibility.announce = { announcement in
        // VoiceOver's own scroll posts .pageScrolled (below); any other settle is announced.
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

  /// The pages' scroll view: a three-finger scroll pages through the plugin, one page at a time.
  final class PagesScrollView: UIScrollView {
    var onAccessibilityScroll: ((UIAccessibilityScrollDirection) -> Bool)?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      onAccessibilityScroll?(direction) ?? super.accessibilityScroll(direction)
    }
  }
#endif
