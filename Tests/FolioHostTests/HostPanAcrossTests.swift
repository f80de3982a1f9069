import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// A pan across the paging axis (a swipe down to close a viewer over horizontal pages) is not
/// the pager's: the pages never move for it, its touches stay the content's, so the app's own
/// recognizer beside the pager needs no `require(toFail:)`.
@MainActor
@Suite("A pan across the pages is the app's: the pager never pages on it")
struct HostPanAcrossTests {
  @Test("a swipe down over horizontal pages moves nothing, pans nothing, taps nothing")
  func aSwipeDownIsNotThePagers() throws {
    let screen = Screen(count: 5)
    let harness = screen.harness
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    let host = screen.host
    harness.touchDown(at: Point(x: 200, y: 300))
    // Down with a little sideways drift (a dismissal's path).
    var y = 300.0
    for step in 1...12 {
      y += 30
      harness.touchMoved(to: Point(x: 200 - Double(step) * 6, y: y))
      #expect(!host.isPanning, "the screen cancels no content touches")
      #expect(screen.container.phase == .resting)
    }
    harness.touchUp(after: .milliseconds(16))
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    #expect(events.events.isEmpty, "\(events.events.map(\.description))")
    try harness.finish()
  }

  @Test(
    "followed: the scroll view's pan does not begin for a swipe across (the rule FolioUIKit asks)",
    arguments: [false, true])
  func followedSwipeDown(touchesFirst: Bool) throws {
    var choices = PlatformScrollViewModel<Card>.Choices()
    choices.touchesFirst = touchesFirst
    let screen = Screen(count: 5, motion: .followed, platformChoices: choices)
    let harness = screen.harness
    let platform = try #require(harness.platform)
    harness.touchDown(at: Point(x: 200, y: 300))
    for step in 1...10 {
      harness.touchMoved(to: Point(x: 200 - Double(step) * 5, y: 300 + Double(step) * 30))
    }
    harness.touchUp(after: .milliseconds(16))
    harness.runUntilIdle()
    #expect(platform.offset == 0)
    #expect(screen.container.currentIndex == 0)
    #expect(screen.container.phase == .resting)
    try harness.finish()
  }

  @Test("a swipe along the pages still pages, as a diagonal that goes further along does")
  func aSwipeAlongPages() throws {
    let screen = Screen(count: 5)
    let host = screen.host
    screen.harness.touchDown(at: Point(x: 300, y: 300))
    for step in 1...6 {
      screen.harness.touchMoved(to: Point(x: 300 - Double(step) * 30, y: 300 + Double(step) * 20))
    }
    #expect(host.isPanning)
    screen.harness.touchUp(after: .milliseconds(16))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test("a swipe across that catches gliding pages holds them, and lets them settle at the lift")
  func aSwipeAcrossCatchesAGlide() throws {
    let screen = Screen(count: 5)
    let harness = screen.harness
    try screen.container.scrollToPage(1, animated: true)
    harness.advance(by: .milliseconds(48))
    #expect(screen.container.phase != .resting)
    harness.touchDown(at: Point(x: 200, y: 300))
    harness.touchMoved(to: Point(x: 205, y: 400))
    #expect(!screen.host.isPanning)
    harness.touchMoved(to: Point(x: 205, y: 500))
    harness.touchUp(after: .milliseconds(16))
    harness.runUntilIdle()
    #expect(screen.container.phase == .resting)
    #expect(screen.container.currentIndex.map { [0, 1].contains($0) } == true)
    try harness.finish()
  }

  @Test(
    "panBegins: along the axis at least as far as across, either axis; not finite is not the pager's",
    arguments: [ScrollAxis.horizontal, .vertical])
  func panBeginsRule(axis: ScrollAxis) {
    let screen = Screen(count: 3, axis: axis)
    let host = screen.host
    func along(_ a: Double, across b: Double) -> Point {
      axis == .horizontal ? Point(x: a, y: b) : Point(x: b, y: a)
    }
    #expect(host.panBegins(translation: along(12, across: 3)))
    #expect(host.panBegins(translation: along(-12, across: -12)))
    #expect(!host.panBegins(translation: along(3, across: 12)))
    #expect(!host.panBegins(translation: along(0, across: -1)))
    #expect(!host.panBegins(translation: Point(x: .nan, y: 0)))
    #expect(!host.panBegins(translation: Point(x: .infinity, y: 0)))
  }
}
