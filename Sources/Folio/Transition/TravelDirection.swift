/// Which way the pages last moved.
public enum TravelDirection: Hashable, Sendable {
  /// Toward higher indices (also before any motion).
  case forward
  /// Toward lower indices.
  case backward
}
