import FolioList

/// A motion of the pages in page units, as a pure function of time: a glide after a release
/// (eases out) or a programmatic scroll (eases in and out).
///
/// It always ends exactly on its target page: the last value is `Double(to)`, not a sum of
/// floating-point steps, so the container rests on an integer position whatever the viewport.
package struct PageMotion: Hashable {
  /// How it spreads over its duration.
  package var curve: MotionCurve
  /// Whether another scroll view moves the pages (``PageContainer/follow(position:motion:)``):
  /// the clock never advances a followed motion; the position is whatever was last reported.
  package var isFollowed = false
  /// The position it starts from.
  package var from: Double
  /// The page it ends on.
  package var to: Int
  package var start: Duration
  package var duration: Duration {
    didSet { durationSeconds = duration.seconds }
  }
  // In seconds as a Double, for frames: Duration's 128-bit arithmetic costs more than a
  // frame's work. The start stays a Duration: the time elapsed since it is small (and exact)
  // however long the clock has run, where the clock's time in seconds is neither.
  private var durationSeconds: Double

  package init(curve: MotionCurve, from: Double, to: Int, start: Duration, duration: Duration) {
    self.curve = curve
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    durationSeconds = duration.seconds
  }

  /// The position at `now`, and whether the motion is over (then the position is `Double(to)`).
  package func position(at now: Duration) -> (position: Double, finished: Bool) {
    let length = durationSeconds
    let elapsed = (Attoseconds(now) - Attoseconds(start)).seconds
    guard length > 0, elapsed < length else { return (Double(to), true) }
    let progress = max(0, elapsed / length)
    let position = from + (Double(to) - from) * curve.progress(at: progress)
    // Frames that add up to the duration can fall a few attoseconds short of it; once the curve
    // has reached the target exactly, the motion is over.
    return (position, position == Double(to))
  }

  /// The same motion started again from `position` at `now` toward `to`, over what was left
  /// of its duration: continuous when the pages under it change.
  package func rebased(from position: Double, to target: Int, at now: Duration) -> PageMotion {
    let left = max(.zero, duration - max(.zero, now - start))
    var motion = PageMotion(curve: curve, from: position, to: target, start: now, duration: left)
    motion.isFollowed = isFollowed
    return motion
  }

}

extension Duration {
  /// The duration in seconds: whole seconds plus the fraction, as `components` gives them
  /// (cheaper: see ``Attoseconds/seconds``).
  var seconds: Double { Attoseconds(self).seconds }
}
