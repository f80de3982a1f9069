import Folio
import FolioList
import FolioNestedScroll

// MARK: - Touches, in points with timestamps

extension PageHost {
  /// A finger goes down at `point` (points, in the viewport's coordinates) at `time` (the
  /// container's clock: a `HostClock`'s ``HostClock/time(ofTimestamp:)``).
  ///
  /// On moving pages (a glide, an animation, a jump) it catches them at once, as a platform
  /// scroll view does (a jump completes first); at rest nothing moves until a pan begins. A
  /// point that is not finite is ignored.
  ///
  /// - Parameters:
  ///   - point: Where.
  ///   - time: When.
  public func touchDown(at point: Point, time: Duration) {
    guard !ended, point.x.isFinite, point.y.isFinite else { return }
    panIsAcross = false
    lastTouch = point
    container.isTouched = true
    // Moving content: the pages, or in followed motion the scroll view (a bounce back after the
    // pages rested, an animation asked for and not yet begun).
    let moving =
      container.phase != .resting
      || (motion == .followed && (scrollState.isMoving || container.overscroll != 0))
    // A finger on pages at rest may be on a scroller of theirs on the paging axis.
    if moving { axisPan = nil } else { catchAxisScroller(at: point) }
    // A finger on a moving scroll view stops it where it is (UIKit tells the delegate nothing):
    // the pages are held there. One that scrolls nothing (the user's input off) takes no
    // touch: its motion runs on under the finger.
    if isPlatformScrollEnabled {
      perform(scrollState.touchDown())
    } else {
      scrollState.touchDownWithoutScrolling()
    }
    if let nested = nestedScroll {
      touchCaughtMotion = moving || nested.scroller.phase != .resting
      tracker.down(at: point, time: time, onMovingContent: touchCaughtMotion)
      switch motion {
      case .owned:
        // Moving pages are caught at once, as a scroll view's are, whichever axis the pan
        // then takes (a vertical one leaves them held until the lift).
        if container.phase != .resting { container.beginDragging() }
        nested.touchDown()
      case .followed: arbiter.touchDown()
      }
      return afterInput()
    }
    // Moving pages are caught (no tap); in owned motion the container's own drag catches them.
    // (With the user's input off nothing catches them: the touch is the content's.)
    tracker.down(at: point, time: time, onMovingContent: moving && container.isUserInputEnabled)
    if moving, motion == .owned { container.beginDragging() }
    afterInput()
  }

  /// The finger moved to `point` at `time`.
  ///
  /// Within the slop nothing moves; past it, the pan moves the pages by the finger's travel
  /// along the paging axis (only the part past the slop at first), mirrored right to left.
  ///
  /// - Parameters:
  ///   - point: Where; not finite: ignored.
  ///   - time: When; earlier than the last touch counts as the last touch's time.
  public func touchMoved(to point: Point, time: Duration) {
    guard !ended, point.x.isFinite, point.y.isFinite else { return }
    let previous = lastTouch
    lastTouch = point
    let step = tracker.move(to: point, time: time)
    if let step { noteAxisTravel(step) }
    if axisPan?.share != nil, isFollowing { return followAxisPanTouch() }
    if let nested = nestedScroll {
      routeNested(nested, dx: point.x - previous.x, dy: point.y - previous.y)
      return afterInput()
    }
    guard motion == .owned, let step else { return afterInput() }
    switch step {
    case .began(let delta):
      // A pan that starts across the paging axis is not the pager's (a swipe down to close a
      // viewer, the app's own gesture): the pages never move for it, its touches stay the
      // content's, and pages it caught are let go at the lift.
      guard isAlongAxis(delta) else {
        panIsAcross = true
        return afterInput()
      }
      // On a scroller of the page's on the axis, the pan is shared with it (the pages begin
      // dragging when they first move).
      if beginAxisPan(pagesStart: 0) {
        dragShared()
        return afterInput()
      }
      if !tracker.caughtMotion { container.beginDragging() }
      drag(by: delta)
    case .moved(let delta):
      let shared = axisPan?.share != nil
      if shared, liveAxisPan != nil {
        dragShared()
      } else if !panIsAcross {
        // (A shared pan whose page went under the finger goes on as the pages'.)
        if shared, container.phase == .resting { container.beginDragging() }
        drag(by: delta)
      }
    }
    afterInput()
  }

