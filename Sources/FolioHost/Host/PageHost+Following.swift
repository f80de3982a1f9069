import Folio
import FolioList

// MARK: - Followed motion: a platform scroll view owns the offset

extension PageHost {
  /// How many rings of pages a platform scroll view's content holds while the pages loop: the
  /// reader starts in the middle one, and the host brings the offset back to it at rest
  /// (``wantedPlatformOffset``), so no drag or fling reaches the content's ends.
  public static var platformLoopRings: Int { 5 }

  /// Followed motion: the platform scroll view scrolled to `offset` (its content offset along
  /// the paging axis, in points) and is doing what `phase` says; the container follows, with
  /// the same lifecycle, working range, recycling, budgets and far-jump rule as for owned
  /// motion, whatever the offsets do (jumps, reversals, bounces past the ends, a target that
  /// changes mid-flight).
  ///
  /// Report every offset change (UIScrollView's `scrollViewDidScroll`), with its phase: a
  /// programmatic scroll's `.animating` (the host asks for one with
  /// ``PageHostDisplay/pageHost(_:animatePlatformTo:)``), `.resting` when it stops. Offsets past
  /// either end bounce: the pages rest at that end and ``frames`` draw them shifted. Right to
  /// left, offsets grow toward page 0 (it is at the content's right end). An offset more than
  /// a viewport past either end counts as a viewport past it (no scroll view bounces further).
  /// A `.tracking` report that catches a far jump completes it: the pages rest on its target,
  /// and ``wantedPlatformOffset`` puts the scroll view there. Ignored in owned motion and for an
  /// offset that is not finite; with an empty viewport or no pages, only remembered.
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis, in points.
  ///   - phase: What the scroll view is doing.
  public func platformDidScroll(offset: Double, phase: PlatformScrollPhase) {
    guard isFollowing, offset.isFinite else { return }
    let now = clockNow
    // (Its targets in the coordinates of its offset, as moved by an update: hostOffset(_:).)
    let reported = hostOffset(offset)
    var phase = phase
    switch phase {
    case .decelerating(let target): phase = .decelerating(targetOffset: target + reported - offset)
    case .animating(let target): phase = .animating(targetOffset: target + reported - offset)
    case .tracking, .resting: break
    }
    perform(scrollState.report(offset: reported, phase: phase, now: now))
  }

  /// Performs what the scroll view's state says after an input.
  func perform(_ output: PlatformScrollState.Output) {
    switch output {
    case .none: afterInput()
    case .follow(let offset, let phase, let startsDeadline):
      follow(offset: offset, phase: phase)
      if startsDeadline { watchScrollDeadline() }
    case .settle(let offset, let target): settle(at: offset, toward: target)
    case .settleNearest(let offset): settle(at: offset, toward: nil, nearest: true)
    case .rest(let target): rest(onPageAt: target)
    }
  }

  /// Followed motion: the pages follow the scroll view at `offset`, doing what `phase` says.
  func follow(offset: Double, phase: PlatformScrollState.Phase) {
    // Read once: every frame of a scroll view's motion comes here.
    let stride = container.pageStride
    let count = container.count
    guard stride > 0, count > 0 else { return afterInput() }
    let followed: FollowedMotion
    switch phase {
    case .tracking: followed = .tracking
    case .decelerating(let target), .animating(let target):
      // Where the pages go is theirs once they move (an update or a resize re-indexed it; the
      // platform's own target is where that page was), else the target's page; a glide stays
      // a glide.
      let glides: Bool
      let page: Int
      switch container.phase {
      case .gliding(let toward): (glides, page) = (true, unwrappedPage(toward))
      case .animating(let toward), .jumping(let toward):
        (glides, page) = (false, unwrappedPage(toward))
      case .resting, .tracking:
        if case .decelerating = phase { glides = true } else { glides = false }
        page = self.page(ofPosition: logicalPosition(target, stride, count))
      }
      followed = glides ? .decelerating(toward: page) : .animating(toward: page)
    case .unasked:
      // Nobody asked: the pages glide with it toward the page nearest where it is.
      followed = .decelerating(toward: page(ofPosition: logicalPosition(offset, stride, count)))
    }
    // Past either end the container draws the bounce (its overscroll).
    container.follow(position: logicalPosition(offset, stride, count), motion: followed)
    // The frames read the position and the bounce live; what else changed (the shown pages,
    // the phase) the container's hooks invalidate and announce. A report is an input: the
    // display lays out after it, as after every input (PageHostDisplay).
    afterInput()
  }

