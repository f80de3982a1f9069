import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// The working-range defect classes of the audit, one named test each (a swipe is finger down,
/// drag 0.6, release at 2 pages/s, run until idle).
@Suite struct WorkingRangeRegressionTests {
  /// Enter and exit events per page, in order, with their controller.
  private func rangeEvents(_ f: RangeFixture) -> [String] {
    f.recorder.events.compactMap { event in
      switch event {
      case .plugin("enterWorkingRange", _, let page, let tag?): "+\(page) \(tag)"
      case .plugin("exitWorkingRange", _, let page, let tag?): "-\(page) \(tag)"
      case .reclaimed(_, let page, let tag): "back \(page) \(tag)"
      default: nil
      }
    }
  }

  // MARK: 2. A controller replaced while in range

  @Test func contentUpdateChangesAPagesControllerTypeInRange_oldExitsNewEnters() {
    let f = RangeFixture(count: 6, size: 1)
    f.recorder.clear()
    f.source.cards[1].flavor = 1
    f.driver.applyUpdates()
    #expect(
      rangeEvents(f) == ["-c1 CardPage#2", "+c1 AltCardPage#1", "back c1 CardPage#2"])
    #expect(f.container.activeController(at: 1) is AltCardPage)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    #expect(rangeEvents(f).suffix(2) == ["+c4 CardPage#4", "-c1 AltCardPage#1"])
    f.verify()
  }

  @Test func dataSourceFailsThenRecovers_placeholderExitsAndTheRealControllerEnters() {
    let f = RangeFixture(count: 6, size: 1)
    f.source.failing = ["c1"]
    f.source.cards[1].flavor = 1
    f.driver.applyUpdates()
    f.recorder.clear()
    f.source.failing = []
    f.source.cards[1].flavor = 2
    f.driver.applyUpdates()
    let events = rangeEvents(f)
    #expect(
      events == [
        "-c1 PlaceholderPageController<Card>#1", "+c1 AltCardPage#1",
        "back c1 PlaceholderPageController<Card>#1",
      ])
    f.verify()
  }

  // MARK: 3. Asymmetric range, stale direction

  @Test func leadingTwoTrailingZero_dragBackAndForthThenRelease_rangeFollowsTheLastDirection() {
    let f = RangeFixture(count: 10, leading: 2, trailing: 0)
    for _ in 0..<3 { f.driver.swipe(by: 1) }
    f.driver.drag(byPages: -0.5)
    f.driver.drag(byPages: 0.5)
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 3)
    #expect(f.rangeIndices == [3, 4, 5])
    f.verify()
  }

  // MARK: 4. Range size changed inside an exit callback

  @Test func sizeSetToZeroInsideAnExit_isNotOverwrittenByTheRecomputationItInterrupted() {
    let f = RangeFixture(count: 8, size: 1)
    let plugin = f.plugin
    f.hooks.onExit = { card in if card.id == "c0" { plugin.size = 0 } }
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    #expect(f.rangeIndices == [2])
    var seen: [String: Int] = [:]
    for event in rangeEvents(f) where event.hasPrefix("-") { seen[event, default: 0] += 1 }
    #expect(seen.values.allSatisfy { $0 == 1 }, "no double exits: \(seen)")
    f.verify()
  }

  // MARK: 5. Requests from callbacks during a range change at rest

  @Test func jumpAndSizeChangeFromPrepareForReuse_areQueued_nothingPrefetchedTwiceOrLost() throws {
    let f = RangeFixture(count: 12, size: 1)
    for _ in 0..<5 { f.driver.swipe(by: 1) }  // c0...c3 reclaimed: the pool has controllers
    let plugin = f.plugin
    let container = f.container
    var armed = true
    // Weakly: the container's controllers keep the hooks.
    f.hooks.onPrepareForReuse = { [weak container, weak plugin] in
      guard armed else { return }
      armed = false
      try? container?.scrollToPage(9, animated: true)
      plugin?.size = 2
    }
    f.recorder.clear()
    plugin.size = 3
    f.driver.runUntilSettled()
    let entered = f.recorder.events.compactMap { event -> String? in
      if case .plugin("enterWorkingRange", _, let page, _) = event { page } else { nil }
    }
    #expect(Set(entered).count == entered.count, "no page entered twice: \(entered)")
    #expect(f.container.currentIndex == 9)
    #expect(f.rangeIndices == [7, 8, 9, 10, 11])
    f.verify()
  }

  // MARK: 11. Shrinking the range at rest

  @Test func shrinkingTheRangeAtRest_reclaimsAtOnceWhatRecyclingNoLongerKeeps() {
    let f = RangeFixture(count: 12, size: 5)
    #expect(f.container.activeIndices == [0, 1, 2, 3, 4, 5])
    f.plugin.size = 1
    #expect(f.rangeIndices == [0, 1])
    #expect(f.container.activeIndices == [0, 1, 2, 3], "4 and 5 are more than 3 away")
    f.verify()
  }

  // MARK: 12. A plugin outliving its container (found from outside, round 2)

  /// A container that goes while pages are in range: their controllers hear the exit (what
  /// they started on entering stops), and the plugin, added to a new container after that
  /// one's first layout, enters that container's pages from scratch.
  @Test func containerGoesWithPagesInRange_theyExit_andTheNextContainerStartsAfresh() {
    let plugin = WorkingRangePlugin<Card>(size: 1)
    var first: RangeFixture? = RangeFixture(count: 6, plugin: plugin)
    let controllers = [0, 1].compactMap { first?.container.activeController(at: $0) as? CardPage }
    #expect(controllers.map(\.calls) == [["willAppear", "enter(c0)"], ["enter(c1)"]])
    first = nil
    #expect(controllers.map { $0.calls.last } == ["exit(c0)", "exit(c1)"])
    #expect(plugin.pagesInRange.isEmpty)

    let clock = ManualClock()
    let recorder = PageEventRecorder()
    let checker = LifecycleChecker()
    let source = Cards(count: 6)
    let container = PageContainer<Card>(
      viewportSize: Size(width: 100, height: 40), clock: clock)
    container.addEventObserver(recorder)
    container.addEventObserver(checker)
    container.dataSource = source
    container.layoutIfNeeded()
    container.addPlugin(plugin)
    let driver = PageContainerDriver(container: container, clock: clock)
    driver.swipe(by: 1)
    driver.swipe(by: 1)
    let range = recorder.events.compactMap { event -> String? in
      switch event {
      case .plugin("enterWorkingRange", _, let page, _): "+\(page)"
      case .plugin("exitWorkingRange", _, let page, _): "-\(page)"
      default: nil
      }
    }
    #expect(range == ["+c0", "+c1", "+c2", "+c3", "-c0"])
    #expect(plugin.pagesInRange == ["c1", "c2", "c3"])
    #expect((container.activeController(at: 1) as? CardPage)?.calls.contains("enter(c1)") == true)
    checker.verify(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// Entering pages are ordered by their distance to the live position, not to the rounded
  /// one: at 1.7, page 1 (0.7 away, on screen) enters before page 3 (1.3 away).
  @Test func rangeAddedMidDrag_entersNearestTheLivePositionFirst() {
    let f = RangeFixture(count: 10, size: 0)
    f.driver.drag(byPages: 1.7)
    f.recorder.clear()
    f.plugin.size = 1
    #expect(f.take() == ["+c3", "+c0"])
    let plugin = WorkingRangePlugin<Card>(size: 1)
    f.container.removePlugin(f.plugin)
    f.recorder.clear()
    f.container.addPlugin(plugin)
    #expect(f.take() == ["+c2", "+c1", "+c3", "+c0"])
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    f.verify()
  }

  /// Halfway (4.5, moving backward), the two shown pages tie and so do the next two: the
  /// leading side (lower indices) first each time.
  @Test func reloadHalfwayMovingBackward_tiesGoToTheLeadingSide() {
    let f = RangeFixture(count: 10, size: 1)
    for _ in 0..<5 { f.driver.swipe(by: 1) }
    f.driver.drag(byPages: -0.5)
    #expect(f.container.position == 4.5)
    f.recorder.clear()
    f.driver.reload()
    #expect(f.take().filter { $0.hasPrefix("+") } == ["+c4", "+c5", "+c3", "+c6"])
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    f.verify()
  }
}
