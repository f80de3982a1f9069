import Folio
import FolioTesting
import Testing

@Suite struct TransitionTests {
  @Test func firstLayout_initialPageGetsWillAppearThenDidAppear() {
    let f = ContainerFixture(count: 5)
    #expect(
      f.recorder.take() == [
        .reloaded(count: 5), .instantiated(controller: article(1)),
        .dequeued(index: 0, page: "p0", controller: article(1), source: .new),
        .will(0, article(1)), .did(0, article(1)), .settled(index: 0),
      ])
    #expect(f.controller(at: 0)?.calls == ["bind(p0)", "willAppear", "didAppear"])
    #expect(f.container.currentIndex == 0)
    f.verify()
  }

  @Test func swipe_incomingWillAppearOutgoingDidDisappearIncomingDidAppear() {
    let f = ContainerFixture(count: 5)
    f.recorder.clear()
    f.driver.swipe(by: 1)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(1, article(2)), .gone(0, article(1)), .did(1, article(2)), .settled(index: 1),
      ])
    #expect(f.container.currentIndex == 1)
    #expect(f.container.visibleIndices == [1])
    f.verify()
  }

  @Test func swipeCancelledAtHalfWay_incomingPageGetsWillAppearThenDidDisappear() {
    let f = ContainerFixture(count: 5)
    f.recorder.clear()
    f.driver.drag(byPages: 0.4)
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(1, article(2)), .gone(1, article(2)), .settled(index: 0),
      ])
    #expect(f.controller(at: 0)?.calls == ["bind(p0)", "willAppear", "didAppear"])
    f.verify()
  }

  @Test func flingFromAShortDrag_goesToTheNextPage() {
    let f = ContainerFixture(count: 5)
    f.recorder.clear()
    f.driver.drag(byPages: 0.1)
    f.driver.release(velocity: 1.5)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 1)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(1, article(2)), .gone(0, article(1)), .did(1, article(2)), .settled(index: 1),
      ])
  }

  @Test func catchDuringGlide_settlesOnNearestPageWithoutAppearingTwice() {
    let f = ContainerFixture(count: 5)
    f.driver.drag(byPages: 0.7)
    f.driver.release(velocity: 0)
    f.driver.advance(by: .milliseconds(50))
    f.recorder.clear()
    f.driver.catchMotion()
    f.driver.runUntilSettled()
    #expect(
      f.recorder.take(.lifecycle) == [
        .gone(0, article(1)), .did(1, article(2)), .settled(index: 1),
      ])
    f.verify()
  }

  @Test func instantJump_oneStepWithoutPagesBetween() throws {
    let f = ContainerFixture(count: 10)
    f.recorder.clear()
    try f.driver.jump(to: 7, animated: false)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(7, article(2)), .gone(0, article(1)), .did(7, article(2)), .settled(index: 7),
        .back(0, article(1)),
      ])
    f.verify()
  }

  @Test func animatedJumpOverSeveralPages_onlySourceAndTargetSeeEvents() throws {
    let f = ContainerFixture(count: 10)
    f.recorder.clear()
    try f.driver.jump(to: 6, animated: true)
    let events = f.recorder.take()
    #expect(
      events.filter { if case .settled = $0 { false } else { true } } == [
        .instantiated(controller: article(2)),
        .dequeued(index: 6, page: "p6", controller: article(2), source: .new),
        .will(6, article(2)), .gone(0, article(1)), .did(6, article(2)), .back(0, article(1)),
      ])
    #expect(f.container.instantiatedCount == 2, "no page between was instantiated")
    #expect(f.source.requests == 2)
    f.verify()
  }

  @Test func animatedJumpDuringFlight_showsSourceAndTargetSliding() throws {
    let f = ContainerFixture(count: 10)
    try f.container.scrollToPage(8, animated: true)
    f.driver.advance(by: .milliseconds(150))
    #expect(f.container.visibleIndices == [0, 8])
    let placements = f.container.placements
    #expect(placements.count == 2)
    #expect(placements[0].index == 0 && placements[0].offset < 0 && placements[0].offset > -1)
    #expect(
      placements[1].index == 8 && abs(placements[1].offset - (1 + placements[0].offset)) < 1e-9)
    f.driver.runUntilSettled()
    #expect(f.container.placements == [PagePlacement(index: 8, offset: 0)])
  }

  @Test func animatedJumpRetargeted_theOldTargetSlidesOutAheadOfTheNewOne() throws {
    let f = ContainerFixture(count: 12)
    f.recorder.clear()
    try f.container.scrollToPage(9, animated: true)
    f.driver.advance(by: .milliseconds(100))
    let before = f.container.placements
    try f.container.scrollToPage(4, animated: true)
    // The course changes where the pages are: nothing snaps; page 4 comes in past page 9 (at
    // this instant it lies wholly past it, out of view: not shown yet).
    #expect(f.container.placements == before)
    while !f.container.visibleIndices.contains(4), f.container.phase != .resting {
      f.driver.advance(by: .milliseconds(16))
    }
    let offsets = Dictionary(
      uniqueKeysWithValues: f.container.placements.map { ($0.index, $0.offset) })
    #expect(offsets[9] != nil && (offsets[4] ?? 0) > (offsets[9] ?? 1), "\(offsets)")
    f.driver.runUntilSettled()
    // Page 0 slides out first, then page 9, as page 4 comes in.
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(9, article(2)), .will(4, article(3)), .gone(0, article(1)), .gone(9, article(2)),
        .did(4, article(3)), .settled(index: 4), .back(0, article(1)), .back(9, article(2)),
      ])
    f.verify()
  }

  @Test func touchDuringAnimatedJump_completesItThenDrags() throws {
    let f = ContainerFixture(count: 10)
    try f.container.scrollToPage(5, animated: true)
    f.driver.advance(by: .milliseconds(100))
    f.recorder.clear()
    f.driver.drag(byPages: -0.2)
    #expect(
      f.recorder.take(.lifecycle) == [
        .gone(0, article(1)), .did(5, article(2)), .settled(index: 5), .back(0, article(1)),
        .will(4, article(1)),
      ])
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 5)
    f.verify()
  }

  @Test func neighbourJumpAnimated_isAPlainSwipe() throws {
    let f = ContainerFixture(count: 5)
    f.recorder.clear()
    try f.driver.jump(to: 1, animated: true)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(1, article(2)), .gone(0, article(1)), .did(1, article(2)), .settled(index: 1),
      ])
  }
}
