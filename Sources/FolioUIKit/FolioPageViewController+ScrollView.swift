// The pages' UIScrollView, forwarded to FolioHost as UIKit calls its delegate.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import UIKit

  extension FolioPageViewController: ScrollViewRelaySink {
    func relay(_ event: ScrollViewEvent, from scrollView: UIScrollView) {
      let offset = host.platformOffset(of: Point(scrollView.contentOffset))
      switch event {
      case .willBeginDragging: host.scrollViewWillBeginDragging(offset: offset)
      case .didScroll:
        host.scrollViewDidScroll(
          offset: offset, isTracking: scrollView.isTracking,
          isDecelerating: scrollView.isDecelerating)
        view.setNeedsLayout()
      case .didEndDragging(let decelerates):
        host.scrollViewDidEndDragging(offset: offset, willDecelerate: decelerates)
      case .didEndDecelerating: host.scrollViewDidEndDecelerating(offset: offset)
      case .didEndScrollingAnimation: host.scrollViewDidEndScrollingAnimation(offset: offset)
      }
    }

    func relayWillEndDragging(velocity: CGPoint, target: inout CGPoint) {
      var resting = host.platformOffset(of: Point(target))
      host.scrollViewWillEndDragging(
        velocity: host.platformOffset(of: Point(velocity)), targetOffset: &resting)
      target = CGPoint(host.platformContentOffset(resting))
    }
  }

  /// A scroll view delegate call, passed on.
  enum ScrollViewEvent {
    case willBeginDragging, didScroll
    case didEndDragging(willDecelerate: Bool)
    case didEndDecelerating, didEndScrollingAnimation
  }

  /// What the scroll view's delegate forwards to.
  @MainActor
  protocol ScrollViewRelaySink: AnyObject {
    func relay(_ event: ScrollViewEvent, from scrollView: UIScrollView)
    func relayWillEndDragging(velocity: CGPoint, target: inout CGPoint)
  }

  /// The pages' scroll view delegate (an Objective-C protocol needs a non-generic class).
  @MainActor
  final class ScrollViewRelay: NSObject, UIScrollViewDelegate {
    weak var sink: (any ScrollViewRelaySink)?
    func scrollViewWillBeginDragging(_ view: UIScrollView) {
      sink?.relay(.willBeginDragging, from: view)
    }
    func scrollViewDidScroll(_ view: UIScrollView) { sink?.relay(.didScroll, from: view) }
    func scrollViewDidEndDecelerating(_ view: UIScrollView) {
      sink?.relay(.didEndDecelerating, from: view)
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      sink?.relayWillEndDragging(velocity: velocity, target: &targetContentOffset.pointee)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      sink?.relay(.didEndDragging(willDecelerate: decelerate), from: scrollView)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      sink?.relay(.didEndScrollingAnimation, from: scrollView)
    }
  }
#endif
