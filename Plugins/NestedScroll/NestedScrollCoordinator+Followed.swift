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
      followedFeeds[id]?.refreshIsTheScreens = screenRefreshPage == feedPage
      place(feed, id: id)
    }
    if willDecelerate {
      // Watched: UIKit may stop it without a word (an animation or a set that replaces it).
      watchMotion(of: id, reports: followedFeeds[id]?.lastReport ?? 0, decelerates: true)
    } else {
      didComeToRest(feed, id: id)
    }
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
    // An end reported from inside the coordinator's own animated placement is the end of the
    // motion that placement replaced (UIKit may send it from inside `setContentOffset`); the
    // spring back asked there cannot have run yet, and runs on (taken for its end, the spring
    // was asked again at each frame, replacing itself for ever).
    if placing == id, !isTracking, followedFeeds[id]?.springTarget != nil { return }
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
    let indicator = state?.refreshes == true && state?.refreshIsTheScreens != true
    return NestedFeedPlacement(
      contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
      contentOffset: relative + scroller.offsets.header - headerHeight, isCurrent: isCurrent,
      refreshIndicatorHeight: indicator ? scroller.physics.refreshThreshold : 0)
  }

  /// Followed: a finger came onto the pages or left them.
  ///
  /// While one is down on no feed the coordinator has heard of, no feed shown when it came down
  /// is moved (it may be under it): shown now, or until the same event (the platform may have
  /// moved the pages under the finger before the host heard it: the touch that catches a far
  /// jump completes it, and the feed it came down on leaves the screen); when it lifts,
  /// the shown feeds land where they were and those left in a gap spring back.
  func followedTouchDidChange() {
    guard let context else { return }
    if context.isTouched {
      // The finger is on one of the feeds shown now, if on any (a touch stays with the view it
      // began in).
      touchReport = reportCount
      // (A feed the last finger was on waits no more for its spring back: the new finger
      // holds the feeds it may be on, and its lift settles them.)
      if !liftWatch.isEmpty {
        liftWatch.removeAll()
        clock.scheduleDidChange()
      }
      for index in context.visibleIndices {
        guard let feed = context.controller(at: index) as? any NestedScrollFeed else { continue }
        followedFeeds.update(ObjectIdentifier(feed)) { $0.mayBeTouched = true }
      }
      for id in leftViewJustNow { followedFeeds.update(id) { $0.mayBeTouched = true } }
      return
    }
    // No finger is on any feed that is not dragged (a drag reports its own end). A motion of a
    // feed shown when the finger came down that has said nothing since may have been stopped
    // by it without a word (before iOS 13, or an animation): it is over, where it last
    // reported, whether the feed is shown now or comes back into view later.
    for entry in followedFeeds where entry.value.mayBeTouched || entry.value.isTracking {
      // (A controller held only for the finger, never placed since nor dragged, is nobody's
      // now.)
      if entry.value.offset == nil, entry.value.relative == nil, !entry.value.refreshes,
        !entry.value.isDragging
      {
        followedFeeds[entry.key] = nil
        continue
      }
      followedFeeds[entry.key]?.mayBeTouched = false
      if !entry.value.isDragging { followedFeeds[entry.key]?.isTracking = false }
      // A feed the finger may be on hears the lift itself, in the same event: its pan may have
      // begun with nothing to report (no offset moved), its end to come, or the finger stopped
      // its motion without a word and its own lift is still to come. It lands where it was
      // now, and springs back out of a gap at the next frame if it says nothing first.
      if entry.value.isTracking || entry.value.mayBeTouched, !entry.value.isDragging {
        liftWatch.append(entry.key)
      }
      if entry.value.mayBeTouched, !entry.value.isDragging, entry.value.lastReport <= touchReport {
        followedFeeds[entry.key]?.isDecelerating = false
        followedFeeds[entry.key]?.springTarget = nil
      }
    }
    if !liftWatch.isEmpty { clock.scheduleDidChange() }
    for index in context.visibleIndices {
      guard let feed = context.controller(at: index) as? any NestedScrollFeed else { continue }
      let id = ObjectIdentifier(feed)
      // A drag reports its own end; a finger that lifts without dragging, nothing, and the
      // motion it stopped may have said nothing either (before iOS 13): whatever moved is
      // taken where it is now (its reports say so if it still moves), and springs back out of
      // a gap it was left in.
      guard let state = followedFeeds[id], !state.isDragging else { continue }
      if state.lastReport <= touchReport {
        followedFeeds[id]?.isDecelerating = false
        followedFeeds[id]?.springTarget = nil
      }
      // (Held while the header moved, it lands where it was under it first: a spring back
      // goes from there.)
      if followedFeeds[id]?.isMoving == false {
        align(feed, id: id)
        didComeToRest(feed, id: id)
      }
    }
    placeShownFeeds()
  }

  /// The visible pages changed: the feeds shown now, and those that left view.
  func noteShownFeeds() {
    guard let context else { return }
    let old = shownFeeds
    shownFeeds.removeAll(keepingCapacity: true)
    context.forEachVisiblePage { index, _ in
      guard let feed = context.controller(at: index) as? any NestedScrollFeed else { return }
      shownFeeds.append(ObjectIdentifier(feed))
    }
    var left = leftViewJustNow
    for id in old where !shownFeeds.contains(id) && !left.contains(id) { left.append(id) }
    leftView = (left, clock.now)
  }

  /// The feeds that left view in this event (within a millisecond): the reader last saw them
  /// on screen, and a finger the platform heard first may have moved the pages (the touch
  /// that catches a far jump completes it before the host hears the finger).
  var leftViewJustNow: [ObjectIdentifier] {
    clock.now - leftView.at <= .milliseconds(1) ? leftView.feeds : []
  }

  // MARK: Internals

  /// A feed came to rest with no finger on it: it settles, and a feed of another page than the
  /// current one that moved the header (unless a finger still drags it) gives it back to the
  /// current page's feed (once no finger may be on that one: it takes the header with its rows
  /// where they belong under it, not where it was held while the header moved).
  func didComeToRest(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, acceptsWhereItIs: Bool = false
  ) {
    settle(feed, id: id, acceptsWhereItIs: acceptsWhereItIs)
    guard let context, let index = context.currentIndex,
      let page = context.page(at: index)?.diffID, page != feedPage,
      currentFeed.map({ $0 === feed || followedFeeds[ObjectIdentifier($0)]?.isDragging != true })
        ?? true,
      self.feed(of: page).map({ mayMove(followedFeeds[ObjectIdentifier($0)] ?? FollowedFeed()) })
        ?? true
    else { return }
    syncFeed()
    placeShownFeeds()
  }

  /// The followed refresh of `feed`'s page is over: the feed keeps the indicator's room until
  /// it no longer shows it; at rest it springs back out of it (animated, the inset shrinking
  /// after).
  func endFollowedRefresh(of feed: any NestedScrollFeed) {
    let id = ObjectIdentifier(feed)
    guard followedFeeds[id]?.refreshes == true else { return }
    followedFeeds[id]?.refreshes = false
    followedFeeds[id]?.refreshIsTheScreens = false
    // A feed not placed yet (a controller that took the refresh over, not shown since) shows
    // none of the room: it goes, and the feed is first placed at its top (an outside checker
    // found the room given with an animated spring back, which never ran, at once).
    if let state = followedFeeds[id], state.offset == nil {
      followedFeeds[id]?.hasRoom = false
      followedFeeds[id]?.relative = state.relative.map { max(0, $0) }
    }
    // At rest it settles (moving, at its rest); away from the room, the room goes now.
    if followedFeeds[id]?.isMoving != true { settle(feed, id: id) }
    place(feed, id: id)
  }

}

