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
    let capacity = 2 &* count &+ 1
    let hash = IdentityHash()
    /// The table slot where probing for `id` starts: the hash scaled onto the capacity.
    func start(_ id: Element.DiffID) -> Int {
      Int(bitPattern: UInt(bitPattern: hash(id)).multipliedFullWidth(by: UInt(capacity)).high)
    }
    var slots = [Int](repeating: -1, count: capacity)
    var oldToNew = old.withUnsafeBufferPointer { old in
      slots.withUnsafeMutableBufferPointer { slots in
        [Int](unsafeUninitializedCapacity: count) { oldToNew, initialized in
          // Walking backwards leaves each identity's earliest occurrence at the head of its
          // chain.
          var index = oldEnd &- 1
          while index >= prefix {
            let id = old[index].diffID
            var slot = start(id)
            var link = -1
            while true {
              let head = slots[slot]
              if head < 0 { break }
              if old[head].diffID == id {
                link = -(head &+ 2)
                break
              }
              slot &+= 1
              if slot == capacity { slot = 0 }
            }
            slots[slot] = index
            oldToNew.initializeElement(at: index &- prefix, to: link)
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
                let id = new[index].diffID
                var slot = start(id)
                var found = -1
                while true {
                  let head = slots[slot]
                  if head == -1 { break }
                  let partner = head >= 0 ? head : -(head &+ 2)
                  if old[partner].diffID == id {
                    if head >= 0 {
                      let next = oldToNew[partner &- prefix]
                      slots[slot] = next == -1 ? -(partner &+ 2) : -(next &+ 2)
                      oldToNew[partner &- prefix] = index
                      found = partner
                    }
                    break
                  }
                  slot &+= 1
                  if slot == capacity { slot = 0 }
                }
                newToOld.initializeElement(at: index &- prefix, to: found)
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

  /// Inserts, deletes and a smallest set of moves for this pairing.
  ///
  /// The prefix and the suffix pair in order around every middle pair, so they always stay:
  /// only the middle needs the longest increasing run.
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
    let stays = longestIncreasingRun(of: newToOld)
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
