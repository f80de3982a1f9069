@_spi(Testing) import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// The bound-page limit (issue 47, item 9): "at most 3 decoded" is one setting, whatever the
/// working range and the recycle distance; controllers in pools do not count.
@Suite struct BoundPageLimitTests {
  /// A fixture of `count` cards with a working range of `size`, the limit set, at rest.
  static func fixture(count: Int = 12, size: Int, limit: Int?) -> RangeFixture {
    let f = RangeFixture(count: count, size: size)
    f.container.boundPageLimit = limit
    f.clock.runUntilIdle()
    return f
  }

  @Test func aLimitOfThree_keepsTheCurrentPageAndItsNearestNeighbours_whateverTheRange() {
    // A working range of 2 and the default recycle distance (3) would keep up to 7 pages.
    let f = Self.fixture(size: 2, limit: 3)
    #expect(f.container.activeIndices == [0, 1, 2])
    for current in 1...6 {
      f.container.swipe(.forward)
      f.clock.runUntilIdle()
      #expect(f.container.currentIndex == current)
      #expect(f.container.activeIndices == [current - 1, current, current + 1], "at \(current)")
    }
    // Each page given up handed its controller on through the pool: three were ever made.
    #expect(f.container.instantiatedCount == 3)
    f.verifyGrammar()
  }

  @Test func aSwipe_unbindsTheFarthestPageBeforeTheRangeBindsTheNextOne() {
    let f = Self.fixture(size: 1, limit: 3)
    f.container.swipe(.forward)
    f.clock.runUntilIdle()
    _ = f.take()
    f.container.swipe(.forward)  // 1 → 2: page 0 gives its controller to page 3
    f.clock.runUntilIdle()
    // The range leaves c0 as c1 goes; its controller goes to the pool (the limit is reached)
    // before c3 takes one, and c2 appears at rest.
    #expect(f.take() == ["will c2", "gone c1", "-c0", "back c0", "+c3", "did c2"])
    #expect(f.container.activeIndices == [1, 2, 3])
    f.verifyGrammar()
  }

  @Test func theLimit_countsPagesNotPooledControllers_andRecyclingStillApplies() {
    // With no working range and the default recycle distance, the limit alone trims.
    let f = Self.fixture(size: 0, limit: 2)
    for _ in 0..<4 {
      f.container.swipe(.forward)
      f.clock.runUntilIdle()
    }
    #expect(f.container.activeIndices == [3, 4])
    // Each page coming on screen took the controller of the page the limit let go.
    #expect(f.container.instantiatedCount == 2)
    f.verifyGrammar()
  }

  @Test func aLimitOfOne_letsBothPagesOfASwipeBeShown_andKeepsOneAtRest() {
    let f = Self.fixture(size: 1, limit: 1)
    #expect(f.container.activeIndices == [0])
    f.container.beginDragging()
    f.container.drag(byPages: 0.5)
    f.clock.advance(by: .milliseconds(16))
    // The page coming on screen is bound: a page with a pixel on screen never lacks one.
    #expect(f.container.visibleIndices == [0, 1])
    #expect(f.container.activeIndices == [0, 1])
    f.container.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(f.container.currentIndex == 1)
    #expect(f.container.activeIndices == [1])
    f.verifyGrammar()
  }

  @Test func aFarJump_neverHoldsMoreThanTheLimit_atAnyEvent() throws {
    let f = Self.fixture(count: 40, size: 1, limit: 3)
    let counter = BoundCounter(container: f.container)
    f.container.addEventObserver(counter)
    try f.container.scrollToPage(30, animated: true)
    f.clock.runUntilIdle()
    try f.container.scrollToPage(2, animated: false)
    f.clock.runUntilIdle()
    #expect(f.container.activeIndices == [1, 2, 3])
    #expect(counter.most <= 3, "\(counter.most) pages bound at once")
    f.verifyGrammar()
  }

