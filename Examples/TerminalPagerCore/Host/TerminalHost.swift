import Folio
import FolioHost
import FolioHostTesting
import FolioPagerModel
import FolioSupport

/// A demo's pages on FolioHost: cells are the points (scale 1, so every frame is whole cells),
/// the mouse's presses, drags and releases are touches with timestamps, with `--host follow` a
/// platform scroll view owns the offset while the container follows it (FolioHostTesting's
/// model of a `UIScrollView`, calling the host as UIKit calls FolioUIKit's delegate),
/// and with `--host swiftui` FolioSwiftUI's pager model takes the touches as `FolioPageView`'s
/// drag reports them and is ticked as its timeline would (``SwiftUITimeline``).
///
/// The three terminal programs draw their pages from ``PageHost/frames`` and move them through
/// here, in script mode and interactively.
@MainActor
package final class TerminalHost<Page: Diffable>: @MainActor PageHostDisplay {
  /// The host.
  package let host: PageHost<Page>
  /// The platform scroll view of `--host follow`; `nil` when the host owns the motion.
  package let platform: PlatformScrollViewModel<Page>?
  /// The pager model of `--host swiftui`.
  package let pager: FolioPager<Page>?
  private let pagesClock: TerminalPagesClock
  /// Called with each tap (a press and release within the slop, on pages at rest), in the
  /// viewport's cells.
  package var onTap: ((Point) -> Void)?
  private let clock: any FrameClock
  private var fingerDown = false

  /// Puts a container on the host.
  ///
  /// - Parameters:
  ///   - container: The container, made on `clock`'s pages clock; its viewport is the page
  ///     area, in cells.
  ///   - kind: Who moves the pages.
  ///   - clock: The pages' clock (``TerminalPagesClock``).
  package init(container: PageContainer<Page>, kind: TerminalHostKind, clock: TerminalPagesClock) {
    self.clock = clock.clock
    pagesClock = clock
    if kind == .swiftUI, let timeline = clock.timeline,
      let pager = try? FolioPager(
        container: container, clock: timeline.clock, motion: .owned, plugins: .none)
    {
      // The pager's own host: a terminal draws whole cells, a pixel is a cell, and a drag
      // starts on the first cell the pointer crosses, as with the other hosts.
      pager.dragSlop = 1
      self.pager = pager
      host = pager.host
      // Weakly: the program's clock may tick once more while the program ends (q).
      timeline.runs = { [weak pager] in pager?.timeline.isPaused == false }
      timeline.wakeUp = { [weak pager] in
        guard let pager, let due = pager.nextWakeUp else { return nil }
        return .seconds(pager.clock.timestamp(of: due))
      }
      timeline.update = { [weak pager] in pager?.frame() }
      pager.setViewport(
        width: container.viewportSize.width, height: container.viewportSize.height, scale: 1,
        rightToLeft: container.layoutDirection == .rightToLeft)
      pager.screenDidAppear()
    } else {
      pager = nil
      host = PageHost(container: container, scale: 1, motion: kind.motion)
    }
    // A slop of 1 cell: a drag starts on the first cell the pointer crosses.
    host.touchSlop = 1
    if kind.motion == .followed {
      // The container's own physics (its durations and curves, no bounce at the ends: a
      // scroll view with `bounces` off, unless --bounce), so that both motions agree.
      let platform = PlatformScrollViewModel(host: host, clock: clock.clock)
      platform.slop = 1
      platform.decelerationDuration = 0.3
      platform.animationDuration = 0.3
      platform.bounces = kind == .followedBouncing
      self.platform = platform
    } else {
      platform = nil
    }
    if let pager {
      pager.onTap = { [weak self] point in self?.onTap?(point) }
    } else {
      host.display = self
    }
    layout()
  }

  /// Whether a finger (the mouse's button, or a script's `touch`) is down.
  package var isTouching: Bool { fingerDown }

  /// A finger's phase, for ``innerTouches``.
  package enum TouchPhase: Sendable { case down, moved, up }

  /// Another scroll view under the finger (a page's own feed that scrolls itself): told every
  /// touch, as UIKit's touches reach every scroll view under the finger, each panning its own
  /// axis.
  package var innerTouches: ((TouchPhase, Point) -> Void)?

  // MARK: - Touches, in the viewport's cells

  /// A finger goes down at `point`, now.
  package func touchDown(at point: Point) {
    if fingerDown { touchUp() }
    release(velocity: 0)  // one finger at a time: a script's drag finger lifts first
    fingerDown = true
    last = point
    start = point
    innerTouches?(.down, point)
    if let pager {
      pager.dragChanged(start: point, location: point)
    } else {
      // The host's recognizer hears a touch before the scroll view's own calls, as FolioUIKit's.
      host.touchDown(at: point, time: clock.now)
      platform?.touchDown(at: point)
    }
    layout()
  }

  /// The finger moves to `point`, now.
  package func touchMoved(to point: Point) {
    guard fingerDown else { return }
    last = point
    innerTouches?(.moved, point)
    if let pager {
      pager.dragChanged(start: start, location: point)
    } else {
      host.touchMoved(to: point, time: clock.now)
      platform?.touchMoved(to: point)
    }
    layout()
  }

  /// The finger lifts where it is, now.
  package func touchUp() {
    guard fingerDown else { return }
    fingerDown = false
    innerTouches?(.up, last)
    if let pager {
      pager.dragEnded(at: last)
    } else {
      host.touchUp(at: last, time: clock.now)
      platform?.touchUp()
    }
    layout()
  }

  private var last = Point.zero
  private var start = Point.zero
  private var gestureOrigin = (column: 0, row: 0)

  /// A mouse event on the screen.
  ///
  /// A press on the page area (whose top left is at `origin`,
  /// in screen cells) puts a finger down, drags move it (anywhere on the screen), a release lifts
  /// it. A gesture keeps the origin it started with (a collapsing header that moves the page
  /// area under the finger does not move the finger).
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - origin: The page area's top left on the screen.
  /// - Returns: Whether the event was the pages' (a press elsewhere is the app's).
  @discardableResult
  package func handle(_ event: MouseEvent, pageAreaAt origin: (column: Int, row: Int)) -> Bool {
    let from = fingerDown ? gestureOrigin : origin
    let point = Point(x: Double(event.column - from.column), y: Double(event.row - from.row))
    switch event.kind {
    case .press:
      let size = host.viewportSize
      guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
        return false
      }
      gestureOrigin = origin
      touchDown(at: point)
    case .drag:
      guard fingerDown else { return false }
      touchMoved(to: point)
    case .release:
      guard fingerDown else { return false }
      if point != last { touchMoved(to: point) }
      touchUp()
    case .wheelUp, .wheelDown:
      return false
    }
    return true
  }

  // MARK: - Gestures of the scripts and keys, logical

  /// A scroll nobody asked for (`--host follow`): the platform scroll view animates by `pages`
  /// page widths on its own, within its content (VoiceOver's focus on a peeking page,
  /// `scrollRectToVisible`, a first responder), and the pages follow it to the page nearest
  /// where it stops.
  ///
  /// - Parameter pages: Page widths, positive toward higher indices.
  /// - Returns: `false` with no platform scroll view (the host owns the motion).
  package func scrollNobodyAsked(byPages pages: Double) -> Bool {
    guard let platform else { return false }
    // A page's width along the platform's offsets (right to left, toward lower offsets).
    let stride =
      host.platformOffset(forPage: 1).flatMap { one in
        host.platformOffset(forPage: 0).map { one - $0 }
      } ?? host.container.pageStride
    let end = max(0, platform.contentLength - platform.frameLength)
    platform.setContentOffset(min(max(0, platform.offset + pages * stride), end), animated: true)
    return true
  }

  /// A swipe to the neighbouring page: the container's own gesture, or the platform scroll
  /// view's when it owns the offset (a finger down, a drag of 0.6 page, a release at 2 pages a
  /// second, as the container's own swipe).
  ///
  /// - Parameter direction: +1 for the next page, -1 for the previous one.
  package func swipe(_ direction: Int) {
    if platform != nil {
      let sign = Double(direction.signum())
      if scriptFinger { release(velocity: 0) }
      drag(byPages: 0.6 * sign)
      release(velocity: 2 * sign)
    } else {
      host.container.swipe(direction < 0 ? .backward : .forward)
    }
    layout()
  }

  /// A finger down (if it is not) that drags by `pages`; a finger down by ``touchDown(at:)``
  /// lifts first, where it is (one finger at a time).
  package func drag(byPages pages: Double) {
    touchUp()
    if let platform {
      let stride = host.container.pageStride
      guard stride > 0, pages.isFinite else { return }
      if !scriptFinger {
        // A script's finger: the host hears it as a touch, as a recognizer would.
        scriptFinger = true
        // (Above the pages, on none: the pager's own pan, which no page's scroller takes, as
        // the other hosts' scripted drags.)
        let size = host.viewportSize
        scriptPoint = Point(x: size.width / 2, y: -1)
        scriptStart = scriptPoint
        host.touchDown(at: scriptPoint, time: clock.now)
        platform.touchDown(at: scriptPoint)
        // A touch and the pan it becomes are events apart: a layout pass comes between (a
        // caught jump puts the scroll view on its target before it pans).
        layout()
      }
      // The finger moves against the content.
      let travel = -pages * stride * logicalSign
      if host.container.axis == .horizontal {
        scriptPoint.x = min(max(scriptPoint.x + travel, -1e15), 1e15)
      } else {
        scriptPoint.y = min(max(scriptPoint.y + travel, -1e15), 1e15)
      }
      host.touchMoved(to: scriptPoint, time: clock.now)
      platform.pan(by: pages * stride * logicalSign)
    } else {
      scriptFinger = true
      host.container.dragHoldingFinger(byPages: pages)
    }
    layout()
  }

  /// The finger of ``drag(byPages:)`` lifts at `velocity` pages per second, if it is down.
  package func release(velocity: Double) {
    guard scriptFinger else { return }
    scriptFinger = false
    if let platform {
      // The pager's own pan, never a tap, even one that moved nothing (`drag:0`).
      if scriptPoint == scriptStart {
        host.touchCancelled(time: clock.now)
      } else {
        host.touchUp(at: scriptPoint, time: clock.now)
      }
      let perSecond = velocity.isNaN ? 0 : velocity
      platform.touchUp(velocity: perSecond * host.container.pageStride * logicalSign)
    } else {
      host.container.liftFinger(velocity: velocity)
    }
    layout()
  }

  /// Whether a script's finger (``drag(byPages:)``) is down, and where the host hears it on
  /// the followed scroll view.
  private var scriptFinger = false
  private var scriptPoint = Point.zero
  private var scriptStart = Point.zero

  /// Offsets grow toward higher pages left to right and down, toward lower ones right to left.
  private var logicalSign: Double {
    host.container.axis == .horizontal && host.container.layoutDirection == .rightToLeft ? -1 : 1
  }

  /// A layout pass: a followed scroll view gets its frame's and content's lengths (UIKit
  /// clamps an offset out of range) and is put where the host wants it, as FolioUIKit's
  /// layout does.
  package func layout() {
    guard let platform else { return }
    platform.isScrollEnabled = host.isPlatformScrollEnabled
    host.performPlatformLayout {
      let container = host.container
      platform.setLengths(
        frame: container.viewportSize.length(along: container.axis),
        content: host.platformContentLength)
      if let wanted = host.wantedPlatformOffset {
        platform.setContentOffset(wanted, animated: false)
      }
    }
  }

  // MARK: - The host's display

  /// Containment has nothing to do in a terminal: the pages are drawn from their frames.
  package func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {}

  /// What the host draws changed: a followed scroll view is laid out at once (a terminal
  /// draws its frames at each tick; UIKit lays out before the next frame).
  package func pageHostNeedsLayout(_ host: PageHost<Page>) { layout() }

  /// A tap.
  package func pageHost(_ host: PageHost<Page>, didTapAt point: Point) {
    onTap?(point)
  }

  /// The followed scroll view animates where the host asks.
  package func pageHost(_ host: PageHost<Page>, animatePlatformTo offset: Double) {
    platform?.setContentOffset(offset, animated: true)
  }

  // MARK: - State

  /// A `tap` event's fields: `x`, `y` (cells of the page area) and `index` (the page under it,
  /// or `null`).
  package static func tapFields(_ point: Point, index: Int?) -> [JSONValue.Member] {
    [
      JSONValue.Member("x", .integer(Int(screenCoordinate: point.x))),
      JSONValue.Member("y", .integer(Int(screenCoordinate: point.y))),
      JSONValue.Member("index", index.map { .integer($0) } ?? .null),
    ]
  }

  /// `viewport` (`[w, h]`) and `frames` (`{index: [x, y, w, h]}`), in cells, for a `state`.
  package var stateFields: [JSONValue.Member] {
    let size = host.viewportSize
    var frames: [JSONValue.Member] = []
    host.forEachFrame { frame in
      let rect = frame.frame
      frames.append(
        JSONValue.Member(
          String(frame.index),
          .array(
            [rect.minX, rect.minY, rect.size.width, rect.size.height].map {
              .integer(Int(screenCoordinate: $0))
            })))
    }
    return [
      JSONValue.Member(
        "viewport",
        .array([
          .integer(Int(screenCoordinate: size.width)), .integer(Int(screenCoordinate: size.height)),
        ])),
      JSONValue.Member("frames", .object(frames)),
    ]
  }
}
