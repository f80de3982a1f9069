import FolioHost
import FolioList

/// A display link and a wake-up timer, as a platform runs them for a `HostClock`: frames at a
/// chosen rate (60 or 120 Hz, switched at any time, frames dropped by a seeded pattern) only
/// while the clock asks for them, and a timer at its next deadline, on a manual timebase.
///
/// It obeys the clock's schedule exactly as a real one would, so a host that forgets to ask for
/// frames stalls here too; and it fails (``violations``) when it is asked for a frame while no
/// observer needs one: a frame at rest.
public final class TestDisplayLink {
  /// The platform's time now, in seconds (it starts at 1000, not 0, as a real timebase would).
  public private(set) var timestamp: Double
  /// Frames per second while running: 1 to 1,000 (display links run from 1 to 240); a rate
  /// outside counts as the nearest end, and one that is not a number as 60.
  public var rate: Double {
    didSet { rate = Self.clamped(rate) }
  }

  private static func clamped(_ rate: Double) -> Double {
    rate.isNaN ? 60 : min(max(rate, 1), 1000)
  }
  /// Drops a frame (skips a vsync) when it returns `true`; the default drops none.
  public var dropsFrame: (_ frameNumber: Int) -> Bool = { _ in false }
  /// The clock it ticks.
  public let clock: HostClock
  /// Whether the display link runs (the clock asked for frames).
  public private(set) var isRunning = false
  /// Frames delivered.
  public private(set) var frames = 0
  /// Timer wake-ups delivered (deadlines met at rest).
  public private(set) var wakeUps = 0
  /// Vsyncs skipped by ``dropsFrame``.
  public private(set) var dropped = 0
  /// Frames delivered while no observer needed one (each a broken rule).
  public private(set) var framesAtRest = 0
  /// What went wrong.
  public private(set) var violations: [String] = []
  private var vsyncNumber = 0

  /// Creates a display link with its clock.
  ///
  /// - Parameters:
  ///   - rate: Frames per second; 60 by default.
  ///   - start: The platform's time at the start, in seconds.
  public init(rate: Double = 60, start: Double = 1000) {
    let time = TimeBox(start)
    timestamp = start
    self.rate = Self.clamped(rate)
    clock = HostClock(currentTime: { time.value })
    box = time
    clock.onScheduleChange = { [weak self] schedule in self?.isRunning = schedule.needsFrames }
  }

  private final class TimeBox {
    var value: Double
    init(_ value: Double) { self.value = value }
  }
  private let box: TimeBox

  /// The next deadline, in platform time, if any.
  public var deadline: Double? { clock.schedule.nextDeadline.map(clock.timestamp(of:)) }

  /// Lets `seconds` pass: frames at the rate while the clock asks for them, the timer at each
  /// deadline on the way, and the clock's time at the end.
  ///
  /// - Parameter seconds: How long; not finite or negative counts as 0.
  public func advance(bySeconds seconds: Double) {
    let end = timestamp + (seconds.isFinite ? max(0, seconds) : 0)
    // A wake-up may set a deadline at its own time (a countdown of zero started as the pages
    // come to rest): the timer fires again there, as a platform timer set with no delay does.
    // A deadline still due after a few wake-ups at one time is an observer that never serves
    // it: recorded, and time goes on.
    var (lastWake, wakesThere) = (-Double.infinity, 0)
    while true {
      if isRunning {
        let next = nextVsync()
        guard next <= end else { break }
        fire(at: next)
        continue
      }
      guard let deadline, deadline <= end else { break }
      let at = max(deadline, timestamp)
      wakesThere = at == lastWake ? wakesThere + 1 : 0
      guard wakesThere < Self.wakesAtOneTime else {
        violations.append("a deadline at \(at) still due after \(wakesThere) wake-ups there")
        break
      }
      lastWake = at
      set(at)
      wakeUps += 1
      clock.tick(timestamp: at)
    }
    set(end)
  }

  /// How many wake-ups at one time serve the deadlines set there.
  private static var wakesAtOneTime: Int { 4 }

  /// Lets `duration` pass (see ``advance(bySeconds:)``).
  ///
  /// - Parameter duration: How long.
  public func advance(by duration: Duration) {
    let (seconds, attoseconds) = duration.components
    advance(bySeconds: Double(seconds) + Double(attoseconds) * 1e-18)
  }

  /// Runs frames until the clock stops asking for them (deadlines are not waited for).
  ///
  /// - Parameter limit: The most time to run, in seconds; 600 by default.
  /// - Returns: The seconds that passed.
  @discardableResult
  public func runUntilIdle(limitSeconds limit: Double = 600) -> Double {
    let start = timestamp
    while isRunning, timestamp - start < limit {
      fire(at: nextVsync())
    }
    if isRunning { violations.append("still asking for frames after \(limit) s") }
    return timestamp - start
  }

  /// Moves the platform's time without any frame (a touch arriving between frames).
  ///
  /// - Parameter seconds: How long; not finite or negative counts as 0.
  public func wait(seconds: Double) {
    set(timestamp + (seconds.isFinite ? max(0, seconds) : 0))
  }

  private func nextVsync() -> Double {
    let interval = 1 / rate
    var next = (timestamp / interval).rounded(.down) * interval + interval
    if next <= timestamp { next += interval }
    return next
  }

  private func fire(at time: Double) {
    set(time)
    vsyncNumber += 1
    if dropsFrame(vsyncNumber) {
      dropped += 1
      return
    }
    if !clock.observersNeedFrames {
      framesAtRest += 1
      violations.append("a frame asked for at rest (t = \(time))")
    }
    frames += 1
    clock.tick(timestamp: time)
  }

  private func set(_ time: Double) {
    timestamp = max(timestamp, time)
    box.value = timestamp
  }
}
