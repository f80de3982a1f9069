import Folio

// MARK: - Followed motion: where each feed's scroll view must be

extension NestedScrollCoordinator {
  /// Places every shown page's feed where it was under the header, and tells the feed that
  /// stops being the current page's (shown or not) that it no longer scrolls to the top.
  func placeShownFeeds() {
    guard motion == .followed, let context else { return }
    let current = context.currentController as? any NestedScrollFeed
    if let marked = markedCurrent, marked !== current {
      markedCurrent = nil
      place(marked, id: ObjectIdentifier(marked), isCurrent: false)
    }
    markedCurrent = current
    context.forEachVisiblePage { index, _ in
      guard let feed = context.controller(at: index) as? any NestedScrollFeed else { return }
      let id = ObjectIdentifier(feed)
      align(feed, id: id, isCurrent: current.map { $0 === feed } ?? false)
      // Left in a gap while it was out of view: it springs back now, as it comes into view.
      if followedFeeds[id]?.isMoving == false { settle(feed, id: id) }
    }
  }

  /// The header moved: every other shown feed lands where it was under it.
  func placeOthers(than driver: ObjectIdentifier) {
    guard let context else { return }
    context.forEachVisiblePage { index, _ in
      guard let feed = context.controller(at: index) as? any NestedScrollFeed,
        ObjectIdentifier(feed) != driver
      else { return }
      let id = ObjectIdentifier(feed)
      align(feed, id: id)
      // Left in a gap at rest, it springs back.
      if followedFeeds[id]?.isMoving == false { settle(feed, id: id) }
    }
  }

  /// Puts `feed`'s rows where they were relative to the header (a spring back under way heads
  /// for its resting place there), unless a finger may be on it.
  func align(_ feed: any NestedScrollFeed, id: ObjectIdentifier, isCurrent: Bool? = nil) {
    var state = followedFeeds[id] ?? FollowedFeed()
    let relative = state.relative ?? ownOffset(of: feed)
    state.relative = relative
    followedFeeds[id] = state
    guard mayMove(state) else { return place(feed, id: id, isCurrent: isCurrent) }
    let header = scroller.offsets.header - headerHeight
    let springs = state.springTarget != nil
    place(feed, id: id, isCurrent: isCurrent, offset: relative + header)
    // A spring back under way goes on from there, to where it rests under the header now.
    let resting = restingRelative(of: feed, id: id, relative: relative)
    if springs, resting != relative {
      place(feed, id: id, isCurrent: isCurrent, offset: resting + header, animated: true)
    }
  }

  /// A feed at rest, no finger on it, settles.
  ///
  /// Left in a gap (above its top, past its end, or in the room of a refresh that ended) it
  /// springs back, animated; the room of a refresh that ended
  /// goes once it no longer shows it. `acceptsWhereItIs`: a spring back just ended where the
  /// platform put it (on its pixel grid), which is its resting place.
  func settle(_ feed: any NestedScrollFeed, id: ObjectIdentifier, acceptsWhereItIs: Bool = false) {
    guard let state = followedFeeds[id], let relative = state.relative, mayMove(state) else {
      return
    }
    // (Its own lift may still be on its way: it settles at the next frame.)
    guard liftWatch.isEmpty || !liftWatch.contains(id) else {
      return place(feed, id: id)
    }
    let resting = restingRelative(of: feed, id: id, relative: relative)
    // (A spring back ends on the platform's pixel grid: within a point of where it was asked,
    // it is there. Otherwise a millionth of a point, what arithmetic leaves, is no gap.)
    let slack = acceptsWhereItIs ? 1 : max(1e-6, 1e-9 * abs(resting))
    guard abs(resting - relative) > slack else {
      // Short of its top in the room of a refresh that ended, it is at its top: the room goes,
      // and the offset is set there with the smaller inset.
      if relative < 0, resting == 0, state.hasRoom, !state.refreshes, !state.isMoving,
        !state.isDragging
      {
        followedFeeds[id]?.relative = 0
      }
      return place(feed, id: id)
    }
    let offset = resting + scroller.offsets.header - headerHeight
    place(feed, id: id, offset: offset, animated: true)
  }