  @Test func pinnedPagesCountAndStay_whileTheRestGoesNearestLast() throws {
    let f = Self.fixture(size: 1, limit: 3)
    try f.container.pin("c0")
    for _ in 0..<4 {
      f.container.swipe(.forward)
      f.clock.runUntilIdle()
    }
    // c0 pinned, c4 current, c5 ahead: c3 (behind) gives way to c5, the page ahead.
    #expect(f.container.activeIndices == [0, 4, 5])
    f.container.unpin("c0")
    f.clock.runUntilIdle()
    #expect(f.container.activeIndices == [3, 4, 5])
    f.verifyGrammar()
  }

  @Test func loweringTheLimit_unbindsAtOnce_andRaisingIt_letsTheRangeFillIn() {
    let f = Self.fixture(size: 2, limit: nil)
    f.container.swipe(.forward)
    f.container.swipe(.forward)
    f.clock.runUntilIdle()
    #expect(f.container.activeIndices == [0, 1, 2, 3, 4])
    f.container.boundPageLimit = 2
    f.clock.runUntilIdle()
    #expect(f.container.activeIndices == [2, 3])  // current, and the page ahead
    // The three controllers given up wait in the pool, bound to no page: they do not count.
    #expect(f.container.poolSizes[ReuseIdentifier(CardPage.self)] == 3)
    f.container.boundPageLimit = 4
    f.clock.runUntilIdle()
    #expect(f.container.activeIndices == [1, 2, 3, 4])
    f.container.boundPageLimit = nil
    f.clock.runUntilIdle()
    #expect(f.container.activeIndices == [0, 1, 2, 3, 4])
    f.verifyGrammar()
  }

  @Test(arguments: [(Int.min, 1), (-3, 1), (0, 1), (1, 1), (3, 3), (Int.max, Int.max)])
  func anyInt_isAccepted_lessThanOneCountsAsOne(limit: Int, expected: Int) {
    let f = Self.fixture(size: 2, limit: limit)
    #expect(f.container.boundPageLimit == expected)
    #expect(f.container.activeIndices.count == min(expected, 3))
    f.verifyGrammar()
  }

