import Folio

// MARK: - Pull to refresh: each page's own

extension NestedScrollCoordinator {
  /// The pages whose refresh started and has not ended, in the order they started.
  ///
  /// A refresh belongs to its page, not to the controller that showed it: every feed can
  /// refresh at once, and a page whose controller is reclaimed while it refreshes comes back
  /// (another controller) still refreshing, its feed in the indicator's room, until
  /// ``endRefreshing(page:)``.
  public var refreshingPages: [Page.DiffID] { refreshes }

  /// Whether `page`'s refresh started and has not ended.
  ///
  /// - Parameter page: A page's identity.
  /// - Returns: Whether it refreshes.
  /// - Complexity: O(refreshing pages).
  public func isRefreshing(page: Page.DiffID) -> Bool { refreshes.contains(page) }

  /// The current page's refresh is over (``endRefreshing(page:)`` for the current page).
  public func endRefreshing() {
    guard let context, let index = context.currentIndex, let page = context.page(at: index)
    else { return }
    endRefreshing(page: page.diffID)
  }

  /// `page`'s refresh is over: its feed hears it (``NestedScrollFeed/nestedFeedDidEndRefreshing()``)
  /// and springs back out of the indicator's room; the other pages' refreshes go on.
  ///
  /// Owned motion: the current page's feed springs back; another page's feed, drawn at rest
  /// while it is not current, no longer holds the room when it is current again. Followed
  /// motion: the feed keeps the room until it no longer shows it; at rest it springs back out
  /// of it (animated, the inset shrinking after). Does nothing for a page that does not
  /// refresh.
  ///
  /// - Parameter page: The page's identity.
  public func endRefreshing(page: Page.DiffID) {
    guard let position = refreshes.firstIndex(of: page) else { return }
    refreshes.remove(at: position)
    if motion == .owned, page == feedPage { scroller.endRefreshing(at: clock.now) }
    let feed = self.feed(of: page)
    if let context, let index = context.activeIndex(ofPage: page) {
      context.record("refreshEnd", at: index)
    }
    if motion == .followed, let feed { endFollowedRefresh(of: feed) }
    publish()
    // (App code: what it asks of the container runs after it.)
    guard let feed else { return }
    if let context {
      context.callingOutsideCode { feed.nestedFeedDidEndRefreshing() }
    } else {
      feed.nestedFeedDidEndRefreshing()
    }
  }

  /// A pull on the current page's feed started its refresh: the page refreshes, and its feed
  /// hears it.
  func refreshStarted() {
    guard let feedPage else { return }
    if !refreshes.contains(feedPage) { refreshes.append(feedPage) }
    if let context, let index = context.activeIndex(ofPage: feedPage) {
      context.record("refreshStart", at: index)
    }
    currentFeed?.nestedFeedDidStartRefreshing()
  }
}
