import Folio

// MARK: - Followed motion: each feed's platform scroll view moves it

extension NestedScrollCoordinator {
  /// Followed motion: a feed's scroll view scrolled (`UIScrollViewDelegate`'s
  /// `scrollViewDidScroll(_:)`, with its `contentOffset.y`, `isTracking` and `isDecelerating`).
  ///
  /// The feed that moves the header (the current page's, or a shown page's feed a finger drags
  /// while the pages are between two) moves the header and itself as ``chaining`` routes the
  /// distance since its last report: a drag, a fling, a bounce, scroll-to-top and the app's own
  /// `setContentOffset` alike, so the header collapses first and the feed scrolls after, and a
  /// fling hands over by itself. When the header moves, every other shown feed is placed again
  /// where it was under it. Another feed moving on its own (its deceleration, the app's offset)
  /// keeps its rows where they are; left in a gap above its top or past its end, it springs back
  /// when it comes to rest. The feed's content length is read again on every report (content
  /// that grows needs no call). Ignored in owned motion, detached, and for an offset that is
  /// not finite.
  ///
  /// - Parameters:
  ///   - feed: The page controller whose feed scrolled.
  ///   - offset: Its scroll view's content offset, vertically, in points.
  ///   - isTracking: Its `isTracking`.
  ///   - isDecelerating: Its `isDecelerating`.
  ///   - isDragging: Its `isDragging`: its own pan moves it. A finger can be on a feed
  ///     (`isTracking`) whose pan never began: the pages' pan took it, and the feed hears no
  ///     end of a drag. `nil` (a platform that does not say) reads a report while tracking as
  ///     a drag.
  /// - Complexity: O(1), and O(shown pages) when the header moves.
  public func feedDidScroll(
    _ feed: any NestedScrollFeed, offset: Double, isTracking: Bool, isDecelerating: Bool,
    isDragging: Bool? = nil
  ) {
    report(
      feed, offset: offset, isTracking: isTracking, isDecelerating: isDecelerating,
      isDragging: isDragging)
  }

  /// The feed the header moves with now: the current page's, or in followed motion a shown
  /// page's feed a finger drags while the pages are between two (or a neighbour peeks), until
  /// it comes to rest; ``shownFeedOffset`` and ``geometry`` describe it.
  public var leadingFeed: (any NestedScrollFeed)? { currentFeed }

  /// Followed: a finger came onto the pages or left them; when it lifts, the shown feeds land
  /// where they were under the header.
  ///
  /// - Parameter context: The container.
  public func pageContainerTouchDidChange(_ context: PagePluginContext<Page>) {
    if motion == .followed { followedTouchDidChange() }
  }

  /// Followed motion: the finger lifted from a feed's scroll view.
  ///
  /// `scrollViewDidEndDragging(_:willDecelerate:)`: pulled past the top by the physics' refresh
  /// threshold, the feed starts a refresh (its top inset grows by the threshold, so its bounce
  /// comes to rest on the refresh's hold) until ``endRefreshing(page:)``; every feed can refresh at
  /// once. A feed that stops here (no
  /// deceleration) and shows a gap its scroll view does not bounce back from springs back.
  ///
  /// - Parameters:
  ///   - feed: The page controller whose feed it is.
  ///   - offset: Its content offset.
  ///   - willDecelerate: Whether it decelerates (or bounces) now.
  public func feedDidEndDragging(_ feed: any NestedScrollFeed, offset: Double, willDecelerate: Bool)
  {
    guard motion == .followed, context != nil, offset.isFinite else { return }
    let id = ObjectIdentifier(feed)
    report(feed, offset: offset, isTracking: false, isDecelerating: willDecelerate)
    followedFeeds[id]?.isDragging = false
    if let driver = currentFeed, driver === feed, followedFeeds[id]?.refreshes != true,
      scroller.isRefreshEnabled, -scroller.offsets.overscroll >= scroller.physics.refreshThreshold,
      mayStartRefresh
    {
      followedFeeds.update(id) {
        $0.refreshes = true
        $0.hasRoom = true
      }
      refreshStarted()
      place(feed, id: id)
    }
    if !willDecelerate { didComeToRest(feed, id: id) }
  }

