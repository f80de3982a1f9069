import FolioHost
import Testing

/// The followed scroll view's state when the app moves the scroll view during a motion of the
/// host's (`scrollRectToVisible`, its own offset, animated or not), shrunk from the independent
/// UIScrollView model: the app's scroll is followed to its end or its quiet, then the page
/// nearest it, never put back and never replaced by the host's target.
@Suite struct PlatformScrollStateAppScrollTests {
  typealias State = PlatformScrollState
  private let t0 = Duration.seconds(1)
  private var quiet: Duration { t0 + State.quietPeriod }
  /// The deadline after the one the reports since the motion began carried over.
  private var quieter: Duration { quiet + State.quietPeriod }

  /// A state resting at `offset`.
  private func resting(at offset: Double = 0) -> State { State.resting(at: offset, now: t0) }

  @Test func anOffsetSetOffTheAskedAnimationsPath_isTheApps_andEndsOnThePageNearestIt() {
    // The host animates 1463 → 1560; the app sets 736 (scrollRectToVisible, unanimated).
    var state = resting(at: 1463)
    state.didAsk(animatingTo: 1560, now: t0)
    #expect(state.didScroll(offset: 736, now: t0) == .follow(offset: 736, phase: .unasked))
    // Nothing more comes (the set stopped the host's animation): at its quiet, the page
    // nearest it, not the host's target.
    #expect(state.timePassed(now: quiet) == .none, "a report since: it goes on")
    #expect(state.timePassed(now: quieter) == .settle(offset: 736, target: nil))
    #expect(state.rests)
  }

