@_spi(Testing) import Folio
import FolioTesting
import FolioWorkingRange
import Testing

/// A clip: even ids are videos (a player each), odd ones photos.
struct Clip: Identifiable, Diffable, Equatable, CustomStringConvertible {
  var id: Int
  var description: String { "c\(id)" }
}

final class PlayerPage: ConstructiblePageController {
  init() {}
  func bind(to page: Clip) {}
}

final class StillPage: ConstructiblePageController {
  init() {}
  func bind(to page: Clip) {}
}

/// Every page a player, or videos and photos alternating.
final class Clips: PageContainerDataSource {
  var clips: [Clip]
  var mixed: Bool
  /// Dequeue a photo instead when the player budget refuses (a thumbnail for a player).
  var fallBackToPhotos = false
  init(count: Int, mixed: Bool = false) {
    clips = (0..<count).map { Clip(id: $0) }
    self.mixed = mixed
  }
  func pages(for container: PageContainer<Clip>) -> [Clip] { clips }
  func pageContainer(_ container: PageContainer<Clip>, controllerFor page: Clip, at index: Int)
    throws(PageContainerError) -> any PageController<Clip>
  {
    if mixed, page.id % 2 == 1 {
      return try container.dequeueReusablePage(of: StillPage.self, for: index)
    }
    do {
      return try container.dequeueReusablePage(of: PlayerPage.self, for: index)
    } catch .liveBudgetReached where fallBackToPhotos {
      return try container.dequeueReusablePage(of: StillPage.self, for: index)
    }
  }
}

@Suite struct RetentionTests {
  private func players(_ harness: PageContainerHarness<Clip>) -> Int {
    harness.container.liveControllerCounts["PlayerPage"] ?? 0
  }

  private func budgeted(
    count: Int = 10, range: Int? = 2, budget: Int = 3, mixed: Bool = false
  ) throws -> (PageContainerHarness<Clip>, Clips) {
    let harness = PageContainerHarness<Clip>()
    let clips = Clips(count: count, mixed: mixed)
    harness.container.dataSource = clips
    try harness.container.setLiveBudget(budget, for: PlayerPage.self)
    if let range { harness.container.addPlugin(WorkingRangePlugin<Clip>(size: range)) }
    harness.layout()
    return (harness, clips)
  }

  /// A working range of 2 wants 5 players; a budget of 3 keeps 3.
  ///
  /// A prefetch waits while every player serves a page nearer than it; otherwise the farthest page
  /// gives its player up, with its events, and the player serves the new page from the pool.
  @Test func aBudget_capsLiveControllers_theFarthestPageGivesUpFirst() throws {
    let (harness, clips) = try budgeted()
    try harness.expect(
      [
        "reload 10", "instantiate PlayerPage#1", "dequeue 0 0 PlayerPage#1 new",
        "willAppear 0 0 PlayerPage#1", "enterWorkingRange 0 0 PlayerPage#1",
        "instantiate PlayerPage#2", "dequeue 1 1 PlayerPage#2 new",
        "enterWorkingRange 1 1 PlayerPage#2", "instantiate PlayerPage#3",
        "dequeue 2 2 PlayerPage#3 new", "enterWorkingRange 2 2 PlayerPage#3",
        "didAppear 0 0 PlayerPage#1", "settle 0",
      ], .all)
    harness.driver.swipe(by: 1)
    // Page 3 (2 away) would take a player from a page 1 away or nearer: it waits, quietly.
    try harness.expect(
      [
        "dequeue 1 1 PlayerPage#2 active", "willAppear 1 1 PlayerPage#2",
        "didDisappear 0 0 PlayerPage#1", "didAppear 1 1 PlayerPage#2", "settle 1",
      ], .all)
    #expect(harness.container.activeIndices == [0, 1, 2])
    harness.driver.swipe(by: 1)
    // At page 2, page 0 is the farthest: its player goes to page 3.
    try harness.expect(
      [
        "dequeue 2 2 PlayerPage#3 active", "willAppear 2 2 PlayerPage#3",
        "didDisappear 1 1 PlayerPage#2", "exitWorkingRange 0 0 PlayerPage#1",
        "reclaimed 0 0 PlayerPage#1", "dequeue 3 3 PlayerPage#1 pool",
        "enterWorkingRange 3 3 PlayerPage#1", "didAppear 2 2 PlayerPage#3", "settle 2",
      ], .all)
    #expect(harness.container.activeIndices == [1, 2, 3])
    #expect(harness.container.liveControllerCounts == ["PlayerPage": 3])
    try harness.finish()
    withExtendedLifetime(clips) {}
  }

