/// What a platform scroll view is doing, as a host is told it in followed motion
/// (``PageHost/platformDidScroll(offset:phase:)``): UIScrollView's `isTracking`,
/// `isDecelerating` and animated `setContentOffset`, or a SwiftUI scroll view's phase.
public enum PlatformScrollPhase: Hashable, Sendable {
  /// A finger is down on it.
  case tracking
  /// The finger lifted; it decelerates to `targetOffset` (as
  /// ``PageHost/platformWillEndDragging(velocity:targetOffset:)`` set it).
  case decelerating(targetOffset: Double)
  /// A programmatic scroll animates to `targetOffset`.
  case animating(targetOffset: Double)
  /// It stopped.
  case resting
}

/// Who moves the pages of a ``PageHost``.
public enum HostMotion: Hashable, Sendable {
  /// The host's touches drive the container's own physics on its clock.
  case owned
  /// A platform scroll view owns the offset (paging on, or a target set by the host); the host
  /// is told its offset and phase, and the container follows.
  case followed
}
