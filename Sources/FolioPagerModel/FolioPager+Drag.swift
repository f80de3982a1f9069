import Folio
import FolioHost
import FolioNestedScroll

// MARK: - Owned motion: a drag that shares the screen with the pages' own gestures

extension FolioPager {
  /// How far a finger moves before the pager decides whether a drag is its own (along the
  /// paging axis) or a page's (across it, such as a vertical list in a horizontal pager).
  ///
  /// 10 points by default; a negative or not-a-number value counts as 0. The host's own slop
  /// (taps within it) follows it.
  public var dragSlop: Double {
    get { arbiter.slop }
    set {
      arbiter.slop = newValue.isFinite ? max(0, newValue) : 0
      host.touchSlop = arbiter.slop
    }
  }

  /// Whether a drag pages now (it went past the slop along the axis): the view stops hit
  /// testing the pages' content meanwhile, so a press that became a swipe is not a tap.
  public var isPaging: Bool { lastFinger != nil && dragIsPaging }

  /// A drag changed (SwiftUI's `DragGesture.onChanged`, recognized with the pages' own
  /// gestures): its start and where the finger is, now (the pager's clock).
  ///
  /// The gesture rules: the first report puts the finger down at `start` (it catches pages
  /// that glide, as a scroll view does), and its move to `location` counts toward the slop
  /// like any other; past ``dragSlop`` the drag is the pager's when it runs within 45° of the
  /// paging axis, and from then on moves the pages; otherwise it is left to what is under the
  /// finger (a list, a slider) until the finger lifts, and pages caught gliding settle. Taps
  /// are never the pager's: buttons and links in the pages get them. Points that are not
  /// finite are ignored.
  ///
  /// - Parameters:
  ///   - start: Where the drag began, in the view's coordinates.
  ///   - location: Where the finger is.
  ///   - time: When the finger got there, in seconds on any timebase (`DragGesture.Value`'s
  ///     `time`), so that the release's velocity is the finger's, not the callbacks'; `nil`:
  ///     now.
  public func dragChanged(start: Point, location: Point, time: Double? = nil) {
    guard host.motion == .owned, start.x.isFinite, start.y.isFinite, location.x.isFinite,
      location.y.isFinite
    else { return }
    guard let last = lastFinger else {
      lastFinger = start
      arbiter.touchDown()
      (dragIsPaging, touchPaged) = (false, false)
      gestureClock = nil
      host.touchDown(at: start, time: gestureTime(time))
      if location != start { dragChanged(start: start, location: location, time: time) }
      return didChange()
    }
    let time = gestureTime(time)
    lastFinger = location
    guard arbiter.axis == nil || dragIsPaging else { return }
    let along = container.axis == .horizontal
    let delta = Point(x: location.x - last.x, y: location.y - last.y)
    _ = arbiter.move(dx: along ? delta.x : delta.y, dy: along ? delta.y : delta.x)
    switch arbiter.axis {
    case .horizontal?:
      // (With the user's input off a pan along the pages is nobody's: no swipe, no tap.)
      guard dragIsPaging || container.isUserInputEnabled else { return }
      if !dragIsPaging {
        (dragIsPaging, touchPaged) = (true, true)
        didChange()
      }
      host.touchMoved(to: location, time: time)
      didMove()
    case .vertical?:
      // A page's own drag: the pager lets go.
      host.touchCancelled(time: time)
      didChange()
    case nil:
      break
    }
  }

  /// The drag ended (`DragGesture.onEnded`) at `location`, now: a paging drag releases at
  /// the finger's velocity; a drag left to the page ends nothing of the pager's.
  ///
  /// - Parameters:
  ///   - location: Where the finger lifted; not finite: where it last was.
  ///   - time: When, on the timebase of ``dragChanged(start:location:time:)``; `nil`: now.
  public func dragEnded(at location: Point, time: Double? = nil) {
    guard host.motion == .owned, lastFinger != nil else { return }
    lastFinger = nil
    let leftToPage = arbiter.axis == .vertical && !dragIsPaging
    arbiter.lift()
    if !leftToPage { host.touchUp(at: location, time: gestureTime(time)) }
    dragIsPaging = false
    didChange()
  }

  /// The drag was cancelled without an end: the pages settle on the nearest page.
  ///
  /// SwiftUI resets a gesture's state then. Nothing happens after ``dragEnded(at:time:)``.
  public func dragCancelled() {
    guard lastFinger != nil else { return }
    lastFinger = nil
    let leftToPage = arbiter.axis == .vertical && !dragIsPaging
    arbiter.lift()
    dragIsPaging = false
    if !leftToPage { host.touchCancelled(time: clock.now) }
    didChange()
  }

  /// The clock's time of a gesture's timestamp: its first sample is now, each later one as far
  /// after it as the gesture says (never before a time already given, never ahead of now).
  private func gestureTime(_ time: Double?) -> Duration {
    let now = clock.now
    guard let time, time.isFinite else { return now }
    guard let (anchor, at, latest) = gestureClock else {
      gestureClock = (time, now, now)
      return now
    }
    let since = time - anchor
    let given = since.isFinite && since > 0 ? at + .seconds(min(since, 1e9)) : at
    let clamped = min(max(given, latest), now)
    gestureClock = (anchor, at, clamped)
    return clamped
  }
}
