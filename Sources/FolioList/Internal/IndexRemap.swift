/// Maps indexes of one level (sections, or the items of one section) across a batch update.
///
/// A batch removes some old indexes (deletes and the sources of moves) and places elements at
/// some new indexes (inserts and the destinations of moves); the remaining elements keep their
/// order and fill the other slots. Queries cost O(k) for k changes, whatever the list's length.
struct IndexRemap {
  /// Old indexes that leave their place, ascending.
  private(set) var removed: [Int]
  /// New indexes filled by inserts and moves, ascending.
  private(set) var placed: [Int]
  /// Old index → new index, for moves.
  private(set) var moves: [Int: Int]
  /// Old indexes that are gone (deleted or replaced by a reload).
  private(set) var gone: Set<Int>

  init(deletes: [Int] = [], inserts: [Int] = [], moves: [(from: Int, to: Int)] = []) {
    self.gone = Set(deletes)
    self.moves = Dictionary(moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    self.removed = (deletes + moves.map(\.from)).sorted()
    self.placed = (inserts + moves.map(\.to)).sorted()
  }

  /// A remap from raw removed and placed indexes (for the items of one section, whose deletes
  /// and moves are tracked by the batch as paths).
  init(removed: [Int], placed: [Int]) {
    self.gone = []
    self.moves = [:]
    self.removed = removed.sorted()
    self.placed = placed.sorted()
  }

  /// The new index of old index `index`, or `nil` if it is gone.
  func newIndex(ofOld index: Int) -> Int? {
    if gone.contains(index) { return nil }
    if let destination = moves[index] { return destination }
    return slot(ofOld: index)
  }

  /// The new index that old index `index` would have if it stayed in place: for a removed
  /// index, the slot where the next staying element lands.
  func slot(ofOld index: Int) -> Int {
    var slot = index - countBelow(index, in: removed)
    for taken in placed {
      if taken <= slot { slot += 1 } else { break }
    }
    return slot
  }

  /// The old index whose element lands at new index `index` without being placed there, or
  /// `nil` if an insert or a move fills it.
  func oldIndex(ofNew index: Int) -> Int? {
    if placed.contains(index) { return nil }
    var old = index - countBelow(index, in: placed)
    for leaving in removed {
      if leaving <= old { old += 1 } else { break }
    }
    return old
  }

  /// The old index that ends at new index `index`, following moves too; `nil` for an insert.
  func source(ofNew index: Int) -> Int? {
    if let moved = moves.first(where: { $0.value == index }) { return moved.key }
    return oldIndex(ofNew: index)
  }

  private func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
