import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// Followed motion: a platform scroll view owns the offset; the container follows it with the
/// same lifecycle, whatever the offsets do.
@Suite struct HostFollowedTests {
  private func lifecycle(_ events: PageEventRecorder) -> [String] {
    events.events(.lifecycle).map(\.description)
  }

  @Test func aSwipe_onThePlatformScrollView_deliversTheSameLifecycleAsOwned() throws {
    var logs: [[String]] = []
    for motion in [HostMotion.owned, .followed] {
      let screen = Screen(count: 5, motion: motion)
      let events = PageEventRecorder()
      screen.container.addEventObserver(events)
      screen.harness.swipe(.forward)
      screen.harness.runUntilIdle()
      screen.harness.swipe(.forward)
      screen.harness.runUntilIdle()
      #expect(screen.container.currentIndex == 2)
      logs.append(lifecycle(events))
      try screen.harness.finish()
    }
    #expect(logs[0] == logs[1])
  }

  @Test(
    "without the rubber band, a drag past an end and back moves as owned's: the travel past the end is dropped",
    arguments: [false, true])
  func aDragPastAnEndAndBack_withoutBounce_isOwneds(atTheEnd: Bool) throws {
    var outcomes: [[String]] = []
    for motion in [HostMotion.owned, .followed] {
      let screen = Screen(count: 3, motion: motion)
      let harness = screen.harness
      harness.platform?.bounces = false
      if atTheEnd {
        try screen.container.scrollToPage(2, animated: false)
        harness.layout()
      }
      let events = PageEventRecorder()
      screen.container.addEventObserver(events)
      // Past the end by 150 points, then back 300: the pages move 150 the other way.
      let sign: Double = atTheEnd ? -1 : 1
      harness.touchDown(at: Point(x: 200, y: 400))
      harness.touchMoved(to: Point(x: 200 + sign * 150, y: 400))
      harness.touchMoved(to: Point(x: 200 - sign * 150, y: 400))
      let position = screen.container.position
      harness.advance(by: .milliseconds(300))
      harness.touchUp()
      harness.runUntilIdle()
      outcomes.append(
        ["\(position)", "\(screen.container.currentIndex as Any)"] + lifecycle(events))
      try harness.finish()
    }
    #expect(outcomes[0] == outcomes[1])
  }

  @Test func theHostSetsThePlatformsTarget_toAPage_byTheContainersRule() throws {
    let screen = Screen(
      count: 5, viewport: Size(width: 400, height: 300), scale: 2, motion: .followed)
    let platform = try #require(screen.harness.platform)
    screen.harness.touchDown(at: Point(x: 300, y: 100))
    screen.harness.touchMoved(to: Point(x: 250, y: 100), after: .milliseconds(200))
    var target = 123.0
    // Slow: back to page 0. Fast toward higher offsets: page 1.
    screen.host.platformWillEndDragging(velocity: 10, targetOffset: &target)
    #expect(target == 0)
    screen.host.platformWillEndDragging(velocity: 1500, targetOffset: &target)
    #expect(target == 400)
    screen.harness.touchUp()
    screen.harness.runUntilIdle()
    #expect(platform.offset == 0 || platform.offset == 400)
    try screen.harness.finish()
  }

  @Test func aBouncePastTheStart_drawsThePagesShifted_andRestsOnPageZero() throws {
    let screen = Screen(
      count: 3, viewport: Size(width: 300, height: 300), scale: 1, motion: .followed)
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    screen.harness.touchDown(at: Point(x: 100, y: 100))
    screen.harness.touchMoved(to: Point(x: 210, y: 100))
    // 100 points past the slop, rubber-banded as UIKit does: (1 - 1 / (100 × 0.55 / 300 + 1))
    // × 300 ≈ 46.48, drawn at 46 on the grid.
    let banded = (1 - 1 / (100 * 0.55 / 300 + 1)) * 300
    #expect(abs((screen.harness.platform?.offset ?? 0) + banded) < 1e-9)
    #expect(screen.container.position == 0)
    #expect(abs(screen.container.overscroll + banded / 300) < 1e-12)
    #expect(screen.host.frames.map(\.frame.origin.x) == [46])
    #expect(abs(screen.host.bounceOffset - banded) < 1e-9)
    screen.harness.touchUp(after: .milliseconds(100))
    screen.harness.runUntilIdle()
    #expect(screen.host.frames.map(\.frame.origin.x) == [0])
    #expect(lifecycle(events) == ["settle 0"])
    try screen.harness.finish()
  }

