import Folio
import FolioTesting
import Testing

/// Plugins hear when the pages start or stop looping, whatever made them.
@Suite struct LoopingHookTests {
  private final class LoopingListener: PageContainerPlugin {
    var heard: [Bool] = []
    func pageContainerLoopingDidChange(_ context: PagePluginContext<TestPage>) {
      heard.append(context.isLooping)
    }
  }

  @Test func theRequest_theCount_andTheShape_eachTellPlugins() {
    let f = ContainerFixture(count: 3)
    let listener = LoopingListener()
    f.container.addPlugin(listener)
    f.container.loops = true
    #expect(listener.heard == [true])
    // Thirds need four pages.
    f.container.shape = PageShape(size: .fraction(1.0 / 3))
    #expect(listener.heard == [true, false])
    f.source.pages.append(TestPage(id: "p3"))
    f.driver.applyUpdates()
    #expect(listener.heard == [true, false, true])
    f.container.loops = false
    f.container.loops = false
    #expect(listener.heard == [true, false, true, false])
    f.finish()
  }
}

/// Found from outside (an independent hunt over looping in every shape), each failing before
/// its fix.
@Suite struct LoopingHuntRegressionTests {
  private func fixture(_ count: Int, _ shape: PageShape, loops: Bool = true) -> ContainerFixture {
    let f = ContainerFixture(count: count, layout: false)
    f.container.shape = shape
    f.container.loops = loops
    f.container.layoutIfNeeded()
    f.driver.runUntilSettled()
    f.recorder.clear()
    return f
  }

  /// Unit fractions: the page one viewport on touches the edge at rest (its start is a
  /// rounding error under the viewport's end); it is not shown.
  @Test(arguments: [3, 6, 7, 12])
  func unitFractions_showExactlyThatManyPagesAtRest(pages: Int) {
    let f = fixture(20, PageShape(size: .fraction(1 / Double(pages))), loops: false)
    #expect(f.container.visibleIndices == Array(0..<pages))
    #expect(f.container.placements.allSatisfy { f.container.visibleFraction(of: $0) > 1 - 1e-9 })
    f.finish()
  }

  /// A fling goes less than one ring: from 2.1 forward at most to page 7 (page 2 again),
  /// backward at most to page -2 (page 3); it went a page further.
  @Test(arguments: [1e6, .infinity, -1e6, -.infinity])
  func aFling_goesAtMostOneRing_fromThePageItLiesOn(velocity: Double) {
    let f = fixture(5, PageShape(flingLimit: .max))
    try? f.container.scrollToPage(2, animated: false)
    f.driver.runUntilSettled()
    f.container.beginDragging()
    f.container.drag(byPages: 0.1)
    f.container.endDragging(velocity: velocity)
    var travelled = 0.0
    var previous = f.container.position
    while f.container.phase != .resting {
      f.driver.advance(by: .milliseconds(16))
      var step = f.container.position - previous
      if step < -2.5 { step += 5 }
      if step > 2.5 { step -= 5 }
      travelled += step
      previous = f.container.position
    }
    #expect(abs(travelled) < 5)
    #expect(f.container.currentIndex == (velocity > 0 ? 2 : 3))
    f.finish()
  }

  /// An update that leaves too few pages for the ring ends a motion across the seam at once,
  /// on its target, which never leaves the screen.
  @Test func anUpdateThatEndsTheRing_landsTheMotionAtOnce() throws {
    let f = fixture(3, PageShape(size: .fraction(0.5)))
    try f.container.scrollToPage(2, animated: false)
    f.driver.runUntilSettled()
    try f.container.scrollToPage(0, animated: true)
    f.driver.advance(by: .milliseconds(80))
    f.recorder.clear()
    f.source.pages.removeLast()
    f.driver.applyUpdates()
    #expect(!f.container.isLooping)
    #expect(f.container.phase == .resting)
    #expect(f.container.currentIndex == 0)
    let gone = f.recorder.take(.lifecycle).compactMap { event -> Int? in
      if case .didDisappear(let index, _, _) = event { return index }
      return nil
    }
    #expect(!gone.contains(0), "the target stays on screen")
    f.finish()
  }

