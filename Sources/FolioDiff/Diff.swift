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
  diff(old: old, new: new, uniqueNew: nil)
}

/// ``diff(old:new:)``; when `uniqueNew` is given, neither list repeats an identity and it indexes
/// `new`: then the common suffix is exact as walked, and the middles pair through it.
@inlinable
func diff<Element: Diffable>(
  old: [Element], new: [Element], uniqueNew: UniqueIdentityIndex?
) -> DiffResult<Element> {
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
        index &+= 1
      }
      return index
    }
  }
  if prefix == old.count, prefix == new.count {
    return DiffResult(
      inserts: [], deletes: [], updates: updates, moves: [], identities: identities, pairing: nil)
  }

  let pairing: DiffPairing
  if let uniqueNew {
    let suffix = commonSuffixLength(old: old, new: new, prefix: prefix)
    pairing = DiffPairing(old: old, new: new, prefix: prefix, suffix: suffix, newIndex: uniqueNew)
  } else {
    let suffix = commonSuffix(old: old, new: new, prefix: prefix)
    pairing = DiffPairing(old: old, new: new, prefix: prefix, suffix: suffix)
  }
  pairing.collectUpdates(old: old, new: new, into: &updates)
  let script = pairing.editScript()
  return DiffResult(
    inserts: script.inserts, deletes: script.deletes, updates: updates, moves: script.moves,
    identities: identities, pairing: pairing)
}

/// The length of the lists' common suffix (by identity) after `prefix`, when pairing it
/// position by position gives exactly what in-order pairing of duplicates gives; 0 otherwise.
///
/// A suffix element pairs with its counterpart in-order exactly when its identity occurs as
/// often in the two middles (between prefix and suffix): then its occurrences have the same rank
/// in both lists. The middles are hashed (they are what changed, small when a few elements were
/// inserted or deleted); the suffix is only compared, against the few identities whose counts
/// differ. With more than a handful of those, or a suffix shorter than the rest, it is not
/// worth it: 0.
@inlinable
func commonSuffix<Element: Diffable>(old: [Element], new: [Element], prefix: Int) -> Int {
  let length = commonSuffixLength(old: old, new: new, prefix: prefix)
  // Worth it only when the suffix is most of what is left: checking it hashes the middles, so
  // a short suffix would cost a second hashing pass for little.
  guard length > 0, length * 2 >= old.count - prefix else { return 0 }
  // Occurrences in the middles: +1 for old, -1 for new; a non-zero balance is a risk.
  var balance: [Element.DiffID: Int] = [:]
  for index in prefix..<(old.count - length) { balance[old[index].diffID, default: 0] += 1 }
  for index in prefix..<(new.count - length) { balance[new[index].diffID, default: 0] -= 1 }
  let risky = balance.filter { $0.value != 0 }.map(\.key)
  guard risky.count <= 8 else { return 0 }
  if risky.isEmpty { return length }
  let found = old.withUnsafeBufferPointer { old in
    risky.withUnsafeBufferPointer { risky in
      var index = old.count &- length
      while index < old.count {
        let id = old[index].diffID
        for candidate in risky where candidate == id { return true }
        index &+= 1
      }
      return false
    }
  }
  return found ? 0 : length
}

/// The length of the lists' common suffix by identity, not reaching into `prefix`.
@inlinable
func commonSuffixLength<Element: Diffable>(old: [Element], new: [Element], prefix: Int) -> Int {
  let limit = Swift.min(old.count, new.count) - prefix
  guard limit > 0 else { return 0 }
  return old.withUnsafeBufferPointer { old in
    new.withUnsafeBufferPointer { new in
      // Two cursors walking back in step; both stay within their lists (wrapping arithmetic).
      var oldIndex = old.count &- 1
      var newIndex = new.count &- 1
      var length = 0
      while length < limit, old[oldIndex].diffID == new[newIndex].diffID {
        oldIndex &-= 1
        newIndex &-= 1
        length &+= 1
      }
      return length
    }
  }
}
