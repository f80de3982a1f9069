/// An element that changed position: it was at `from` in the old list and is at `to` in the new.
///
/// Moves follow UICollectionView's batch-update convention: `from` is an index in the old list,
/// `to` an index in the new list.
public struct DiffMove: Hashable, Sendable, CustomStringConvertible {
  /// The element's index in the old list.
  public var from: Int
  /// The element's index in the new list.
  public var to: Int

  /// Creates a move of the element at old index `from` to new index `to`.
  ///
  /// - Parameters:
  ///   - from: The element's index in the old list.
  ///   - to: The element's index in the new list.
  @inlinable
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }

  /// `from→to`, for diagnostics.
  public var description: String { "\(from)→\(to)" }
}
