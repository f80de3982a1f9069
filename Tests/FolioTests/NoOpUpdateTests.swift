import Folio
import FolioSupport
import FolioTesting
import Testing

/// An update or an edit that changes nothing causes nothing, in motion or at rest: one rule
/// for `performUpdates()` of an unchanged list and a no-op `reloadPages`.
@Suite struct NoOpUpdateTests {
  @Test(arguments: 0..<40) func aNoOpUpdate_midMotion_causesNothing(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let f = ContainerFixture(count: 12)
    f.container.recycleDistance = Int.random(in: 0...2, using: &random)
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      f.container.swipe(Bool.random(using: &random) ? .forward : .backward)
      f.clock.advance(by: .milliseconds(Int.random(in: 0...400, using: &random)))
    }
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      f.container.beginDragging()
      f.container.drag(byPages: Double.random(in: -1.4...1.4, using: &random))
    case 1:
      try? f.container.scrollToPage(Int.random(in: 0..<12, using: &random), animated: true)
      f.clock.advance(by: .milliseconds(Int.random(in: 0...150, using: &random)))
    default: break
    }
    f.container.layoutIfNeeded()
    _ = f.recorder.take()
    let active = f.container.activeIndices
    let useEdit = Bool.random(using: &random)
    if useEdit {
      let page = f.source.pages[0]
      f.container.reloadPages([page])
    } else {
      f.container.performUpdates()
    }
    f.container.layoutIfNeeded()
    let events = f.recorder.take()
    #expect(events.isEmpty, "seed \(seed) \(useEdit ? "reloadPages" : "performUpdates"): \(events)")
    #expect(f.container.activeIndices == active, "seed \(seed)")
    f.verify()
  }
}
