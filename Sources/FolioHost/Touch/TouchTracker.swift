import FolioList

/// One finger's gesture as a host reads it: nothing until it moves past a slop, then a pan
/// whose moves are reported as deltas; a finger that lifts within the slop is a tap, unless it
/// went down on moving content (it caught the motion: UIKit's scroll views do not select
/// there either).
///
/// A value with explicit inputs, tested on its own; ``PageHost`` routes what it returns.
public struct TouchTracker: Sendable {
  /// Where the gesture is.
  public enum Phase: Hashable, Sendable {
    /// No finger down.
    case idle
    /// A finger is down and has not moved past the slop.
    case pressed
    /// The finger moved past the slop: a pan.
    case panning
  }

  /// What a move did.
  public enum Step: Hashable, Sendable {
    /// The pan began: the part of the finger's travel past the slop, in points.
    case began(Point)
    /// The pan moved by this much.
    case moved(Point)
  }

  /// How a gesture ended.
  public enum End: Hashable, Sendable {
    /// A finger lifted within the slop, on content at rest.
    case tap(Point)
    /// A pan ended at this velocity (points per second).
    case pan(velocity: Point)
    /// A finger that caught moving content lifted within the slop.
    case caught
    /// Nothing was down, or the touch was cancelled.
    case none
  }

  /// How far a finger moves before a pan begins, in points (10 by default).
  public var slop: Double
  /// The gesture's phase.
  public private(set) var phase = Phase.idle
  /// Whether the finger went down on moving content.
  public private(set) var caughtMotion = false
  private var start = Point.zero
  private var last = Point.zero
  private var lastTime = Duration.zero
  private var estimator: VelocityEstimator

  /// Creates a tracker.
  ///
  /// - Parameters:
  ///   - slop: The distance before a pan begins; not finite or negative counts as 0.
  ///   - horizon: How far back the release velocity looks (100 ms by default).
  public init(slop: Double = 10, horizon: Duration = .milliseconds(100)) {
    self.slop = slop.isFinite ? max(0, slop) : 0
    estimator = VelocityEstimator(horizon: horizon)
  }

  /// A finger goes down (a second finger down replaces the first: one gesture at a time).
  ///
  /// - Parameters:
  ///   - point: Where, in points.
  ///   - time: When.
  ///   - onMovingContent: Whether what is under it moves now (the touch catches it).
  /// - Returns: Whether the point was usable (finite); nothing happens otherwise.
  @discardableResult
  public mutating func down(at point: Point, time: Duration, onMovingContent: Bool) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    phase = .pressed
    caughtMotion = onMovingContent
    start = point
    last = point
    lastTime = time
    estimator.reset()
    estimator.add(point, at: time)
    return true
  }

  /// The finger moved to `point`.
  ///
  /// - Parameters:
  ///   - point: Where, in points; not finite: ignored.
  ///   - time: When (earlier than the last sample counts as the last sample's time).
  /// - Returns: The step, or `nil` within the slop, with no finger down, or for a bad point.
  public mutating func move(to point: Point, time: Duration) -> Step? {
    guard phase != .idle, point.x.isFinite, point.y.isFinite else { return nil }
    lastTime = max(lastTime, time)
    estimator.add(point, at: lastTime)
    switch phase {
    case .idle:
      return nil
    case .pressed:
      let dx = point.x - start.x
      let dy = point.y - start.y
      let distance = (dx * dx + dy * dy).squareRoot()
      guard distance.isFinite, distance > 0, distance >= slop else { return nil }
      phase = .panning
      last = point
      let past = (distance - slop) / distance
      return .began(Point(x: dx * past, y: dy * past))
    case .panning:
      let delta = Point(x: point.x - last.x, y: point.y - last.y)
      last = point
      guard delta.x.isFinite, delta.y.isFinite else { return nil }
      return .moved(delta)
    }
  }

  /// The finger lifts at `point` (moved there first, if it differs).
  ///
  /// - Parameters:
  ///   - point: Where, in points; not finite counts as where it last was.
  ///   - time: When.
  /// - Returns: How the gesture ended; a pan's last move is ``Step`` returned by ``move(to:time:)``
  ///   first, so call that when the point differs.
  public mutating func up(at point: Point, time: Duration) -> End {
    defer { phase = .idle }
    switch phase {
    case .idle: return .none
    case .pressed:
      return caughtMotion ? .caught : .tap(point.x.isFinite && point.y.isFinite ? point : start)
    case .panning:
      lastTime = max(lastTime, time)
      estimator.add(point.x.isFinite && point.y.isFinite ? point : last, at: lastTime)
      return .pan(velocity: estimator.velocity)
    }
  }

  /// The platform cancelled the touch (a system gesture took it).
  ///
  /// - Returns: Whether a pan was under way (it ends with no velocity).
  public mutating func cancel() -> Bool {
    defer { phase = .idle }
    return phase == .panning
  }
}
