import Folio
import FolioHost
import FolioNestedScroll

// MARK: - Owned motion: a drag that shares the screen with the pages' own gestures

extension FolioPager {
  /// How far a finger moves before the pager decides whether a drag is its own (along the
  /// paging axis) or a page's (across it, such as a vertical list in a horizontal pager).
  public var dragSlop: Double { arbiter.slop }

  /// A drag changed (SwiftUI's `DragGesture.onChanged`, recognized with the pages' own
  /// gestures): its start and where the finger is, at `timestamp`.
  ///
  /// The gesture rules: the first report is the finger going down (it catches pages that
  /// glide, as a scroll view does); past ``dragSlop`` the drag is the pager's when it runs
  /// within 45° of the paging axis, and from then on moves the pages; otherwise it is left to
  /// what is under the finger (a list, a slider) until the finger lifts, and pages caught
  /// gliding settle. Taps are never the pager's: buttons and links in the pages get them.
  ///
  /// - Parameters:
  ///   - start: Where the drag began, in the view's coordinates.
  ///   - location: Where the finger is.
  ///   - timestamp: When (`Date`'s `timeIntervalSinceReferenceDate`).
  public func dragChanged(start: Point, location: Point, timestamp: Double) {
    guard host.motion == .owned, timestamp.isFinite else { return }
    let time = clock.time(ofTimestamp: timestamp)
    guard let last = dragStart else {
      dragStart = location
      arbiter.touchDown()
      dragIsPaging = false
      host.touchDown(at: start, time: time)
      if location != start { dragChanged(start: start, location: location, timestamp: timestamp) }
      return didChange()
    }
    dragStart = location
    guard arbiter.axis == nil || dragIsPaging else { return }
    let along = container.axis == .horizontal
    let delta = Point(x: location.x - last.x, y: location.y - last.y)
    _ = arbiter.move(dx: along ? delta.x : delta.y, dy: along ? delta.y : delta.x)
    switch arbiter.axis {
    case .horizontal?:
      dragIsPaging = true
      host.touchMoved(to: location, time: time)
    case .vertical?:
      // A page's own drag: the pager lets go.
      host.touchCancelled(time: time)
    case nil:
      break
    }
    didChange()
  }

  /// The drag ended (`DragGesture.onEnded`) at `location`: a paging drag releases at the
  /// finger's velocity; a drag left to the page ends nothing of the pager's.
  ///
  /// - Parameters:
  ///   - location: Where the finger lifted.
  ///   - timestamp: When.
  public func dragEnded(at location: Point, timestamp: Double) {
    guard host.motion == .owned, dragStart != nil else { return }
    dragStart = nil
    let leftToPage = arbiter.axis == .vertical && !dragIsPaging
    arbiter.lift()
    if !leftToPage {
      let time = clock.time(ofTimestamp: timestamp.isFinite ? timestamp : 0)
      host.touchUp(at: location, time: time)
    }
    dragIsPaging = false
    didChange()
  }

  /// The drag was cancelled without an end: the pages settle on the nearest page.
  ///
  /// SwiftUI resets a gesture's state then. Nothing happens after
  /// ``dragEnded(at:timestamp:)``.
  public func dragCancelled() {
    guard dragStart != nil else { return }
    dragStart = nil
    let leftToPage = arbiter.axis == .vertical && !dragIsPaging
    arbiter.lift()
    dragIsPaging = false
    if !leftToPage { host.touchCancelled(time: clock.now) }
    didChange()
  }
}
