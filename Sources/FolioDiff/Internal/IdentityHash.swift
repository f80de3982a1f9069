/// A seeded hash for the diff's own identity table.
///
/// Integer identities (the common case: database keys, indexes) are mixed with one 128-bit
/// multiply and a fold of its halves, seeded per process from the standard library's own random
/// hashing seed, so crafted keys cannot be chosen to collide. Every other identity type uses its
/// `hashValue` (the standard library's seeded SipHash). The type test is resolved at compile time
/// once the diff is specialised for the caller's element type.
@usableFromInline
struct IdentityHash {
  @usableFromInline let seed: UInt64

  /// A hash seeded from this process's random hashing seed.
  @inlinable
  init() {
    seed = UInt64(truncatingIfNeeded: 0x5EED.hashValue) | 1
  }

  /// The hash of `id`; equal identities hash equal.
  @inlinable
  func callAsFunction<ID: Hashable>(_ id: ID) -> Int {
    if ID.self == Int.self {
      // The same type, so the bit pattern is the integer itself.
      let value = UInt64(UInt(bitPattern: unsafeBitCast(id, to: Int.self)))
      let product = (value ^ seed).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
      return Int(truncatingIfNeeded: product.high ^ product.low)
    }
    return id.hashValue
  }
}
