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
    }
  }
#endif
