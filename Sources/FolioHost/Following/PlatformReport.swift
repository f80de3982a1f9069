/// What a platform scroll view last reported to a host in followed motion, and what the host
/// last asked of it.
struct PlatformReport {
  /// What the scroll view is doing, as far as the host knows.
  enum State: Equatable {
    /// As it last reported.
    case reported(PlatformScrollPhase)
    /// The host asked it to animate to this offset, and it has not reported since: it is
    /// about to move (a layout pass before its first report must not end the motion).
    case asked(offset: Double)
  }

  /// Its content offset along the axis, in points, as last reported; `nil` before its first
  /// report.
  var offset: Double?
  /// What it is doing.
  var state = State.reported(.resting)
  /// Whether the scroll view panned under the touch that is down: then it is no tap.
  var pannedByTouch = false

  /// What it is doing, as a phase (an animation asked for counts as animating).
  var phase: PlatformScrollPhase {
    switch state {
    case .reported(let phase): phase
    case .asked(let offset): .animating(targetOffset: offset)
    }
  }

  /// Whether it rests (and was not asked to move since).
  var rests: Bool { state == .reported(.resting) }
}
