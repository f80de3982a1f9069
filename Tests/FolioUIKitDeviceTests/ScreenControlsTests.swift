// What a screen hands the pager: a segmented control, and the screen refresh's spinner.
#if canImport(UIKit) && !os(watchOS)
  import FolioNestedScroll
  import Testing
  import UIKit

  extension DeviceTests {
    /// The controls a screen hands the pager, as a profile screen does.
    @MainActor @Suite struct ScreenControls {
      static let portrait = CGSize(width: 390.0, height: 844.0)

      /// A segmented control in the header shows the page the pages go to from the moment a
      /// jump decides it, and a segment the reader picks scrolls the pages there.
      @Test func aSegmentedControl_followsTheTarget_andPicksThePage() async throws {
        let screen = try PagerScreen(size: Self.portrait)
        let control = UISegmentedControl(items: ["0", "1", "2", "3", "4"])
        screen.pager.headerView = control
        screen.pager.headerHeight = 44
        screen.pager.segmentedControl = control
        await screen.show()
        #expect(control.selectedSegmentIndex == 0)
        try screen.container.scrollToPage(3, animated: true)
        await waitUntil("the control shows the jump's target before the pages rest") {
          control.selectedSegmentIndex == 3
        }
        #expect(screen.container.currentIndex == 0, "still on the way")
        await screen.settle()
        screen.expectResting(on: 3)
        // The reader picks segment 1 (UIKit sends .valueChanged for a user's pick only).
        control.selectedSegmentIndex = 1
        control.sendActions(for: .valueChanged)
        await screen.settle()
        screen.expectResting(on: 1)
        #expect(control.selectedSegmentIndex == 1)
        await screen.finish()
      }

      /// With the screen's refresh, the pager's spinner spins in the room the pull opened above
      /// the header while the refresh holds, and stops when it ends.
      @Test func theScreensRefresh_spinsThePagersIndicator_untilEndRefreshing() async throws {
        let feeds = PagerScreen.Feeds(headerHeight: 180, pinnedHeight: 44)
        let screen = try PagerScreen(size: Self.portrait, feeds: feeds)
        let nested = try #require(screen.nested)
        nested.refreshScope = .screen
        await screen.show()
        let feed = try #require(screen.page(at: 0) as? FeedPage)
        let scrollView = feed.scrollView
        await waitUntil("the feed is placed under the header") {
          Double(scrollView.contentOffset.y) == -180
        }
        let threshold = nested.scroller.physics.refreshThreshold
        scrollView.contentOffset = CGPoint(x: 0.0, y: -180 - threshold - 40)
        feed.scrollViewDidEndDragging(scrollView, willDecelerate: true)
        #expect(nested.isRefreshingScreen && feed.refreshes == 0, "the screen's, not the feed's")
        scrollView.setContentOffset(CGPoint(x: 0.0, y: -180 - threshold), animated: true)
        let spinner = try #require(screen.pager.screenRefreshIndicator)
        await waitUntil("the spinner fills the room the refresh holds") {
          abs(Double(spinner.frame.height) - threshold) < 0.5 && spinner.isAnimating
        }
        #expect(spinner.superview === screen.header?.superview, "over the header, in its slot")
        #expect(Double(spinner.frame.minY) == 0)
        nested.endRefreshing()
        await waitUntil("the spinner stops as the header springs back") { !spinner.isAnimating }
        await screen.finish()
      }
    }
  }
#endif
