// MARK: - Touches, jumps and the clock

extension PageContainer {
  /// Scrolls to a page.
  ///
  /// - Instant: the page gets `pageWillAppear`, the pages it replaces `pageDidDisappear`, then
  ///   (settled) `pageDidAppear`.
  /// - Animated to a page at most one page away: like a swipe.
  /// - Animated over more than one page: only the pages shown now and the target see events
  ///   (the target's `pageWillAppear` at once, the others' `pageDidDisappear` when it ends); no
  ///   page in between is instantiated, displayed or told anything, in any layer. ``position``
  ///   glides across for indicators.
  ///
  /// A jump during motion retargets it (a running jump stays one; an animated scroll already
  /// going to the page goes on as it is, not started over); a finger down is lifted.
  /// Requested from inside a callback, it runs after the callback; if the pages changed
  /// meanwhile, the index is clamped to them.
  /// - Parameters:
  ///   - index: The target page.
  ///   - animated: Whether to animate.
  /// While there are no pages (before the first layout, say), the scroll is kept: the pages
  /// open on that page when they arrive (``open(on:)``, clamped to the pages then).
  ///
  /// - Throws: ``PageContainerError/indexOutOfRange(index:count:)`` for an index outside the
  ///   pages (a negative one, even when there are none).
  public func scrollToPage(_ index: Int, animated: Bool) throws(PageContainerError) {
    try scrollToPage(index, animated: animated, route: .shorter)
  }

  /// Scrolls to a page the way round `route` says, as ``scrollToPage(_:animated:)`` does.
  ///
  /// While the pages loop (``isLooping``), `.forward` and `.backward` choose which way the
  /// pages travel to the target (an animated scroll more than one page that way is a jump: only
  /// the pages shown now and the target see events); `.shorter` is what
  /// ``scrollToPage(_:animated:)`` does. Without a ring the route is ignored. Scrolling to the
  /// page the container rests on does nothing, whatever the route.
  /// - Parameters:
  ///   - index: The target page.
  ///   - animated: Whether to animate.
  ///   - route: Which way round a looping container goes.
  /// - Throws: ``PageContainerError/indexOutOfRange(index:count:)`` for an index outside the
  ///   pages (a negative one, even when there are none: any other is then kept as the first
  ///   page, as ``scrollToPage(_:animated:)`` says).
  public func scrollToPage(
    _ index: Int, animated: Bool, route: LoopRoute
  ) throws(PageContainerError) {
    if count == 0, index >= 0, !requests.isRunning {
      open(on: .index(index))
      return
    }
    guard index >= 0, index < count else { throw .indexOutOfRange(index: index, count: count) }
    submit {
      self.startScroll(
        to: index, animated: animated && !self.pageGeometry.reducesMotion, route: route)
    }
  }

  /// A finger goes down: catches a glide or an animation where it is.
  ///
  /// An animated jump over several pages is completed at once instead (its target settles,
  /// with its events), and the drag starts there. With a viewport empty along either
  /// dimension there is nothing to touch, and with ``isUserInputEnabled`` off the user's
  /// gestures move nothing: nothing happens (nor do the drag and release that follow).
  public func beginDragging() {
    submit {
      guard self.canShowPages, self.isUserInputEnabled else { return }
      if self.transition.isJumping {
        self.changeTransition { $0.completeJump() }
        self.present()
      }
      self.changeTransition { $0.touchDown() }
      self.present()
    }
  }

  /// The finger moves the pages by a fraction of a page (positive toward higher indices).
  ///
  /// - Parameter pages: Page lengths; nothing happens without a finger down or for
  ///   not-a-number or with an empty viewport. The pages stay within the content, so a huge or
  ///   infinite distance drags to that end.
  public func drag(byPages pages: Double) {
    // A finger moves often: while nothing runs, the move runs at once without queuing a
    // closure (a request of its own all the same).
    guard requests.isRunning else {
      runInline { drag(pages) }
      return tellClockIfNeeded()
    }
    submit { self.drag(pages) }
  }

  private func drag(_ pages: Double) {
    guard canShowPages else { return }
    changeTransition { $0.drag(by: pages) }
    // A finger's move over the same pages, as a glide frame: only the new position to report
    // (with no update pending: a pending one is applied by a full presentation).
    if collectionView.needsFrames { return present() }
    presentMove()
  }

  /// The finger lifts with a velocity in pages per second (positive toward higher indices):
  /// past `ScrollPhysics/flingVelocityThreshold` (0.5 by default) the next page in that
  /// direction settles, otherwise the nearest.
  ///
  /// Any finite velocity past the threshold flings, however large; `+infinity` and `-infinity`
  /// are the fastest flings; only not-a-number counts as 0.
  ///
  /// - Parameter pagesPerSecond: The release velocity.
  public func endDragging(velocity pagesPerSecond: Double) {
    submit {
      let now = self.clock.now
      self.changeTransition { $0.release(velocity: pagesPerSecond, at: now) }
      self.present()
    }
  }

