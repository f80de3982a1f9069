/// A reusable cell of a ``VirtualCollectionView``: a headless stand-in for a view.
///
/// Subclass it to hold what an item shows. Cells are created by the collection view with
/// `init()` and reused: a cell that stops being displayed goes back to the reuse queue of its
/// identifier and gets ``prepareForReuse()`` before it is handed out again.
open class CollectionViewCell {
  /// The reuse identifier the cell was dequeued with.
  public internal(set) var reuseIdentifier: ReuseIdentifier?

  /// The cell's frame in content coordinates, set when it is displayed.
  public internal(set) var frame: Rect = .zero

  /// Creates a cell.
  ///
  /// The collection view calls this when its reuse queue is empty.
  public required init() {}

  /// Resets the cell before it is handed out again.
  ///
  /// The default does nothing.
  open func prepareForReuse() {}
}

/// Names a reuse queue: a class and an optional identifier within it.
///
/// Cells are queued by it here, and page controllers pooled by it in Folio. Two identifiers are
/// equal when they name the same class (by identity, not by name) and the same string.
public struct ReuseIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let type: any AnyObject.Type
  /// The class's name, for diagnostics.
  ///
  /// Spelled out when asked for, not when the identifier is made: every dequeue makes one.
  public var typeName: String { String(describing: type) }
  /// The identifier within the class, if any.
  public let identifier: String?

  /// Creates the identifier for instances of `type` with an optional extra identifier.
  ///
  /// - Parameters:
  ///   - type: The class.
  ///   - identifier: Separates queues of the same class; `nil` by default.
  public init(_ type: any AnyObject.Type, identifier: String? = nil) {
    self.type = type
    self.identifier = identifier
  }

  /// `Type` or `Type/identifier`.
  public var description: String { identifier.map { "\(typeName)/\($0)" } ?? typeName }

  /// Equal when the class and the string are equal.
  ///
  /// - Parameters:
  ///   - lhs: An identifier.
  ///   - rhs: Another identifier.
  /// - Returns: Whether they name the same queue.
  public static func == (lhs: ReuseIdentifier, rhs: ReuseIdentifier) -> Bool {
    lhs.type == rhs.type && lhs.identifier == rhs.identifier
  }

  /// Hashes the class and the string.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(identifier)
  }
}
