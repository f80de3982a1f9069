/// A motion in progress along the scroll axis: a glide after release or a programmatic
/// animation, as a deterministic function of time.
struct ScrollMotion {
  enum Kind {
    /// After a release: eases out (fast, then slow), like a decelerating scroll view.
    case deceleration
    /// `setContentOffset(_:animated: true)`: eases in and out.
    case animation
  }

  var kind: Kind
  var from: Double
  var to: Double
  var start: Duration
  var duration: Duration

  /// The offset at `now`, and whether the motion has reached its end (then the offset is exactly
  /// `to`).
  func offset(at now: Duration) -> (offset: Double, finished: Bool) {
    let elapsed = now - start
    guard duration > .zero, elapsed < duration else { return (to, true) }
    let progress = max(0, elapsed / duration)
    let offset = from + (to - from) * eased(progress)
    // Frames that add up to the duration can fall a few attoseconds short of it; once the
    // curve has reached the target exactly, the motion is over.
    return (offset, offset == to)
  }

  private func eased(_ t: Double) -> Double {
    (kind == .deceleration ? MotionCurve.easeOut : .easeInOut).progress(at: t)
  }
}
