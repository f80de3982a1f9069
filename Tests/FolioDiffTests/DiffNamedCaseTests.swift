import FolioDiff
import FolioSupport
import Testing

private typealias Item = ListEditWorkload.Item

/// Splits a sentence into words: the lists for named cases.
private func words(_ text: String) -> [String] {
  text.split(separator: " ").map(String.init)
}

/// Checks the exact result, then that replaying it turns `old` into `new`.
private func expectDiff<Element: Diffable & Equatable>(
  _ old: [Element], _ new: [Element],
  inserts: [Int] = [], deletes: [Int] = [], updates: [Int] = [], moves: [DiffMove] = [],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let result = diff(old: old, new: new)
  #expect(result.inserts == inserts, "inserts", sourceLocation: sourceLocation)
  #expect(result.deletes == deletes, "deletes", sourceLocation: sourceLocation)
  #expect(result.updates == updates, "updates", sourceLocation: sourceLocation)
  #expect(result.moves == moves, "moves", sourceLocation: sourceLocation)
  #expect(
    result.hasChanges == !(inserts.isEmpty && deletes.isEmpty && updates.isEmpty && moves.isEmpty),
    sourceLocation: sourceLocation)
  #expect(replay(result, old: old, new: new) == .success(new), sourceLocation: sourceLocation)
  #expect(
    replay(result.forBatchUpdates(), old: old, new: new) == .success(new),
    sourceLocation: sourceLocation)
}

@Suite struct DiffNamedCaseTests {
  @Test func bothEmpty_noChanges() {
    expectDiff([String](), [])
  }

  @Test func emptyToThree_allInserted() {
    expectDiff([], ["a", "b", "c"], inserts: [0, 1, 2])
  }

  @Test func threeToEmpty_allDeleted() {
    expectDiff(["a", "b", "c"], [], deletes: [0, 1, 2])
  }

  @Test func disjointLists_everythingDeletedAndInserted() {
    expectDiff(["a", "b", "c"], ["d", "e"], inserts: [0, 1], deletes: [0, 1, 2])
  }

  @Test func identicalLists_noChanges() {
    expectDiff(["a", "b", "c"], ["a", "b", "c"])
  }

  @Test func insertAndDeleteAroundKeptItems_noMoves() {
    expectDiff(["a", "b", "c", "d"], ["x", "a", "c", "d", "y"], inserts: [0, 4], deletes: [1])
  }

  @Test func firstItemMovedToEnd_oneMove() {
    expectDiff(["a", "b", "c", "d"], ["b", "c", "d", "a"], moves: [DiffMove(from: 0, to: 3)])
  }

  @Test func lastItemMovedToFront_oneMove() {
    expectDiff(["a", "b", "c", "d"], ["d", "a", "b", "c"], moves: [DiffMove(from: 3, to: 0)])
  }

  @Test func reversed_allButOneMove() {
    expectDiff(
      ["a", "b", "c", "d"], ["d", "c", "b", "a"],
      moves: [DiffMove(from: 3, to: 0), DiffMove(from: 2, to: 1), DiffMove(from: 1, to: 2)])
  }

  @Test func twoItemsLeaveTheirOrder_twoMovesKeepTheLongestRun() {
    // Old indexes in new order: 4 0 1 3 2; a, b, c keep their order, e and d move.
    expectDiff(
      ["a", "b", "c", "d", "e"], ["e", "a", "b", "d", "c"],
      moves: [DiffMove(from: 4, to: 0), DiffMove(from: 3, to: 3)])
  }

  @Test func oneItemMovedAcrossALongList_oneMove() {
    let old = Array(0..<100_000)
    let new = Array(1..<100_000) + [0]
    let result = diff(old: old, new: new)
    #expect(result.moves == [DiffMove(from: 0, to: 99_999)])
    #expect(result.inserts.isEmpty && result.deletes.isEmpty && result.updates.isEmpty)
  }

  @Test func contentChangedInPlace_updatesAtOldIndexes() {
    let old = [Item(id: 1), Item(id: 2), Item(id: 3)]
    let new = [Item(id: 1), Item(id: 2, revision: 1), Item(id: 3, revision: 1)]
    expectDiff(old, new, updates: [1, 2])
  }

