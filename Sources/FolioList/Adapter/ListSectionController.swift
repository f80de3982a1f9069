/// Drives one section of a ``ListAdapter``: its item count and cells, for one object
/// (IGListKit's `IGListSectionController`, as a protocol).
///
/// The adapter asks its data source for one per object, when the section is first needed for
/// display or asked for, and keeps it while an object with the same identity stays in the list,
/// whatever its index. Every hook gets the section's ``ListSectionContext``: its object and
/// index, and the controller's only way to the list (dequeue cells, scroll, batch item
/// updates); a section controller never sees the adapter. Every hook but ``cellForItem(at:in:)``
/// is optional.
///
/// A protocol rather than a base class, so that a `@MainActor` app conforms with an isolated
/// conformance and keeps its state isolated:
///
/// ```swift
/// @MainActor
/// final class TitleSection: @MainActor ListSectionController {
///   private(set) var shown = 0
///   func cellForItem(at index: Int, in context: ListSectionContext<Tab>) -> CollectionViewCell {
///     shown += 1
///     let cell = context.dequeueReusableCell(of: TitleCell.self, at: index)
///     cell.title = context.object?.title ?? ""
///     return cell
///   }
/// }
/// ```
public protocol ListSectionController<Object>: AnyObject {
  /// The list's object type.
  associatedtype Object: Diffable

  /// The number of items in the section.
  ///
  /// It must match ``ListAdapterDataSource/listAdapter(_:numberOfItemsFor:)`` for the object,
  /// which the adapter uses before the controller exists. The default is 1.
  ///
  /// - Parameter context: The section.
  /// - Returns: The count.
  func numberOfItems(in context: ListSectionContext<Object>) -> Int

  /// The cell for an item, dequeued through the context.
  ///
  /// - Parameters:
  ///   - index: The item within the section.
  ///   - context: The section.
  /// - Returns: A dequeued cell.
  func cellForItem(at index: Int, in context: ListSectionContext<Object>) -> CollectionViewCell

  /// The size of an item, for layouts that measure items (``ListLayout`` uses its length along
  /// the axis); `nil`, the default, leaves it to the layout (``ListLayout/itemLength``).
  ///
  /// A ``ListLayout`` asks for every item's size whenever the items or the viewport size
  /// change, so the adapter then creates every section's controller (as IGListKit does).
  /// Sizes that change later take effect on ``VirtualCollectionView/invalidateLayout()`` or a
  /// ``ListSectionContext/reload()``.
  ///
  /// - Parameters:
  ///   - index: The item within the section.
  ///   - context: The section (``ListSectionContext/containerSize`` is the viewport's size).
  /// - Returns: The item's size, or `nil`.
  func sizeForItem(at index: Int, in context: ListSectionContext<Object>) -> Size?

  /// The object was set or changed: when the controller is created, when an update brings a
  /// new version of its object (same identity, different content), and on
  /// ``ListAdapter/reloadObjects(_:)``.
  ///
  /// During an update it runs before the view applies the new layout, and the context answers
  /// about the layout shown then: its ``ListSectionContext/section`` is the section's old
  /// index, and ``ListSectionContext/visibleCells`` and ``ListSectionContext/cellForItem(at:)``
  /// give this section's displayed cells, which it keeps through the update (reconfigure them
  /// here). If its item count changed, its cells are replaced after. The context names the new
  /// section once the update is applied.
  ///
  /// - Parameters:
  ///   - object: The new object, also in `context.object`.
  ///   - context: The section.
  func didUpdate(to object: Object, in context: ListSectionContext<Object>)

  /// The section's first cell started being displayed.
  ///
  /// - Parameter context: The section.
  func willDisplay(in context: ListSectionContext<Object>)

  /// The section's last displayed cell stopped being displayed.
  ///
  /// - Parameter context: The section.
  func didEndDisplaying(in context: ListSectionContext<Object>)

  /// A cell of the section started being displayed.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - index: Its item.
  ///   - context: The section.
  func willDisplay(
    _ cell: CollectionViewCell, at index: Int, in context: ListSectionContext<Object>)

  /// A cell of the section stopped being displayed.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - index: Its item.
  ///   - context: The section.
  func didEndDisplaying(
    _ cell: CollectionViewCell, at index: Int, in context: ListSectionContext<Object>)

  /// The list scrolled while the section is displayed.
  ///
  /// - Parameter context: The section.
  func didScroll(in context: ListSectionContext<Object>)

  /// A drag began while the section is displayed.
  ///
  /// - Parameter context: The section.
  func willBeginDragging(in context: ListSectionContext<Object>)

  /// A drag ended while the section is displayed.
  ///
  /// - Parameters:
  ///   - decelerate: Whether the list glides on.
  ///   - context: The section.
  func didEndDragging(willDecelerate decelerate: Bool, in context: ListSectionContext<Object>)

  /// A glide ended while the section is displayed.
  ///
  /// - Parameter context: The section.
  func didEndDecelerating(in context: ListSectionContext<Object>)
}

extension ListSectionController {
  /// One item.
  ///
  /// - Parameter context: The section.
  /// - Returns: 1.
  public func numberOfItems(in context: ListSectionContext<Object>) -> Int { 1 }

  /// Leaves the size to the layout.
  ///
  /// - Parameters:
  ///   - index: The item.
  ///   - context: The section.
  /// - Returns: `nil`.
  public func sizeForItem(at index: Int, in context: ListSectionContext<Object>) -> Size? { nil }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - context: The section.
  public func didUpdate(to object: Object, in context: ListSectionContext<Object>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section.
  public func willDisplay(in context: ListSectionContext<Object>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section.
  public func didEndDisplaying(in context: ListSectionContext<Object>) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - index: Its item.
  ///   - context: The section.
  public func willDisplay(
    _ cell: CollectionViewCell, at index: Int, in context: ListSectionContext<Object>
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - index: Its item.
  ///   - context: The section.
  public func didEndDisplaying(
    _ cell: CollectionViewCell, at index: Int, in context: ListSectionContext<Object>
  ) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section.
  public func didScroll(in context: ListSectionContext<Object>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section.
  public func willBeginDragging(in context: ListSectionContext<Object>) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - decelerate: Whether the list glides on.
  ///   - context: The section.
  public func didEndDragging(
    willDecelerate decelerate: Bool, in context: ListSectionContext<Object>
  ) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section.
  public func didEndDecelerating(in context: ListSectionContext<Object>) {}
}

/// A stand-in for a section whose data source handed back a controller already in use: it
/// shows nothing, so that no controller serves two sections.
final class PlaceholderSectionController<Object: Diffable>: ListSectionController {
  func numberOfItems(in context: ListSectionContext<Object>) -> Int { 0 }

  func cellForItem(at index: Int, in context: ListSectionContext<Object>) -> CollectionViewCell {
    context.dequeueReusableCell(of: CollectionViewCell.self, at: index)
  }
}