  @Test func aPrefetchPastTheLimit_throwsATypedError_andPluginsHearWhenThereIsRoom() throws {
    let f = Self.fixture(size: 0, limit: 2)
    let probe = PrefetchProbe()
    f.container.addPlugin(probe)
    let context = try #require(probe.context)
    #expect(throws: Never.self) { try context.prefetchPage(at: 1) }
    #expect(f.container.activeIndices == [0, 1])
    // Page 5 is farther than page 1: it takes no place from it.
    #expect(throws: PageContainerError.boundPageLimitReached(limit: 2)) {
      try context.prefetchPage(at: 5)
    }
    #expect(
      PageContainerError.boundPageLimitReached(limit: 2).description
        == "the limit of 2 bound pages is reached, and each is shown, current, pinned or nearer the current one"
    )
    #expect(probe.roomHeard == 0)
    f.container.boundPageLimit = 3
    f.clock.runUntilIdle()
    #expect(probe.roomHeard == 1)
    f.verifyGrammar()
  }

  // MARK: - The model: random sessions, every rule at every rest

  /// Random sessions (swipes, drags, flings, far jumps, edits, reloads, resizes, recycle
  /// distances, limits, range sizes, pins, visited pages, shapes and looping): the lifecycle
  /// grammar holds at every step, and at every rest the limit holds unless only the pages it
  /// never takes are bound, and no page of the range's window is left unbound while a page
  /// ranked farther is bound.
  @Test(arguments: 0..<60)
  func randomSessions_theLimitHoldsAtEveryRest_nearestLast(seed: UInt64) {
    var setup = SeededRandomNumberGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15)
    let f = RangeFixture(
      count: Int.random(in: 3...14, using: &setup),
      plugin: WorkingRangePlugin(size: Int.random(in: 0...3, using: &setup)))
    f.container.loops = Int.random(in: 0..<4, using: &setup) == 0
    if Int.random(in: 0..<4, using: &setup) == 0 {
      f.container.shape = PageShape(size: .fraction(0.45), spacing: 2, alignment: .centered)
    }
    f.container.boundPageLimit = Int.random(in: 1...4, using: &setup)
    let pressure = PressureProbe()
    f.container.addPlugin(pressure)
    var nextID = 0
    let (container, plugin) = (f.container, f.plugin)
    var operations = RandomPageOperations(
      driver: f.driver, seed: seed,
      makePage: { _ in
        nextID += 1
        return Card(id: "n\(nextID)")
      },
      setPages: { f.source.cards = $0 },
      extraOperations: [
        { random in
          let limit = [nil, Int.min, 0, 1, 2, 3, 4, 6, Int.max][
            Int.random(in: 0..<9, using: &random)]
          container.boundPageLimit = limit
          return "boundPageLimit(\(limit.map(String.init) ?? "nil"))"
        },
        { random in
          let size = Int.random(in: 0...3, using: &random)
          plugin.leading = size
          plugin.trailing = Int.random(in: 0...3, using: &random)
          return "range(\(plugin.leading), \(plugin.trailing))"
        },
        { random in
          guard let index = container.activeIndices.randomElement(using: &random),
            let id = container.page(at: index)?.id
          else { return "pin(none)" }
          if container.pinnedPages.contains(id) {
            container.unpin(id)
            return "unpin(\(id))"
          }
          try? container.pin(id)
          return "pin(\(id))"
        },
        { random in
          let kept = Int.random(in: 0...2, using: &random)
          container.keepsVisitedPages = kept
          return "keepsVisited(\(kept))"
        },
        { _ in
          f.clock.runUntilIdle()
          return "settle"
        },
        { random in
          // The screen goes (a sheet, a tab away) and comes back: nothing is bound for it.
          container.isOnScreen = Int.random(in: 0..<3, using: &random) != 0
          return "isOnScreen(\(container.isOnScreen))"
        },
        { _ in
          container.shedMemory(regrowAfter: .milliseconds(100))
          return "shedMemory"
        },
      ])
    var history: [String] = []
    var rests = 0
    for step in 0..<1_200 {
      history.append(operations.step())
      f.checker.verify(f.container)
      var problems = f.checker.violations.map(\.message)
      if container.phase == .resting, container.isQuiescent {
        rests += 1
        problems += BoundLimitOracle(container: container, plugin: plugin).problems(
          rangeMayBeShort: pressure.isShedding)
      }
      if let problem = problems.first {
        let limit = container.boundPageLimit.map(String.init) ?? "nil"
        let setting =
          "limit \(limit), pinned \(container.pinnedPages), range \(plugin.leading)"
          + " \(plugin.trailing), loops \(container.isLooping), count \(container.count)"
        Issue.record(
          "seed \(seed), step \(step): \(problem)\n\(setting)\nlast: \(history.suffix(10))")
        return
      }
    }
    #expect(rests > 50, "seed \(seed): the session rested only \(rests) times")
  }
}

/// The rules of the bound-page limit at rest, read through the public API.
struct BoundLimitOracle {
  let container: PageContainer<Card>
  let plugin: WorkingRangePlugin<Card>