  /// Followed motion: a feed's scroll view came to rest (`scrollViewDidEndDecelerating(_:)`,
  /// `scrollViewDidEndScrollingAnimation(_:)`, `scrollViewDidScrollToTop(_:)`), or a finger
  /// stopped it (`isTracking`: iOS 13 and later report the stop).
  ///
  /// Left in a gap or past an end with nothing to bring it back (the app's own offset there, a
  /// refresh that ended), it springs back, animated, as a bounce would; a refresh's hold stays,
  /// anywhere in its room. Under a finger nothing moves.
  ///
  /// - Parameters:
  ///   - feed: The page controller whose feed it is.
  ///   - offset: Its content offset.
  ///   - isTracking: Its `isTracking`: a finger is on it (it stopped the motion).
  public func feedDidEndScrolling(
    _ feed: any NestedScrollFeed, offset: Double, isTracking: Bool = false
  ) {
    guard motion == .followed, context != nil, offset.isFinite else { return }
    let id = ObjectIdentifier(feed)
    // A spring back the coordinator asked for is over (ended, or stopped by a finger).
    let sprang = followedFeeds[id]?.springTarget != nil
    followedFeeds[id]?.springTarget = nil
    report(feed, offset: offset, isTracking: isTracking, isDecelerating: false, isDragging: false)
    guard !isTracking else { return }
    // Where the platform put it (to its pixels): the room of a refresh that ended goes.
    if sprang, followedFeeds[id]?.refreshes != true { followedFeeds[id]?.hasRoom = false }
    didComeToRest(feed, id: id, acceptsWhereItIs: sprang)
  }

  /// Followed motion: where a feed's scroll view should be now, with ``NestedFeedPlacement/contentOffset``
  /// always set: what a feed applies when it first lays out (the coordinator places the feeds
  /// that come into view by itself, with ``NestedScrollFeed/nestedFeedPlace(_:)``).
  ///
  /// - Parameter feed: A page controller of the container.
  /// - Returns: Its insets and offset.
  public func placement(for feed: any NestedScrollFeed) -> NestedFeedPlacement {
    let id = ObjectIdentifier(feed)
    let isCurrent = context?.currentController.map { $0 === feed } ?? false
    let state = followedFeeds[id]
    let insets = self.insets(
      length: feed.nestedContentLength, hasRoom: state?.hasRoom ?? false,
      viewport: feedViewportLength)
    let relative = state?.relative ?? ownOffset(of: feed)
    let indicator = state?.refreshes == true && !screenRefresh
    return NestedFeedPlacement(
      contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
      contentOffset: relative + scroller.offsets.header - headerHeight, isCurrent: isCurrent,
      refreshIndicatorHeight: indicator ? scroller.physics.refreshThreshold : 0)
  }

  /// Followed: a finger came onto the pages or left them.
  ///
  /// While one is down on no feed the coordinator has heard of, no feed shown when it came down
  /// is moved (it may be under it); when it lifts, the shown feeds land where they were and
  /// those left in a gap spring back.
  func followedTouchDidChange() {
    guard let context else { return }
    if context.isTouched {
      // The finger is on one of the feeds shown now, if on any (a touch stays with the view it
      // began in).
      touchReport = reportCount
      for index in context.visibleIndices {
        guard let feed = context.controller(at: index) as? any NestedScrollFeed else { continue }
        followedFeeds.update(ObjectIdentifier(feed)) { $0.mayBeTouched = true }
      }
      return
    }
    // No finger is on any feed that is not dragged (a drag reports its own end).
    for entry in followedFeeds where entry.value.mayBeTouched || entry.value.isTracking {
      followedFeeds[entry.key]?.mayBeTouched = false
      if !entry.value.isDragging { followedFeeds[entry.key]?.isTracking = false }
    }
    for index in context.visibleIndices {
      guard let feed = context.controller(at: index) as? any NestedScrollFeed else { continue }
      let id = ObjectIdentifier(feed)
      // A drag reports its own end; a finger that lifts without dragging, nothing, and the
      // motion it stopped may have said nothing either (before iOS 13): whatever moved is
      // taken where it is now (its reports say so if it still moves), and springs back out of
      // a gap it was left in.
      guard let state = followedFeeds[id], !state.isDragging else { continue }
      if state.lastReport <= touchReport {
        followedFeeds[id]?.isMoving = false
        followedFeeds[id]?.springTarget = nil
      }
      if followedFeeds[id]?.isMoving == false { didComeToRest(feed, id: id) }
    }
    placeShownFeeds()
  }

