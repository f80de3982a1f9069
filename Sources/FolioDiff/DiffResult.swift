/// What changed between two lists of ``Diffable`` elements, as ``diff(old:new:)`` found it.
///
/// Indexes follow UICollectionView's batch-update convention: ``deletes``, ``updates`` and a
/// move's `from` are indexes in the old list; ``inserts`` and a move's `to` are indexes in the
/// new list. Every list is sorted ascending (``moves`` by `to`).
///
/// Applying a result rebuilds the new list from the old one: remove the deleted and moved-from
/// elements, put inserted and moved elements at their new indexes, and let the remaining
/// elements fill the other slots in their old order; an updated element takes its new content.
///
/// ``moves`` is a smallest set of moves that explains the reordering: elements whose relative
/// order is kept (a longest increasing run of old indexes, in new order) never move, so moving
/// one element across a list of a million reports one move, not a million. Among the smallest
/// sets it picks one that leaves every element it can at its own index: `[0, 1, 2]` →
/// `[2, 1, 0]` moves `2 → 0` and `0 → 2`, never `1 → 1`. A move from an index to the same index
/// is reported only when no smallest set leaves that element out (it changes place among the
/// others while inserts and deletes around it keep its index).
///
/// An element can be both updated and moved. UICollectionView cannot reload and move the same
/// item in one batch; use ``forBatchUpdates()`` for a form without that overlap.
public struct DiffResult<Element: Diffable> {
  /// New-list indexes of elements that are not in the old list, ascending.
  public let inserts: [Int]
  /// Old-list indexes of elements that are not in the new list, ascending.
  public let deletes: [Int]
  /// Old-list indexes of elements kept by identity whose content changed, ascending.
  public let updates: [Int]
  /// Elements kept by identity that changed their relative order, ascending by `to`.
  public let moves: [DiffMove]

  @usableFromInline
  let identities: IdentityIndex<Element>

  /// The pairing after the common prefix; `nil` when the lists are equal by identity.
  @usableFromInline
  let pairing: DiffPairing?

  @inlinable
  init(
    inserts: [Int], deletes: [Int], updates: [Int], moves: [DiffMove],
    identities: IdentityIndex<Element>, pairing: DiffPairing?
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.updates = updates
    self.moves = moves
    self.identities = identities
    self.pairing = pairing
  }

  /// Whether anything changed: an insert, a delete, an update or a move.
  public var hasChanges: Bool { changeCount > 0 }

  /// The number of inserts, deletes, updates and moves together.
  public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

  /// The number of elements in the old list.
  public var oldCount: Int { identities.old.count }

  /// The number of elements in the new list.
  public var newCount: Int { identities.new.count }

  /// Where the element at `oldIndex` of the old list is in the new list.
  ///
  /// Follows the diff's pairing, so with duplicate identities the k-th occurrence maps to the
  /// k-th occurrence. It answers by identity, in either form: an element that
  /// ``forBatchUpdates()`` lists as a delete and an insert (updated and moved) still maps to its
  /// new index, since the element lives on there (what remapping a selection or a scroll
  /// position needs); `nil` means its identity left the list.
  /// - Parameter oldIndex: An index of the old list.
  /// - Returns: The element's new index, or `nil` if it is not in the new list (deleted) or
  ///   `oldIndex` is out of range.
  /// - Complexity: O(1).
  public func newIndex(forOldIndex oldIndex: Int) -> Int? {
    guard oldIndex >= 0, oldIndex < oldCount else { return nil }
    guard let pairing else { return oldIndex }
    return pairing.newIndex(forOldIndex: oldIndex)
  }

  /// Where the element at `newIndex` of the new list was in the old list.
  ///
  /// Like ``newIndex(forOldIndex:)``, by identity in either form: an element that
  /// ``forBatchUpdates()`` lists as an insert because it was updated and moved still maps to
  /// its old index.
  ///
  /// - Parameter newIndex: An index of the new list.
  /// - Returns: The element's old index, or `nil` if it was inserted or `newIndex` is out of
  ///   range.
  /// - Complexity: O(1).
  public func oldIndex(forNewIndex newIndex: Int) -> Int? {
    guard newIndex >= 0, newIndex < newCount else { return nil }
    guard let pairing else { return newIndex }
    return pairing.oldIndex(forNewIndex: newIndex)
  }

  /// The index of the element with identity `id` in the old list.
  ///
  /// When several elements share the identity, the first one's index.
  /// - Parameter id: An element identity.
  /// - Returns: The old index, or `nil` if no element of the old list has that identity.
  /// - Complexity: O(n): it looks the identity up in the old list (build a dictionary of your own
  ///   for many lookups).
  public func oldIndex(for id: Element.DiffID) -> Int? {
    identities.index(of: id, in: .old)
  }

  /// The index of the element with identity `id` in the new list.
  ///
  /// When several elements share the identity, the first one's index.
  /// - Parameter id: An element identity.
  /// - Returns: The new index, or `nil` if no element of the new list has that identity.
  /// - Complexity: O(m): it looks the identity up in the new list (build a dictionary of your own
  ///   for many lookups).
  public func newIndex(for id: Element.DiffID) -> Int? {
    identities.index(of: id, in: .new)
  }
}

extension DiffResult {
  /// The result of diffing a list against itself: no change, every index maps to itself.
  ///
  /// - Parameter elements: The list.
  /// - Returns: The empty result.
  /// - Complexity: O(1).
  public static func unchanged(_ elements: [Element]) -> DiffResult {
    DiffResult(
      inserts: [], deletes: [], updates: [], moves: [],
      identities: IdentityIndex(old: elements, new: elements), pairing: nil)
  }
}

/// Whether two arrays are the very same list: one storage buffer, so the same elements in the
/// same order, known without comparing any (a data source that hands back the list it gave).
///
/// - Parameters:
///   - lhs: A list.
///   - rhs: Another list.
/// - Returns: `true` only when they share storage (equal lists in two buffers give `false`).
/// - Complexity: O(1).
@inlinable
public func sharesStorage<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
  guard lhs.count == rhs.count else { return false }
  guard !lhs.isEmpty else { return true }
  return lhs.withUnsafeBufferPointer { left in
    rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
  }
}

extension DiffResult: Sendable where Element: Sendable {}

extension DiffResult: CustomStringConvertible {
  /// A one-line summary of the changes, for diagnostics.
  public var description: String {
    "DiffResult(inserts: \(inserts), deletes: \(deletes), updates: \(updates), moves: \(moves))"
  }
}
