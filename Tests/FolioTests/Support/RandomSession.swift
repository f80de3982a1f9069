import Folio
import FolioTesting
import Testing

/// A seeded random session on a harness's container: FolioTesting's random operations (pages
/// with fresh identities) and the session's own, checked after every step against the lifecycle
/// contract (`LifecycleChecker`) and the session's own rules, then settled and finished.
///
/// Records the first problem with the seed and the last steps, and stops there.
/// - Parameters:
///   - harness: The harness whose container the session drives.
///   - seed: The generator's seed.
///   - label: What names the session in a problem (the seed, the shape...).
///   - firstID: Where fresh page identities start (`n<firstID + 1>`, ...).
///   - setPages: Sets the data source's pages.
///   - extraOperations: The session's own operations.
///   - rules: The session's own rules: the problems they find now.
func runRandomSession(
  _ harness: PageContainerHarness<TestPage>, seed: UInt64, label: String, firstID: Int,
  setPages: @escaping ([TestPage]) -> Void,
  extraOperations: [RandomPageOperations<TestPage>.Operation],
  rules: (PageContainer<TestPage>) -> [String]
) {
  let container = harness.container
  var nextID = firstID
  var operations = RandomPageOperations(
    driver: harness.driver, seed: seed,
    makePage: { _ in
      nextID += 1
      return TestPage(id: "n\(nextID)")
    },
    setPages: setPages, extraOperations: extraOperations)
  var history: [String] = []
  for step in 0..<400 {
    history.append(operations.step())
    harness.checker.verify(container)
    let problems = harness.checker.violations.map { "\($0)" } + rules(container)
    if let problem = problems.first {
      Issue.record("\(label), step \(step): \(problem)\nlast: \(history.suffix(8))")
      return
    }
  }
  harness.driver.catchMotion()
  harness.driver.runUntilSettled()
  harness.checker.finish(container)
  #expect(harness.checker.violations.isEmpty, "\(label): \(harness.checker.violations)")
  #expect(rules(container).isEmpty, "\(label)")
}