  // MARK: Internals

  /// A feed came to rest with no finger on it: it settles, and a feed of another page than the
  /// current one that moved the header (unless a finger still drags it) gives it back to the
  /// current page's feed.
  func didComeToRest(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, acceptsWhereItIs: Bool = false
  ) {
    settle(feed, id: id, acceptsWhereItIs: acceptsWhereItIs)
    guard let context, let index = context.currentIndex,
      let page = context.page(at: index)?.diffID, page != feedPage,
      currentFeed.map({ $0 === feed || followedFeeds[ObjectIdentifier($0)]?.isDragging != true })
        ?? true
    else { return }
    syncFeed()
    placeShownFeeds()
  }

  /// A report of `feed`'s scroll view; `isDragging`: a drag moved it (by default, a report
  /// while tracking).
  private func report(
    _ feed: any NestedScrollFeed, offset: Double, isTracking: Bool, isDecelerating: Bool,
    isDragging: Bool? = nil
  ) {
    guard motion == .followed, offset.isFinite, context != nil else { return }
    let id = ObjectIdentifier(feed)
    // (Its state read once and stored back once: a report comes every frame.)
    let known = followedFeeds[id]
    // A scroll view never placed reports an offset nobody asked for: a shown page's is placed
    // first; another's (a controller gone to its pool) is not the coordinator's.
    guard known?.offset != nil || placing == id else {
      placeIfShown(feed, id: id)
      return
    }
    var state = known ?? FollowedFeed()
    // (The report of an offset the coordinator sets says nothing of a finger: no drag, and a
    // finger lifting as it is placed has been heard lifting.)
    let dragging = (isDragging ?? isTracking) && placing != id
    let isTracking = placing == id ? state.isTracking : isTracking
    reportCount &+= 1
    state.lastReport = reportCount
    let startsDragging = dragging && !state.isDragging
    if dragging {
      state.isDragging = true
    } else if !isTracking {
      state.isDragging = false
    }
    let leads =
      cachedFeedID.map { $0 == id } ?? currentFeed.map { ObjectIdentifier($0) == id } ?? false
    // (The current feed's state is stored once, by its placement below.)
    if !leads, known != nil || dragging { followedFeeds[id] = state }
    // (Held by a finger, it does not move on its own.)
    let moving = isDecelerating
    if leads {
      followCurrent(
        feed, id: id, state: state, offset: offset, isTracking: isTracking, isMoving: moving)
      // Neither dragged nor decelerating: the app's offset (a motion it stopped reports no
      // end), or an animation's frame. Left in a gap it springs back; another page's feed
      // gives the header back to the current page's.
      if !moving, !isTracking, placing != id { didComeToRest(feed, id: id) }
    } else {
      reportOther(
        feed, id: id, offset: offset, isTracking: isTracking, isMoving: moving, dragging: dragging)
    }
    // Now that the finger is known to be on this feed, the others held for it land where they
    // were under the header.
    if startsDragging, context?.isTouched == true { placeOthers(than: id) }
  }

