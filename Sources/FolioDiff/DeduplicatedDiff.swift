/// A diff of a list against a new version that may repeat identities, as a list adapter needs it:
/// the new list's later occurrences of a repeated identity are dropped, then what is left is diffed
/// (IGListKit's adapter does the same).
///
/// Package API, for FolioList's adapter.
@usableFromInline
package struct DeduplicatedDiff<Element: Diffable> {
  /// The new list without repeats: `new` itself (the same storage) when nothing repeats.
  @usableFromInline package let elements: [Element]
  /// Indexes in `new` of the dropped occurrences, ascending.
  @usableFromInline package let repeats: [Int]
  /// The diff from `old` to ``elements``.
  @usableFromInline package let result: DiffResult<Element>
  /// Where each identity of ``elements`` sits, when the pass that dropped repeats indexed
  /// ``elements`` itself (nothing repeated); `nil` otherwise.
  @usableFromInline package let positions: IdentityPositions?

  @inlinable
  init(
    elements: [Element], repeats: [Int], result: DiffResult<Element>,
    positions: IdentityPositions? = nil
  ) {
    self.elements = elements
    self.repeats = repeats
    self.result = result
    self.positions = positions
  }

  /// Diffs `old`, a list without repeated identities, against `new` with its repeats dropped.
  ///
  /// One hashing pass over `new` finds the repeats and indexes it; the diff then pairs the lists'
  /// middles (between their common prefix and suffix) through that index, one lookup per old
  /// element there. When the data source handed back the very list (`old` and `new` share
  /// storage), nothing is hashed.
  ///
  /// - Complexity: O(n + m) expected: one hash insert per new element and one lookup per old
  ///   element outside the common prefix and suffix.
  @inlinable
  package init(old: [Element], new: [Element]) {
    if sharesStorage(old, new) {
      self.init(elements: new, repeats: [], result: .unchanged(old))
      return
    }
    var repeats: [Int] = []
    let index = UniqueIdentityIndex(new, repeats: &repeats)
    guard !repeats.isEmpty else {
      self.init(
        elements: new, repeats: [], result: diff(old: old, new: new, uniqueNew: index),
        positions: IdentityPositions(index))
      return
    }
    // Repeats are a data source's mistake (the adapter reports each): take the general path.
    let elements = Self.removing(repeats, from: new)
    self.init(elements: elements, repeats: repeats, result: diff(old: old, new: elements))
  }

  /// `new` without its repeated identities, and the indexes of the dropped occurrences, without
  /// a diff (``result`` is empty, against no old list).
  ///
  /// - Complexity: O(n) expected: one hash insert per element.
  @inlinable
  package init(droppingRepeatsOf new: [Element]) {
    var repeats: [Int] = []
    let index = UniqueIdentityIndex(new, repeats: &repeats)
    guard !repeats.isEmpty else {
      self.init(
        elements: new, repeats: [], result: .unchanged([]), positions: IdentityPositions(index))
      return
    }
    self.init(
      elements: Self.removing(repeats, from: new), repeats: repeats, result: .unchanged([]))
  }

  /// `elements` without the ones at `indexes` (ascending).
  @inlinable
  static func removing(_ indexes: [Int], from elements: [Element]) -> [Element] {
    var kept: [Element] = []
    kept.reserveCapacity(elements.count - indexes.count)
    var next = 0
    for (position, element) in elements.enumerated() {
      if next < indexes.count, indexes[next] == position {
        next += 1
      } else {
        kept.append(element)
      }
    }
    return kept
  }
}

/// The adapter's diffing work, specialised for its element type where the adapter is created
/// (inlinable code there builds it), so that the work does not run as unspecialised generic code
/// inside the library.
///
/// Package API.
@usableFromInline
package struct DiffKernel<Element: Diffable> {
  /// ``DeduplicatedDiff/init(old:new:)``, specialised.
  @usableFromInline package let diffDroppingRepeats:
    ([Element], [Element]) -> DeduplicatedDiff<Element>

  /// ``DeduplicatedDiff/init(droppingRepeatsOf:)``, specialised.
  @usableFromInline package let droppingRepeats: ([Element]) -> DeduplicatedDiff<Element>

  /// Every identity of a list (without repeats) → the group of `groupSize` consecutive
  /// elements it falls in (`index / groupSize`), specialised: the page container's list builds
  /// its identity table with it when it first goes into chunks.
  @usableFromInline package let groupIndex: ([Element], Int) -> [Element.DiffID: Int32]

  /// A kernel specialised for `Element`, when called from code that is.
  @inlinable
  package init() {
    diffDroppingRepeats = { DeduplicatedDiff(old: $0, new: $1) }
    droppingRepeats = { DeduplicatedDiff(droppingRepeatsOf: $0) }
    groupIndex = { elements, groupSize in
      var index: [Element.DiffID: Int32] = [:]
      index.reserveCapacity(elements.count)
      let size = max(1, groupSize)
      for (position, element) in elements.enumerated() {
        index[element.diffID] = Int32(truncatingIfNeeded: position / size)
      }
      return index
    }
  }
}

extension DeduplicatedDiff: Sendable where Element: Sendable {}
