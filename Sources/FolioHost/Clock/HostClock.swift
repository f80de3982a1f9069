import FolioList

/// The clock of a screen: a `FrameClock` that the platform ticks from its display link (any
/// rate, frames dropped or not) and that tells the platform when it starts and stops needing
/// frames, and when it must be woken although nothing moves, so that the display link sleeps
/// at rest.
///
/// Time is the platform's: every timestamp (a display link's, a touch's) is in seconds on one
/// monotonic timebase (`CACurrentMediaTime()`, `UITouch.timestamp` and `CADisplayLink.timestamp`
/// share one on Apple platforms), and ``now`` is the time since the clock was made. A
/// timestamp that is not a number or earlier than one already seen counts as the latest seen:
/// time never runs backwards.
///
/// ```swift
/// let clock = HostClock(currentTime: { CACurrentMediaTime() })
/// clock.onScheduleChange = { schedule in
///   displayLink.isPaused = !schedule.needsFrames     // frames only while something moves
///   wakeTimer.fireDate = schedule.nextDeadline.map(clock.timestamp(of:))
/// }
/// // each display link callback and each timer fire:
/// clock.tick(timestamp: displayLink.timestamp)
/// ```
///
/// The schedule is worked out again after every tick, whenever an observer says its needs
/// changed (``scheduleDidChange()``: a page container does after every request), and after
/// every input a ``PageHost`` takes; the callback runs only when it changed.
public final class HostClock: FrameClock {
  private final class WeakObserver {
    weak var observer: (any FrameClockObserver)?
    init(_ observer: any FrameClockObserver) { self.observer = observer }
  }

  private let currentTime: () -> Double
  private let origin: Double
  /// The latest time seen, in seconds since ``origin``.
  private var latest = 0.0
  /// While ticking: the tick's time, which every observer reads.
  private var tickTime: Duration?
  private var observers: [WeakObserver] = []
  private var isEvaluating = false

  /// Called when ``schedule`` changes: start or stop the display link, set or clear the timer.
  ///
  /// Do not tick the clock from inside it: it may come in the middle of an observer's work.
  public var onScheduleChange: ((HostSchedule) -> Void)?

  /// What the platform was last told (``onScheduleChange``).
  public private(set) var schedule = HostSchedule.idle

  /// How many ticks the clock delivered, timer wake-ups included: what a measurement of
  /// frames at rest reads.
  public private(set) var tickCount = 0

  /// Creates a clock on the platform's timebase.
  ///
  /// - Parameter currentTime: The platform's time now, in seconds (`CACurrentMediaTime()` on
  ///   Apple platforms); read when the clock is made (its zero) and whenever ``now`` is asked
  ///   between ticks, so that a request made at rest starts its motion at the right time.
  public init(currentTime: @escaping () -> Double) {
    self.currentTime = currentTime
    let start = currentTime()
    origin = start.isFinite ? start : 0
  }

  /// The time since the clock was made: the tick's time during a tick, the platform's time
  /// otherwise, never earlier than a time already given.
  public var now: Duration {
    if let tickTime { return tickTime }
    note(currentTime())
    return .seconds(latest)
  }

  /// The clock's time of a platform timestamp (clamped like every timestamp: never earlier than
  /// one already seen).
  ///
  /// - Parameter timestamp: Seconds on the platform's timebase.
  /// - Returns: The time since the clock was made.
  public func time(ofTimestamp timestamp: Double) -> Duration {
    note(timestamp)
    return .seconds(latest)
  }

  /// The platform timestamp of a time of this clock (a deadline, for a timer).
  ///
  /// - Parameter time: A time of this clock.
  /// - Returns: Seconds on the platform's timebase.
  public func timestamp(of time: Duration) -> Double {
    let (seconds, attoseconds) = time.components
    return origin + Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// A frame of the display link (or the wake-up timer) at `timestamp`: every observer is
  /// ticked, then the schedule is worked out again.
  ///
  /// - Parameter timestamp: The display link's timestamp, in seconds on the platform's
  ///   timebase.
  public func tick(timestamp: Double) {
    note(timestamp)
    let time = Duration.seconds(latest)
    tickTime = time
    tickCount &+= 1
    var index = 0
    while index < observers.count {
      observers[index].observer?.clockDidTick(at: time)
      index += 1
    }
    tickTime = nil
    scheduleDidChange()
  }

  /// Starts ticking `observer`, held weakly.
  ///
  /// - Parameter observer: The observer; adding it twice has no effect.
  public func addObserver(_ observer: any FrameClockObserver) {
    observers.removeAll { $0.observer == nil }
    guard !observers.contains(where: { $0.observer === observer }) else { return }
    observers.append(WeakObserver(observer))
    scheduleDidChange()
  }

  /// Stops ticking `observer`.
  ///
  /// - Parameter observer: An observer added before.
  public func removeObserver(_ observer: any FrameClockObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    scheduleDidChange()
  }

  /// Whether some observer needs frames now, asked afresh (``schedule`` is what the platform
  /// was told).
  public var observersNeedFrames: Bool {
    for entry in observers where entry.observer?.needsFrames == true { return true }
    return false
  }

  /// The earliest deadline of any observer now, asked afresh.
  public var observersNextDeadline: Duration? {
    var earliest: Duration?
    for entry in observers {
      guard let deadline = entry.observer?.nextDeadline else { continue }
      if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    return earliest
  }

  /// Works the schedule out again and tells the platform if it changed.
  public func scheduleDidChange() {
    // A callback that changes an observer lands here again: the outer evaluation re-reads.
    guard !isEvaluating else { return }
    isEvaluating = true
    defer { isEvaluating = false }
    var next = HostSchedule(needsFrames: observersNeedFrames, nextDeadline: observersNextDeadline)
    while next != schedule {
      schedule = next
      onScheduleChange?(next)
      next = HostSchedule(needsFrames: observersNeedFrames, nextDeadline: observersNextDeadline)
    }
  }

  private func note(_ timestamp: Double) {
    let seconds = timestamp - origin
    guard seconds.isFinite, seconds > latest else { return }
    // Beyond about 292 billion years a Duration overflows: time stops there.
    latest = min(seconds, 9e18)
  }
}
