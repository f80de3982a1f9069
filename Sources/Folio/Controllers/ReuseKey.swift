/// Names a reuse pool: a page controller type and an optional identifier within it.
public struct ReuseKey: Hashable, Sendable, CustomStringConvertible {
  private let type: ObjectIdentifier
  /// The controller type's name.
  public let typeName: String
  /// The identifier within the type, if any.
  public let identifier: String?

  /// Creates the key of a controller type.
  ///
  /// - Parameters:
  ///   - type: The controller type.
  ///   - identifier: Separates several pools of one type; `nil` by default.
  public init(_ type: any AnyObject.Type, identifier: String? = nil) {
    self.type = ObjectIdentifier(type)
    self.typeName = String(describing: type)
    self.identifier = identifier
  }

  /// `Type` or `Type/identifier`.
  public var description: String { identifier.map { "\(typeName)/\($0)" } ?? typeName }

  /// Equal when the type and the identifier are.
  ///
  /// - Parameters:
  ///   - lhs: A key.
  ///   - rhs: Another key.
  /// - Returns: Whether they name the same pool.
  public static func == (lhs: ReuseKey, rhs: ReuseKey) -> Bool {
    lhs.type == rhs.type && lhs.identifier == rhs.identifier
  }

  /// Hashes the type and the identifier.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(identifier)
  }
}
