import Folio
import FolioTesting
import Testing

/// Random swipes, drags, catches, jumps, updates, reloads, resizes and plugin changes against
/// the lifecycle grammar and the container's invariants, checked after every step.
private struct RandomContainerSession {
  var random: SeededRandomNumberGenerator
  let fixture: ContainerFixture
  let plugin = HookRecorder()
  var pluginAttached = false
  var nextID = 0

  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
    fixture = ContainerFixture(count: 0, layout: false)
    fixture.source.pages = (0..<Int.random(in: 0...12, using: &random)).map { _ in newPage() }
    fixture.container.layoutIfNeeded()
  }

  mutating func newPage() -> TestPage {
    nextID += 1
    return TestPage(id: "q\(nextID)", kind: Bool.random(using: &random) ? .article : .photo)
  }

  mutating func step() -> String {
    let container = fixture.container
    let driver = fixture.driver
    let count = container.count
    switch Int.random(in: 0..<20, using: &random) {
    case 0, 1:
      let direction = Bool.random(using: &random) ? 1 : -1
      driver.swipe(by: direction)
      return "swipe(\(direction))"
    case 2, 3:
      let pages = Double.random(in: -1.4...1.4, using: &random)
      driver.drag(byPages: pages)
      return "drag(\(pages))"
    case 4:
      let velocity = Double.random(in: -3...3, using: &random)
      driver.release(velocity: velocity)
      return "release(\(velocity))"
    case 5:
      driver.catchMotion()
      return "catch"
    case 6, 7:
      let index = Int.random(in: -1...(count + 1), using: &random)
      let animated = Bool.random(using: &random)
      do {
        try container.scrollToPage(index, animated: animated)
      } catch {
        guard index < 0 || index >= count else { return "jump(\(index)) threw \(error)!" }
      }
      return "jump(\(index), animated: \(animated))"
    case 8, 9, 10:
      let milliseconds = Int.random(in: 0...200, using: &random)
      driver.advance(by: .milliseconds(milliseconds))
      return "advance(\(milliseconds))"
    case 11, 12:
      return edit()
    case 13:
      fixture.source.pages = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        Bool.random(using: &random) && !fixture.source.pages.isEmpty
          ? fixture.source.pages[Int.random(in: fixture.source.pages.indices, using: &random)]
          : newPage()
      }
      container.reloadData()
      return "reload(\(fixture.source.pages.map(\.id)))"
    case 14:
      let size =
        Int.random(in: 0..<5, using: &random) == 0
        ? Size.zero : Size(width: Double(Int.random(in: 40...120, using: &random)), height: 30)
      container.setViewportSize(size)
      return "resize(\(size))"
    case 15:
      if pluginAttached {
        container.removePlugin(plugin)
      } else {
        plugin.retained = Set(
          fixture.source.pages.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }.map(\.id))
        plugin.prefetchOnSettle = (0..<2).map { _ in Int.random(in: 0...12, using: &random) }
        container.addPlugin(plugin)
      }
      pluginAttached.toggle()
      return pluginAttached ? "addPlugin(\(plugin.retained))" : "removePlugin"
    case 16:
      container.recycleDistance = Int.random(in: 0...4, using: &random)
      return "recycleDistance(\(container.recycleDistance))"
    default:
      driver.runUntilSettled()
      return "runUntilSettled"
    }
  }

  private mutating func edit() -> String {
    var pages = fixture.source.pages
    var description: [String] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let index = Int.random(in: 0...pages.count, using: &random)
        pages.insert(newPage(), at: index)
        description.append("insert@\(index)")
      case 1 where !pages.isEmpty:
        let index = Int.random(in: pages.indices, using: &random)
        pages.remove(at: index)
        description.append("delete@\(index)")
      case 2 where pages.count > 1:
        let moved = pages.remove(at: Int.random(in: pages.indices, using: &random))
        pages.insert(moved, at: Int.random(in: 0...pages.count, using: &random))
        description.append("move")
      case 3 where !pages.isEmpty:
        let index = Int.random(in: pages.indices, using: &random)
        pages[index].text += "!"
        description.append("update@\(index)")
      default:
        break
      }
    }
    fixture.source.pages = pages
    fixture.container.performUpdates()
    if Bool.random(using: &random) { fixture.container.layoutIfNeeded() }
    return "update(\(description))"
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
        Issue.record(
          "seed \(seed), step \(index): \(violation)\nlast steps: \(history.suffix(8))")
        return
      }
      if history.last?.hasSuffix("!") == true {
        Issue.record("seed \(seed), step \(index): \(history.last ?? "")")
        return
      }
    }
    session.fixture.driver.runUntilSettled()
    session.fixture.container.beginDragging()
    session.fixture.container.endDragging(velocity: 0)
    session.fixture.driver.runUntilSettled()
    session.fixture.checker.verify(session.fixture.container)
    #expect(session.fixture.checker.violations.isEmpty, "seed \(seed)")
    #expect(session.fixture.container.scrollState == .idle)
  }
}
