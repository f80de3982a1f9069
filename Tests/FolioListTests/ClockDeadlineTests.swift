import FolioList
import Testing

/// Deadlines: an observer that needs no frames is ticked at its deadline when time passes it,
/// and an idle clock does not wait for deadlines.
@Suite struct ClockDeadlineTests {
  final class Timer: FrameClockObserver {
    var deadlines: [Duration]
    var ticks: [Duration] = []
    init(_ deadlines: [Duration]) { self.deadlines = deadlines }
    var needsFrames: Bool { false }
    var nextDeadline: Duration? { deadlines.first }
    func clockDidTick(at now: Duration) {
      ticks.append(now)
      deadlines.removeAll { $0 <= now }
    }
  }

  @Test func advancing_ticksAtEachDeadline_thenAtTheEnd() {
    let clock = ManualClock()
    let timer = Timer([.milliseconds(250), .milliseconds(1_000), .seconds(9)])
    clock.addObserver(timer)
    clock.advance(by: .seconds(2))
    #expect(timer.ticks == [.milliseconds(250), .milliseconds(1_000), .seconds(2)])
    #expect(clock.isIdle && clock.runUntilIdle() == .zero, "a deadline is not work for frames")
    clock.advance(by: .seconds(-1))  // ticks once, time stays
    #expect(timer.ticks.last == .seconds(2))
    clock.advance(by: .seconds(7))
    #expect(timer.ticks.suffix(2) == [.seconds(2), .seconds(9)], "a deadline at the end: one tick")
    let real = RealTimeClock()
    real.addObserver(timer)
    timer.deadlines = [.seconds(3)]
    #expect(real.nextDeadline == .seconds(3) && !real.needsFrames)
  }
}