  /// The finger lifts at `point` at `time`: a pan releases at its estimated velocity (the
  /// pages glide to the page it picks), a touch within the slop on content at rest is a tap.
  ///
  /// - Parameters:
  ///   - point: Where; not finite counts as where it last was.
  ///   - time: When.
  public func touchUp(at point: Point, time: Duration) {
    guard !ended else { return }
    let at = point.x.isFinite && point.y.isFinite ? point : lastTouch
    if at != lastTouch { touchMoved(to: at, time: time) }
    let end = tracker.up(at: at, time: time)
    container.isTouched = false
    // A finger that held the scroll view lifts without a drag: UIKit tells the delegate
    // nothing; the pages rest on a page. Where it was held says nothing of them when the
    // scroll view was not put where they are since (a far jump the touch completed, with no
    // layout pass between: SwiftUI may render none): they rest on their nearest page, and
    // ``wantedPlatformOffset`` puts it there.
    if isFollowing {
      if scrollState.motion == .held, wantedPlatformOffset != nil {
        scrollState.touchUpWhereThePagesRest()
        container.follow(position: container.position.rounded(), motion: .resting)
      } else {
        perform(scrollState.touchUp())
      }
    }
    if let nested = nestedScroll {
      liftNested(nested, end: end)
      return afterInput()
    }
    switch end {
    case .tap(let tapped):
      // In followed motion the scroll view decides what pans: a touch it panned is no tap.
      if motion == .owned || !scrollState.pannedByTouch {
        displayStorage?.pageHost(self, didTapAt: tapped)
      }
    case .pan(let velocity) where motion == .owned && liveAxisPan?.share != nil:
      // A shared pan: the pages release if they moved off their page; else the scroller flings.
      let along = velocity.coordinate(along: container.axis)
      let pages = endAxisPan(velocity: -along) ?? 0
      if container.phase == .tracking {
        if pages == 0 { container.endDragging(velocity: 0) } else { release(velocity: velocity) }
      }
    case .pan(let velocity):
      if motion == .owned, !panIsAcross { release(velocity: velocity) }
      if motion == .owned, panIsAcross, tracker.caughtMotion { container.endDragging(velocity: 0) }
    case .caught:
      if motion == .owned { container.endDragging(velocity: 0) }
    case .none:
      break
    }
    // (A followed pan shared with a scroller ends with the drag, whenever UIKit ends it.)
    if motion == .owned || axisPan?.share == nil { axisPan = nil }
    afterInput()
  }

  /// The platform cancelled the touch (a system gesture took it): a pan ends where it is, with
  /// no velocity (the pages settle on the nearest page); no tap.
  ///
  /// - Parameter time: When.
  public func touchCancelled(time: Duration) {
    guard !ended else { return }
    let wasPanning = tracker.phase == .panning
    let caught = tracker.caughtMotion && (tracker.phase == .pressed || panIsAcross)
    _ = tracker.cancel()
    container.isTouched = false
    if isFollowing { perform(scrollState.touchUp()) }
    if let nested = nestedScroll {
      switch motion {
      case .owned:
        let held = container.phase == .tracking && nested.arbiter.axis != .horizontal
        nested.touchUp(velocityX: 0, velocityY: 0)
        if held { container.endDragging(velocity: 0) }
      case .followed:
        if arbiter.axis == .vertical { nested.verticalRelease(velocity: 0) }
        arbiter.lift()
      }
      return afterInput()
    }
    if motion == .owned, liveAxisPan?.share != nil {
      _ = endAxisPan(velocity: 0)
      if container.phase == .tracking { container.endDragging(velocity: 0) }
    } else if motion == .owned, (wasPanning && !panIsAcross) || caught {
      container.endDragging(velocity: 0)
    }
    if motion == .owned || axisPan?.share == nil { axisPan = nil }
    afterInput()
  }

  /// Whether the touch under way pans the pages or a feed (owned motion): the screen cancels
  /// the touches of the content under the finger (a button a swipe started on does not fire,
  /// a cell does not select), as a scroll view's own pan does in followed motion.
  public var isPanning: Bool {
    motion == .owned && tracker.phase == .panning && !panIsAcross
      && (container.isUserInputEnabled || nestedScroll != nil)
  }

