import Folio
import FolioHost
import FolioList
import FolioNestedScroll

// MARK: - Touches: a finger on the feed, as UIKit's pan tracks it

extension PlatformFeedScrollViewModel {
  /// A finger goes down at height `y`: a motion under way stops where it is (reported, with
  /// `isTracking`, or not, by ``Choices/reportsStopByTouch``).
  ///
  /// - Parameter y: The finger's height on the screen.
  public func touchDown(at y: Double) {
    if touchStart != nil { touchCancelled() }
    touchStart = y
    startOffset = offset
    dragging = nil
    estimator.reset()
    estimator.add(Point(x: 0, y: offset), at: clock.now)
    guard motion != nil else { return }
    motion = nil
    phase = .resting
    clock.scheduleDidChange()
    guard choices.reportsStopByTouch else { return }
    reports += 1
    if let feed { coordinator?.feedDidEndScrolling(feed, offset: offset, isTracking: true) }
    onReport?()
  }

  /// The finger moves to height `y`: past the slop it drags the content with it.
  ///
  /// - Parameter y: The finger's height.
  public func touchMoved(to y: Double) {
    guard let start = touchStart, y.isFinite else { return }
    let travel = y - start
    if dragging == nil {
      guard abs(travel) >= slop, abs(travel) > 0 else { return }
      dragging = true
      startOffset = offset + travel.sign(slop)
      phase = .tracking
    }
    let moved = rounded(rubberBanded(startOffset - travel))
    estimator.add(Point(x: 0, y: moved), at: clock.now)
    guard moved != offset else { return }
    offset = moved
    didScroll()
  }

  /// The finger lifts at height `y`: a drag decelerates (or springs back from past an end).
  ///
  /// - Parameter y: The finger's height.
  public func touchUp(at y: Double) { lift(at: y, velocity: nil) }

  /// The finger lifts at height `y` with a velocity given rather than measured (a script's):
  /// a drag decelerates at it (or springs back from past an end).
  ///
  /// - Parameters:
  ///   - y: The finger's height.
  ///   - velocity: The offset's velocity, points per second (positive: the content moves up);
  ///     not finite counts as 0.
  public func touchUp(at y: Double, velocity: Double) {
    lift(at: y, velocity: velocity.isFinite ? velocity : 0)
  }

  /// The finger lifts at `y`: a drag ends at `velocity`, or at the measured one when `nil`.
  private func lift(at y: Double, velocity: Double?) {
    if touchStart != nil { touchMoved(to: y) }
    defer {
      touchStart = nil
      dragging = nil
    }
    guard dragging == true else { return springBackIfOutside() }
    estimator.add(Point(x: 0, y: offset), at: clock.now)
    endDragging(velocity: velocity ?? estimator.velocity.y)
  }

  /// The touch was cancelled: a drag ends as a release at no velocity.
  public func touchCancelled() {
    defer {
      touchStart = nil
      dragging = nil
    }
    guard dragging == true else { return springBackIfOutside() }
    endDragging(velocity: 0)
  }

  /// A finger that lifts without dragging tells the delegate nothing; content it left past an
  /// end springs back to the nearest end, as it would have (decelerating, then
  /// `didEndDecelerating`), or stays there (``Choices/liftSpringsBack``).
  private func springBackIfOutside() {
    guard choices.liftSpringsBack, motion == nil, offset < minOffset || offset > maxOffset
    else { return }
    phase = .decelerating
    start(spring(from: offset, at: seconds))
  }

  /// A bounce back from `from` (past an end), beginning at `time`.
  func spring(from: Double, at time: Double) -> Motion {
    let end = rounded(from < minOffset ? minOffset : maxOffset)
    return .spring(from: from, to: choices.bounceKeepsItsEnd ? end : nil, start: time)
  }
}

extension Double {
  /// `magnitude` with the sign of `self` (0 counts as positive).
  fileprivate func sign(_ magnitude: Double) -> Double { self < 0 ? -magnitude : magnitude }
}
