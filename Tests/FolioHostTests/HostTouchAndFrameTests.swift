import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// Touches in points become page motion in every direction; frames come out on the grid.
@Suite struct HostTouchTests {
  @Test(arguments: [
    (ScrollAxis.horizontal, PageLayoutDirection.leftToRight),
    (.horizontal, .rightToLeft), (.vertical, .leftToRight),
  ])
  func theSwipeThatBringsTheNextPage_bringsIt_inEveryDirection(
    axis: ScrollAxis, direction: PageLayoutDirection
  ) throws {
    let screen = Screen(count: 5, axis: axis, direction: direction)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    screen.harness.swipe(.backward)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    try screen.harness.finish()
  }

  @Test func aFingerMovingLeft_dragsThePagesLeft_byTheTravelPastTheSlop() {
    let screen = Screen(count: 5, scale: 2)
    let harness = screen.harness
    harness.touchDown(at: Point(x: 200, y: 300))
    harness.touchMoved(to: Point(x: 195, y: 300))
    #expect(screen.container.phase == .resting, "within the slop nothing moves")
    harness.touchMoved(to: Point(x: 151, y: 300))
    // 49 points left, 39 past the slop: 0.1 of a 390-point page.
    #expect(screen.container.phase == .tracking)
    #expect(abs(screen.container.position - 0.1) < 1e-12)
    #expect(screen.host.frames.map(\.frame.origin.x) == [-39, 351])
    harness.touchUp(after: .milliseconds(300))
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
  }

  @Test func aTap_isReported_andMovesNothing_andSettlesNothing() throws {
    let screen = Screen(count: 5)
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    screen.harness.tap(at: Point(x: 40, y: 50))
    #expect(screen.rules.taps == [Point(x: 40, y: 50)])
    #expect(events.events.isEmpty)
    #expect(screen.host.index(at: Point(x: 40, y: 50)) == 0)
    try screen.harness.finish()
  }

  @Test func aTouchOnAGlide_catchesIt_andIsNoTap() throws {
    let screen = Screen(count: 5)
    try screen.container.scrollToPage(1, animated: true)
    screen.harness.advance(by: .milliseconds(100))
    screen.harness.touchDown(at: Point(x: 100, y: 100))
    #expect(screen.container.phase == .tracking, "caught at once")
    let caughtAt = screen.container.position
    screen.harness.touchUp(after: .milliseconds(50))
    screen.harness.runUntilIdle()
    #expect(screen.rules.taps.isEmpty)
    #expect(screen.container.currentIndex == (caughtAt < 0.5 ? 0 : 1))
    try screen.harness.finish()
  }

  @Test func aQuickFlick_flings_aSlowDragPastHalf_settlesOnTheNearest() throws {
    let screen = Screen(count: 5, scale: 2)
    let harness = screen.harness
    // 60 points in 40 ms: 1500 pt/s, about 3.8 pages a second.
    harness.swipe(
      from: Point(x: 300, y: 100), to: Point(x: 240, y: 100), duration: .milliseconds(40), steps: 4)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    // 230 points slowly, then a rest before lifting: the nearest page.
    harness.touchDown(at: Point(x: 300, y: 100))
    for step in 1...23 {
      harness.touchMoved(to: Point(x: 300 - 10 * Double(step), y: 100), after: .milliseconds(40))
    }
    harness.touchUp(after: .milliseconds(200))
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 2, "past half way at rest: the next page")
    try harness.finish()
  }

  @Test func aCancelledTouch_settlesOnTheNearestPage_withoutATap() throws {
    let screen = Screen(count: 5)
    screen.harness.touchDown(at: Point(x: 300, y: 100))
    screen.harness.touchMoved(to: Point(x: 100, y: 100))
    screen.harness.touchCancelled()
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0 && screen.rules.taps.isEmpty)
    try screen.harness.finish()
  }

  @Test func badTouches_areIgnored() throws {
    let screen = Screen(count: 5)
    screen.host.touchDown(at: Point(x: .nan, y: 0), time: .zero)
    screen.host.touchMoved(to: Point(x: .infinity, y: 0), time: .zero)
    screen.host.touchUp(at: Point(x: .nan, y: .nan), time: .seconds(-5))
    screen.host.touchCancelled(time: .zero)
    #expect(screen.container.phase == .resting && screen.rules.taps.isEmpty)
    screen.host.touchSlop = -.infinity
    #expect(screen.host.touchSlop == 0)
    try screen.harness.finish()
  }
}

