/// How a motion spreads over its duration: the fraction of the distance covered at a fraction of
/// the time.
///
/// Shared by the collection view's motions and the page container's.
public enum MotionCurve: Hashable, Sendable {
  /// Fast, then slow: a glide after a release, like a decelerating scroll view.
  case easeOut
  /// Slow, fast, slow: a programmatic scroll.
  case easeInOut

  /// The fraction of the distance covered at `t`, a fraction of the time.
  ///
  /// - Parameter t: From 0 to 1.
  /// - Returns: 0 at 0 and exactly 1 at 1.
  public func progress(at t: Double) -> Double {
    switch self {
    case .easeOut:
      let rest = 1 - t
      return 1 - rest * rest * rest
    case .easeInOut:
      if t < 0.5 { return 4 * t * t * t }
      let rest = -2 * t + 2
      return 1 - rest * rest * rest / 2
    }
  }
}
