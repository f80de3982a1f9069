import Folio

// MARK: - Followed motion: each feed's platform scroll view moves it

extension NestedScrollCoordinator {
  /// Followed motion: a feed's scroll view scrolled (`UIScrollViewDelegate`'s
  /// `scrollViewDidScroll(_:)`, with its `contentOffset.y`, `isTracking` and `isDecelerating`).
  ///
  /// The current page's feed moves the header and itself as ``chaining`` routes the distance
  /// since its last report: a drag, a fling, a bounce, scroll-to-top and the app's own
  /// `setContentOffset` alike, so the header collapses first and the feed scrolls after, and a
  /// fling hands over by itself. Another page's feed (scrolled by the app) keeps its own offset
  /// under the header; left in a gap above its top it is held there when it rests. The feed's
  /// content length is read again on every report (content that grows needs no call). Ignored in
  /// owned motion, detached, and for an offset that is not finite.
  ///
  /// - Parameters:
  ///   - feed: The page controller whose feed scrolled.
  ///   - offset: Its scroll view's content offset, vertically, in points.
  ///   - isTracking: Its `isTracking`.
  ///   - isDecelerating: Its `isDecelerating`.
  /// - Complexity: O(1).
  public func feedDidScroll(
    _ feed: any NestedScrollFeed, offset: Double, isTracking: Bool, isDecelerating: Bool
  ) {
    guard motion == .followed, offset.isFinite, context != nil else { return }
    let id = ObjectIdentifier(feed)
    if let current = currentFeed, current === feed {
      followCurrent(feed, id: id, offset: offset)
    } else {
      followOther(feed, id: id, offset: offset, isMoving: isTracking || isDecelerating)
    }
  }

  /// Followed motion: the finger lifted from a feed's scroll view (`scrollViewDidEndDragging(_:
  /// willDecelerate:)`): pulled past the top by the physics' refresh threshold, the current
  /// feed starts a refresh (its top inset grows by the threshold, so its bounce comes to rest
  /// on the refresh's hold) until ``endRefreshing()``.
  ///
  /// - Parameters:
  ///   - feed: The page controller whose feed it is.
  ///   - offset: Its content offset.
  ///   - willDecelerate: Whether it decelerates (or bounces) now.
  public func feedDidEndDragging(_ feed: any NestedScrollFeed, offset: Double, willDecelerate: Bool)
  {
    feedDidScroll(feed, offset: offset, isTracking: false, isDecelerating: willDecelerate)
    guard motion == .followed, let current = currentFeed, current === feed, refreshingFeed == nil,
      scroller.isRefreshEnabled, -scroller.offsets.overscroll >= scroller.physics.refreshThreshold
    else { return }
    let id = ObjectIdentifier(feed)
    refreshingFeed = id
    refreshStarted()
    place(feed, id: id, isCurrent: true)
  }

  /// Followed motion: a feed's scroll view came to rest (`scrollViewDidEndDecelerating(_:)`,
  /// `scrollViewDidEndScrollingAnimation(_:)`, `scrollViewDidScrollToTop(_:)`).
  ///
  /// - Parameters:
  ///   - feed: The page controller whose feed it is.
  ///   - offset: Its content offset.
  public func feedDidEndScrolling(_ feed: any NestedScrollFeed, offset: Double) {
    feedDidScroll(feed, offset: offset, isTracking: false, isDecelerating: false)
    // Left past an end with nothing to bring it back (the app's own offset there): it springs
    // back, as a bounce would. A refresh's hold stays.
    let over = scroller.offsets.overscroll
    guard motion == .followed, over != 0, let current = currentFeed, current === feed else {
      return
    }
    let id = ObjectIdentifier(feed)
    if refreshingFeed == id, abs(over + scroller.physics.refreshThreshold) < 1e-9 { return }
    place(feed, id: id, isCurrent: true, springsBack: true)
  }

  /// Followed motion: where a feed's scroll view should be now, with ``NestedFeedPlacement/contentOffset``
  /// always set: what a feed applies when it first lays out (the coordinator places the feeds
  /// that come into view by itself, with ``NestedScrollFeed/nestedFeedPlace(_:)``).
  ///
  /// - Parameter feed: A page controller of the container.
  /// - Returns: Its insets and offset.
  public func placement(for feed: any NestedScrollFeed) -> NestedFeedPlacement {
    let isCurrent = currentFeed.map { $0 === feed } ?? false
    let insets = self.insets(
      length: feed.nestedContentLength, id: ObjectIdentifier(feed), viewport: feedViewportLength)
    return NestedFeedPlacement(
      contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
      contentOffset: wantedOffset(of: feed, isCurrent: isCurrent), isCurrent: isCurrent)
  }

  // MARK: Internals

  /// The current feed moved by what it reports since its last report: routed through the
  /// header and the feed.
  func followCurrent(_ feed: any NestedScrollFeed, id: ObjectIdentifier, offset: Double) {
    let viewport = feedViewportLength
    let length = feed.nestedContentLength
    scroller.setFeedLengths(range: length - viewport, viewportLength: viewport)
    // Where the scroll view showed the header and the feed, within the lengths as they are now
    // (content that shrank under the offset brought it back): what it moved from.
    let before = scroller.offsets
    let known = before.feed + before.header + before.overscroll - headerHeight
    let offsets = chaining.route(before, by: offset - known, in: scroller.extent)
    scroller.follow(offsets)
    feed.nestedFeedOffset = offsets.feed
    followedFeeds[id, default: FollowedFeed()].offset = offset
    // Lengths that shrank (or insets that changed) may ask for a placement.
    place(feed, id: id, isCurrent: true, length: length, viewport: viewport)
    publish()
  }

