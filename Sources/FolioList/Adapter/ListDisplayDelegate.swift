/// Display events of one section controller, counted over its cells as IGListKit's display
/// handler does: the section is displayed from its first cell's `willDisplay` to its last
/// cell's `didEndDisplaying`.
///
/// Order: the section-level `willDisplay` comes before the first cell-level one; the
/// section-level `didEndDisplaying` after the last cell-level one.
public protocol ListDisplayDelegate<Object>: AnyObject {
  /// The object type of the adapter.
  associatedtype Object: Diffable

  /// The section's first cell starts being displayed.
  ///
  /// - Parameter sectionController: The section's controller.
  func sectionControllerWillDisplay(_ sectionController: ListSectionController<Object>)

  /// The section's last displayed cell stops being displayed.
  ///
  /// - Parameter sectionController: The section's controller.
  func sectionControllerDidEndDisplaying(_ sectionController: ListSectionController<Object>)

  /// One of the section's cells starts being displayed.
  ///
  /// - Parameters:
  ///   - sectionController: The section's controller.
  ///   - cell: The cell.
  ///   - index: The item within the section.
  func sectionController(
    _ sectionController: ListSectionController<Object>, willDisplay cell: CollectionViewCell,
    at index: Int)

  /// One of the section's cells stops being displayed.
  ///
  /// - Parameters:
  ///   - sectionController: The section's controller.
  ///   - cell: The cell.
  ///   - index: The item's index when it was last displayed.
  func sectionController(
    _ sectionController: ListSectionController<Object>, didEndDisplaying cell: CollectionViewCell,
    at index: Int)
}

extension ListDisplayDelegate {
  /// Does nothing.
  ///
  /// - Parameter sectionController: The section's controller.
  public func sectionControllerWillDisplay(_ sectionController: ListSectionController<Object>) {}

  /// Does nothing.
  ///
  /// - Parameter sectionController: The section's controller.
  public func sectionControllerDidEndDisplaying(_ sectionController: ListSectionController<Object>)
  {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - sectionController: The section's controller.
  ///   - cell: The cell.
  ///   - index: The item.
  public func sectionController(
    _ sectionController: ListSectionController<Object>, willDisplay cell: CollectionViewCell,
    at index: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - sectionController: The section's controller.
  ///   - cell: The cell.
  ///   - index: The item.
  public func sectionController(
    _ sectionController: ListSectionController<Object>, didEndDisplaying cell: CollectionViewCell,
    at index: Int
  ) {}
}
