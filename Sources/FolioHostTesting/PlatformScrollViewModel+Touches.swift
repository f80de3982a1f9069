import Folio
import FolioHost
import FolioList

// MARK: - Touches: a finger on the pages' scroll view, as UIKit's pan tracks it

extension PlatformScrollViewModel {
  /// A finger goes down: a motion under way stops where it is (reported or not, by
  /// ``Choices/reportsStopByTouch``).
  ///
  /// A touch still down (its end never came) is cancelled first.
  ///
  /// - Parameter point: Where, in the viewport's points.
  public func touchDown(at point: Point) {
    if touchStart != nil { touchCancelled() }
    // (Scrolling off, UIKit's pan recognizer is off: a finger neither drags nor stops it.)
    guard isScrollEnabled else { return }
    touchStart = point
    startOffset = offset
    travel = 0
    dragging = nil
    scrollerPan = nil
    estimator.reset()
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    guard motion != nil else { return }
    let stopped = phase
    motion = nil
    phase = .resting
    clock.scheduleDidChange()
    guard choices.reportsStopByTouch else { return }
    reports += 1
    // The finger is on it: `isTracking`.
    if case .animating = stopped {
      host?.scrollViewDidEndScrollingAnimation(offset: offset, isTracking: true)
    } else {
      host?.scrollViewDidEndDecelerating(offset: offset, isTracking: true)
    }
  }

  /// The finger moves: past the slop along the axis it drags.
  ///
  /// Across it (as the host's `panBegins(translation:)` says, which FolioUIKit's scroll view
  /// asks before its pan begins), the touch is not its. Along it but refused (a page's
  /// `PageAxisScroller` with room its way, `PageHost.axisScroller`), the scroller's own pan
  /// moves that scroller by the finger's travel past the slop, stopping at its edges (UIKit's
  /// would bounce).
  ///
  /// - Parameter point: Where.
  public func touchMoved(to point: Point) {
    guard let start = touchStart, point.x.isFinite, point.y.isFinite else { return }
    let across = axis == .horizontal ? ScrollAxis.vertical : .horizontal
    let along = point.coordinate(along: axis) - start.coordinate(along: axis)
    let sideways = point.coordinate(along: across) - start.coordinate(along: across)
    if dragging == nil {
      let distance = (along * along + sideways * sideways).squareRoot()
      guard distance >= slop, distance > 0 else { return }
      let translation = Point(x: point.x - start.x, y: point.y - start.y)
      dragging = host?.panBegins(translation: translation) ?? (abs(along) >= abs(sideways))
      // Refused along the axis, the pan is the page's scroller's own (UIKit's pan of that
      // scroll view runs instead), from past its slop; it stops at its edges (UIKit's bounces).
      if dragging == false, abs(along) >= abs(sideways), let scroller = host?.axisScroller {
        scrollerPan = (scroller, scroller.axisOffset + along * slop / distance)
      }
      guard dragging == true else { return moveScroller(along) }
      // Only the travel past the slop moves it (or only the travel after this move).
      startOffset = offset + along * (choices.panBeginMoves ? slop / distance : 1)
      beginDragging()
      guard choices.panBeginMoves else {
        travel = along
        return
      }
    }
    guard dragging == true else { return moveScroller(along) }
    travel = along
    moveWithFinger()
  }

  private func moveScroller(_ along: Double) {
    guard let (scroller, start) = scrollerPan else { return }
    let range = scroller.axisRange.isFinite ? max(0, scroller.axisRange) : 0
    scroller.axisOffset = min(max(0, start - along), range)
  }

  /// A finger already down pans it by `distance` points of travel along the axis (positive
  /// as the offset grows, before the rubber band), past the slop at once: a script's drag.
  ///
  /// - Parameter distance: The travel, in points.
  public func pan(by distance: Double) {
    guard distance.isFinite, isScrollEnabled else { return }
    if touchStart == nil { touchDown(at: .zero) }
    if dragging != true {
      dragging = true
      startOffset = offset
      travel = 0
      beginDragging()
    }
    // The finger moves against the content: its travel is the offset's, negated.
    travel = min(max(travel - distance, -1e15), 1e15)
    moveWithFinger()
  }

  /// The finger lifts: a drag asks the host for its target and decelerates there; a touch that
  /// did not drag changes nothing (and UIKit tells the delegate nothing).
  ///
  /// - Parameters:
  ///   - point: Where; `nil` for where it last was.
  ///   - velocity: The offset's velocity at the lift, in points per second; `nil` for the
  ///     finger's measured one.
  public func touchUp(at point: Point? = nil, velocity: Double? = nil) {
    if let point, touchStart != nil { touchMoved(to: point) }
    defer {
      touchStart = nil
      dragging = nil
      scrollerPan = nil
    }
    guard dragging == true else { return }
    estimator.add(Point(x: offset, y: 0), at: clock.now)
    endDragging(velocity: velocity ?? estimator.velocity.x)
  }

  /// The touch was cancelled: a drag ends as a release at no velocity.
  public func touchCancelled() {
    defer {
      touchStart = nil
      dragging = nil
      scrollerPan = nil
    }
    guard dragging == true else { return }
    endDragging(velocity: 0)
  }
}
