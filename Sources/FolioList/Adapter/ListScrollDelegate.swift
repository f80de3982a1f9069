/// Scroll events delivered to the section controllers that are displayed, in section order.
public protocol ListScrollDelegate<Object>: AnyObject {
  /// The object type of the adapter.
  associatedtype Object: Diffable

  /// The content offset changed.
  ///
  /// - Parameter sectionController: A displayed section's controller.
  func sectionControllerDidScroll(_ sectionController: ListSectionController<Object>)

  /// A finger went down.
  ///
  /// - Parameter sectionController: A displayed section's controller.
  func sectionControllerWillBeginDragging(_ sectionController: ListSectionController<Object>)

  /// The finger lifted.
  ///
  /// - Parameters:
  ///   - sectionController: A displayed section's controller.
  ///   - decelerate: Whether the content glides on.
  func sectionController(
    _ sectionController: ListSectionController<Object>,
    didEndDraggingWillDecelerate decelerate: Bool
  )

  /// The glide after a release ended.
  ///
  /// - Parameter sectionController: A displayed section's controller.
  func sectionControllerDidEndDecelerating(_ sectionController: ListSectionController<Object>)
}

extension ListScrollDelegate {
  /// Does nothing.
  ///
  /// - Parameter sectionController: A displayed section's controller.
  public func sectionControllerDidScroll(_ sectionController: ListSectionController<Object>) {}

  /// Does nothing.
  ///
  /// - Parameter sectionController: A displayed section's controller.
  public func sectionControllerWillBeginDragging(_ sectionController: ListSectionController<Object>)
  {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - sectionController: A displayed section's controller.
  ///   - decelerate: Whether the content glides on.
  public func sectionController(
    _ sectionController: ListSectionController<Object>,
    didEndDraggingWillDecelerate decelerate: Bool
  ) {}

  /// Does nothing.
  ///
  /// - Parameter sectionController: A displayed section's controller.
  public func sectionControllerDidEndDecelerating(
    _ sectionController: ListSectionController<Object>
  ) {}
}
