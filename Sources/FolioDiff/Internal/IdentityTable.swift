/// The shape of the diff's open-addressed identity tables: a seeded hash scaled onto a
/// capacity, and linear probing.
///
/// A table is an array of `Int` slots, -1 for an empty one; what a filled slot holds is up to
/// its user (an index into a list, possibly encoded), who says through `key` which identity a
/// slot value stands for. Tables are at most half or two-thirds full, so a probe is short.
///
/// Integer identities (the common case: database keys, indexes) are mixed with one 128-bit
/// multiply and a fold of its halves, seeded per process from the standard library's own random
/// hashing seed, so crafted keys cannot be chosen to collide. Every other identity type uses its
/// `hashValue` (the standard library's seeded SipHash). The type test is resolved at compile time
/// once the diff is specialised for the caller's element type.
@usableFromInline
struct IdentityTable: Sendable {
  @usableFromInline let capacity: Int
  @usableFromInline let seed: UInt64

  /// A table shape for `count` identities, at most `1 / slotsPerIdentity` full.
  @inlinable
  init(count: Int, slotsPerIdentity: Double = 2) {
    capacity = Int(Double(Swift.max(count, 0)) * slotsPerIdentity) &+ 1
    seed = UInt64(truncatingIfNeeded: 0x5EED.hashValue) | 1
  }

  /// Empty slots for this shape.
  @inlinable
  func makeSlots() -> [Int] { [Int](repeating: -1, count: capacity) }

  /// The hash of `id`; equal identities hash equal.
  @inlinable
  func hash<ID: Hashable>(_ id: ID) -> Int {
    if ID.self == Int.self {
      // The same type, so the bit pattern is the integer itself.
      let value = UInt64(UInt(bitPattern: unsafeBitCast(id, to: Int.self)))
      let product = (value ^ seed).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
      return Int(truncatingIfNeeded: product.high ^ product.low)
    }
    return id.hashValue
  }

  /// The slot that holds `id`, or the empty slot where it belongs.
  ///
  /// - Parameters:
  ///   - id: The identity looked for.
  ///   - slots: The table's slots (`capacity` of them).
  ///   - key: The identity a filled slot's value stands for.
  /// - Returns: A slot index below `capacity`.
  @inlinable
  func slot<ID: Hashable>(
    of id: ID, in slots: UnsafeBufferPointer<Int>, key: (Int) -> ID
  ) -> Int {
    slot(forHash: hash(id), in: slots) { key($0) == id }
  }

  /// The first slot, probing from where `hash` starts, that is empty or whose value `matches`.
  ///
  /// - Parameters:
  ///   - hash: The hash of the identity looked for.
  ///   - slots: The table's slots (`capacity` of them).
  ///   - matches: Whether a filled slot's value stands for the identity looked for.
  /// - Returns: A slot index below `capacity`.
  @inlinable
  func slot(
    forHash hash: Int, in slots: UnsafeBufferPointer<Int>, matches: (Int) -> Bool
  ) -> Int {
    var slot = start(forHash: hash)
    while true {
      let value = slots[slot]
      if value == -1 || matches(value) { return slot }
      slot &+= 1
      if slot == capacity { slot = 0 }
    }
  }

  /// Where probing for a hash starts: the hash scaled onto the capacity (its high bits).
  @inlinable
  func start(forHash hash: Int) -> Int {
    Int(bitPattern: UInt(bitPattern: hash).multipliedFullWidth(by: UInt(capacity)).high)
  }
}
