import Folio
import FolioHost

/// A model of a platform's paging scroll view (a UIScrollView with paging on), for
/// `--host follow`: it owns the offset, takes the touches along its axis (past a slop, the
/// cross axis left to others), rubber-bands past either end as UIKit does (the content moves
/// a shrinking fraction of the finger's travel, never a whole viewport), asks the host where a
/// release decelerates to, animates what the host asks, and calls the host as UIKit calls a
/// scroll view's delegate, in UIKit's order (`scrollViewWillBeginDragging`, `scrollViewDidScroll`
/// with `isTracking` and `isDecelerating`, `scrollViewWillEndDragging`, `scrollViewDidEndDragging`,
/// `scrollViewDidEndDecelerating`, `scrollViewDidEndScrollingAnimation`): what FolioUIKit forwards.
///
/// It runs on the container's clock (an observer while it moves): deterministic in script mode.
package final class PagingScrollView<Page: Diffable>: FrameClockObserver {
  /// Its content offset along the axis, in cells.
  package private(set) var offset = 0.0
  /// What it is doing.
  package private(set) var phase = PlatformScrollPhase.resting

  private unowned let host: PageHost<Page>
  private let clock: any FrameClock
  private var estimator = VelocityEstimator()
  /// The finger: where it went down, the offset it holds the content at before the rubber band
  /// (past either end, the finger's own travel), where it last was along the axis (from where
  /// it went down), and whether it pans this view.
  private var finger: (start: Point, raw: Double, along: Double, pans: Bool?)?
  /// A deceleration or an animation: from, to, start time, seconds, whether it eases out.
  private var motion: (from: Double, to: Double, start: Duration, seconds: Double, easesOut: Bool)?
  /// UIKit's `isDragging`: from `willBeginDragging` to `didEndDragging`.
  private var dragging = false

  package init(host: PageHost<Page>, clock: any FrameClock) {
    self.host = host
    self.clock = clock
    clock.addObserver(self)
  }

  deinit { clock.removeObserver(self) }

  private var axis: ScrollAxis { host.container.axis }
  private var maxOffset: Double {
    max(0, host.platformContentLength - host.container.viewportSize.length(along: axis))
  }

  // MARK: - Touches

  /// A finger goes down: a motion under way stops where it is (UIKit tells the delegate
  /// nothing; the host hears the touch itself).
  ///
  /// A finger still down (a script's drag) lifts first, with no velocity.
  package func touchDown(at point: Point) {
    if finger != nil { release(velocity: 0) }
    finger = (point, unbanded(offset), 0, nil)
    estimator.reset()
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    if motion != nil {
      motion = nil
      finger?.pans = true
      phase = .tracking
    }
  }

  /// The finger moves: past a slop of 1 cell along the axis, it pans.
  package func touchMoved(to point: Point) {
    guard var touch = finger else { return }
    let along = point.coordinate(along: axis) - touch.start.coordinate(along: axis)
    let across =
      axis == .horizontal ? point.y - touch.start.y : point.x - touch.start.x
    if touch.pans == nil {
      guard max(abs(along), abs(across)) >= 1 else { return }
      touch.pans = abs(along) >= abs(across)
      finger = touch
    }
    guard touch.pans == true else { return }
    touch.raw = (touch.raw - (along - touch.along)).clamped(to: 1e15)
    touch.along = along
    finger = touch
    beginDraggingIfNeeded()
    offset = rubberBanded(touch.raw)
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    didScroll()
  }

  /// The finger lifts: a pan decelerates where the host says.
  package func touchUp() {
    defer { finger = nil }
    guard finger?.pans == true else { return }
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    release(offsetVelocity: estimator.velocity.x)
  }

  // MARK: - Script gestures (page units, logical: positive toward higher indices)

  /// A finger that drags by `pages` strides (it stays down).
  package func drag(byPages pages: Double) {
    let stride = host.container.pageStride
    guard stride > 0, pages.isFinite else { return }
    if finger == nil { touchDown(at: .zero) }
    guard var touch = finger else { return }
    touch.pans = true
    // Past either end the rubber band holds it within a viewport, however far the finger goes.
    touch.raw = (touch.raw + pages * stride * logicalSign).clamped(to: 1e15)
    finger = touch
    beginDraggingIfNeeded()
    offset = rubberBanded(touch.raw)
    didScroll()
  }

  /// The finger of ``drag(byPages:)`` lifts at `velocity` pages per second.
  package func release(velocity: Double) {
    guard finger?.pans == true else {
      finger = nil
      return
    }
    finger = nil
    release(offsetVelocity: velocity * host.container.pageStride * logicalSign)
  }

  /// A swipe: a drag of 0.6 page and a release at 2 pages per second.
  package func swipe(_ direction: Int) {
    touchDown(at: .zero)
    drag(byPages: 0.6 * Double(direction.signum()))
    release(velocity: 2 * Double(direction.signum()))
  }

  /// Whether the finger is down.
  package var isTouching: Bool { finger != nil }

  // MARK: - Programmatic

  /// `setContentOffset(_:animated:)`: animated, a programmatic scroll; not animated, the
  /// offset jumps (a finger keeps panning from there, a motion moves with it).
  package func setContentOffset(_ newOffset: Double, animated: Bool) {
    guard newOffset.isFinite else { return }
    if animated {
      // UIKit reports an animation from its next frame.
      guard finger == nil, newOffset != offset else { return }
      motion = (offset, newOffset, clock.now, 0.3, false)
      phase = .animating(targetOffset: newOffset)
      clock.scheduleDidChange()
      return
    }
    let delta = newOffset - offset
    offset = newOffset
    // The finger keeps panning from there.
    finger?.raw = unbanded(newOffset)
    if let moving = motion {
      motion = (
        moving.from + delta, moving.to + delta, moving.start, moving.seconds, moving.easesOut
      )
    }
    didScroll()
  }

  /// Puts the view where the host wants it (a layout pass).
  package func layout() {
    if let wanted = host.wantedPlatformOffset { setContentOffset(wanted, animated: false) }
  }

  // MARK: - Frames

  package var needsFrames: Bool { motion != nil }

  package func clockDidTick(at now: Duration) {
    guard let moving = motion else { return }
    let elapsed = (now - moving.start) / .seconds(1)
    let progress = moving.seconds > 0 ? min(1, max(0, elapsed / moving.seconds)) : 1
    let eased =
      moving.easesOut
      ? 1 - (1 - progress) * (1 - progress) : progress * progress * (3 - 2 * progress)
    offset = progress >= 1 ? moving.to : moving.from + (moving.to - moving.from) * eased
    didScroll()
    if progress >= 1 {
      motion = nil
      phase = .resting
      if moving.easesOut {
        host.scrollViewDidEndDecelerating(offset: offset)
      } else {
        host.scrollViewDidEndScrollingAnimation(offset: offset)
      }
    }
    layout()
  }

  // MARK: - Internals

  /// Offsets grow toward higher pages left to right and down, toward lower ones right to left.
  private var logicalSign: Double {
    axis == .horizontal && host.container.layoutDirection == .rightToLeft ? -1 : 1
  }

  /// UIScrollView's rubber band: past either end the content moves by
  /// `(1 - 1 / (travel × 0.55 / viewport + 1)) × viewport`, a shrinking fraction of the
  /// finger's travel that never reaches a viewport.
  private func rubberBanded(_ raw: Double) -> Double {
    let viewport = host.container.viewportSize.length(along: axis)
    guard viewport > 0, raw.isFinite else { return min(max(0, raw), maxOffset) }
    func band(_ travel: Double) -> Double { (1 - 1 / (travel * 0.55 / viewport + 1)) * viewport }
    if raw < 0 { return -band(-raw) }
    if raw > maxOffset { return maxOffset + band(raw - maxOffset) }
    return raw
  }

  /// The finger's travel that puts the content at `banded` (the rubber band undone).
  private func unbanded(_ banded: Double) -> Double {
    let viewport = host.container.viewportSize.length(along: axis)
    guard viewport > 0 else { return banded }
    func travel(_ past: Double) -> Double {
      let fraction = min(past / viewport, 1 - 1e-12)
      return (1 / (1 - fraction) - 1) * viewport / 0.55
    }
    if banded < 0 { return -travel(-banded) }
    if banded > maxOffset { return maxOffset + travel(banded - maxOffset) }
    return banded
  }

  private var phaseNow: PlatformScrollPhase {
    if finger?.pans == true { return .tracking }
    guard let moving = motion else { return .resting }
    return moving.easesOut
      ? .decelerating(targetOffset: moving.to) : .animating(targetOffset: moving.to)
  }

  /// The finger lifts from a drag: the host sets the target (UIKit's points per millisecond),
  /// the drag ends, and the content decelerates there unless it is there.
  private func release(offsetVelocity: Double) {
    var target = offset
    host.scrollViewWillEndDragging(velocity: offsetVelocity / 1000, targetOffset: &target)
    target = min(max(0, target), maxOffset)
    let decelerates = target != offset
    dragging = false
    if decelerates { motion = (offset, target, clock.now, 0.3, true) }
    phase = phaseNow
    host.scrollViewDidEndDragging(offset: offset, willDecelerate: decelerates)
    if decelerates { clock.scheduleDidChange() }
  }

  private func beginDraggingIfNeeded() {
    guard !dragging else { return }
    dragging = true
    phase = .tracking
    host.scrollViewWillBeginDragging(offset: offset)
  }

  /// `scrollViewDidScroll` with UIKit's flags.
  private func didScroll() {
    phase = phaseNow
    let decelerating = motion?.easesOut == true && finger?.pans != true
    host.scrollViewDidScroll(
      offset: offset, isTracking: finger != nil, isDecelerating: decelerating)
  }
}

extension Double {
  /// Within `-limit...limit`.
  fileprivate func clamped(to limit: Double) -> Double { Swift.min(Swift.max(self, -limit), limit) }
}
