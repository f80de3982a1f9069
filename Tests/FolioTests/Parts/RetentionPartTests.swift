import Folio
import FolioSupport
import Testing

/// The retention part on its own, input to output, without a container.
@Suite struct RetentionPartTests: MakesSlots {
  let owner = SlotOwner()
  let spinning = ReuseIdentifier(ControllerReuseTests.Spinning.self)
  let line = PageRing(count: 100, loops: false)

  @Test func budgets_countAtLeastOne_andSayWhetherAnyIsSet() {
    let retention = Retention<Int>()
    #expect(retention.setBudget(-4, for: card) == nil)
    #expect(retention.budget(of: card) == 1)
    #expect(retention.setBudget(3, for: spinning) == nil)
    #expect(retention.budgetKeys == [card, spinning].sorted { $0.description < $1.description })
    #expect(retention.setBudget(nil, for: card) == 1 && retention.budget(of: card) == nil)
  }

  @Test func aRefusedPrefetch_isToldOnce_thatItsBudgetMayHaveRoom() {
    let retention = Retention<Int>()
    retention.beginAsk(forDisplay: false)
    retention.refuse(.liveBudgetReached(typeName: "Card", limit: 1), key: card)
    retention.noteRefusedPrefetch()
    #expect(!retention.mayHaveRoom(for: spinning, grown: false))
    #expect(retention.mayHaveRoom(for: card, grown: false))
    #expect(!retention.mayHaveRoom(for: card, grown: false), "once")
    #expect(retention.mayHaveRoom(for: card, grown: true), "a grown budget always may")
    retention.beginAsk(forDisplay: true)
    retention.noteRefusedPrefetch()
    #expect(!retention.mayHaveRoom(for: card, grown: false), "a new ask refused nothing")
  }

  @Test func budgetRetries_areTheShownLiveStandIns_onlyWithBudgets() {
    let retention = Retention<Int>()
    let (presentation, made) = presented([1, 2, 3, 4, 5], shown: [2, 3, 4, 5])
    func retries() -> [Int] {
      retention.budgetRetries(among: presentation.activeSlots).map(\.state.index)
    }
    retention.setBudget(1, for: card)
    retention.beginAsk(forDisplay: true)
    retention.noteStandIn(made[4])
    #expect(retries().isEmpty, "nothing was refused")
    retention.refuse(.liveBudgetReached(typeName: "Card", limit: 1), key: card)
    for slot in made { retention.noteStandIn(slot) }
    #expect(retries() == [2, 3, 4, 5], "page 1 is hidden")
    presentation.markDeleted(made[3])
    retention.clearStandIn(made[4])
    #expect(retries() == [2, 3])
    retention.setBudget(nil, for: card)
    #expect(retries().isEmpty, "no budget, nothing to ask again")
  }

  @Test func sheddingMemory_waitsUntilItsEnd_whichIsToldOnce() {
    let retention = Retention<Int>()
    #expect(!retention.isShedding(at: .zero) && !retention.endPressure(at: .seconds(9)))
    retention.shed(until: .seconds(2))
    #expect(retention.isShedding(at: .seconds(1)) && !retention.isShedding(at: .seconds(2)))
    #expect(!retention.endPressure(at: .seconds(1)))
    #expect(retention.endPressure(at: .seconds(2)) && !retention.endPressure(at: .seconds(3)))
  }

  @Test func pinsAndVisits_keepPages_untilForgotten() {
    let retention = Retention<Int>()
    retention.pin(7)
    #expect(retention.keeps(7) && retention.isPinned(7) && !retention.keeps(8))
    #expect(retention.unpin(7) && !retention.unpin(7) && !retention.keeps(7))
    retention.noteVisit(3)
    #expect(!retention.keeps(3), "no visit is kept by default")
    retention.setKeepVisited(2)
    for page in [1, 2, 3, 2] { retention.noteVisit(page) }
    #expect(retention.visitedPages == [2, 3], "the two most recent, most recent first")
    retention.setKeepVisited(1)
    #expect(retention.visitedPages == [2])
    retention.pin(9)
    retention.forgetGone(pinned: { $0 != 9 }, visited: { $0 != 2 })
    #expect(!retention.keeps(9) && !retention.keeps(2) && retention.visitedPages.isEmpty)
  }

