/// A clock that moves only when told to: the clock for tests and scripted runs.
///
/// ```swift
/// let clock = ManualClock()
/// let view = VirtualCollectionView(viewportSize: Size(width: 80, height: 24), clock: clock)
/// view.setContentOffset(.along(.horizontal, 160), animated: true)
/// clock.advance(by: .milliseconds(100))  // six frames of the animation
/// clock.runUntilIdle()                   // the rest of it
/// ```
public final class ManualClock: FrameClock {
  /// The time since the clock was created.
  public private(set) var now: Duration = .zero

  /// The time between two frames; 1/60 s by default.
  public let frameInterval: Duration

  private let observers = FrameClockObservers()

  /// Creates a clock at time zero.
  ///
  /// - Parameter frameInterval: The time between two frames; values of zero or less use
  ///   1/60 s.
  public init(frameInterval: Duration = .seconds(1) / 60) {
    self.frameInterval = frameInterval > .zero ? frameInterval : .seconds(1) / 60
  }

  /// Starts ticking `observer`.
  ///
  /// - Parameter observer: The object to tick, held weakly.
  public func addObserver(_ observer: any FrameClockObserver) { observers.add(observer) }

  /// Stops ticking `observer`.
  ///
  /// - Parameter observer: An observer added before.
  public func removeObserver(_ observer: any FrameClockObserver) { observers.remove(observer) }

  /// Moves time forward by `duration`, one frame at a time, ticking observers at every frame
  /// and once more at the end if `duration` is not a whole number of frames.
  ///
  /// - Parameter duration: How far to move; zero or less ticks once without moving time, which
  ///   runs pending layout.
  /// - Complexity: O(duration / frameInterval) ticks.
  public func advance(by duration: Duration) {
    guard duration > .zero else {
      observers.tick(at: now)
      return
    }
    let end = now + duration
    while now < end {
      now = min(end, now + frameInterval)
      observers.tick(at: now)
    }
  }

  /// Advances frame by frame until no observer needs frames.
  ///
  /// - Parameter limit: The most time to advance, so that an observer that always needs frames
  ///   cannot hang the caller; 10 minutes by default.
  /// - Returns: How much time passed.
  @discardableResult
  public func runUntilIdle(limit: Duration = .seconds(600)) -> Duration {
    let start = now
    while observers.needFrames, now - start < limit {
      advance(by: frameInterval)
    }
    return now - start
  }

  /// Whether any observer needs frames.
  public var isIdle: Bool { !observers.needFrames }
}
