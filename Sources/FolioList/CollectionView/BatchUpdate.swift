/// A set of changes to a ``VirtualCollectionView``'s sections and items, applied atomically.
///
/// Indexes follow UICollectionView: deletes, reloads and the source of a move are old indexes
/// (before the batch); inserts and the destination of a move are new indexes (after it). The
/// data source must already report the new counts when the batch is applied.
///
/// ```swift
/// var batch = BatchUpdate()
/// batch.insertSections([0])
/// batch.deleteSections([4])
/// try collectionView.performBatchUpdates(batch)
/// ```
public struct BatchUpdate: Hashable, Sendable {
  /// Old section indexes to delete.
  public var deletedSections: [Int] = []
  /// New section indexes to insert.
  public var insertedSections: [Int] = []
  /// Sections to move, from an old index to a new one.
  public var movedSections: [Move<Int>] = []
  /// Old section indexes whose items are replaced (their cells are dequeued again).
  public var reloadedSections: [Int] = []
  /// Old item paths to delete.
  public var deletedItems: [ItemPath] = []
  /// New item paths to insert.
  public var insertedItems: [ItemPath] = []
  /// Items to move, from an old path to a new one.
  public var movedItems: [Move<ItemPath>] = []
  /// Old item paths whose cells are replaced.
  public var reloadedItems: [ItemPath] = []
  /// Sections deleted and inserted again elsewhere in this batch because they show the same
  /// content, reloaded (a section cannot be moved and reloaded at once): their old cells end
  /// before their new cells display, as for a reload in place.
  var replacedSections: [Move<Int>] = []

  /// A move from an old position to a new one.
  public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
    /// The old position.
    public var from: Index
    /// The new position.
    public var to: Index

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: The old position.
    ///   - to: The new position.
    public init(from: Index, to: Index) {
      self.from = from
      self.to = to
    }
  }

  /// Creates an empty batch.
  public init() {}

  /// Whether the batch changes nothing.
  public var isEmpty: Bool { self == BatchUpdate() }

  /// Deletes sections.
  ///
  /// - Parameter sections: Old section indexes.
  public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }

  /// Inserts sections.
  ///
  /// - Parameter sections: New section indexes.
  public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }

  /// Moves a section.
  ///
  /// - Parameters:
  ///   - section: The old section index.
  ///   - newSection: The new section index.
  public mutating func moveSection(_ section: Int, to newSection: Int) {
    movedSections.append(Move(from: section, to: newSection))
  }

  /// Replaces a section's cells while it moves: a delete at its old index and an insert at
  /// its new one, whose old cells end before its new cells display, as for a reload in place
  /// (so no item path shows two cells).
  ///
  /// - Parameters:
  ///   - section: The old section index.
  ///   - newSection: The new section index.
  mutating func replaceSection(_ section: Int, with newSection: Int) {
    deletedSections.append(section)
    insertedSections.append(newSection)
    replacedSections.append(Move(from: section, to: newSection))
  }

  /// Replaces the cells of sections and re-reads their item counts.
  ///
  /// - Parameter sections: Old section indexes.
  public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }

  /// Deletes items.
  ///
  /// - Parameter paths: Old item paths.
  public mutating func deleteItems(at paths: [ItemPath]) { deletedItems += paths }

  /// Inserts items.
  ///
  /// - Parameter paths: New item paths.
  public mutating func insertItems(at paths: [ItemPath]) { insertedItems += paths }

  /// Moves an item.
  ///
  /// - Parameters:
  ///   - path: The old item path.
  ///   - newPath: The new item path.
  public mutating func moveItem(at path: ItemPath, to newPath: ItemPath) {
    movedItems.append(Move(from: path, to: newPath))
  }

  /// Replaces the cells of items.
  ///
  /// - Parameter paths: Old item paths.
  public mutating func reloadItems(at paths: [ItemPath]) { reloadedItems += paths }
}
