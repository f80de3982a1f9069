import Folio

// MARK: - Plugin hooks: the container's pages come, go, settle and change

extension NestedScrollCoordinator {
  /// Keeps the context and takes the current page's feed.
  ///
  /// - Parameter context: The container.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    syncFeed()
    if motion == .followed { placeShownFeeds() }
  }

  /// Forgets the container.
  ///
  /// - Parameter context: The container.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) {
    leaveFeed()
    drawn = nil
    self.context = nil
    feedPage = nil
    followedFeeds.removeAll()
    refreshes.removeAll()
    screenRefreshPage = nil
    (feedOffsets, servedOtherPages) = ([:], [])
  }

  /// Forgets the feed of a page whose controller changes.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page.
  ///   - index: Its index.
  public func pageDidDequeue(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int) {
    if id == feedPage { cachedFeed = nil }
    // Its scroll view shows another page now: where it is, is not known.
    let controller = motion == .followed ? context.controller(forPage: id) : nil
    let wasCurrent =
      controller.map { forgetFollowedFeed($0, movedTheHeader: false, rebound: true) } ?? false
    // The page refreshes: its new feed takes the refresh over (and its room), before any
    // placement of it.
    if refreshes.contains(id), let feed = feed(of: id) {
      if motion == .followed {
        // At its top it shows the indicator, as the feed that started the refresh did.
        let top = ownOffset(of: feed) <= 0
        let screens = id == screenRefreshPage
        followedFeeds.update(ObjectIdentifier(feed)) {
          $0.refreshes = true
          $0.refreshIsTheScreens = screens
          $0.hasRoom = true
          if top { $0.relative = -self.scroller.physics.refreshThreshold }
        }
      }
      // (The screen's refresh is the app's to show.)
      if id != screenRefreshPage { feed.nestedFeedDidStartRefreshing() }
    }
    // The feed that moved the header changed: the current page's takes it, where it is; the
    // one marked current is placed again (as its new page's feed).
    if controller != nil, id == feedPage {
      handHeaderOver()
    } else if wasCurrent {
      placeShownFeeds()
    }
  }

  /// Forgets the feed of a page whose controller goes.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page.
  ///   - index: Its index.
  public func pageWillBeReclaimed(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) {
    if id == feedPage { cachedFeed = nil }
    if let controller = context.controller(forPage: id) {
      if drawn?.feed == ObjectIdentifier(controller) { drawn = nil }
      forgetFollowedFeed(controller, movedTheHeader: id == feedPage)
      rememberFeed(of: controller, page: id)
    }
  }

  /// Follows the page that becomes current.
  ///
  /// - Parameter context: The container.
  public func pageContainerDidSettle(_ context: PagePluginContext<Page>) {
    syncFeed()
    if motion == .followed { placeShownFeeds() }
  }

  /// Followed: the feeds that come into view are placed under the header where it is.
  ///
  /// - Parameter context: The container.
  public func visiblePagesDidChange(_ context: PagePluginContext<Page>) {
    guard motion == .followed else { return }
    noteShownFeeds()
    placeShownFeeds()
  }

  /// Follows pages that move or go.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - changes: The changes.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    // A deleted page's refresh goes with it.
    refreshes.removeAll { context.index(of: $0) == nil }
    if let page = screenRefreshPage, !refreshes.contains(page) {
      // The screen's refresh was held by a page now deleted: it ends (the app hears it).
      screenRefreshPage = nil
      screenRefreshDidChange?()
      if let end = screenRefreshDidEnd { context.callingOutsideCode(end) }
    }
    forgetDeletedFeeds(context)
    syncFeed()
    if motion == .followed { placeShownFeeds() }
  }

  /// Follows the viewport's height: the feeds' viewport.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - oldSize: The size before.
  public func pageContainerDidResize(_ context: PagePluginContext<Page>, from oldSize: Size) {
    syncFeed(force: true)
    if motion == .followed { placeShownFeeds() }
  }
}