  /// The rules broken now, if any.
  ///
  /// - Parameter rangeMayBeShort: Prefetches fail for now (memory was shed).
  /// - Returns: What is wrong, one line each.
  func problems(rangeMayBeShort: Bool = false) -> [String] {
    guard let limit = container.boundPageLimit, let current = container.currentIndex else {
      return []
    }
    let bound = container.activeIndices
    let pinned = Set(container.pinnedPages.compactMap { container.index(of: $0) })
    let visible = Set(container.visibleIndices)
    let protected = visible.union(pinned).union([current])
    var problems: [String] = []
    let free = bound.filter { !protected.contains($0) }
    if bound.count > limit, !free.isEmpty {
      problems.append(
        "\(bound.count) pages bound over a limit of \(limit), \(free) neither shown, current nor pinned"
      )
    }
    // (An empty viewport or a screen not shown shows nothing, and binds nothing new.)
    let mustBeBound = container.canShowPages && container.isOnScreen ? [current] : []
    for index in mustBeBound + Array(visible) where !bound.contains(index) {
      problems.append("page \(index) is current or shown but not bound")
    }
    // Nearest last: a page the range wants is bound unless every page bound in its place is
    // nearer (by the container's rank: distance, then the page ahead before the page behind).
    guard !rangeMayBeShort, container.canShowPages, container.isOnScreen,
      container.attachedPlugins.contains(where: { $0 === plugin })
    else { return problems }
    let wanted = window(around: Array(visible))
    for index in wanted where !bound.contains(index) {
      if let farther = free.first(where: { rank($0, current) > rank(index, current) }) {
        problems.append(
          "page \(index) of the range is unbound while page \(farther), farther, is bound"
            + " (bound \(bound), current \(current), \(container.travelDirection))")
      }
    }
    return problems
  }

  /// The range's window at rest around the shown pages (wrapped around a ring).
  private func window(around shown: [Int]) -> [Int] {
    let count = container.count
    let (ahead, behind) = (max(0, plugin.leading), max(0, plugin.trailing))
    let (below, above) = container.travelDirection == .backward ? (ahead, behind) : (behind, ahead)
    var covered: Set<Int> = []
    for page in shown {
      if container.isLooping {
        if below + above + 1 >= count { return Array(0..<count) }
        for index in (page - below)...(page + above) {
          covered.insert((index % count + count) % count)
        }
      } else {
        covered.formUnion((page - min(page, below))...(page + min(count - 1 - page, above)))
      }
    }
    return covered.sorted()
  }

  /// Twice the distance from `current` (around the ring while looping), plus one behind the
  /// reader.
  private func rank(_ index: Int, _ current: Int) -> Int {
    let count = container.count
    var distance = abs(index - current)
    var ahead = index > current
    if container.isLooping, count > 0 {
      let forward = ((index - current) % count + count) % count
      distance = min(forward, count - forward)
      ahead = forward <= count - forward
    }
    guard distance > 0 else { return 0 }
    let behind = ahead != (container.travelDirection == .forward)
    return distance * 2 + (behind ? 1 : 0)
  }
}

/// Counts the pages bound after every event: the most at once.
final class BoundCounter: PageEventObserver {
  let container: PageContainer<Card>
  private(set) var most = 0
  init(container: PageContainer<Card>) { self.container = container }
  func pageContainerDidEmit(_ event: PageEvent) {
    most = max(most, container.activeIndices.count)
  }
}

/// A plugin that prefetches on demand and counts the times it may prefetch again.
final class PrefetchProbe: PageContainerPlugin {
  typealias Page = Card
  private(set) var context: PagePluginContext<Card>?
  private(set) var roomHeard = 0
  func pluginDidAttach(_ context: PagePluginContext<Card>) { self.context = context }
  func pageContainerBudgetMayHaveRoom(_ context: PagePluginContext<Card>) { roomHeard += 1 }
}

/// Whether prefetches fail for now, after the container shed memory.
final class PressureProbe: PageContainerPlugin {
  typealias Page = Card
  private(set) var isShedding = false
  func pageContainerDidShedMemory(_ context: PagePluginContext<Card>) { isShedding = true }
  func pageContainerDidEndMemoryPressure(_ context: PagePluginContext<Card>) {
    isShedding = false
  }
}

extension RangeFixture {
  /// The lifecycle grammar held, and nothing leaked.
  func verifyGrammar(sourceLocation: SourceLocation = #_sourceLocation) {
    checker.finish(container)
    #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
  }
}
