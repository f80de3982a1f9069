/// The index of each identity in a list that repeats none: one hashing pass builds it, and it
/// finds the later occurrences of repeated identities on the way.
///
/// A filled slot holds an element's index shifted left by 16 bits, with 16 bits of its hash
/// below (a tag): a probe that meets another identity's slot almost never reads that element,
/// which in a large list is a cache miss. -1 marks an empty slot.
@usableFromInline
struct UniqueIdentityIndex: Sendable {
  @usableFromInline let table: IdentityTable
  @usableFromInline var slots: [Int]

  /// Indexes `elements`; `repeats` gets the index of every occurrence of an identity after its
  /// first, ascending (those are left out of the index).
  @inlinable
  init<Element: Diffable>(_ elements: [Element], repeats: inout [Int]) {
    // Two-thirds full at most: a tagged probe rarely reads an element, so a fuller table (less
    // memory to clear and to miss in) costs little in probing.
    table = IdentityTable(count: elements.count, slotsPerIdentity: 1.5)
    slots = table.makeSlots()
    let table = table
    elements.withUnsafeBufferPointer { elements in
      slots.withUnsafeMutableBufferPointer { slots in
        /// Inserts the element at `index`, whose identity hashes to `hash`; an identity already
        /// there makes it a repeat.
        func insert(_ index: Int, hash: Int) {
          let slot = Self.slot(
            of: elements[index].diffID, hash: hash, in: UnsafeBufferPointer(slots), table: table,
            elements: elements)
          if slots[slot] == -1 {
            slots[slot] = index &<< 16 | hash & 0xFFFF
          } else {
            repeats.append(index)
          }
        }
        guard elements.count >= Self.partitionedFrom else {
          var index = 0
          while index < elements.count {
            insert(index, hash: table.hash(elements[index].diffID))
            index &+= 1
          }
          return
        }
        Self.inRegionOrder(elements, table: table, insert)
        repeats.sort()
      }
    }
  }

  /// From this many elements on, the table outgrows the processor's caches and inserts go in
  /// region order (see ``inRegionOrder(_:table:_:)``).
  @inlinable
  static var partitionedFrom: Int { 1 << 17 }

  /// Calls `insert` for every element, grouped by the table region its probe starts in, each
  /// group in ascending index order.
  ///
  /// Inserting in list order touches the table at random: in a table larger than the caches,
  /// every insert waits for memory. Grouped by region (a counting sort of the hashes, computed
  /// in one sequential pass), the inserts of a group stay within a cache-sized part of the
  /// table. Occurrences of one identity share a hash, so they meet in one group in list order:
  /// the first is kept, as in list order. Costs 24 bytes per element while it runs.
  @inlinable
  static func inRegionOrder<Element: Diffable>(
    _ elements: UnsafeBufferPointer<Element>, table: IdentityTable,
    _ insert: (_ index: Int, _ hash: Int) -> Void
  ) {
    let count = elements.count
    // Regions of 32k slots (256 KB of table).
    let regionShift = 15
    let regions = (table.capacity &>> regionShift) &+ 1
    let hashes = [Int](unsafeUninitializedCapacity: count) { hashes, initialized in
      var index = 0
      while index < count {
        hashes.initializeElement(at: index, to: table.hash(elements[index].diffID))
        index &+= 1
      }
      initialized = count
    }
    var starts = [Int](repeating: 0, count: regions &+ 1)
    hashes.withUnsafeBufferPointer { hashes in
      starts.withUnsafeMutableBufferPointer { starts in
        for hash in hashes { starts[(table.start(forHash: hash) &>> regionShift) &+ 1] &+= 1 }
        var region = 1
        while region <= regions {
          starts[region] &+= starts[region &- 1]
          region &+= 1
        }
      }
    }
    // (index, hash) pairs in region order, each region in index order.
    let grouped = [Int](unsafeUninitializedCapacity: 2 &* count) { grouped, initialized in
      hashes.withUnsafeBufferPointer { hashes in
        starts.withUnsafeMutableBufferPointer { next in
          var index = 0
          while index < count {
            let hash = hashes[index]
            let region = table.start(forHash: hash) &>> regionShift
            let position = next[region] &* 2
            next[region] &+= 1
            grouped.initializeElement(at: position, to: index)
            grouped.initializeElement(at: position &+ 1, to: hash)
            index &+= 1
          }
        }
      }
      initialized = 2 &* count
    }
    grouped.withUnsafeBufferPointer { grouped in
      var position = 0
      while position < grouped.count {
        insert(grouped[position], grouped[position &+ 1])
        position &+= 2
      }
    }
  }

  /// The index in `elements` (the indexed list) of the element with identity `id`.
  @inlinable
  func index<Element: Diffable>(of id: Element.DiffID, in elements: [Element]) -> Int? {
    slots.withUnsafeBufferPointer { slots in
      elements.withUnsafeBufferPointer { elements in
        let value = slots[
          Self.slot(of: id, hash: table.hash(id), in: slots, table: table, elements: elements)]
        return value == -1 ? nil : value &>> 16
      }
    }
  }

  /// The slot that holds `id`, or the empty slot where it belongs: a slot matches when its tag
  /// does and then its element's identity.
  @inlinable
  static func slot<Element: Diffable>(
    of id: Element.DiffID, hash: Int, in slots: UnsafeBufferPointer<Int>, table: IdentityTable,
    elements: UnsafeBufferPointer<Element>
  ) -> Int {
    let tag = hash & 0xFFFF
    return table.slot(forHash: hash, in: slots) {
      $0 & 0xFFFF == tag && elements[$0 &>> 16].diffID == id
    }
  }
}
