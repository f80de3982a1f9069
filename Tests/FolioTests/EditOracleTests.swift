import Folio
import FolioTesting
import Testing

/// Explicit edits against the oracle, a twin container updated by `performUpdates`.
///
/// The twin gets the same final list by diff. After every step both must have the same pages, active controllers, position and
/// the same events (the edit's duplicate diagnostics aside), and the edited one must keep the
/// lifecycle contract.
private struct EditOracleSession {
  let subject: ContainerFixture
  let twin: ContainerFixture
  var random: SeededRandomNumberGenerator
  var nextID = 0

  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
    // Every fourth session starts long enough for the container's list to be in chunks.
    let count = seed % 4 == 3 ? 1_500 + Int(seed) : Int.random(in: 0...10, using: &random)
    subject = ContainerFixture(count: count)
    twin = ContainerFixture(count: count)
    subject.container.recycleDistance = Int.random(in: 0...3, using: &random)
    twin.container.recycleDistance = subject.container.recycleDistance
  }

  mutating func newPage() -> TestPage {
    nextID += 1
    return TestPage(id: "n\(nextID)", kind: Bool.random(using: &random) ? .article : .photo)
  }

  /// Some pages to add: new ones, now and then one whose identity is taken.
  mutating func pagesToAdd() -> [TestPage] {
    var pages = (0..<Int.random(in: 0...3, using: &random)).map { _ in newPage() }
    let current = subject.container.pages
    if !current.isEmpty, Int.random(in: 0..<5, using: &random) == 0 {
      pages.insert(current.randomElement(using: &random) ?? current[0], at: 0)
    }
    if let first = pages.first, Int.random(in: 0..<8, using: &random) == 0 { pages.append(first) }
    return pages
  }

  /// An identity: mostly one of the pages, now and then one that names none.
  mutating func someID() -> String {
    let current = subject.container.pages
    guard !current.isEmpty, Int.random(in: 0..<6, using: &random) != 0 else { return "absent" }
    return current[Int.random(in: current.indices, using: &random)].id
  }

  /// Applies one random step to both containers, an edit to the subject and the same final
  /// list by diff to the twin.
  mutating func step() -> String {
    let choice = Int.random(in: 0..<14, using: &random)
    let container = subject.container
    let before = container.pages
    let description: String
    switch choice {
    case 0:
      let pages = pagesToAdd()
      container.appendPages(pages)
      description = "append \(pages.map(\.id))"
    case 1, 2:
      let pages = pagesToAdd()
      let index = Int.random(in: -2...(container.count + 2), using: &random)
      container.insertPages(pages, at: index)
      description = "insert \(pages.map(\.id)) at \(index)"
    case 3, 4:
      let ids = (0..<Int.random(in: 1...3, using: &random)).map { _ in someID() }
      container.removePages(withIDs: ids)
      description = "remove \(ids)"
    case 5:
      let id = someID()
      let index = Int.random(in: -1...(container.count + 1), using: &random)
      container.movePage(withID: id, to: index)
      description = "move \(id) to \(index)"
    case 6:
      var pages: [TestPage] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let id = someID()
        var page = container.pages.first { $0.id == id } ?? TestPage(id: id)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: page.text += "!"
        case 1: page.kind = page.kind == .article ? .photo : .article
        default: break
        }
        pages.append(page)
      }
      container.reloadPages(pages)
      description = "reload \(pages.map { "\($0.id)/\($0.kind)/\($0.text)" })"
    case 7:
      // Mixing: a diff to the data source's list, on both, from the edited pages.
      var pages = container.pages
      if !pages.isEmpty, Bool.random(using: &random) {
        pages.remove(at: Int.random(in: pages.indices, using: &random))
      }
      pages.append(newPage())
      subject.source.pages = pages
      twin.source.pages = pages
      container.performUpdates()
      twin.container.performUpdates()
      subject.container.layoutIfNeeded()
      twin.container.layoutIfNeeded()
      return "performUpdates \(pages.map(\.id))"
    default:
      return motion(choice)
    }
    // An edit that changes nothing causes nothing; a diff to the same list would still report
    // an empty update.
    guard container.pages != before else { return description }
    twin.source.pages = container.pages
    twin.container.performUpdates()
    twin.container.layoutIfNeeded()
    subject.container.layoutIfNeeded()
    return description
  }

  /// The same motion on both containers.
  mutating func motion(_ choice: Int) -> String {
    twinMotion([subject, twin], count: subject.container.count, using: &random)
  }

  /// What must agree between the containers.
  func mismatch() -> String? { twinMismatch(subject, twin) }
}

@Suite struct EditOracleTests {
  @Test(arguments: 0..<40)
  func randomEdits_equalTheDiffOfTheWholeList(seed: UInt64) {
    var session = EditOracleSession(seed: seed)
    var history: [String] = []
    for index in 0..<400 {
      history.append(session.step())
      if let mismatch = session.mismatch() {
        Issue.record("seed \(seed), step \(index): \(mismatch)\nlast steps: \(history.suffix(8))")
        return
      }
      session.subject.checker.verify(session.subject.container)
      if let violation = session.subject.checker.violations.first {
        Issue.record("seed \(seed), step \(index): \(violation)\nlast steps: \(history.suffix(8))")
        return
      }
    }
    for fixture in [session.subject, session.twin] {
      fixture.driver.catchMotion()
      fixture.driver.runUntilSettled()
    }
    #expect(session.mismatch() == nil, "seed \(seed)")
    session.subject.finish()
  }
}
