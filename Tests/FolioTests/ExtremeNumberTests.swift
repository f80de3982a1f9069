import Folio
import FolioTesting
import Testing

/// Any `Int` or `Double` a user can pass is bad input somebody will try: no trap, no hang, a
/// documented clamp.
@Suite struct ExtremeNumberTests {
  /// `jump:5:instant drag:-0.2 release:-1e307`: the velocity in points overflows to -infinity,
  /// which must count as the fastest fling backwards, not as 0.
  @Test(arguments: [-1e307, -Double.greatestFiniteMagnitude, -Double.infinity])
  func hugeBackwardRelease_flingsToThePreviousPage(velocity: Double) throws {
    let f = ContainerFixture(count: 10)
    try f.driver.jump(to: 5, animated: false)
    f.driver.drag(byPages: -0.2)
    f.driver.release(velocity: velocity)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 4)
    #expect(f.container.position == 4)
    f.verify()
  }

  @Test(arguments: [1e307, Double.infinity])
  func hugeForwardRelease_flingsToTheNextPage(velocity: Double) throws {
    let f = ContainerFixture(count: 10)
    try f.driver.jump(to: 5, animated: false)
    f.driver.drag(byPages: 0.2)
    f.driver.release(velocity: velocity)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 6)
    f.verify()
  }

  @Test func notANumberRelease_countsAsZero_nearestPage() throws {
    let f = ContainerFixture(count: 10)
    try f.driver.jump(to: 5, animated: false)
    f.driver.drag(byPages: 0.2)
    f.driver.release(velocity: .nan)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 5)
    f.verify()
  }

  @Test(arguments: [1e307, Double.infinity, -1e307, -Double.infinity])
  func hugeDrag_goesToThatEndOfTheContent(pages: Double) {
    let f = ContainerFixture(count: 10)
    f.driver.drag(byPages: pages)
    #expect(f.container.position == (pages > 0 ? 9 : 0))
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == (pages > 0 ? 9 : 0))
    f.verify()
  }

  @Test func notANumberDrag_movesNothing() {
    let f = ContainerFixture(count: 10)
    f.driver.drag(byPages: .nan)
    #expect(f.container.position == 0)
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    f.verify()
  }

  @Test(arguments: [Int.max, Int.min, 0])
  func anyRecycleDistance_isAccepted(distance: Int) throws {
    let f = ContainerFixture(count: 12)
    f.container.recycleDistance = distance
    for index in [11, 0, 6] { try f.driver.jump(to: index, animated: true) }
    #expect(f.container.currentIndex == 6)
    f.verify()
  }
}

/// A clock advanced by any duration returns promptly: idle time is skipped in one step.
@Suite struct ManualClockIdleTests {
  final class TickCounter: FrameClockObserver {
    var ticks = 0
    var framesWanted = 0
    var needsFrames: Bool { framesWanted > 0 }
    func clockDidTick(at now: Duration) {
      ticks += 1
      framesWanted = max(0, framesWanted - 1)
    }
  }

  @Test func advancingAnIdleClockByAnyDuration_ticksOnce() {
    let clock = ManualClock()
    let counter = TickCounter()
    clock.addObserver(counter)
    clock.advance(by: .seconds(1_000_000_000))
    #expect(counter.ticks == 1)
    #expect(clock.now == .seconds(1_000_000_000))
  }

  @Test func framesAreTickedOnlyWhileSomeoneNeedsThem() {
    let clock = ManualClock(frameInterval: .milliseconds(10))
    let counter = TickCounter()
    counter.framesWanted = 3
    clock.addObserver(counter)
    clock.advance(by: .seconds(3_600))
    // Three frames while it needed them, then one tick at the end.
    #expect(counter.ticks == 4)
    #expect(clock.now == .seconds(3_600))
  }

  @Test func timeSaturatesAtTheLatestTime() {
    let clock = ManualClock()
    for _ in 0..<3 { clock.advance(by: .milliseconds(Int.max)) }
    clock.advance(by: .seconds(Int64.max))
    #expect(clock.now == ManualClock.latestTime)
    clock.advance(by: .seconds(1))
    #expect(clock.now == ManualClock.latestTime)
    #expect(clock.runUntilIdle() == .zero)
  }
}
