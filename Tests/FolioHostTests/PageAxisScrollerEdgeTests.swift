import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// What an outside check found: the first page's end, the slop, a range that shrinks.
@MainActor
@Suite(
  "A page's scroller: both motions split the same travel, at the ends and as the range changes")
struct PageAxisScrollerEdgeTests {
  /// A pan from x 100: to 300, back to 250, back to 100 (net 0), each in 5 steps; the pages'
  /// travel in points and the photo's offset after each leg.
  private func legs(_ screen: PhotoScreen) -> [(pages: Double, photo: Double)] {
    let photo = screen.photo
    var x = 100.0
    screen.harness.touchDown(at: Point(x: x, y: 200))
    var result: [(Double, Double)] = []
    for target in [300.0, 250, 100] {
      let from = x
      for step in 1...5 {
        x = from + (target - from) * Double(step) / 5
        screen.harness.touchMoved(to: Point(x: x, y: 200))
      }
      let stride = screen.container.pageStride
      result.append((screen.container.position * stride, photo?.axisOffset ?? .nan))
    }
    return result
  }

  @Test(
    "sameDrag at the first page: past the end the pages stay, back the scroller moves at once",
    arguments: [HostMotion.owned, .followed])
  func sameDragAtTheFirstPage(motion: HostMotion) throws {
    let screen = try PhotoScreen(offset: 100, range: 200, handoff: .sameDrag, motion: motion)
    let legs = legs(screen)
    // Right by 200 (less the slop): the photo to 0, the rest past the first page's end.
    #expect(legs[0].photo == 0)
    #expect(abs(legs[0].pages) < 1e-6, "\(legs)")
    // Back by 50: the pages' part past the end goes first; the pages never move forward.
    #expect(abs(legs[1].pages) < 1e-6, "\(legs)")
    // Back to where the finger went down: the pages home, the photo 10 on (the slop was taken
    // from the travel's start, as a plain drag's is), in both motions alike.
    #expect(abs(legs[2].pages) < 1e-6, "\(legs)")
    #expect(abs(legs[2].photo - 110) < 1e-6, "\(legs)")
    screen.harness.touchUp(after: .milliseconds(200))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    try screen.harness.finish()
  }

  @Test(
    "a scroller that cannot move changes no drag: both motions pan by the travel past the slop",
    arguments: [HostMotion.owned, .followed], [PageAxisHandoff.nextPan, .sameDrag])
  func aStillScrollerChangesNothing(motion: HostMotion, handoff: PageAxisHandoff) throws {
    let screen = try PhotoScreen(offset: 0, range: 0, handoff: handoff, motion: motion)
    screen.harness.touchDown(at: Point(x: 300, y: 200))
    screen.harness.touchMoved(to: Point(x: 285, y: 200))
    screen.harness.touchMoved(to: Point(x: 185, y: 200))
    let moved = screen.container.position * screen.container.pageStride
    #expect(abs(moved - 105) < 1, "pages moved \(moved), as a plain drag's 105")
    screen.harness.touchUp(after: .milliseconds(200))
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test(
    "the same travel by another path moves the photo alike (the split reads the travel alone)",
    arguments: [HostMotion.owned, .followed])
  func pathIndependence(motion: HostMotion) throws {
    var offsets: [Double] = []
    for first in [12.0, 30.0] {
      let screen = try PhotoScreen(offset: 0, range: 300, handoff: .sameDrag, motion: motion)
      screen.harness.touchDown(at: Point(x: 300, y: 200))
      screen.harness.touchMoved(to: Point(x: 300 - first, y: 200))
      screen.harness.touchMoved(to: Point(x: 200, y: 200))
      offsets.append(screen.photo?.axisOffset ?? .nan)
      screen.harness.touchUp(after: .milliseconds(200))
      screen.harness.runUntilIdle()
      try screen.harness.finish()
    }
    #expect(offsets[0] == offsets[1], "\(offsets)")
    #expect(abs(offsets[0] - 90) < 1e-9, "100 of travel less the slop: \(offsets)")
  }

  @Test(
    "a range that shrinks mid-pan (zoomed out): the scroller stays within it",
    arguments: [HostMotion.owned, .followed], [PageAxisHandoff.nextPan, .sameDrag])
  func rangeShrinks(motion: HostMotion, handoff: PageAxisHandoff) throws {
    let screen = try PhotoScreen(offset: 0, range: 200, handoff: handoff, motion: motion)
    let page = try #require(screen.container.activeController(at: 0) as? PhotoPage)
    screen.harness.touchDown(at: Point(x: 300, y: 200))
    for step in 1...5 { screen.harness.touchMoved(to: Point(x: 300 - Double(step) * 30, y: 200)) }
    let photo = page.photo
    photo.axisRange = 30
    photo.sets = []
    for step in 6...8 { screen.harness.touchMoved(to: Point(x: 300 - Double(step) * 30, y: 200)) }
    #expect(photo.sets.allSatisfy { $0 >= 0 && $0 <= 30 }, "\(photo.sets)")
    photo.axisRange = -.infinity
    screen.harness.touchMoved(to: Point(x: 10, y: 200))
    #expect(photo.sets.allSatisfy { $0 >= 0 && $0 <= 30 }, "\(photo.sets)")
    screen.harness.touchUp(after: .milliseconds(200))
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }
}
