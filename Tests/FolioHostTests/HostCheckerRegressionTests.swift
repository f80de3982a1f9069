import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// Defects an independent model of UIScrollView found (kept apart from the project), shrunk.
@MainActor
@Suite("Followed motion: what an independent UIScrollView model found")
struct HostCheckerRegressionTests {
  @Test("E: an animated jump before the scroll view ever reported is not stopped by the layout")
  func aJumpBeforeTheFirstReport() throws {
    let screen = Screen(count: 3, motion: .followed, layout: false)
    screen.container.layoutIfNeeded()
    // No layout pass yet: the scroll view never reported an offset.
    try screen.container.scrollToPage(2, animated: true)
    #expect(screen.host.wantedPlatformOffset == nil, "a set would stop the animation asked")
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 2)
    #expect(screen.container.phase == .resting)
    try screen.harness.finish()
  }

  @Test(
    "D: an animated scroll of the app's that replaces a release's deceleration ends on the page nearest where it ends"
  )
  func theAppsAnimationReplacesADeceleration() throws {
    let screen = Screen(count: 2, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    // A drag forward released fast: it decelerates toward page 1.
    harness.touchDown(at: Point(x: 300, y: 400))
    harness.touchMoved(to: Point(x: 200, y: 400))
    harness.touchUp(after: .milliseconds(16))
    harness.advance(by: .milliseconds(32))
    #expect(platform.phase != .resting)
    // `scrollRectToVisible(_:animated: true)` back to the start.
    platform.setContentOffset(0, animated: true)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    #expect(platform.offset == 0)
    try harness.finish()
  }

  @Test(
    "the app's offset set during a jump the host asked for: the jump's target never appears, the pages rest where the app put them"
  )
  func theAppsOffsetDuringAnAskedJump() throws {
    let screen = Screen(count: 8, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    try screen.container.scrollToPage(4, animated: true)
    // Before the animation's first frame, the app sets the offset of page 7.
    platform.setContentOffset(7 * 390, animated: false)
    harness.runFramesAndWakeUps()
    #expect(screen.container.currentIndex == 7)
    #expect(screen.container.phase == .resting)
    let heardByPage4 = events.events.map(\.description).filter { $0.contains(" 4 c4 ") }
    #expect(
      !heardByPage4.contains { $0.hasPrefix("willAppear") || $0.hasPrefix("didAppear") },
      "\(heardByPage4)")
    try harness.finish()
  }

  @Test(
    "the app's unanimated offset on the way of a jump the host asked for stops it: the pages rest on the page nearest it, before or after the jump's first frame",
    arguments: [(0, 535.956, 1), (1, 535.956, 1), (1, 0, 0)])
  func theAppsOffsetOnAnAskedJumpsWay(frames: Int, offset: Double, page: Int) throws {
    let screen = Screen(count: 8, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    try screen.container.scrollToPage(2, animated: true)
    for _ in 0..<frames { harness.advance(by: .milliseconds(16)) }
    // `scrollRectToVisible(_:animated: false)` (or the app's own offset): UIKit stops the
    // animation there; the offset lies between where it started and its target.
    platform.setContentOffset(offset, animated: false)
    let log = harness.runFramesAndWakeUps()
    #expect(screen.container.currentIndex == page, "\(log)")
    #expect(screen.container.phase == .resting && platform.offset == Double(page) * 390)
    let heardByPage2 = events.events.map(\.description).filter { $0.contains(" 2 c2 ") }
    #expect(!heardByPage2.contains { $0.hasPrefix("didAppear") }, "\(heardByPage2)")
    try harness.finish()
  }

  @Test("an animated scroll of the app's that replaces the host's animation ends on its own page")
  func theAppsAnimationReplacesTheHosts() throws {
    let screen = Screen(count: 8, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    try screen.container.scrollToPage(2, animated: true)
    harness.advance(by: .milliseconds(16))
    // `scrollRectToVisible(_:animated: true)` toward page 5, past the host's target.
    platform.setContentOffset(5 * 390, animated: true)
    harness.runFramesAndWakeUps()
    #expect(screen.container.currentIndex == 5)
    #expect(platform.offset == 5 * 390)
    try harness.finish()
  }

  @Test("a slow release in the bounce before page 0 decelerates to the content's start, then pages")
  func aSlowReleaseInTheBounce() throws {
    let screen = Screen(count: 4, motion: .followed)
    // The host's answer to UIKit's `willEndDragging`: a target inside the content.
    var target = 7.5
    screen.host.scrollViewWillBeginDragging(offset: 0)
    screen.host.scrollViewDidScroll(offset: -30, isTracking: true, isDecelerating: false)
    screen.host.scrollViewWillEndDragging(velocity: 0.38, targetOffset: &target)
    #expect(target == 0, "UIKit takes a target past the start back to 0")
  }

  @Test(
    "G: the app's offset set away and back within the quiet period: the pages rest on the page, woken at the deadline",
    arguments: [false, true])
  func anUnaskedScrollThatComesBack(far: Bool) throws {
    let screen = Screen(count: 5, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    platform.setContentOffset(far ? 1560 : 156, animated: false)
    harness.advance(by: .milliseconds(100))
    platform.setContentOffset(0, animated: false)
    // Nothing else happens: only the clock's wake-ups can end the motion.
    harness.runFramesAndWakeUps()
    #expect(screen.container.phase == .resting)
    #expect(screen.container.currentIndex == 0)
    try harness.finish()
  }

  @Test(
    "A: a release's deceleration stopped by the app's offset (no end reported) comes to rest, woken at the deadline",
    arguments: [0.2, 0.579, 1.4])
  func aDecelerationStoppedByTheApp(fraction: Double) throws {
    let screen = Screen(count: 2, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    harness.touchDown(at: Point(x: 300, y: 400))
    harness.touchMoved(to: Point(x: 250, y: 400), after: .milliseconds(200))
    harness.touchMoved(to: Point(x: 240, y: 400), after: .milliseconds(200))
    harness.touchUp(after: .milliseconds(80))
    harness.advance(by: .milliseconds(16))
    platform.setContentOffset(390 * fraction, animated: false)
    harness.runFramesAndWakeUps()
    #expect(screen.container.phase == .resting, "\(screen.container.phase)")
    try harness.finish()
  }

  @Test(
    "A: a bounce back at the first page stopped by the app's offset (no end reported) comes to rest"
  )
  func aBounceStoppedByTheApp() throws {
    let screen = Screen(count: 2, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    harness.touchDown(at: Point(x: 100, y: 400))
    for step in 1...30 {
      harness.touchMoved(to: Point(x: 100 + Double(step) * 8, y: 400))
    }
    harness.touchMoved(to: Point(x: 340, y: 400), after: .milliseconds(300))
    harness.touchUp(after: .milliseconds(100))
    platform.setContentOffset(225.81, animated: false)
    let log = harness.runFramesAndWakeUps()
    #expect(screen.container.phase == .resting, "\(log)")
    try harness.finish()
  }

  @Test(
    "B: UIKit's end of a bounce, sent from inside the animated set of a far jump, does not end the jump"
  )
  func aDecelerationEndSentFromInsideTheAnimatedSet() throws {
    let screen = Screen(count: 12, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    // A drag past the first page, held, lifted: the scroll view bounces back.
    harness.touchDown(at: Point(x: 100, y: 400))
    for step in 1...20 { harness.touchMoved(to: Point(x: 100 + Double(step) * 8, y: 400)) }
    harness.touchMoved(to: Point(x: 260, y: 400), after: .milliseconds(300))
    harness.touchUp(after: .milliseconds(100))
    // UIKit stops the bounce when the host animates the offset, and may say so from inside.
    let host = screen.host
    screen.rules.onAnimatePlatform = { [weak platform] offset in
      guard let platform else { return }
      host.scrollViewDidEndDecelerating(offset: platform.offset)
      platform.setContentOffset(offset, animated: true)
    }
    try screen.container.scrollToPage(6, animated: true)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 6)
    try harness.finish()
  }

  @Test(
    "D': the app's animated scroll that stops a deceleration, UIKit saying so from inside it, ends on the page nearest its end"
  )
  func theAppsAnimationStopsADecelerationAndSaysSo() throws {
    let screen = Screen(count: 2, motion: .followed)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    harness.touchDown(at: Point(x: 300, y: 400))
    harness.touchMoved(to: Point(x: 200, y: 400))
    harness.touchUp(after: .milliseconds(16))
    harness.advance(by: .milliseconds(32))
    // `scrollRectToVisible(_:animated: true)` back to the start; UIKit ends the deceleration
    // from inside it, short of its target.
    screen.host.scrollViewDidEndDecelerating(offset: platform.offset)
    platform.setContentOffset(0, animated: true)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    #expect(platform.offset == 0)
    try harness.finish()
  }

  @Test(
    "an app's offset just after a rotation stopped a deceleration is the app's: UIKit reports it not decelerating"
  )
  func theAppsOffsetAfterARotationStoppedADeceleration() throws {
    let (screen, harness, platform) = try portrait(count: 2)
    // A drag forward past page 1, released: it decelerates back to page 1.
    harness.swipe(
      from: Point(x: 380, y: 400), to: Point(x: -40, y: 400), duration: .milliseconds(640),
      steps: 40)
    #expect(platform.phase != .resting && platform.offset > 390, "\(platform.offset)")
    // The rotation puts the pages on page 1 in the new geometry, stopping the deceleration;
    // then, in the same instant, `scrollRectToVisible(_:animated: false)` to the start.
    screen.host.setViewport(Size(width: 844, height: 390), scale: 3)
    harness.layout()
    #expect(platform.offset == 844)
    try expectTheAppsSetToTheStartIsFollowed(screen)
  }

  @Test(
    "an app's offset just after an instant jump stopped a deceleration is the app's, along the deceleration's way too"
  )
  func theAppsOffsetAfterAJumpStoppedADeceleration() throws {
    let (screen, harness, platform) = try portrait(count: 2)
    bounceBeforePageZero(harness)
    #expect(platform.phase != .resting && platform.offset < 0, "\(platform.offset)")
    // An instant jump to page 1 stops it there; then `scrollRectToVisible(_:animated: false)`
    // to the start, which lies on the bounce's way (it does not decelerate).
    try screen.container.scrollToPage(1, animated: false)
    harness.layout()
    #expect(platform.offset == 390)
    try expectTheAppsSetToTheStartIsFollowed(screen)
  }

  @Test(
    "a touch before the first frame of a jump the host asked for, its offset never reported: the jump completes under the finger, and its target is drawn before the drag moves it",
    arguments: [true, false])
  func aTouchBeforeAnUnreportedJumpsFirstFrame(touchesFirst: Bool) throws {
    let screen = Screen(
      count: 5, motion: .followed, layout: false,
      platformChoices: .init(reportsStopByTouch: false, touchesFirst: touchesFirst))
    let harness = screen.harness
    let platform = try #require(harness.platform)
    screen.container.layoutIfNeeded()
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    // No layout yet: the scroll view never reported. A far jump, animated; the finger comes
    // down before its first frame (UIKit stops the animation and says nothing), then drags.
    try screen.container.scrollToPage(4, animated: true)
    harness.touchDown(at: Point(x: 200, y: 400))
    #expect(platform.offset == 4 * 390, "the jump completed: the scroll view is put on it")
    harness.touchMoved(to: Point(x: 180, y: 400))
    harness.touchMoved(to: Point(x: 170, y: 400))
    #expect(screen.container.currentIndex == 4)
    let heardByPage4 = events.events.map(\.description).filter { $0.contains(" 4 c4 ") }
    #expect(
      !heardByPage4.contains { $0.hasPrefix("didDisappear") || $0.hasPrefix("willDisappear") },
      "\(heardByPage4)")
    harness.touchUp()
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 4 && platform.offset == 4 * 390)
    try harness.finish()
  }

  @Test(
    "an app's offset at the start of an animation an instant jump stopped before its first frame is the app's: that animation's frames move away from there"
  )
  func theAppsSetToTheStartOfAnUnmovedStoppedAnimation() throws {
    let (screen, harness, platform) = try portrait(count: 2)
    // An animated scroll to page 1, then, before its first frame, an instant one there: the
    // layout stops the animation on page 1.
    try screen.container.scrollToPage(1, animated: true)
    try screen.container.scrollToPage(1, animated: false)
    harness.layout()
    #expect(platform.offset == 390 && screen.container.currentIndex == 1)
    try expectTheAppsSetToTheStartIsFollowed(screen)
  }

  @Test(
    "an animation stopped before its first frame runs only from where it was asked: an earlier motion's last report is not on its way"
  )
  func anUnmovedStoppedAnimationsWayIgnoresAnEarlierMotion() throws {
    let (screen, harness, platform) = try portrait(count: 3)
    // A bounce before page 0; an instant jump to page 2 stops it there.
    bounceBeforePageZero(harness)
    try screen.container.scrollToPage(2, animated: false)
    harness.layout()
    // An animated scroll to page 1, and back to page 2 before its first frame: the layout
    // stops it where it was asked from. Its way runs from 780 to 390, not from the bounce.
    try screen.container.scrollToPage(1, animated: true)
    try screen.container.scrollToPage(2, animated: true)
    harness.layout()
    #expect(platform.offset == 780 && screen.container.currentIndex == 2)
    try expectTheAppsSetToTheStartIsFollowed(screen)
  }

  @Test(
    "an animation two resizes apart, the second layout stopping it on the reader's page: all it still reports is put back, and no neighbour appears"
  )
  func anAnimationStoppedByASecondResize() throws {
    let screen = Screen(
      count: 3, viewport: Size(width: 390, height: 844), motion: .followed,
      platformChoices: .init(setStopsMotion: false))
    let harness = screen.harness
    let platform = try #require(harness.platform)
    try screen.container.scrollToPage(2, animated: false)
    harness.layout()
    // A drag past the last page, released: it bounces back toward page 2.
    harness.swipe(
      from: Point(x: 300, y: 400), to: Point(x: 180, y: 400), duration: .milliseconds(192),
      steps: 12)
    #expect(platform.phase != .resting && platform.offset > 780, "\(platform.offset)")
    // A resize mid-bounce: the host animates to page 2 in the new geometry. A second one
    // before its first frame: the layout puts the scroll view on page 2, stopping that
    // animation there, which UIKit may go on running in the geometry it was asked in.
    screen.host.setViewport(Size(width: 375, height: 700), scale: 3)
    harness.layout()
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    screen.host.setViewport(Size(width: 844, height: 390), scale: 3)
    harness.layout()
    #expect(platform.offset == 2 * 844)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 2 && platform.offset == 2 * 844)
    let appeared = events.events.map(\.description).filter { $0.hasPrefix("willAppear") }
    #expect(appeared.isEmpty, "\(appeared)")
    try harness.finish()
  }

  /// A followed screen of `count` pages at 390 × 844, its harness and its scroll view.
  private func portrait(count: Int) throws -> (
    Screen, PageHostHarness<Card>, PlatformScrollViewModel<Card>
  ) {
    let screen = Screen(count: count, viewport: Size(width: 390, height: 844), motion: .followed)
    return (screen, screen.harness, try #require(screen.harness.platform))
  }

  /// A drag back past page 0's start, released: it bounces back to 0 (still under way).
  private func bounceBeforePageZero(_ harness: PageHostHarness<Card>) {
    harness.swipe(
      from: Point(x: 100, y: 400), to: Point(x: 220, y: 400), duration: .milliseconds(192),
      steps: 12)
  }

  /// The app's unanimated set to the start (`scrollRectToVisible`) is followed: the pages rest
  /// on page 0, where it put the scroll view.
  private func expectTheAppsSetToTheStartIsFollowed(
    _ screen: Screen, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let platform = try #require(screen.harness.platform, sourceLocation: sourceLocation)
    platform.setContentOffset(0, animated: false)
    screen.harness.runFramesAndWakeUps()
    #expect(
      screen.container.currentIndex == 0 && platform.offset == 0, sourceLocation: sourceLocation)
    try screen.harness.finish()
  }
}

extension PageHostHarness {
  /// Lets time pass as a screen does with nothing else happening: display-link frames while it
  /// runs, otherwise a timer's wake-up at the clock's deadline (each laid out), until there is
  /// neither or `limit` steps went by.
  ///
  /// - Returns: What each step found (the phase, the display link, the deadline), for a
  ///   failure's message.
  @discardableResult
  func runFramesAndWakeUps(limit: Int = 40) -> [String] {
    var log: [String] = []
    for _ in 0..<limit {
      log.append(
        "\(container.phase) \(displayLink.isRunning) \(String(describing: displayLink.deadline))")
      if displayLink.isRunning {
        advance(by: .milliseconds(16))
        continue
      }
      guard let deadline = displayLink.deadline else { break }
      displayLink.advance(bySeconds: max(0, deadline - displayLink.timestamp))
      layout()
    }
    return log
  }
}

/// What a second independent UIScrollView model found (kept apart from the project), shrunk
/// to the delegate calls FolioPageViewController forwards.
@MainActor
@Suite("Followed motion: what a second independent UIScrollView model found")
struct HostSecondCheckerRegressionTests {
  final class Time { var now = 100.0 }

  /// A followed host of 3 cards right to left at 1024 × 768, laid out as FolioUIKit's first
  /// layout pass does (page 0 rests at the content's right end).
  func rightToLeft(_ time: Time, loops: Bool = false) -> (PageHost<Card>, Cards, HostClock) {
    let clock = HostClock(currentTime: { time.now })
    let container = PageContainer<Card>(viewportSize: Size(width: 1024, height: 768), clock: clock)
    container.layoutDirection = .rightToLeft
    container.loops = loops
    let cards = Cards(count: 3)
    container.dataSource = cards
    let host = PageHost(container: container, scale: 3, motion: .followed)
    host.setViewport(Size(width: 1024, height: 768), scale: 3)
    container.layoutIfNeeded()
    if let wanted = host.wantedPlatformOffset {
      host.performPlatformLayout {
        host.scrollViewDidScroll(offset: wanted, isTracking: false, isDecelerating: false)
      }
    }
    return (host, cards, clock)
  }

  @Test(
    "right to left, a resize during a release's bounce past page 0 (the content clamps the offset and reports it): the scroll view is asked onto page 0, never a viewport past the end"
  )
  func aResizeDuringABounceRightToLeft() throws {
    let time = Time()
    let (host, cards, clock) = rightToLeft(time)
    let start = try #require(host.platformOffset(forPage: 0))
    #expect(start == 2048)
    // A drag past page 0 (the content's right end) with a rubber band, then a release that
    // decelerates back to it.
    host.touchDown(at: Point(x: 52, y: 384), time: clock.now)
    host.scrollViewWillBeginDragging(offset: start)
    for step in 1...20 {
      time.now += 0.021
      host.scrollViewDidScroll(
        offset: start + 5.4 * Double(step), isTracking: true, isDecelerating: false)
    }
    var target = Point(x: start, y: 0)
    host.scrollViewWillEndDragging(velocity: Point(x: 0.5, y: 0), targetContentOffset: &target)
    host.touchUp(at: Point(x: -178, y: 384), time: clock.now)
    host.scrollViewDidEndDragging(offset: start + 108, willDecelerate: true)
    // Split View: the view turns narrow; the content shrinks and clamps the offset (UIKit
    // reports it, no flags), which stops the deceleration.
    host.setViewport(Size(width: 393.33, height: 800), scale: 3)
    let end = Double(2) * host.container.pageStride
    var wanted: Double?
    host.performPlatformLayout {
      host.scrollViewDidScroll(offset: end, isTracking: false, isDecelerating: false)
      wanted = host.wantedPlatformOffset  // (read in the same layout pass, as FolioUIKit does)
    }
    let largest = host.platformContentSize.width - host.container.viewportSize.width
    #expect(
      (wanted ?? end) <= largest + 1, "wanted \(wanted as Any), the content ends at \(largest)")
    withExtendedLifetime(cards) {}
  }
}
