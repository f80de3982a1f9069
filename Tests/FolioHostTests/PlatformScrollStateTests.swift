import FolioHost
import Testing

/// The followed scroll view's state alone: input → output, as SwiftNIO tests its state
/// machines.
@Suite struct PlatformScrollStateTests {
  typealias State = PlatformScrollState
  private let t0 = Duration.seconds(1)

  /// A state resting at `offset`.
  private func resting(at offset: Double = 0) -> State { State.resting(at: offset, now: t0) }

  @Test func aDrag_isTracking_thenItsReleaseDecelerates_thenSettles() {
    var state = resting()
    // At rest, the drag moves the pages with its first report, as the container's own drag
    // begins with its first move past the slop.
    #expect(state.willBeginDragging(offset: 0) == .none)
    #expect(state.didScroll(offset: 40, now: t0) == .follow(offset: 40, phase: .tracking))
    state.willEndDragging(target: 390)
    #expect(
      state.didEndDragging(offset: 40, willDecelerate: true, now: t0)
        == .follow(offset: 40, phase: .decelerating(target: 390), startsDeadline: true))
    #expect(
      state.didScroll(offset: 300, now: t0)
        == .follow(offset: 300, phase: .decelerating(target: 390)))
    #expect(
      state.motionDidEnd(offset: 390, now: t0) == .settle(offset: 390, target: 390))
    #expect(state.rests)
  }

  @Test func aDragThatCatchesADeceleration_holdsThePagesAtOnce() {
    var state = resting()
    _ = state.willBeginDragging(offset: 0)
    _ = state.didScroll(offset: 40, now: t0)
    state.willEndDragging(target: 390)
    _ = state.didEndDragging(offset: 40, willDecelerate: true, now: t0)
    _ = state.didScroll(offset: 200, now: t0)
    #expect(state.willBeginDragging(offset: 210) == .follow(offset: 210, phase: .tracking))
    #expect(state.didScroll(offset: 215, now: t0) == .follow(offset: 215, phase: .tracking))
  }

  @Test func aDragThatDoesNotDecelerate_settlesTowardItsReleaseTarget() {
    var state = resting()
    _ = state.willBeginDragging(offset: 0)
    _ = state.didScroll(offset: 170, now: t0)
    state.willEndDragging(target: 390)
    #expect(
      state.didEndDragging(offset: 170, willDecelerate: false, now: t0)
        == .settle(offset: 170, target: 390))
  }

  @Test func reportsInsideTheHostsLayout_areCorrections() {
    var state = resting(at: 780)
    state.setInLayout(true)
    #expect(state.didScroll(offset: 1560, isTracking: true, now: t0) == .none)
    #expect(state.rests && state.offset == 1560)
    state.setInLayout(false)
  }

  @Test func aTouchAtRest_holdsNothing_andItsLiftSaysNothing() {
    var state = resting()
    #expect(state.touchDown() == .none)
    #expect(state.touchUp() == .none)
    #expect(state.rests && !state.pannedByTouch)
  }

  @Test func aTouchOnADeceleration_holdsIt_whateverUIKitThenSays_andTheLiftSettles() {
    for reportsStop in [false, true] {
      var state = resting()
      _ = state.willBeginDragging(offset: 0)
      state.willEndDragging(target: 390)
      _ = state.didEndDragging(offset: 20, willDecelerate: true, now: t0)
      _ = state.didScroll(offset: 237, now: t0)
      #expect(state.touchDown() == .follow(offset: 237, phase: .tracking))
      if reportsStop {
        #expect(state.motionDidEnd(offset: 237, isTracking: true, now: t0) == .none)
      }
      #expect(state.deadline == nil, "a touch's hold waits for the touch")
      #expect(state.touchUp() == .settle(offset: 237, target: nil))
    }
  }

  @Test func aStopReportedBeforeTheTouch_holds_untilTheTouchComes_orLetsGo() {
    var state = resting()
    _ = state.willBeginDragging(offset: 0)
    state.willEndDragging(target: 390)
    _ = state.didEndDragging(offset: 20, willDecelerate: true, now: t0)
    #expect(
      state.motionDidEnd(offset: 100, isTracking: true, now: t0)
        == .follow(offset: 100, phase: .tracking, startsDeadline: true))
    #expect(state.deadline == t0 + State.quietPeriod)
    var confirmed = state
    _ = confirmed.touchDown()
    #expect(confirmed.deadline == nil)
    #expect(
      state.timePassed(now: t0 + State.quietPeriod) == .settle(offset: 100, target: nil))
  }

  @Test func anOffsetUnderAStillFinger_isHeld_andTheLiftSettles() {
    var state = resting(at: 780)
    _ = state.touchDown()
    #expect(state.didScroll(offset: 900, now: t0) == .follow(offset: 900, phase: .tracking))
    #expect(state.touchUp() == .settle(offset: 900, target: nil))
  }

  @Test func aScrollNobodyAsked_isFollowed_andEndsAtItsEndOrWhenQuiet() {
    var state = resting()
    #expect(
      state.didScroll(offset: 100, now: t0)
        == .follow(offset: 100, phase: .unasked, startsDeadline: true))
    #expect(state.deadline == t0 + State.quietPeriod)
    var animated = state
    #expect(animated.motionDidEnd(offset: 250, now: t0) == .settle(offset: 250, target: nil))
    #expect(state.timePassed(now: t0 + .milliseconds(100)) == .none)
    #expect(
      state.timePassed(now: t0 + State.quietPeriod) == .settle(offset: 100, target: nil))
  }

  @Test func anAnimationTheHostAsked_isAnimating_andRestsOnItsTargetIfItNeverRuns() {
    var state = resting()
    state.didAsk(animatingTo: 780, now: t0)
    var run = state
    #expect(
      run.didScroll(offset: 300, now: t0) == .follow(offset: 300, phase: .animating(target: 780)))
    var stoppedDeceleration = run
    #expect(
      run.motionDidEnd(offset: 780, now: t0, endsAnimation: true)
        == .settle(offset: 780, target: 780))
    #expect(state.timePassed(now: t0 + State.quietPeriod) == .rest(target: 780))
    // The end of a deceleration the asked animation stopped (UIKit may say so from inside the
    // set) is not its end: it runs on.
    #expect(stoppedDeceleration.motionDidEnd(offset: 300, now: t0) == .none)
    #expect(!stoppedDeceleration.rests)
  }

  @Test func aPhaseTheGivenPlatformSays_isTrusted() {
    var state = resting()
    #expect(
      state.report(offset: 30, phase: .tracking, now: t0) == .follow(offset: 30, phase: .tracking))
    #expect(
      state.report(offset: 60, phase: .decelerating(targetOffset: 390), now: t0)
        == .follow(offset: 60, phase: .decelerating(target: 390), startsDeadline: true))
    #expect(
      state.report(offset: 390, phase: .resting, now: t0) == .settle(offset: 390, target: nil))
  }
}
