// The pages' UIScrollView, forwarded to FolioHost as UIKit calls its delegate.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import UIKit

  /// The pages' scroll view delegate: each call passed on to the host with the offset along
  /// the paging axis, and the scroll view's `isTracking` where a finger may hold it.
  @MainActor
  final class ScrollViewRelay<Page: Diffable>: NSObject, UIScrollViewDelegate {
    private weak var host: PageHost<Page>?
    /// A layout after a report (none after the layout's own writes: no loop at rest).
    var needsLayout: (() -> Void)?

    init(host: PageHost<Page>) { self.host = host }

    private func offset(_ view: UIScrollView) -> Double {
      host?.platformOffset(of: Point(view.contentOffset)) ?? 0
    }
    func scrollViewWillBeginDragging(_ view: UIScrollView) {
      host?.scrollViewWillBeginDragging(offset: offset(view))
    }
    func scrollViewDidScroll(_ view: UIScrollView) {
      guard let host else { return }
      host.scrollViewDidScroll(
        offset: offset(view), isTracking: view.isTracking, isDecelerating: view.isDecelerating)
      if !host.isLayingOutPlatform { needsLayout?() }
    }
    func scrollViewWillEndDragging(
      _ view: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset target: UnsafeMutablePointer<CGPoint>
    ) {
      var resting = Point(target.pointee)
      host?.scrollViewWillEndDragging(velocity: Point(velocity), targetContentOffset: &resting)
      target.pointee = CGPoint(resting)
    }
    func scrollViewDidEndDragging(_ view: UIScrollView, willDecelerate decelerate: Bool) {
      host?.scrollViewDidEndDragging(offset: offset(view), willDecelerate: decelerate)
    }
    func scrollViewDidEndDecelerating(_ view: UIScrollView) {
      host?.scrollViewDidEndDecelerating(offset: offset(view), isTracking: view.isTracking)
    }
    func scrollViewDidEndScrollingAnimation(_ view: UIScrollView) {
      host?.scrollViewDidEndScrollingAnimation(offset: offset(view), isTracking: view.isTracking)
    }
  }
#endif
