/// An explicit change to a list adapter's objects, applied without reading the data source or
/// diffing the list.
///
/// Identities not in the list are ignored; indices are clamped to the list.
package enum ObjectEdit<Object: Diffable> {
  /// Inserts objects at an index (clamped to `0...count`); objects whose identity is already in
  /// the list, or repeats an earlier one of the edit, are dropped with a diagnostic.
  case insert([Object], at: Int)
  /// Removes the objects with these identities.
  case remove([Object.DiffID])
  /// Moves the object with this identity to an index (clamped to `0..<count`), its index
  /// afterwards.
  case move(Object.DiffID, to: Int)
  /// Replaces objects by identity with these versions; those whose content changed are updated.
  case reload([Object])
}

/// What an ``ObjectEdit`` changed, in the terms of a diff's result: the same inserts, deletes,
/// moves and updates a diff of the whole list would report, and the index mapping.
///
/// A lookup costs O(log k) for k edited objects, whatever the list's length.
package struct ObjectChange: Sendable {
  enum Shape: Sendable {
    case insert(at: Int, count: Int)
    case remove([Int])
    case move(from: Int, to: Int)
    case reload
  }

  let shape: Shape
  /// The number of objects before the edit.
  package let oldCount: Int
  /// New-list indexes of inserted objects, ascending.
  package let inserts: [Int]
  /// Old-list indexes of removed objects, ascending.
  package let deletes: [Int]
  /// Old-list indexes of objects whose content changed, ascending.
  package let updates: [Int]
  /// The moved object, if any.
  package let moves: [DiffMove]

  init(shape: Shape, oldCount: Int, updates: [Int] = []) {
    self.shape = shape
    self.oldCount = oldCount
    self.updates = updates
    switch shape {
    case .insert(let index, let count):
      inserts = Array(index..<index + count)
      deletes = []
      moves = []
    case .remove(let indices):
      inserts = []
      deletes = indices
      moves = []
    case .move(let from, let to):
      inserts = []
      deletes = []
      moves = [DiffMove(from: from, to: to)]
    case .reload:
      inserts = []
      deletes = []
      moves = []
    }
  }

  /// The number of objects after the edit.
  package var newCount: Int { oldCount + inserts.count - deletes.count }

  /// Where the object at `oldIndex` is now; `nil` if it was removed or is out of range.
  package func newIndex(forOldIndex oldIndex: Int) -> Int? {
    guard oldIndex >= 0, oldIndex < oldCount else { return nil }
    switch shape {
    case .insert(let index, let count):
      return oldIndex < index ? oldIndex : oldIndex + count
    case .remove(let indices):
      let below = Self.countBelow(oldIndex, in: indices)
      if below < indices.count, indices[below] == oldIndex { return nil }
      return oldIndex - below
    case .move(let from, let to):
      if oldIndex == from { return to }
      if from < to, oldIndex > from, oldIndex <= to { return oldIndex - 1 }
      if from > to, oldIndex >= to, oldIndex < from { return oldIndex + 1 }
      return oldIndex
    case .reload:
      return oldIndex
    }
  }

  /// How many of `sorted` are less than `value`.
  static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
