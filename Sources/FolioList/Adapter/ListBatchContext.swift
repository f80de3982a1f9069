/// Records the item changes of one section controller's batch.
///
/// Indexes follow ``BatchUpdate``: deletes, reloads and move sources are old indexes; inserts and move
/// destinations are new ones.
public final class ListBatchContext {
  var update = BatchUpdate()
  var reloadsWholeSection = false
  let section: Int

  init(section: Int) {
    self.section = section
  }

  /// Inserts items.
  ///
  /// - Parameter indexes: New item indexes.
  public func insert(at indexes: [Int]) {
    update.insertItems(at: indexes.map { ItemPath(section: section, item: $0) })
  }

  /// Deletes items.
  ///
  /// - Parameter indexes: Old item indexes.
  public func delete(at indexes: [Int]) {
    update.deleteItems(at: indexes.map { ItemPath(section: section, item: $0) })
  }

  /// Replaces the cells of items.
  ///
  /// - Parameter indexes: Old item indexes.
  public func reload(at indexes: [Int]) {
    update.reloadItems(at: indexes.map { ItemPath(section: section, item: $0) })
  }

  /// Moves an item within the section.
  ///
  /// - Parameters:
  ///   - index: The old item index.
  ///   - newIndex: The new item index.
  public func move(from index: Int, to newIndex: Int) {
    update.moveItem(
      at: ItemPath(section: section, item: index), to: ItemPath(section: section, item: newIndex))
  }

  /// Replaces every cell of the section and reads its item count again.
  public func reloadSection() {
    reloadsWholeSection = true
  }
}
