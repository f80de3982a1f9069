// MARK: - Following a scroll view that owns the offset

extension PageContainer {
  /// Follows a scroll that another scroll view owns (a platform scroll view with paging, a
  /// SwiftUI scroll view): the pages are where it says, doing what it says, and the container
  /// delivers the same lifecycle, working range, recycling, budgets and far-jump rule as for
  /// its own motion.
  ///
  /// - `.tracking`: a finger moves the pages to `position`. A report that catches a far jump
  ///   completes it instead (its target settles, as a touch does in ``beginDragging()``) and
  ///   leaves `position` aside: the scroll view is expected to be put on the target, and its
  ///   next report is followed.
  /// - `.decelerating(toward:)`: the pages glide to a page; the target may change from one
  ///   report to the next. During a jump, the jump ends where `position` is (something else
  ///   moved the scroll view): its target is not shown unless the glide brings it in.
  /// - `.animating(toward:)`: a programmatic scroll; one over more than one page (from where it
  ///   starts) is a jump: only the pages shown when it started and the target are shown, and
  ///   no page in between is instantiated or told anything, whatever positions pass.
  /// - `.resting`: the pages rest on the page nearest `position` (the rest rule: at rest the
  ///   position is that page exactly); a report that names the page already settled on changes
  ///   nothing.
  ///
  /// The clock never advances a followed motion, and ``phase`` names it as the container's own
  /// (`.gliding`, `.animating`, `.jumping`). Positions are clamped to the pages (a bounce past
  /// either end rests the pages at that end; the host draws the bounce), and wrap around a
  /// ring while the pages loop, so a scroll view may report a looping container's position
  /// unwrapped. A position that is not finite is ignored; nothing happens with no pages, nor
  /// with an empty viewport, except that a followed motion or a drag ends on `.resting` (the
  /// pages rest on the page nearest `position`, shown when the viewport grows back). A queued
  /// request, like every change.
  ///
  /// - Parameters:
  ///   - position: Where the scroll view shows the pages, in page strides (``pageStride``) from
  ///     page 0 resting in place: its offset along the axis over the stride, left to right.
  ///   - motion: What the scroll view is doing.
  public func follow(position: Double, motion: FollowedMotion) {
    // A scroll view reports every frame: while nothing runs, the report runs at once without
    // queuing a closure (a request of its own all the same), as a finger's move does.
    guard requests.isRunning else {
      runInline { follow(position, motion) }
      return tellClockIfNeeded()
    }
    submit { self.follow(position, motion) }
  }

  private func follow(_ position: Double, _ motion: FollowedMotion) {
    guard count > 0, position.isFinite else { return }
    // An empty viewport changes nothing, but a followed motion still ends when the scroll
    // view comes to rest (in page units, as the container's own motion would).
    if !canShowPages {
      guard case .resting = motion, followsScroll || phase == .tracking else { return }
    }
    if transition.isJumping {
      switch motion {
      case .animating: break
      case .tracking:
        // A finger caught the jump: it completes (its target settles, with its events), and
        // the finger holds the pages there, as it does the container's own jump
        // (`beginDragging()`); the scroll view is put on the target under it.
        changeTransition { $0.completeJump() }
        present()
        let (target, now) = (transition.position, clock.now)
        changeTransition { $0.follow(.tracking, position: target, at: now) }
        present()
        return
      case .decelerating, .resting:
        // Something else moved the scroll view (the app's offset, `scrollRectToVisible`): the
        // jump ends where the scroll view shows the pages, its target never reached (it did
        // not get there, so it never appears), as a jump of the container's own does when an
        // instant scroll replaces it.
        break
      }
    }
    let wasJumping = transition.isJumping
    // The time is read only when a motion starts (a clock's time costs a conversion).
    let clock = self.clock
    changeTransition { $0.follow(motion, position: position, at: clock.now) }
    // The jump starts where the scroll view shows the pages as it begins.
    if transition.isJumping, !wasJumping {
      jump.begin(at: transition.position, drawn: drawnPosition)
    }
    // A frame of a drag or a deceleration over the same pages, with no update pending: only
    // the new position to report (presentMove falls back to a full presentation otherwise).
    switch motion {
    case .tracking, .decelerating:
      if !transition.isJumping, !collectionView.needsFrames { return presentMove() }
    case .animating, .resting: break
    }
    present()
  }

  /// The page a finger lifting now at `pagesPerSecond` would settle on, by the rule of
  /// ``endDragging(velocity:)`` (the fling threshold, the shape's fling limit), from the position
  /// now: what a host gives a platform scroll view as its deceleration's target.
  ///
  /// - Parameter pagesPerSecond: The release velocity, positive toward higher indices;
  ///   not-a-number counts as 0.
  /// - Returns: The page, as a virtual page while the pages loop (`count` is page 0 one ring
  ///   on, `-1` the last page one ring back, reached the way the velocity goes); `nil` when
  ///   there are no pages or the viewport is empty.
  public func releaseTarget(velocity pagesPerSecond: Double) -> Int? {
    guard canShowPages, count > 0 else { return nil }
    return transition.releaseTarget(velocity: pagesPerSecond)
  }

  /// Whether the motion under way is one the container follows (``follow(position:motion:)``)
  /// rather than its own: `false` at rest, while tracking, and during a glide, an animation or
  /// a jump that the container's clock moves.
  public var followsScroll: Bool { transition.phase.motion?.isFollowed ?? false }
}
