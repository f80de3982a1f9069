/// Drives one section of a ``ListAdapter``: its item count and cells, for one object.
///
/// Subclass it (IGListKit's `IGListSectionController`). The adapter creates one per object, when
/// the section is first needed for display or asked for, and keeps it while an object with the
/// same identity stays in the list, whatever its index. A section controller reaches the list
/// only through ``collectionContext``; it never sees the adapter.
///
/// ```swift
/// final class TitleSectionController: ListSectionController<Tab> {
///   override func cellForItem(at index: Int) -> CollectionViewCell {
///     let cell = collectionContext?.dequeueReusableCell(of: TitleCell.self, for: self, at: index)
///     cell?.title = object?.title ?? ""
///     return cell ?? CollectionViewCell()
///   }
/// }
/// ```
open class ListSectionController<Object: Diffable> {
  /// The object this controller shows; set before ``didUpdate(to:)``.
  public internal(set) var object: Object?

  /// The controller's section, or `nil` once its object has left the list.
  public internal(set) var section: Int?

  /// The controller's only way to the list: dequeue cells, scroll, batch item updates.
  public internal(set) var collectionContext: ListCollectionContext<Object>?

  /// Receives the controller's display events (counted over its cells).
  public weak var displayDelegate: (any ListDisplayDelegate<Object>)?

  /// Receives scroll events while the controller is displayed.
  public weak var scrollDelegate: (any ListScrollDelegate<Object>)?

  /// Creates a section controller.
  public init() {}

  /// The number of items in the section.
  ///
  /// It must match ``ListAdapterDataSource/listAdapter(_:numberOfItemsFor:)`` for the object,
  /// which the adapter uses before the controller exists. The default is 1.
  open var numberOfItems: Int { 1 }

  /// The cell for an item, dequeued through ``collectionContext``.
  ///
  /// The default returns an empty ``CollectionViewCell``.
  /// - Parameter index: The item within the section.
  /// - Returns: A dequeued cell.
  open func cellForItem(at index: Int) -> CollectionViewCell {
    collectionContext?.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
      ?? CollectionViewCell()
  }

  /// The object was set or changed.
  ///
  /// Called when the controller is created, when an update brings a new version of its object
  /// (same identity, different content), and on ``ListAdapter/reloadObjects(_:)``. The default
  /// does nothing.
  ///
  /// - Parameter object: The new object, also in ``object``.
  open func didUpdate(to object: Object) {}

  /// Whether an adapter holds this controller for some section.
  var isAttached: Bool { section != nil }
}

/// A stand-in for a section whose data source handed back a controller already in use: it
/// shows nothing, so that no controller serves two sections.
final class PlaceholderSectionController<Object: Diffable>: ListSectionController<Object> {
  override var numberOfItems: Int { 0 }
}
