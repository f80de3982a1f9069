/// Why a ``VirtualCollectionView`` refused a batch update.
///
/// UICollectionView raises an exception for these; FolioList reports them and leaves the view
/// as it was, consistent with the counts it had, or reloads it where the data source has already
/// moved on (see ``VirtualCollectionView/performBatchUpdates(_:)``).
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A section index is outside the sections the operation can address.
  case sectionOutOfRange(operation: String, section: Int, sectionCount: Int)
  /// An item path does not address an item the operation can address.
  case itemOutOfRange(operation: String, path: ItemPath, itemCount: Int)
  /// The same section or item appears twice where it can appear once.
  case duplicateIndex(operation: String, description: String)
  /// An item change names a section that the same batch inserts, deletes or reloads.
  case itemInChangedSection(operation: String, path: ItemPath)
  /// The data source's section count does not match the old count plus the batch.
  case sectionCountMismatch(expected: Int, reported: Int)
  /// The data source's item count for a section does not match its old count plus the batch.
  case itemCountMismatch(section: Int, expected: Int, reported: Int)
  /// The batch was requested from inside a display or scroll callback of the same view.
  case requestedDuringCallback

  /// What was wrong and what was expected.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let operation, let section, let count):
      return "\(operation): section \(section) is out of range; expected 0..<\(count)"
    case .itemOutOfRange(let operation, let path, let count):
      return "\(operation): item \(path) is out of range; its section has \(count) items"
    case .duplicateIndex(let operation, let description):
      return "\(operation): \(description) appears more than once"
    case .itemInChangedSection(let operation, let path):
      return "\(operation): item \(path) is in a section the same batch inserts, deletes or reloads"
    case .sectionCountMismatch(let expected, let reported):
      return "the data source reports \(reported) sections; expected \(expected) after the batch"
    case .itemCountMismatch(let section, let expected, let reported):
      return
        "the data source reports \(reported) items in section \(section); expected \(expected) after the batch"
    case .requestedDuringCallback:
      return
        "a batch update was requested inside a display or scroll callback; request it after the callback returns"
    }
  }
}
