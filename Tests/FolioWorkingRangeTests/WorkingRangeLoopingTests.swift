import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// The working range around a ring: its windows wrap at the seam.
@Suite struct WorkingRangeLoopingTests {
  @Test func onTheFirstPage_theLastPageIsInRange() {
    let f = RangeFixture(count: 6, size: 1)
    _ = f.take()
    f.container.loops = true
    f.driver.swipe(by: 1)
    f.driver.swipe(by: -1)
    #expect(Set(f.rangeIndices) == [5, 0, 1])
    f.verify()
  }

  /// Found by the bound-page limit's model: the range wrapped only at the next settle.
  @Test func loopingTurnedOnOrOffAtRest_theWindowWrapsAtOnce() {
    let f = RangeFixture(count: 6, size: 1)
    _ = f.take()
    f.container.loops = true
    #expect(f.rangeIndices == [0, 1, 5])
    #expect(f.take() == ["+c5"])
    f.container.loops = false
    #expect(f.rangeIndices == [0, 1])
    #expect(f.take() == ["-c5", "back c5"])  // 5 pages away: recycled
    f.verify()
  }

  @Test func swipingBackAcrossTheSeam_exactEntersAndExits() {
    let f = RangeFixture(count: 6, size: 1)
    f.container.loops = true
    f.driver.swipe(by: 1)
    f.driver.swipe(by: -1)
    _ = f.take()
    f.driver.swipe(by: -1)
    #expect(f.take() == ["will c5", "+c4", "gone c0", "-c1", "did c5"])
    #expect(Set(f.rangeIndices) == [4, 5, 0])
    f.driver.swipe(by: 1)
    #expect(f.take() == ["will c0", "+c1", "gone c5", "-c4", "did c0"])
    f.verify()
  }

  @Test func ringShorterThanTheWindows_coversEveryPageOnce() {
    let f = RangeFixture(count: 3, size: 2)
    f.container.loops = true
    f.driver.swipe(by: -1)
    #expect(f.rangeIndices.sorted() == [0, 1, 2])
    f.driver.swipe(by: -1)
    #expect(f.rangeIndices.sorted() == [0, 1, 2])
    f.verify()
  }

  @Test func halfPages_theWindowsWrapFromEveryShownPage() {
    let f = RangeFixture(count: 8, size: 1)
    f.container.shape = PageShape(size: .fraction(0.5))
    f.container.loops = true
    f.driver.swipe(by: -1)
    // Resting on 7 with page 0 beside it: one page each side of both.
    #expect(f.container.visibleIndices == [0, 7])
    #expect(Set(f.rangeIndices) == [6, 7, 0, 1])
    _ = f.take()
    f.driver.swipe(by: 1)
    // Resting on 0 with 1 beside it: 6 leaves, 2 enters.
    #expect(Set(f.rangeIndices) == [7, 0, 1, 2])
    #expect(f.take().filter { $0.hasPrefix("+") || $0.hasPrefix("-") } == ["+c2", "-c6"])
    f.verify()
  }
}
