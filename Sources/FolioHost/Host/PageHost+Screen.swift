import Folio
import FolioList

/// Where a screen puts its header slot and its pages: see ``PageHost/screenLayout(in:headerHeight:)``.
public struct HostScreenLayout: Hashable, Sendable {
  /// The header slot's frame, in the coordinates of the area given.
  public var header: Rect
  /// The pages' frame (a followed host's platform scroll view), in the same coordinates.
  public var pages: Rect
  /// Where the screen's refresh shows its indicator (a spinner), in the header slot's own
  /// coordinates: the room the pull stretched above the header, while that refresh
  /// (`NestedRefreshScope.screen`) holds and the room is open; `nil` otherwise.
  public var refreshIndicator: Rect? = nil
}

/// Why a screen cannot host a container.
public enum PageHostError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The clock a screen drives is not the one the container runs on (`PageContainer(clock:)`):
  /// its frames would move nothing.
  case clockIsNotTheContainers

  /// A sentence for a log.
  public var description: String {
    switch self {
    case .clockIsNotTheContainers:
      "the clock the screen drives is not the container's (make the container on that clock)"
    }
  }
}

extension PageHost {
  /// Checks that `clock` is the clock the container runs on: a screen that drives it (from
  /// its display link) then moves the pages.
  ///
  /// - Parameter clock: The clock the screen ticks.
  /// - Throws: ``PageHostError/clockIsNotTheContainers`` when it is another one.
  public func checkClock(_ clock: HostClock) throws(PageHostError) {
    guard let own = self.clock, own === clock else { throw .clockIsNotTheContainers }
  }

  /// The layout of a screen's area: a header slot and the pages, laid out together.
  ///
  /// Without a nested coordinator the header (`headerHeight` tall, within the area) sits above
  /// the pages, which fill the rest (a tab strip over channels). With a
  /// `NestedScrollCoordinator` attached the header is the coordinator's (its `headerHeight`;
  /// the argument is not used): the pages fill the whole area, their feeds leaving the header
  /// room (followed: each feed's top inset), and the header slides up by the coordinator's
  /// header offset, its pinned part staying; the screen's refresh stretches it by the pull
  /// (`NestedScrollCoordinator.headerStretch`), and while that refresh holds its indicator
  /// shows in the stretched room (``HostScreenLayout/refreshIndicator``). Sizes that are not
  /// finite or negative count as 0.
  ///
  /// - Parameters:
  ///   - area: The screen's area for the pages and the header (its bounds less the safe area).
  ///   - headerHeight: The header slot's height without a coordinator; 0 for none.
  /// - Returns: The two frames.
  public func screenLayout(in area: Rect, headerHeight: Double) -> HostScreenLayout {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    let width = clean(area.size.width)
    let height = clean(area.size.height)
    let x = area.minX.isFinite ? area.minX : 0
    let y = area.minY.isFinite ? area.minY : 0
    if let nested = nestedScroll {
      let stretch = nested.headerStretch
      let header = Rect(
        x: x, y: y - nested.headerOffset, width: width, height: nested.headerHeight + stretch)
      let room = nested.isRefreshingScreen && stretch > 0 ? stretch : 0
      return HostScreenLayout(
        header: header, pages: Rect(x: x, y: y, width: width, height: height),
        refreshIndicator: room > 0 ? Rect(x: 0, y: 0, width: width, height: room) : nil)
    }
    let top = min(clean(headerHeight), height)
    return HostScreenLayout(
      header: Rect(x: x, y: y, width: width, height: top),
      pages: Rect(x: x, y: y + top, width: width, height: height - top))
  }

  /// The content size of a platform scroll view under the pages.
  ///
  /// Followed motion: ``platformContentLength`` along the paging axis, the viewport across it.
  /// Owned motion: the viewport (nothing scrolls).
  public var platformContentSize: Size {
    let viewport = container.viewportSize
    guard motion == .followed else { return viewport }
    return container.axis == .horizontal
      ? Size(width: platformContentLength, height: viewport.height)
      : Size(width: viewport.width, height: platformContentLength)
  }

  /// A platform scroll view's content offset, along the paging axis: what the host's
  /// `scrollView…(offset:)` calls take.
  ///
  /// - Parameter contentOffset: The scroll view's `contentOffset`.
  /// - Returns: Its `x` for a horizontal container, its `y` for a vertical one.
  public func platformOffset(of contentOffset: Point) -> Double {
    container.axis == .horizontal ? contentOffset.x : contentOffset.y
  }

  /// An offset along the paging axis as a platform scroll view's content offset (0 across).
  ///
  /// - Parameter offset: The offset along the axis.
  /// - Returns: The content offset.
  public func platformContentOffset(_ offset: Double) -> Point {
    container.axis == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
  }

  /// The segment a selection control with `count` segments shows (FolioUIKit's
  /// `segmentedControl`): the page the pages are going to (`PageContainer.targetIndex`), from
  /// the moment a release, a scroll or a jump decides it; `nil` (no segment) when that page
  /// has none or there are no pages.
  ///
  /// - Parameter count: The control's number of segments; 0 or less shows none.
  /// - Returns: The segment's index, or `nil`.
  public func selectedSegment(among count: Int) -> Int? {
    guard let target = container.targetIndex, target < count else { return nil }
    return target
  }
}
