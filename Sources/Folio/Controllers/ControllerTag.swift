/// A controller's name in events and logs: its type and its number among that type's
/// instances, from 1 (`ArticlePage#3`).
public struct ControllerTag: Hashable, Sendable, CustomStringConvertible {
  /// The controller's type name.
  public var typeName: String
  /// The controller's number among its type's instances in this container, from 1.
  public var number: Int

  /// Creates a tag.
  ///
  /// - Parameters:
  ///   - typeName: The type name.
  ///   - number: The instance number, from 1.
  public init(typeName: String, number: Int) {
    self.typeName = typeName
    self.number = number
  }

  /// `Type#n`.
  public var description: String { "\(typeName)#\(number)" }
}
