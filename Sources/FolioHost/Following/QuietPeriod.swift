/// When a motion that is not a finger's counts as ended: after
/// ``PlatformScrollState/quietPeriod`` without a report.
///
/// Reports are only counted (every frame of a motion comes here); the clock is read when a
/// motion starts and when its deadline comes, where a motion that reported since goes on.
struct QuietPeriod: Equatable {
  /// When the motion started, or last showed a sign of life at a deadline.
  private var since: Duration?
  /// Reports since ``since``.
  private var signs = 0

  /// When the motion counts as ended unless it reports; `nil` before one started.
  var end: Duration? { since.map { $0 + PlatformScrollState.quietPeriod } }

  /// A motion starts (or starts again) at `now`: quiet from then.
  mutating func restart(at now: Duration) {
    since = now
    signs = 0
  }

  /// The motion reported: a sign of life.
  mutating func sign() { signs &+= 1 }

  /// At its deadline (`now`): whether the motion reported since, in which case it goes on,
  /// quiet from `now`.
  mutating func wentOn(now: Duration) -> Bool {
    guard signs > 0 else { return false }
    restart(at: now)
    return true
  }
}
