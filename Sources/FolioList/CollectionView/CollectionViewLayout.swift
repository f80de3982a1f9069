/// Places the items of a ``VirtualCollectionView``.
///
/// Items are addressed by their flat index (every item of every section, in order). A layout
/// must answer both questions below without visiting every item, so that a layout pass costs
/// the same for a thousand items as for a million.
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
}