  @Test func recycling_takesHiddenPagesBeyondTheDistance_keptOnesStay() {
    let retention = Retention<Int>()
    let (presentation, _) = presented([0, 1, 2, 5, 6, 9], shown: [9])
    retention.pin(0)
    var asked: [Int] = []
    let victims = retention.recycleVictims(
      presentation.activeSlots, first: 4, last: 4, distance: 1, ring: line, id: { $0.state.index },
      retainedByPlugin: {
        asked.append($0.state.index)
        return $0.state.index == 1
      })
    #expect(victims.map(\.state.index) == [2, 6], "0 pinned, 1 retained, 5 near, 9 shown")
    #expect(asked == [1, 2, 6], "plugins are asked only of pages nothing else keeps")
    #expect(retention.pluginsRetainAny)
    retention.forgetPluginRetention(presentation.activeSlots)
    #expect(!retention.pluginsRetainAny)
  }

  @Test func aBudgetVictim_isDeletedFirst_thenUnretained_thenBehindTheReader() {
    let retention = Retention<Int>()
    let (presentation, made) = presented([2, 4, 6, 8], shown: [4])
    func victim(floor: Int = -1, asking: Int? = nil, retained: Set<Int> = []) -> Int? {
      retention.budgetVictim(
        among: presentation.activeSlots, key: card, floor: floor, asking: asking,
        id: { $0.state.index },
        rank: { Retention<Int>.budgetRank(of: $0, around: 4, ring: line, forward: true) },
        retainedByPlugin: { retained.contains($0.state.index) })?.state.index
    }
    #expect(victim() == 8, "2 away behind (rank 5) loses to 4 away ahead (rank 8)")
    #expect(victim(retained: [8]) == 2, "a page a plugin keeps gives way last")
    #expect(victim(asking: 8) == 2, "the page asking is no victim")
    #expect(victim(floor: 8) == nil, "a prefetch takes only pages ranked above its own")
    retention.pin(8)
    #expect(victim() == 2)
    presentation.markDeleted(made[2])
    #expect(victim() == 6, "a deleted page goes first")
  }

  @Test func theBudgetRank_isTwiceTheDistance_plusOneBehind_aroundTheRing() {
    #expect(Retention<Int>.budgetRank(of: 5, around: 5, ring: line, forward: true) == 0)
    #expect(Retention<Int>.budgetRank(of: 7, around: 5, ring: line, forward: true) == 4)
    #expect(Retention<Int>.budgetRank(of: 3, around: 5, ring: line, forward: true) == 5)
    #expect(Retention<Int>.budgetRank(of: 3, around: 5, ring: line, forward: false) == 4)
    let ring = PageRing(count: 10, loops: true)
    #expect(Retention<Int>.budgetRank(of: 0, around: 9, ring: ring, forward: true) == 2)
    #expect(Retention<Int>.budgetRank(of: 8, around: 9, ring: ring, forward: true) == 3)
    let huge = PageRing(count: .max, loops: false)
    #expect(
      Retention<Int>.budgetRank(of: .max - 1, around: 0, ring: huge, forward: true) == 1 << 61,
      "distances are capped, so ranks never overflow")
  }

  /// A model of visits: the pages kept are the most recent distinct ones, at most the number
  /// kept, whatever the order of settles and changes of that number.
  @Test(arguments: 0..<20) func visits_matchAModelOfRecency(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let retention = Retention<Int>()
    var recent: [Int] = []  // most recent first, distinct
    var keep = 0
    for step in 0..<300 {
      if Int.random(in: 0..<8, using: &random) == 0 {
        keep = Int.random(in: -2...5, using: &random)
        retention.setKeepVisited(keep)
      } else {
        let page = Int.random(in: 0..<8, using: &random)
        retention.noteVisit(page)
        if keep > 0 {
          recent.removeAll { $0 == page }
          recent.insert(page, at: 0)
        }
      }
      recent = Array(recent.prefix(max(0, keep)))
      #expect(retention.visitedPages == recent, "seed \(seed), step \(step)")
      for page in 0..<8 {
        #expect(retention.keeps(page) == recent.contains(page), "seed \(seed), step \(step)")
      }
    }
  }
}