  /// A shown page's feed, never placed yet, is placed. (Apart from ``report(_:offset:isTracking:isDecelerating:isDragging:)``,
  /// like ``reportOther(_:id:offset:isTracking:isMoving:dragging:)``: what looks up a page is generic
  /// over it, and inlined into the report it would make type metadata on every frame.)
  @inline(never)
  private func placeIfShown(_ feed: any NestedScrollFeed, id: ObjectIdentifier) {
    if shownPage(of: feed) != nil { place(feed, id: id) }
  }

  /// A report of a feed that is not the current page's.
  @inline(never)
  private func reportOther(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, offset: Double, isTracking: Bool,
    isMoving: Bool, dragging: Bool
  ) {
    if dragging, let page = shownPage(of: feed) {
      // A finger drags another shown page's feed (the pages stopped between two, or a
      // neighbour peeks): from here it moves the header, its rows staying under the finger.
      drive(feed, id: id, page: page)
      followCurrent(feed, id: id, offset: offset, isTracking: isTracking, isMoving: isMoving)
    } else {
      followOther(feed, id: id, offset: offset, isTracking: isTracking, isMoving: isMoving)
    }
  }

  /// The feed that moves the header moved by what it reports since its last report: routed
  /// through the header and the feed.
  func followCurrent(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, offset: Double, isTracking: Bool? = nil,
    isMoving: Bool? = nil
  ) {
    followCurrent(
      feed, id: id, state: followedFeeds[id] ?? FollowedFeed(), offset: offset,
      isTracking: isTracking, isMoving: isMoving)
  }

  /// ``followCurrent(_:id:offset:isTracking:isMoving:)`` from the feed's state as its caller
  /// has it.
  func followCurrent(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, state: FollowedFeed, offset: Double,
    isTracking: Bool? = nil, isMoving: Bool? = nil
  ) {
    let viewport = feedViewportLength
    let length = feed.nestedContentLength
    scroller.setFeedLengths(range: length - viewport, viewportLength: viewport)
    // Where the scroll view showed the header and the feed, within the lengths as they are now
    // (content that shrank under the offset brought it back; content that grew under what
    // showed past its end is the feed's now): what it moved from.
    var before = scroller.offsets
    if before.overscroll > 0, before.feed < scroller.feedRange {
      let grown = min(before.overscroll, scroller.feedRange - before.feed)
      before.feed += grown
      before.overscroll -= grown
    }
    let known = before.feed + before.header + before.overscroll - headerHeight
    let offsets = chaining.route(before, by: offset - known, in: scroller.extent)
    scroller.follow(offsets)
    feed.nestedFeedOffset = offsets.feed
    var state = state
    state.noteSpring(at: offset)
    state.offset = offset
    state.relative = offsets.feed + offsets.overscroll
    if let isTracking {
      state.isTracking = isTracking
      if isTracking { state.springTarget = nil }
    }
    if let isMoving { state.isMoving = isMoving || state.springTarget != nil }
    // Lengths that changed, or a refresh's room it no longer shows, may change its insets
    // (the state handed over, stored there once).
    place(feed, id: id, state: state, length: length, viewport: viewport)
    // The other shown feeds land where they were under the header.
    if offsets.header != before.header { placeOthers(than: id) }
    publish()
  }

  /// Another feed moved (its own deceleration or animation, the app's offset): its rows stay
  /// where they are, relative to the header.
  private func followOther(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, offset: Double, isTracking: Bool,
    isMoving: Bool
  ) {
    var state = followedFeeds[id] ?? FollowedFeed()
    // A report answering the coordinator's own offset keeps where the feed was meant to be
    // (the platform may have put it on its pixel grid, within a point); a clamp of its insets
    // moved it.
    let answers = placing == id && state.offset.map { abs($0 - offset) <= 1 } ?? false
    state.noteSpring(at: offset)
    state.offset = offset
    if !answers || state.relative == nil {
      state.relative = offset + headerHeight - scroller.offsets.header
    }
    state.isTracking = isTracking
    state.isMoving = isMoving || state.springTarget != nil
    if isTracking { state.springTarget = nil }
    followedFeeds[id] = state
    let range = max(0, feed.nestedContentLength - feedViewportLength)
    feed.nestedFeedOffset = min(max(0, state.relative ?? 0), range)
    // Neither dragged nor decelerating: the app's offset, or an animation's frame (its end
    // comes later). Left in a gap, it springs back (an animation of the app's into a gap is
    // taken there instead).
    if !isMoving, placing != id { settle(feed, id: id) } else { place(feed, id: id) }
  }

