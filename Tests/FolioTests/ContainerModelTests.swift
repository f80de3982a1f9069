import Folio
import FolioTesting
import Testing

/// FolioTesting's random operations, plus plugin, recycle-distance and content changes, against
/// the lifecycle grammar and the container's invariants, checked after every step.
private struct RandomContainerSession {
  var operations: RandomPageOperations<TestPage>
  let fixture: ContainerFixture
  let plugin = HookRecorder()
  var pluginAttached = false

  init(seed: UInt64) {
    let fixture = ContainerFixture(count: 0, layout: false)
    self.fixture = fixture
    var random = SeededRandomNumberGenerator(seed: seed ^ 0x5EED)
    var nextID = 0
    func newPage(_ random: inout SeededRandomNumberGenerator) -> TestPage {
      nextID += 1
      return TestPage(id: "q\(nextID)", kind: Bool.random(using: &random) ? .article : .photo)
    }
    fixture.source.pages = (0..<Int.random(in: 0...12, using: &random)).map { _ in
      newPage(&random)
    }
    fixture.container.layoutIfNeeded()
    operations = RandomPageOperations(
      driver: fixture.driver, seed: seed, makePage: newPage,
      setPages: { fixture.source.pages = $0 })
  }

  mutating func step() -> String {
    let container = fixture.container
    switch Int.random(in: 0..<10, using: &operations.random) {
    case 0:
      if pluginAttached {
        container.removePlugin(plugin)
      } else {
        plugin.retained = Set(
          fixture.source.pages.filter { _ in Int.random(in: 0..<4, using: &operations.random) == 0 }
            .map(\.id))
        plugin.prefetchOnSettle = (0..<2).map { _ in
          Int.random(in: 0...12, using: &operations.random)
        }
        container.addPlugin(plugin)
      }
      pluginAttached.toggle()
      return pluginAttached ? "addPlugin(\(plugin.retained))" : "removePlugin"
    case 1:
      container.recycleDistance = Int.random(in: 0...4, using: &operations.random)
      return "recycleDistance(\(container.recycleDistance))"
    case 2 where !fixture.source.pages.isEmpty:
      let index = Int.random(in: fixture.source.pages.indices, using: &operations.random)
      fixture.source.pages[index].text += "!"
      container.performUpdates()
      return "update content@\(index)"
    default:
      return operations.step()
    }
  }
}

@Suite struct ContainerModelTests {
  @Test(arguments: 0..<30)
  func randomSessions_grammarAndInvariantsHoldAfterEveryStep(seed: UInt64) {
    var session = RandomContainerSession(seed: seed)
    var history: [String] = []
    for index in 0..<2_000 {
      history.append(session.step())
      session.fixture.checker.verify(session.fixture.container)
      if let violation = session.fixture.checker.violations.first {
        Issue.record("seed \(seed), step \(index): \(violation)\nlast steps: \(history.suffix(8))")
        return
      }
      if history.last?.hasSuffix("!") == true {
        Issue.record("seed \(seed), step \(index): \(history.last ?? "")")
        return
      }
    }
    session.fixture.driver.catchMotion()
    session.fixture.driver.runUntilSettled()
    session.fixture.checker.verify(session.fixture.container)
    #expect(session.fixture.checker.violations.isEmpty, "seed \(seed)")
    #expect(session.fixture.container.scrollState == .idle)
  }
}