  /// The scroll view's motion ended at `offset`: the pages rest there if it is the offset of
  /// the page they were going to (to a device pixel), else the scroll view is animated there.
  ///
  /// The page they were going to is the container's (an update or a resize during the motion
  /// moved it, whatever the platform did with its own target: UIKit does not say whether a
  /// deceleration or an animation keeps its target when the offset is set under it), else
  /// `target`'s (an offset), else the nearest.
  func settle(at offset: Double, toward target: Double?, nearest: Bool = false) {
    let stride = container.pageStride
    let count = container.count
    guard stride > 0, count > 0 else {
      // An empty viewport: the offset cannot be read; the pages rest on their motion's target.
      restFollowedMotionIfPlatformRests()
      return afterInput()
    }
    let logical = logicalPosition(offset, stride, count)
    let goal =
      nearest
      ? nearestPage(to: logical)
      : goalPage(else: target.map { logicalPosition($0, stride, count) } ?? logical)
    // Within a device pixel (one a platform keeping its offsets on the grid may never show,
    // and so never report, before its animation ends: an animation asked again before that
    // would replace it for ever), the pages rest there and the layout sets the offset.
    if abs(offset - platformOffset(ofPosition: goal)) <= grid.pixel * (1 + 1e-6) {
      container.follow(position: goal, motion: .resting)
      return afterInput()
    }
    animatePlatform(from: logical, to: goal, glides: true)
    afterInput()
  }

  /// An animation the platform did not run, or stopped without a word: the pages rest on the
  /// page they were going to (``settle(at:toward:)``), and ``wantedPlatformOffset`` puts the
  /// scroll view there.
  func rest(onPageAt target: Double) {
    let stride = container.pageStride
    let count = container.count
    guard stride > 0, count > 0 else {
      restFollowedMotionIfPlatformRests()
      return afterInput()
    }
    container.follow(
      position: goalPage(else: logicalPosition(target, stride, count)), motion: .resting)
    afterInput()
  }

  /// The page a followed motion goes to, as an unwrapped position: the container's target if
  /// it moves toward one, else the page nearest `position` (within the pages, without a ring).
  private func goalPage(else position: Double) -> Double {
    switch container.phase {
    case .gliding(let index), .animating(let index), .jumping(let index):
      return unwrappedPosition(ofIndex: index).rounded()
    case .resting, .tracking:
      return nearestPage(to: position)
    }
  }

  /// The page nearest `position` (within the pages; while they loop, on a ring the content
  /// holds: an offset reported before a clamp may lie past the content's end).
  private func nearestPage(to position: Double) -> Double {
    let page = Double(self.page(ofPosition: position))
    guard !container.isLooping else { return withinRings(page) }
    return min(max(0, page), Double(container.count - 1))
  }

  /// The clock wakes the host when the scroll view's quiet motion counts as ended: told when
  /// such a motion starts (its frames tell it nothing; the clock works its schedule out again
  /// after every tick, and a stale wake-up finds nothing to do).
  func watchScrollDeadline() {
    guard let clock, let link else { return }
    if scrollWatch == nil {
      let watch = ScrollDeadlineWatch(link: link)
      scrollWatch = watch
      clock.addObserver(watch)
    }
    clock.scheduleDidChange()
  }

  /// A tick of the clock: a quiet motion may have ended, or its deadline moved.
  func scrollClockDidTick(at now: Duration) {
    guard isFollowing, scrollState.deadline != nil else { return }
    // On a copy: its arithmetic of time calls out while it runs (see `scrollState`).
    var state = scrollState
    let output = state.timePassed(now: now)
    scrollState = state
    if output != .none { perform(output) }
  }