  /// Whether the coordinator may move `state`'s feed: no finger is on it, nor may be (a touch
  /// on content at rest is reported by nothing): a finger on the pages is on the feed it drags
  /// or stopped, if one reports it, else maybe on any feed shown when it came down.
  func mayMove(_ state: FollowedFeed) -> Bool {
    guard !state.isTracking else { return false }
    guard state.mayBeTouched, context?.isTouched == true else { return true }
    return followedFeeds.values.contains { $0.isTracking }
  }

  /// Where a feed at `relative` comes to rest: within its own range, or in its refresh's room
  /// while the refresh holds.
  private func restingRelative(
    of feed: any NestedScrollFeed, id: ObjectIdentifier, relative: Double
  )
    -> Double
  {
    let isDriver = currentFeed.map { $0 === feed } ?? false
    let range =
      isDriver ? scroller.feedRange : max(0, feed.nestedContentLength - feedViewportLength)
    let low = followedFeeds[id]?.refreshes == true ? -scroller.physics.refreshThreshold : 0
    return min(max(relative, low), range)
  }

  /// A feed's own offset, from 0 to its largest (what its controller holds).
  func ownOffset(of feed: any NestedScrollFeed) -> Double {
    let range = max(0, feed.nestedContentLength - feedViewportLength)
    return min(max(0, feed.nestedFeedOffset), range)
  }

  /// Tells a feed where its scroll view must be, if that changed: its insets, whether it is
  /// the current page's feed, and `offset` (animated or not) when it is not there.
  ///
  /// An animated offset never comes with insets that change: a smaller inset first would clamp
  /// the offset at once (no animation, no end reported), and set after it would clamp the
  /// animation under way. The insets follow in a later placement.
  func place(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, isCurrent: Bool? = nil,
    offset wanted: Double? = nil, animated: Bool = false, length: Double? = nil,
    viewport: Double? = nil
  ) {
    place(
      feed, id: id, state: followedFeeds[id] ?? FollowedFeed(), isCurrent: isCurrent,
      offset: wanted, animated: animated, length: length, viewport: viewport)
  }

  /// ``place(_:id:isCurrent:offset:animated:length:viewport:)`` from `state`, the feed's state
  /// as its caller has it (stored by the placement).
  func place(
    _ feed: any NestedScrollFeed, id: ObjectIdentifier, state: FollowedFeed,
    isCurrent: Bool? = nil, offset wanted: Double? = nil, animated: Bool = false,
    length: Double? = nil, viewport: Double? = nil
  ) {
    var state = state
    var wanted = wanted
    // A scroll view not placed yet is put where its feed belongs, with its first insets (unless
    // a finger may be on it).
    if state.offset == nil, wanted == nil, mayMove(state) {
      let relative = state.relative ?? ownOffset(of: feed)
      state.relative = relative
      wanted = relative + scroller.offsets.header - headerHeight
    }
    // The refresh is over and the feed shows none of its room: the room goes (a spring back
    // the platform's pixel grid ended a point short is at its end: see `settle`). An
    // offset then above the smaller inset's top is set there, not left to the inset (UIKit may
    // clamp it, or not, which would leave a gap at rest); held or moved by anything else, the
    // room stays for now.
    var roomGoes = state.hasRoom && !state.refreshes && (state.relative ?? 0) >= 0
    var insets = self.insets(
      length: length ?? feed.nestedContentLength, hasRoom: state.hasRoom && !roomGoes,
      viewport: viewport ?? feedViewportLength)
    if roomGoes, wanted == nil, let offset = state.offset, offset < -insets.top {
      if mayMove(state), !state.isDragging, !state.isMoving, !liftWatch.contains(id) {
        wanted = -insets.top
      } else {
        roomGoes = false
        insets = self.insets(
          length: length ?? feed.nestedContentLength, hasRoom: true,
          viewport: viewport ?? feedViewportLength)
      }
    }
    // A finger that may be on it and does not drag it holds its insets from shrinking: UIKit
    // may clamp an offset then out of range at rest, under a still finger as well (a bounce it
    // stopped, a refresh that ended). They shrink when it lifts.
    if wanted == nil, let old = state.insets, insets.top < old.top || insets.bottom < old.bottom,
      !state.isDragging, !mayMove(state) || liftWatch.contains(id)
    {
      if insets.top < old.top { roomGoes = false }
      insets = FeedInsets(top: max(old.top, insets.top), bottom: max(old.bottom, insets.bottom))
    }
    if roomGoes { state.hasRoom = false }
    let current = isCurrent ?? state.isCurrent ?? false
    var moves = false
    if let wanted {
      let away = state.offset.map { abs($0 - wanted) > 1e-9 * max(1, abs(wanted)) } ?? true
      moves = away && (!animated || state.springTarget != wanted)
    }
    if moves, animated, let old = state.insets { insets = old }
    let reinset = state.insets.map { $0 != insets } ?? true
    // The feed's own refresh shows its indicator in its room (the screen's is the header's).
    let indicator =
      state.refreshes && !state.refreshIsTheScreens ? scroller.physics.refreshThreshold : 0
    guard moves || reinset || state.isCurrent != current || state.toldIndicator != indicator
    else {
      followedFeeds[id] = state
      return
    }
    state.insets = insets
    state.isCurrent = current
    state.toldIndicator = indicator
    if moves, let wanted {
      if animated {
        // An animated move reports its own offsets as it goes, and its end (or goes quiet).
        state.springTarget = wanted
        watchMotion(of: id, reports: state.lastReport)
      } else {
        state.offset = wanted
        state.springTarget = nil
      }
    }
    followedFeeds[id] = state
    let placement = NestedFeedPlacement(
      contentInsetTop: insets.top, contentInsetBottom: insets.bottom,
      contentOffset: moves ? wanted : nil, animated: moves && animated, isCurrent: current,
      refreshIndicatorHeight: indicator)
    // Asked from inside this feed's own placement (its scroll view reports the offset set
    // before the insets): applied after it, or the outer placement's insets, set last, would
    // undo it (the room of a refresh that ended came back, under an animated spring back).
    if applying.contains(id) {
      deferredPlacements[id] = placement
      return
    }
    let outer = placing
    placing = id
    applying.append(id)
    defer {
      placing = outer
      applying.removeLast()
    }
    feed.nestedFeedPlace(placement)
    while !deferredPlacements.isEmpty, let next = deferredPlacements.removeValue(forKey: id) {
      feed.nestedFeedPlace(next)
    }
  }

