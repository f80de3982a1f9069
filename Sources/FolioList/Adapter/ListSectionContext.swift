/// A section controller's only way to its list: its object and section, the container's size,
/// and cells, scrolling and item updates for its own section (IGListKit's collection context,
/// bound to one section controller).
///
/// The adapter makes one per section controller and passes it to every hook; keep it to act
/// later (when a load finishes, say). It holds the adapter weakly: once the section controller
/// has left the list, ``section`` is `nil` and every request does nothing.
public final class ListSectionContext<Object: Diffable> {
  weak var adapter: ListAdapter<Object>?

  /// The section's object; set before ``ListSectionController/didUpdate(to:in:)``.
  public internal(set) var object: Object?

  /// The section's index, or `nil` once its object has left the list.
  public internal(set) var section: Int?

  init(adapter: ListAdapter<Object>) {
    self.adapter = adapter
  }

  private var collectionView: VirtualCollectionView? { adapter?.collectionView }

  /// The size of the list's viewport.
  public var containerSize: Size { collectionView?.viewportSize ?? .zero }

  /// What the list's scroll view is doing.
  public var scrollState: ScrollState { collectionView?.scrollState ?? .idle }

  /// A cell for an item of the section, from its reuse queue or new.
  ///
  /// Call it from ``ListSectionController/cellForItem(at:in:)``.
  /// - Parameters:
  ///   - type: The cell class.
  ///   - identifier: Separates several queues of one class; `nil` by default.
  ///   - index: The item within the section.
  /// - Returns: A cell (a new one, not displayed, once the section has left the list).
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    of type: Cell.Type, identifier: String? = nil, at index: Int
  ) -> Cell {
    guard let collectionView, let section else { return Cell() }
    return collectionView.dequeueReusableCell(
      of: type, identifier: identifier, for: ItemPath(section: section, item: index))
  }

  /// The item a displayed cell of the section shows.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: The item, or `nil` if the cell is not displayed in this section.
  public func index(of cell: CollectionViewCell) -> Int? {
    guard let path = collectionView?.itemPath(for: cell), path.section == section else {
      return nil
    }
    return path.item
  }

  /// The displayed cell of an item of the section.
  ///
  /// - Parameter index: The item.
  /// - Returns: The cell, or `nil` when it is not displayed.
  public func cellForItem(at index: Int) -> CollectionViewCell? {
    guard let section else { return nil }
    return collectionView?.cellForItem(at: ItemPath(section: section, item: index))
  }

  /// The displayed items of the section, ascending.
  public var visibleIndexes: [Int] {
    guard let collectionView, let section else { return [] }
    return collectionView.visibleItemPaths.filter { $0.section == section }.map(\.item)
  }

  /// The displayed cells of the section, in item order.
  public var visibleCells: [CollectionViewCell] { visibleIndexes.compactMap(cellForItem(at:)) }

  /// Scrolls the list to an item of the section.
  ///
  /// - Parameters:
  ///   - index: The item; 0 by default.
  ///   - animated: Whether to animate.
  public func scroll(to index: Int = 0, animated: Bool) {
    guard let section else { return }
    collectionView?.scrollToItem(at: ItemPath(section: section, item: index), animated: animated)
  }

  /// Requests item updates within the section (inserts, deletes, moves, reloads), applied at the
  /// next layout pass together with the adapter's other requests.
  ///
  /// - Parameters:
  ///   - updates: Describes the changes; indexes are the section's items.
  ///   - completion: Called once applied: `true`, or `false` if the batch was refused (the
  ///     counts did not add up) or the section left the list.
  public func performBatch(
    _ updates: @escaping (ListBatchContext) -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let adapter else {
      completion?(false)
      return
    }
    adapter.enqueueItemBatch(for: self, updates: updates, completion: completion)
  }

  /// Requests that every cell of the section be replaced at the next layout pass.
  public func reload() {
    performBatch { $0.reloadSection() }
  }
}