  /// A far jump: the target's page takes a player at once.
  ///
  /// It is prefetched as the jump starts (with the player of the page farthest from the
  /// target), then the page ahead of it; the page behind it takes the source's player as the
  /// source goes. No player changes hands twice.
  @Test func aFarJump_takesPlayersFromThePagesFarthestFromItsTarget() throws {
    let (harness, clips) = try budgeted()
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    harness.skip()
    try harness.driver.jump(to: 8, animated: true)
    try harness.expect(
      [
        "exitWorkingRange 1 1 PlayerPage#2", "reclaimed 1 1 PlayerPage#2",
        "dequeue 8 8 PlayerPage#2 pool", "enterWorkingRange 8 8 PlayerPage#2",
        // Ahead of the target, page 9 outranks the pages behind the source: 3 gives its up.
        "exitWorkingRange 3 3 PlayerPage#1", "reclaimed 3 3 PlayerPage#1",
        "dequeue 9 9 PlayerPage#1 pool", "enterWorkingRange 9 9 PlayerPage#1",
        // The target slides into view with the player it was prefetched with.
        "dequeue 8 8 PlayerPage#2 active", "willAppear 8 8 PlayerPage#2",
        // The source goes: its player serves page 7.
        "didDisappear 2 2 PlayerPage#3", "exitWorkingRange 2 2 PlayerPage#3",
        "reclaimed 2 2 PlayerPage#3", "dequeue 7 7 PlayerPage#3 pool",
        "enterWorkingRange 7 7 PlayerPage#3", "didAppear 8 8 PlayerPage#2", "settle 8",
      ], .all)
    #expect(harness.container.activeIndices == [7, 8, 9])
    try harness.finish()
    withExtendedLifetime(clips) {}
  }

  /// Memory pressure: all but the shown page go, with their events; pools empty; for the delay
  /// nothing is prefetched; then the range grows back.
  @Test func shedMemory_keepsTheShownAndPinnedPages_andTheRangeGrowsBackAfterTheDelay() throws {
    let (harness, clips) = try budgeted(budget: 5)
    try harness.container.pin(0)
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    harness.skip()
    // Read forward, page 1 behind gave its player to page 5 ahead (the budget's fifth is the
    // pin's).
    #expect(harness.container.activeIndices == [0, 2, 3, 4, 5])
    harness.container.shedMemory(regrowAfter: .seconds(1))
    harness.container.layoutIfNeeded()
    try harness.expect(
      [
        "exitWorkingRange 2 2 PlayerPage#3", "reclaimed 2 2 PlayerPage#3",
        "exitWorkingRange 4 4 PlayerPage#5", "reclaimed 4 4 PlayerPage#5",
        "exitWorkingRange 5 5 PlayerPage#2", "reclaimed 5 5 PlayerPage#2",
        "released PlayerPage#3", "released PlayerPage#5", "released PlayerPage#2",
      ], .all)
    #expect(harness.container.activeIndices == [0, 3], "the pinned and the shown page stay")
    harness.clock.advance(by: .milliseconds(900))
    try harness.expect([], .all)
    harness.clock.advance(by: .milliseconds(100))
    // The range grows back, nearest first; page 1 waits (the budget's fifth is pinned page 0).
    try harness.expect(
      [
        "instantiate PlayerPage#6", "dequeue 4 4 PlayerPage#6 new",
        "enterWorkingRange 4 4 PlayerPage#6", "instantiate PlayerPage#7",
        "dequeue 2 2 PlayerPage#7 new", "enterWorkingRange 2 2 PlayerPage#7",
        "instantiate PlayerPage#8", "dequeue 5 5 PlayerPage#8 new",
        "enterWorkingRange 5 5 PlayerPage#8",
      ], .all)
    #expect(harness.container.liveControllerCounts == ["PlayerPage": 5])
    try harness.finish()
    withExtendedLifetime(clips) {}
  }

