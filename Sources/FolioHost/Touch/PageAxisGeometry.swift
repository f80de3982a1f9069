/// A platform scroll view's extent along the paging axis, as a ``PageAxisScroller`` of it reads
/// it (FolioUIKit's `FolioAxisScroller` reads a `UIScrollView`'s into it).
///
/// Lengths that are not finite or are negative count as 0.
public struct PageAxisGeometry: Hashable, Sendable {
  /// The platform's content offset along the axis (`contentOffset.x` for a horizontal one).
  public var contentOffset: Double
  /// The content's length along the axis (`contentSize.width`).
  public var contentLength: Double
  /// The viewport's length along the axis (`bounds.width`).
  public var boundsLength: Double
  /// The inset before the content (`adjustedContentInset.left`).
  public var leadingInset: Double
  /// The inset after the content (`adjustedContentInset.right`).
  public var trailingInset: Double

  /// A scroll view's extent along the axis.
  ///
  /// - Parameters:
  ///   - contentOffset: The content offset along the axis.
  ///   - contentLength: The content's length.
  ///   - boundsLength: The viewport's length.
  ///   - leadingInset: The inset before the content.
  ///   - trailingInset: The inset after it.
  public init(
    contentOffset: Double, contentLength: Double, boundsLength: Double, leadingInset: Double,
    trailingInset: Double
  ) {
    func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    self.contentOffset = contentOffset.isFinite ? contentOffset : 0
    self.contentLength = length(contentLength)
    self.boundsLength = length(boundsLength)
    self.leadingInset = length(leadingInset)
    self.trailingInset = length(trailingInset)
  }

  /// The offset from the leading inset: 0 at the start, ``axisRange`` at the end.
  public var axisOffset: Double { contentOffset + leadingInset }

  /// The largest ``axisOffset``: what the content and its insets exceed the viewport by.
  public var axisRange: Double {
    max(0, contentLength + leadingInset + trailingInset - boundsLength)
  }

  /// The content offset that shows `axisOffset`, within `0...axisRange`.
  ///
  /// - Parameter axisOffset: An offset from the leading inset; not finite counts as 0.
  /// - Returns: The platform's content offset.
  public func contentOffset(forAxisOffset axisOffset: Double) -> Double {
    let wanted = axisOffset.isFinite ? axisOffset : 0
    return min(max(0, wanted), axisRange) - leadingInset
  }

  /// Where a fling at `velocity` glides to, by UIKit's normal deceleration (its speed times
  /// 0.998 a millisecond, summed), within the content: a content offset.
  ///
  /// - Parameter velocity: Points per second, positive as the offset grows; not finite: 0.
  /// - Returns: The platform's content offset.
  public func glideContentOffset(velocity: Double) -> Double {
    let perMillisecond = velocity.isFinite ? velocity / 1000 : 0
    return contentOffset(forAxisOffset: axisOffset + perMillisecond * 0.998 / (1 - 0.998))
  }
}
