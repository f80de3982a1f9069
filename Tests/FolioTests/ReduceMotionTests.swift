import Folio
import FolioTesting
import Testing

/// Reduced motion, one switch on the container: animated jumps are instant, transforms stay at
/// rest, and a jump under way finishes when it is turned on.
@Suite struct ReduceMotionTests {
  @Test func animatedJumps_areInstant_andAJumpUnderWayFinishesWhenTurnedOn() throws {
    let source = TransformingPages(count: 8)
    let harness = PageContainerHarness<TestPage>()
    harness.container.dataSource = source
    harness.layout()
    harness.skip()
    harness.container.reducesMotion = true
    try harness.container.scrollToPage(5, animated: true)
    harness.container.layoutIfNeeded()
    try harness.expect(
      [
        "willAppear 5 p5 TransformingPage#2", "didDisappear 0 p0 TransformingPage#1",
        "didAppear 5 p5 TransformingPage#2", "settle 5", "reclaimed 0 p0 TransformingPage#1",
      ])
    #expect(harness.clock.isIdle, "no frames: nothing animated")
    harness.container.reducesMotion = false
    try harness.container.scrollToPage(1, animated: true)
    harness.clock.advance(by: .milliseconds(50))
    #expect(harness.container.phase == .jumping(toward: 1))
    harness.container.reducesMotion = true
    harness.container.layoutIfNeeded()
    #expect(harness.container.phase == .resting && harness.container.currentIndex == 1)
    harness.skip()
    try harness.finish()
    withExtendedLifetime(source) {}
  }

  @Test func transforms_stayAtRest_whileADragMovesThePages() throws {
    let source = TransformingPages(count: 4)
    let harness = PageContainerHarness<TestPage>()
    harness.container.dataSource = source
    harness.layout()
    harness.skip()
    func calls(_ index: Int) -> [String] {
      (harness.container.activeController(at: index) as? RecordingPage)?.calls ?? []
    }
    harness.container.reducesMotion = true
    harness.driver.drag(byPages: 0.3)
    harness.driver.drag(byPages: 0.2)
    #expect(calls(0).suffix(1) == ["progress(0.0)"], "page 0 stays at rest: \(calls(0))")
    #expect(calls(1).filter { $0.hasPrefix("progress") } == ["progress(0.0)"])
    harness.container.reducesMotion = false
    harness.container.layoutIfNeeded()
    #expect(calls(0).last == "progress(-0.5)" && calls(1).last == "progress(0.5)")
    harness.driver.release(velocity: 0)
    harness.driver.runUntilSettled()
    harness.skip()
    try harness.finish()
    withExtendedLifetime(source) {}
  }
}
