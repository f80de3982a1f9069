import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// Checks the working range's own invariants from the event stream: no second enter while in
/// range, every exit matches an enter.
final class RangeEventChecker: PageEventObserver {
  var inRange = Set<String>()
  var violations: [String] = []

  func pageContainerDidEmit(_ event: PageEvent) {
    switch event {
    case .plugin("enterWorkingRange", _, let page, _):
      if !inRange.insert(page).inserted { violations.append("second enter for \(page)") }
    case .plugin("exitWorkingRange", _, let page, _):
      if inRange.remove(page) == nil { violations.append("exit without enter for \(page)") }
    case .reclaimed(_, let page, _):
      if inRange.contains(page) { violations.append("\(page) reclaimed while in range") }
    default:
      break
    }
  }
}

@Suite struct WorkingRangeModelTests {
  /// With looping on, too: the windows wrap around the ring.
  @Test(arguments: 0..<25, [false, true])
  func randomSessionsWithTheRange_grammarAndRangeInvariantsHold(seed: UInt64, loops: Bool) {
    let f = RangeFixture(count: 8, plugin: WorkingRangePlugin(size: Int(seed % 3)))
    f.container.loops = loops
    let rangeChecker = RangeEventChecker()
    f.container.addEventObserver(rangeChecker)
    // The checker joins after the first layout; seed it with what entered then.
    rangeChecker.inRange = Set(f.plugin.pagesInRange)
    var nextID = 0
    var operations = RandomPageOperations(
      driver: f.driver, seed: seed,
      makePage: { _ in
        nextID += 1
        return Card(id: "n\(nextID)")
      },
      setPages: { f.source.cards = $0 })
    var attached = true
    var history: [String] = []
    for step in 0..<1_500 {
      switch Int.random(in: 0..<12, using: &operations.random) {
      case 0:
        let leading = Int.random(in: 0...3, using: &operations.random)
        let trailing = Int.random(in: 0...3, using: &operations.random)
        f.plugin.leading = leading
        f.plugin.trailing = trailing
        history.append("range(\(leading), \(trailing))")
      case 1:
        if attached { f.container.removePlugin(f.plugin) } else { f.container.addPlugin(f.plugin) }
        attached.toggle()
        history.append(attached ? "addPlugin" : "removePlugin")
      default:
        history.append(operations.step())
      }
      f.checker.verify(f.container)
      var problems = f.checker.violations.map(\.message) + rangeChecker.violations
      for id in f.plugin.pagesInRange
      where f.container.index(of: id).flatMap(f.container.activeController(at:)) == nil {
        problems.append("\(id) in range but not active")
      }
      if !attached, !f.plugin.pagesInRange.isEmpty { problems.append("detached but holds pages") }
      if let problem = problems.first {
        let steps = history.suffix(8)
        Issue.record("seed \(seed), loops \(loops), step \(step): \(problem)\nlast: \(steps)")
        return
      }
    }
  }
}
