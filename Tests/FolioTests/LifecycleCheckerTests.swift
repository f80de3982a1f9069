import Folio
import FolioTesting
import Testing

/// The checker itself: it fails wrong sequences, passes right ones, and starts from the
/// container's state when made late (issue 22, class 7).
@Suite struct LifecycleCheckerTests {
  /// Feeds events to a fresh checker; returns its violations.
  private func check(_ events: [PageEvent]) -> [String] {
    let checker = LifecycleChecker()
    for event in events { checker.pageContainerDidEmit(event) }
    return checker.violations.map(\.message)
  }

  /// The first load of pages p0...p(count-1): p0 made, shown and settled.
  private func firstLoad(count: Int = 5) -> [PageEvent] {
    [
      .reloaded(count: count), .instantiated(controller: article(1)),
      .dequeued(index: 0, page: "p0", controller: article(1), source: .new), .will(0, article(1)),
      .did(0, article(1)), .settled(index: 0),
    ]
  }

  /// A swipe from p0 to p1 with a new controller for p1.
  private func swipeToOne() -> [PageEvent] {
    [
      .instantiated(controller: article(2)),
      .dequeued(index: 1, page: "p1", controller: article(2), source: .new), .will(1, article(2)),
      .gone(0, article(1)), .did(1, article(2)), .settled(index: 1),
    ]
  }

  @Test func rightSequences_pass() {
    #expect(check(firstLoad()) == [])
    #expect(check(firstLoad() + swipeToOne()) == [])
    // A cancelled swipe: the incoming page appears and goes; the current page hears nothing.
    let cancelled: [PageEvent] = [
      .instantiated(controller: article(2)),
      .dequeued(index: 1, page: "p1", controller: article(2), source: .new), .will(1, article(2)),
      .gone(1, article(2)), .settled(index: 0),
    ]
    #expect(check(firstLoad() + cancelled) == [])
    // A swap in place: incoming appears, outgoing goes, incoming appears fully, outgoing back.
    let swap: [PageEvent] = [
      .updated(PageChanges(updates: [0])), .instantiated(controller: photo(1)),
      .dequeued(index: 0, page: "p0", controller: photo(1), source: .new), .will(0, photo(1)),
      .gone(0, article(1)), .did(0, photo(1)), .back(0, article(1)),
    ]
    #expect(check(firstLoad() + swap) == [])
  }

  @Test func didAppearToAPageThatDoesNotSettle_fails() {
    var events = firstLoad() + swipeToOne()
    events[events.count - 1] = .settled(index: 2)
    #expect(
      check(events) == [
        "settled on 2, but the page that appeared is active for p1, appeared at 1"
      ])
  }

  @Test func anOutgoingPageThatGoesBeforeTheIncomingAppears_fails() {
    let wrong: [PageEvent] = [
      .updated(PageChanges(updates: [0])), .instantiated(controller: photo(1)),
      .dequeued(index: 0, page: "p0", controller: photo(1), source: .new), .gone(0, article(1)),
      .will(0, photo(1)), .did(0, photo(1)), .back(0, article(1)),
    ]
    #expect(
      check(firstLoad() + wrong) == [
        "didDisappear to ArticlePage#1 for p0 left no page shown (5 pages): the incoming page "
          + "must appear first (a plain LifecycleChecker() does not see the screen go: if it "
          + "did, use init(observing:))"
      ])
    // Not when the pages are all gone, or the viewport shows nothing.
    let emptied: [PageEvent] = [
      .updated(PageChanges(deletes: [0, 1, 2, 3, 4])), .gone(0, article(1)), .back(0, article(1)),
    ]
    #expect(check(firstLoad() + emptied) == [])
    #expect(check(firstLoad() + [.resized(.zero), .gone(0, article(1))]) == [])
  }

  @Test func indicesFollowUpdates_aSettleAfterAnInsertBeforeIsRight() {
    let shifted: [PageEvent] = [
      .updated(PageChanges(inserts: [0, 1])), .settled(index: 2),
    ]
    #expect(check(firstLoad() + shifted) == [])
    let wrong: [PageEvent] = [.updated(PageChanges(inserts: [0, 1])), .settled(index: 0)]
    #expect(check(firstLoad() + wrong).count == 1)
    let moved: [PageEvent] = [
      .updated(PageChanges(moves: [DiffMove(from: 0, to: 3)])), .settled(index: 3),
    ]
    #expect(check(firstLoad() + moved) == [])
  }

  @Test func twoAppearedPagesAndEventsToPooledControllers_fail() {
    let twice: [PageEvent] = [
      .instantiated(controller: article(2)),
      .dequeued(index: 1, page: "p1", controller: article(2), source: .new), .will(1, article(2)),
      .did(1, article(2)),
    ]
    #expect(check(firstLoad() + twice).count == 1)
    let pooled: [PageEvent] = [.gone(0, article(1)), .back(0, article(1)), .will(0, article(1))]
    #expect(
      check(firstLoad() + pooled).last == "willAppear to ArticlePage#1 for p0 in state pooled")
  }

  @Test func aPlainCheckerAddedLate_saysSoOnce_insteadOfFlooding() {
    let f = ContainerFixture(count: 8)
    let late = LifecycleChecker()
    f.container.addEventObserver(late)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    #expect(late.violations.count == 1)
    #expect(late.violations.first?.message.contains("LifecycleChecker(observing:)") == true)
    late.finish(f.container)
    #expect(late.violations.count == 1)
  }

  @Test(
    "the screen going away: a checker observing the container knows it; a plain one, which sees only the events, reports it and says why"
  )
  func theScreenGoingAway_isKnownOnlyToAnObservingChecker() {
    let f = ContainerFixture(count: 3, layout: false)
    let plain = LifecycleChecker()
    f.container.addEventObserver(plain)
    f.container.layoutIfNeeded()
    let observing = LifecycleChecker(observing: f.container)
    f.container.isOnScreen = false
    f.container.isOnScreen = true
    f.clock.runUntilIdle()
    observing.finish(f.container)
    #expect(observing.violations.isEmpty, "\(observing.violations)")
    #expect(plain.violations.count == 1)
    #expect(plain.violations.first?.message.contains("init(observing:)") == true)
    f.finish()
  }

  @Test(arguments: [0.0, 0.3, 0.7])
  func aCheckerMadeLate_startsFromTheContainersState_evenMidSwipe(dragged: Double) throws {
    let f = ContainerFixture(count: 12)
    f.driver.swipe(by: 1)
    try f.driver.jump(to: 6, animated: true)
    f.clock.advance(by: .milliseconds(50))  // mid-jump
    let late = LifecycleChecker(observing: f.container)
    f.clock.runUntilIdle()
    if dragged > 0 {
      f.container.beginDragging()
      f.container.drag(byPages: dragged)
    }
    let lateMidDrag = LifecycleChecker(observing: f.container)
    f.container.endDragging(velocity: 0)
    f.driver.runUntilSettled()
    f.source.pages.insert(TestPage(id: "new"), at: 0)
    f.source.pages[8].kind = .photo
    f.driver.applyUpdates()
    f.driver.swipe(by: -1)
    f.driver.reload()
    late.finish(f.container)
    lateMidDrag.finish(f.container)
    #expect(late.violations.isEmpty, "\(late.violations)")
    #expect(lateMidDrag.violations.isEmpty, "\(lateMidDrag.violations)")
    f.finish()
  }
}
