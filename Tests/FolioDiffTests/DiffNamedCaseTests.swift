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
    // Old indexes in new order: 4 0 1 3 2; a, b, c or a, b, d keep their order. The second
    // leaves d at its own index (3), so e and c move (never d from 3 to 3).
    expectDiff(
      ["a", "b", "c", "d", "e"], ["e", "a", "b", "d", "c"],
      moves: [DiffMove(from: 4, to: 0), DiffMove(from: 2, to: 4)])
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

/// What a consumer of IGListKit trips on, decided (IGListKit's own diff tests, ported): no move
/// goes to the index it comes from when a smallest set of moves can leave it in place, and the
/// index lookups follow identities in both forms of a result.
@Suite struct DiffMoveChoiceTests {
  @Test func reversingThree_movesTheEnds_andLeavesTheMiddleInPlace() {
    expectDiff(
      [0, 1, 2], [2, 1, 0], moves: [DiffMove(from: 2, to: 0), DiffMove(from: 0, to: 2)])
  }

  @Test func reversingFive_leavesTheMiddleInPlace() {
    let result = diff(old: [0, 1, 2, 3, 4], new: [4, 3, 2, 1, 0])
    #expect(result.moves.count == 4)
    #expect(!result.moves.contains { $0.from == $0.to })
    #expect(
      replay(result, old: [0, 1, 2, 3, 4], new: [4, 3, 2, 1, 0]) == .success([4, 3, 2, 1, 0]))
  }

  /// Every permutation of up to six elements: the moves are a smallest set, and they leave in
  /// place as many elements as any smallest set can (found by trying every increasing run).
  @Test(arguments: 1...6)
  func everyPermutation_smallestMoves_keepingTheMostInPlace(count: Int) {
    for permutation in permutations(of: Array(0..<count)) {
      let old = Array(0..<count)
      let result = diff(old: old, new: permutation)
      #expect(replay(result, old: old, new: permutation) == .success(permutation))
      let (fewest, mostKept) = bestRuns(permutation)
      #expect(result.moves.count == count - fewest, "\(permutation): \(result.moves)")
      let movedInPlace = result.moves.filter { $0.from == $0.to }.count
      let inPlace = permutation.indices.filter { permutation[$0] == $0 }.count
      #expect(inPlace - movedInPlace == mostKept, "\(permutation): \(result.moves)")
    }
  }

  @Test func theBatchForm_stillMapsAnUpdatedMoveByIdentity() {
    let old = [Item(id: 0, revision: 0), Item(id: 1, revision: 0), Item(id: 2, revision: 0)]
    let new = [Item(id: 2, revision: 1), Item(id: 1, revision: 0), Item(id: 0, revision: 0)]
    let batch = diff(old: old, new: new).forBatchUpdates()
    #expect(batch.deletes == [2] && batch.inserts == [0], "the updated move: delete + insert")
    #expect(batch.newIndex(forOldIndex: 2) == 0, "it lives on at 0")
    #expect(batch.oldIndex(forNewIndex: 0) == 2)
    #expect(batch.newIndex(forOldIndex: 1) == 1 && batch.newIndex(forOldIndex: 0) == 2)
    #expect(replay(batch, old: old, new: new) == .success(new))
  }

  private func permutations(of items: [Int]) -> [[Int]] {
    guard items.count > 1 else { return [items] }
    var result: [[Int]] = []
    for (index, item) in items.enumerated() {
      var rest = items
      rest.remove(at: index)
      for tail in permutations(of: rest) { result.append([item] + tail) }
    }
    return result
  }

  /// The longest increasing run's length, and the most elements at their own index any run
  /// that long holds (every subset tried).
  private func bestRuns(_ values: [Int]) -> (length: Int, kept: Int) {
    var best = (length: 0, kept: 0)
    for mask in 0..<(1 << values.count) {
      let slots = values.indices.filter { mask & (1 << $0) != 0 }
      let run = slots.map { values[$0] }
      guard zip(run, run.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
      let kept = slots.filter { values[$0] == $0 }.count
      if run.count > best.length || (run.count == best.length && kept > best.kept) {
        best = (run.count, kept)
      }
    }
    return best
  }
}
