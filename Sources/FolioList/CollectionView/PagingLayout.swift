/// A layout with one item per viewport, side by side along an axis: the layout of a pager.
///
/// Item `i` fills the viewport-sized frame that starts `i` viewport lengths along the axis.
/// When the viewport sits exactly on an item, that item is the only one visible, for any
/// viewport length (a fractional one too: edges that floating-point rounding puts a few units in
/// the last place apart count as one); during a swipe, two are.
public struct PagingLayout: CollectionViewLayout, Hashable, Sendable {
  /// The axis pages follow.
  public var axis: ScrollAxis

  /// Creates a paging layout.
  ///
  /// - Parameter axis: The axis pages follow; horizontal by default.
  public init(axis: ScrollAxis = .horizontal) {
    self.axis = axis
  }

  /// `itemCount` viewport lengths along the axis, one viewport across it.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The content size.
  public func contentSize(itemCount: Int, viewportSize: Size) -> Size {
    let length = Double(max(0, itemCount)) * viewportSize.length(along: axis)
    switch axis {
    case .horizontal: return Size(width: length, height: viewportSize.height)
    case .vertical: return Size(width: viewportSize.width, height: length)
    }
  }

  /// The viewport-sized frame `index` viewport lengths along the axis.
  ///
  /// - Parameters:
  ///   - index: A flat item index.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The item's frame.
  public func frame(ofItemAt index: Int, viewportSize: Size) -> Rect {
    let start = Double(index) * viewportSize.length(along: axis)
    return Rect(origin: .along(axis, start), size: viewportSize)
  }

  /// The items whose frames intersect `rect`.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in content coordinates.
  ///   - itemCount: The number of items.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The intersecting flat indexes.
  /// - Complexity: O(1).
  public func itemIndexes(in rect: Rect, itemCount: Int, viewportSize: Size) -> Range<Int> {
    guard itemCount > 0, !viewportSize.isEmpty, !rect.size.isEmpty else { return 0..<0 }
    let content = Rect(
      origin: .zero, size: contentSize(itemCount: itemCount, viewportSize: viewportSize))
    guard rect.intersects(content) else { return 0..<0 }
    let page = viewportSize.length(along: axis)
    let low = rect.origin.coordinate(along: axis)
    let high = low + rect.size.length(along: axis)
    // Item i intersects when i·page < high and low < (i+1)·page. The quotients are in pages,
    // snapped to a whole page when floating-point noise is all that separates them from one
    // (an offset of 3 × 13.3 starts exactly page 3, and the viewport ends exactly at page 4).
    // They are clamped before they become Ints: an infinite or huge page length, or a
    // not-a-number offset, must not trap.
    func index(_ value: Double) -> Int {
      guard !value.isNaN else { return 0 }
      return Int(min(Double(itemCount), max(-1, value)))
    }
    let first = max(0, index(PageCount.snapped(low / page).rounded(.down)))
    let last = min(itemCount - 1, index(PageCount.snapped(high / page).rounded(.up)) - 1)
    return first <= last ? first..<(last + 1) : 0..<0
  }
}
