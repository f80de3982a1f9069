// A page's own feed under a collapsing header, forwarded to a followed NestedScrollCoordinator
// (which decides, tested on Linux) and placed where it says.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioNestedScroll
  import UIKit

  /// Connects a page's feed scroll view to a ``NestedScrollCoordinator`` in followed motion:
  /// the feed keeps UIKit's physics, scroll-to-top and VoiceOver scrolling, and the header
  /// collapses first and the feed scrolls after, in one scroll view.
  ///
  /// The page controller (a ``NestedScrollFeed``) applies its placements with ``place(_:)`` and
  /// calls it from its table's scroll view delegate methods (the UIKit article shows how).
  @MainActor
  public final class FolioFeedScrolling<Page: Diffable> {
    /// The feed's scroll view: it spans the page's height, under the header.
    public let scrollView: UIScrollView
    private weak var coordinator: NestedScrollCoordinator<Page>?
    /// The page controller whose feed it is (held weakly; set it here when `self` is not ready).
    public weak var feed: (any NestedScrollFeed)?

    /// Connects `scrollView`, the feed of `feed`, to `coordinator`, made with
    /// `motion: .followed` (both held weakly); its insets become the coordinator's.
    public init(
      scrollView: UIScrollView, coordinator: NestedScrollCoordinator<Page>,
      feed: (any NestedScrollFeed)? = nil
    ) {
      self.scrollView = scrollView
      self.coordinator = coordinator
      self.feed = feed
      scrollView.contentInsetAdjustmentBehavior = .never
    }

    /// The feed's content height (`contentSize.height`): the feed's `nestedContentLength`.
    public var contentLength: Double { Double(scrollView.contentSize.height) }

    /// Applies the coordinator's placement (`nestedFeedPlace(_:)`): whether it scrolls to the
    /// top, its insets, and an offset to set.
    public func place(_ placement: NestedFeedPlacement) {
      scrollView.scrollsToTop = placement.isCurrent
      var insets = scrollView.contentInset
      insets.top = CGFloat(placement.contentInsetTop)
      insets.bottom = CGFloat(placement.contentInsetBottom)
      if scrollView.contentInset != insets {
        scrollView.contentInset = insets
        scrollView.verticalScrollIndicatorInsets = insets
      }
      guard let offset = placement.contentOffset else { return }
      let point = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
      scrollView.setContentOffset(point, animated: placement.animated)
    }

    /// `scrollViewDidScroll(_:)`.
    public func didScroll() {
      guard let feed else { return }
      let view = scrollView
      coordinator?.feedDidScroll(
        feed, offset: y, isTracking: view.isTracking, isDecelerating: view.isDecelerating)
    }

    /// `scrollViewDidEndDragging(_:willDecelerate:)`, with its `willDecelerate`.
    public func didEndDragging(willDecelerate: Bool) {
      guard let feed else { return }
      coordinator?.feedDidEndDragging(feed, offset: y, willDecelerate: willDecelerate)
    }

    /// `scrollViewDidEndDecelerating(_:)`, `scrollViewDidEndScrollingAnimation(_:)` and
    /// `scrollViewDidScrollToTop(_:)`.
    public func didEndScrolling() {
      guard let feed else { return }
      coordinator?.feedDidEndScrolling(feed, offset: y)
    }

    private var y: Double { scrollView.contentOffset.y.native }

    /// The feed's content changed (rows loaded, inserted, removed): call it after the table
    /// view's update, so a feed that was shorter than its viewport gives its room back at once
    /// (otherwise its next report does).
    public func contentDidChange() { coordinator?.feedLengthDidChange() }
  }
#endif
