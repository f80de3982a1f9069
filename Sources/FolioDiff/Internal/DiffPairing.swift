/// The pairing of old and new elements between their common prefix and common suffix, and the
/// edit script it gives.
///
/// The prefix and the suffix pair position by position and are not stored: slot `k` of
/// `newToOld` describes new index `prefix + k` and slot `k` of `oldToNew` old index
/// `prefix + k`, for the middles only; a negative value marks an element with no partner. The
/// generic part (hashing identities, comparing content) is inlinable so that it is specialised
/// for the caller's element type; the rest works on integers only. Hot loops use wrapping
/// arithmetic: every index in them is bounded by the lists' counts.
@usableFromInline
struct DiffPairing: Sendable {
  @usableFromInline let prefix: Int
  @usableFromInline let suffix: Int
  @usableFromInline let oldCount: Int
  @usableFromInline let newCount: Int
  @usableFromInline var newToOld: [Int]
  @usableFromInline var oldToNew: [Int]

  /// Pairs the middles' elements by identity, the k-th occurrence of an identity in `new` with
  /// its k-th occurrence in `old` (the suffix is known to pair that way position by position).
  ///
  /// One open-addressed table (linear probing, at most half full) maps an identity to the
  /// first old index not yet paired. Later old occurrences of the same identity are chained
  /// through `oldToNew` itself, as `-(next + 2)` (-1 ends a chain), until they are paired; so
  /// duplicates cost no allocation. A slot whose identity has no unpaired occurrence left keeps
  /// the identity as `-(index + 2)` of one of its old occurrences; -1 marks an empty slot. Both
  /// maps are written in full by the two passes, so they are allocated uninitialised.
  @inlinable
  init<Element: Diffable>(old: [Element], new: [Element], prefix: Int, suffix: Int) {
    self.prefix = prefix
    self.suffix = suffix
    oldCount = old.count
    newCount = new.count
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    let count = oldEnd - prefix
    guard count > 0, newEnd > prefix else {
      oldToNew = Array(repeating: -1, count: count)
      newToOld = Array(repeating: -1, count: newEnd - prefix)
      return
    }
    let table = IdentityTable(count: count)
    var slots = table.makeSlots()
    var oldToNew = old.withUnsafeBufferPointer { old in
      slots.withUnsafeMutableBufferPointer { slots in
        [Int](unsafeUninitializedCapacity: count) { oldToNew, initialized in
          // Walking backwards leaves each identity's earliest occurrence at the head of its
          // chain. No slot is exhausted yet, so every filled one holds an old index.
          var index = oldEnd &- 1
          while index >= prefix {
            let id = old[index].diffID
            let slot = table.slot(of: id, in: UnsafeBufferPointer(slots)) { old[$0].diffID }
            let head = slots[slot]
            oldToNew.initializeElement(at: index &- prefix, to: head == -1 ? -1 : -(head &+ 2))
            slots[slot] = index
            index &-= 1
          }
          initialized = count
        }
      }
    }
    let newToOld = new.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer { old in
        slots.withUnsafeMutableBufferPointer { slots in
          oldToNew.withUnsafeMutableBufferPointer { oldToNew in
            [Int](unsafeUninitializedCapacity: newEnd &- prefix) { newToOld, initialized in
              var index = prefix
              while index < newEnd {
                let slot = table.slot(of: new[index].diffID, in: UnsafeBufferPointer(slots)) {
                  old[$0 >= 0 ? $0 : -($0 &+ 2)].diffID
                }
                let head = slots[slot]
                var partner = -1
                if head >= 0 {
                  // The first unpaired old occurrence: pair it, and move the head along.
                  let next = oldToNew[head &- prefix]
                  slots[slot] = next == -1 ? -(head &+ 2) : -(next &+ 2)
                  oldToNew[head &- prefix] = index
                  partner = head
                }
                newToOld.initializeElement(at: index &- prefix, to: partner)
                index &+= 1
              }
              initialized = newEnd &- prefix
            }
          }
        }
      }
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  /// Pairs the middles' elements when neither list repeats an identity, through an index of
  /// the new list's identities: one lookup per old element of the middle, no table of its own.
  @inlinable
  init<Element: Diffable>(
    old: [Element], new: [Element], prefix: Int, suffix: Int, newIndex: UniqueIdentityIndex
  ) {
    self.prefix = prefix
    self.suffix = suffix
    oldCount = old.count
    newCount = new.count
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    var newToOld = [Int](repeating: -1, count: newEnd - prefix)
    let oldToNew = newToOld.withUnsafeMutableBufferPointer { newToOld in
      [Int](unsafeUninitializedCapacity: oldEnd - prefix) { oldToNew, initialized in
        var index = prefix
        while index < oldEnd {
          // Neither list repeats an identity, so an old element of the middle can only be in
          // the new middle.
          let partner = newIndex.index(of: old[index].diffID, in: new) ?? -1
          if partner >= 0 { newToOld[partner &- prefix] = index }
          oldToNew.initializeElement(at: index &- prefix, to: partner)
          index &+= 1
        }
        initialized = oldEnd - prefix
      }
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  /// Appends, in ascending order, the old index of every paired element of the middle and of
  /// the suffix whose content changed.
  @inlinable
  func collectUpdates<Element: Diffable>(
    old: [Element], new: [Element], into updates: inout [Int]
  ) {
    let prefix = prefix
    let suffix = suffix
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        oldToNew.withUnsafeBufferPointer { oldToNew in
          var offset = 0
          while offset < oldToNew.count {
            let partner = oldToNew[offset]
            if partner >= 0, !old[prefix &+ offset].isContentEqual(to: new[partner]) {
              updates.append(prefix &+ offset)
            }
            offset &+= 1
          }
        }
        let shift = new.count &- old.count
        var index = old.count &- suffix
        while index < old.count {
          if !old[index].isContentEqual(to: new[index &+ shift]) { updates.append(index) }
          index &+= 1
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

  /// Whether a run leaves out a paired element whose old and new index are equal.
  private func leavesOutAnElementInPlace(_ stays: [Bool]) -> Bool {
    var offset = 0
    while offset < newToOld.count {
      if !stays[offset], newToOld[offset] == prefix &+ offset { return true }
      offset &+= 1
    }
    return false
  }

  /// Inserts, deletes and a smallest set of moves for this pairing.
  ///
  /// The prefix and the suffix pair in order around every middle pair, so they always stay:
  /// only the middle needs the longest increasing run (of those, one that leaves the most
  /// elements at their own index).
  @usableFromInline
  func editScript() -> (inserts: [Int], deletes: [Int], moves: [DiffMove]) {
    let prefix = prefix
    var deletes: [Int] = []
    var inserts: [Int] = []
    var moves: [DiffMove] = []
    oldToNew.withUnsafeBufferPointer { oldToNew in
      var offset = 0
      while offset < oldToNew.count {
        if oldToNew[offset] < 0 { deletes.append(prefix &+ offset) }
        offset &+= 1
      }
    }
    var stays = longestIncreasingRun(of: newToOld)
    // A run as long that keeps an element in place spares a move to the index it has.
    if leavesOutAnElementInPlace(stays) {
      stays = longestIncreasingRunKeepingInPlace(of: newToOld) { offset in
        newToOld[offset] == prefix &+ offset
      }
    }
    newToOld.withUnsafeBufferPointer { newToOld in
      stays.withUnsafeBufferPointer { stays in
        var offset = 0
        while offset < newToOld.count {
          let partner = newToOld[offset]
          if partner < 0 {
            inserts.append(prefix &+ offset)
          } else if !stays[offset] {
            moves.append(DiffMove(from: partner, to: prefix &+ offset))
          }
          offset &+= 1
        }
      }
    }
    return (inserts, deletes, moves)
  }
}
