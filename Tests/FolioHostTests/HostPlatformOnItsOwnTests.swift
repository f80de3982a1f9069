import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// Followed motion where UIKit acts on its own: offsets set under a still finger, a touch that
/// stops a deceleration, clamps on resize, scrolls nobody asked for, pixel snapping.
@Suite struct HostPlatformOnItsOwnTests {
  private func screen(count: Int = 8, viewport: Size = Size(width: 390, height: 844)) -> Screen {
    Screen(count: count, viewport: viewport, scale: 3, motion: .followed)
  }

  /// Issue 45 A.
  @Test func anOffsetSetUnderAStillFinger_thenALiftWithoutADrag_leavesTapsWorking() throws {
    let s = screen()
    try s.container.scrollToPage(5, animated: true)
    s.harness.advance(by: .milliseconds(17))
    s.harness.touchDown(at: Point(x: 200, y: 400))
    s.harness.touchUp(after: .milliseconds(60))
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting)
    s.harness.tap(at: Point(x: 100, y: 100))
    s.harness.runUntilIdle()
    #expect(s.rules.taps.count == 1, "a tap at rest is a tap")
    s.harness.touchDown(at: Point(x: 100, y: 100))
    #expect(s.container.phase == .resting, "a touch at rest holds nothing")
    s.harness.touchUp(after: .milliseconds(60))
    try s.harness.finish()
  }

  /// Issue 45 A, the variant: an animation asked to the current offset never runs in UIKit.
  @Test func anAnimationToWhereTheScrollViewIs_endsAtOnce() throws {
    let s = screen()
    let platform = try #require(s.harness.platform)
    try s.container.scrollToPage(1, animated: true)
    s.harness.runUntilIdle()
    #expect(platform.offset == 390)
    try s.container.scrollToPage(1, animated: true)
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting)
    try s.harness.finish()
  }

  /// Issue 45 B, both ways UIKit may do it.
  @Test(arguments: [false, true])
  func aTouchThatStopsADeceleration_holdsThePages(sendsEnd: Bool) throws {
    let s = screen()
    let host = s.host
    host.scrollViewWillBeginDragging(offset: 0)
    host.scrollViewDidScroll(offset: -20, isTracking: true, isDecelerating: false)
    var target = 0.0
    host.scrollViewWillEndDragging(velocity: 0.2, targetOffset: &target)
    host.scrollViewDidEndDragging(offset: -20, willDecelerate: true)
    host.scrollViewDidScroll(offset: 237.26, isTracking: false, isDecelerating: true)
    host.touchDown(at: Point(x: 100, y: 100), time: s.harness.clock.now)
    if sendsEnd { host.scrollViewDidEndDecelerating(offset: 237.26) }
    #expect(host.wantedPlatformOffset == nil, "nothing moves under a still finger")
    #expect(s.container.phase == .tracking)
  }
}

@Suite struct HostPixelScratch {
  @Test func cScratch() throws {
    let s = Screen(count: 3, viewport: Size(width: 390, height: 844), scale: 3, motion: .followed)
    try s.container.scrollToPage(2, animated: false)
    s.harness.layout()
    let host = s.host
    host.scrollViewWillBeginDragging(offset: 780)
    host.scrollViewDidScroll(offset: 779.8, isTracking: true, isDecelerating: false)
    print("visible", s.container.visibleIndices, "frames", host.frames.map { "\($0.index) \($0.frame)" })
    print(s.heard(1), s.heard(2), s.heard(3))
  }
}

@Suite struct RingScratch {
  @Test func ring() throws {
    let screen = Screen(
      count: 3, viewport: Size(width: 100, height: 100), scale: 1, motion: .followed, loops: true)
    let platform = try #require(screen.harness.platform)
    for i in 0..<4 {
      screen.harness.swipe(.backward)
      print(i, "after swipe", platform.offset, platform.phase, screen.container.phase, screen.container.position)
      screen.harness.runUntilIdle()
      print(i, "idle", platform.offset, platform.phase, screen.container.phase, screen.container.position, screen.harness.displayLink.deadline as Any, screen.harness.displayLink.timestamp)
    }
  }
}

@Suite struct InsertScratch {
  @Test func ins() throws {
    let screen = Screen(
      count: 6, viewport: Size(width: 300, height: 300), scale: 1, motion: .followed)
    try screen.container.scrollToPage(2, animated: false)
    screen.harness.runUntilIdle()
    let platform = try #require(screen.harness.platform)
    screen.harness.touchDown(at: Point(x: 200, y: 100))
    screen.harness.touchMoved(to: Point(x: 140, y: 100))
    screen.cards.pages.insert(Card(id: "new"), at: 0)
    screen.container.performUpdates()
    screen.harness.advance(by: .milliseconds(16))
    print("A", platform.offset, platform.phase, screen.container.phase, screen.container.position)
    screen.harness.touchMoved(to: Point(x: 200, y: 100), after: .milliseconds(300))
    print("B", platform.offset, platform.phase, screen.container.phase, screen.container.position)
    screen.harness.touchUp(after: .milliseconds(200))
    print("C", platform.offset, platform.phase, screen.container.phase, screen.container.position, screen.rules.platformScrolls)
    screen.harness.runUntilIdle()
    print("D", platform.offset, platform.phase, screen.container.phase, screen.container.position, screen.rules.platformScrolls, screen.harness.displayLink.deadline as Any, screen.harness.displayLink.timestamp)
  }
}
