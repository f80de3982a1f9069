import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

/// What an outside audit tried from the public API; each once broke a rule.
///
/// Numbers no platform sends, a viewport that empties mid-motion, a finger on a far jump in
/// followed motion, a second finger, a host that ended, a coordinator never added to the
/// container.
@Suite struct HostEdgeTests {
  private let middle = Point(x: 195, y: 422)

  private func onGrid(_ screen: Screen) -> Bool {
    screen.host.frames.allSatisfy {
      $0.frame.minX.isFinite && $0.frame.maxX.isFinite && $0.frame.minY.isFinite
        && $0.frame.maxY.isFinite && screen.host.grid.isAligned($0.frame)
    }
  }

  // MARK: Numbers no platform sends

  @Test(arguments: [false, true])
  func followedOffsets_farPastEitherEnd_countAsAViewportPast(loops: Bool) throws {
    for offset in [1e19, -1e19, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
    {
      for phase in [
        PlatformScrollPhase.tracking, .decelerating(targetOffset: offset),
        .animating(targetOffset: -offset), .resting,
      ] {
        let screen = Screen(count: 20, motion: .followed, loops: loops)
        let platform = try #require(screen.harness.platform)
        screen.host.platformDidScroll(offset: offset, phase: phase)
        #expect(onGrid(screen), "\(offset) \(phase): \(screen.host.frames)")
        #expect(abs(screen.host.bounceOffset) <= 390, "\(offset) \(phase)")
        // Then the scroll view (the model) says where it really is.
        screen.host.platformDidScroll(offset: platform.offset, phase: .resting)
        screen.harness.layout()
        screen.harness.runUntilIdle()
        #expect(onGrid(screen))
        try screen.harness.finish()
      }
    }
  }

  @Test func aViewportOfTheLargestSize_givesFiniteFramesOnTheGrid() throws {
    let screen = Screen(count: 5)
    screen.host.setViewport(Size(width: .greatestFiniteMagnitude, height: 10), scale: 3)
    #expect(screen.host.viewportSize.width == 1e7, "a side counts as 10^7 at most")
    screen.harness.layout()
    screen.harness.swipe(.forward)
    screen.harness.advance(by: .milliseconds(50))
    #expect(onGrid(screen), "\(screen.host.frames)")
    screen.harness.runUntilIdle()
    #expect(onGrid(screen))
    try screen.harness.finish()
  }

  @Test func theTestDisplayLinksRate_isClampedToWhatDisplaysRun() throws {
    for (asked, rate) in [
      (Double.leastNonzeroMagnitude, 1.0), (0, 1), (-60, 1), (1e9, 1000), (.infinity, 1000),
      (.nan, 60),
    ] {
      let screen = Screen(count: 5)
      screen.harness.displayLink.rate = asked
      #expect(screen.harness.displayLink.rate == rate, "\(asked)")
      screen.harness.swipe(.forward)
      screen.harness.runUntilIdle()  // returns: at most 1,000 frames a second of motion
      #expect(screen.container.currentIndex == 1)
      try screen.harness.finish()
    }
    #expect(TestDisplayLink(rate: 0).rate == 1)
  }

  // MARK: Followed motion

  @Test func followed_aTouchOnAFarJump_completesIt_andThePlatformMovesToItsTarget() throws {
    let screen = Screen(count: 12, motion: .followed, plugins: .none)  // no range: 2 made
    let platform = try #require(screen.harness.platform)
    try screen.container.scrollToPage(7, animated: true)
    screen.harness.layout()
    screen.harness.advance(by: .milliseconds(150))
    #expect(screen.container.phase == .jumping(toward: 7))
    screen.harness.touchDown(at: middle)
    #expect(screen.container.currentIndex == 7 && screen.container.position == 7)
    #expect(platform.offset == 7 * 390, "the scroll view was put on the jump's target")
    screen.harness.touchUp(after: .milliseconds(50))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 7)
    #expect(screen.container.instantiatedCount == 2, "no page in between was made")
    #expect(screen.rules.taps.isEmpty, "a touch that caught motion is no tap")
    try screen.harness.finish()
  }

