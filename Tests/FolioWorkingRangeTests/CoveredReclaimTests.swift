import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// A far jump while the screen is away: pages beyond the recycle distance that nothing holds
/// are reclaimed as it lands; the working range holds its window until the screen is back
/// (nothing is bound or prefetched for a screen not shown), then moves, and what it held goes
/// (an outside check asked; `PageContainer.isOnScreen` documents it).
@MainActor
@Suite struct CoveredReclaimTests {
  @Test(arguments: [0, 1, 2], [false, true])
  func aFarJumpWhileTheScreenIsAway_reclaimsWhatNothingHolds_theRangeMovesOnItsReturn(
    range: Int, animated: Bool
  ) throws {
    let f = RangeFixture(count: 20, size: range)
    try f.driver.jump(to: 1, animated: false)
    f.clock.runUntilIdle()
    _ = f.harness.skip()
    f.container.isOnScreen = false
    try f.driver.jump(to: 12, animated: animated)
    f.clock.runUntilIdle()
    let away = f.harness.skip().map(\.description)
    // Page 0, outside the range's old window (range 0), is held by nothing.
    #expect(away.contains { $0.hasPrefix("reclaimed 0") } == (range == 0), "\(away)")
    #expect(!away.contains { $0.hasPrefix("dequeue") || $0.hasPrefix("willAppear") }, "\(away)")
    #expect(!away.contains { $0.hasPrefix("reclaimed 1") }, "the range holds page 1: \(away)")
    f.container.isOnScreen = true
    f.clock.runUntilIdle()
    let back = f.harness.skip().map(\.description)
    let exit = back.firstIndex { $0.hasPrefix("exitWorkingRange 1") }
    let reclaim = back.firstIndex { $0.hasPrefix("reclaimed 1") }
    if let exit, let reclaim {
      #expect(exit < reclaim, "range \(range): \(back)")
    } else {
      Issue.record("range \(range): page 1 neither left the range nor was reclaimed: \(back)")
    }
    #expect(back.first { $0.hasPrefix("didAppear") }?.hasPrefix("didAppear 12") == true)
    try f.harness.finish()
  }
}
