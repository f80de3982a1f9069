/// A platform scroll view's extent, read along the paging axis, as a ``PageAxisScroller`` of it
/// reads it (FolioUIKit's `FolioAxisScroller` passes a `UIScrollView`'s values as they are).
///
/// Lengths that are not finite or are negative count as 0; an offset that is not finite, as 0.
public struct PageAxisGeometry: Hashable, Sendable {
  /// The axis the scroller moves on (the pages' axis).
  public var axis: ScrollAxis
  /// The platform's content offset (`contentOffset`).
  public var contentOffset: Point
  /// The content's size (`contentSize`).
  public var contentSize: Size
  /// The viewport's size (`bounds.size`).
  public var boundsSize: Size
  /// The insets around the content (`adjustedContentInset`).
  public var contentInset: EdgeInsets

  /// A scroll view's extent, read along `axis`.
  ///
  /// - Parameters:
  ///   - axis: The axis the scroller moves on.
  ///   - contentOffset: The content offset.
  ///   - contentSize: The content's size.
  ///   - boundsSize: The viewport's size.
  ///   - contentInset: The insets around the content.
  public init(
    axis: ScrollAxis, contentOffset: Point, contentSize: Size, boundsSize: Size,
    contentInset: EdgeInsets
  ) {
    (self.axis, self.contentOffset, self.contentSize) = (axis, contentOffset, contentSize)
    (self.boundsSize, self.contentInset) = (boundsSize, contentInset)
  }

  private var offset: Double {
    let value = contentOffset.coordinate(along: axis)
    return value.isFinite ? value : 0
  }
  private var leadingInset: Double {
    Self.length(axis == .horizontal ? contentInset.left : contentInset.top)
  }
  private var trailingInset: Double {
    Self.length(axis == .horizontal ? contentInset.right : contentInset.bottom)
  }
  private static func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

  /// The offset from the leading inset: 0 at the start, ``axisRange`` at the end.
  public var axisOffset: Double { offset + leadingInset }

  /// The largest ``axisOffset``: what the content and its insets exceed the viewport by.
  public var axisRange: Double {
    let content = Self.length(contentSize.length(along: axis))
    let bounds = Self.length(boundsSize.length(along: axis))
    return max(0, content + leadingInset + trailingInset - bounds)
  }

  /// The content offset that shows `axisOffset`, within `0...axisRange`; the other coordinate
  /// stays as it is.
  ///
  /// - Parameter axisOffset: An offset from the leading inset; not finite counts as 0.
  /// - Returns: The platform's content offset.
  public func contentOffset(forAxisOffset axisOffset: Double) -> Point {
    let wanted = axisOffset.isFinite ? axisOffset : 0
    let value = min(max(0, wanted), axisRange) - leadingInset
    return axis == .horizontal
      ? Point(x: value, y: contentOffset.y) : Point(x: contentOffset.x, y: value)
  }

  /// Where a fling at `velocity` glides to, by UIKit's normal deceleration (its speed times
  /// 0.998 a millisecond, summed), within the content: a content offset.
  ///
  /// - Parameter velocity: Points per second, positive as the offset grows; not finite: 0.
  /// - Returns: The platform's content offset.
  public func glideContentOffset(velocity: Double) -> Point {
    let perMillisecond = velocity.isFinite ? velocity / 1000 : 0
    return contentOffset(forAxisOffset: axisOffset + perMillisecond * 0.998 / (1 - 0.998))
  }
}
