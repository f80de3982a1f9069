import Folio
import FolioHost
import FolioList
import FolioTesting

// MARK: - Touches: a finger in points, over time on the display link

extension PageHostHarness {
  private var now: Duration { clock.time(ofTimestamp: displayLink.timestamp) }

  /// A finger goes down at `point` (points, in the viewport).
  ///
  /// - Parameter point: Where.
  public func touchDown(at point: Point) {
    finger = point
    inUIKitsOrder({ host.touchDown(at: point, time: now) }, { platform?.touchDown(at: point) })
    layout()
  }

  /// The finger moves to `point` after `delay` (frames run meanwhile); the host and the
  /// platform's scroll view hear it in the order the platform's choices say (`touchesFirst`).
  ///
  /// - Parameters:
  ///   - point: Where.
  ///   - delay: How long after the last step; one 60 Hz frame by default.
  public func touchMoved(to point: Point, after delay: Duration = .milliseconds(16)) {
    displayLink.advance(by: delay)
    finger = point
    inUIKitsOrder({ host.touchMoved(to: point, time: now) }, { platform?.touchMoved(to: point) })
    layout()
  }

  /// The finger lifts where it is, after `delay`.
  ///
  /// - Parameter delay: How long after the last step.
  public func touchUp(after delay: Duration = .zero) {
    displayLink.advance(by: delay)
    let point = finger ?? .zero
    finger = nil
    inUIKitsOrder({ host.touchUp(at: point, time: now) }, { platform?.touchUp(at: point) })
    layout()
  }

  /// The platform cancels the touch.
  public func touchCancelled() {
    finger = nil
    inUIKitsOrder({ host.touchCancelled(time: now) }, { platform?.touchCancelled() })
    layout()
  }

  /// A tap at `point`: down and up 80 ms later, without moving.
  ///
  /// - Parameter point: Where.
  public func tap(at point: Point) {
    touchDown(at: point)
    touchUp(after: .milliseconds(80))
  }

  /// A finger's swipe from `start` to `end` over `duration`, in `steps` even moves, then up;
  /// the pages then glide (call ``runUntilIdle()``).
  ///
  /// - Parameters:
  ///   - start: Where it goes down.
  ///   - end: Where it lifts.
  ///   - duration: How long it moves.
  ///   - steps: How many moves.
  public func swipe(
    from start: Point, to end: Point, duration: Duration = .milliseconds(120), steps: Int = 8
  ) {
    let count = max(1, steps)
    touchDown(at: start)
    for step in 1...count {
      let fraction = Double(step) / Double(count)
      touchMoved(
        to: Point(
          x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction),
        after: duration / count)
    }
    touchUp()
  }

  /// A swipe that brings the next (`.forward`) or previous page, across 60% of the viewport
  /// in the screen direction that does (mirrored right to left).
  ///
  /// - Parameter direction: Which page to bring.
  public func swipe(_ direction: TravelDirection) {
    let size = container.viewportSize
    let horizontal = container.axis == .horizontal
    let mirrored = horizontal && container.layoutDirection == .rightToLeft
    // A finger moving left (up) brings the next page, right to left the other way.
    let sign: Double = (direction == .forward) != mirrored ? -1 : 1
    let length = horizontal ? size.width : size.height
    let middle = Point(x: size.width / 2, y: size.height / 2)
    let travel = 0.3 * length * sign
    let start =
      horizontal
      ? Point(x: middle.x - travel, y: middle.y) : Point(x: middle.x, y: middle.y - travel)
    let end =
      horizontal
      ? Point(x: middle.x + travel, y: middle.y) : Point(x: middle.x, y: middle.y + travel)
    swipe(from: start, to: end)
  }

  /// The host's recognizer and the scroll view hear a touch in the order UIKit picks
  /// (``PlatformScrollViewModel/Choices/touchesFirst``).
  private func inUIKitsOrder(_ toHost: () -> Void, _ toPlatform: () -> Void) {
    if platform?.choices.touchesFirst ?? true {
      toHost()
      toPlatform()
    } else {
      toPlatform()
      toHost()
    }
  }
}
