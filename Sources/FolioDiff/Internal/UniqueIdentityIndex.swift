/// The index of each identity in a list that repeats none: one hashing pass builds it, and it
/// finds the later occurrences of repeated identities on the way.
@usableFromInline
struct UniqueIdentityIndex {
  @usableFromInline let table: IdentityTable
  @usableFromInline var slots: [Int]

  /// Indexes `elements`; `repeats` gets the index of every occurrence of an identity after its
  /// first, ascending (those are left out of the index).
  @inlinable
  init<Element: Diffable>(_ elements: [Element], repeats: inout [Int]) {
    table = IdentityTable(count: elements.count)
    slots = table.makeSlots()
    let table = table
    elements.withUnsafeBufferPointer { elements in
      slots.withUnsafeMutableBufferPointer { slots in
        var index = 0
        while index < elements.count {
          let slot = table.slot(of: elements[index].diffID, in: UnsafeBufferPointer(slots)) {
            elements[$0].diffID
          }
          if slots[slot] == -1 { slots[slot] = index } else { repeats.append(index) }
          index &+= 1
        }
      }
    }
  }

  /// The index in `elements` (the indexed list) of the element with identity `id`.
  @inlinable
  func index<Element: Diffable>(of id: Element.DiffID, in elements: [Element]) -> Int? {
    slots.withUnsafeBufferPointer { slots in
      elements.withUnsafeBufferPointer { elements in
        let index = slots[table.slot(of: id, in: slots) { elements[$0].diffID }]
        return index == -1 ? nil : index
      }
    }
  }
}