extension NestedScrollCoordinator {
  /// How long a spring back the coordinator asked for, or a feed's deceleration, may report
  /// nothing before it counts as over where it last was (UIKit may replace or drop either
  /// without a word: a scroll to the top to where the feed already is, an animation its pixel
  /// grid hides, a set that stops a deceleration).
  static var motionQuietPeriod: Duration { .milliseconds(250) }

  /// A spring back of `id`'s feed was asked, or its deceleration began (`decelerates`), its
  /// last report `reports`: the clock checks it after a quiet period.
  func watchMotion(of id: ObjectIdentifier, reports: Int, decelerates: Bool = false) {
    let now = clock.now
    motionWatch.removeAll { $0.id == id }
    motionWatch.append(
      MotionWatch(id: id, reports: reports, since: now, decelerates: decelerates))
    let due = now + Self.motionQuietPeriod
    guard motionDeadline.map({ due < $0 }) ?? true else { return }
    motionDeadline = due
    clock.scheduleDidChange()
  }

  /// A frame after the finger lifted from the pages: each feed it was on that has said nothing
  /// since (its pan never began) comes to rest where it is (out of a gap, it springs back).
  func letGoOfLiftedFeeds() {
    let lifted = liftWatch
    liftWatch.removeAll()
    clock.scheduleDidChange()
    guard let context, !context.isTouched else { return }
    for index in context.visibleIndices {
      guard let feed = context.controller(at: index) as? any NestedScrollFeed else { continue }
      let id = ObjectIdentifier(feed)
      guard lifted.contains(id), let state = followedFeeds[id], !state.isTracking,
        !state.isMoving
      else { continue }
      didComeToRest(feed, id: id)
    }
  }