  /// A whole swipe gesture toward the neighbouring page, as a user makes it: finger down (which
  /// catches any motion), a drag of 0.6 page, and a release at 2 pages per second; the pages
  /// then glide as the clock ticks.
  ///
  /// The one gesture front ends bind to arrow keys and tests use (FolioTesting's driver).
  /// - Parameter direction: Toward the next page (`.forward`) or the previous one.
  public func swipe(_ direction: TravelDirection) {
    let sign: Double = direction == .forward ? 1 : -1
    beginDragging()
    drag(byPages: 0.6 * sign)
    endDragging(velocity: 2 * sign)
  }

  /// Where each shown page is, in page lengths from the viewport's leading edge (0 is exactly
  /// in place, -0.3 is three tenths of a page off toward lower indices): what a renderer draws.
  ///
  /// During an animated jump over several pages, its sources and target slide as if they were
  /// neighbours.
  public var placements: [PagePlacement] {
    let mirrored = layoutDirection == .rightToLeft && axis == .horizontal
    return visibleIndices.map { index in
      let offset = offset(ofShownPageAt: index)
      return PagePlacement(index: index, offset: offset, screenOffset: mirrored ? -offset : offset)
    }
  }

  // MARK: Internals

  func startScroll(to index: Int, animated: Bool, route: LoopRoute = .shorter) {
    let wasJumping = transition.isJumping
    let (start, drawn) = (transition.position, drawnPosition)
    let now = clock.now
    changeTransition { $0.scroll(to: index, animated: animated, route: route, at: now) }
    if transition.isJumping, !wasJumping { jump.begin(at: start, drawn: drawn) }
    present()
  }

  /// Whether the container has work for coming frames: motion, a pending layout pass or
  /// queued requests.
  var needsFrames: Bool {
    transition.movesWithClock || collectionView.needsFrames || !requests.isEmpty
  }

  /// A frame: pending updates are applied, then motion advances.
  ///
  /// A tick that arrives while the container delivers something (a callback advanced the clock) is
  /// queued like any request.
  func clockDidTick(at now: Duration) {
    guard !requests.isRunning else { return submit { self.tick(at: now) } }
    // At rest with nothing pending, a frame changes nothing: it is another observer of the clock
    // that needs it (a nested scroll, a load), and recycling after it would only cost.
    guard needsFrames else {
      // At rest: the end of a memory-pressure delay (a deadline of the clock) may be due.
      if retention.pressureEnds != nil { runInline { endMemoryPressureIfDue(at: now) } }
      return
    }
    runInline { tick(at: now) }
  }

  private func tick(at now: Duration) {
    if collectionView.needsFrames {
      // Updates are pending: apply them, then move.
      applyPendingChanges()
      changeTransition { $0.tick(at: now) }
      present()
      return
    }
    guard transition.movesWithClock else { return }
    changeTransition { $0.tick(at: now) }
    presentMove()
  }

  /// Presents a move, by the fast path when it can.
  ///
  /// The common frame of a glide or a drag (nothing owed but perhaps the phase hook, the same
  /// pages under the position as at the last presentation) only reports the new position (and
  /// a new phase), without touching the pages; any other is a full presentation. Call it with
  /// no update pending.
  @inline(__always)
  func presentMove() {
    if !transition.isResting, transition.owesAtMostPhase, let span = presentation.presentedSpan,
      span.holds(drawnPosition, count: transition.count)
    {
      if position != listeners.reportedPosition
        || transition.overscroll != listeners.reportedOverscroll
      {
        deliverProgress()
        reportScroll()
      }
      // A phase plugins have not heard of (a drag that begins or catches an animation, a
      // release): they hear it after the scroll, as a full presentation tells them.
      if transition.owed.phase {
        _ = changeTransition { $0.takeOwed() }
        announcePhase()
      }
      return
    }
    present()
  }
}

/// Where a shown page is, for renderers.
public struct PagePlacement: Hashable, Sendable {
  /// The page's index.
  public var index: Int
  /// Its distance from its resting place, in strides (a page length plus the spacing; for one
  /// full page per viewport, its leading edge in page lengths from the viewport's leading
  /// edge): logical, positive toward higher indices (the page's progress, as
  /// ``PageContainer/progress(ofPageAt:)`` says).
  public var offset: Double
  /// Its position on screen, in page lengths from the viewport's left (top) edge: ``offset``
  /// left to right, `-offset` when the container lays its pages out right to left
  /// (``PageLayoutDirection/rightToLeft``), where the next page lies to the left.
  public var screenOffset: Double

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - index: The page's index.
  ///   - offset: Its distance from its resting place, in strides.
  ///   - screenOffset: The same, mirrored right to left; `offset` by default.
  public init(index: Int, offset: Double, screenOffset: Double? = nil) {
    self.index = index
    self.offset = offset
    self.screenOffset = screenOffset ?? offset
  }
}
