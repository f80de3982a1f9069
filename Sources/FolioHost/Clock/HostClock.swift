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

  private let currentTime: () -> Double
  private let origin: Double
  /// The latest time seen, in seconds since ``origin``.
  private var latest = 0.0
  /// While ticking: the tick's time, which every observer reads.
  private var tickTime: Duration?
  private let observers = WeakObservers()
  private var isEvaluating = false

  /// Called when ``schedule`` changes: start or stop the display link, set or clear the timer.
  ///
  /// Do not tick the clock from inside it: it may come in the middle of an observer's work.
  public var onScheduleChange: ((HostSchedule) -> Void)?

  /// What the platform was last told (``onScheduleChange``).
  public var schedule: HostSchedule { told }

  /// How many ticks the clock delivered, timer wake-ups included: what a measurement of
  /// frames at rest reads.
  public var tickCount: Int { ticks }

  private var told = HostSchedule.idle
  /// A time ticked at exactly (``tick(at:)``): the clock never gives an earlier one again.
  private var exactFloor = Duration.zero
  private var ticks = 0

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
    return current
  }

  /// The latest time given: the latest timestamp's, or a deadline ticked at exactly
  /// (``tick(at:)``) if later.
  private var current: Duration { max(Self.duration(latest), exactFloor) }

  /// The clock's time of a platform timestamp (clamped like every timestamp: never earlier than
  /// one already seen).
  ///
  /// - Parameter timestamp: Seconds on the platform's timebase.
  /// - Returns: The time since the clock was made.
  public func time(ofTimestamp timestamp: Double) -> Duration {
    note(timestamp)
    return current
  }

  /// The platform timestamp of a time of this clock (a deadline, for a timer): the earliest
  /// whose time (``time(ofTimestamp:)``, ``tick(timestamp:)``) is not before it, so a timer
  /// there wakes what waits for it (`Double` seconds round: 1000.3 − 1000 is a hair short of
  /// 0.3).
  ///
  /// - Parameter time: A time of this clock.
  /// - Returns: Seconds on the platform's timebase.
  public func timestamp(of time: Duration) -> Double {
    let (seconds, attoseconds) = time.components
    var timestamp = origin + Double(seconds) + Double(attoseconds) * 1e-18
    // A few units in the last place at most (none past the clock's end of time, 9e18 s).
    for _ in 0..<8 where Self.duration(min(timestamp - origin, 9e18)) < time {
      timestamp = timestamp.nextUp
    }
    return timestamp
  }

  /// A frame of the display link (or the wake-up timer) at `timestamp`: every observer is
  /// ticked, then the schedule is worked out again.
  ///
  /// - Parameter timestamp: The display link's timestamp, in seconds on the platform's
  ///   timebase.
  public func tick(timestamp: Double) {
    note(timestamp)
    tick(exactly: current)
  }

  /// A frame at `time` of this clock, exactly (a time earlier than one already given counts
  /// as that one): a wake-up for a deadline, at the deadline's own time, so that what waits for
  /// it fires (a timer that fires a hair early, or a time that went through a timestamp, lands
  /// a rounding error before it).
  ///
  /// - Parameter time: The time, on this clock.
  public func tick(at time: Duration) {
    let at = max(time, current)
    exactFloor = at
    tick(exactly: at)
  }

  private func tick(exactly time: Duration) {
    tickTime = time
    ticks &+= 1
    let needsFrames = observers.tickAndAskForFrames(at: time)
    tickTime = nil
    // Frames go on: nothing the platform was told has changed (no deadline is kept meanwhile).
    if needsFrames, told.needsFrames { return }
    scheduleDidChange()
  }

  /// Starts ticking `observer`, held weakly.
  ///
  /// - Parameter observer: The observer; adding it twice has no effect.
  public func addObserver(_ observer: any FrameClockObserver) {
    observers.add(observer)
    scheduleDidChange()
  }

  /// Stops ticking `observer`.
  ///
  /// - Parameter observer: An observer added before.
  public func removeObserver(_ observer: any FrameClockObserver) {
    observers.remove(observer)
    scheduleDidChange()
  }

  /// Whether some observer needs frames now, asked afresh (``schedule`` is what the platform
  /// was told).
  public var observersNeedFrames: Bool { observers.needFrames }

  /// The earliest deadline of any observer now, asked afresh.
  public var observersNextDeadline: Duration? { observers.nextDeadline }

  /// Works the schedule out again and tells the platform if it changed.
  public func scheduleDidChange() {
    // A callback that changes an observer lands here again: the outer evaluation re-reads.
    guard !isEvaluating else { return }
    isEvaluating = true
    defer { isEvaluating = false }
    var next = evaluate()
    while next != told {
      told = next
      onScheduleChange?(next)
      next = evaluate()
    }
  }

  /// What the observers need now: frames, or else the earliest deadline (while frames run,
  /// every frame serves a deadline, so none is kept).
  private func evaluate() -> HostSchedule { observers.schedule }

  /// Seconds as a `Duration`, from their whole and fractional parts (cheaper than
  /// `Duration.seconds(_:)` from a `Double`, which goes through 128-bit conversions).
  private static func duration(_ seconds: Double) -> Duration {
    let whole = seconds.rounded(.down)
    return Duration(
      secondsComponent: Int64(whole), attosecondsComponent: Int64((seconds - whole) * 1e18))
  }

  private func note(_ timestamp: Double) {
    let seconds = timestamp - origin
    guard seconds.isFinite, seconds > latest else { return }
    // Beyond about 292 billion years a Duration overflows: time stops there.
    latest = min(seconds, 9e18)
  }
}

/// A clock's observers, held weakly, in the order they were added: touched only through these
/// methods (so that a frame's reads need no run-time exclusivity check).
private final class WeakObservers {
  private final class Entry {
    weak var observer: (any FrameClockObserver)?
    init(_ observer: any FrameClockObserver) { self.observer = observer }
  }

  private var entries: [Entry] = []

  func add(_ observer: any FrameClockObserver) {
    var kept = entries.filter { $0.observer != nil }
    if !kept.contains(where: { $0.observer === observer }) { kept.append(Entry(observer)) }
    entries = kept
  }

  func remove(_ observer: any FrameClockObserver) {
    entries = entries.filter { $0.observer != nil && $0.observer !== observer }
  }

  /// Ticks every live observer, then tells whether any needs more frames.
  ///
  /// Observers added during the tick wait for the next one. With one observer (a container), it is loaded from
  /// its weak reference once for both.
  func tickAndAskForFrames(at time: Duration) -> Bool {
    let entries = self.entries
    if entries.count == 1, let observer = entries[0].observer {
      observer.clockDidTick(at: time)
      // The tick may have added or removed observers: then ask them all.
      guard self.entries.count == 1 else { return needFrames }
      return observer.needsFrames
    }
    for entry in entries { entry.observer?.clockDidTick(at: time) }
    return needFrames
  }

  var needFrames: Bool {
    for entry in entries where entry.observer?.needsFrames == true { return true }
    return false
  }

  /// What they need, in one pass: frames if any needs them, else the earliest deadline.
  var schedule: HostSchedule {
    var earliest: Duration?
    for entry in entries {
      guard let observer = entry.observer else { continue }
      if observer.needsFrames { return HostSchedule(needsFrames: true, nextDeadline: nil) }
      guard let deadline = observer.nextDeadline else { continue }
      if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    return HostSchedule(needsFrames: false, nextDeadline: earliest)
  }

  var nextDeadline: Duration? {
    var earliest: Duration?
    for entry in entries {
      guard let deadline = entry.observer?.nextDeadline else { continue }
      if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    return earliest
  }
}
