import Folio
import FolioList

/// A pan over a scroller inside a page that moves on the paging axis (a reference: every report
/// of the scroll view checks for one, a pointer's test).
final class AxisPan {
  /// The scroller the finger went down on.
  let scroller: any PageAxisScroller
  /// The controller of the page that named it, and that page's identity: a pan whose page is
  /// deleted, reloaded or shown by another controller is over.
  weak var controller: AnyObject?
  let page: AnyHashable
  /// How the pan is shared, from when it began.
  var share: AxisPanShare?
  /// Followed motion: the travel the platform's pan began with (``PageHost/panBegins(translation:)``).
  var beganTravel = 0.0
  /// The finger's travel since the pan began, in the scroller's offset units.
  var travel = 0.0
  /// The pages' part of it.
  var pages = 0.0
  /// Followed motion: the platform offset where the pan began.
  var pagesStart = 0.0
  /// Owned motion: the container's position where the pan began.
  var startPosition = 0.0

  init(scroller: any PageAxisScroller, controller: AnyObject, page: AnyHashable) {
    (self.scroller, self.controller, self.page) = (scroller, controller, page)
  }
}

// MARK: - A scroller inside a page on the paging axis (a zoomed photo, a carousel)

extension PageHost {
  /// The scroller on the paging axis under the finger now down, named by its page
  /// (``PageAxisScrolling``) when the finger went down on pages at rest; `nil` otherwise.
  ///
  /// FolioUIKit makes the scroll view of a `FolioAxisScroller` wait for the pages' pan to fail
  /// before its own begins, so exactly one of the two pans runs.
  public var axisScroller: (any PageAxisScroller)? { liveAxisPan?.scroller }

  /// The pan on a scroller, while its page is still shown by the controller that named it (a
  /// page deleted, reloaded or rebound under the finger ends it: the rest of the pan is the
  /// pages', as on a page without one).
  var liveAxisPan: AxisPan? { axisPan.flatMap { isLive($0) ? $0 : nil } }

  private func isLive(_ pan: AxisPan) -> Bool {
    guard let controller = pan.controller else { return false }
    return container.activeIndices.contains { index in
      container.activeController(at: index) === controller
        && container.page(at: index).map { AnyHashable($0.diffID) } == pan.page
    }
  }

  /// A finger goes down at `point`: the scroller of the page under it, if the pages rest.
  func catchAxisScroller(at point: Point) {
    axisPan = nil
    let resting = container.phase == .resting && !(isFollowing && scrollState.isMoving)
    guard resting, nestedScroll == nil, container.isUserInputEnabled,
      let frame = frames.first(where: { frame in
        let rect = frame.frame
        return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY
          && point.y < rect.maxY
      }),
      let page = container.activeController(at: frame.index) as? any PageAxisScrolling,
      let id = container.page(at: frame.index)?.diffID
    else { return }
    let local = Point(x: point.x - frame.frame.minX, y: point.y - frame.frame.minY)
    guard let scroller = page.axisScroller(at: local) else { return }
    axisPan = AxisPan(scroller: scroller, controller: page, page: AnyHashable(id))
  }

  /// Whether a pan that has moved by `translation` (screen points) is the scroller's alone: a
  /// ``PageAxisHandoff/nextPan`` scroller with room that way.
  func axisScrollerTakes(translation: Point) -> Bool {
    guard let pan = liveAxisPan, pan.share == nil else { return false }
    let travel = -translation.coordinate(along: container.axis)
    pan.beganTravel = travel.isFinite ? travel : 0
    guard pan.scroller.axisHandoff == .nextPan else { return false }
    let share = AxisPanShare(
      handoff: .nextPan, offset: pan.scroller.axisOffset, range: pan.scroller.axisRange,
      pixel: grid.pixel)
    return share.scrollerTakes(travel: travel)
  }

  /// The pan begins (owned motion: past the slop; followed: `willBeginDragging` at `offset`):
  /// whether it is shared with a scroller.
  ///
  /// Not with one that cannot move (a photo not zoomed), nor in a ``PageAxisHandoff/nextPan``
  /// pan that begins past its edge: that pan is the pages' alone, as on a page without one
  /// (the platform's rubber band and all). Its owner is decided by the travel that began it
  /// (followed: the platform pan's), whatever the finger does after.
  func beginAxisPan(pagesStart: Double) -> Bool {
    guard let pan = liveAxisPan, pan.share == nil else { return false }
    var share = AxisPanShare(
      handoff: pan.scroller.axisHandoff, offset: pan.scroller.axisOffset,
      range: pan.scroller.axisRange, pixel: grid.pixel)
    share.decide(travel: isFollowing && pan.beganTravel != 0 ? pan.beganTravel : pan.travel)
    guard share.range >= grid.pixel, share.owner != .pages else {
      axisPan = nil
      return false
    }
    pan.share = share
    pan.pagesStart = pagesStart
    pan.startPosition = container.position
    return true
  }

