/// A time or duration in attoseconds, as the 128-bit two's-complement number a `Duration` is:
/// exact arithmetic for the clocks, inlinable, on every platform the package supports.
///
/// `Duration.attoseconds` and `Int128` need macOS 15 / iOS 18, and `Duration`'s own arithmetic
/// is not inlinable (a frame did more of it than of anything else). `Duration` is a frozen
/// struct whose two public stored halves (`_high`, `_low`) and inlinable `init(_high:low:)` have
/// been there since it came (macOS 13 / iOS 16): this reads and writes them, nothing else.
package struct Attoseconds: Comparable, Sendable {
  package var high: Int64
  package var low: UInt64

  @inline(__always)
  package init(high: Int64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The attoseconds of `duration`.
  @inline(__always)
  package init(_ duration: Duration) {
    self.init(high: duration._high, low: duration._low)
  }

  /// A whole number of attoseconds.
  @inline(__always)
  package init(_ value: Int64) {
    self.init(high: value < 0 ? -1 : 0, low: UInt64(bitPattern: value))
  }

  package static let zero = Attoseconds(high: 0, low: 0)
  /// One second.
  package static let second = Attoseconds(1_000_000_000_000_000_000)

  /// The same time as a `Duration`.
  @inline(__always)
  package var duration: Duration { Duration(_high: high, low: low) }

  /// The value when it fits in 64 bits.
  @inline(__always)
  package var int64: Int64? {
    let value = Int64(bitPattern: low)
    return (value < 0 ? -1 : 0) == high ? value : nil
  }

  @inline(__always)
  package static func + (a: Attoseconds, b: Attoseconds) -> Attoseconds {
    let (low, carry) = a.low.addingReportingOverflow(b.low)
    return Attoseconds(high: a.high &+ b.high &+ (carry ? 1 : 0), low: low)
  }

  @inline(__always)
  package static func - (a: Attoseconds, b: Attoseconds) -> Attoseconds {
    let (low, borrow) = a.low.subtractingReportingOverflow(b.low)
    return Attoseconds(high: a.high &- b.high &- (borrow ? 1 : 0), low: low)
  }

  @inline(__always)
  package static func < (a: Attoseconds, b: Attoseconds) -> Bool {
    a.high != b.high ? a.high < b.high : a.low < b.low
  }

  /// The value in seconds: whole seconds plus the fraction, as `Duration.components` gives them.
  ///
  /// A value under about 9 seconds is split with one 64-bit division; `components` divides a
  /// 128-bit integer, which costs more than everything else a glide frame does with the time.
  package var seconds: Double {
    guard let small = int64 else {
      let (seconds, fraction) = duration.components
      return Double(seconds) + Double(fraction) * 1e-18
    }
    let (seconds, fraction) = small.quotientAndRemainder(dividingBy: 1_000_000_000_000_000_000)
    return Double(seconds) + Double(fraction) * 1e-18
  }
}
