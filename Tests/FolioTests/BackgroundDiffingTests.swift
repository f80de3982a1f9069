import Folio
import FolioTesting
import Testing

/// `performUpdatesOffActor`: diffed elsewhere, applied here, in order; compared with a twin
/// container updated synchronously by `performUpdates` at the same point of the same motion.
@MainActor
@Suite struct BackgroundDiffingTests {
  /// A new list from `pages`: some removed, some added, some moved, some changed.
  static func shuffled(
    _ pages: [TestPage], nextID: inout Int, using random: inout SeededRandomNumberGenerator
  ) -> [TestPage] {
    var pages = pages
    for _ in 0..<Int.random(in: 0...3, using: &random) where !pages.isEmpty {
      pages.remove(at: Int.random(in: pages.indices, using: &random))
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      nextID += 1
      pages.insert(
        TestPage(id: "n\(nextID)", kind: Bool.random(using: &random) ? .article : .photo),
        at: Int.random(in: 0...pages.count, using: &random))
    }
    if pages.count > 1, Bool.random(using: &random) {
      let page = pages.remove(at: Int.random(in: pages.indices, using: &random))
      pages.insert(page, at: Int.random(in: 0...pages.count, using: &random))
    }
    if !pages.isEmpty, Bool.random(using: &random) {
      pages[Int.random(in: pages.indices, using: &random)].text += "!"
    }
    return pages
  }

  /// A pair of fixtures: the subject diffs every update off the actor with `executor`.
  static func twins(count: Int, executor: any DiffExecutor) -> (ContainerFixture, ContainerFixture)
  {
    let subject = ContainerFixture(count: count)
    let twin = ContainerFixture(count: count)
    subject.container.backgroundDiffing = BackgroundDiffing(threshold: 0, executor: executor)
    return (subject, twin)
  }

  @Test(arguments: 0..<20)
  func offActorResults_equalTheSynchronousOnes(seed: UInt64) async {
    var random = SeededRandomNumberGenerator(seed: seed)
    let (subject, twin) = Self.twins(
      count: Int.random(in: 0...8, using: &random), executor: DetachedDiffExecutor())
    var nextID = 0
    var history: [String] = []
    for step in 0..<150 {
      if Int.random(in: 0..<3, using: &random) == 0 {
        let pages = Self.shuffled(subject.container.pages, nextID: &nextID, using: &random)
        subject.source.pages = pages
        twin.source.pages = pages
        let applied = await subject.container.performUpdatesOffActor()
        twin.container.performUpdates()
        twin.container.layoutIfNeeded()
        #expect(applied)
        history.append("update \(pages.map(\.id))")
      } else {
        history.append(twinMotion([subject, twin], count: subject.container.count, using: &random))
      }
      if let mismatch = twinMismatch(subject, twin) {
        Issue.record("seed \(seed), step \(step): \(mismatch)\nlast steps: \(history.suffix(6))")
        return
      }
    }
    Self.settle(subject, twin)
  }

  /// Catches any motion, runs both until settled, compares them, and finishes cleanly.
  static func settle(_ subject: ContainerFixture, _ twin: ContainerFixture) {
    for fixture in [subject, twin] {
      fixture.driver.catchMotion()
      fixture.driver.runUntilSettled()
    }
    #expect(twinMismatch(subject, twin) == nil)
    subject.finish()
  }

  @Test func aNewerUpdate_supersedesOneStillDiffing() async {
    let executor = ManualDiffExecutor()
    let (subject, twin) = Self.twins(count: 5, executor: executor)
    subject.source.pages.remove(at: 0)
    let first = Task { await subject.container.performUpdatesOffActor() }
    await executor.waitForDiffs(1)
    subject.source.pages.append(TestPage(id: "late"))
    let second = Task { await subject.container.performUpdatesOffActor() }
    await executor.waitForDiffs(2)
    // Nothing applied yet: the pages are the old ones.
    #expect(subject.container.pages.map(\.id) == ["p0", "p1", "p2", "p3", "p4"])
    await executor.releaseNext()
    #expect(await first.value == false)
    #expect(subject.container.pages.count == 5)
    await executor.releaseNext()
    #expect(await second.value == true)
    #expect(subject.container.pages == subject.source.pages)
    // One update, as one synchronous update to the last list gives.
    twin.source.pages = subject.source.pages
    twin.container.performUpdates()
    twin.container.layoutIfNeeded()
    #expect(twinMismatch(subject, twin) == nil)
    subject.finish()
  }

  @Test(arguments: 0..<20)
  func swipesWhileADiffRuns_keepTheContract_andTheResultEqualsTheTwins(seed: UInt64) async {
    var random = SeededRandomNumberGenerator(seed: seed)
    let executor = ManualDiffExecutor()
    let (subject, twin) = Self.twins(
      count: Int.random(in: 1...8, using: &random), executor: executor)
    var nextID = 0
    var history: [String] = []
    for round in 0..<12 {
      let pages = Self.shuffled(subject.container.pages, nextID: &nextID, using: &random)
      subject.source.pages = pages
      let update = Task { await subject.container.performUpdatesOffActor() }
      await executor.waitForDiffs(1)
      // The pages change meanwhile, now and then: the diff no longer fits and runs again.
      let edited = Int.random(in: 0..<4, using: &random) == 0
      if edited {
        nextID += 1
        let page = TestPage(id: "e\(nextID)")
        subject.container.appendPages([page])
        twin.container.appendPages([page])
      }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        history.append(twinMotion([subject, twin], count: subject.container.count, using: &random))
        subject.checker.verify(subject.container)
      }
      await executor.releaseNext()
      if edited {
        await executor.waitForDiffs(1)
        await executor.releaseNext()
      }
      #expect(await update.value)
      twin.source.pages = pages
      twin.container.performUpdates()
      twin.container.layoutIfNeeded()
      history.append("update \(pages.map(\.id))\(edited ? " after an edit" : "")")
      if let mismatch = twinMismatch(subject, twin) {
        Issue.record("seed \(seed), round \(round): \(mismatch)\nlast steps: \(history.suffix(6))")
        return
      }
      #expect(subject.container.pages == pages)
    }
    #expect(await executor.waitingCount == 0)
    Self.settle(subject, twin)
  }
}
