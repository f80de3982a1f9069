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
    private let axis: ScrollAxis

    /// Names `scrollView`, which moves along `axis` (the pages'), sharing pans by `handoff`.
    public init(
      _ scrollView: UIScrollView, axis: ScrollAxis = .horizontal,
      handoff: PageAxisHandoff = .nextPan
    ) { (self.scrollView, self.axis, axisHandoff) = (scrollView, axis, handoff) }

    private var geometry: PageAxisGeometry {
      PageAxisGeometry(
        axis: axis, contentOffset: Point(scrollView.contentOffset),
        contentSize: Size(scrollView.contentSize), boundsSize: Size(scrollView.bounds.size),
        contentInset: EdgeInsets(scrollView.adjustedContentInset))
    }
    /// Its `contentOffset` along the axis, from its leading inset (set by the host only in a
    /// pan its own pan does not run).
    public var axisOffset: Double {
      get { geometry.axisOffset }
      set { scrollView.contentOffset = CGPoint(geometry.contentOffset(forAxisOffset: newValue)) }
    }
    /// How far it moves along the axis.
    public var axisRange: Double { geometry.axisRange }
    /// Glides where a fling at `velocity` would take it.
    public func axisPanDidEnd(velocity: Double) {
      let target = geometry.glideContentOffset(velocity: velocity)
      scrollView.setContentOffset(CGPoint(target), animated: true)
    }
  }
#endif
