// What FolioHost asks: containment steps, layout, an animated scroll.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import UIKit

  extension FolioPageViewController: @MainActor PageHostDisplay {
    /// Performs a containment step on the child it names (its view goes on the scroll view).
    public func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {
      guard let child = action.controller as? UIViewController else { return }
      switch action.step {
      case .addChild: addChild(child)
      case .addView: scrollView.addSubview(child.view)
      case .didMoveToParent: child.didMove(toParent: self)
      case .beginAppearance(let appearing):
        child.beginAppearanceTransition(appearing, animated: action.isAnimated)
      case .endAppearance: child.endAppearanceTransition()
      case .willMoveToNoParent: child.willMove(toParent: nil)
      case .removeView: child.view.removeFromSuperview()
      case .removeFromParent: child.removeFromParent()
      }
    }

    /// Lays the pages out in the next layout pass.
    public func pageHostNeedsLayout(_ host: PageHost<Page>) {
      viewIfLoaded?.setNeedsLayout()
    }

    /// Followed motion: the scroll view animates to `offset` along the paging axis.
    public func pageHost(_ host: PageHost<Page>, animatePlatformTo offset: Double) {
      let contentSize = CGSize(host.platformContentSize)
      host.performPlatformLayout {
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
      }
      scrollView.setContentOffset(CGPoint(host.platformContentOffset(offset)), animated: true)
    }
  }
#endif
