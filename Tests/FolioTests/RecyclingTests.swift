import Folio
import FolioTesting
import Testing

@Suite struct RecyclingTests {
  @Test func pageExactlyThreeAwayStays_fourAwayIsReclaimed() {
    let f = ContainerFixture(count: 10)
    for _ in 0..<3 { f.driver.swipe(by: 1) }
    #expect(f.container.currentIndex == 3)
    #expect(f.container.activeIndices == [0, 1, 2, 3], "page 0 is exactly 3 away and stays")
    f.recorder.clear()
    f.driver.swipe(by: 1)
    #expect(f.container.activeIndices == [1, 2, 3, 4])
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(4, article(5)), .gone(3, article(4)), .did(4, article(5)), .settled(index: 4),
        .back(0, article(1)),
      ])
    f.verify()
  }

  @Test func recycleDistanceZero_keepsOnlyTheCurrentPage() {
    let f = ContainerFixture(count: 6)
    f.container.recycleDistance = 0
    f.driver.swipe(by: 1)
    #expect(f.container.activeIndices == [1])
    f.container.recycleDistance = -4
    f.driver.swipe(by: 1)
    #expect(f.container.activeIndices == [2], "negative distances count as 0")
    f.verify()
  }

  @Test func swipingBackWithinDistance_reusesTheActiveController() {
    let f = ContainerFixture(count: 6)
    f.driver.swipe(by: 1)
    let first = f.container.activeController(at: 0)
    f.recorder.clear()
    f.driver.swipe(by: -1)
    #expect(f.container.activeController(at: 0) === first)
    #expect(
      f.recorder.take().contains(
        .dequeued(index: 0, page: "p0", controller: article(1), source: .active)))
  }

  @Test func reclaimedControllerIsReusedFromItsPoolAfterPrepareForReuse() {
    let f = ContainerFixture(count: 10)
    for _ in 0..<4 { f.driver.swipe(by: 1) }  // page 0's controller went back to the pool
    f.recorder.clear()
    f.driver.swipe(by: 1)
    #expect(
      f.recorder.take().contains(
        .dequeued(index: 5, page: "p5", controller: article(1), source: .pool)))
    #expect(
      f.controller(at: 5)?.calls.suffix(5) == [
        "reclaimed", "prepareForReuse", "bind(p5)", "willAppear", "didAppear",
      ])
    f.verify()
  }

  @Test func longRunOfSwipes_createsNoControllerAfterWarmUp() {
    let f = ContainerFixture(count: 400)
    for _ in 0..<10 { f.driver.swipe(by: 1) }
    let warmedUp = f.container.instantiatedCount
    for step in 0..<300 {
      f.driver.swipe(by: step % 50 < 40 ? 1 : -1)
    }
    #expect(f.container.instantiatedCount == warmedUp)
    #expect(warmedUp <= 2 * 3 + 2)
    #expect(f.container.activeIndices.count <= 7)
    f.verify()
  }

  @Test func typesHaveTheirOwnPools() {
    let f = ContainerFixture(count: 12, layout: false)
    for index in stride(from: 1, to: 12, by: 2) { f.source.pages[index].kind = .photo }
    f.container.layoutIfNeeded()
    for _ in 0..<8 { f.driver.swipe(by: 1) }
    // Each settle reclaims the page 4 back, whose type is the type of the next page: each pool
    // holds the one controller the next page of its type will take.
    let sizes = f.container.poolSizes
    #expect(sizes[ReuseIdentifier(ArticlePage.self)] == 1)
    #expect(sizes[ReuseIdentifier(PhotoPage.self)] == 1)
    #expect(f.container.instantiatedCount == 6, "four active plus one pooled per type")
    #expect(f.container.activeController(at: 8) is ArticlePage)
    #expect(f.container.activeController(at: 7) is PhotoPage)
    f.verify()
  }

  @Test func poolLimit_releasesExtraControllers_andTrimPoolsEmptiesThem() {
    let f = ContainerFixture(count: 12)
    for _ in 0..<3 { f.driver.swipe(by: 1) }  // pages 0...3 active
    f.container.poolLimit = 1
    f.recorder.clear()
    f.container.recycleDistance = 0  // reclaims pages 0...2 at once, into a pool of one
    #expect(f.container.activeIndices == [3])
    #expect(f.container.poolSizes[ReuseIdentifier(ArticlePage.self)] == 1)
    let released = f.recorder.events.filter { if case .released = $0 { true } else { false } }
    #expect(released.count == 2)
    f.driver.settledJump(to: 9, animated: false)
    #expect(f.container.poolSizes[ReuseIdentifier(ArticlePage.self)] == 1)
    f.container.trimPools()
    #expect(f.container.poolSizes.values.allSatisfy { $0 == 0 })
    f.verify()
  }

  @Test func releasedContainer_freesEveryController() {
    weak var weakController: RecordingPage?
    weak var weakPooled: RecordingPage?
    do {
      let f = ContainerFixture(count: 10)
      weakPooled = f.controller(at: 0)
      for _ in 0..<5 { f.driver.swipe(by: 1) }
      weakController = f.controller(at: 5)
      #expect(weakController != nil && weakPooled != nil)
    }
    #expect(weakController == nil)
    #expect(weakPooled == nil)
  }
}

extension PageContainerDriver {
  /// `jump(to:animated:)` for tests that do not expect an error.
  func settledJump(to index: Int, animated: Bool) {
    do { try jump(to: index, animated: animated, wait: true) } catch {
      Issue.record("jump to \(index): \(error)")
    }
  }
}
