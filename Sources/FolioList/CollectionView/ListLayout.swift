/// A scrolling list along either axis: items one after another, each as long as it asks to be,
/// spanning the viewport across the axis (IGListKit's list on a flow layout, without paging).
///
/// Item lengths come from the view's data source
/// (``CollectionViewDataSource/collectionView(_:sizeForItemAt:)``; a ``ListAdapter`` asks its
/// section controllers' ``ListSectionController/sizeForItem(at:in:)``), or are ``itemLength``
/// when it has no answer. They are measured once per change of the items or of the viewport
/// size (O(n)), and again on ``VirtualCollectionView/invalidateLayout()``; a layout pass then
/// costs O(log n + visible), so a million items scroll as cheaply as ten.
///
/// ```swift
/// let list = VirtualCollectionView(
///   layout: ListLayout(axis: .vertical, insets: EdgeInsets(top: 8, bottom: 8), spacing: 4),
///   viewportSize: Size(width: 80, height: 24), physics: ScrollPhysics(isPagingEnabled: false),
///   clock: clock)
/// ```
///
/// Measurements are kept in the layout, so give each view its own `ListLayout`.
///
/// Bad numbers are clamped, never trapped on: a length, spacing or inset that is negative or
/// not a number counts as 0, and one above ``maximumLength`` as that. Zero-length items lying
/// between visible ones are displayed with them, so the displayed items stay contiguous.
public final class ListLayout: CollectionViewLayout {
  /// The longest length, spacing or inset the layout uses; longer ones are clamped to it.
  public static let maximumLength = 1e9

  /// The axis the list scrolls along.
  public let axis: ScrollAxis
  /// Space around the items: before the first and after the last along the axis, and on both
  /// sides across it.
  public let insets: EdgeInsets
  /// Space between consecutive items.
  public let spacing: Double
  /// The length of an item whose size the data source leaves open.
  public let itemLength: Double

  /// starts[i] is item i's leading coordinate along the axis; lengths[i] its length.
  private var starts: [Double] = []
  private var lengths: [Double] = []
  private var contentLength = 0.0

  /// Creates a list layout.
  ///
  /// - Parameters:
  ///   - axis: The axis the list scrolls along; vertical by default.
  ///   - insets: Space around the items; none by default.
  ///   - spacing: Space between items; 0 by default.
  ///   - itemLength: The length of items of unknown size; 44 by default.
  public init(
    axis: ScrollAxis = .vertical, insets: EdgeInsets = .zero, spacing: Double = 0,
    itemLength: Double = 44
  ) {
    self.axis = axis
    self.insets = EdgeInsets(
      top: Self.clamp(insets.top), left: Self.clamp(insets.left),
      bottom: Self.clamp(insets.bottom), right: Self.clamp(insets.right))
    self.spacing = Self.clamp(spacing)
    self.itemLength = Self.clamp(itemLength)
    contentLength = leadingInset + trailingInset
  }