  /// Followed motion: the finger lifts from the platform scroll view at `velocity` (its
  /// offset's, in points per second); the host sets where it decelerates to, a page, by the
  /// container's rule (the fling threshold, the shape's fling limit) — UIScrollView's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  ///
  /// Report the last offset first. Nothing changes in owned motion, with an empty viewport or
  /// no pages.
  ///
  /// - Parameters:
  ///   - velocity: The offset's velocity, points per second (UIKit gives points per
  ///     millisecond: multiply by 1000); not a number counts as 0.
  ///   - targetOffset: Where the scroll view would stop; set to a page's offset.
  public func platformWillEndDragging(velocity: Double, targetOffset: inout Double) {
    var target = hostOffset(targetOffset)
    chooseReleaseTarget(velocity: velocity, targetOffset: &target)
    targetOffset = platformCoordinate(target)
  }

  /// ``platformWillEndDragging(velocity:targetOffset:)`` in the host's coordinates.
  func chooseReleaseTarget(velocity: Double, targetOffset: inout Double) {
    guard !ended, motion == .followed else { return }
    let stride = container.pageStride
    guard stride > 0 else { return }
    let logical = (velocity.isNaN ? 0 : velocity) / stride * (isMirrored ? -1 : 1)
    guard let target = container.releaseTarget(velocity: logical) else { return }
    let unwrapped = withinRings(unwrappedContainerPosition + (Double(target) - container.position))
    targetOffset = platformOffset(ofPosition: unwrapped)
  }

  /// The pages rest on the target of the motion they follow, if the platform rests.
  ///
  /// For a platform that came to rest while its offset could not be read (an empty viewport),
  /// or before a resize.
  func restFollowedMotionIfPlatformRests() {
    // In followed motion the pages' tracking is the scroll view's too.
    guard container.followsScroll || container.phase == .tracking, scrollState.rests else {
      return
    }
    switch container.phase {
    case .gliding(let index), .animating(let index), .jumping(let index):
      container.follow(position: unwrappedPosition(ofIndex: index), motion: .resting)
    case .tracking:
      container.follow(position: unwrappedContainerPosition.rounded(), motion: .resting)
    case .resting:
      break
    }
  }

  /// The bounce is worked out again after a new geometry (a resize, a shape, a direction).
  ///
  /// A scroll view whose bounds or content change while its offset stays reports nothing, so
  /// what is drawn follows where it shows the pages past either end. An offset further than a
  /// viewport past either end is the old content's (a resize that shrank the content under
  /// it, which clamps it: UIKit reports the clamp), and so is an offset right to left once
  /// the content's length changed (it counts from the content's left end, which moved): the
  /// bounce ends there. A scale change alone keeps it.
  func followBounceAgain() {
    guard motion == .followed, !container.isLooping, let reported = scrollState.offset,
      container.pageStride > 0, container.count > 0
    else { return }
    let followed: FollowedMotion
    switch container.phase {
    case .tracking: followed = .tracking
    case .gliding(let index): followed = .decelerating(toward: index)
    case .animating(let index): followed = .animating(toward: index)
    case .resting, .jumping: return
    }
    let shown = logicalPosition(ofOffset: reported)
    let last = Double(container.count - 1)
    let position = container.position
    let viewport = container.viewportSize.length(along: container.axis) / container.pageStride
    // (Right to left, the offset counts from the content's left end: stale if its length
    // changed, not after a scale change alone.)
    let relaid = laidContentLength.map { abs($0 - platformContentLength) > 1e-9 } ?? true
    let stale = (isMirrored && relaid) || shown < -viewport || shown > last + viewport
    // A bounce is drawn past the end the pages rest against; elsewhere the scroll view is put
    // where the pages are (wantedPlatformOffset). Only a bounce goes on as one: an offset that
    // the new geometry puts past an end (content that got shorter) is the old geometry's.
    let bounce: Double
    let overscroll = container.overscroll
    if stale {
      bounce = 0
    } else if shown < 0, position == 0, overscroll < 0 {
      bounce = shown
    } else if shown > last, position == last, overscroll > 0 {
      bounce = shown - last
    } else {
      bounce = 0
    }
    guard bounce != overscroll else { return }
    container.follow(position: position + bounce, motion: followed)
  }
}
