import Folio
import FolioTesting
import FolioWorkingRange
import Testing

@Suite struct WorkingRangeTests {
  @Test func firstLayout_sizeOne_neighbourPrefetchedAfterTheFirstPageAppears() {
    let f = RangeFixture(count: 6, size: 1)
    #expect(f.take() == ["will c0", "+c0", "+c1", "did c0"])
    #expect(f.rangeIndices == [0, 1])
    #expect(f.container.activeIndices == [0, 1])
    f.verify()
  }

  @Test func sequentialSwipes_sizeOne_exactEntersAndExits() {
    let f = RangeFixture(count: 8, size: 1)
    _ = f.take()
    f.driver.swipe(by: 1)
    #expect(f.take() == ["will c1", "+c2", "gone c0", "did c1"])
    f.driver.swipe(by: 1)
    #expect(f.take() == ["will c2", "+c3", "gone c1", "-c0", "did c2"])
    f.driver.swipe(by: 1)
    #expect(f.take() == ["will c3", "+c4", "gone c2", "-c1", "did c3"])
    f.verify()
  }

  @Test(arguments: [1, 2, 3])
  func sequentialSwipes_everyPageEntersBeforeItAppearsWithTheControllerItEnteredWith(size: Int) {
    let f = RangeFixture(count: 30, size: size)
    var entered: [String: ControllerTag] = [:]
    for event in f.recorder.take() {
      if case .plugin("enterWorkingRange", _, let page, let tag?) = event { entered[page] = tag }
    }
    for step in 0..<35 {
      f.driver.swipe(by: step < 25 ? 1 : -1)
      for event in f.recorder.take() {
        switch event {
        case .plugin("enterWorkingRange", _, let page, let tag?):
          #expect(entered[page] == nil, "\(page) entered twice")
          entered[page] = tag
        case .plugin("exitWorkingRange", _, let page, _):
          #expect(entered.removeValue(forKey: page) != nil, "\(page) exited without entering")
        case .willAppear(_, let page, let tag):
          #expect(
            entered[page] == tag, "\(page) appeared outside the range or with a new controller")
        case .dequeued(_, let page, _, let source) where entered[page] != nil:
          #expect(source == .active, "\(page) got a second controller while in range")
        default: break
        }
      }
    }
    f.verify()
  }

  @Test func sizeTwo_rangeCoversTwoPagesOnEachSide() {
    let f = RangeFixture(count: 10, size: 2)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    #expect(f.rangeIndices == [1, 2, 3, 4, 5])
    #expect(f.plugin.bounds == 1...5)
    f.verify()
  }

  @Test func leadingAndTrailing_followTheDirectionOfTravel() {
    let f = RangeFixture(count: 10, plugin: WorkingRangePlugin(leading: 2, trailing: 0))
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    #expect(f.rangeIndices == [3, 4, 5])
    _ = f.take()
    f.driver.swipe(by: -1)
    // Travelling back: the leading side is now below.
    #expect(f.rangeIndices == [0, 1, 2])
    f.verify()
  }

  @Test func entersNearestToTheCurrentPageFirst_leadingSideOnTies() {
    let f = RangeFixture(count: 10, size: 0)
    f.driver.settledJump(to: 5)
    _ = f.take()
    f.plugin.size = 2
    #expect(f.take() == ["+c6", "+c4", "+c7", "+c3"])
    f.verify()
  }

  @Test func farJump_targetRangeSetUpAndSourceRangeReleased() {
    let f = RangeFixture(count: 12, size: 1)
    _ = f.take()
    try? f.container.scrollToPage(8, animated: true)
    f.driver.runUntilSettled()
    // The target's range enters as the jump starts (the target first), before the target
    // slides into view.
    #expect(
      f.take() == [
        "+c8", "+c9", "+c7", "will c8", "gone c0", "-c0", "-c1", "did c8", "back c0", "back c1",
      ])
    #expect(f.rangeIndices == [7, 8, 9])
    #expect(f.container.instantiatedCount == 5, "c0, c1 and c7...c9; nothing between")
    f.verify()
  }

  @Test func insertBeforeTheRange_rangeFollowsItsPagesWithoutNewEnters() {
    let f = RangeFixture(count: 8, size: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    _ = f.take()
    f.source.cards.insert(Card(id: "new"), at: 0)
    f.driver.applyUpdates()
    #expect(f.take().isEmpty)
    #expect(f.rangeIndices == [2, 3, 4])
    f.verify()
  }

  @Test func insertInsideTheRange_newPageEntersAndTheFarEdgeExits() {
    let f = RangeFixture(count: 8, size: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)  // range c1 c2 c3
    _ = f.take()
    f.source.cards.insert(Card(id: "new"), at: 3)
    f.driver.applyUpdates()
    #expect(f.take() == ["-c3", "+new"])
    #expect(f.rangeIndices == [1, 2, 3])
    f.verify()
  }

  @Test func insertAfterTheRange_nothingHappens() {
    let f = RangeFixture(count: 8, size: 1)
    f.driver.swipe(by: 1)
    _ = f.take()
    f.source.cards.insert(Card(id: "new"), at: 6)
    f.driver.applyUpdates()
    #expect(f.take().isEmpty)
    f.verify()
  }

  @Test func deleteAPageInRange_itExitsBeforeItIsReclaimed() {
    let f = RangeFixture(count: 8, size: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)  // range c1 c2 c3
    _ = f.take()
    f.source.cards.remove(at: 3)
    f.driver.applyUpdates()
    #expect(f.take() == ["-c3", "+c4", "back c3"])
    #expect(f.rangeIndices == [1, 2, 3])
    f.verify()
  }

  @Test func deleteBeforeTheRange_rangeKeepsItsPages() {
    let f = RangeFixture(count: 8, size: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    _ = f.take()
    f.source.cards.remove(at: 0)
    f.driver.applyUpdates()
    #expect(f.take() == ["back c0"])
    #expect(f.rangeIndices == [0, 1, 2])
    f.verify()
  }

  @Test func reload_exitsEveryPageThenEntersTheNewRange() {
    let f = RangeFixture(count: 6, size: 1)
    f.driver.swipe(by: 1)
    _ = f.take()
    f.driver.reload()
    #expect(f.take() == ["-c0", "-c1", "-c2", "+c1", "+c2", "+c0"])
    f.verify()
  }

  @Test func sizeZero_onlyTheVisiblePages() {
    let f = RangeFixture(count: 6, size: 0)
    #expect(f.rangeIndices == [0])
    f.driver.drag(byPages: 0.5)
    #expect(f.rangeIndices == [0, 1])
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    f.verify()
  }

  @Test func removingThePlugin_exitsEveryPageAndReleasesThem() {
    let f = RangeFixture(count: 10, size: 3)
    f.container.recycleDistance = 0
    #expect(f.container.activeIndices == [0, 1, 2, 3])
    _ = f.take()
    f.container.removePlugin(f.plugin)
    #expect(f.take() == ["-c0", "-c1", "-c2", "-c3", "back c1", "back c2", "back c3"])
    #expect(f.container.activeIndices == [0])
    f.verify()
  }

  @Test func controllersHearEnterAndExitInStep() {
    let f = RangeFixture(count: 6, size: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    let c0 = f.container.pages.first.flatMap { f.container.index(of: $0.id) }
    #expect(c0 == 0)
    let page3 = f.container.activeController(at: 3) as? CardPage
    #expect(page3?.calls == ["enter(c3)"])
    f.driver.swipe(by: 1)
    #expect(page3?.calls == ["enter(c3)", "willAppear"])
  }
}

extension PageContainerDriver {
  func settledJump(to index: Int) {
    do { try jump(to: index, animated: false) } catch { Issue.record("\(error)") }
  }
}

/// Any `Int` size is accepted: the range is clipped to the pages, never overflows.
@Suite struct WorkingRangeExtremeSizeTests {
  @Test(arguments: [Int.max, Int.max - 1, Int.min])
  func anySize_thenASwipe_rangeIsClippedToThePages(size: Int) {
    let f = RangeFixture(count: 6, size: size)
    f.driver.swipe(by: 1)
    f.driver.runUntilSettled()
    #expect(f.rangeIndices == (size > 0 ? Array(0..<6) : [1]))
    f.plugin.leading = .max
    f.plugin.trailing = .min
    f.driver.swipe(by: 1)
    f.driver.runUntilSettled()
    #expect(f.rangeIndices == [2, 3, 4, 5])
    f.verify()
  }

  /// Less than 0 counts as 0 and reads back as 0 (as `boundPageLimit` reads back its clamp),
  /// from the initializer and from each setter, attached or not.
  @Test(arguments: [(Int.min, 0), (-3, 0), (0, 0), (2, 2), (Int.max, Int.max)])
  func anySize_readsBackWhatCounts(size: Int, counts: Int) {
    let detached = WorkingRangePlugin<Card>(leading: size, trailing: size)
    #expect(detached.leading == counts && detached.trailing == counts && detached.size == counts)
    let f = RangeFixture(count: 6, size: 1)
    f.plugin.leading = size
    f.plugin.trailing = size
    f.driver.runUntilSettled()
    #expect(f.plugin.leading == counts && f.plugin.trailing == counts)
    f.plugin.size = size
    f.driver.runUntilSettled()
    #expect(f.plugin.size == counts)
    #expect(f.rangeIndices == Array(0...min(5, counts)))
    f.verify()
  }

  @Test func spans_areTheRunsOfIndicesInRange() throws {
    let f = RangeFixture(count: 30, size: 1)
    try f.driver.jump(to: 5, animated: false)
    #expect(f.plugin.spans == [4...6])
    try f.driver.jump(to: 20, animated: true, wait: false)
    f.driver.advance(by: .milliseconds(50))
    #expect(f.plugin.spans == [4...6, 19...21])
    f.driver.runUntilSettled()
    #expect(f.plugin.spans == [19...21])
  }
}