  /// `value` within `0...maximumLength`; not-a-number becomes 0.
  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(0, value), maximumLength)
  }

  private var leadingInset: Double { axis == .vertical ? insets.top : insets.left }
  private var trailingInset: Double { axis == .vertical ? insets.bottom : insets.right }
  private var crossInsets: (leading: Double, trailing: Double) {
    axis == .vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
  }

  /// Measures every item: its length along the axis from the view's data source.
  ///
  /// - Parameter view: The view, with its new counts and viewport size.
  /// - Complexity: O(n) for n items.
  public func prepare(in view: VirtualCollectionView) {
    let source = view.dataSource
    var starts: [Double] = []
    var lengths: [Double] = []
    starts.reserveCapacity(view.numberOfItems)
    lengths.reserveCapacity(view.numberOfItems)
    var position = leadingInset
    for section in 0..<view.numberOfSections {
      for item in 0..<view.numberOfItems(inSection: section) {
        let size = source?.collectionView(
          view, sizeForItemAt: ItemPath(section: section, item: item))
        let length = size.map { Self.clamp($0.length(along: axis)) } ?? itemLength
        if !starts.isEmpty { position += spacing }
        starts.append(position)
        lengths.append(length)
        position += length
      }
    }
    self.starts = starts
    self.lengths = lengths
    contentLength = position + trailingInset
  }

  /// The start and length of item `index` along the axis.
  ///
  /// Before the layout has measured the view's current items (it is shared, or not prepared yet),
  /// every item is ``itemLength``.
  private func span(of index: Int, itemCount: Int) -> (start: Double, length: Double) {
    if itemCount == starts.count, index >= 0, index < itemCount {
      return (starts[index], lengths[index])
    }
    return (leadingInset + Double(index) * (itemLength + spacing), itemLength)
  }

  /// The length of the content along the axis for `itemCount` items.
  private func length(itemCount: Int) -> Double {
    if itemCount == starts.count { return contentLength }
    let count = Double(max(0, itemCount))
    return leadingInset + count * itemLength + max(0, count - 1) * spacing + trailingInset
  }

  /// The items along the axis, and one viewport across it.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The content size.
  public func contentSize(itemCount: Int, viewportSize: Size) -> Size {
    let length = length(itemCount: itemCount)
    switch axis {
    case .horizontal: return Size(width: length, height: viewportSize.height)
    case .vertical: return Size(width: viewportSize.width, height: length)
    }
  }

  /// The item's measured frame, spanning the viewport across the axis inside the insets.
  ///
  /// - Parameters:
  ///   - index: A flat item index.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The item's frame.
  /// - Complexity: O(1).
  public func frame(ofItemAt index: Int, viewportSize: Size) -> Rect {
    let itemCount = starts.count
    let (start, length) = span(of: index, itemCount: itemCount)
    let (crossLeading, crossTrailing) = crossInsets
    let across = axis == .vertical ? viewportSize.width : viewportSize.height
    let crossLength = max(0, across - crossLeading - crossTrailing)
    switch axis {
    case .vertical:
      return Rect(x: crossLeading, y: start, width: crossLength, height: length)
    case .horizontal:
      return Rect(x: start, y: crossLeading, width: length, height: crossLength)
    }
  }

  /// The items from the first that ends past the rectangle's leading edge to the last that
  /// starts before its trailing edge, found by binary search.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in content coordinates.
  ///   - itemCount: The number of items.
  ///   - viewportSize: The size of the viewport.
  /// - Returns: The intersecting flat indexes.
  /// - Complexity: O(log n).
  public func itemIndexes(in rect: Rect, itemCount: Int, viewportSize: Size) -> Range<Int> {
    guard itemCount > 0, !rect.size.isEmpty else { return 0..<0 }
    // Across the axis every item occupies the same band.
    let band = frame(ofItemAt: 0, viewportSize: viewportSize)
    let bandStart = band.origin.coordinate(along: axis == .vertical ? .horizontal : .vertical)
    let bandLength = band.size.length(along: axis == .vertical ? .horizontal : .vertical)
    let rectCross = rect.origin.coordinate(along: axis == .vertical ? .horizontal : .vertical)
    let rectCrossLength = rect.size.length(along: axis == .vertical ? .horizontal : .vertical)
    guard bandLength > 0, rectCross < bandStart + bandLength,
      bandStart < rectCross + rectCrossLength
    else { return 0..<0 }
    let low = rect.origin.coordinate(along: axis)
    let high = low + rect.size.length(along: axis)
    guard !low.isNaN, !high.isNaN else { return 0..<0 }
    // The first item that ends after `low`, and the first that starts at or after `high`:
    // ends and starts both grow with the index.
    let first = partition(itemCount) { index in
      let (start, length) = span(of: index, itemCount: itemCount)
      return start + length > low
    }
    let end = partition(itemCount) { index in span(of: index, itemCount: itemCount).start >= high }
    guard first < end else { return 0..<0 }
    // Trim zero-length items at either end: they intersect nothing.
    var lower = first
    var upper = end
    while lower < upper, span(of: lower, itemCount: itemCount).length <= 0 { lower += 1 }
    while upper > lower, span(of: upper - 1, itemCount: itemCount).length <= 0 { upper -= 1 }
    return lower..<upper
  }

  /// The first index in `0..<count` for which `isPast` holds, `count` if none; `isPast` must
  /// be false then true along the indexes.
  private func partition(_ count: Int, _ isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