  /// Another page's feed moved (the app scrolled it): its own offset under the header.
  private func followOther(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, offset: Double, isMoving: Bool
  ) {
    let range = max(0, feed.nestedContentLength - feedViewportLength)
    let own = offset + headerHeight - scroller.offsets.header
    feed.nestedFeedOffset = min(max(0, own), range)
    followedFeeds[id, default: FollowedFeed()].offset = offset
    if !isMoving { place(feed, id: id, isCurrent: false) }
  }

  /// Places every shown page's feed under the header where it is.
  func placeShownFeeds() {
    guard motion == .followed, let context else { return }
    let current = currentFeed
    context.forEachVisiblePage { index, _ in
      guard let feed = context.controller(at: index) as? any NestedScrollFeed else { return }
      place(feed, id: ObjectIdentifier(feed), isCurrent: current.map { $0 === feed } ?? false)
    }
  }

  /// Tells a feed where its scroll view must be, if that changed: its insets, and its offset
  /// when it is not where the header needs it (not known yet, left behind, clamped).
  func place(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, isCurrent: Bool, springsBack: Bool = false,
    length: Double? = nil, viewport: Double? = nil
  ) {
    let insets = self.insets(
      length: length ?? feed.nestedContentLength, id: id, viewport: viewport ?? feedViewportLength)
    let wanted =
      springsBack
      ? restingOffset(of: feed, isCurrent: isCurrent) : wantedOffset(of: feed, isCurrent: isCurrent)
    var state = followedFeeds[id] ?? FollowedFeed()
    let moves = state.offset.map { abs($0 - wanted) > 1e-9 * max(1, abs(wanted)) } ?? true
    let reinset = state.insets.map { $0 != insets } ?? true
    guard moves || reinset || state.isCurrent != isCurrent else { return }
    state.insets = insets
    state.isCurrent = isCurrent
    // An animated move reports its own offsets as it goes.
    if moves, !springsBack { state.offset = wanted }
    followedFeeds[id] = state
    feed.nestedFeedPlace(
      NestedFeedPlacement(
        contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
        contentOffset: moves ? wanted : nil, animated: moves && springsBack, isCurrent: isCurrent))
  }

  /// The followed refresh is over: the feed's top inset shrinks back and it springs there.
  func endFollowedRefresh() {
    guard let id = refreshingFeed else { return }
    refreshingFeed = nil
    let feed = refreshingPage.flatMap { context?.controller(forPage: $0) } as? any NestedScrollFeed
    if let refreshingPage, let context, let index = context.activeIndex(ofPage: refreshingPage) {
      context.record("refreshEnd", at: index)
    }
    refreshingPage = nil
    if let feed, ObjectIdentifier(feed) == id {
      place(feed, id: id, isCurrent: currentFeed.map { $0 === feed } ?? false, springsBack: true)
    }
    publish()
  }

  /// The content offset that shows `feed` where the header needs it: the header's offset
  /// and the feed's own, and (the current feed) what the scroll view shows past an end.
  private func wantedOffset(of feed: any NestedScrollFeed, isCurrent: Bool) -> Double {
    let offsets = scroller.offsets
    if isCurrent { return offsets.feed + offsets.header + offsets.overscroll - headerHeight }
    return restingOffset(of: feed, isCurrent: false)
  }

  /// As ``wantedOffset(of:isCurrent:)``, with nothing past an end.
  private func restingOffset(of feed: any NestedScrollFeed, isCurrent: Bool) -> Double {
    let offsets = scroller.offsets
    if isCurrent { return offsets.feed + offsets.header - headerHeight }
    let range = max(0, feed.nestedContentLength - feedViewportLength)
    let own = min(max(0, feed.nestedFeedOffset), range)
    return own + offsets.header - headerHeight
  }

  /// A feed's insets: the header above its content (less what a pinned header keeps
  /// collapsed; more by the refresh indicator's room while its refresh holds), and below a
  /// feed shorter than its viewport, what lets the header collapse.
  private func insets(length: Double, id: ObjectIdentifier, viewport: Double)
    -> (top: Double, bottom: Double)
  {
    var top = chaining == .pinned ? headerHeight - scroller.offsets.header : headerHeight
    if refreshingFeed == id { top += scroller.physics.refreshThreshold }
    let bottom = max(0, viewport - (length.isFinite ? max(0, length) : 0))
    return (top, bottom)
  }

  /// Followed: the current page's feed is the scroller's, the header where it is; the feed's
  /// offset is its own (restored, or set by the app) when it is new or was changed.
  func followFeed(of id: Page.DiffID) {
    let isNew = id != feedPage
    if isNew {
      feedPage = id
      cachedFeed = nil
    }
    let viewport = feedViewportLength
    guard let feed = currentFeed else {
      scroller.setFeed(range: 0, viewportLength: viewport, offset: 0)
      return
    }
    scroller.setFeedLengths(range: feed.nestedContentLength - viewport, viewportLength: viewport)
    var offsets = scroller.offsets
    let own = min(max(0, feed.nestedFeedOffset), scroller.feedRange)
    if isNew || own != offsets.feed {
      offsets.feed = own
      // Past an end is the platform's to show: a feed taken afresh shows none.
      if isNew { offsets.overscroll = 0 }
      scroller.follow(offsets)
    }
  }
}
