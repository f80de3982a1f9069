/// A clock that follows wall-clock time: the clock for interactive front ends.
///
/// A front end calls ``tick()`` once per frame of its run loop (about 60 times a second); each
/// tick delivers the real time elapsed since the clock was created.
public final class RealTimeClock: FrameClock {
  private let start = ContinuousClock.now
  private let observers = FrameClockObservers()

  /// Creates a clock that starts now.
  public init() {}

  /// The real time elapsed since the clock was created.
  public var now: Duration { start.duration(to: .now) }

  /// Starts ticking `observer`.
  ///
  /// - Parameter observer: The object to tick, held weakly.
  public func addObserver(_ observer: any FrameClockObserver) { observers.add(observer) }

  /// Stops ticking `observer`.
  ///
  /// - Parameter observer: An observer added before.
  public func removeObserver(_ observer: any FrameClockObserver) { observers.remove(observer) }

  /// Delivers one frame at the current time.
  public func tick() { observers.tick(at: now) }

  /// Whether any observer needs frames; a front end may sleep longer while this is `false`.
  public var needsFrames: Bool { observers.needFrames }

  /// The earliest moment an observer must be ticked at although it needs no frames (see
  /// ``FrameClockObserver/nextDeadline``): a front end that sleeps wakes then and calls
  /// ``tick()``.
  public var nextDeadline: Duration? { observers.nextDeadline }
}
