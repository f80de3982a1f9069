/// What moves the pages of a ``PageContainer``.
public enum TransitionPhase: Hashable, Sendable {
  /// Settled on the current page.
  case resting
  /// A finger is down.
  case tracking
  /// After a release, toward a page.
  case gliding(toward: Int)
  /// A programmatic scroll to a page at most one page away.
  case animating(toward: Int)
  /// A programmatic scroll over more than one page: only its sources and target are shown.
  case jumping(toward: Int)
}
