/// How a ``VirtualCollectionView`` moves: paging thresholds, durations and curves.
///
/// Motion is a function of time only, so the same inputs on a ``ManualClock`` always give the
/// same offsets.
public struct ScrollPhysics: Hashable, Sendable {
  /// Whether a released drag comes to rest on a page boundary (a page is one viewport long).
  public var isPagingEnabled: Bool
  /// With paging, the release speed, in page lengths per second, above which the content goes
  /// to the next page in the direction of the fling instead of the nearest page.
  public var flingVelocityThreshold: Double
  /// Without paging, how far the content glides after release, in seconds of release velocity.
  public var glideTime: Double
  /// How long the glide after a release takes.
  public var decelerationDuration: Duration
  /// How long `setContentOffset(_:animated: true)` takes.
  public var animationDuration: Duration

  /// Creates physics.
  ///
  /// - Parameters:
  ///   - isPagingEnabled: Whether drags settle on page boundaries; `true` by default.
  ///   - flingVelocityThreshold: In page lengths per second; 0.5 by default.
  ///   - glideTime: Without paging, seconds of release velocity the glide covers; 0.3 by
  ///     default.
  ///   - decelerationDuration: 300 ms by default.
  ///   - animationDuration: 300 ms by default.
  public init(
    isPagingEnabled: Bool = true, flingVelocityThreshold: Double = 0.5, glideTime: Double = 0.3,
    decelerationDuration: Duration = .milliseconds(300),
    animationDuration: Duration = .milliseconds(300)
  ) {
    self.isPagingEnabled = isPagingEnabled
    self.flingVelocityThreshold = flingVelocityThreshold
    self.glideTime = glideTime
    self.decelerationDuration = decelerationDuration
    self.animationDuration = animationDuration
  }
}