/// Frames in points on the pixel grid, in every shape.
@Suite struct HostFrameTests {
  @Test func midSwipe_withAFractionalViewport_framesAreOnTheGrid_andNeighboursTouch() throws {
    let screen = Screen(count: 5, viewport: Size(width: 390.5, height: 700.25), scale: 3)
    screen.harness.touchDown(at: Point(x: 300, y: 100))
    for step in 1...13 {
      screen.harness.touchMoved(to: Point(x: 300 - 13.37 * Double(step), y: 100))
      let frames = screen.host.frames
      #expect(frames.allSatisfy { screen.host.grid.isAligned($0.frame) })
      if frames.count == 2 { #expect(abs(frames[0].frame.maxX - frames[1].frame.minX) < 1e-9) }
    }
    screen.harness.touchUp()
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test func aCarousel_framesItsPeekingNeighbours_withTheirProgress() throws {
    let screen = Screen(
      count: 5, viewport: Size(width: 400, height: 300), scale: 2,
      shape: PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered))
    try screen.container.scrollToPage(2, animated: false)
    screen.harness.runUntilIdle()
    let frames = screen.host.frames
    #expect(frames.map(\.index) == [1, 2, 3])
    #expect(
      frames.map(\.frame) == [
        Rect(x: -290, y: 0, width: 320, height: 300), Rect(x: 40, y: 0, width: 320, height: 300),
        Rect(x: 370, y: 0, width: 320, height: 300),
      ])
    #expect(frames.map(\.progress) == [-1, 0, 1])
    try screen.harness.finish()
  }

  @Test func rightToLeft_theNextPageIsDrawnToTheLeft() throws {
    let screen = Screen(
      count: 5, viewport: Size(width: 300, height: 200), scale: 1, direction: .rightToLeft)
    screen.harness.touchDown(at: Point(x: 100, y: 100))
    screen.harness.touchMoved(to: Point(x: 160, y: 100))
    let frames = screen.host.frames
    #expect(frames.map(\.index) == [0, 1])
    #expect(frames.map(\.frame.origin.x) == [50, -250])
    screen.harness.touchUp(after: .milliseconds(300))
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test func aVerticalFeed_framesAlongY() throws {
    let screen = Screen(
      count: 3, viewport: Size(width: 200, height: 400), axis: .vertical, scale: 1)
    screen.harness.touchDown(at: Point(x: 100, y: 300))
    screen.harness.touchMoved(to: Point(x: 100, y: 190))
    #expect(
      screen.host.frames.map(\.frame) == [
        Rect(x: 0, y: -100, width: 200, height: 400), Rect(x: 0, y: 300, width: 200, height: 400),
      ])
    screen.harness.touchUp(after: .milliseconds(300))
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test func anEmptyViewport_drawsNothing_andTouchesMoveNothing() throws {
    let screen = Screen(count: 3)
    screen.host.setViewport(Size(width: 0, height: 500), scale: 2)
    screen.harness.runUntilIdle()
    #expect(screen.host.frames.isEmpty)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    screen.host.setViewport(Size(width: 320, height: 500), scale: .nan)
    screen.harness.runUntilIdle()
    #expect(screen.host.grid.scale == 1 && screen.host.frames.count == 1)
    try screen.harness.finish()
  }
}
