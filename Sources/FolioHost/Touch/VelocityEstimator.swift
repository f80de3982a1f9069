import FolioList

/// Estimates a finger's velocity at release from its recent positions, as platforms do: a
/// least-squares line through the samples of the last ``horizon``, not the last pair of moves
/// (one late, short move would decide the fling).
///
/// A finger that rested before lifting has no recent samples but the last: velocity 0.
///
/// Keeps at most ``capacity`` samples in storage made once: adding a sample never allocates.
public struct VelocityEstimator: Sendable {
  /// How far back samples count: 100 ms by default.
  public var horizon: Duration
  /// The most samples kept.
  public static let capacity = 20

  private var times: [Double]
  private var xs: [Double]
  private var ys: [Double]
  private var start = 0
  private var count = 0

  /// Creates an estimator with no samples.
  ///
  /// - Parameter horizon: How far back samples count; zero or less uses 100 ms.
  public init(horizon: Duration = .milliseconds(100)) {
    self.horizon = horizon > .zero ? horizon : .milliseconds(100)
    times = Array(repeating: 0, count: Self.capacity)
    xs = times
    ys = times
  }

  /// Forgets every sample (a new touch).
  public mutating func reset() {
    start = 0
    count = 0
  }

  /// Adds where the finger is at `time`; samples that are not finite are ignored, and a time
  /// earlier than the last sample's counts as the last sample's.
  ///
  /// - Parameters:
  ///   - point: The finger's position.
  ///   - time: When it was there.
  public mutating func add(_ point: Point, at time: Duration) {
    guard point.x.isFinite, point.y.isFinite else { return }
    var seconds = Self.seconds(time)
    if count > 0 { seconds = max(seconds, times[(start + count - 1) % Self.capacity]) }
    let slot: Int
    if count < Self.capacity {
      slot = (start + count) % Self.capacity
      count += 1
    } else {
      slot = start
      start = (start + 1) % Self.capacity
    }
    times[slot] = seconds
    xs[slot] = point.x
    ys[slot] = point.y
  }

  /// The velocity, in units per second on each axis, from the samples within ``horizon`` of
  /// the last one; zero with fewer than two of them or none apart in time.
  public var velocity: Point {
    guard count >= 2 else { return .zero }
    let last = times[(start + count - 1) % Self.capacity]
    let earliest = last - Self.seconds(horizon)
    var n = 0.0
    var sumT = 0.0
    var sumX = 0.0
    var sumY = 0.0
    for offset in 0..<count {
      let slot = (start + offset) % Self.capacity
      guard times[slot] >= earliest else { continue }
      n += 1
      sumT += times[slot] - last
      sumX += xs[slot]
      sumY += ys[slot]
    }
    guard n >= 2 else { return .zero }
    let meanT = sumT / n
    let meanX = sumX / n
    let meanY = sumY / n
    var tt = 0.0
    var tx = 0.0
    var ty = 0.0
    for offset in 0..<count {
      let slot = (start + offset) % Self.capacity
      guard times[slot] >= earliest else { continue }
      let t = times[slot] - last - meanT
      tt += t * t
      tx += t * (xs[slot] - meanX)
      ty += t * (ys[slot] - meanY)
    }
    guard tt > 0 else { return .zero }
    let velocity = Point(x: tx / tt, y: ty / tt)
    guard velocity.x.isFinite, velocity.y.isFinite else { return .zero }
    return velocity
  }

  private static func seconds(_ time: Duration) -> Double {
    let (seconds, attoseconds) = time.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
