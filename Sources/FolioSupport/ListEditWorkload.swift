import FolioDiff

/// A seeded pair of lists, the second an edited copy of the first, for diff tests and benchmarks.
///
/// The old list holds `count` items with identities `0..<count`. The new list deletes a share of
/// them, inserts a share of new items (identities from `count` up) at random places, updates a
/// share of the survivors (same identity, next revision), then takes a share of the items out and
/// puts each back at a random place. The same seed gives the same pair.
///
/// ```swift
/// let workload = ListEditWorkload(count: 100_000, seed: 7)
/// let result = diff(old: workload.old, new: workload.new)
/// ```
public struct ListEditWorkload: Sendable {
  /// One item: an identity and a revision that changes when the item is updated.
  public struct Item: Diffable, Hashable, Sendable, CustomStringConvertible {
    /// The item's identity.
    public var id: Int
    /// The item's content version; an update increments it.
    public var revision: Int

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - id: The item's identity.
    ///   - revision: The item's content version.
    public init(id: Int, revision: Int = 0) {
      self.id = id
      self.revision = revision
    }

    /// The item's identity.
    public var diffID: Int { id }

    /// `id` and, when updated, `'revision`.
    public var description: String { revision == 0 ? "\(id)" : "\(id)'\(revision)" }
  }

  /// The list before the edit.
  public let old: [Item]
  /// The list after the edit.
  public let new: [Item]
  /// The seed the pair was drawn with.
  public let seed: UInt64

  /// Draws an edited pair.
  ///
  /// Each share is a fraction of `count` and is clamped to what is available: at most every
  /// item is deleted, updated or moved.
  ///
  /// - Parameters:
  ///   - count: The number of items in the old list; negative counts are treated as 0.
  ///   - deleting: The share of old items deleted (default 10%).
  ///   - inserting: The share of `count` inserted as new items (default 10%).
  ///   - updating: The share of `count` updated among the survivors (default 5%).
  ///   - moving: The share of `count` taken out and put back at random places (default 2%).
  ///   - seed: Fixes every random choice.
  /// - Complexity: O(count log count).
  public init(
    count: Int, deleting: Double = 0.10, inserting: Double = 0.10, updating: Double = 0.05,
    moving: Double = 0.02, seed: UInt64
  ) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let count = max(0, count)
    func share(_ fraction: Double, of available: Int) -> Int {
      min(available, max(0, Int((Double(count) * fraction).rounded())))
    }
    let old = (0..<count).map { Item(id: $0) }

    let deleted = Set(sample(share(deleting, of: count), from: 0..<count, using: &random))
    var new = old.filter { !deleted.contains($0.id) }

    let inserted = (0..<share(inserting, of: Int.max)).map { Item(id: count + $0) }
    new = scatter(inserted, into: new, using: &random)

    for index in sample(share(updating, of: new.count), from: new.indices, using: &random) {
      new[index].revision += 1
    }

    let moved = Set(sample(share(moving, of: new.count), from: new.indices, using: &random))
    let taken = moved.sorted().map { new[$0] }.shuffled(using: &random)
    new = scatter(
      taken, into: new.indices.filter { !moved.contains($0) }.map { new[$0] },
      using: &random)

    self.old = old
    self.new = new
    self.seed = seed
  }
}

/// `count` distinct values of `range`, in random order.
private func sample(
  _ count: Int, from range: Range<Int>, using random: inout SeededRandomNumberGenerator
) -> [Int] {
  var chosen = Set<Int>()
  chosen.reserveCapacity(count)
  var order: [Int] = []
  while order.count < min(count, range.count) {
    let value = Int.random(in: range, using: &random)
    if chosen.insert(value).inserted { order.append(value) }
  }
  return order
}

/// `items` put at random places among `base`, whose order is kept.
///
/// - Complexity: O((n + k) + k log k) for n base items and k new ones.
private func scatter<T>(
  _ items: [T], into base: [T], using random: inout SeededRandomNumberGenerator
) -> [T] {
  guard !items.isEmpty else { return base }
  let places = items.indices.map { _ in Int.random(in: 0...base.count, using: &random) }.sorted()
  var result: [T] = []
  result.reserveCapacity(base.count + items.count)
  var next = 0
  for (index, element) in base.enumerated() {
    while next < places.count, places[next] == index {
      result.append(items[next])
      next += 1
    }
    result.append(element)
  }
  result.append(contentsOf: items[next...])
  return result
}