  @Test func followed_aTouchOnAFarJump_thenADrag_pansFromTheTarget() throws {
    let screen = Screen(count: 12, motion: .followed)
    try screen.container.scrollToPage(7, animated: true)
    screen.harness.layout()
    screen.harness.advance(by: .milliseconds(100))
    screen.harness.touchDown(at: middle)
    for step in 1...6 {
      screen.harness.touchMoved(to: Point(x: middle.x - 30 * Double(step), y: middle.y))
    }
    #expect(screen.container.visibleIndices == [7, 8], "\(screen.container.visibleIndices)")
    screen.harness.touchUp()
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 8)
    try screen.harness.finish()
  }

  @Test(arguments: [ScrollAxis.horizontal, .vertical])
  func followed_aViewportEmptiedDuringABounce_restsWhenItComesBack(axis: ScrollAxis) throws {
    let screen = Screen(count: 12, axis: axis, motion: .followed)
    // A pull back past page 0, released: the scroll view springs back.
    let start = axis == .horizontal ? Point(x: 50, y: 400) : Point(x: 150, y: 150)
    let end = axis == .horizontal ? Point(x: 250, y: 400) : Point(x: 150, y: 330)
    screen.harness.swipe(from: start, to: end, duration: .milliseconds(210), steps: 10)
    screen.host.setViewport(.zero, scale: 3)
    screen.harness.layout()
    screen.harness.runUntilIdle()
    screen.host.setViewport(Size(width: 390, height: 844), scale: 3)
    screen.harness.layout()
    screen.harness.runUntilIdle()
    #expect(screen.container.phase == .resting && screen.container.currentIndex == 0)
    try screen.harness.finish()
  }

  @Test func followed_aViewportEmptiedMidGlide_comesBackAtAnotherSize_atRestOnThePage() throws {
    let screen = Screen(count: 12, motion: .followed)
    screen.harness.swipe(.forward)
    screen.host.setViewport(.zero, scale: 2)
    screen.harness.layout()
    screen.harness.runUntilIdle()
    screen.host.setViewport(Size(width: 333.3, height: 777.7), scale: 2.61)
    screen.harness.layout()
    #expect(screen.container.phase == .resting)
    #expect(screen.host.wantedPlatformOffset == nil)
    #expect(
      screen.harness.platform?.offset
        == screen.host.platformOffset(forPage: screen.container.currentIndex ?? -1))
    try screen.harness.finish()
  }

  @Test func followed_aSecondFingerDown_whileOneHoldsACaughtMotion_leavesNothingStuck() throws {
    let screen = Screen(count: 12, motion: .followed)
    screen.harness.swipe(.forward)
    screen.harness.touchDown(at: middle)
    screen.harness.touchDown(at: middle)
    screen.harness.touchUp()
    screen.harness.runUntilIdle()
    #expect(screen.harness.platform?.phase == .resting)
    #expect(screen.container.phase == .resting)
    try screen.harness.finish()
  }

  @Test func followed_aJumpAskedWhileAFingerHoldsTheScrollView_completesAtOnce() throws {
    let screen = Screen(count: 12, motion: .followed)
    try screen.container.scrollToPage(11, animated: true)
    screen.harness.layout()
    screen.harness.advance(by: .milliseconds(60))
    screen.harness.touchDown(at: middle)
    screen.harness.touchMoved(to: Point(x: middle.x - 40, y: middle.y))
    try screen.container.scrollToPage(6, animated: true)
    screen.harness.layout()
    #expect(screen.container.currentIndex == 6 && screen.container.phase != .jumping(toward: 6))
    #expect(screen.harness.platform?.offset == 2340, "the scroll view was put on page 6")
    screen.harness.touchUp(after: .milliseconds(200))  // at rest: no fling
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 6)
    try screen.harness.finish()
  }

  @Test func followed_aTouchThePlatformPanned_isNoTap_whateverTheHostsSlop() throws {
    let screen = Screen(count: 5, motion: .followed)
    screen.host.touchSlop = 1e300
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    #expect(screen.rules.taps.isEmpty, "\(screen.rules.taps)")
    screen.harness.tap(at: middle)
    #expect(screen.rules.taps == [middle], "a touch that did not pan is still a tap")
    try screen.harness.finish()
  }

  @Test func followed_anOffsetSetFarPastTheEnd_restsOnTheLastPage_andComesBackToIt() throws {
    let screen = Screen(count: 12, axis: .vertical, motion: .followed)
    let platform = try #require(screen.harness.platform)
    screen.host.setViewport(Size(width: 100.5, height: 60.25), scale: 1)
    screen.harness.layout()
    screen.cards.pages.insert(Card(id: "new"), at: 0)
    screen.container.performUpdates()
    screen.harness.layout()
    platform.setContentOffset(3453, animated: false)  // the app's, far past the content's end
    // A scroll nobody asked for: the pages follow it to their end (a viewport past it at most).
    #expect(screen.container.phase == .gliding(toward: 12))
    screen.harness.runUntilIdle()
    // Once quiet, it is animated back to the last page. The viewport is taken on the grid:
    // 60.25 points at 1x is 60, the stride 60.
    #expect(screen.rules.platformScrolls == [720], "back on the last page")
    #expect(screen.container.currentIndex == 12)
    #expect(platform.offset == 720 && screen.host.wantedPlatformOffset == nil)
    try screen.harness.finish()
  }

  @Test func followed_aFingerLiftedWhileTheViewportIsEmpty_endsTheMotionItCaught() throws {
    let screen = Screen(count: 12, motion: .followed)
    let platform = try #require(screen.harness.platform)
    platform.setContentOffset(4081, animated: true)  // the app's own far scroll
    screen.harness.layout()
    screen.harness.touchDown(at: middle)  // caught
    screen.host.setViewport(.zero, scale: 2.61)
    screen.harness.layout()
    screen.harness.touchUp(after: .milliseconds(147))
    screen.harness.runUntilIdle()
    #expect(screen.container.phase == .resting, "the scroll view rests: so do the pages")
    #expect(screen.container.visibleIndices.isEmpty)
    screen.host.setViewport(Size(width: 390, height: 844), scale: 3)
    screen.harness.layout()
    screen.harness.runUntilIdle()
    #expect(screen.host.wantedPlatformOffset == nil)
    try screen.harness.finish()
  }

  @Test(arguments: [HostMotion.owned, .followed], [1e-300, 0.25])
  func aScaleBelowOnePixelAPoint_countsAsOne(motion: HostMotion, scale: Double) throws {
    let screen = Screen(count: 5, scale: scale, motion: motion)
    #expect(screen.host.grid.scale == 1)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    #expect(screen.host.frames.map(\.frame.size) == [Size(width: 390, height: 844)])
    try screen.harness.finish()
  }

  @Test func thePixelGrid_takesAtMost100PixelsAPoint() {
    #expect(PixelGrid(scale: 1e6).scale == 100)
    #expect(PixelGrid(scale: 3).scale == 3)
    #expect(PixelGrid(scale: .nan).scale == 1 && PixelGrid(scale: -2).scale == 1)
  }

  // MARK: The host's end, a coordinator

  @Test(arguments: [HostMotion.owned, .followed])
  func afterInvalidate_thereAreNoFrames(motion: HostMotion) throws {
    let screen = Screen(count: 12, motion: motion)
    screen.host.invalidate()
    #expect(screen.host.frames.isEmpty)
    try screen.container.scrollToPage(7, animated: false)
    screen.host.setViewport(Size(width: 200, height: 200), scale: 2)
    #expect(screen.host.frames.isEmpty)
    screen.harness.layout()
    #expect(screen.harness.violations.isEmpty, "\(screen.harness.violations)")
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func attach_addsTheCoordinatorToTheContainer(motion: HostMotion) throws {
    let feeds = FeedCards()
    let harness = PageHostHarness<Card>(scale: 2, motion: motion) { clock in
      PageContainer<Card>(viewportSize: Size(width: 300, height: 600), clock: clock)
    }
    let nested = NestedScrollCoordinator<Card>(
      headerHeight: 120, pinnedHeight: 40, clock: harness.clock)
    harness.host.attach(nested)
    #expect(nested.attachedContext != nil)
    harness.container.dataSource = feeds
    harness.layoutContainer()
    harness.swipe(.forward)
    harness.runUntilIdle()
    #expect(harness.container.currentIndex == 1, "a horizontal swipe pages")
    harness.touchDown(at: Point(x: 150, y: 500))
    for step in 1...10 { harness.touchMoved(to: Point(x: 150, y: 500 - 40 * Double(step))) }
    harness.touchUp(after: .milliseconds(300))
    harness.runUntilIdle()
    #expect(nested.headerOffset == 80)
    let feed = try #require(harness.host.controller(at: 1) as? FeedCard)
    #expect(feed.nestedFeedOffset > 0, "the feed scrolled once the header collapsed")
    try harness.finish()
  }

  @Test func attach_aCoordinatorOfAnotherContainer_isNotAttached() throws {
    let other = Screen(count: 3)
    let nested = NestedScrollCoordinator<Card>(
      headerHeight: 120, pinnedHeight: 40, clock: other.harness.clock)
    other.container.addPlugin(nested)
    let screen = Screen(count: 3)
    screen.host.attach(nested)
    #expect(screen.host.nestedScroll == nil)
    #expect(!screen.container.attachedPlugins.contains { $0 === nested })
    try screen.harness.finish()
    try other.harness.finish()
  }
}