  /// The finger moved past the slop by `step` (the touch tracker's, as owned motion pans by
  /// it): the pan's travel, in both motions, so both split it alike.
  func noteAxisTravel(_ step: TouchTracker.Step) {
    guard let pan = axisPan else { return }
    let delta: Point
    switch step {
    case .began(let moved), .moved(let moved): delta = moved
    }
    let along = delta.coordinate(along: container.axis)
    pan.travel = min(max(pan.travel - (along.isFinite ? along : 0), -1e15), 1e15)
  }

  /// The scroller is put where the share puts it for the finger's travel (the host moves it
  /// during a shared pan), within its range now; the pages' travel since the pan began, or
  /// `nil` with no pan shared.
  func moveAxisPan() -> Double? {
    guard let pan = liveAxisPan, var share = pan.share else { return nil }
    let (offset, pages) = share.split(pan.travel, range: pan.scroller.axisRange)
    pan.share = share
    pan.pages = pages
    // (The scroller's setter is the app's code: called with the host's state settled.)
    if share.owner != .pages, offset != pan.scroller.axisOffset { pan.scroller.axisOffset = offset }
    return pages
  }

  /// The shared pan lifts at `velocity` (offset units per second): the velocity the pages
  /// release with (none when they are on their page: the fling is the scroller's), or `nil`
  /// with no pan shared.
  func endAxisPan(velocity: Double) -> Double? {
    guard let pan = axisPan, let share = pan.share else { return nil }
    axisPan = nil
    guard isLive(pan) else { return nil }
    if abs(pan.pages) >= grid.pixel / 2 { return velocity }
    if share.owner != .pages, velocity.isFinite { pan.scroller.axisPanDidEnd(velocity: velocity) }
    return 0
  }

  /// Owned motion: the finger moved in a shared pan: the scroller and the pages move to their
  /// parts (the pages begin dragging when they first move).
  ///
  /// The pages go where their part puts them from where the pan began, whatever a drag past
  /// either end did not move them by (so coming back brings them home, not past it).
  func dragShared() {
    guard let pan = axisPan, let pages = moveAxisPan() else { return }
    let stride = container.pageStride
    guard stride > 0 else { return }
    // Offset units grow as the finger moves toward the screen's leading edge: the next page,
    // or right to left the one before.
    let mirrored = container.axis == .horizontal && container.layoutDirection == .rightToLeft
    let wanted = pan.startPosition + (mirrored ? -pages : pages) / stride
    var move = wanted - container.position
    if container.isLooping, container.count > 0 {
      // The shorter way round the ring.
      let count = Double(container.count)
      move -= (move / count).rounded() * count
    }
    guard abs(move) * stride >= 1e-9 else { return }
    if container.phase != .tracking { container.beginDragging() }
    container.dragOnScreen(byPages: mirrored ? move : -move)
  }

  /// Followed motion: what a report during a shared pan moves, the pages held where their part
  /// of the finger's travel puts them (``wantedPlatformOffset`` sets the scroll view there).
  ///
  /// The travel is the finger's past the slop (its touches, as owned motion counts it), not the
  /// scroll view's: held at either end of its content, UIKit's rubber band would shrink each
  /// step the scroller takes.
  func heldForAxisPan(_ output: PlatformScrollState.Output) -> PlatformScrollState.Output {
    guard case .follow(_, .tracking, let startsDeadline) = output, let offset = followedAxisPan()
    else { return output }
    // Pages at rest the scroller's part has not moved yet stay at rest (as in owned motion).
    if container.phase == .resting, axisPan?.pages == 0 { return .none }
    return .follow(offset: offset, phase: .tracking, startsDeadline: startsDeadline)
  }

  /// Followed motion: where the finger's travel puts the scroller (set) and the pages (the
  /// platform offset returned), during a shared pan.
  func followedAxisPan() -> Double? {
    guard let pan = axisPan, let pages = moveAxisPan() else { return nil }
    return pan.pagesStart + pages
  }

  /// Followed motion: the finger moved during a shared pan (its touch may come before or after
  /// the scroll view's report of the same move): the pages follow their part at once.
  func followAxisPanTouch() {
    guard followAxisPanTravel() else { return afterInput() }
  }

  /// Followed motion: the pages follow their part of a shared pan's travel (pages at rest the
  /// scroller's part has not moved yet stay at rest); whether they did.
  @discardableResult
  func followAxisPanTravel() -> Bool {
    guard isFollowing, scrollState.motion == .dragging, let offset = followedAxisPan(),
      container.phase != .resting || axisPan?.pages != 0
    else { return false }
    follow(offset: offset, phase: .tracking)
    return true
  }
}
