import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// With several pages per viewport, the working range counts from the pages shown.
@Suite struct WorkingRangeShapeTests {
  @Test func halfPages_rangeCoversTheShownPagesAndOneOnEachSide() {
    let f = RangeFixture(count: 10, size: 1)
    f.container.shape = PageShape(size: .fraction(0.5))
    f.driver.applyUpdates()
    #expect(f.container.visibleIndices == [0, 1])
    #expect(f.plugin.bounds == 0...2)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    #expect(f.container.visibleIndices == [2, 3])
    #expect(f.plugin.bounds == 1...4)
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty, "\(f.checker.violations)")
  }
}
