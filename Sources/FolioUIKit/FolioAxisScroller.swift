// A page's own scroll view on the paging axis (a zoomed photo, a carousel), named to the host.
#if canImport(UIKit) && !os(watchOS)
  import FolioHost
  import FolioList
  import UIKit

  /// A page's `UIScrollView` that moves on the pages' axis, for ``PageAxisScrolling``: while
  /// the finger is on it, one of its pan and the pages' runs, as its ``PageAxisHandoff`` says.
  @MainActor
  public final class FolioAxisScroller: @MainActor PageAxisScroller {
    /// The page's scroll view.
    public let scrollView: UIScrollView
    /// How it shares a pan with the pages.
    public let axisHandoff: PageAxisHandoff
    private let horizontal: Bool

    /// Names `scrollView`, which moves along `axis` (the pages'), sharing pans by `handoff`.
    public init(
      _ scrollView: UIScrollView, axis: ScrollAxis = .horizontal,
      handoff: PageAxisHandoff = .nextPan
    ) { (self.scrollView, horizontal, axisHandoff) = (scrollView, axis == .horizontal, handoff) }

    private var geometry: PageAxisGeometry {
      let (view, insets) = (scrollView, scrollView.adjustedContentInset)
      let (offset, size, bounds) = (view.contentOffset, view.contentSize, view.bounds.size)
      return horizontal
        ? PageAxisGeometry(
          contentOffset: offset.x, contentLength: size.width, boundsLength: bounds.width,
          leadingInset: insets.left, trailingInset: insets.right)
        : PageAxisGeometry(
          contentOffset: offset.y, contentLength: size.height, boundsLength: bounds.height,
          leadingInset: insets.top, trailingInset: insets.bottom)
    }
    /// Its `contentOffset` along the axis, from its leading inset (set by the host only in a
    /// pan its own pan does not run).
    public var axisOffset: Double {
      get { geometry.axisOffset }
      set { set(geometry.contentOffset(forAxisOffset: newValue), animated: false) }
    }
    /// How far it moves along the axis.
    public var axisRange: Double { geometry.axisRange }
    /// Glides where a fling at `velocity` would take it.
    public func axisPanDidEnd(velocity: Double) {
      set(geometry.glideContentOffset(velocity: velocity), animated: true)
    }
    private func set(_ value: Double, animated: Bool) {
      var offset = scrollView.contentOffset
      if horizontal { offset.x = CGFloat(value) } else { offset.y = CGFloat(value) }
      if animated { scrollView.setContentOffset(offset, animated: true) }
      if !animated { scrollView.contentOffset = offset }
    }
  }
#endif
