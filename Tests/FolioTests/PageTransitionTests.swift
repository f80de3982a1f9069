import Folio
import Testing

/// The container's transition state on its own, input → output, without controllers or views.
@Suite struct PageTransitionTests {
  private static let timing = PageTransition.Timing(
    threshold: 0.5, glide: .milliseconds(300), animation: .milliseconds(300))

  /// A transition over `count` pages, loaded and settled on page 0.
  private func loaded(_ count: Int) -> PageTransition {
    var transition = PageTransition(timing: Self.timing)
    transition.pagesChanged(
      count: count, current: nil, currentReplaced: false, position: 0, target: nil,
      change: .reload, at: .zero)
    return transition
  }

  @Test func firstLoad_restsOnPageZero_owesASettleAndTheReload() {
    var transition = loaded(5)
    #expect(transition.phase == .resting && transition.current == 0 && transition.position == 0)
    #expect(transition.takeOwed() == .init(settle: true, dataChange: .reload))
    #expect(transition.takeOwed() == .init())
  }

  @Test func touchDragRelease_glidesToTheNextPage_thenRestsExactlyOnIt() {
    var transition = loaded(5)
    _ = transition.takeOwed()
    transition.touchDown()
    #expect(transition.phase == .tracking)
    transition.drag(by: 0.6)
    #expect(transition.position == 0.6 && transition.direction == .forward)
    transition.release(velocity: 2, at: .zero)
    guard case .gliding(let motion) = transition.phase else {
      Issue.record("expected a glide, got \(transition.phase)")
      return
    }
    #expect(motion.to == 1 && motion.from == 0.6)
    #expect(transition.takeOwed() == .init(phase: true), "plugins hear the glide")
    transition.tick(at: .milliseconds(150))
    #expect(transition.position > 0.6 && transition.position < 1)
    #expect(transition.takeOwed() == .init(), "a frame of it owes nothing")
    transition.tick(at: .milliseconds(300))
    #expect(transition.phase == .resting && transition.current == 1 && transition.position == 1)
    #expect(transition.takeOwed() == .init(settle: true, phase: true))
  }

  @Test(arguments: [
    (0.3, 0.0, 0), (0.6, 0.0, 1), (0.3, 0.51, 1), (0.7, -0.51, 0), (0.3, Double.infinity, 1),
    (0.7, -Double.infinity, 0), (0.4, Double.nan, 0), (0.4, 1e307, 1),
  ])
  func release_picksThePageByPositionAndVelocity(position: Double, velocity: Double, page: Int) {
    var transition = loaded(5)
    transition.touchDown()
    transition.drag(by: position)
    transition.release(velocity: velocity, at: .zero)
    transition.tick(at: .seconds(1))
    #expect(transition.current == page && transition.position == Double(page))
  }

  @Test func releaseOnAPage_restsAtOnce_owingASettle() {
    var transition = loaded(5)
    _ = transition.takeOwed()
    transition.touchDown()
    transition.release(velocity: 0, at: .zero)
    #expect(transition.phase == .resting)
    #expect(transition.takeOwed() == .init(settle: true, phase: true))
  }

