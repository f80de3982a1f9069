import Folio

// MARK: - Followed motion: each report of a feed's scroll view, the current feed's and the others'

extension NestedScrollCoordinator {
  /// A report of `feed`'s scroll view; `isDragging`: a drag moved it (by default, a report
  /// while tracking).
  func report(
    _ feed: any NestedScrollFeed, offset: Double, isTracking: Bool, isDecelerating: Bool,
    isDragging: Bool? = nil
  ) {
    guard motion == .followed, offset.isFinite, context != nil else { return }
    let id = ObjectIdentifier(feed)
    // (A feed the lifted finger was on reports: its own lift came, or its motion; the wait for
    // it is over.)
    if !liftWatch.isEmpty {
      liftWatch.removeAll { $0 == id }
      if liftWatch.isEmpty { clock.scheduleDidChange() }
    }
    // (Its state read once and stored back once: a report comes every frame.)
    let known = followedFeeds[id]
    // A scroll view never placed reports an offset nobody asked for: a shown page's is placed
    // first; another's (a controller gone to its pool) is not the coordinator's.
    guard known?.offset != nil || placing == id else {
      // (A finger drags it, though: no offset is placed on it until the drag ends.)
      let dragging = isDragging ?? isTracking
      if dragging || known?.isDragging == true {
        followedFeeds.update(id) {
          $0.isTracking = isTracking
          $0.isDragging = dragging
        }
      }
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
    if let isMoving { state.isDecelerating = isMoving }
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
    state.isDecelerating = isMoving
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
    // (Under a finger it may be on it cannot be placed, and decelerating on its own it is not:
    // its rows stay. A spring back of the coordinator's goes on from where the rows belong. A
    // feed out of view under such a finger did not follow the header: its rows are where it
    // was last placed, relative to the header, not where its scroll view is.)
    let state = followedFeeds[id] ?? FollowedFeed()
    let held = !mayMove(state) && shownPage(of: feed) != nil
    let keeps = keepsRows || held || state.isDecelerating
    let shown = keeps ? followedFeeds[id]?.offset.map { $0 + headerHeight - header } : nil
    let relative = shown ?? followedFeeds[id]?.relative ?? ownOffset(of: feed)
    let own = min(max(0, relative), scroller.feedRange)
    scroller.follow(NestedOffsets(header: header, feed: own, overscroll: relative - own))
    feed.nestedFeedOffset = own
    followedFeeds.update(id) { $0.relative = relative }
  }

  /// The shown page whose controller is `feed`.
  func shownPage(of feed: any NestedScrollFeed) -> Page.DiffID? {
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
}
