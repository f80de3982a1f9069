import Folio
import FolioTesting
import Testing

/// Looping: the pages as a ring, with one page per viewport.
@Suite struct LoopingTests {
  /// `count` pages, looping, settled on `page` (reached the shorter way round), events cleared.
  private func ring(_ count: Int, on page: Int = 0) -> ContainerFixture {
    let f = ContainerFixture(count: count)
    f.container.loops = true
    if page != 0 { try? f.container.scrollToPage(page, animated: false) }
    f.driver.runUntilSettled()
    f.recorder.clear()
    return f
  }

  /// The tag of a page's controller (a tag no controller has, when it has none).
  private func tag(_ f: ContainerFixture, _ index: Int) -> ControllerTag {
    f.container.activeController(at: index).flatMap { f.container.tag(of: $0) }
      ?? ControllerTag(typeName: "none", number: -1)
  }

  @Test func forwardFromTheLast_reachesTheFirst() {
    let f = ring(5, on: 4)
    #expect(f.container.isLooping)
    f.container.beginDragging()
    f.container.drag(byPages: 0.25)
    #expect(f.container.position == 4.25)
    #expect(f.container.visibleIndices == [0, 4])
    #expect(
      f.container.placements == [
        PagePlacement(index: 0, offset: 0.75), PagePlacement(index: 4, offset: -0.25),
      ])
    f.container.endDragging(velocity: 2)
    #expect(f.container.phase == .gliding(toward: 0))
    f.driver.runUntilSettled()
    let events = f.recorder.take(.lifecycle)
    #expect(events.count == 4)
    #expect(events.last == .settled(index: 0))
    #expect(f.container.currentIndex == 0)
    #expect(f.container.position == 0)
    #expect(f.container.travelDirection == .forward)
    f.finish()
  }

  @Test func backwardFromTheFirst_reachesTheLast() {
    let f = ring(5)
    let first = f.container.activeController(at: 0)
    f.driver.swipe(by: -1)
    #expect(f.container.currentIndex == 4)
    #expect(f.container.position == 4)
    #expect(f.container.travelDirection == .backward)
    // The first page keeps its controller: it is one page away around the ring.
    #expect(f.container.activeController(at: 0) === first)
    #expect(f.container.activeIndices == [0, 4])
    f.driver.swipe(by: 1)
    #expect(f.container.currentIndex == 0)
    #expect(f.container.activeController(at: 0) === first)
    f.finish()
  }

  @Test func exactSequence_acrossTheSeam() {
    let f = ring(5, on: 4)
    // Page 0 kept its controller from the start: one page away around the ring.
    let (first, last) = (tag(f, 0), tag(f, 4))
    f.driver.swipe(by: 1)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(0, first), .gone(4, last), .did(0, first), .settled(index: 0),
      ])
    f.finish()
  }

  @Test func cancelledSwipeAtTheSeam_staysOnTheLast() {
    let f = ring(5, on: 4)
    let last = f.container.activeController(at: 4)
    f.container.beginDragging()
    f.container.drag(byPages: 0.3)
    f.container.endDragging(velocity: 0)
    f.driver.runUntilSettled()
    let first = tag(f, 0)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(0, first), .gone(0, first), .settled(index: 4),
      ])
    #expect(f.container.activeController(at: 4) === last)
    #expect(f.container.position == 4)
    f.finish()
  }

  @Test func positionsStayIndices_whileDraggingAroundTheRing() {
    let f = ring(3)
    f.container.beginDragging()
    for _ in 0..<20 {
      f.container.drag(byPages: -0.7)
      #expect(f.container.position >= 0 && f.container.position < 3)
      #expect(f.container.visibleIndices.allSatisfy { (0..<3).contains($0) })
      #expect(Set(f.container.visibleIndices).count == f.container.visibleIndices.count)
      f.verify()
    }
    f.container.drag(byPages: .infinity)
    f.container.drag(byPages: -.greatestFiniteMagnitude)
    #expect(f.container.position >= 0 && f.container.position < 3)
    f.container.endDragging(velocity: .infinity)
    f.driver.runUntilSettled()
    f.finish()
  }

  @Test(arguments: [2, 3])
  func shortRing_onePagePerController_neverTwiceOnScreen(count: Int) {
    let f = ring(count)
    #expect(f.container.isLooping)
    for step in 0..<(count * 3) {
      f.driver.swipe(by: step % 4 == 3 ? -1 : 1)
      f.verify()
      #expect(f.container.activeIndices.count <= count)
    }
    f.container.beginDragging()
    f.container.drag(byPages: Double(count) - 0.5)
    #expect(f.container.visibleIndices.count == 2)
    #expect(Set(f.container.visibleIndices).count == 2)
    f.container.endDragging(velocity: 0)
    f.driver.runUntilSettled()
    f.finish()
  }

  @Test func onePage_doesNotLoop() {
    let f = ring(1)
    #expect(f.container.loops)
    #expect(!f.container.isLooping)
    f.driver.swipe(by: 1)
    #expect(f.recorder.take(.lifecycle) == [.settled(index: 0)])
    f.finish()
  }

  @Test func severalPagesPerViewport_needAsManyPagesAsTheViewportShowsAtOnce() {
    let f = ring(2)
    #expect(f.container.minimumLoopingCount == 2)
    // Half pages: two at rest, three while dragging. Two pages cannot loop.
    f.container.shape = PageShape(size: .fraction(0.5))
    #expect(f.container.minimumLoopingCount == 3)
    #expect(f.container.loops)
    #expect(!f.container.isLooping)
    f.driver.swipe(by: -1)
    #expect(f.container.currentIndex == 0)
    f.finish()
  }

  @Test func farJump_takesTheShorterWayRound() {
    let f = ring(8, on: 1)
    try? f.container.scrollToPage(6, animated: true)
    #expect(f.container.phase == .jumping(toward: 6))
    #expect(f.container.travelDirection == .backward)
    f.driver.advance(by: .milliseconds(50))
    #expect(f.container.position > 6 || f.container.position < 1)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 6)
    #expect(f.container.position == 6)
    let shown = f.recorder.take(.lifecycle).compactMap { event -> Int? in
      if case .willAppear(let index, _, _) = event { return index }
      return nil
    }
    #expect(shown == [6], "no page in between is shown")
    f.finish()
  }

  @Test func neighbourJump_acrossTheSeam_animatesOnePage() {
    let f = ring(6, on: 5)
    try? f.container.scrollToPage(0, animated: true)
    #expect(f.container.phase == .animating(toward: 0))
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 0)
    #expect(f.container.travelDirection == .forward)
    f.finish()
  }

  @Test func updateAtTheSeam_keepsTheRingAndTheCurrentPage() {
    let f = ring(5, on: 4)
    let controller = f.container.activeController(at: 4)
    f.source.pages.insert(TestPage(id: "new"), at: 0)
    f.driver.applyUpdates()
    #expect(f.container.currentIndex == 5)
    #expect(f.container.activeController(at: 5) === controller)
    f.driver.swipe(by: 1)
    #expect(f.container.currentIndex == 0)
    #expect(f.container.page(at: 0)?.id == "new")
    f.source.pages.removeLast(5)
    f.driver.applyUpdates()
    #expect(f.container.currentIndex == 0)
    #expect(!f.container.isLooping)
    f.finish()
  }

  @Test func updateDuringAGlideAcrossTheSeam_landsOnTheSamePage() {
    let f = ring(5, on: 4)
    f.container.beginDragging()
    f.container.drag(byPages: 0.4)
    f.container.endDragging(velocity: 2)
    f.driver.advance(by: .milliseconds(16))
    f.source.pages.insert(TestPage(id: "new"), at: 2)
    f.driver.applyUpdates()
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 0)
    #expect(f.container.page(at: 0)?.id == "p0")
    f.finish()
  }

  @Test func recyclingCountsAroundTheRing() {
    let f = ring(12)
    f.container.recycleDistance = 1
    f.driver.swipe(by: -1)
    // Page 0 is one page from page 11 around the ring: kept.
    #expect(f.container.activeIndices == [0, 11])
    f.driver.swipe(by: -1)
    #expect(f.container.currentIndex == 10)
    #expect(f.container.activeIndices == [10, 11])
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    #expect(f.container.activeIndices == [0, 11])
    f.finish()
  }

  @Test func hugeFlingLimit_andFlings_goAtMostOneRing() {
    let f = ring(5, on: 4)
    f.container.shape = PageShape(flingLimit: .max)
    for velocity in [1e300, -.infinity, .greatestFiniteMagnitude, 7] {
      f.container.beginDragging()
      f.container.drag(byPages: 0.4)
      f.container.endDragging(velocity: velocity)
      f.driver.runUntilSettled()
      #expect(f.container.position >= 0 && f.container.position < 5)
      f.verify()
    }
    f.finish()
  }

  @Test func rightToLeft_backwardFromTheFirst_mirrorsTheSeam() {
    let f = ring(4)
    f.container.layoutDirection = .rightToLeft
    f.container.beginDragging()
    f.container.drag(byPages: -0.25)
    #expect(f.container.position == 3.75)
    #expect(
      f.container.placements == [
        PagePlacement(index: 0, offset: 0.25, screenOffset: -0.25),
        PagePlacement(index: 3, offset: -0.75, screenOffset: 0.75),
      ])
    f.container.endDragging(velocity: -2)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 3)
    f.finish()
  }

  @Test func turningLoopingOff_atTheSeam_clampsToThePages() {
    let f = ring(5, on: 4)
    f.container.beginDragging()
    f.container.drag(byPages: 0.5)
    f.container.loops = false
    f.container.endDragging(velocity: 0)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 4)
    f.finish()
  }
}