  /// Whether a pan that has moved by `translation` since the finger went down is the pager's.
  ///
  /// It is when it goes at least as far along the paging axis as across it. One across it (a
  /// swipe down to close a viewer over horizontal pages) never pages, in every host: the owned
  /// motion's pan ignores it, and a followed adapter's scroll view does not begin its own pan
  /// for it (FolioUIKit asks this from `gestureRecognizerShouldBegin(_:)`), so the app's
  /// recognizer beside the pager needs no `require(toFail:)`.
  ///
  /// Nor is one that starts on a ``PageAxisHandoff/nextPan`` scroller of the page's with room
  /// its way (``axisScroller``): that pan is the scroller's to its end.
  ///
  /// - Parameter translation: The finger's travel, in points; not finite: not the pager's.
  /// - Returns: Whether the pan may move the pages.
  public func panBegins(translation: Point) -> Bool {
    isAlongAxis(translation) && !axisScrollerTakes(translation: translation)
  }

  /// Whether `translation` goes at least as far along the paging axis as across it.
  func isAlongAxis(_ translation: Point) -> Bool {
    let along = abs(translation.coordinate(along: container.axis))
    let across = abs(
      translation.coordinate(along: container.axis == .horizontal ? .vertical : .horizontal))
    return along.isFinite && across.isFinite && along >= across
  }

  /// Whether the platform scroll view scrolls for the user.
  ///
  /// In followed motion, while the container's `PageContainer.isUserInputEnabled` is
  /// on (owned motion: never, the host pans). An adapter sets its scroll view's `isScrollEnabled` (SwiftUI:
  /// `scrollDisabled`) from it at every layout; the display is asked to lay out when it changes.
  public var isPlatformScrollEnabled: Bool { isFollowing && container.isUserInputEnabled }

  /// Which shown page is under `point`, if any.
  ///
  /// - Parameter point: A point in the viewport's coordinates.
  /// - Returns: The page's index.
  public func index(at point: Point) -> Int? {
    frames.first { frame in
      let rect = frame.frame
      return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY
        && point.y < rect.maxY
    }?.index
  }

  // MARK: Internals

  /// A screen distance along the paging axis, in points, in strides (the container mirrors
  /// right to left itself).
  private func drag(by delta: Point) {
    let stride = container.pageStride
    guard stride > 0 else { return }
    container.dragOnScreen(byPages: delta.coordinate(along: container.axis) / stride)
  }

  private func release(velocity: Point) {
    let stride = container.pageStride
    let along = velocity.coordinate(along: container.axis)
    container.endDraggingOnScreen(velocity: stride > 0 ? along / stride : 0)
  }

  /// The sign that turns a horizontal screen distance into the coordinator's (positive toward
  /// higher pages): a finger moving left brings the next page, right to left the other way.
  private var horizontalToLogical: Double {
    container.layoutDirection == .rightToLeft ? 1 : -1
  }

  private func routeNested(_ nested: NestedScrollCoordinator<Page>, dx: Double, dy: Double) {
    // The coordinator's units: dx positive toward higher pages, dy positive moving content up.
    let logicalX = dx * horizontalToLogical
    let up = -dy
    switch motion {
    case .owned:
      nested.touchMoved(dx: logicalX, dy: up)
    case .followed:
      guard let (axis, distance) = arbiter.move(dx: logicalX, dy: up), axis == .vertical else {
        return
      }
      nested.verticalDrag(by: distance)
    }
  }

  private func liftNested(_ nested: NestedScrollCoordinator<Page>, end: TouchTracker.End) {
    let velocity: Point
    if case .pan(let measured) = end { velocity = measured } else { velocity = .zero }
    let decided: Bool
    switch motion {
    case .owned:
      decided = nested.arbiter.axis != nil
      // Pages the touch caught and did not pan settle on the nearest page.
      let held = container.phase == .tracking && nested.arbiter.axis != .horizontal
      nested.touchUp(velocityX: velocity.x * horizontalToLogical, velocityY: -velocity.y)
      if held { container.endDragging(velocity: 0) }
    case .followed:
      decided = arbiter.axis != nil
      if arbiter.axis == .vertical { nested.verticalRelease(velocity: -velocity.y) }
      arbiter.lift()
    }
    if !decided, !touchCaughtMotion { displayStorage?.pageHost(self, didTapAt: lastTouch) }
  }
}
