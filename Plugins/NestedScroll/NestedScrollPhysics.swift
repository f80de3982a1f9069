/// How vertical motion under a collapsing header behaves: flings, ends and refreshing.
///
/// Lengths are in the feed's units (points in an app, rows in a terminal); times on the
/// container's clock.
public struct NestedScrollPhysics: Hashable, Sendable {
  /// How fast a fling slows: its velocity decays as `e^(-rate × t)`, per second (2 is close to
  /// UIKit's normal deceleration).
  public var decelerationRate: Double
  /// The speed, per second, below which a fling or a bounce stops.
  public var minimumVelocity: Double
  /// How fast a fling that reaches an end slows past it, per second.
  public var bounceDecelerationRate: Double
  /// How long the content takes to spring back from past an end (and into a refresh).
  public var springDuration: Duration
  /// The resistance past an end: a finger `x` past it shows `(1 − 1 / (x × c / d + 1)) × d`,
  /// `d` the feed's viewport length (UIKit's 0.55).
  public var rubberBandCoefficient: Double
  /// How far past the top (shown) a released pull must be to start a refresh.
  public var refreshThreshold: Double

  /// Creates physics; values that are not numbers, or not positive, take their defaults.
  ///
  /// - Parameters:
  ///   - decelerationRate: 2 per second by default.
  ///   - minimumVelocity: 5 per second by default.
  ///   - bounceDecelerationRate: 12 per second by default.
  ///   - springDuration: 400 ms by default.
  ///   - rubberBandCoefficient: 0.55 by default.
  ///   - refreshThreshold: 60 by default.
  public init(
    decelerationRate: Double = 2, minimumVelocity: Double = 5, bounceDecelerationRate: Double = 12,
    springDuration: Duration = .milliseconds(400), rubberBandCoefficient: Double = 0.55,
    refreshThreshold: Double = 60
  ) {
    func positive(_ value: Double, _ fallback: Double) -> Double {
      value.isFinite && value > 0 ? value : fallback
    }
    self.decelerationRate = positive(decelerationRate, 2)
    self.minimumVelocity = positive(minimumVelocity, 5)
    self.bounceDecelerationRate = positive(bounceDecelerationRate, 12)
    self.springDuration = springDuration > .zero ? springDuration : .milliseconds(400)
    self.rubberBandCoefficient = positive(rubberBandCoefficient, 0.55)
    self.refreshThreshold = positive(refreshThreshold, 60)
  }

  /// What a finger `distance` past an end shows, for a feed viewport `length` long: less than
  /// the distance, never more than the length.
  ///
  /// - Parameters:
  ///   - distance: The finger's distance past the end (signed).
  ///   - length: The feed's viewport length.
  /// - Returns: The shown distance, with the sign of `distance`.
  public func rubberBand(_ distance: Double, length: Double) -> Double {
    guard length > 0, distance.isFinite, distance != 0 else { return 0 }
    let x = abs(distance)
    let shown = (1 - 1 / (x * rubberBandCoefficient / length + 1)) * length
    return distance < 0 ? -shown : shown
  }

  /// The finger distance past an end that shows `shown` (the inverse of
  /// ``rubberBand(_:length:)``), for catching a bounce or a refresh where it is.
  ///
  /// - Parameters:
  ///   - shown: The shown distance (signed), less than `length`.
  ///   - length: The feed's viewport length.
  /// - Returns: The finger distance.
  public func fingerDistance(showing shown: Double, length: Double) -> Double {
    guard length > 0, shown.isFinite, shown != 0 else { return 0 }
    let y = min(abs(shown), length * 0.999_999)
    let x = y / (rubberBandCoefficient * (1 - y / length))
    return shown < 0 ? -x : x
  }

  /// The distance a fling at `velocity` covers before it stops.
  ///
  /// - Parameter velocity: Per second, signed.
  /// - Returns: The signed distance; 0 below the minimum velocity.
  public func flingDistance(velocity: Double) -> Double {
    guard velocity.isFinite, abs(velocity) > minimumVelocity else { return 0 }
    let distance = (abs(velocity) - minimumVelocity) / decelerationRate
    return velocity < 0 ? -distance : distance
  }

  /// The velocity of a fling that covers exactly `distance` before it stops.
  ///
  /// - Parameter distance: The signed distance.
  /// - Returns: The signed velocity, per second.
  public func flingVelocity(covering distance: Double) -> Double {
    guard distance.isFinite, distance != 0 else { return 0 }
    let speed = abs(distance) * decelerationRate + minimumVelocity
    return distance < 0 ? -speed : speed
  }
}
