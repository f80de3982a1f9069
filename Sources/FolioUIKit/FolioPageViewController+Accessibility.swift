// VoiceOver: the pages' views stay elements; three-finger scrolls page through the plugin.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioAccessibility
  import FolioHost
  import UIKit

  extension FolioPageViewController {
    /// Connects the plugin: its announcements, the settled page's focus, three-finger scrolls.
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

  /// The pages' scroll view: three fingers page through the plugin; a pan across is the app's.
  final class PagesScrollView: UIScrollView {
    var onAccessibilityScroll: ((UIAccessibilityScrollDirection) -> Bool)?
    var panBegins: (CGPoint) -> Bool = { _ in true }
    var waitsForPan: (UIView?) -> Bool = { _ in false }
    override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      (recognizer !== panGestureRecognizer || panBegins(panGestureRecognizer.translation(in: self)))
        && super.gestureRecognizerShouldBegin(recognizer)
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      onAccessibilityScroll?(direction) ?? super.accessibilityScroll(direction)
    }
  }

  extension PagesScrollView: UIGestureRecognizerDelegate {
    // The page's scroller under the finger waits for the pages' pan to fail: one of them runs
    // (asked at each attempt, so it follows the host's state).
    func gestureRecognizer(
      _ recognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool { recognizer === panGestureRecognizer && waitsForPan(other.view) }
  }
#endif
