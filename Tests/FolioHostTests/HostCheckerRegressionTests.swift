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
    for _ in 0..<10 {
      guard let deadline = harness.displayLink.deadline, !harness.displayLink.isRunning else {
        break
      }
      harness.displayLink.advance(bySeconds: max(0, deadline - harness.displayLink.timestamp))
      harness.layout()
    }
    #expect(screen.container.phase == .resting)
    #expect(screen.container.currentIndex == 0)
    try harness.finish()
  }
}
