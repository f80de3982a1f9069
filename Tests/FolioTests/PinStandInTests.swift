@_spi(Testing) import Folio
import FolioTesting
import Testing

/// Pins count by the type a page really gets: a page shown by a stand-in a budget gave counts
/// against the budget that refused it (short-video's `pin` on a poster was let through).
@Suite struct PinStandInTests {
  @Test func aPageShownByAStandIn_countsAgainstThePlayerBudgetWhenPinned() throws {
    let harness = PageContainerHarness<Clip>()
    let clips = Clips(count: 12)
    clips.fallBackToPhotos = true
    harness.container.dataSource = clips
    try harness.container.setLiveBudget(3, for: PlayerPage.self)
    harness.layout()
    try harness.container.pin(0)
    harness.driver.swipe(by: 1)
    harness.clock.runUntilIdle()
    try harness.container.pin(1)
    harness.driver.swipe(by: 1)
    harness.clock.runUntilIdle()
    // Players: c0 and c1 pinned, c2 shown. A far jump shows c8 beside c2: c8 gets a still.
    try harness.container.scrollToPage(8, animated: true)
    harness.clock.advance(by: .milliseconds(100))
    #expect(harness.container.activeController(at: 8) is StillPage)
    #expect(throws: PageContainerError.pinsFillBudget(typeName: "PlayerPage", limit: 3)) {
      try harness.container.pin(8)
    }
    harness.clock.runUntilIdle()
    // At rest the budget has room (c2 went): c8 gets its player, and still cannot be pinned.
    #expect(harness.container.activeController(at: 8) is PlayerPage)
    #expect(throws: PageContainerError.pinsFillBudget(typeName: "PlayerPage", limit: 3)) {
      try harness.container.pin(8)
    }
    #expect(harness.container.pinnedPages == [0, 1])
    _ = harness.skip()
    try harness.finish()
  }

  /// "At most one player": each swipe shows the incoming page a placeholder until the outgoing
  /// player goes, and that placeholder goes when the player swaps in; none waits in a pool
  /// (found by an outside check: one piled up per swipe).
  @Test func aBudgetOfOne_swipeAfterSwipe_leavesNoPlaceholderWaiting() throws {
    let harness = PageContainerHarness<Clip>()
    let clips = Clips(count: 30)
    harness.container.dataSource = clips
    try harness.container.setLiveBudget(1, for: PlayerPage.self)
    harness.layout()
    for _ in 0..<20 {
      harness.driver.swipe(by: 1)
      harness.clock.runUntilIdle()
    }
    #expect(harness.container.currentIndex == 20)
    #expect(harness.container.activeController(at: 20) is PlayerPage)
    let pooled = harness.container.poolSizes.filter { $0.key.typeName.hasPrefix("Placeholder") }
    #expect(pooled.values.allSatisfy { $0 == 0 }, "\(pooled)")
    let live = harness.container.liveControllerCounts
    #expect(live["PlaceholderPageController<Clip>", default: 0] == 0, "\(live)")
    _ = harness.skip()
    try harness.finish()
  }
}