  @Test func aProgrammaticFarJump_isThePlatformsAnimation_showingOnlyItsEnds() throws {
    let screen = Screen(
      count: 40, viewport: Size(width: 320, height: 480), scale: 2, motion: .followed,
      plugins: .none)  // no range: only the jump's ends are made
    let platform = try #require(screen.harness.platform)
    try screen.container.scrollToPage(25, animated: true)
    #expect(screen.rules.platformScrolls == [25 * 320])
    var seen = Set<Int>()
    while screen.harness.displayLink.isRunning {
      screen.harness.advance(by: .milliseconds(16))
      seen.formUnion(screen.container.visibleIndices)
      #expect(screen.host.frames.count <= 2)
    }
    #expect(seen == [0, 25])
    #expect(platform.offset == 25 * 320 && screen.container.currentIndex == 25)
    #expect(screen.container.instantiatedCount == 2)
    try screen.harness.finish()
  }

  @Test func pagesInsertedBeforeTheCurrentOne_midDrag_moveThePlatformWithThem() throws {
    let screen = Screen(
      count: 6, viewport: Size(width: 300, height: 300), scale: 1, motion: .followed)
    try screen.container.scrollToPage(2, animated: false)
    screen.harness.runUntilIdle()
    let platform = try #require(screen.harness.platform)
    #expect(platform.offset == 600)
    screen.harness.touchDown(at: Point(x: 200, y: 100))
    screen.harness.touchMoved(to: Point(x: 140, y: 100))
    screen.cards.pages.insert(Card(id: "new"), at: 0)
    screen.container.performUpdates()
    screen.harness.advance(by: .milliseconds(16))
    #expect(screen.container.count == 7)
    #expect(
      abs(platform.offset - 950) < 1e-9, "the platform moved with the pages: \(platform.offset)")
    screen.harness.touchMoved(to: Point(x: 200, y: 100), after: .milliseconds(300))
    screen.harness.touchUp(after: .milliseconds(200))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 3 && platform.offset == 900)
    try screen.harness.finish()
  }

  @Test func rightToLeft_pageZeroIsAtTheContentsRightEnd() throws {
    let screen = Screen(
      count: 4, viewport: Size(width: 300, height: 300), scale: 1, motion: .followed,
      direction: .rightToLeft)
    let platform = try #require(screen.harness.platform)
    #expect(screen.host.platformContentLength == 1200)
    #expect(platform.offset == 900, "put at page 0 by the first layout")
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1 && platform.offset == 600)
    try screen.harness.finish()
  }

  @Test func aRing_startsInTheMiddleRing_andIsBroughtBackThereAtRest() throws {
    let screen = Screen(
      count: 3, viewport: Size(width: 100, height: 100), scale: 1, motion: .followed, loops: true)
    let platform = try #require(screen.harness.platform)
    #expect(screen.host.platformContentLength == 1500)
    #expect(platform.offset == 600)
    for _ in 0..<4 {
      screen.harness.swipe(.backward)
      screen.harness.runUntilIdle()
    }
    #expect(screen.container.currentIndex == 2)
    #expect(platform.offset == 800, "back in the middle ring: \(platform.offset)")
    try screen.harness.finish()
  }

  @Test func aTargetChangedMidFlight_isFollowed() throws {
    let screen = Screen(
      count: 10, viewport: Size(width: 100, height: 100), scale: 1, motion: .followed)
    let platform = try #require(screen.harness.platform)
    try screen.container.scrollToPage(3, animated: true)
    screen.harness.advance(by: .milliseconds(100))
    #expect(screen.container.phase == .jumping(toward: 3))
    #expect(platform.phase == .animating(target: 300))
    try screen.container.scrollToPage(1, animated: true)
    // The scroll view is asked again, and reports the new target with its next frame.
    screen.harness.advance(by: .milliseconds(17))
    #expect(screen.container.phase == .jumping(toward: 1), "a running jump stays one")
    #expect(platform.phase == .animating(target: 100))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test func reportsInOwnedMotion_andBadOffsets_areIgnored() throws {
    let screen = Screen(count: 3)
    screen.host.platformDidScroll(offset: 500, phase: .resting)
    #expect(screen.container.currentIndex == 0 && screen.host.wantedPlatformOffset == nil)
    let followed = Screen(count: 3, motion: .followed)
    followed.host.platformDidScroll(offset: .nan, phase: .tracking)
    followed.host.platformDidScroll(offset: -.infinity, phase: .resting)
    #expect(followed.container.phase == .resting && followed.container.currentIndex == 0)
    try screen.harness.finish()
    try followed.harness.finish()
  }
}
