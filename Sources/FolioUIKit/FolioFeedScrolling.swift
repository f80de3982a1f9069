// A page's own feed under a collapsing header, forwarded to a NestedScrollCoordinator.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioNestedScroll
  import UIKit

  /// Connects a page's feed scroll view (which keeps UIKit's physics) to a followed
  /// ``NestedScrollCoordinator``: the page calls it from its table's delegate methods and
  /// applies its placements with ``place(_:)`` (the UIKit article shows how).
  @MainActor
  public final class FolioFeedScrolling<Page: Diffable> {
    /// The feed's scroll view: it spans the page's height, under the header.
    public let scrollView: UIScrollView
    /// The coordinator it reports to (held weakly): end a page's refresh through it.
    public private(set) weak var coordinator: NestedScrollCoordinator<Page>?
    /// The page controller whose feed it is (held weakly; set it here when `self` is not ready).
    public weak var feed: (any NestedScrollFeed)?
    /// Shown in the room above the content while the feed's own refresh holds, by
    /// ``place(_:)``; `nil` to draw your own from the placement's `refreshIndicatorHeight`.
    public var refreshIndicator: UIActivityIndicatorView? = UIActivityIndicatorView(style: .medium)

    /// Connects `scrollView`, the feed of `feed`, to `coordinator` (both held weakly).
    public init(
      scrollView: UIScrollView, coordinator: NestedScrollCoordinator<Page>,
      feed: (any NestedScrollFeed)? = nil
    ) {
      (self.scrollView, self.coordinator, self.feed) = (scrollView, coordinator, feed)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.scrollsToTop = false  // until a placement says it is the current page's feed
    }

    /// The feed's content height (`contentSize.height`): the feed's `nestedContentLength`.
    public var contentLength: Double { Double(scrollView.contentSize.height) }

    /// Applies the coordinator's placement (`nestedFeedPlace(_:)`): whether it scrolls to the
    /// top, its insets, the refresh indicator, and an offset to set.
    public func place(_ placement: NestedFeedPlacement) {
      scrollView.scrollsToTop = placement.isCurrent
      if let indicator = refreshIndicator {
        let room = CGFloat(placement.refreshIndicatorHeight)
        if indicator.superview !== scrollView { scrollView.addSubview(indicator) }
        indicator.frame = CGRect(x: 0, y: -room, width: scrollView.bounds.width, height: room)
        if room > 0 { indicator.startAnimating() } else { indicator.stopAnimating() }
      }
      var insets = scrollView.contentInset
      insets.top = CGFloat(placement.contentInsetTop)
      insets.bottom = CGFloat(placement.contentInsetBottom)
      if scrollView.contentInset != insets {
        scrollView.contentInset = insets
        scrollView.verticalScrollIndicatorInsets = insets
      }
      guard let offset = placement.contentOffset else { return }
      let point = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
      // Set, not `setContentOffset(_:animated: false)`, which would stop a fling under way.
      if placement.animated { scrollView.setContentOffset(point, animated: true) }
      if !placement.animated { scrollView.contentOffset = point }
    }

    /// `scrollViewDidScroll(_:)`.
    public func didScroll() {
      guard let feed else { return }
      let view = scrollView
      coordinator?.feedDidScroll(
        feed, offset: y, isTracking: view.isTracking, isDecelerating: view.isDecelerating,
        isDragging: view.isDragging)
    }

    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    public func didEndDragging(willDecelerate: Bool) {
      guard let feed else { return }
      coordinator?.feedDidEndDragging(feed, offset: y, willDecelerate: willDecelerate)
    }

    /// `scrollViewDidEndDecelerating(_:)`, `scrollViewDidEndScrollingAnimation(_:)` and
    /// `scrollViewDidScrollToTop(_:)` (a finger that stopped the motion is still on it).
    public func didEndScrolling() {
      guard let feed else { return }
      coordinator?.feedDidEndScrolling(feed, offset: y, isTracking: scrollView.isTracking)
    }

    private var y: Double { scrollView.contentOffset.y }

    /// The feed's content changed (rows loaded, inserted, removed): call it after the table
    /// view's update, so a feed that was shorter than its viewport gives its room back at once
    /// (otherwise its next report does).
    public func contentDidChange() { coordinator?.feedLengthDidChange() }
  }
#endif