  /// Pins keep players past the recycling distance and count against the budget; a page
  /// shown while the budget is full gets what the data source dequeues instead (a still), and at
  /// rest the player swaps in, in place, from the nearest page that may give one up.
  @Test func pinsKeepTheirControllers_andAShownPageGetsItsPlayerAtRest() throws {
    let (harness, clips) = try budgeted(range: nil)
    clips.fallBackToPhotos = true
    try harness.container.pin(0)
    #expect(throws: PageContainerError.pageNotActive(page: "2")) { try harness.container.pin(2) }
    harness.driver.swipe(by: 1)
    try harness.container.pin(1)
    harness.driver.swipe(by: 1)
    #expect(throws: PageContainerError.pinsFillBudget(typeName: "PlayerPage", limit: 3)) {
      try harness.container.pin(2)
    }
    harness.skip()
    harness.driver.swipe(by: 1)
    try harness.expect(
      [
        "instantiate StillPage#1", "dequeue 3 3 StillPage#1 new", "willAppear 3 3 StillPage#1",
        "didDisappear 2 2 PlayerPage#3", "didAppear 3 3 StillPage#1", "settle 3",
        "reclaimed 2 2 PlayerPage#3", "dequeue 3 3 PlayerPage#3 pool",
        "dequeue 3 3 PlayerPage#3 active", "willAppear 3 3 PlayerPage#3",
        "didDisappear 3 3 StillPage#1", "didAppear 3 3 PlayerPage#3", "reclaimed 3 3 StillPage#1",
      ], .all)
    #expect(harness.container.liveControllerCounts == ["PlayerPage": 3, "StillPage": 1])
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    harness.skip()
    #expect(harness.container.activeIndices == [0, 1, 5])
    #expect(harness.container.pinnedPages == [0, 1])
    harness.container.unpin(0)
    harness.container.layoutIfNeeded()
    try harness.expect(["reclaimed 0 0 PlayerPage#1"], .all)
    // Deleting a pinned page drops its pin.
    clips.clips.remove(at: 1)
    harness.driver.applyUpdates()
    harness.skip()
    #expect(harness.container.pinnedPages.isEmpty && harness.container.activeIndices == [4])
    try harness.finish()
    withExtendedLifetime(clips) {}
  }

  /// The last N settled pages stay alive beyond the recycling distance, by recency.
  @Test func keepsVisitedPages_keepsTheMostRecentBeyondTheDistance() throws {
    let (harness, clips) = try budgeted(range: nil, budget: 10)
    harness.container.keepsVisitedPages = 2
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    harness.skip()
    try harness.driver.jump(to: 9, animated: false)
    try harness.expect(
      [
        "instantiate PlayerPage#4", "dequeue 9 9 PlayerPage#4 new", "willAppear 9 9 PlayerPage#4",
        "didDisappear 2 2 PlayerPage#3", "didAppear 9 9 PlayerPage#4", "settle 9",
        "reclaimed 0 0 PlayerPage#1", "reclaimed 1 1 PlayerPage#2",
      ], .all)
    #expect(harness.container.activeIndices == [2, 9], "page 2, 7 away, was visited last but one")
    harness.container.keepsVisitedPages = -5
    harness.container.layoutIfNeeded()
    try harness.expect(["reclaimed 2 2 PlayerPage#3"], .all)
    try harness.finish()
    withExtendedLifetime(clips) {}
  }

  /// Bad numbers: budgets below 1 count as 1; a budget below the pins is refused.
  @Test func badBudgets_areClampedOrRefused() throws {
    let (harness, clips) = try budgeted(range: 1, budget: 5)
    try harness.container.setLiveBudget(.min, for: PlayerPage.self)
    #expect(harness.container.liveBudget(for: PlayerPage.self) == 1)
    try harness.container.setLiveBudget(.max, for: PlayerPage.self)
    try harness.container.pin(0)
    #expect(throws: PageContainerError.pinsFillBudget(typeName: "PlayerPage", limit: 1)) {
      try harness.container.setLiveBudget(1, for: PlayerPage.self)
    }
    #expect(harness.container.liveBudget(for: PlayerPage.self) == .max)
    try harness.container.setLiveBudget(nil, for: PlayerPage.self)
    #expect(harness.container.liveBudget(for: PlayerPage.self) == nil)
    harness.container.shedMemory(regrowAfter: .seconds(-1))
    harness.clock.advance(by: .zero)
    #expect(harness.container.activeIndices == [0, 1], "no delay: the range grows back at once")
    harness.container.shedMemory(regrowAfter: .seconds(Int64.max))
    harness.container.layoutIfNeeded()
    #expect(harness.container.activeIndices == [0])
    #expect(harness.container.isQuiescent, "a delay is a deadline of the clock, not frames")
    harness.clock.advance(by: .seconds(59))
    #expect(harness.container.activeIndices == [0])
    harness.clock.advance(by: .seconds(1))
    #expect(harness.container.activeIndices == [0, 1], "the delay is clamped to 60 s")
    harness.skip()
    try harness.finish()
    withExtendedLifetime(clips) {}
  }
}

