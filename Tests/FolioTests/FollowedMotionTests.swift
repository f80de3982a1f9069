import Folio
import FolioTesting
import Testing

/// The transition's followed input on its own: another scroll view owns the position.
@Suite struct FollowedTransitionTests {
  private static let timing = PageTransition.Timing(
    threshold: 0.5, glide: .milliseconds(300), animation: .milliseconds(300))

  private func loaded(_ count: Int, looping: Bool = false) -> PageTransition {
    var transition = PageTransition(timing: Self.timing)
    transition.setLooping(looping, minimum: 2)
    transition.pagesChanged(
      count: count, current: nil, currentReplaced: false, position: 0, target: nil,
      change: .reload, at: .zero)
    _ = transition.takeOwed()
    return transition
  }

  @Test func trackingThenDeceleratingThenResting_followsEveryReport_andTheClockMovesNothing() {
    var transition = loaded(5)
    transition.follow(.tracking, position: 0.3, at: .zero)
    #expect(transition.phase == .tracking && transition.position == 0.3)
    transition.follow(.decelerating(toward: 1), position: 0.5, at: .milliseconds(16))
    #expect(transition.target == 1 && transition.position == 0.5 && !transition.movesWithClock)
    transition.tick(at: .seconds(10))
    #expect(transition.position == 0.5, "the clock never advances a followed motion")
    #expect(transition.takeOwed() == .init(phase: true), "plugins hear the tracking and glide")
    transition.follow(.decelerating(toward: 1), position: 0.9, at: .milliseconds(32))
    #expect(transition.position == 0.9 && transition.takeOwed() == .init())
    transition.follow(.resting, position: 1, at: .milliseconds(48))
    #expect(transition.phase == .resting && transition.current == 1 && transition.position == 1)
    #expect(transition.takeOwed() == .init(settle: true, phase: true))
    transition.follow(.resting, position: 1, at: .milliseconds(64))
    #expect(transition.takeOwed() == .init(), "resting again on the settled page owes nothing")
  }

  @Test func animatingFarFromRest_isAJump_thatStaysOneAsItNearsItsTarget() {
    var transition = loaded(20)
    transition.follow(.animating(toward: 9), position: 0.2, at: .zero)
    #expect(transition.isJumping && transition.target == 9)
    guard case .jumping(let first) = transition.phase else { return }
    transition.follow(.animating(toward: 9), position: 8.5, at: .milliseconds(100))
    #expect(transition.isJumping && transition.phase == .jumping(first), "the same motion goes on")
    transition.follow(.animating(toward: 4), position: 8.6, at: .milliseconds(120))
    #expect(transition.isJumping && transition.target == 4, "a new target is a retarget")
    transition.follow(.animating(toward: 1), position: 0.5, at: .zero)
    #expect(transition.isJumping, "a running jump stays one, even to a near page")
  }

  @Test(
    "pages inserted past the end a bounce is past make it a position: what is drawn stays put",
    arguments: [-0.25, 0.25])
  func pagesInsertedPastABouncesEnd_makeItAPosition(bounce: Double) {
    var transition = loaded(3)
    let end = bounce < 0 ? 0.0 : 2.0
    transition.follow(.tracking, position: end + bounce, at: .zero)
    #expect(transition.position == end && transition.overscroll == bounce)
    // One page before the first (the page shown moves to 1), or after the last.
    let position = bounce < 0 ? 1.0 : 2.0
    transition.pagesChanged(
      count: 4, current: Int(position), currentReplaced: false, position: position,
      target: nil, change: .reload, at: .milliseconds(16))
    #expect(transition.position == position + bounce && transition.overscroll == 0)
    // Against its end still (a page inserted after the first), the bounce stays one.
    var against = loaded(3)
    against.follow(.tracking, position: -0.25, at: .zero)
    against.pagesChanged(
      count: 4, current: 0, currentReplaced: false, position: 0, target: nil, change: .reload,
      at: .milliseconds(16))
    #expect(against.position == 0 && against.overscroll == -0.25)
  }

