import FolioDiff
import FolioSupport
import Synchronization
import Testing

// The counter is an `Atomic` (macOS 15 / iOS 18): these tests run where it is available. The
// package itself uses nothing newer than its platforms.

// The counter is an `Atomic` (macOS 15 / iOS 18): these tests run where it is available. The
// package itself uses nothing newer than its platforms.

/// Counts every equality comparison a diff makes, of identities and of contents.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class ComparisonCounter: Sendable {
  let count = Atomic<Int>(0)
  func record() { count.add(1, ordering: .relaxed) }
}

/// An identity whose `==` is counted; hashing is not.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct CountedID: Hashable, Sendable {
  var value: Int
  var counter: ComparisonCounter

  static func == (lhs: CountedID, rhs: CountedID) -> Bool {
    lhs.counter.record()
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// An element whose content comparison is counted.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct CountedItem: Diffable {
  var diffID: CountedID
  var revision: Int

  func isContentEqual(to other: CountedItem) -> Bool {
    diffID.counter.record()
    return revision == other.revision
  }
}

/// Equality comparisons per element for a diff of the standard workload at `count` elements.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private func comparisonsPerElement(count: Int, seed: UInt64) -> Double {
  let counter = ComparisonCounter()
  let workload = ListEditWorkload(count: count, seed: seed)
  func counted(_ items: [ListEditWorkload.Item]) -> [CountedItem] {
    items.map {
      CountedItem(diffID: CountedID(value: $0.id, counter: counter), revision: $0.revision)
    }
  }
  let old = counted(workload.old)
  let new = counted(workload.new)
  _ = diff(old: old, new: new)
  return Double(counter.count.load(ordering: .relaxed)) / Double(old.count + new.count)
}

@Suite struct DiffComparisonCountTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func comparisonsGrowLinearlyWithLength() {
    // One bound on comparisons per element for every size means linear growth; a quadratic
    // diff would multiply the per-element count by ten at each step. What varies between sizes
    // is the hash table's probing (its `==` on colliding keys), which depends on its load.
    for size in [1_000, 10_000, 100_000, 300_000] {
      let perElement = comparisonsPerElement(count: size, seed: 11)
      #expect(perElement <= 2, "\(perElement) comparisons per element at \(size)")
      #expect(perElement >= 0.5, "content of paired elements must be compared")
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func equalListInAnotherBuffer_oneIdentityAndOneContentComparisonPerPair() {
    let counter = ComparisonCounter()
    let items = (0..<10_000).map {
      CountedItem(diffID: CountedID(value: $0, counter: counter), revision: 0)
    }
    var copy = items
    copy.append(items[0])
    copy.removeLast()  // the same elements in a buffer of its own
    let result = diff(old: items, new: copy)
    #expect(!result.hasChanges)
    #expect(counter.count.load(ordering: .relaxed) == 20_000)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func theVeryListHandedBack_noComparisonAtAll_andEveryIndexMapsToItself() {
    let counter = ComparisonCounter()
    let items = (0..<10_000).map {
      CountedItem(diffID: CountedID(value: $0, counter: counter), revision: 0)
    }
    let result = diff(old: items, new: items)
    #expect(!result.hasChanges && result.oldCount == 10_000 && result.newCount == 10_000)
    #expect(result.newIndex(forOldIndex: 1_234) == 1_234)
    #expect(counter.count.load(ordering: .relaxed) == 0)
  }
}
