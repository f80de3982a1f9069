/// What a ``HostClock`` needs from the platform: frames now (its display link running), and the
/// next moment it must be ticked although nothing moves (a timer).
public struct HostSchedule: Hashable, Sendable {
  /// Whether some observer needs frames: motion, a pending layout pass, a queued request.
  public var needsFrames: Bool
  /// The earliest deadline of any observer (an auto-advance, an impression qualifying, the end
  /// of memory pressure), in the clock's time, while no frames are needed (every frame serves
  /// a deadline); `nil` for none, and while frames are needed.
  public var nextDeadline: Duration?

  /// Creates a schedule.
  ///
  /// - Parameters:
  ///   - needsFrames: Whether frames are needed.
  ///   - nextDeadline: The next deadline, if any.
  public init(needsFrames: Bool, nextDeadline: Duration?) {
    self.needsFrames = needsFrames
    self.nextDeadline = nextDeadline
  }

  /// Nothing to do: no frames, no deadline.
  public static let idle = HostSchedule(needsFrames: false, nextDeadline: nil)
}