  @Test func anAnimationOfTheAppsThatReplacesTheHosts_isFollowedToItsOwnEnd() {
    // The host animates 404 → 390; the app animates to 780 before the host's first frame.
    var state = resting(at: 404)
    state.didAsk(animatingTo: 390, now: t0)
    #expect(state.didScroll(offset: 463, now: t0) == .follow(offset: 463, phase: .unasked))
    #expect(state.didScroll(offset: 700, now: t0) == .follow(offset: 700, phase: .unasked))
    #expect(
      state.motionDidEnd(offset: 780, now: t0, endsAnimation: true)
        == .settle(offset: 780, target: nil))
  }

  @Test func theAnimationsOwnFrames_stayTheHosts() {
    var state = resting(at: 0)
    state.didAsk(animatingTo: 780, now: t0)
    for offset in [0.4, 120, 779.6, 780] {
      #expect(
        state.didScroll(offset: offset, now: t0)
          == .follow(offset: offset, phase: .animating(target: 780)))
    }
    #expect(
      state.motionDidEnd(offset: 780, now: t0, endsAnimation: true)
        == .settle(offset: 780, target: 780))
  }

  @Test func anOffsetSetOnTheAskedAnimationsPath_endsAtItsQuietOnThePageNearestIt() {
    // The host animates 0 → 780; the app sets 535.956, which could be a frame: followed as
    // one. Nothing more comes (the set stopped the animation, and no end is sent): the page
    // nearest where it stopped, not the host's target.
    var state = resting(at: 0)
    state.didAsk(animatingTo: 780, now: t0)
    #expect(
      state.didScroll(offset: 535.956, now: t0)
        == .follow(offset: 535.956, phase: .animating(target: 780)))
    #expect(state.timePassed(now: quiet) == .none, "a report since: it goes on")
    #expect(state.timePassed(now: quieter) == .settleNearest(offset: 535.956))
    #expect(state.rests)
  }

  @Test func anAskedAnimationThatNeverReported_orThatThePlatformSaysItRuns_restsOnItsTarget() {
    // Never reported: the platform did not run it.
    var never = resting(at: 0)
    never.didAsk(animatingTo: 780, now: t0)
    #expect(never.timePassed(now: quiet) == .rest(target: 780))
    // Never reported, its offset never known (a layout's set to where it was reports
    // nothing; then the app's set to where it is cancels it, unreported too): still ends.
    var unknown = State()
    unknown.didAsk(animatingTo: 3510, now: t0)
    #expect(unknown.offset == nil && unknown.deadline == quiet)
    #expect(unknown.timePassed(now: quiet) == .rest(target: 3510))
    #expect(unknown.rests && unknown.deadline == nil)
    // A platform that says its phase (SwiftUI) is taken to get where it says it animates.
    var said = resting(at: 0)
    #expect(
      said.report(offset: 300, phase: .animating(targetOffset: 780), now: t0)
        == .follow(offset: 300, phase: .animating(target: 780), startsDeadline: true))
    #expect(said.timePassed(now: quiet) == .rest(target: 780))
  }

  @Test func aTouchBeforeAnUnreportedAnimationsFirstFrame_holdsItWhereItWasAskedFrom() {
    // Never reported (the host's layout put it at 390 without a report: a set to where it is).
    var state = State()
    state.didAsk(animatingTo: 1560, from: 390, now: t0)
    #expect(state.touchDown() == .follow(offset: 390, phase: .tracking))
    #expect(state.offset == 390)
  }

  @Test func aReportOfWhereItWasAskedFrom_beforeItMoved_movesNothing_andQuietItStoppedThere() {
    // The animation's first frame on the pixel grid, just after the ask, or the app's set to
    // where it is: neither moves the pages (a frame that does is followed).
    var state = resting(at: 0)
    state.didAsk(animatingTo: 2730, now: t0)
    #expect(state.didScroll(offset: 0, now: t0) == .none)
    #expect(state.motion == .asked(target: 2730, reported: false))
    var moving = state
    #expect(
      moving.didScroll(offset: 3, now: t0) == .follow(offset: 3, phase: .animating(target: 2730)))
    // Quiet since, it was stopped there (the app's set): the page nearest, not its target.
    #expect(state.timePassed(now: quiet) == .none, "a report since: it goes on")
    #expect(state.timePassed(now: quieter) == .settleNearest(offset: 0))
  }

  @Test func beforeAnyReport_theHostsOwnOffsetIsWhereItWasAskedFrom() {
    var state = State()
    state.didAsk(animatingTo: 780, from: 0, now: t0)
    #expect(state.didScroll(offset: 826, now: t0) == .follow(offset: 826, phase: .unasked))
  }

  @Test func anAnimationEndingShortOfTheHostsTarget_isTheApps() {
    // The app's animation ran inside the host's path and ended there: the page nearest its
    // end after its quiet (a replaced animation of the host's may end there too, and the
    // app's goes on: then its frames come).
    var state = resting(at: 2970)
    state.didAsk(animatingTo: 780, now: t0)
    _ = state.didScroll(offset: 2000, now: t0)
    #expect(
      state.motionDidEnd(offset: 1560, now: t0, endsAnimation: true)
        == .follow(offset: 1560, phase: .unasked, startsDeadline: true))
    #expect(state.timePassed(now: quiet) == .settle(offset: 1560, target: nil))
  }

  @Test func anOffsetSetOffADecelerationsWay_isTheApps() {
    var state = resting(at: 2730)
    _ = state.willBeginDragging(offset: 2730)
    _ = state.didScroll(offset: 2729, now: t0)
    state.willEndDragging(target: 2340)
    _ = state.didEndDragging(offset: 2729, willDecelerate: true, now: t0)
    #expect(
      state.didScroll(offset: 2600, now: t0)
        == .follow(offset: 2600, phase: .decelerating(target: 2340)))
    #expect(state.didScroll(offset: 0, now: t0) == .follow(offset: 0, phase: .unasked))
    #expect(state.timePassed(now: quiet) == .none, "a report since: it goes on")
    #expect(state.timePassed(now: quieter) == .settle(offset: 0, target: nil))
  }

  @Test func aStoppedAnimationsTail_isPutBack_butAnOffsetOffItsWay_isTheApps() {
    var state = resting(at: 0)
    state.didAsk(animatingTo: 780, now: t0)
    _ = state.didScroll(offset: 200, now: t0)
    let stopped = state.stop(now: t0)
    #expect(stopped)
    // The host's layout puts it where the pages rest.
    state.setInLayout(true)
    _ = state.didScroll(offset: 0, now: t0)
    state.setInLayout(false)
    #expect(state.layoutDidEnd() == false)
    // What the animation still reports is put back; a set far off it is the app's.
    #expect(state.didScroll(offset: 260, now: t0) == .none)
    #expect(
      state.didScroll(offset: 3000, now: t0)
        == .follow(offset: 3000, phase: .unasked, startsDeadline: true))
  }

  @Test func aStoppedDecelerationsTail_isPutBackAlongItsWay_andAnywhereAfterAResize() {
    func decelerating() -> State {
      var state = resting(at: 2730)
      _ = state.willBeginDragging(offset: 2730)
      _ = state.didScroll(offset: 2729, now: t0)
      state.willEndDragging(target: 2340)
      _ = state.didEndDragging(offset: 2729, willDecelerate: true, now: t0)
      return state
    }
    // An instant jump stopped it: the layout puts it on page 6's offset; what the deceleration
    // still reports from there is put back, the app's set far off it is the app's.
    var jumped = decelerating()
    let stopped = jumped.stop(now: t0)
    #expect(stopped)
    jumped.setInLayout(true)
    _ = jumped.didScroll(offset: 2340, now: t0)
    jumped.setInLayout(false)
    #expect(jumped.didScroll(offset: 2300, now: t0) == .none)
    #expect(
      jumped.didScroll(offset: 0, now: t0)
        == .follow(offset: 0, phase: .unasked, startsDeadline: true))
    // A rotation put it on the reader's page in the new geometry: whatever the deceleration
    // still reports (its old target clamped to the new content, say) is put back.
    var rotated = decelerating()
    rotated.setInLayout(true)
    _ = rotated.didScroll(offset: 5064, now: t0)
    rotated.setInLayout(false)
    let stoppedToo = rotated.stop(now: t0, resized: true)
    #expect(stoppedToo)
    var told = rotated
    #expect(rotated.didScroll(offset: 0, now: t0) == .none)
    #expect(told.didScroll(offset: 0, isDecelerating: true, now: t0) == .none)
    // A report that does not decelerate is not the deceleration's: the app's own offset
    // (`scrollRectToVisible`), followed, after a rotation as after a jump, along its way too.
    #expect(
      told.didScroll(offset: 10, isDecelerating: false, now: t0)
        == .follow(offset: 10, phase: .unasked, startsDeadline: true))
    var jumpedToo = decelerating()
    _ = jumpedToo.stop(now: t0)
    #expect(jumpedToo.didScroll(offset: 2300, isDecelerating: true, now: t0) == .none)
    #expect(
      jumpedToo.didScroll(offset: 2310, isDecelerating: false, now: t0)
        == .follow(offset: 2310, phase: .unasked, startsDeadline: true))
  }

  @Test func aStoppedAnimationsTail_doesNotDecelerate_andIsPutBackAsBefore() {
    var state = resting(at: 0)
    state.didAsk(animatingTo: 780, now: t0)
    _ = state.didScroll(offset: 200, now: t0)
    _ = state.stop(now: t0)
    #expect(state.didScroll(offset: 260, isDecelerating: false, now: t0) == .none)
  }

  @Test func afterTheAppsMotionIsStopped_whatItStillReportsIsFollowed_notFought() {
    var state = resting(at: 0)
    _ = state.didScroll(offset: 2730, now: t0)
    let stopped = state.stop(now: t0)
    #expect(stopped)
    #expect(
      state.didScroll(offset: 0, now: t0)
        == .follow(offset: 0, phase: .unasked, startsDeadline: true))
  }

  @Test func aReleaseHeardBeforeItsTouchLifts_keepsItsPage() {
    // UIKit ends the drag first; the touch lifts after: the release's page, not the nearest.
    var state = resting(at: 749)
    _ = state.touchDown()
    _ = state.willBeginDragging(offset: 749)
    _ = state.didScroll(offset: 816, isTracking: true, now: t0)
    state.willEndDragging(target: 1170, decelerationEnd: 816)
    #expect(
      state.didEndDragging(offset: 816, willDecelerate: false, now: t0)
        == .follow(offset: 816, phase: .tracking))
    #expect(state.touchUp() == .settle(offset: 816, target: 1170))
  }
}

