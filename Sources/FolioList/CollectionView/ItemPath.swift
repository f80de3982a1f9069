/// The address of an item: its section and its index within the section.
///
/// FolioList's counterpart of UIKit's `IndexPath` (a distinct name, so that it never clashes with
/// Foundation's).
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The item within the section.
  public var item: Int

  /// Creates an item path.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - item: The item within the section.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then by item.
  ///
  /// - Parameters:
  ///   - lhs: A path.
  ///   - rhs: Another path.
  /// - Returns: Whether `lhs` comes first.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`.
  public var description: String { "[\(section), \(item)]" }
}