  /// Makes `feed`, of the shown page `page`, the one that moves the header, from where its
  /// scroll view is (the header stays; what its offset shows past its own range is a gap).
  private func drive(_ feed: any NestedScrollFeed, id: ObjectIdentifier, page: Page.DiffID) {
    feedPage = page
    cachedFeed = feed
    adopt(feed, id: id, keepsRows: true)
  }

  /// The scroller takes `feed`, the header where it is: its rows where they were relative to
  /// the header (placed there if they are not), or with `keepsRows`, where its scroll view
  /// shows them now (a finger drags them; they did not follow a header that moved while a
  /// finger was on the pages).
  func adopt(_ feed: any NestedScrollFeed, id: ObjectIdentifier, keepsRows: Bool = false) {
    let viewport = feedViewportLength
    scroller.setFeedLengths(range: feed.nestedContentLength - viewport, viewportLength: viewport)
    let header = scroller.offsets.header
    // (Under a finger it may be on it cannot be placed, and moving on its own it is not: its
    // rows stay.)
    let state = followedFeeds[id] ?? FollowedFeed()
    let keeps = keepsRows || !mayMove(state) || state.isMoving
    let shown = keeps ? followedFeeds[id]?.offset.map { $0 + headerHeight - header } : nil
    let relative = shown ?? followedFeeds[id]?.relative ?? ownOffset(of: feed)
    let own = min(max(0, relative), scroller.feedRange)
    scroller.follow(NestedOffsets(header: header, feed: own, overscroll: relative - own))
    feed.nestedFeedOffset = own
    followedFeeds.update(id) { $0.relative = relative }
  }

  /// The shown page whose controller is `feed`.
  private func shownPage(of feed: any NestedScrollFeed) -> Page.DiffID? {
    guard let context else { return nil }
    var found: Page.DiffID?
    context.forEachVisiblePage { index, _ in
      if found == nil, context.controller(at: index) === feed {
        found = context.page(at: index)?.diffID
      }
    }
    return found
  }

  /// Followed: the current page's feed moves the header, the header where it is.
  ///
  /// The feed's offset is its own (restored, or set by the app) when it is new or was changed.
  /// A feed a finger still drags keeps moving the header until it lets go.
  func followFeed(of id: Page.DiffID) {
    if id != feedPage, let driver = currentFeed,
      followedFeeds[ObjectIdentifier(driver)]?.isDragging == true
    {
      return
    }
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
    let feedID = ObjectIdentifier(feed)
    if isNew { return adopt(feed, id: feedID) }
    scroller.setFeedLengths(range: feed.nestedContentLength - viewport, viewportLength: viewport)
    var offsets = scroller.offsets
    let own = min(max(0, feed.nestedFeedOffset), scroller.feedRange)
    guard own != offsets.feed else { return }
    // The app set the feed's offset: it is placed there.
    offsets.feed = own
    offsets.overscroll = 0
    scroller.follow(offsets)
    followedFeeds.update(feedID) { $0.relative = own }
  }

  /// The followed refresh of `feed`'s page is over: the feed keeps the indicator's room until
  /// it no longer shows it; at rest it springs back out of it (animated, the inset shrinking
  /// after).
  func endFollowedRefresh(of feed: any NestedScrollFeed) {
    let id = ObjectIdentifier(feed)
    guard followedFeeds[id]?.refreshes == true else { return }
    followedFeeds[id]?.refreshes = false
    // At rest it settles (moving, at its rest); away from the room, the room goes now.
    if followedFeeds[id]?.isMoving != true { settle(feed, id: id) }
    place(feed, id: id)
  }

}
