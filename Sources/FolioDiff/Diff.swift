/// Finds what changed from `old` to `new`: inserts, deletes, updates and moves.
///
/// This is Paul Heckel's linear-time algorithm, as IGListKit's `IGListDiff` uses it: elements are
/// paired by ``Diffable/diffID`` through one hash table, so the cost does not grow with the number
/// of changes (unlike Myers' algorithm behind the standard library's `difference(from:)`).
/// Paired elements whose content differs (``Diffable/isContentEqual(to:)``) are updates.
///
/// - Elements with the same identity are paired in order, as IGListKit does: the k-th occurrence
///   in `new` pairs with the k-th in `old`; extra occurrences are inserts or deletes.
/// - Moves are few: the elements that keep their relative order (a longest increasing run of old
///   indexes, taken in new order) stay, and only the others are reported as moves.
/// - A common prefix is walked without hashing, so diffing a list against an unchanged copy, or
///   against itself with items appended, costs little more than comparing it.
///
/// ```swift
/// let result = diff(old: ["a", "b", "c"], new: ["c", "a", "d"])
/// // result.deletes == [1], result.inserts == [2], result.moves == [DiffMove(from: 2, to: 0)]
/// ```
///
/// - Parameters:
///   - old: The list before the change.
///   - new: The list after the change.
/// - Returns: The changes, with index lookups by identity for both lists.
/// - Complexity: O(n + m) expected time and memory for lists of n and m elements, plus
///   O(k log n) for the k elements that leave their relative order; each element's
///   ``Diffable/isContentEqual(to:)`` runs at most once.
@inlinable
public func diff<Element: Diffable>(old: [Element], new: [Element]) -> DiffResult<Element> {
  // The same list handed back (one storage buffer): nothing to compare.
  if sharesStorage(old, new) { return .unchanged(old) }
  let identities = IdentityIndex(old: old, new: new)
  var updates: [Int] = []

  // Walk the common prefix: no hashing, and nothing in it can move.
  let prefix = old.withUnsafeBufferPointer { old in
    new.withUnsafeBufferPointer { new in
      let limit = Swift.min(old.count, new.count)
      var index = 0
      while index < limit, old[index].diffID == new[index].diffID {
        if !old[index].isContentEqual(to: new[index]) { updates.append(index) }
        index += 1
      }
      return index
    }
  }
  if prefix == old.count, prefix == new.count {
    return DiffResult(
      inserts: [], deletes: [], updates: updates, moves: [], identities: identities, pairing: nil)
  }

  var pairing = DiffPairing(prefix: prefix, oldCount: old.count, newCount: new.count)
  pairing.pairByIdentity(old: old, new: new)
  pairing.collectUpdates(old: old, new: new, into: &updates)
  let script = pairing.editScript()
  return DiffResult(
    inserts: script.inserts, deletes: script.deletes, updates: updates, moves: script.moves,
    identities: identities, pairing: pairing)
}