  /// A watched motion's quiet period may have passed (`now`).
  ///
  /// One that reported since goes on, quiet from now; one that did not for a whole period is
  /// over where the feed last was, as if it had ended there. A spring back within a point of
  /// its place is not asked again, and one within a point of its target ended there; a
  /// deceleration stopped where it is.
  func motionsMayHaveGoneQuiet(at now: Duration) {
    var quiet: [ObjectIdentifier] = []
    motionWatch = motionWatch.compactMap { watch in
      guard let state = followedFeeds[watch.id] else { return nil }
      // A spring back runs until its end or a finger; a deceleration until a report says it
      // no longer decelerates (from its drag's end, it may not have reported yet).
      let runs =
        watch.decelerates
        ? state.isDecelerating || state.lastReport == watch.reports
        : state.springTarget != nil
      guard runs, !state.isTracking else { return nil }
      if state.lastReport != watch.reports {
        var watch = watch
        (watch.reports, watch.since) = (state.lastReport, now)
        return watch
      }
      guard now - watch.since >= Self.motionQuietPeriod else { return watch }
      quiet.append(watch.id)
      return nil
    }
    motionDeadline = motionWatch.map { $0.since + Self.motionQuietPeriod }.min()
    defer { clock.scheduleDidChange() }
    guard !quiet.isEmpty, let context else { return }
    for index in context.activeIndices {
      guard let feed = context.controller(at: index) as? any NestedScrollFeed else { continue }
      let id = ObjectIdentifier(feed)
      guard quiet.contains(id), let state = followedFeeds[id] else { continue }
      followedFeeds[id]?.springTarget = nil
      followedFeeds[id]?.isDecelerating = false
      // Within a point of its target, the spring back is over there (an animation the pixel
      // grid hides reports nothing until its end): its rows are where it was sent, under the
      // header as it is now (a feed out of view kept the rows of its last report).
      let sprang = state.springTarget != nil
      if let target = state.springTarget, let offset = state.offset, abs(offset - target) <= 1 {
        followedFeeds[id]?.relative = target - scroller.offsets.header + headerHeight
      }
      didComeToRest(feed, id: id, acceptsWhereItIs: sprang)
    }
  }
}

/// A spring back a followed coordinator asked for, or a feed's deceleration (`decelerates`),
/// watched for going quiet: its feed, the feed's report count when it was asked or last found
/// going on, and when that was.
struct MotionWatch {
  var id: ObjectIdentifier
  var reports: Int
  var since: Duration
  var decelerates: Bool
}
