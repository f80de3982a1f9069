import Folio
import FolioSupport
import Testing

/// The presentation part on its own, input to output, without a container.
@Suite struct PagePresentationTests: MakesSlots {
  let owner = SlotOwner()

  @Test func activePages_stayInDeliveryOrder_deletedBeforeLiveAtOneIndex() {
    let presentation = PagePresentation<String>()
    let (a, b, c) = (slot(4), slot(1), slot(2))
    presentation.activate(a, id: "a")
    presentation.activate(b, id: "b")
    presentation.activate(c, id: "c")
    #expect(presentation.activeStates.map(\.index) == [1, 2, 4])
    presentation.markDeleted(c)
    presentation.move(a, to: 2)
    #expect(
      presentation.activeStates == [
        SlotState(index: 1), SlotState(index: 2, isDeleted: true), SlotState(index: 2),
      ])
    #expect(presentation.slot(for: "c") === c, "a deleted page keeps its identity until it goes")
    presentation.deactivate(c, id: "c")
    #expect(presentation.slot(for: "c") == nil && c.state.isActive == false)
    #expect(presentation.activeStates.map(\.index) == [1, 2])
  }

  @Test func aSupersededPage_keepsTheNewSlotUnderItsIdentity() {
    let presentation = PagePresentation<String>()
    let (old, new) = (slot(3), slot(3))
    presentation.activate(old, id: "p")
    presentation.markDeleted(old)
    presentation.activate(new, id: "p")
    presentation.deactivate(old, id: "p")
    #expect(presentation.slot(for: "p") === new)
    #expect(presentation.activeStates == [SlotState(index: 3)])
  }

  @Test func showingAndHiding_keepTheShownPagesInTheOrderTheyAppeared() {
    let (presentation, made) = presented([5, 4], shown: [5, 4])
    let a = made[0]
    #expect(presentation.shownIndices == [5, 4])
    #expect(presentation.visibleIndices() == [4, 5], "visible pages are ascending")
    presentation.hide(a)
    #expect(presentation.shownIndices == [4] && a.state.appearance == .hidden)
    #expect(presentation.visibleIndices() == [4])
  }

  @Test func changes_nameEnteringIndicesAndLeavingPages() {
    let presentation = PagePresentation<String>()
    let (a, b, c) = (slot(1), slot(2), slot(3))
    for (slot, id) in [(a, "a"), (b, "b"), (c, "c")] { presentation.activate(slot, id: id) }
    presentation.show(c)
    presentation.show(b)
    presentation.show(a)
    let (entering, leaving) = presentation.changes(toShow: [2, 4])
    #expect(entering == [4], "page 2 is shown already; page 4 has no slot yet")
    #expect(leaving.map(\.state.index) == [1, 3], "leaving pages in delivery order")
    presentation.markDeleted(b)
    #expect(presentation.changes(toShow: [2]).entering == [2], "a deleted page is not the page")
    #expect(
      presentation.changes(toShow: [2]).leaving.map(\.state) == [
        SlotState(index: 1, appearance: .appearing),
        SlotState(index: 2, isDeleted: true, appearance: .appearing),
        SlotState(index: 3, appearance: .appearing),
      ])
  }

  @Test func remapping_movesLivePages_marksGoneOnesDeleted_inDeliveryOrder() {
    let presentation = PagePresentation<String>()
    let (a, b, c) = (slot(0), slot(1), slot(2))
    for (slot, id) in [(a, "a"), (b, "b"), (c, "c")] { presentation.activate(slot, id: id) }
    presentation.show(b)
    presentation.appear(b)
    var asked: [Int] = []
    presentation.remap { slot in
      asked.append(slot.state.index)
      return [0: 2, 2: 0][slot.state.index]  // a and c swap, b's page is gone
    }
    #expect(asked == [0, 1, 2])
    #expect(
      presentation.activeStates == [
        SlotState(index: 0), SlotState(index: 1, isDeleted: true, appearance: .appeared),
        SlotState(index: 2),
      ])
    #expect(a.state.index == 2 && c.state.index == 0)
    presentation.remap { _ in nil }
    #expect(presentation.activeStates.allSatisfy { $0.isDeleted })
  }

  @Test func showsExactly_countsLivePagesOnly() {
    let (presentation, made) = presented([7, 8], shown: [7, 8])
    #expect(presentation.showsExactly(2) { (7...8).contains($0) })
    #expect(!presentation.showsExactly(1) { $0 == 7 })
    presentation.markDeleted(made[1])
    #expect(!presentation.showsExactly(2) { (7...8).contains($0) })
  }

  @Test func anAsk_servesOnlyItsPage_andAReclaimIsSeenOnlyWhilePluginsHearIt() {
    let presentation = PagePresentation<String>()
    let (a, b) = (slot(1), slot(2))
    presentation.activate(a, id: "a")
    presentation.beginAsk(index: 1, request: .prefetch)
    #expect(presentation.isAsked(1) && !presentation.isAsked(2))
    #expect(presentation.servedSlot == nil)
    presentation.serve(a)
    #expect(presentation.servedSlot === a)
    presentation.deactivate(a, id: "a")
    #expect(presentation.servedSlot == nil, "a page that goes is served no more")
    presentation.endAsk()
    #expect(!presentation.isAsked(1))
    presentation.beginAsk(index: 2, request: .display)
    #expect(presentation.servedSlot == nil, "a new ask starts unserved")
    var seen: [Bool] = []
    presentation.reclaiming(b) {
      seen.append(presentation.reclaimingSlot === b)
      presentation.reclaiming(a) { seen.append(presentation.reclaimingSlot === a) }
      seen.append(presentation.reclaimingSlot === b)
    }
    #expect(seen == [true, true, true] && presentation.reclaimingSlot == nil)
  }

  @Test func progressFollowers_countActiveSlotsWithAHandler() {
    let presentation = PagePresentation<String>()
    let (a, b) = (slot(0), slot(1))
    a.follow { _ in }
    presentation.activate(a, id: "a")
    presentation.activate(b, id: "b")
    #expect(presentation.progressFollowers == 1)
    presentation.deactivate(a, id: "a")
    presentation.deactivate(a, id: "a")
    #expect(presentation.progressFollowers == 0, "deactivating twice counts once")
  }

  /// A model: random activations, moves, deletions, shows and hides against plain arrays.
  @Test(arguments: 0..<20) func randomOperations_keepTheInvariants(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let presentation = PagePresentation<Int>()
    var live: [Int: PageSlot] = [:]  // id -> slot
    var deleted: [PageSlot] = []
    var shownOrder: [PageSlot] = []
    var nextID = 0
    for step in 0..<300 {
      let context = "seed \(seed), step \(step)"
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1:
        let used = Set(live.values.map(\.state.index))
        let index = Int.random(in: 0..<12, using: &random)
        guard !used.contains(index) else { continue }
        let new = slot(index)
        presentation.activate(new, id: nextID)
        live[nextID] = new
        nextID += 1
      case 2:
        guard let (id, slot) = live.randomElement(using: &random) else { continue }
        presentation.markDeleted(slot)
        live[id] = nil
        deleted.append(slot)
      case 3:
        guard let (_, slot) = live.randomElement(using: &random), slot.state.appearance == .hidden
        else { continue }
        presentation.show(slot)
        shownOrder.append(slot)
      case 4:
        guard let slot = shownOrder.randomElement(using: &random) else { continue }
        presentation.hide(slot)
        shownOrder.removeAll { $0 === slot }
      default:
        guard let index = deleted.firstIndex(where: { $0.state.appearance == .hidden }) else {
          continue
        }
        presentation.deactivate(deleted.remove(at: index), id: -1)
      }
      // Delivery order: ascending index, deleted before live at one index (deleted pages at
      // one index in any order), and exactly the active slots.
      let states = presentation.activeStates
      let ordered = zip(states, states.dropFirst()).allSatisfy { a, b in
        a.index != b.index ? a.index < b.index : a.isDeleted || !b.isDeleted
      }
      #expect(ordered, "\(context): \(states)")
      func canonical(_ states: [SlotState]) -> [String] { states.map(\.description).sorted() }
      let expected = (Array(live.values) + deleted).map(\.state)
      #expect(canonical(states) == canonical(expected), "\(context)")
      #expect(presentation.shownIndices == shownOrder.map(\.state.index), "\(context)")
      #expect(
        presentation.visibleIndices()
          == shownOrder.filter { !$0.state.isDeleted }.map(\.state.index).sorted(), "\(context)")
      for (id, slot) in live { #expect(presentation.slot(for: id) === slot, "\(context)") }
    }
  }
}
