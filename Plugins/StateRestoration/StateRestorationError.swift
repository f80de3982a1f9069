import Folio

/// Why a ``StateRestorationPlugin`` could not read or write a snapshot.
public enum StateRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a snapshot of this page type; the text says why.
  case unreadableSnapshot(String)
  /// A snapshot was asked for from inside a controller's `saveState`, which the snapshot would
  /// call again: take it from anywhere else (a request made there with
  /// `PagePluginContext/perform(_:)` or the container's next request runs after the save).
  case snapshotWhileSaving

  /// What went wrong.
  public var description: String {
    switch self {
    case .unreadableSnapshot(let reason): "unreadable state snapshot: \(reason)"
    case .snapshotWhileSaving:
      "a state snapshot cannot be taken from inside a controller's saveState"
    }
  }
}
