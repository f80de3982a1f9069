import FolioList
import FolioSupport
import Testing

/// An observer that needs a number of frames and records when it was ticked.
private final class FrameCounter: FrameClockObserver {
  var framesLeft: Int
  var ticks: [Duration] = []
  init(frames: Int) { framesLeft = frames }
  var needsFrames: Bool { framesLeft > 0 }
  func clockDidTick(at now: Duration) {
    ticks.append(now)
    framesLeft = max(0, framesLeft - 1)
  }
}

/// Frame time stays exact: n frames of 1/n-th of a second take exactly what they should, with
/// no truncation piling up, and `advance(by:)` lands exactly where it is told.
@Suite struct ManualClockTests {
  @Test func framesAtSixtyPerSecond_198FramesReadExactly3Point3Seconds() {
    let clock = ManualClock()
    let counter = FrameCounter(frames: 198)
    clock.addObserver(counter)
    clock.runUntilIdle()
    #expect(counter.ticks.count == 198)
    #expect(clock.now == .milliseconds(3300))
  }

  @Test func sixtyFrames_exactlyOneSecondAndEveryFrameOnTheGrid() {
    let clock = ManualClock()
    let counter = FrameCounter(frames: 600)
    clock.addObserver(counter)
    clock.runUntilIdle()
    #expect(counter.ticks == (1...600).map { .seconds($0) / 60 })
    #expect(counter.ticks[59] == .seconds(1))
    #expect(clock.now == .seconds(10))
  }

  @Test(arguments: [30, 60, 90, 120, 144, 7])
  func framesOfAWholeFractionOfASecond_nFramesTakeExactlyNOverRateSeconds(rate: Int) {
    let clock = ManualClock(frameInterval: .seconds(1) / rate)
    let counter = FrameCounter(frames: 5 * rate)
    clock.addObserver(counter)
    clock.advance(by: .seconds(5))
    #expect(counter.ticks == (1...(5 * rate)).map { .seconds($0) / rate })
    #expect(clock.now == .seconds(5))
  }

  @Test func advanceByThreePointThreeSeconds_198FramesThenExactlyThere() {
    let clock = ManualClock()
    let counter = FrameCounter(frames: .max)
    clock.addObserver(counter)
    clock.advance(by: .milliseconds(3300))
    #expect(counter.ticks.count == 198)
    #expect(counter.ticks.last == .milliseconds(3300))
    #expect(clock.now == .milliseconds(3300))
  }

  @Test(arguments: 0..<20)
  func advanceByArbitraryDurations_landsExactlyAtStartPlusDuration(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let clock = ManualClock()
    let counter = FrameCounter(frames: 0)
    clock.addObserver(counter)
    var expected = Duration.zero
    for step in 0..<200 {
      counter.framesLeft = Int.random(in: 0...20, using: &random)
      let duration: Duration
      switch Int.random(in: 0..<4, using: &random) {
      case 0: duration = .nanoseconds(Int64.random(in: 1...20_000_000, using: &random))
      case 1: duration = .milliseconds(Int64.random(in: 0...500, using: &random))
      case 2: duration = .seconds(Int64.random(in: 1...5, using: &random)) / 60
      default:
        let attoseconds = Int64.random(in: 1...Int64.max, using: &random)
        duration = Duration(
          secondsComponent: attoseconds / 1_000_000_000_000_000_000,
          attosecondsComponent: attoseconds % 1_000_000_000_000_000_000)
      }
      let start = clock.now
      counter.ticks = []
      clock.advance(by: duration)
      expected += duration
      // Whole frame intervals (each rounded down) are whole frames: the roundings come back.
      if let frames = Self.frames(in: duration) {
        let late = clock.now - (start + duration)
        #expect(
          late >= .zero && late <= .seconds(1) / 1_000_000_000_000_000_000 * Int(frames + 1),
          "seed \(seed), step \(step): advance(by: \(duration)) is \(late) late")
        expected = clock.now
      } else {
        #expect(
          clock.now == start + duration, "seed \(seed), step \(step): advance(by: \(duration))")
        #expect(clock.now == expected, "seed \(seed), step \(step)")
      }
      #expect(counter.ticks.last == clock.now, "seed \(seed), step \(step): a tick at the end")
      #expect(counter.ticks == counter.ticks.sorted(), "seed \(seed), step \(step)")
    }
  }

  /// How many frame intervals (1/60 s rounded down) `duration` is, if a whole number.
  static func frames(in duration: Duration) -> Int64? {
    let interval = Duration.seconds(1) / 60
    let count = (duration / interval).rounded()
    guard count >= 1, count < 1e9 else { return nil }
    return interval * Int(count) == duration ? Int64(count) : nil
  }

  @Test(
    "stepping by the frame interval stays on the frame grid: 60 steps are exactly 1 s, and a deadline on the grid is met on its frame"
  )
  func steppingByTheFrameInterval_staysOnTheGrid() {
    final class Deadline: FrameClockObserver {
      var needsFrames: Bool { false }
      var nextDeadline: Duration? = .seconds(1)
      var metAt: Duration?
      func clockDidTick(at now: Duration) {
        if let deadline = nextDeadline, now >= deadline { (metAt, nextDeadline) = (now, nil) }
      }
    }
    let clock = ManualClock()
    let counter = FrameCounter(frames: 0)
    let deadline = Deadline()
    clock.addObserver(counter)
    clock.addObserver(deadline)
    for _ in 0..<60 { clock.advance(by: clock.frameInterval) }
    #expect(clock.now == .seconds(1))
    #expect(deadline.metAt == .seconds(1))
    clock.advance(by: clock.frameInterval * 18)
    #expect(clock.now == .milliseconds(1300))
    counter.framesLeft = 100
    for _ in 0..<120 { clock.advance(by: clock.frameInterval) }
    #expect(clock.now == .milliseconds(3300))
    #expect(counter.ticks.suffix(2) == [.seconds(197) / 60, .milliseconds(3300)])
  }
}
