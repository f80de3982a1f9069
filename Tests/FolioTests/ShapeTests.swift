import Folio
import FolioTesting
import Testing

/// Several pages per viewport: exact lifecycle sequences for peeking neighbours, partly shown
/// pages, fling limits and recycling from the shown span (viewport 100 points wide).
@Suite struct ShapeTests {
  private func fixture(_ shape: PageShape, count: Int = 6) -> ContainerFixture {
    let f = ContainerFixture(count: count, layout: false)
    f.container.shape = shape
    f.container.layoutIfNeeded()
    return f
  }

  @Test func carousel_theResting_andThePeekingPageBothAppear() {
    // 80-point pages, centred: the next page's first 10 points peek at the right.
    let f = fixture(PageShape(size: .fraction(0.8), alignment: .centered))
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(0, article(1)), .will(1, article(2)), .did(0, article(1)), .did(1, article(2)),
        .settled(index: 0),
      ])
    #expect(f.container.visibleIndices == [0, 1])
    #expect(f.container.showsSeveralPages)
    #expect(f.container.pageLength == 80 && f.container.pageStride == 80)
    #expect(f.container.placements.map(f.container.screenOrigin(of:)) == [10, 90])
    f.finish()
  }

  @Test func carousel_swipe_onlyTheNewPageHearsAnything_theOthersStayAppeared() {
    let f = fixture(PageShape(size: .fraction(0.8), alignment: .centered))
    f.recorder.clear()
    f.driver.swipe(by: 1)
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(2, article(3)), .did(2, article(3)), .settled(index: 1),
      ])
    #expect(f.container.visibleIndices == [0, 1, 2])
    f.driver.swipe(by: 1)
    // Page 0 leaves past 1.125, before page 3 comes in past 1.875, in another frame.
    #expect(
      f.recorder.take(.lifecycle) == [
        .gone(0, article(1)), .will(3, article(4)), .did(3, article(4)), .settled(index: 2),
      ])
    f.finish()
  }

  @Test func partlyShownPages_appearWhenAnyPartEnters_disappearWhenNoneIsLeft() {
    // Two half pages side by side, leading: pages 0 and 1 at rest.
    let f = fixture(PageShape(size: .fraction(0.5)))
    f.recorder.clear()
    f.driver.drag(byPages: 0.1)  // page 2's first 5 points come in; page 0 still shows 45
    #expect(f.recorder.take(.lifecycle) == [.will(2, article(3))])
    f.driver.drag(byPages: 0.8)  // page 0 shows 5 points
    #expect(f.recorder.take(.lifecycle) == [])
    f.driver.drag(byPages: 0.1)  // exactly one page on: page 0 touches the edge, not shown
    #expect(f.recorder.take(.lifecycle) == [.gone(0, article(1))])
    #expect(f.container.visibleIndices == [1, 2])
    f.driver.drag(byPages: -0.05)  // back in, 2.5 points of it
    #expect(f.recorder.take(.lifecycle) == [.will(0, article(1))])
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    // Settles on 1 (nearest): page 0 leaves again; page 2, shown since the drag, appears now.
    #expect(
      f.recorder.take(.lifecycle) == [
        .gone(0, article(1)), .did(2, article(3)), .settled(index: 1),
      ])
    f.finish()
  }

  @Test(arguments: [(1, 1), (3, 3), (5, 4)])
  func fling_passesAtMostTheLimit(limit: Int, expected: Int) {
    let f = fixture(PageShape(size: .fraction(0.5), flingLimit: limit), count: 10)
    f.driver.drag(byPages: 0.2)
    f.driver.release(velocity: 13)  // carries 0.2 + 13 × 0.3 = 4.1 pages
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == expected)
    f.finish()
  }

  @Test func fling_slowButPastTheThreshold_stillGoesToTheNextPage() {
    let f = fixture(PageShape(size: .fraction(0.5), flingLimit: 4), count: 10)
    f.driver.drag(byPages: 0.05)
    f.driver.release(velocity: 0.6)  // carries 0.23: nearest is 0, but a fling goes on
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 1)
    f.driver.drag(byPages: -0.1)
    f.driver.release(velocity: -.infinity)  // the fastest fling back, limited to 4
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 0)
    f.finish()
  }

  @Test func recycling_countsFromTheShownSpan() throws {
    let f = fixture(PageShape(size: .fraction(0.5)), count: 10)
    f.container.recycleDistance = 1
    try f.driver.jump(to: 5, animated: false)
    #expect(f.container.activeIndices == [5, 6])
    // Shown 3 and 4; page 5 is kept (one from page 4), page 6 is not.
    try f.driver.jump(to: 3, animated: false)
    #expect(f.container.visibleIndices == [3, 4])
    #expect(f.container.activeIndices == [3, 4, 5])
    f.finish()
  }

  @Test func changingTheShape_atRest_showsAndHidesPagesAtOnce() {
    let f = fixture(.fullPage)
    f.recorder.clear()
    f.container.shape = PageShape(size: .fraction(0.5))
    #expect(f.recorder.take(.lifecycle) == [.will(1, article(2)), .did(1, article(2))])
    f.container.shape = .fullPage
    #expect(f.recorder.take(.lifecycle) == [.gone(1, article(2))])
    #expect(!f.container.showsSeveralPages)
    f.finish()
  }

  @Test func badShapes_areClamped() {
    for size in [
      PageSize.fraction(.nan), .fraction(-1), .fraction(7), .length(.infinity), .length(-3),
      .length(.nan), .length(0),
    ] {
      let f = fixture(PageShape(size: size, spacing: .nan, flingLimit: .min))
      #expect(f.container.pageLength == 100, "\(size)")
      #expect(!f.container.showsSeveralPages)
      f.driver.swipe(by: 1)
      #expect(f.container.currentIndex == 1)
      f.finish()
    }
    // Tiny pages count as a hundredth of the viewport: a hundred shown at most.
    let f = fixture(PageShape(size: .fraction(1e-9), spacing: -5), count: 300)
    #expect(f.container.pageLength == 1)
    #expect(f.container.visibleIndices.count == 100)
    f.finish()
  }
}

/// A gap wider than the viewport counts as half of it.
///
/// The audit's repro: page 2 was shown while only the gap was in view. The spacing counts as at
/// most half the viewport, so some page is always in view.
@Suite struct WideGapTests {
  @Test func aGapWiderThanTheViewport_countsAsHalfOfIt_andEveryShownPageIsInView() throws {
    let source = TestPages(count: 4)
    let harness = PageContainerHarness<TestPage>(viewportSize: Size(width: 7.7, height: 100))
    harness.container.shape = PageShape(size: .fraction(1), spacing: 10)
    harness.container.dataSource = source
    harness.layout()
    #expect(harness.container.pageStride == 7.7 + 3.85)
    try harness.container.scrollToPage(1, animated: false)
    try harness.container.scrollToPage(2, animated: true)
    var frames = 0
    while harness.container.phase != .resting, frames < 1_000 {
      harness.clock.advance(by: harness.clock.frameInterval)
      frames += 1
      #expect(!harness.container.visibleIndices.isEmpty)
      for placement in harness.container.placements {
        let origin = harness.container.screenOrigin(of: placement)
        #expect(origin < 7.7 && origin + 7.7 > 0, "page \(placement.index) at \(origin)")
      }
    }
    #expect(harness.container.currentIndex == 2)
    _ = harness.skip()
    try harness.finish()
  }
}
