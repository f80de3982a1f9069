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

  /// Whether the screen's refresh (``NestedRefreshScope/screen``) started and has not ended.
  public var isRefreshingScreen: Bool { screenRefresh }

  /// Whether a pull past the current feed's top stretches the header: on the page whose pull
  /// started the screen's refresh while it holds; on a page whose own refresh holds, never;
  /// otherwise when the next pull is the screen's (the scope a refresh started in stays).
  var stretchesHeader: Bool {
    if let page = feedPage, refreshes.contains(page) { return page == screenRefreshPage }
    return refreshScope == .screen
  }

  /// The current page's refresh is over (``endRefreshing(page:)`` for the current page); with
  /// the screen's refresh under way, the screen's, whichever page is current.
  public func endRefreshing() {
    if let page = screenRefreshPage { return endRefreshing(page: page) }
    guard let context, let index = context.currentIndex, let page = context.page(at: index)
    else { return }
    endRefreshing(page: page.diffID)
  }

  /// How far the header is stretched below its height now: with ``NestedRefreshScope/screen``,
  /// the current feed's pull past its top while the header is expanded (the refresh's room
  /// while it holds), which the header fills instead of a gap; otherwise 0.
  public var headerStretch: Double { geometry.headerStretch }

  /// Whether a released pull may start a refresh: always for each feed's own; for the screen's,
  /// when no refresh is under way.
  var mayStartRefresh: Bool { refreshScope == .eachFeed || refreshes.isEmpty }

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
    let screen = page == screenRefreshPage
    if screen {
      screenRefreshPage = nil
      screenRefreshDidChange?()
    }
    let end =
      screen ? screenRefreshDidEnd : feed.map { feed in { feed.nestedFeedDidEndRefreshing() } }
    guard let end else { return }
    if let context { context.callingOutsideCode(end) } else { end() }
  }

  /// A pull on the current page's feed started its refresh: the page refreshes, and its feed
  /// hears it.
  func refreshStarted() {
    guard let feedPage else { return }
    if !refreshes.contains(feedPage) { refreshes.append(feedPage) }
    if let context, let index = context.activeIndex(ofPage: feedPage) {
      context.record("refreshStart", at: index)
    }
    guard refreshScope == .screen else { return currentFeed?.nestedFeedDidStartRefreshing() ?? () }
    screenRefreshPage = feedPage
    screenRefreshDidChange?()
    screenRefreshDidStart?()
  }
}