  @Test func animatingToANeighbour_animates() {
    var transition = loaded(5)
    transition.follow(.animating(toward: 1), position: 0.1, at: .zero)
    guard case .animating = transition.phase else {
      Issue.record("expected an animation, got \(transition.phase)")
      return
    }
    #expect(transition.target == 1)
  }

  @Test(arguments: [-30.0, 1e300, -.infinity, .nan])
  func positionsPastTheEnds_areClamped_notFiniteIgnored(position: Double) {
    var transition = loaded(3)
    transition.follow(.tracking, position: 1.5, at: .zero)
    transition.follow(.tracking, position: position, at: .zero)
    if position.isFinite {
      #expect(transition.position == (position < 0 ? 0 : 2))
    } else {
      #expect(transition.position == 1.5)
    }
    transition.follow(.resting, position: position, at: .zero)
    #expect(transition.isResting == position.isFinite)
    if position.isFinite { #expect(transition.position == Double(transition.current ?? -1)) }
  }

  @Test func aroundARing_unwrappedReportsWrap_andTargetsAreTakenTheWayTheyLie() {
    var transition = loaded(4, looping: true)
    transition.follow(.tracking, position: 3.5, at: .zero)
    #expect(transition.position == 3.5)
    transition.follow(.decelerating(toward: 4), position: 3.8, at: .zero)
    #expect(transition.target == 0 && transition.direction == .forward)
    transition.follow(.decelerating(toward: 4), position: 4.1, at: .zero)
    #expect(abs(transition.position - 0.1) < 1e-12 && transition.target == 0)
    transition.follow(.resting, position: 4, at: .zero)
    #expect(transition.current == 0 && transition.position == 0)
    transition.follow(.tracking, position: 9.75, at: .zero)
    #expect(transition.position == 1.75)
    transition.follow(.resting, position: -1, at: .zero)
    #expect(transition.current == 3 && transition.position == 3)
  }

  @Test func withNoPages_nothingHappens() {
    var transition = PageTransition(timing: Self.timing)
    transition.follow(.tracking, position: 1, at: .zero)
    transition.follow(.resting, position: 1, at: .zero)
    #expect(transition.phase == .resting && transition.current == nil)
    #expect(transition.takeOwed() == .init())
  }
}

/// The container following another scroll view: the same lifecycle as its own motion.
@Suite struct FollowedContainerTests {
  @Test func aFollowedSwipe_deliversTheSwipesEvents() throws {
    let fixture = ContainerFixture(count: 5)
    try fixture.harness.expect([
      "willAppear 0 p0 ArticlePage#1", "didAppear 0 p0 ArticlePage#1", "settle 0",
    ])
    fixture.harness.skip()
    let container = fixture.container
    container.follow(position: 0.2, motion: .tracking)
    #expect(container.phase == .tracking)
    container.follow(position: 0.6, motion: .decelerating(toward: 1))
    #expect(container.phase == .gliding(toward: 1))
    fixture.clock.runUntilIdle()
    #expect(container.position == 0.6, "the clock does not move a followed glide")
    container.follow(position: 1, motion: .resting)
    try fixture.harness.expect([
      "willAppear 1 p1 ArticlePage#2", "didDisappear 0 p0 ArticlePage#1",
      "didAppear 1 p1 ArticlePage#2", "settle 1",
    ])
    fixture.harness.skip()
    try fixture.harness.finish()
  }

  @Test func aFollowedFarAnimation_showsOnlyItsEnds_whateverPositionsPass() throws {
    let fixture = ContainerFixture(count: 30)
    fixture.harness.skip()
    let container = fixture.container
    var position = 0.0
    while position < 20 {
      container.follow(position: position, motion: .animating(toward: 20))
      #expect(container.visibleIndices.allSatisfy { $0 == 0 || $0 == 20 })
      position += 0.37
    }
    container.follow(position: 20, motion: .resting)
    try fixture.harness.expect([
      "willAppear 20 p20 ArticlePage#2", "didDisappear 0 p0 ArticlePage#1",
      "didAppear 20 p20 ArticlePage#2", "settle 20", "reclaimed 0 p0 ArticlePage#1",
    ])
    #expect(fixture.container.instantiatedCount == 2)
    fixture.harness.skip()
    try fixture.harness.finish()
  }