  @Test func animatedScrollOverOnePage_animates_overMore_jumps_retargetsStayAJump() {
    var transition = loaded(20)
    transition.scroll(to: 1, animated: true, at: .zero)
    #expect(
      transition.phase
        == .animating(
          PageMotion(curve: .easeInOut, from: 0, to: 1, start: .zero, duration: .milliseconds(300)))
    )
    transition.scroll(to: 9, animated: true, at: .milliseconds(100))
    #expect(transition.isJumping && transition.target == 9)
    transition.tick(at: .milliseconds(200))
    transition.scroll(
      to: transition.current.map { $0 + 1 } ?? 1, animated: true, at: .milliseconds(200))
    #expect(transition.isJumping, "a running jump stays one, even to a near page")
    transition.tick(at: .seconds(1))
    #expect(transition.phase == .resting && transition.position == 1)
  }

  @Test func instantScroll_restsAtOnceFromAnyPhase() {
    var transition = loaded(20)
    transition.scroll(to: 9, animated: true, at: .zero)
    transition.scroll(to: 4, animated: false, at: .milliseconds(50))
    #expect(transition.phase == .resting && transition.current == 4 && transition.position == 4)
    #expect(transition.direction == .forward)
    transition.touchDown()
    transition.drag(by: -0.2)
    transition.scroll(to: 2, animated: false, at: .milliseconds(60))
    #expect(transition.phase == .resting && transition.position == 2)
    #expect(transition.direction == .backward)
  }

  @Test func touchDuringAJump_isIgnoredUntilTheJumpIsCompleted() {
    var transition = loaded(20)
    transition.scroll(to: 12, animated: true, at: .zero)
    transition.touchDown()
    #expect(transition.isJumping)
    transition.completeJump()
    #expect(transition.phase == .resting && transition.current == 12)
    transition.touchDown()
    #expect(transition.phase == .tracking)
  }

  @Test func zeroDurations_restAtOnce() {
    var transition = PageTransition(
      timing: .init(threshold: 0.5, glide: .zero, animation: .zero))
    transition.pagesChanged(
      count: 4, current: nil, currentReplaced: false, position: 0, target: nil, change: .reload,
      at: .zero)
    transition.scroll(to: 3, animated: true, at: .zero)
    #expect(transition.phase == .resting && transition.current == 3)
    transition.touchDown()
    transition.drag(by: -0.7)
    transition.release(velocity: 0, at: .zero)
    #expect(transition.phase == .resting && transition.current == 2 && transition.position == 2)
  }

  @Test(arguments: [Double.nan, -1, .infinity])
  func badThresholds_areClamped(threshold: Double) {
    let timing = PageTransition.Timing(threshold: threshold, glide: .zero, animation: .zero)
    #expect(timing.flingThreshold >= 0 && !timing.flingThreshold.isNaN)
    var transition = PageTransition(timing: timing)
    transition.pagesChanged(
      count: 4, current: nil, currentReplaced: false, position: 0, target: nil, change: .reload,
      at: .zero)
    transition.touchDown()
    transition.release(velocity: 0, at: .zero)
    #expect(transition.current == 0, "a release at rest with no velocity never flings")
  }

  @Test func pagesChangedDuringAGlide_goesOnFromTheNewPositionToTheNewTarget() {
    var transition = loaded(10)
    transition.touchDown()
    transition.drag(by: 0.5)
    transition.release(velocity: 2, at: .zero)
    transition.tick(at: .milliseconds(100))
    // Two pages inserted before: everything moves up by two.
    transition.pagesChanged(
      count: 12, current: 2, currentReplaced: false, position: transition.position + 2, target: 3,
      change: .update(PageChanges(inserts: [0, 1])), at: .milliseconds(100))
    #expect(transition.target == 3 && transition.position > 2 && transition.position < 3)
    transition.tick(at: .seconds(1))
    #expect(transition.current == 3 && transition.position == 3)
    #expect(transition.takeOwed().settle)
  }

  @Test func pagesChangedAtRest_settlesOnlyWhenTheCurrentPageIsAnotherOne() {
    var transition = loaded(10)
    _ = transition.takeOwed()
    transition.pagesChanged(
      count: 11, current: 1, currentReplaced: false, position: 1, target: nil,
      change: .update(PageChanges(inserts: [0])), at: .zero)
    #expect(transition.position == 1 && !transition.takeOwed().settle)
    transition.pagesChanged(
      count: 10, current: 1, currentReplaced: true, position: 1, target: nil,
      change: .update(PageChanges(deletes: [1])), at: .zero)
    #expect(transition.takeOwed().settle)
    transition.pagesChanged(
      count: 0, current: nil, currentReplaced: true, position: 0, target: nil, change: .reload,
      at: .zero)
    #expect(transition.current == nil && transition.phase == .resting)
  }

  @Test func drag_staysWithinThePages_ignoresNotANumber() {
    var transition = loaded(3)
    transition.touchDown()
    transition.drag(by: .infinity)
    #expect(transition.position == 2)
    transition.drag(by: .nan)
    #expect(transition.position == 2)
    transition.drag(by: -1e300)
    #expect(transition.position == 0)
  }
}
