/// Places the items of a ``VirtualCollectionView``.
///
/// Items are addressed by their flat index (every item of every section, in order). A layout
/// must answer both questions below without visiting every item, so that a layout pass costs
/// the same for a thousand items as for a million.
///
/// A layout whose frames depend on measured items (``ListLayout``) measures them in
/// ``prepare(in:)``, which the view calls whenever its items or its viewport size change and on
/// ``VirtualCollectionView/invalidateLayout()``; between those calls, frames must not change.
public protocol CollectionViewLayout {
  /// The axis the content scrolls along.
  var axis: ScrollAxis { get }

  /// The size of the whole content.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The content size.
  func contentSize(itemCount: Int, viewportSize: Size) -> Size

  /// The frame of one item, in content coordinates.
  ///
  /// - Parameters:
  ///   - index: A flat item index.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The item's frame.
  func frame(ofItemAt index: Int, viewportSize: Size) -> Rect

  /// The flat indexes of the items whose frames intersect `rect` (touching does not count).
  ///
  /// - Parameters:
  ///   - rect: A rectangle in content coordinates, usually the viewport.
  ///   - itemCount: The number of items.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: A contiguous range of flat indexes, empty when nothing intersects.
  /// - Complexity: Should be O(1) or O(log n), never O(n).
  func itemIndexes(in rect: Rect, itemCount: Int, viewportSize: Size) -> Range<Int>

  /// Measures what the frames depend on: called by the view after its counts or its viewport
  /// size changed, and on ``VirtualCollectionView/invalidateLayout()``, before any frame of the
  /// new state is asked for. The default does nothing.
  ///
  /// - Parameter view: The view, with its new counts and viewport size.
  func prepare(in view: VirtualCollectionView)
}

extension CollectionViewLayout {
  /// Does nothing: the frames depend only on the item count and the viewport size.
  ///
  /// - Parameter view: The view.
  public func prepare(in view: VirtualCollectionView) {}
}
