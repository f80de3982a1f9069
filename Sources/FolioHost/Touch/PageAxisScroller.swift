/// How a scroller inside a page that moves on the pager's axis shares a pan with the pages.
public enum PageAxisHandoff: String, Hashable, Sendable, CaseIterable {
  /// A pan that starts where the scroller can move its way is the scroller's to the end, past
  /// its edge included (its own bounce); one that starts at its edge, going past it, is the
  /// pages'. The next pan pages, as a zoomed photo in Photos does. The default.
  case nextPan
  /// One drag moves the scroller to its edge, then the pages; back, the pages first, then the
  /// scroller (a carousel). The scroller moves only along the pager's axis during such a pan.
  case sameDrag
}

/// A scroller inside a page that moves on the pager's axis: a zoomed photo, a carousel.
///
/// Offsets are the platform's: along the pager's axis, in points, growing as the finger moves
/// toward the leading edge of the screen's coordinates (left, up), as a `UIScrollView`'s
/// `contentOffset` does, whatever the layout direction. FolioUIKit's `FolioAxisScroller` wraps
/// a `UIScrollView`; a page adopts ``PageAxisScrolling`` to name it.
public protocol PageAxisScroller: AnyObject {
  /// Its offset along the pager's axis, from 0 to ``axisRange``. The host sets it during a pan
  /// it moves the scroller in: in owned motion (the host's own touches) any pan on it, in
  /// followed motion a ``PageAxisHandoff/sameDrag`` pan, whose touches the scroller's own pan
  /// does not get. Always within `0...axisRange` as the scroller says it then.
  var axisOffset: Double { get set }
  /// Its largest offset along the axis (0: it cannot move, as a photo not zoomed).
  var axisRange: Double { get }
  /// How it shares a pan with the pages; ``PageAxisHandoff/nextPan`` by default.
  var axisHandoff: PageAxisHandoff { get }
  /// A pan the host moved it in (see ``axisOffset``) lifts with the pages on their page: it
  /// glides on at `velocity` (points per second along its offset) as its own fling would.
  /// Nothing by default.
  ///
  /// - Parameter velocity: Points per second, positive as its offset grows.
  func axisPanDidEnd(velocity: Double)
}

extension PageAxisScroller {
  /// ``PageAxisHandoff/nextPan``.
  public var axisHandoff: PageAxisHandoff { .nextPan }
  /// Nothing.
  public func axisPanDidEnd(velocity: Double) {}
}

/// A page controller with a scroller on the pager's axis: the host asks it, when a finger goes
/// down on its page at rest, which scroller is under the finger.
public protocol PageAxisScrolling: AnyObject {
  /// The scroller under `point`, if any.
  ///
  /// - Parameter point: Where the finger went down, in points from the page's top left corner.
  /// - Returns: The scroller, or `nil` (the pages take the pan).
  func axisScroller(at point: Point) -> (any PageAxisScroller)?
}
