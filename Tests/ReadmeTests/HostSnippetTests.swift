import Folio
import FolioHost
import Testing

@MainActor
@Suite struct HostSnippetTests {
  /// The sketch of a screen in "Hosting Folio": its first layout adds and shows the first
  /// child in UIKit's order, a finger's swipe brings the second page in on frames, and the
  /// display link runs only while the pages move.
  @Test func momentScreen_containsTheChildren_andRunsFramesOnlyInMotion() {
    final class Time {
      var now = 100.0
    }
    let time = Time()
    let screen = MomentScreen(currentTime: { time.now })
    #expect(
      screen.log == [
        "addChild MomentPage#1", "addView MomentPage#1", "didMoveToParent MomentPage#1",
        "beginAppearance(true) MomentPage#1", "endAppearance MomentPage#1",
      ])
    #expect(!screen.displayLinkRuns, "at rest, no frame")
    screen.log.removeAll()
    for (step, x) in [300.0, 280, 240, 180, 120].enumerated() {
      time.now += 0.016
      screen.touched(step == 0 ? "began" : "moved", at: Point(x: x, y: 400), timestamp: time.now)
    }
    time.now += 0.016
    screen.touched("ended", at: Point(x: 120, y: 400), timestamp: time.now)
    #expect(screen.displayLinkRuns, "the pages glide on frames")
    var frames = 0
    while screen.displayLinkRuns && frames < 600 {
      time.now += 1.0 / 60
      screen.displayLinkFired(timestamp: time.now)
      frames += 1
    }
    #expect(!screen.displayLinkRuns && frames < 600, "the display link sleeps once they rest")
    #expect(screen.container.currentIndex == 1)
    let containment = screen.log.filter { !$0.hasPrefix("page ") }
    #expect(
      containment == [
        "addChild MomentPage#2", "addView MomentPage#2", "didMoveToParent MomentPage#2",
        "beginAppearance(true) MomentPage#2", "beginAppearance(false) MomentPage#1",
        "endAppearance MomentPage#1", "endAppearance MomentPage#2",
      ])
    #expect(screen.log.last == "page 1 at 0.0", "at rest, the second page fills the screen")
  }
}
