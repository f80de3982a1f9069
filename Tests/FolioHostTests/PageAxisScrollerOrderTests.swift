import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// A scroller on the pages' axis in followed motion, whichever of the host and the platform's
/// scroll view hears a touch first, and while the pages change under the finger: what an
/// outside checker's UIScrollView model found (a pan that began past a photo's edge given to
/// the photo when the finger came back, the first step past the slop taken a step late, a
/// still photo that removed the scroll view's rubber band, a deleted page's photo moved).
@MainActor
@Suite("A scroller on the pages' axis in every order")
struct PageAxisScrollerOrderTests {
  private static func choices(touchesFirst: Bool, panBeginMoves: Bool = true)
    -> PlatformScrollViewModel<Card>.Choices
  {
    var choices = PlatformScrollViewModel<Card>.Choices()
    choices.touchesFirst = touchesFirst
    choices.panBeginMoves = panBeginMoves
    return choices
  }

  /// Where the pages are, in points from page 0.
  private static func pages(_ screen: PhotoScreen) -> Double {
    screen.container.position * screen.container.pageStride
  }

  @Test(
    "nextPan: a pan that begins past the photo's edge is the pages' to its end, coming back too",
    arguments: [false, true], [false, true])
  func aPanPastTheEdgeStaysThePages(touchesFirst: Bool, panBeginMoves: Bool) throws {
    let screen = try PhotoScreen(
      offset: 0, range: 300, handoff: .nextPan, motion: .followed, start: 1,
      choices: Self.choices(touchesFirst: touchesFirst, panBeginMoves: panBeginMoves))
    let photo = try #require(screen.photo)
    screen.harness.touchDown(at: Point(x: 200, y: 200))
    // Right past the slop (past the photo's start: the pages'), then back left across the
    // start, where the photo has room.
    for x in [212.0, 205, 186, 157, 120] { screen.move(to: x) }
    #expect(photo.sets.isEmpty, "the photo stays: \(photo.sets)")
    #expect(
      Self.pages(screen) > 390 + 40, "the pages follow the finger left: \(Self.pages(screen))")
    screen.harness.touchUp(after: .milliseconds(16))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 2)
    #expect(photo.axisOffset == 0 && photo.flings.isEmpty)
    try screen.harness.finish()
  }

  @Test(
    "a shared pan moves the pages by their part from the first step past the slop, as owned motion",
    arguments: [PageAxisHandoff.sameDrag, .nextPan])
  func theFirstStepPastTheSlop_inEveryOrder(handoff: PageAxisHandoff) throws {
    // The photo at its end: a pan left is the pages' at once (shared, or the pages' own).
    var runs: [[Double]] = []
    let orders =
      [(HostMotion.owned, true, true)]
      + [true, false].flatMap { first in [true, false].map { (HostMotion.followed, first, $0) } }
    for (motion, touchesFirst, panBeginMoves) in orders {
      let screen = try PhotoScreen(
        offset: 300, range: 300, handoff: handoff, motion: motion,
        choices: Self.choices(touchesFirst: touchesFirst, panBeginMoves: panBeginMoves))
      screen.harness.touchDown(at: Point(x: 300, y: 200))
      var steps: [Double] = []
      for x in [287.0, 263, 239, 215] {
        screen.move(to: x)
        steps.append(Self.pages(screen))
      }
      runs.append(steps)
      screen.harness.touchUp(after: .milliseconds(200))
      screen.harness.runUntilIdle()
      try screen.harness.finish()
    }
    #expect(runs[0].first.map { $0 > 0 } == true, "owned moves at the first step: \(runs[0])")
    // (A next pan from the edge is the platform's own pan in followed motion: it moves as
    // UIKit's does, from where it begins.)
    for (run, order) in zip(runs.dropFirst(), orders.dropFirst()) where handoff == .sameDrag {
      #expect(run == runs[0], "followed, \(order): \(run) owned: \(runs[0])")
    }
  }

  @Test(
    "a photo that cannot move, or a next pan from its edge, pans as a page with none: the scroll view's rubber band too",
    arguments: [(0.0, 0.0, PageAxisHandoff.nextPan), (0, 0, .sameDrag), (0, 300, .nextPan)])
  func aStillPhotoKeepsTheRubberBand(offset: Double, range: Double, handoff: PageAxisHandoff)
    throws
  {
    var runs: [[Double]] = []
    for onPhoto in [true, false] {
      let screen = try PhotoScreen(
        offset: offset, range: range, handoff: handoff, motion: .followed)
      let page = try #require(screen.container.activeController(at: 0) as? PhotoPage)
      page.band = true  // the photo on the top half only
      let platform = try #require(screen.harness.platform)
      let y = onPhoto ? 200.0 : 400
      screen.harness.touchDown(at: Point(x: 20, y: y))
      var steps: [Double] = []
      for step in 1...12 {
        screen.harness.touchMoved(to: Point(x: 20 + 40 * Double(step), y: y))
        steps.append(platform.offset)
      }
      runs.append(steps)
      screen.harness.touchUp(after: .milliseconds(200))
      screen.harness.runUntilIdle()
      #expect(screen.container.currentIndex == 0)
      try screen.harness.finish()
    }
    #expect(runs[0] == runs[1], "on the photo: \(runs[0]) off it: \(runs[1])")
    #expect(
      (runs[1].last ?? 0) > -470, "the rubber band holds back a pull of 480: \(runs[1])")
  }

  @Test(
    "a page deleted under a shared pan ends it: the photo is not moved again, the pages take the rest",
    arguments: [HostMotion.owned, .followed])
  func aPageDeletedMidPan(motion: HostMotion) throws {
    let screen = try PhotoScreen(
      offset: 150, range: 300, handoff: .sameDrag, motion: motion, start: 1)
    let photo = try #require(screen.photo)
    screen.harness.touchDown(at: Point(x: 200, y: 200))
    for x in [180.0, 160] { screen.move(to: x) }
    #expect(screen.screen.host.axisScroller === photo)
    screen.photos.pages.remove(at: 1)
    screen.container.reloadData()
    screen.container.layoutIfNeeded()
    #expect(screen.screen.host.axisScroller == nil, "the deleted page's photo is no scroller")
    let sets = photo.sets.count
    let before = Self.pages(screen)
    for x in [140.0, 120, 60] { screen.move(to: x) }
    #expect(photo.sets.count == sets, "the deleted page's photo is not moved again")
    #expect(Self.pages(screen) > before + 50, "the pages take the rest: \(Self.pages(screen))")
    screen.harness.touchUp(after: .milliseconds(16))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 2)
    try screen.harness.finish()
  }
}
