/// What a followed platform scroll view is doing, as far as its host can know: one value per
/// scroll view, its inputs explicit (the delegate calls with their flags, the touches, the
/// host's layout passes, the animations the host asked for, the time), its outputs what the
/// pages follow.
///
/// A platform acts on its own, and says less than it does:
///
/// ```
/// input                                   output (what the pages follow)
/// touch down on moving content            held where it stopped (.tracking)
/// touch down at rest                      nothing
/// touch up, held, no drag (UIKit: no call) settle: rest on a page, or animate to the nearest
/// willBeginDragging                       .tracking (a drag)
/// didScroll inside the host's layout      nothing: a correction (a clamp, the host's own set)
/// didScroll, dragging or held             .tracking
/// didScroll, decelerating                 .decelerating(target)
/// didScroll, an animation the host asked  .animating(target)
///   ... off its path (the app replaced it)  .unasked
/// didScroll, nobody asked (VoiceOver, a first responder, scrollRectToVisible, the app)
///                                         .unasked: glide toward the nearest page
/// didEndDragging(willDecelerate: false)   settle toward the release's target
/// didEndDecelerating / didEndScrollingAnimation, no finger   settle
///                                   under a finger (iOS 13+)  still held
/// no report for `quietPeriod` in a motion that is not a finger's   settle
/// ```
///
/// A settle never rests between pages: on a page (within a device pixel) it rests,
/// elsewhere the host animates the scroll view to a page. Its motions, outputs and phases are
/// in PlatformScrollState+Types.swift.
package struct PlatformScrollState: Equatable {
  /// How long a motion that is not a finger's may go without a report before it counts as
  /// ended (a scroll set without animation, an animation the platform did not run, an end it
  /// did not report).
  package static var quietPeriod: Duration { .milliseconds(250) }

  /// Its content offset along the axis, as last reported; `nil` before the first report.
  package private(set) var offset: Double?
  /// What it is doing.
  package private(set) var motion = Motion.resting
  /// Whether a finger is on it (from the touches: a lift without a drag reports nothing).
  package private(set) var isTouched = false
  /// Whether the touch under way dragged it: then it is no tap.
  package private(set) var pannedByTouch = false
  /// Whether the host's layout pass is under way: every report is a correction.
  package private(set) var isInLayout = false
  /// When the motion under way counts as ended if it reports nothing (see ``QuietPeriod``).
  private var quiet = QuietPeriod()
  /// Where the release under way goes, as the host set it in `willEndDragging`.
  private var releaseTarget: Double?
  /// Where the scroll view was when the host asked for the animation under way (`nil`: it had
  /// not reported): its reports stay between there and the target.
  private var askedFrom: Double?
  /// Whether the animation under way reported only where it was asked from so far.
  private var reportedUnmoved = false

  package init() {}

  /// Whether it rests (no motion, none asked for, no finger holding it).
  package var rests: Bool { motion == .resting }

  /// Whether it moves, as a finger that touches it finds it: a motion stopped where the pages
  /// rest does not.
  package var isMoving: Bool { motion != .resting && (motion != .stopping || owesStop) }

  /// When a motion that went quiet counts as ended (``timePassed(now:)``), or a hold that no
  /// touch confirmed lets go; `nil` for none.
  package var deadline: Duration? {
    switch motion {
    case .asked, .unasked, .decelerating, .stopping: quiet.end
    case .held: isTouched ? nil : quiet.end
    case .resting, .dragging: nil
    }
  }

  // MARK: - Touches

  /// A finger goes down: a motion under way stops where it is (UIKit tells the delegate
  /// nothing), and the pages are held there.
  package mutating func touchDown() -> Output {
    isTouched = true
    pannedByTouch = false
    switch motion {
    case .decelerating, .unasked:
      return hold(atOffset: offset)
    case .asked:
      // An animation that never reported stopped where it was asked from (UIKit says
      // nothing): the finger holds it there, catching the host's motion (a jump completes,
      // and the host puts the scroll view on its target before the drag's first report).
      if offset == nil { offset = askedFrom }
      return hold(atOffset: offset)
    case .stopping:
      // Not stopped yet (no layout set its offset): still moving, the finger holds it.
      if owesStop { return hold(atOffset: offset) }
      // Stopped where the pages rest: a touch at rest (what a motion that went on after the
      // set still reports, the finger holds).
      motion = .resting
      return .none
    case .resting, .dragging, .held:
      return .none
    }
  }

  /// The finger lifts from a hold the host has not put where the pages are (a far jump the
  /// touch completed): the host rests the pages and puts the scroll view there; where it was
  /// held says nothing of them (a layout pass between would have moved it, and SwiftUI may
  /// render none between a touch and its lift).
  package mutating func touchUpWhereThePagesRest() {
    isTouched = false
    liftTarget = nil
    if motion == .held { motion = .resting }
  }

  /// A finger goes down on it while it does not scroll (the user's input off): it takes no
  /// touch, stops nothing, and no pan of an earlier touch makes this one no tap.
  package mutating func touchDownWithoutScrolling() { pannedByTouch = false }

  /// The finger lifts (or the touch is cancelled): a finger that held it without dragging
  /// lets go where it stopped (UIKit tells the delegate nothing).
  package mutating func touchUp() -> Output {
    isTouched = false
    let target = liftTarget
    liftTarget = nil
    guard motion == .held else { return .none }
    motion = .resting
    return offset.map { .settle(offset: $0, target: target) } ?? .none
  }

  // MARK: - The delegate's calls

  /// `scrollViewWillBeginDragging`.
  ///
  /// A drag that begins at rest moves the pages with its first report (UIKit sends it in the
  /// same pan as this call): the pages are tracked from there, as the container's own drag
  /// begins with its first move past the slop. A drag that catches a motion holds the pages
  /// at once.
  package mutating func willBeginDragging(offset: Double) -> Output {
    let caught = motion != .resting
    self.offset = offset
    motion = .dragging
    releaseTarget = nil
    liftTarget = nil
    decelerationEnd = nil
    if isTouched { pannedByTouch = true }
    return caught ? .follow(offset: offset, phase: .tracking) : .none
  }

  /// `scrollViewDidScroll`, with the scroll view's `isTracking`, at `now`.
  ///
  /// A drag is known from `willBeginDragging` to `didEndDragging`, a deceleration from the
  /// drag that began it, a finger from the touches; `isTracking` only tells of a finger the
  /// host may not have heard of yet (UIKit orders the two as it likes), and such a hold lets
  /// go within ``quietPeriod`` unless a touch confirms it (a finger that lifts without a drag
  /// reports nothing). `isDecelerating` (`nil` where the platform does not say) tells only a
  /// deceleration the host stopped from the app's own offset: the deceleration's tail, if
  /// UIKit goes on running it, still decelerates.
  ///
  /// At rest, untouched, a report of the offset the pages rest at (`restsHere`, asked only then:
  /// the host's or the app's set, outside a layout pass) changes nothing.
  package mutating func didScroll(
    offset: Double, isTracking: Bool = false, isDecelerating: Bool? = nil,
    now: @autoclosure () -> Duration, restsHere: @autoclosure () -> Bool = false
  ) -> Output {
    self.offset = offset
    if motion == .resting, !isTouched, !isInLayout, restsHere() { return .none }
    if isInLayout {
      // The host set the offset while the scroll view runs toward a target of its: UIKit does
      // not say whether that stops the motion; the host asks for it again after the layout.
      switch motion {
      case .asked, .decelerating: correctedInMotion = true
      case .stopping:
        // Where the host put it: the tail of the stopped motion may report from there.
        tail.hostDidSet(offset)
      case .resting, .dragging, .held, .unasked: break
      }
      return .none
    }
    movedTo = offset
    // A report of a motion under way is a sign of life, counted (the clock is read only when
    // a motion starts and when its deadline comes: every frame of a motion comes here).
    quiet.sign()
    let fingerOn = isTouched || isTracking
    switch motion {
    case .dragging, .held:
      return .follow(offset: offset, phase: .tracking)
    case .decelerating(let target):
      // The finger that stopped it holds it (a report of the stop itself).
      if fingerOn { return hold(offset, since: now()) }
      if let from = decelerationFrom, let end = decelerationEnd,
        offset < min(from, end) - 1 || offset > max(from, end) + 1
      {
        // Off its way from the release to where the host let it decelerate: the app set the
        // offset (`scrollRectToVisible`, its own), which stops or replaces the deceleration:
        // the app's motion from here, then the page nearest it.
        motion = .unasked
        return .follow(offset: offset, phase: .unasked)
      }
      return .follow(offset: offset, phase: .decelerating(target: target))
    case .asked(let target, let reported):
      if fingerOn { return hold(offset, since: now()) }
      if let from = askedFrom, !reported, abs(offset - from) < 1e-9 {
        // Where it was asked from, before it moved: its first frame, on the pixel grid, just
        // after the ask, or the app's set to where it is. Neither moves the pages; quiet, it
        // stopped there (timePassed).
        reportedUnmoved = true
        return .none
      }
      if let from = askedFrom, offset < min(from, target) - 1 || offset > max(from, target) + 1 {
        // Off the path from where it was asked to its target (an animation of the platform's
        // runs between the two): the app moved it
        // (`scrollRectToVisible`, its own offset, animated or not), replacing the host's
        // animation, which UIKit may or may not go on running: the app's motion from here,
        // followed until it ends or goes quiet (the deadline runs since the ask), then the
        // page nearest it.
        motion = .unasked
        return .follow(offset: offset, phase: .unasked)
      }
      motion = .asked(target: target, reported: true)
      return .follow(offset: offset, phase: .animating(target: target))
    case .stopping:
      if fingerOn { return hold(offset, since: now()) }
      // The tail of a motion the host stopped: put back (``owesStop``). A report off its way
      // is the app's (its own offset, `scrollRectToVisible`), as is all an app's motion
      // reports after the pages came to rest under it (the host does not fight it): followed
      // until it ends or goes quiet, then the page nearest it.
      if tail.contains(offset, isDecelerating: isDecelerating) { return .none }
      motion = .unasked
      quiet.restart(at: now())
      return .follow(offset: offset, phase: .unasked, startsDeadline: true)
    case .unasked:
      if fingerOn { return hold(offset, since: now()) }
      return .follow(offset: offset, phase: .unasked)
    case .resting:
      // Something moved it while the pages rest: under a finger, the finger holds it there;
      // otherwise it is a motion nobody asked for (whatever its flags say: a deceleration
      // that no drag of the host's began has no target the host set).
      if fingerOn { return hold(offset, since: now()) }
      motion = .unasked
      quiet.restart(at: now())
      return .follow(offset: offset, phase: .unasked, startsDeadline: true)
    }
  }

  /// A finger holds it at `offset` (one the touches told of, or one `isTracking` told of at
  /// `now`, which a touch confirms or lets go).
  private mutating func hold(_ offset: Double, since now: Duration? = nil) -> Output {
    motion = .held
    releaseTarget = nil
    liftTarget = nil
    owesStop = false
    guard !isTouched, let now else { return .follow(offset: offset, phase: .tracking) }
    quiet.restart(at: now)
    return .follow(offset: offset, phase: .tracking, startsDeadline: true)
  }

  /// A finger holds it where it last was.
  private mutating func hold(atOffset offset: Double?) -> Output {
    guard let offset else {
      motion = .held
      return .none
    }
    return hold(offset)
  }

  /// `scrollViewWillEndDragging`: the finger lifts; the host chose the page it goes to
  /// (`target`, its offset), and set where the scroll view decelerates to (there, or where it
  /// is when the release is too slow to get there: the host then animates the rest).
  package mutating func willEndDragging(target: Double, decelerationEnd: Double? = nil) {
    releaseTarget = target
    self.decelerationEnd = decelerationEnd ?? target
  }

  /// Where the platform decelerates to after the release (the target offset the host gave it:
  /// the page's, or where it is when too slow to get there).
  private(set) var decelerationEnd: Double?
  /// The page (its offset) of a release whose finger the touches have not lifted yet.
  private var liftTarget: Double?
  /// Where the deceleration under way started (the offset at the release).
  private var decelerationFrom: Double?
  /// Its offset as last reported outside the host's layout pass (where its motion brought it).
  private var movedTo: Double?

  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  package mutating func didEndDragging(offset: Double, willDecelerate: Bool, now: Duration)
    -> Output
  {
    self.offset = offset
    let target = releaseTarget
    releaseTarget = nil
    guard motion == .dragging else { return .none }
    if willDecelerate {
      let goal = target ?? offset
      decelerationFrom = offset
      motion = .decelerating(target: goal)
      quiet.restart(at: now)
      return .follow(offset: offset, phase: .decelerating(target: goal), startsDeadline: true)
    }
    motion = isTouched ? .held : .resting
    if isTouched {
      // The finger lifted and its touch has not reached the host yet (UIKit orders the two as
      // it likes): held until it does, then the release's page.
      liftTarget = target
      return .follow(offset: offset, phase: .tracking)
    }
    return .settle(offset: offset, target: target)
  }

  /// `scrollViewDidEndDecelerating` or `scrollViewDidEndScrollingAnimation`.
  ///
  /// The motion ended. Under a finger that stopped it (iOS 13 and later say so too) it is still held:
  /// a finger the touches told of, or one the scroll view's `isTracking` tells of before the
  /// host hears its touch (the order of the two is UIKit's); a touch confirms that hold within
  /// ``quietPeriod``, or it lets go.
  ///
  /// An animation's end (`endsAnimation`) while the host's deceleration ran is the end of
  /// someone else's animation that replaced it (`scrollRectToVisible(_:animated:)`, the app's
  /// animated offset): the pages rest on the page nearest where it ended, not on the
  /// deceleration's target.
  package mutating func motionDidEnd(
    offset: Double, isTracking: Bool = false, now: Duration, endsAnimation: Bool = false
  ) -> Output {
    self.offset = offset
    if !isTouched, isTracking, motion != .resting, motion != .dragging, motion != .held {
      return hold(offset, since: now)
    }
    switch motion {
    case .held, .dragging, .resting:
      return .none
    case .stopping:
      motion = .resting
      return .none
    case .decelerating(let target):
      if !endsAnimation, !correctedInMotion, abs(offset - (decelerationEnd ?? target)) >= 0.5 {
        // It ended short of its target, no finger on it: the app set the offset (UIKit may say
        // so from inside `scrollRectToVisible`): the app's motion from here, followed until it
        // ends or goes quiet, then the page nearest it.
        motion = .unasked
        quiet.restart(at: now)
        return .follow(offset: offset, phase: .unasked, startsDeadline: true)
      }
      motion = .resting
      return endsAnimation
        ? .settleNearest(offset: offset) : .settle(offset: offset, target: target)
    case .asked(let target, let reported):
      // The end of a deceleration is not the end of the animation asked since: the host's
      // animated set stopped the deceleration (UIKit may say so from inside the set), and the
      // animation runs on. Nor is the end of an animation where the host's was asked from,
      // before it moved: that is the animation it replaced (UIKit may end it from inside the
      // set, or not at all), and the host's runs on (asked again, it would replace itself).
      guard endsAnimation else { return .none }
      if !reported, let from = askedFrom, abs(offset - from) <= 1e-9 * max(1, abs(from)) {
        return .none
      }
      if !correctedInMotion, abs(offset - target) >= 0.5 {
        // An animation ended short of the host's target, no finger on it: the app's
        // (`scrollRectToVisible`, its animated offset), which replaced the host's (UIKit may
        // end the replaced one there too): followed until its end or its quiet, then the page
        // nearest it.
        motion = .unasked
        quiet.restart(at: now)
        return .follow(offset: offset, phase: .unasked, startsDeadline: true)
      }
      motion = .resting
      return .settle(offset: offset, target: target)
    case .unasked:
      motion = .resting
      return .settle(offset: offset, target: nil)
    }
  }

  /// A report from a platform that gives its phase itself
  /// (``PageHost/platformDidScroll(offset:phase:)``), trusted as given.
  package mutating func report(offset: Double, phase: PlatformScrollPhase, now: Duration)
    -> Output
  {
    let moved = offset != self.offset
    self.offset = offset
    if isInLayout { return .none }
    switch phase {
    case .tracking:
      if motion != .held {
        if motion != .dragging { releaseTarget = nil }
        motion = .dragging
      }
      if isTouched, moved { pannedByTouch = true }
      return .follow(offset: offset, phase: .tracking)
    case .decelerating(let target):
      motion = .decelerating(target: target)
      quiet.restart(at: now)
      return .follow(offset: offset, phase: .decelerating(target: target), startsDeadline: true)
    case .animating(let target):
      // The platform says where it animates to: quiet, it is taken to have got there.
      motion = .asked(target: target, reported: false)
      quiet.restart(at: now)
      return .follow(offset: offset, phase: .animating(target: target), startsDeadline: true)
    case .resting:
      if isTouched {
        motion = .held
        return .none
      }
      motion = .resting
      return .settle(offset: offset, target: nil)
    }
  }

  // MARK: - The host's own

  /// The host asks the scroll view to animate to `target` from `from` (where it is, as the host
  /// knows), at `now`.
  package mutating func didAsk(animatingTo target: Double, from: Double? = nil, now: Duration) {
    motion = .asked(target: target, reported: false)
    reportedUnmoved = false
    askedFrom = offset ?? from
    movedTo = nil  // (where an earlier motion brought it: this one has not moved yet)
    releaseTarget = nil
    quiet.restart(at: now)
  }

  /// The content moved under it by `distance` (an update, before the host's layout sets the
  /// offset there): every offset it holds moves with it, as its reports will be moved until then.
  package mutating func shift(by distance: Double) {
    func moved(_ value: Double?) -> Double? { value.map { $0 + distance } }
    switch motion {
    case .decelerating(let target): motion = .decelerating(target: target + distance)
    case .asked(let target, let reported):
      motion = .asked(target: target + distance, reported: reported)
    case .resting, .dragging, .held, .unasked, .stopping: break
    }
    (offset, releaseTarget, askedFrom) = (moved(offset), moved(releaseTarget), moved(askedFrom))
    (decelerationEnd, liftTarget) = (moved(decelerationEnd), moved(liftTarget))
    (decelerationFrom, movedTo) = (moved(decelerationFrom), moved(movedTo))
    tail.shift(by: distance)
  }

  /// The host's layout pass begins or ends: reports inside it are corrections (the clamp of a
  /// new content size or frame, the offset the host sets), not motion.
  package mutating func setInLayout(_ inLayout: Bool) { isInLayout = inLayout }

  /// The host's layout set the offset to `offset` and the scroll view, which had never
  /// reported, said nothing (a set to where it already is): it is there.
  package mutating func layoutDidSet(unreported offset: Double) {
    if self.offset == nil { self.offset = offset }
  }

  /// The scroll view may be a new one (its view made again): whatever it did is over, and its
  /// offset is no longer known, as before its first report (not inside the host's layout).
  package mutating func mayBeNew() {
    if !isInLayout { self = PlatformScrollState() }
  }

  /// The pages rest where the host put them (an animation to where the scroll view is): it
  /// rests too.
  package mutating func rest() {
    guard !isTouched || motion != .dragging else { return }
    motion = isTouched && motion == .held ? .held : .resting
  }

  /// The pages came to rest on their own while it moves (not under a finger): the host stops
  /// it at their offset, at `now`.
  ///
  /// - Parameters:
  ///   - now: The time.
  ///   - resized: The host's layout set it to the pages' offset in a new geometry (a resize,
  ///     an update): the tail of a deceleration may then go anywhere (UIKit does not say
  ///     whether it keeps its target, clamped to the new content, or its speed), and all it
  ///     reports is put back. That layout's set is the stop: no other is owed.
  ///   - newGeometry: With `resized`, the pages' geometry changed (a resize), not only their
  ///     indices: an animation's way is the old geometry's, so its tail may go anywhere too
  ///     (after an update its way still holds, and the app's scroll off it is followed).
  /// - Returns: Whether a motion was stopped (its quiet end is a deadline).
  @discardableResult
  package mutating func stop(now: Duration, resized: Bool = false, newGeometry: Bool = false)
    -> Bool
  {
    switch motion {
    case .decelerating where resized: tail.stopAnywhere(decelerates: true)
    case .asked where resized && newGeometry: tail.stopAnywhere(decelerates: false)
    case .asked(let target, let reported):
      tail.stopAnimation(
        from: askedFrom, target: target, movedTo: movedTo, hasMoved: reported, set: offset)
    case .decelerating(let target):
      let end = decelerationEnd ?? target
      tail.stopDeceleration(
        from: decelerationFrom, end: end, here: movedTo ?? end, set: offset)
    case .unasked: tail.stopAppsMotion()
    case .resting, .dragging, .held, .stopping:
      break
    }
    switch motion {
    case .asked, .decelerating, .unasked:
      motion = .stopping
      owesStop = !resized
      releaseTarget = nil
      quiet.restart(at: now)
      return true
    case .resting, .dragging, .held, .stopping:
      return false
    }
  }

  /// What the motion the host stopped may still report (its tail, put back).
  private var tail = StoppedMotionTail()

  /// Whether the host owes it a stop: its offset set to where the pages rest, even where it
  /// is (until a layout pass of the host's sets it).
  package private(set) var owesStop = false

  /// Whether the host's layout set the offset while the scroll view ran toward a target the
  /// host set (an animation, a release's deceleration): the motion may have stopped there.
  package private(set) var correctedInMotion = false

  /// A layout pass of the host's ended: it set what it wanted.
  ///
  /// - Returns: Whether it set the offset during a motion toward a target of the host's (ask
  ///   for the motion again).
  package mutating func layoutDidEnd() -> Bool {
    owesStop = false
    defer { correctedInMotion = false }
    switch motion {
    case .asked, .decelerating: return correctedInMotion
    case .resting, .dragging, .held, .unasked, .stopping: return false
    }
  }

  /// Time passed: a motion that is not a finger's and went quiet for ``quietPeriod`` ended (a
  /// timer may fire a little early: a millisecond before the deadline counts).
  package mutating func timePassed(now: Duration) -> Output {
    guard let deadline, now + .milliseconds(1) >= deadline else { return .none }
    // It reported since: it goes on, quiet from now (the clock works its schedule out again
    // after this tick).
    if motion != .held, quiet.wentOn(now: now) { return .none }
    switch motion {
    case .asked(let target, let reported):
      motion = .resting
      // Never reported (its offset perhaps never known): the platform did not run it (a view
      // out of its window, a target rounded away, the app's set to where it is, which UIKit
      // does not report); the pages rest on its target. Reported, then quiet with no end:
      // something stopped it where it last was (the app's offset, on its way or not, which
      // UIKit's curve cannot tell from a frame), or it reported only where it was asked from
      // (the app's set there, reported): the page nearest there.
      guard reported || reportedUnmoved, let offset else { return .rest(target: target) }
      return .settleNearest(offset: offset)
    case .held:
      motion = .resting
      return offset.map { .settle(offset: $0, target: nil) } ?? .none
    case .stopping:
      motion = .resting
      return .none
    case .decelerating, .unasked, .resting, .dragging:
      // (Each began with a report: its offset is known.)
      guard let offset else { return .none }
      return motionDidEnd(offset: offset, now: now)
    }
  }
}
