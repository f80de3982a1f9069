/// What a scroll view is doing, after UIScrollView's states.
public enum ScrollState: Hashable, Sendable, CustomStringConvertible {
  /// At rest.
  case idle
  /// A finger is down and may be dragging the content.
  case tracking
  /// The finger was lifted and the content glides to its resting offset.
  case decelerating
  /// A programmatic `setContentOffset(_:animated: true)` is running.
  case animating

  /// Whether the content is moving or may move without a new request: any state but idle.
  public var isMoving: Bool { self != .idle }

  /// The state's name.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .tracking: "tracking"
    case .decelerating: "decelerating"
    case .animating: "animating"
    }
  }
}