/// Found from outside: a pin asked while the page's controller is being reclaimed is refused.
@Suite struct RetentionRegressionTests {
  final class PinOnReclaim: PageContainerPlugin {
    typealias Page = Clip
    weak var container: PageContainer<Clip>?
    var answers: [String] = []
    func pageWillBeReclaimed(_ context: PagePluginContext<Clip>, id: Int, at index: Int) {
      do {
        try container?.pin(id)
        answers.append("pinned \(id)")
      } catch {
        answers.append("\(error)")
      }
    }
  }

  @Test func aPinFromPageWillBeReclaimed_isRefused_andTheReclaimGoesOn() throws {
    let harness = PageContainerHarness<Clip>()
    let clips = Clips(count: 5)
    harness.container.dataSource = clips
    harness.container.addPlugin(WorkingRangePlugin<Clip>(size: 1))
    let pinner = PinOnReclaim()
    pinner.container = harness.container
    harness.container.addPlugin(pinner)
    harness.layout()
    harness.skip()
    harness.container.shedMemory()
    harness.container.layoutIfNeeded()
    #expect(pinner.answers == ["page 1 has no controller now; pin a page that is shown or kept"])
    #expect(harness.container.pinnedPages.isEmpty && harness.container.activeIndices == [0])
    harness.clock.advance(by: .seconds(2))
    harness.skip()
    try harness.finish()
    withExtendedLifetime(clips) {}
  }
}

/// A budget lowered below what shown pages hold takes effect as they leave the screen.
@Suite struct LoweredBudgetTests {
  @Test func aBudgetLoweredMidDrag_takesEffectWhenTheShownPagesGo() throws {
    let harness = PageContainerHarness<Clip>()
    let clips = Clips(count: 8)
    harness.container.dataSource = clips
    harness.layout()
    harness.driver.swipe(by: 1)
    harness.driver.swipe(by: 1)
    harness.driver.drag(byPages: 0.6)  // pages 2 and 3 shown; 0 and 1 kept near
    #expect(harness.container.liveControllerCounts == ["PlayerPage": 4])
    try harness.container.setLiveBudget(1, for: PlayerPage.self)
    harness.container.layoutIfNeeded()
    #expect(harness.container.liveControllerCounts == ["PlayerPage": 2], "only shown pages left")
    harness.driver.release(velocity: 3)
    harness.driver.runUntilSettled()
    #expect(harness.container.currentIndex == 3)
    #expect(harness.container.liveControllerCounts == ["PlayerPage": 1], "page 2 went with it")
    #expect(harness.container.activeIndices == [3])
    harness.skip()
    try harness.finish()
    withExtendedLifetime(clips) {}
  }
}
