import FolioDiff
import FolioSupport
import Testing

private typealias Item = ListEditWorkload.Item

/// `items` with the later occurrences of each identity dropped, and their indexes.
private func firstOccurrences(_ items: [Item]) -> (kept: [Item], dropped: [Int]) {
  var seen = Set<Int>()
  var kept: [Item] = []
  var dropped: [Int] = []
  for (index, item) in items.enumerated() {
    if seen.insert(item.id).inserted { kept.append(item) } else { dropped.append(index) }
  }
  return (kept, dropped)
}

/// A duplicate-free old list and a new list that may repeat identities (some repeats placed
/// where they meet the common prefix or suffix), over a small alphabet.
private func pair(seed: UInt64) -> (old: [Item], new: [Item]) {
  var random = SeededRandomNumberGenerator(seed: seed)
  let alphabet = Int.random(in: 1...12, using: &random)
  let old = firstOccurrences(
    (0..<Int.random(in: 0...12, using: &random)).map { _ in
      Item(id: Int.random(in: 0..<alphabet, using: &random))
    }
  ).kept
  var new: [Item]
  if Bool.random(using: &random), !old.isEmpty {
    // A front or back edit of old: long common prefixes and suffixes.
    new = old
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let index = Bool.random(using: &random) ? 0 : new.count
      let id = Int.random(in: 0..<alphabet + 2, using: &random)
      new.insert(Item(id: id, revision: Int.random(in: 0...1, using: &random)), at: index)
    }
  } else {
    new = (0..<Int.random(in: 0...14, using: &random)).map { _ in
      Item(
        id: Int.random(in: 0..<alphabet + 2, using: &random),
        revision: Int.random(in: 0...1, using: &random))
    }
  }
  return (old, new)
}

@Suite struct DeduplicatedDiffTests {
  /// The adapter's diff equals dropping repeats (first occurrence kept) and then diffing, for
  /// every change kind: the same elements, repeats, changes and index mappings.
  @Test func equalsDroppingRepeatsThenDiffing() throws {
    for seed in UInt64(0)..<6_000 {
      let (old, new) = pair(seed: seed)
      let context: Comment = "seed \(seed): old \(old), new \(new)"
      let expected = firstOccurrences(new)
      let reference = diff(old: old, new: expected.kept)
      let result = DeduplicatedDiff(old: old, new: new)
      try #require(result.elements == expected.kept, context)
      try #require(result.repeats == expected.dropped, context)
      try #require(result.result.inserts == reference.inserts, context)
      try #require(result.result.deletes == reference.deletes, context)
      try #require(result.result.updates == reference.updates, context)
      try #require(result.result.moves == reference.moves, context)
      for index in old.indices {
        try #require(
          result.result.newIndex(forOldIndex: index) == reference.newIndex(forOldIndex: index),
          context)
      }
      for index in expected.kept.indices {
        try #require(
          result.result.oldIndex(forNewIndex: index) == reference.oldIndex(forNewIndex: index),
          context)
      }
      let unique = DeduplicatedDiff(droppingRepeatsOf: new)
      try #require(unique.elements == expected.kept && unique.repeats == expected.dropped, context)
    }
  }

  /// Lists large enough for the index to insert in table-region order (from 2^17 elements on)
  /// still keep first occurrences and report the later ones, in list order.
  @Test(arguments: [UInt64(1), 2])
  func largeListsWithRepeats_keepFirstOccurrences(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let count = 150_000
    let new = (0..<count).map { _ in
      Item(id: Int.random(in: 0..<(count * 3 / 2), using: &random))
    }
    let old = (0..<1_000).map { Item(id: $0 * 7) }
    let expected = firstOccurrences(new)
    let result = DeduplicatedDiff(old: old, new: new)
    try #require(result.repeats == expected.dropped, "seed \(seed)")
    try #require(result.elements == expected.kept, "seed \(seed)")
    try #require(
      replay(result.result, old: old, new: expected.kept) == .success(expected.kept),
      "seed \(seed)")
    let unique = DeduplicatedDiff(droppingRepeatsOf: new)
    try #require(unique.repeats == expected.dropped, "seed \(seed)")
  }

  @Test func theVeryListHandedBack_isUnchangedWithoutHashing() {
    let items = (0..<1_000).map { Item(id: $0) }
    let result = DeduplicatedDiff(old: items, new: items)
    #expect(!result.result.hasChanges)
    #expect(sharesStorage(result.elements, items))
  }

  /// Integer identities that collide in a naive table (multiples of a large power of two, and
  /// negative ones) still pair exactly.
  @Test func collidingIntegerIdentities_pairExactly() throws {
    let old = (0..<2_000).map { Item(id: $0 << 32) } + (1...500).map { Item(id: -$0) }
    var new = old.reversed().map { $0 }
    new.insert(Item(id: Int.min), at: 700)
    new.append(Item(id: Int.max))
    let result = DeduplicatedDiff(old: old, new: new)
    try #require(replay(result.result, old: old, new: new) == .success(new))
    #expect(result.result.inserts == [700, new.count - 1])
    #expect(result.result.deletes.isEmpty)
  }
}