  @Test func aTouchDuringAFollowedJump_completesIt_andTheFingerGoesOnFromItsTarget() throws {
    let fixture = ContainerFixture(count: 30)
    fixture.harness.skip()
    let container = fixture.container
    container.follow(position: 0, motion: .animating(toward: 10))
    // The finger catches the jump half-way: it completes; the pages between stay untold.
    container.follow(position: 5.5, motion: .tracking)
    try fixture.harness.expect([
      "willAppear 10 p10 ArticlePage#2", "didDisappear 0 p0 ArticlePage#1",
      "didAppear 10 p10 ArticlePage#2", "settle 10", "reclaimed 0 p0 ArticlePage#1",
    ])
    // The finger holds the pages there, as it does the container's own caught jump.
    #expect(container.phase == .tracking && container.position == 10)
    // The scroll view is put on the target; the finger pans from there.
    container.follow(position: 10, motion: .tracking)
    container.follow(position: 9.6, motion: .tracking)
    try fixture.harness.expect(["willAppear 9 p9 ArticlePage#1"])
    container.follow(position: 10, motion: .resting)
    try fixture.harness.expect(["didDisappear 9 p9 ArticlePage#1", "settle 10"])
    #expect(container.currentIndex == 10)
    fixture.harness.skip()
    try fixture.harness.finish()
  }

  /// A report that moves the pages as a jump begins (a scroll view set elsewhere, then
  /// animated): the jump starts from what the scroll view shows, so the page it shows is
  /// shown, and only it and the target are shown until the jump ends.
  @Test func aFollowedJumpStartingElsewhere_startsFromThePagesTheScrollViewShows() throws {
    let fixture = ContainerFixture(count: 30)
    fixture.harness.skip()
    let container = fixture.container
    container.follow(position: 3, motion: .animating(toward: 10))
    #expect(container.visibleIndices == [3], "the scroll view shows page 3, not page 0")
    var position = 3.0
    while position < 10 {
      container.follow(position: position, motion: .animating(toward: 10))
      #expect(container.visibleIndices.allSatisfy { $0 == 3 || $0 == 10 })
      position += 0.37
    }
    container.follow(position: 10, motion: .resting)
    try fixture.harness.expect([
      "willAppear 3 p3 ArticlePage#2", "didDisappear 0 p0 ArticlePage#1",
      "willAppear 10 p10 ArticlePage#3", "didDisappear 3 p3 ArticlePage#2",
      "didAppear 10 p10 ArticlePage#3", "settle 10", "reclaimed 0 p0 ArticlePage#1",
      "reclaimed 3 p3 ArticlePage#2",
    ])
    fixture.harness.skip()
    try fixture.harness.finish()
  }

  @Test func aLoopingFollowedReport_farOutside_wrapsWithoutOverflow() throws {
    let fixture = ContainerFixture(count: 20)
    fixture.container.loops = true
    fixture.harness.skip()
    for reported in [1e19, -1e19, 1e300, -1e300, .greatestFiniteMagnitude] {
      fixture.container.follow(position: reported, motion: .tracking)
      fixture.container.follow(position: reported, motion: .decelerating(toward: Int.max))
      fixture.container.follow(position: reported, motion: .resting)
      #expect(fixture.container.phase == .resting, "\(reported)")
      #expect((0..<20).contains(fixture.container.currentIndex ?? -1), "\(reported)")
    }
    fixture.harness.skip()
    try fixture.harness.finish()
  }

  @Test func reportsWithAnEmptyViewport_changeNothing() throws {
    let fixture = ContainerFixture(count: 3)
    fixture.harness.skip()
    fixture.container.setViewportSize(.zero)
    fixture.harness.skip()
    fixture.container.follow(position: 2, motion: .resting)
    #expect(fixture.container.currentIndex == 0)
    try fixture.harness.expect([])
    fixture.harness.skip()
    try fixture.harness.finish()
  }
}