  /// During a far jump with several pages per viewport, a source that slides out of the
  /// viewport has left it (pageDidDisappear then), and comes back only as it appears again.
  @Test(arguments: [true, false])
  func farJump_sourcesLeaveWhenNoPartIsInView(loops: Bool) throws {
    let f = fixture(loops ? 3 : 8, PageShape(size: .fraction(0.5)), loops: loops)
    try f.container.scrollToPage(loops ? 2 : 5, animated: true, route: .forward)
    while f.container.phase != .resting {
      f.driver.advance(by: .milliseconds(16))
      for placement in f.container.placements {
        #expect(
          f.container.visibleFraction(of: placement) > 0,
          "page \(placement.index) shown at \(placement.offset) with nothing in view")
      }
      f.verify()
    }
    f.finish()
  }
}

/// Found from outside: a jump that changes course kept its old start, so pages snapped.
@Suite struct JumpCourseTests {
  /// The offsets of the shown pages, by index.
  private func offsets(_ f: ContainerFixture) -> [Int: Double] {
    Dictionary(uniqueKeysWithValues: f.container.placements.map { ($0.index, $0.offset) })
  }

  /// Runs the jump to its end, recording the largest move of a page that stays shown from one
  /// frame to the next.
  private func largestStep(_ f: ContainerFixture) -> Double {
    var largest = 0.0
    var before = offsets(f)
    while f.container.phase != .resting {
      f.driver.advance(by: .milliseconds(16))
      guard f.container.phase != .resting else { break }
      let now = offsets(f)
      for (index, offset) in now {
        if let was = before[index] { largest = max(largest, abs(offset - was)) }
      }
      before = now
    }
    return largest
  }

  @Test(arguments: [false, true])
  func aJumpRetargetedBackToItsStart_slidesBack(loops: Bool) throws {
    let f = ContainerFixture(count: 9)
    f.container.loops = loops
    f.container.beginDragging()
    f.container.drag(byPages: 0.3)
    try f.container.scrollToPage(4, animated: true)
    f.driver.advance(by: .milliseconds(48))
    let before = offsets(f)
    try f.container.scrollToPage(0, animated: true)
    f.container.layoutIfNeeded()
    #expect(offsets(f)[0] == before[0], "page 0 stays where it is as the course changes")
    #expect(largestStep(f) < 0.2)
    #expect(f.container.currentIndex == 0)
    f.finish()
  }

  @Test func aJumpRetargetedAroundTheRing_keepsItsPagesShown() throws {
    let f = ContainerFixture(count: 9)
    f.container.loops = true
    try f.container.scrollToPage(4, animated: true)
    f.driver.advance(by: .milliseconds(48))
    let shown = f.container.visibleIndices
    try f.container.scrollToPage(7, animated: true)
    f.container.layoutIfNeeded()
    #expect(shown.allSatisfy { f.container.visibleIndices.contains($0) })
    #expect(largestStep(f) < 0.2)
    #expect(f.container.currentIndex == 7)
    f.finish()
  }

  @Test func anUpdateDuringAJump_holdsThePagesWhereTheyAre() throws {
    let f = ContainerFixture(count: 9)
    f.container.shape = PageShape(size: .fraction(0.5))
    try f.container.scrollToPage(6, animated: true)
    f.driver.advance(by: .milliseconds(48))
    let before = f.container.placements.compactMap { placement in
      f.container.page(at: placement.index).map { ($0.id, placement.offset) }
    }
    f.source.pages.insert(TestPage(id: "new"), at: 0)
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    let after = Dictionary(
      uniqueKeysWithValues: f.container.placements.compactMap { placement in
        f.container.page(at: placement.index).map { ($0.id, placement.offset) }
      })
    for (id, offset) in before {
      #expect(after[id] == offset, "\(id) held; \(f.container.phase) \(f.container.placements)")
    }
    // What is left of the jump runs in what is left of its time: faster, never a snap.
    #expect(largestStep(f) < 0.5)
    #expect(f.container.page(at: f.container.currentIndex ?? -1)?.id == "p6")
    f.finish()
  }
}
