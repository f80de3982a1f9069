/// What a section controller may do with the list, without seeing the adapter behind it
/// (IGListKit's `IGListCollectionContext`).
///
/// Every method takes the asking section controller, and does nothing (or returns `nil`) for a
/// controller whose object has left the list.
public final class ListCollectionContext<Object: Diffable> {
  weak var adapter: ListAdapter<Object>?

  init(adapter: ListAdapter<Object>) {
    self.adapter = adapter
  }

  private var collectionView: VirtualCollectionView? { adapter?.collectionView }

  /// The size of the viewport the list is shown in.
  public var containerSize: Size { collectionView?.viewportSize ?? .zero }

  /// What the list's scroll view is doing.
  public var scrollState: ScrollState { collectionView?.scrollState ?? .idle }

  /// A cell from the reuse queue of `type` (and `identifier`), or a new one.
  ///
  /// - Parameters:
  ///   - type: The cell class.
  ///   - identifier: Separates several queues of one class; `nil` by default.
  ///   - sectionController: The asking controller.
  ///   - index: The item within its section.
  /// - Returns: A cell; a detached controller gets a fresh one that no list shows.
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    of type: Cell.Type, identifier: String? = nil,
    for sectionController: ListSectionController<Object>, at index: Int
  ) -> Cell {
    guard let collectionView, let section = sectionController.section else { return Cell() }
    return collectionView.dequeueReusableCell(
      of: type, identifier: identifier, for: ItemPath(section: section, item: index))
  }

  /// The section of a controller.
  ///
  /// - Parameter sectionController: A controller.
  /// - Returns: Its section, or `nil` once its object has left the list.
  public func section(for sectionController: ListSectionController<Object>) -> Int? {
    sectionController.section
  }

  /// The item index of a displayed cell within the controller's section.
  ///
  /// - Parameters:
  ///   - cell: A cell.
  ///   - sectionController: The asking controller.
  /// - Returns: The index, or `nil` if the cell is not displayed in that section.
  public func index(
    of cell: CollectionViewCell, in sectionController: ListSectionController<Object>
  ) -> Int? {
    guard let path = collectionView?.itemPath(for: cell), path.section == sectionController.section
    else { return nil }
    return path.item
  }

  /// The displayed cell of an item of the controller's section.
  ///
  /// - Parameters:
  ///   - index: The item.
  ///   - sectionController: The asking controller.
  /// - Returns: The cell, or `nil` if the item is not displayed.
  public func cellForItem(
    at index: Int, in sectionController: ListSectionController<Object>
  ) -> CollectionViewCell? {
    guard let section = sectionController.section else { return nil }
    return collectionView?.cellForItem(at: ItemPath(section: section, item: index))
  }

  /// The displayed cells of the controller's section, in item order.
  ///
  /// - Parameter sectionController: The asking controller.
  /// - Returns: The cells.
  public func visibleCells(in sectionController: ListSectionController<Object>)
    -> [CollectionViewCell]
  {
    visibleIndexes(in: sectionController).compactMap {
      cellForItem(at: $0, in: sectionController)
    }
  }

  /// The displayed items of the controller's section, ascending.
  ///
  /// - Parameter sectionController: The asking controller.
  /// - Returns: The item indexes.
  public func visibleIndexes(in sectionController: ListSectionController<Object>) -> [Int] {
    guard let collectionView, let section = sectionController.section else { return [] }
    return collectionView.visibleItemPaths.filter { $0.section == section }.map(\.item)
  }

  /// Scrolls so that an item of the controller's section starts at the viewport's leading edge.
  ///
  /// - Parameters:
  ///   - sectionController: The asking controller.
  ///   - index: The item within its section.
  ///   - animated: Whether to animate.
  public func scroll(
    to sectionController: ListSectionController<Object>, at index: Int = 0, animated: Bool
  ) {
    guard let section = sectionController.section else { return }
    collectionView?.scrollToItem(at: ItemPath(section: section, item: index), animated: animated)
  }

  /// Queues a batch of item changes in the controller's section; they are applied with the
  /// adapter's other pending updates, at the next layout pass.
  ///
  /// `updates` runs when the batch is applied: change the controller's data there and record
  /// the matching changes on the batch context.
  /// - Parameters:
  ///   - sectionController: The asking controller.
  ///   - updates: Changes the data and records item inserts, deletes, moves and reloads.
  ///   - completion: Called once applied, with `false` if the controller had left the list or
  ///     the batch was refused.
  public func performBatch(
    in sectionController: ListSectionController<Object>,
    updates: @escaping (ListBatchContext) -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let adapter else {
      completion?(false)
      return
    }
    adapter.enqueueItemBatch(for: sectionController, updates: updates, completion: completion)
  }

  /// Queues a reload of the controller's whole section (its cells are replaced and its item
  /// count read again) with the adapter's other pending updates.
  ///
  /// - Parameter sectionController: The asking controller.
  public func reload(_ sectionController: ListSectionController<Object>) {
    performBatch(in: sectionController) { $0.reloadSection() }
  }
}

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
