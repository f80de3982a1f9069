import Folio
import FolioTesting
import Testing

/// Random sessions with looping on: swipes, drags, flings, jumps and data changes around the ring.
///
/// Checked after every step against the lifecycle contract (LifecycleChecker, whose recycling
/// rule counts around the ring while looping) and the ring's own invariants:
/// - the position and every shown index lie within `0..<count`, and no page is shown twice;
/// - ``PageContainer/isLooping`` is the request with at least two pages and one page per
///   viewport;
/// - every shown page is placed within a page of the position, the shorter way round.
@Suite struct LoopingModelTests {
  static let counts = [0, 1, 2, 3, 4, 5, 200]

  @Test(arguments: counts)
  func randomSessions_contractAndRingHold(count: Int) {
    for seed in UInt64(0)..<6 {
      run(seed: seed &+ UInt64(count) &* 131, count: count)
    }
  }

  private func run(seed: UInt64, count: Int) {
    let source = TestPages(count: count)
    let harness = PageContainerHarness<TestPage>()
    let container = harness.container
    container.loops = true
    container.dataSource = source
    container.layoutIfNeeded()
    var nextID = count
    var operations = RandomPageOperations(
      driver: harness.driver, seed: seed,
      makePage: { _ in
        nextID += 1
        return TestPage(id: "n\(nextID)")
      },
      setPages: { source.pages = $0 },
      extraOperations: [
        { random in
          let pages = Double.random(in: -2.5...2.5, using: &random)
          if container.scrollState != .tracking { container.beginDragging() }
          container.drag(byPages: pages)
          return "drag(\(pages))"
        },
        { random in
          let velocity = Double.random(in: -4...4, using: &random)
          container.endDragging(velocity: velocity)
          return "endDragging(\(velocity))"
        },
        { random in
          let loops = Bool.random(using: &random) || Bool.random(using: &random)
          container.loops = loops
          return "loops(\(loops))"
        },
        { random in
          let shape: PageShape =
            Bool.random(using: &random) ? .fullPage : PageShape(size: .fraction(0.5))
          container.shape = shape
          return "shape(\(shape))"
        },
      ])
    var history: [String] = []
    for step in 0..<400 {
      history.append(operations.step())
      harness.checker.verify(container)
      let problems = harness.checker.violations.map { "\($0)" } + ringViolations(container)
      if let problem = problems.first {
        let steps = history.suffix(8)
        Issue.record("seed \(seed), count \(count), step \(step): \(problem)\nlast: \(steps)")
        return
      }
    }
    harness.driver.catchMotion()
    harness.driver.runUntilSettled()
    harness.checker.finish(container)
    #expect(harness.checker.violations.isEmpty, "seed \(seed): \(harness.checker.violations)")
    #expect(ringViolations(container).isEmpty, "seed \(seed)")
  }

  private func ringViolations(_ container: PageContainer<TestPage>) -> [String] {
    var problems: [String] = []
    let count = container.count
    let visible = container.visibleIndices
    if Set(visible).count != visible.count { problems.append("a page is shown twice: \(visible)") }
    if let bad = visible.first(where: { $0 < 0 || $0 >= count }) {
      problems.append("shown index \(bad) outside 0..<\(count)")
    }
    if count > 0, !(container.position >= 0 && container.position < Double(count)) {
      problems.append("position \(container.position) outside 0..<\(count)")
    }
    let expected = container.loops && count >= 2 && !container.showsSeveralPages
    if container.isLooping != expected {
      problems.append("isLooping is \(container.isLooping), expected \(expected)")
    }
    if container.isLooping, !container.phase.isJumping {
      for placement in container.placements where abs(placement.offset) >= 1 {
        problems.append("page \(placement.index) placed at \(placement.offset)")
      }
    }
    return problems
  }
}

extension TransitionPhase {
  fileprivate var isJumping: Bool {
    if case .jumping = self { true } else { false }
  }
}