extension PlatformScrollStateAppScrollTests {
  @Test(
    "an asked animation a layout stopped: after a resize all it reports is put back; after an update only what lies on its way (the app's scroll off it is followed)",
    arguments: [false, true])
  func anAskedAnimationStoppedByALayout_putsBackByWhatChanged(newGeometry: Bool) {
    // The host animates 0 → 780 and it reports a frame; the layout of a resize or an update
    // puts it on the pages' offset, 390, and stops it there.
    var state = resting(at: 0)
    state.didAsk(animatingTo: 780, now: t0)
    #expect(
      state.didScroll(offset: 120, now: t0) == .follow(offset: 120, phase: .animating(target: 780)))
    state.setInLayout(true)
    _ = state.didScroll(offset: 390, now: t0)
    state.setInLayout(false)
    state.stop(now: t0, resized: true, newGeometry: newGeometry)
    // A report on its way is its tail either way.
    #expect(state.didScroll(offset: 500, now: t0) == .none)
    // One far off it: after a resize, the old geometry's tail may be anywhere (put back); after
    // an update, the app's own scroll (followed).
    let far = state.didScroll(offset: 1950, now: t0)
    #expect(
      far == (newGeometry ? .none : .follow(offset: 1950, phase: .unasked, startsDeadline: true)))
  }
}
