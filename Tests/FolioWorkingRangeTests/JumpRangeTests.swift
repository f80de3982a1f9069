import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// A far jump prefetches only what the range covers at rest at its ends, whichever way it turns
/// in flight.
@Suite struct JumpRangeTests {
  @Test func farJumpTurnedAroundInFlight_pagesItFliesOverNeverEnter() throws {
    let f = RangeFixture(count: 30, leading: 2, trailing: 0)
    try f.driver.jump(to: 10, animated: false)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: -1)  // at rest on 10, last travel backward: range 8...10
    #expect(f.rangeIndices == [8, 9, 10])
    _ = f.take()
    try f.driver.jump(to: 25, animated: true, wait: false)
    f.driver.advance(by: .milliseconds(50))
    // Turned around toward page 0: the source keeps its window, the target faces backward.
    try f.driver.jump(to: 0, animated: true, wait: false)
    f.driver.advance(by: .milliseconds(50))
    f.driver.runUntilSettled()
    let entered = f.take().filter { $0.hasPrefix("+") }
    // Only the targets' windows entered: 25...27 (forward), then 0 (backward, nothing below).
    #expect(entered == ["+c25", "+c26", "+c27", "+c0"])
    #expect(f.rangeIndices == [0])
    f.verify()
  }

  @Test func farJumpFromARestFacingBackward_theSourceKeepsItsWindow() throws {
    let f = RangeFixture(count: 30, leading: 2, trailing: 0)
    try f.driver.jump(to: 10, animated: false)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: -1)  // range 8...10, facing backward
    _ = f.take()
    try f.driver.jump(to: 20, animated: true, wait: false)
    f.driver.advance(by: .milliseconds(50))
    // Pages 11 and 12 lie between the ends and the range at rest never covered them.
    #expect(f.rangeIndices == [8, 9, 10, 20, 21, 22])
    f.driver.runUntilSettled()
    #expect(f.take().filter { $0.hasPrefix("+") } == ["+c20", "+c21", "+c22"])
    f.verify()
  }
}
