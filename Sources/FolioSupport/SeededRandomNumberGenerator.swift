/// A random number generator that gives the same sequence for the same seed, on every platform.
///
/// Tests that draw random operations take one of these and print its seed when they fail, so a
/// failure can be replayed exactly. The algorithm is xoshiro256** (Blackman and Vigna), seeded
/// through SplitMix64 so that nearby seeds give unrelated sequences.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let index = Int.random(in: 0..<10, using: &random)
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator was created with.
  public let seed: UInt64
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    self.seed = seed
    var mixer = seed
    func splitMix() -> UInt64 {
      mixer &+= 0x9E37_79B9_7F4A_7C15
      var z = mixer
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (splitMix(), splitMix(), splitMix(), splitMix())
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A value uniformly distributed over all of `UInt64`.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(state.1 &* 5, by: 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotateLeft(state.3, by: 45)
    return result
  }
}

private func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
  (value << amount) | (value >> (64 - amount))
}
