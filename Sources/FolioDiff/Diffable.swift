/// A value that a diff can follow from one version of a list to the next.
///
/// Two elements with the same ``diffID`` are the same item (IGListKit's `diffIdentifier`);
/// ``isContentEqual(to:)`` says whether such an item changed (IGListKit's
/// `isEqualToDiffableObject:`). An item whose identity is kept but whose content changed is
/// reported as an update, not as a delete and an insert.
///
/// A model that is already `Identifiable` (with a `Sendable` identity) is `Diffable` by its
/// `id`, with nothing more to write:
///
/// ```swift
/// struct Tab: Identifiable, Diffable, Equatable {
///   var id: String
///   var title: String
/// }
/// ```
///
/// Types that are `Equatable` get ``isContentEqual(to:)`` from `==`.
public protocol Diffable {
  /// The type of an element's identity: a plain value such as a `String`, an `Int` or a UUID.
  ///
  /// Identities are `Sendable` so that a diff result that holds them can be shared
  /// across isolation domains.
  associatedtype DiffID: Hashable & Sendable

  /// The element's identity: equal for two versions of the same item.
  ///
  /// - Complexity: Should be O(1); the diff reads it once or twice per element.
  var diffID: DiffID { get }

  /// Whether this element has the same content as `other`, an element with the same identity.
  ///
  /// - Parameter other: An element whose ``diffID`` equals this element's.
  /// - Returns: `true` when nothing that a view shows changed between the two.
  func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
  /// Compares the two elements with `==`.
  ///
  /// - Parameter other: An element whose ``diffID`` equals this element's.
  /// - Returns: `self == other`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Diffable where Self: Identifiable, ID: Sendable {
  /// The `Identifiable` identity: one identity for the model, not two.
  ///
  /// (The diff's identity type is named `DiffID`, not `ID`, so that it never competes with
  /// `Identifiable`'s when the compiler infers it.)
  @inlinable
  public var diffID: ID { id }
}

// Plain identity values diff as themselves, as IGListKit lets NSString and NSNumber do.

extension Int: Diffable {
  /// The integer itself.
  @inlinable public var diffID: Int { self }
}

extension String: Diffable {
  /// The string itself.
  @inlinable public var diffID: String { self }
}
