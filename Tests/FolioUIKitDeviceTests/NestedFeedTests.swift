// Feeds that keep their own UIScrollViews under a collapsing header, on the simulator.
#if canImport(UIKit) && !os(watchOS)
  import FolioNestedScroll
  import Testing
  import UIKit

  extension DeviceTests {
    /// Feeds on UIScrollViews of their own under a collapsing header.
    ///
    /// A NestedScrollCoordinator in followed motion over pages whose feeds are their own
    /// UIScrollViews, wired with FolioFeedScrolling as the worked example wires its tables: a
    /// header 180 points tall whose lower 44 (a tab bar) stay pinned. The feeds are moved by
    /// setting their content offsets, and by the delegate calls UIKit makes at a finger's lift.
    @MainActor @Suite struct NestedFeed {
      static let portrait = CGSize(width: 390.0, height: 844.0)
      static let feeds = PagerScreen.Feeds(headerHeight: 180, pinnedHeight: 44)

      /// A pull past the top by more than the threshold starts the refresh; the feed then holds
      /// the indicator's room (its top inset grows by the threshold and the bounce rests on it)
      /// until `endRefreshing()`, when it springs back under the header.
      @Test func aPullPastTheThreshold_refreshes_andHoldsItsRoom_untilEndRefreshing() async throws {
        let screen = try PagerScreen(size: Self.portrait, feeds: Self.feeds)
        await screen.show()
        let nested = try #require(screen.nested)
        let feed = try #require(screen.page(at: 0) as? FeedPage)
        let scrollView = feed.scrollView
        await waitUntil("the feed is placed under the header") {
          Double(scrollView.contentInset.top) == 180 && Double(scrollView.contentOffset.y) == -180
        }
        let threshold = nested.scroller.physics.refreshThreshold
        // The finger pulls the feed down past its top by more than the threshold, and lifts
        // (UIKit calls scrollViewDidEndDragging(_:willDecelerate: true): it bounces back).
        scrollView.contentOffset = CGPoint(x: 0.0, y: -180 - threshold - 40)
        feed.scrollViewDidEndDragging(scrollView, willDecelerate: true)
        #expect(feed.refreshes == 1, "the refresh started")
        #expect(Double(scrollView.contentInset.top) == 180 + threshold, "the indicator's room")
        // The bounce comes back to the top of the content as its inset now has it.
        scrollView.setContentOffset(CGPoint(x: 0.0, y: -180 - threshold), animated: true)
        await waitUntil("the bounce rests on the refresh's hold") {
          Double(scrollView.contentOffset.y) == -180 - threshold
        }
        await frames(30)  // half a second: it holds
        #expect(Double(scrollView.contentOffset.y) == -180 - threshold, "it holds its room")
        #expect(Double(scrollView.contentInset.top) == 180 + threshold)
        #expect(screen.pager.host.nestedOffsets?.feedShownOffset == -threshold)
        #expect(feed.refreshes == 1)
        // FolioFeedScrolling's indicator spins in the room, above the content.
        let indicator = try #require(feed.scrolling.refreshIndicator)
        #expect(indicator.superview === scrollView && indicator.isAnimating)
        #expect(Double(indicator.frame.minY) == -threshold && Double(indicator.frame.maxY) == 0)

        let first = feed.offsets.count
        nested.endRefreshing()
        await waitUntil("the feed springs back under the header") {
          Double(scrollView.contentOffset.y) == -180
        }
        await screen.settle()
        #expect(Double(scrollView.contentInset.top) == 180)
        #expect(Double(scrollView.contentOffset.y) == -180)
        #expect(screen.pager.host.nestedOffsets?.feedShownOffset == 0)
        #expect(nested.headerOffset == 0)
        let spring = Array(feed.offsets[first...])
        #expect(movesOneWay(spring, step: 1), "it springs back one way: \(spring)")
        #expect(feed.refreshes == 1)
        #expect(!indicator.isAnimating, "the indicator stopped with the refresh")
        await screen.finish()
      }

      /// The feed's offset set step by step from the top to far down and back: the header
      /// collapses first (by up to 136) and expands last, drawn where the coordinator has it at
      /// every step, and its pinned 44 points never leave the screen.
      @Test func collapsingThenExpanding_keepsThePinnedPartOnScreen() async throws {
        let screen = try PagerScreen(size: Self.portrait, feeds: Self.feeds)
        await screen.show()
        let nested = try #require(screen.nested)
        let header = try #require(screen.header)
        let feed = try #require(screen.page(at: 0) as? FeedPage)
        let scrollView = feed.scrollView
        await waitUntil("the feed is placed under the header") {
          Double(scrollView.contentOffset.y) == -180
        }
        let top = Double(screen.pager.scrollView.frame.minY)  // the pages' area starts here
        let down = Array(stride(from: -180.0, through: 400.0, by: 20.0))
        for y in down + down.reversed().dropFirst() {
          scrollView.contentOffset = CGPoint(x: 0.0, y: y)
          let collapsed = min(136, max(0, y + 180))
          await waitUntil("the header drawn \(collapsed) up, the feed at \(y)") {
            Double(header.convert(header.bounds, to: screen.pager.view).minY) == top - collapsed
          }
          let frame = header.convert(header.bounds, to: screen.pager.view)
          #expect(nested.headerOffset == collapsed, "at \(y)")
          #expect(Double(frame.height) == 180)
          #expect(
            Double(frame.maxY) - 44 >= top - 1e-9, "the pinned part on screen at \(y): \(frame)")
          #expect(Double(scrollView.contentInset.top) == 180, "the feed's inset stays")
        }
        #expect(nested.headerOffset == 0, "expanded again")
        await screen.finish()
      }
    }
  }
#endif
