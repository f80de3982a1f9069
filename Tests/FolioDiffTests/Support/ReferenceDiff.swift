import FolioDiff

/// A slow, obviously correct diff to check the fast one against: in-order pairing by identity,
/// and the smallest number of moves from a quadratic longest-increasing-subsequence.
struct ReferenceDiff {
  var deletes: [Int] = []
  var inserts: [Int] = []
  var updates: [Int] = []
  /// Old index → new index of every paired element.
  var pairs: [Int: Int] = [:]
  /// The fewest moves that explain the reordering of the paired elements.
  var minimumMoveCount = 0

  init<Element: Diffable>(old: [Element], new: [Element]) {
    var unpaired: [Element.DiffID: [Int]] = [:]
    for (index, element) in old.enumerated() { unpaired[element.diffID, default: []].append(index) }
    var oldInNewOrder: [Int] = []
    for (index, element) in new.enumerated() {
      if var queue = unpaired[element.diffID], !queue.isEmpty {
        let partner = queue.removeFirst()
        unpaired[element.diffID] = queue
        pairs[partner] = index
        oldInNewOrder.append(partner)
      } else {
        inserts.append(index)
      }
    }
    deletes = old.indices.filter { pairs[$0] == nil }
    updates = pairs.keys.sorted().filter {
      let partner = pairs[$0] ?? -1
      return !old[$0].isContentEqual(to: new[partner])
    }
    var longestEndingAt = [Int](repeating: 1, count: oldInNewOrder.count)
    for i in oldInNewOrder.indices {
      for j in 0..<i where oldInNewOrder[j] < oldInNewOrder[i] {
        longestEndingAt[i] = max(longestEndingAt[i], longestEndingAt[j] + 1)
      }
    }
    minimumMoveCount = oldInNewOrder.count - (longestEndingAt.max() ?? 0)
  }
}
