/// The pairing of old and new elements between their common prefix and common suffix, and the
/// edit script it gives.
///
/// The prefix and the suffix pair position by position and are not stored: slot `k` of
/// `newToOld` describes new index `prefix + k` and slot `k` of `oldToNew` old index
/// `prefix + k`, for the middles only; -1 marks an element with no partner. The generic part
/// (hashing identities, comparing content) is inlinable so that it is specialised for the
/// caller's element type; the rest works on integers only.
@usableFromInline
struct DiffPairing: Sendable {
  @usableFromInline let prefix: Int
  @usableFromInline let suffix: Int
  @usableFromInline let oldCount: Int
  @usableFromInline let newCount: Int
  @usableFromInline var newToOld: [Int]
  @usableFromInline var oldToNew: [Int]

  @inlinable
  init(prefix: Int, suffix: Int, oldCount: Int, newCount: Int) {
    self.prefix = prefix
    self.suffix = suffix
    self.oldCount = oldCount
    self.newCount = newCount
    newToOld = Array(repeating: -1, count: newCount - prefix - suffix)
    oldToNew = Array(repeating: -1, count: oldCount - prefix - suffix)
  }

  /// Pairs the middles' elements by identity, the k-th occurrence of an identity in `new` with
  /// its k-th occurrence in `old` (the suffix is known to pair that way position by position).
  ///
  /// One hash table maps an identity to the first old index not yet paired; `nextOld` chains the
  /// later old occurrences of the same identity, so duplicates cost no allocation per entry.
  @inlinable
  mutating func pairByIdentity<Element: Diffable>(old: [Element], new: [Element]) {
    let prefix = prefix
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    var firstOld: [Element.DiffID: Int] = [:]
    firstOld.reserveCapacity(oldEnd - prefix)
    var nextOld = [Int](repeating: -1, count: oldEnd - prefix)
    old.withUnsafeBufferPointer { old in
      nextOld.withUnsafeMutableBufferPointer { nextOld in
        // Walking backwards leaves each identity's earliest occurrence at the head of its chain.
        var index = oldEnd - 1
        while index >= prefix {
          nextOld[index - prefix] = firstOld.updateValue(index, forKey: old[index].diffID) ?? -1
          index -= 1
        }
      }
    }
    new.withUnsafeBufferPointer { new in
      newToOld.withUnsafeMutableBufferPointer { newToOld in
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
          for index in prefix..<newEnd {
            guard let slot = firstOld.index(forKey: new[index].diffID) else { continue }
            let partner = firstOld.values[slot]
            guard partner >= 0 else { continue }
            firstOld.values[slot] = nextOld[partner - prefix]
            newToOld[index - prefix] = partner
            oldToNew[partner - prefix] = index
          }
        }
      }
    }
  }

  /// Appends, in ascending order, the old index of every paired element of the middle and of
  /// the suffix whose content changed.
  @inlinable
  func collectUpdates<Element: Diffable>(
    old: [Element], new: [Element], into updates: inout [Int]
  ) {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        for (offset, partner) in oldToNew.enumerated() where partner >= 0 {
          let index = prefix + offset
          if !old[index].isContentEqual(to: new[partner]) { updates.append(index) }
        }
        let shift = new.count - old.count
        for index in (old.count - suffix)..<old.count
        where !old[index].isContentEqual(to: new[index + shift]) {
          updates.append(index)
        }
      }
    }
  }

  /// The new index of the element at old index `oldIndex`, which must be in range.
  @usableFromInline
  func newIndex(forOldIndex oldIndex: Int) -> Int? {
    guard oldIndex >= prefix else { return oldIndex }
    guard oldIndex < oldCount - suffix else { return oldIndex + newCount - oldCount }
    let partner = oldToNew[oldIndex - prefix]
    return partner < 0 ? nil : partner
  }

  /// The old index of the element at new index `newIndex`, which must be in range.
  @usableFromInline
  func oldIndex(forNewIndex newIndex: Int) -> Int? {
    guard newIndex >= prefix else { return newIndex }
    guard newIndex < newCount - suffix else { return newIndex + oldCount - newCount }
    let partner = newToOld[newIndex - prefix]
    return partner < 0 ? nil : partner
  }

  /// Inserts, deletes and a smallest set of moves for this pairing.
  ///
  /// The prefix and the suffix pair in order around every middle pair, so they always stay:
  /// only the middle needs the longest increasing run.
  @usableFromInline
  func editScript() -> (inserts: [Int], deletes: [Int], moves: [DiffMove]) {
    var deletes: [Int] = []
    for (offset, partner) in oldToNew.enumerated() where partner < 0 {
      deletes.append(prefix + offset)
    }
    var inserts: [Int] = []
    for (offset, partner) in newToOld.enumerated() where partner < 0 {
      inserts.append(prefix + offset)
    }
    let stays = longestIncreasingRun(of: newToOld)
    var moves: [DiffMove] = []
    for (offset, partner) in newToOld.enumerated() where partner >= 0 && !stays[offset] {
      moves.append(DiffMove(from: partner, to: prefix + offset))
    }
    return (inserts, deletes, moves)
  }
}
