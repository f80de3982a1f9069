@_spi(Testing) import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// A controller replaced on its page by one of another type (a still swapped for a player when
/// the budget has room) goes to its pool at once, while the pages move too: every controller
/// alive is listed, active or pooled, after every request.
@Suite struct ReplacedControllerTests {
  /// Clips whose player budget is 3, a working range of 1, a still when the budget refuses.
  private func feed() throws -> (PageContainerHarness<Clip>, Clips) {
    let harness = PageContainerHarness<Clip>(
      viewportSize: Size(width: 60, height: 16), axis: .vertical)
    let clips = Clips(count: 12)
    clips.fallBackToPhotos = true
    harness.container.dataSource = clips
    try harness.container.setLiveBudget(3, for: PlayerPage.self)
    harness.container.addPlugin(WorkingRangePlugin<Clip>(size: 1))
    harness.layout()
    return (harness, clips)
  }

  /// Live controllers that neither serve a page nor wait in a pool.
  private func unlisted(_ container: PageContainer<Clip>) -> Int {
    let live = container.liveControllerCounts.values.reduce(0, +)
    return live - container.activeIndices.count - container.poolSizes.values.reduce(0, +)
  }

  /// short-video's `touch:41:15 move:41:-20:100 move:41:-53:50 move:56:158:21 move:56:156:100`,
  /// as drags of one finger: up two pages and more, then down past the first.
  @Test func aStillSwappedForAPlayerDuringADrag_isInItsPoolAtOnce() throws {
    let (harness, clips) = try feed()
    let container = harness.container
    harness.skip()
    harness.driver.drag(byPages: 0)
    var swapped = 0
    for (pages, milliseconds) in [(2.2, 100), (2.06, 50), (-13.2, 21), (0.12, 100)] {
      harness.driver.advance(by: .milliseconds(milliseconds))
      harness.driver.drag(byPages: pages)
      container.layoutIfNeeded()
      let events = harness.skip().map(\.description)
      swapped += events.filter { $0.hasPrefix("reclaimed") && $0.contains("StillPage") }.count
      #expect(unlisted(container) == 0, "after a drag of \(pages): \(events)")
      harness.checker.verify(container)
    }
    #expect(swapped > 0, "the drags swap a still for a player")
    harness.driver.release(velocity: 0)
    harness.driver.runUntilSettled()
    harness.skip()
    try harness.finish()
    withExtendedLifetime(clips) {}
  }

  @Test(arguments: 0..<16)
  func randomDragsUnderOneFinger_everyLiveControllerIsListed(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let (harness, clips) = try feed()
    let container = harness.container
    var history: [String] = []
    for step in 0..<60 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        harness.driver.release(velocity: Double.random(in: -3...3, using: &random))
        history.append("release")
      case 1:
        harness.driver.advance(by: .milliseconds(Int.random(in: 0...400, using: &random)))
        history.append("advance")
      default:
        let pages = Double.random(in: -2.5...2.5, using: &random)
        harness.driver.drag(byPages: pages)
        history.append("drag \(pages)")
      }
      container.layoutIfNeeded()
      harness.skip()
      harness.checker.verify(container)
      let missing = unlisted(container)
      if missing != 0 || !harness.checker.violations.isEmpty {
        let message =
          "seed \(seed), step \(step): \(missing) unlisted, \(harness.checker.violations)\n"
          + "last steps: \(Array(history.suffix(6)))"
        Issue.record(Comment(rawValue: message))
        return
      }
    }
    harness.driver.release(velocity: 0)
    harness.driver.runUntilSettled()
    harness.skip()
    try harness.finish()
    withExtendedLifetime(clips) {}
  }
}
