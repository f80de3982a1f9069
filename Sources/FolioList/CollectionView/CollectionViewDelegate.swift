/// Display and scroll events of a ``VirtualCollectionView``.
///
/// Every method is optional.
///
/// ## Order within one layout pass
/// ```
///   willDisplay(cell, at:)          items that start intersecting the viewport, ascending
///   didEndDisplaying(cell, at:)     items that stop intersecting it, ascending
///   didScroll                       if the content offset changed
///   didChangeLayout                 if the viewport's size or the items' frames changed
/// ```
/// An item is displayed once per stretch of intersection: never two `willDisplay` without a
/// `didEndDisplaying` between them.
///
/// ## Scroll events
/// ```
///   drag:      willBeginDragging ... didScroll* ... willEndDragging(velocity:target:)
///              didEndDragging(willDecelerate:) [didScroll* didEndDecelerating]
///   animation: didScroll* didEndScrollingAnimation
/// ```
/// `didChangeScrollState(from:to:)` comes first whenever ``ScrollState`` changes. End events
/// (`didEndDragging`, `didEndDecelerating`, `didEndScrollingAnimation`) always come after the
/// state change, so the state they observe tells whether scrolling settled (`.idle`) or was
/// caught by a touch or replaced by another motion (any other state). Every motion gets its end
/// event, including one that is interrupted.
public protocol CollectionViewDelegate: AnyObject {
  /// An item's cell starts intersecting the viewport.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The item's cell.
  ///   - path: The item.
  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  )

  /// An item's cell stops intersecting the viewport, or its item was deleted or reloaded. The
  /// cell goes back to its reuse queue right after this call.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The cell.
  ///   - path: The item's path when it was last displayed (before the batch that removed it).
  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath)

  /// The content offset changed.
  ///
  /// - Parameter collectionView: The view.
  func collectionViewDidScroll(_ collectionView: VirtualCollectionView)

  /// The viewport's size or the items' frames changed (a resize, a reload, a batch update, a
  /// new measurement), after the display change they caused: visible fractions may differ
  /// even where nothing scrolled.
  ///
  /// - Parameter collectionView: The view.
  func collectionViewDidChangeLayout(_ collectionView: VirtualCollectionView)

  /// The scroll state changed.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - oldState: The state before.
  ///   - newState: The state now.
  func collectionView(
    _ collectionView: VirtualCollectionView, didChangeScrollState oldState: ScrollState,
    to newState: ScrollState)

  /// A finger went down.
  ///
  /// - Parameter collectionView: The view.
  func collectionViewWillBeginDragging(_ collectionView: VirtualCollectionView)

  /// The finger is about to lift.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - velocity: The release velocity along the axis, in points per second.
  ///   - targetContentOffset: Where the content will come to rest.
  func collectionView(
    _ collectionView: VirtualCollectionView, willEndDraggingWithVelocity velocity: Double,
    targetContentOffset: Point)

  /// The finger lifted.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - decelerate: Whether the content glides on (a `didEndDecelerating` follows).
  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDraggingWillDecelerate decelerate: Bool)

  /// The glide after a release ended, or was interrupted.
  ///
  /// - Parameter collectionView: The view.
  func collectionViewDidEndDecelerating(_ collectionView: VirtualCollectionView)

  /// A programmatic animation ended, or was interrupted.
  ///
  /// - Parameter collectionView: The view.
  func collectionViewDidEndScrollingAnimation(_ collectionView: VirtualCollectionView)
}

extension CollectionViewDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The item's cell.
  ///   - path: The item.
  public func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The cell.
  ///   - path: The item's last path.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidScroll(_ collectionView: VirtualCollectionView) {}

  /// Does nothing.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidChangeLayout(_ collectionView: VirtualCollectionView) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - oldState: The state before.
  ///   - newState: The state now.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didChangeScrollState oldState: ScrollState,
    to newState: ScrollState
  ) {}

  /// Does nothing.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewWillBeginDragging(_ collectionView: VirtualCollectionView) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - velocity: The release velocity.
  ///   - targetContentOffset: The resting offset.
  public func collectionView(
    _ collectionView: VirtualCollectionView, willEndDraggingWithVelocity velocity: Double,
    targetContentOffset: Point
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - decelerate: Whether the content glides on.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didEndDraggingWillDecelerate decelerate: Bool
  ) {}

  /// Does nothing.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidEndDecelerating(_ collectionView: VirtualCollectionView) {}

  /// Does nothing.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidEndScrollingAnimation(_ collectionView: VirtualCollectionView) {}
}