  @Test func movesWithUpdates_updatesAtOldIndexesAndMovesKept() {
    let old = [Item(id: 1), Item(id: 2), Item(id: 3)]
    let new = [Item(id: 3, revision: 1), Item(id: 1), Item(id: 2, revision: 1)]
    expectDiff(old, new, updates: [1, 2], moves: [DiffMove(from: 2, to: 0)])
  }

  @Test func updatedAndMoved_batchFormDeletesAndInsertsIt() {
    let old = [Item(id: 1), Item(id: 2), Item(id: 3)]
    let new = [Item(id: 3, revision: 1), Item(id: 1), Item(id: 2, revision: 1)]
    let batch = diff(old: old, new: new).forBatchUpdates()
    #expect(batch.deletes == [2])
    #expect(batch.inserts == [0])
    #expect(batch.updates == [1])
    #expect(batch.moves.isEmpty)
  }

  @Test func duplicates_pairedInOrderAndExtrasDeleted() {
    // New a(1) pairs with old a(2), new a(3) with old a(4); b keeps its order, so a(2) moves.
    expectDiff(
      ["a", "b", "a", "c", "a"], ["a", "a", "b", "a"], deletes: [3],
      moves: [
        DiffMove(from: 2, to: 1)
      ])
  }

  @Test func duplicatesAdded_pairedInOrderAndExtraOccurrencesInserted() {
    // In-order pairing: the second x of new pairs with the second x of old, so y moves before it
    // and the third and fourth x are the inserted ones.
    expectDiff(
      ["x", "y", "x"], ["x", "x", "y", "x", "x"], inserts: [3, 4],
      moves: [DiffMove(from: 2, to: 1)])
  }

  @Test func duplicatesRemoved_extraOccurrencesDeleted() {
    expectDiff(["x", "x", "x"], ["x"], deletes: [1, 2])
  }

  @Test func duplicateWithChangedContent_updateGoesToTheOccurrencePairedInOrder() {
    let old = [Item(id: 7), Item(id: 7), Item(id: 8)]
    let new = [Item(id: 8), Item(id: 7), Item(id: 7, revision: 2)]
    expectDiff(old, new, updates: [1], moves: [DiffMove(from: 2, to: 0)])
  }

  @Test func heckelsWordsExample_latinAndSoftInsertedLikeSnowCommaMoved() {
    // The example of Heckel's 1978 paper: "LIKE SNOW ," moves, six words go, two come.
    let old = words(
      "MUCH WRITING IS LIKE SNOW , A MASS OF LONG WORDS AND PHRASES FALLS UPON THE RELEVANT "
        + "FACTS COVERING UP THE DETAILS .")
    let new = words(
      "A MASS OF LATIN WORDS FALLS UPON THE RELEVANT FACTS LIKE SOFT SNOW , COVERING UP THE "
        + "DETAILS .")
    expectDiff(
      old, new, inserts: [3, 11], deletes: [0, 1, 2, 9, 11, 12],
      moves: [DiffMove(from: 3, to: 10), DiffMove(from: 4, to: 12), DiffMove(from: 5, to: 13)])
  }

  @Test func lookupByIdentity_firstOccurrenceInEachList() {
    let result = diff(old: ["a", "b", "a"], new: ["b", "c", "a", "a"])
    #expect(result.oldIndex(for: "a") == 0)
    #expect(result.oldIndex(for: "b") == 1)
    #expect(result.oldIndex(for: "c") == nil)
    #expect(result.newIndex(for: "a") == 2)
    #expect(result.newIndex(for: "c") == 1)
    #expect(result.newIndex(for: "z") == nil)
    #expect(result.oldCount == 3 && result.newCount == 4)
  }

  @Test func lookupOnUnchangedLists_indexesEqual() {
    let result = diff(old: Array(0..<1_000), new: Array(0..<1_000))
    #expect(!result.hasChanges)
    #expect(result.oldIndex(for: 500) == 500)
    #expect(result.newIndex(for: 999) == 999)
  }
}
