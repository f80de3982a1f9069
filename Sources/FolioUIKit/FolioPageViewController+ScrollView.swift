// The pages' UIScrollView, forwarded to FolioHost as UIKit calls its delegate.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import UIKit

  extension FolioPageViewController {
    func connectScrollView() {
      let host = self.host
      relay.onEvent = { [weak self] scrollView, event in
        let offset = host.platformOffset(of: Point(scrollView.contentOffset))
        let tracking = scrollView.isTracking
        switch event {
        case .willBeginDragging: host.scrollViewWillBeginDragging(offset: offset)
        case .didScroll:
          host.scrollViewDidScroll(
            offset: offset, isTracking: tracking, isDecelerating: scrollView.isDecelerating)
          // (A report of the layout's own writes asks for no layout: no loop at rest.)
          if !host.isLayingOutPlatform { self?.view.setNeedsLayout() }
        case .didEndDragging(let decelerates):
          host.scrollViewDidEndDragging(offset: offset, willDecelerate: decelerates)
        case .didEndDecelerating:
          host.scrollViewDidEndDecelerating(offset: offset, isTracking: tracking)
        case .didEndScrollingAnimation:
          host.scrollViewDidEndScrollingAnimation(offset: offset, isTracking: tracking)
        case .willEndDragging(let velocity, let target):
          var resting = host.platformOffset(of: Point(target.pointee))
          host.scrollViewWillEndDragging(
            velocity: host.platformOffset(of: Point(velocity)), targetOffset: &resting)
          target.pointee = CGPoint(host.platformContentOffset(resting))
        }
      }
    }
  }

  /// A scroll view delegate call, passed on.
  enum ScrollViewEvent {
    case willBeginDragging, didScroll, didEndDecelerating, didEndScrollingAnimation
    case didEndDragging(willDecelerate: Bool)
    case willEndDragging(velocity: CGPoint, target: UnsafeMutablePointer<CGPoint>)
  }

  /// The pages' scroll view delegate (an Objective-C protocol needs a non-generic class).
  @MainActor
  final class ScrollViewRelay: NSObject, UIScrollViewDelegate {
    var onEvent: ((UIScrollView, ScrollViewEvent) -> Void)?
    func scrollViewWillBeginDragging(_ view: UIScrollView) { onEvent?(view, .willBeginDragging) }
    func scrollViewDidScroll(_ view: UIScrollView) { onEvent?(view, .didScroll) }
    func scrollViewDidEndDecelerating(_ view: UIScrollView) { onEvent?(view, .didEndDecelerating) }
    func scrollViewWillEndDragging(
      _ view: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { onEvent?(view, .willEndDragging(velocity: velocity, target: targetContentOffset)) }
    func scrollViewDidEndDragging(_ view: UIScrollView, willDecelerate decelerate: Bool) {
      onEvent?(view, .didEndDragging(willDecelerate: decelerate))
    }
    func scrollViewDidEndScrollingAnimation(_ view: UIScrollView) {
      onEvent?(view, .didEndScrollingAnimation)
    }
  }
#endif
