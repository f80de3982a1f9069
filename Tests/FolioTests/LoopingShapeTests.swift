import Folio
import FolioTesting
import Testing

/// Looping with several pages per viewport, and the way round a far jump takes: exact
/// sequences across the seam (viewport 100 points wide).
@Suite struct LoopingShapeTests {
  /// `count` pages in `shape`, looping, settled on `page` (instantly), events cleared.
  private func ring(_ count: Int, _ shape: PageShape, on page: Int = 0) -> ContainerFixture {
    let f = ContainerFixture(count: count, layout: false)
    f.container.shape = shape
    f.container.loops = true
    f.container.layoutIfNeeded()
    if page != 0 { try? f.container.scrollToPage(page, animated: false) }
    f.driver.runUntilSettled()
    f.recorder.clear()
    return f
  }

  private static let halves = PageShape(size: .fraction(0.5))
  private static let carousel = PageShape(size: .fraction(0.8), alignment: .centered)

  @Test func halfPages_restingOnTheLast_showTheFirstBesideIt() {
    let f = ring(5, Self.halves, on: 4)
    #expect(f.container.isLooping)
    #expect(f.container.visibleIndices == [0, 4])
    #expect(
      f.container.placements == [
        PagePlacement(index: 0, offset: 1), PagePlacement(index: 4, offset: 0),
      ])
    #expect(f.container.placements.map(f.container.screenOrigin(of:)) == [50, 0])
    f.finish()
  }

  @Test func halfPages_exactSequence_acrossTheSeam() throws {
    let f = ring(5, Self.halves, on: 3)
    #expect(f.container.visibleIndices == [3, 4])
    let three = try #require(f.container.activeController(at: 3).flatMap(f.container.tag(of:)))
    f.container.beginDragging()
    f.container.drag(byPages: 0.4)
    // Page 0 peeks in after page 4 (one ring on), page 3 is still partly shown.
    #expect(f.container.visibleIndices == [0, 3, 4])
    #expect(f.container.progress(ofPageAt: 0) == 1.6)
    f.container.endDragging(velocity: 2)
    f.driver.runUntilSettled()
    let zero = try #require(f.container.activeController(at: 0).flatMap(f.container.tag(of:)))
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(0, zero), .gone(3, three), .did(0, zero), .settled(index: 4),
      ])
    #expect(f.container.visibleIndices == [0, 4])
    f.driver.swipe(by: 1)
    // Resting on page 0: pages 0 and 1, the seam behind.
    #expect(f.container.currentIndex == 0)
    #expect(f.container.visibleIndices == [0, 1])
    #expect(f.container.travelDirection == .forward)
    f.finish()
  }

  @Test func carousel_ringOfThree_showsAllThree_eachOnce() {
    // 80-point pages centred: 10 points of each neighbour peek, so three pages at rest.
    let f = ring(3, Self.carousel)
    #expect(f.container.minimumLoopingCount == 3)
    #expect(f.container.isLooping)
    #expect(f.container.visibleIndices == [0, 1, 2])
    #expect(
      f.container.placements.map(\.offset) == [0, 1, -1],
      "page 2 peeks at the left, one ring back")
    #expect(f.container.placements.map(f.container.screenOrigin(of:)) == [10, 90, -70])
    for step in 0..<7 {
      f.driver.swipe(by: step % 3 == 2 ? -1 : 1)
      #expect(Set(f.container.visibleIndices) == [0, 1, 2])
      #expect(f.container.activeIndices.count == 3, "one controller per page")
      f.verify()
    }
    f.finish()
  }

  @Test func visibleFraction_isThePartInTheViewport() {
    // 80-point pages centred in 100: 10 points of each neighbour peek, around the seam too.
    let f = ring(5, Self.carousel)
    let fractions = f.container.placements.map { ($0.index, f.container.visibleFraction(of: $0)) }
    #expect(fractions.map(\.0) == [0, 1, 4])
    #expect(fractions.map(\.1) == [1, 0.125, 0.125])
    // Half pages: the page beside the current one is whole.
    let halves = ring(5, Self.halves, on: 4)
    #expect(halves.container.placements.map(halves.container.visibleFraction(of:)) == [1, 1])
    halves.container.beginDragging()
    halves.container.drag(byPages: 0.5)
    // A quarter page each way: page 4 half out, page 1 half in.
    let dragged = halves.container.placements.map {
      ($0.index, halves.container.visibleFraction(of: $0))
    }
    #expect(dragged.map(\.0) == [0, 1, 4])
    #expect(dragged.map(\.1) == [1, 0.5, 0.5])
    halves.container.endDragging(velocity: 0)
    halves.driver.runUntilSettled()
    // One full page: 1 - |offset|.
    let full = ring(3, .fullPage)
    full.container.beginDragging()
    full.container.drag(byPages: -0.25)
    #expect(full.container.placements.map(full.container.visibleFraction(of:)) == [0.75, 0.25])
    full.container.endDragging(velocity: 0)
    full.driver.runUntilSettled()
    f.finish()
    halves.finish()
    full.finish()
  }

  @Test func thirds_progressRunsTheWayTheShapeShows_acrossTheSeam() {
    // Thirds at the leading edge: three at rest, four while dragging: four pages loop.
    let f = ring(4, PageShape(size: .fraction(1.0 / 3)), on: 3)
    #expect(f.container.minimumLoopingCount == 4)
    #expect(f.container.visibleIndices == [0, 1, 3])
    var progress: [Int: Double] = [:]
    f.container.forEachVisiblePage { progress[$0] = $1 }
    #expect(progress == [3: 0, 0: 1, 1: 2])
    f.finish()
  }

  @Test func recyclingCountsFromTheShownPages_aroundTheRing() {
    let f = ring(12, Self.halves)
    f.container.recycleDistance = 1
    f.driver.swipe(by: -1)
    // Resting on 11 with page 0 beside it: page 1 is one page away, kept.
    #expect(f.container.currentIndex == 11)
    #expect(f.container.visibleIndices == [0, 11])
    #expect(f.container.activeIndices == [0, 1, 11])
    f.driver.swipe(by: -1)
    // Resting on 10 with 11 beside it: page 0 is one page away around the ring, page 1 two.
    #expect(f.container.visibleIndices == [10, 11])
    #expect(f.container.activeIndices == [0, 10, 11])
    f.finish()
  }

  @Test func aShapeThatShowsMore_turnsLoopingOff_atTheSeam() {
    let f = ring(3, .fullPage, on: 2)
    f.container.beginDragging()
    f.container.drag(byPages: 0.5)
    #expect(f.container.position == 2.5)
    // Thirds need four pages: the ring is gone, the position comes back within the pages.
    f.container.shape = PageShape(size: .fraction(1.0 / 3))
    #expect(!f.container.isLooping)
    #expect(f.container.position == 2)
    f.container.endDragging(velocity: 0)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 2)
    f.finish()
  }

  // MARK: - The way round

  @Test(arguments: [LoopRoute.forward, .backward, .shorter])
  func farJump_goesTheWayTheAppChooses(route: LoopRoute) {
    let f = ring(8, .fullPage, on: 1)
    try? f.container.scrollToPage(6, animated: true, route: route)
    #expect(f.container.phase == .jumping(toward: 6))
    let forward = route == .forward
    #expect(f.container.travelDirection == (forward ? .forward : .backward))
    var positions: [Double] = []
    while f.container.phase != .resting {
      f.driver.advance(by: .milliseconds(16))
      positions.append(f.container.position)
    }
    // Forward passes 2...5; backward (the shorter way) passes 0 and 7.
    let passed = positions.dropLast().map { Int($0.rounded(.down)) }
    if forward {
      #expect(passed.allSatisfy { (1...5).contains($0) })
    } else {
      #expect(passed.allSatisfy { $0 == 0 || $0 == 1 || $0 == 7 || $0 == 6 })
    }
    #expect(f.container.currentIndex == 6)
    let shown = f.recorder.take(.lifecycle).compactMap { event -> Int? in
      if case .willAppear(let index, _, _) = event { return index }
      return nil
    }
    #expect(shown == [6], "no page in between is shown")
    f.finish()
  }

  @Test func halfWayRound_theShorterRoute_goesForward() {
    let f = ring(4, .fullPage, on: 1)
    try? f.container.scrollToPage(3, animated: true)
    #expect(f.container.travelDirection == .forward)
    f.driver.advance(by: .milliseconds(50))
    #expect(f.container.position > 1 && f.container.position < 3)
    f.driver.runUntilSettled()
    let two = ring(2, .fullPage)
    try? two.container.scrollToPage(1, animated: true)
    #expect(two.container.travelDirection == .forward)
    two.driver.runUntilSettled()
    #expect(two.container.currentIndex == 1)
    f.finish()
    two.finish()
  }

  @Test func aNeighbour_theLongWayRound_isAJump() {
    let f = ring(6, .fullPage, on: 5)
    try? f.container.scrollToPage(0, animated: true, route: .backward)
    #expect(f.container.phase == .jumping(toward: 0))
    #expect(f.container.travelDirection == .backward)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 0)
    #expect(f.container.travelDirection == .backward)
    f.finish()
  }

  @Test func anInstantScroll_turnsTheWayTheRouteSays() {
    let f = ring(6, .fullPage, on: 1)
    try? f.container.scrollToPage(2, animated: false, route: .backward)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 2)
    #expect(f.container.travelDirection == .backward)
    // The page it rests on: nothing happens, whatever the route.
    f.recorder.clear()
    try? f.container.scrollToPage(2, animated: true, route: .forward)
    f.driver.runUntilSettled()
    #expect(f.recorder.take(.lifecycle) == [])
    f.finish()
  }

  @Test func withoutARing_theRouteIsIgnored() {
    let f = ContainerFixture(count: 8)
    f.driver.runUntilSettled()
    try? f.container.scrollToPage(6, animated: true, route: .backward)
    #expect(f.container.travelDirection == .forward)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 6)
    f.finish()
  }
}