  /// A feed's insets: the header above its content (less what a pinned header keeps
  /// collapsed; more by the refresh indicator's room while it has it), and below a feed shorter
  /// than its viewport, what lets the header collapse.
  func insets(length: Double, hasRoom: Bool, viewport: Double) -> FeedInsets {
    var top = chaining == .pinned ? headerHeight - scroller.offsets.header : headerHeight
    if hasRoom { top += scroller.physics.refreshThreshold }
    let bottom = max(0, viewport - (length.isFinite ? max(0, length) : 0))
    return FeedInsets(top: top, bottom: bottom)
  }
}

extension NestedScrollCoordinator {
  /// Followed: `controller` shows another page now, or none: what its scroll view showed is
  /// not known any more; if it was the current page's feed it no longer scrolls to the top, a
  /// refresh's room it held goes (the refresh stays with its page, for its next feed), and if
  /// it `movedTheHeader`, the current page's feed does from now on.
  ///
  /// - Parameters:
  ///   - controller: The controller.
  ///   - movedTheHeader: Whether its feed moved the header.
  ///   - rebound: It serves another page now, whose placement follows (no placement of its
  ///     old page's is made for it).
  /// - Returns: Whether it was the feed marked current.
  @discardableResult
  func forgetFollowedFeed(_ controller: AnyObject, movedTheHeader: Bool, rebound: Bool = false)
    -> Bool
  {
    let id = ObjectIdentifier(controller)
    let wasMarked = markedCurrent.map { $0 === controller } ?? false
    if wasMarked, let marked = markedCurrent {
      markedCurrent = nil
      if !rebound { place(marked, id: id, isCurrent: false) }
    }
    // (Its scroll view may still be under the finger now on the pages, whatever it shows next:
    // it is not moved until the finger lifts.)
    if context?.isTouched == true, let state = followedFeeds[id],
      state.mayBeTouched || state.isTracking
    {
      var held = FollowedFeed()
      held.mayBeTouched = true
      followedFeeds[id] = held
    } else {
      followedFeeds[id] = nil
    }
    // The feed that moved the header goes: the current page's takes it, where it is.
    if movedTheHeader, motion == .followed { handHeaderOver() }
    return wasMarked
  }

  /// The feed that moved the header went: the current page's takes it, where it is.
  func handHeaderOver() {
    feedPage = nil
    cachedFeed = nil
    syncFeed()
    placeShownFeeds()
  }
}
