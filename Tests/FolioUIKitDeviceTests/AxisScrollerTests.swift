// A page's own scroll view on the pages' axis, read and moved through FolioAxisScroller.
#if canImport(UIKit) && !os(watchOS)
  import FolioHost
  import FolioUIKit
  import Testing
  import UIKit

  extension DeviceTests {
    /// What FolioAxisScroller reads of a real `UIScrollView` (its adjusted insets included) and
    /// what it sets: the offsets the host's split works in.
    @MainActor @Suite struct AxisScroller {
      @Test func readsAndSetsAlongTheAxis_withItsInsets() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.contentInsetAdjustmentBehavior = .never
        view.contentSize = CGSize(width: 1000, height: 844)
        view.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        view.contentOffset = CGPoint(x: -10, y: 0)
        let scroller = FolioAxisScroller(view, handoff: .sameDrag)
        #expect(scroller.axisRange == 640)
        #expect(scroller.axisOffset == 0)
        scroller.axisOffset = 100
        #expect(view.contentOffset.x == 90)
        scroller.axisOffset = 10_000
        #expect(view.contentOffset.x == 630, "within its content")
        #expect(scroller.axisHandoff == .sameDrag)
        // A photo not zoomed (its content no wider than its bounds) cannot move.
        view.contentInset = .zero
        view.contentSize = CGSize(width: 390, height: 844)
        #expect(FolioAxisScroller(view).axisRange == 0)
      }

      /// A finger on a zoomed photo: the photo's pan waits for the pages' pan to fail (the pages'
      /// scroll view says so to UIKit), and the pages' pan does not begin where the photo has
      /// room; at its edge it does.
      @Test func theZoomedPhotosPanWaitsForThePages() async throws {
        let screen = try PagerScreen(size: CGSize(width: 390, height: 844))
        await screen.show()
        let page = try #require(screen.page(at: 0))
        let zoom = UIScrollView(frame: page.view.bounds)
        zoom.contentSize = CGSize(width: 1170, height: 844)
        zoom.contentOffset = CGPoint(x: 390, y: 0)
        page.view.addSubview(zoom)
        page.zoom = FolioAxisScroller(zoom)
        let other = UIScrollView(frame: page.view.bounds)
        let host = screen.pager.host
        let pages = screen.pager.scrollView
        let delegate = try #require(pages as? any UIGestureRecognizerDelegate)
        host.touchDown(at: Point(x: 195, y: 400), time: screen.clock.now)
        #expect(host.axisScroller === page.zoom)
        let waits = delegate.gestureRecognizer?(
          pages.panGestureRecognizer, shouldBeRequiredToFailBy: zoom.panGestureRecognizer)
        #expect(waits == true)
        let unrelated = delegate.gestureRecognizer?(
          pages.panGestureRecognizer, shouldBeRequiredToFailBy: other.panGestureRecognizer)
        #expect(unrelated != true)
        #expect(!host.panBegins(translation: Point(x: -20, y: 0)), "the photo has room")
        host.touchCancelled(time: screen.clock.now)
        zoom.contentOffset = CGPoint(x: 780, y: 0)
        host.touchDown(at: Point(x: 195, y: 400), time: screen.clock.now)
        #expect(host.panBegins(translation: Point(x: -20, y: 0)), "at its edge: the pages'")
        host.touchCancelled(time: screen.clock.now)
        await screen.finish()
      }
    }
  }
#endif
