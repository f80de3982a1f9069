// A page whose feed keeps its own scroll view under a collapsing header.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioNestedScroll
  import FolioUIKit
  import UIKit

  /// A page with a feed 2,000 points long on a UIScrollView of its own, spanning the page under
  /// the header, wired to the coordinator with FolioFeedScrolling as the UIKit article's worked
  /// example wires its table (Examples/AppleScreens/UIKit/NewsViewController.swift).
  @MainActor
  final class FeedPage: SpyPage, UIScrollViewDelegate {
    var nestedFeedOffset = 0.0
    /// The feed.
    let scrollView: UIScrollView
    /// How many refreshes the coordinator started on this feed.
    private(set) var refreshes = 0
    /// The feed's `contentOffset.y` at each `scrollViewDidScroll`, in order.
    private(set) var offsets: [Double] = []
    let scrolling: FolioFeedScrolling<Card>

    init(journal: Journal, nested: NestedScrollCoordinator<Card>) {
      let feed = UIScrollView(frame: .zero)
      scrollView = feed
      scrolling = FolioFeedScrolling(scrollView: feed, coordinator: nested)
      super.init(journal: journal)
      scrolling.feed = self
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.delegate = self
      scrollView.contentSize = CGSize(width: 0.0, height: 2000.0)
      view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds  // the page's full height, under the header
      scrolling.contentDidChange()
    }

    override func bind(to page: Card) {
      super.bind(to: page)
      loadViewIfNeeded()  // bound before it is shown: its feed exists from here
      scrolling.contentDidChange()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(Double(scrollView.contentOffset.y))
      scrolling.didScroll()
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      scrolling.didEndDragging(willDecelerate: decelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrolling.didEndScrolling() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      scrolling.didEndScrolling()
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { scrolling.didEndScrolling() }
  }

  extension FeedPage: @MainActor NestedScrollFeed {
    var nestedContentLength: Double { scrolling.contentLength }
    func nestedFeedPlace(_ placement: NestedFeedPlacement) { scrolling.place(placement) }
    func nestedFeedDidStartRefreshing() { refreshes += 1 }
  }
#endif
