import Folio
import FolioAutoAdvance
import FolioHost
import FolioHostTesting
import FolioImpressions
import FolioSupport
import Testing

/// The host clock on its own and with a container: frames only while something moves, timers
/// at deadlines, time that never runs backwards.
@Suite struct HostClockTests {
  /// An observer whose needs a test sets.
  final class Probe: FrameClockObserver {
    var needsFrames = false
    var nextDeadline: Duration?
    var ticks: [Duration] = []
    func clockDidTick(at now: Duration) { ticks.append(now) }
  }

  @Test func schedule_isToldOnlyWhenItChanges() {
    var time = 50.0
    let clock = HostClock(currentTime: { time })
    var told: [HostSchedule] = []
    clock.onScheduleChange = { told.append($0) }
    let probe = Probe()
    clock.addObserver(probe)
    #expect(told.isEmpty, "an idle observer changes nothing")
    probe.needsFrames = true
    clock.scheduleDidChange()
    clock.scheduleDidChange()
    #expect(told == [HostSchedule(needsFrames: true, nextDeadline: nil)])
    time = 50.5
    clock.tick(timestamp: 50.5)
    #expect(probe.ticks == [.milliseconds(500)])
    probe.needsFrames = false
    probe.nextDeadline = .seconds(3)
    clock.tick(timestamp: 50.516)
    #expect(told.last == HostSchedule(needsFrames: false, nextDeadline: .seconds(3)))
    #expect(told.count == 2)
    #expect(abs(clock.timestamp(of: .seconds(3)) - 53) < 1e-9)
  }

  @Test func time_neverRunsBackwards_andBadTimestampsCountAsTheLatest() {
    var time = 10.0
    let clock = HostClock(currentTime: { time })
    clock.tick(timestamp: 11)
    #expect(clock.now == .seconds(1))
    clock.tick(timestamp: 10.5)
    #expect(clock.now == .seconds(1), "a timestamp earlier than one seen counts as the latest")
    clock.tick(timestamp: .nan)
    clock.tick(timestamp: -.infinity)
    #expect(clock.time(ofTimestamp: .infinity) == .seconds(1))
    time = 12.25
    #expect(clock.now == .milliseconds(2250), "between ticks, the platform's time")
    time = 12
    #expect(clock.now == .milliseconds(2250))
    #expect(clock.time(ofTimestamp: 1e300) > .seconds(1), "a huge timestamp saturates, no trap")
  }

  @Test func aTickAtATime_isExactlyThatTime_andTimeThenNeverRunsBehindIt() {
    var time = 10.0
    let clock = HostClock(currentTime: { time })
    // A deadline reached through a timestamp lands a rounding error before it; ticked at it,
    // the clock's time is the deadline itself.
    let deadline = Duration(secondsComponent: 1, attosecondsComponent: 300_000_000_007)
    clock.tick(at: deadline)
    #expect(clock.now == deadline)
    time = 10.5  // the platform's time behind the deadline: it counts as the deadline
    #expect(clock.now == deadline)
    clock.tick(at: .seconds(1))
    #expect(clock.now == deadline, "a tick at an earlier time counts as the latest")
    time = 11.5
    #expect(clock.now == .milliseconds(1500))
  }

  @Test func aContainerAtRest_asksForNoFrame_andAMotionWakesTheLinkThenLetsItSleep() throws {
    let screen = Screen(count: 10)
    let link = screen.harness.displayLink
    #expect(!link.isRunning)
    link.advance(bySeconds: 30)
    #expect(link.frames == 0 && link.wakeUps == 0, "at rest: zero frames")
    try screen.container.scrollToPage(1, animated: true)
    #expect(link.isRunning, "a request that starts motion wakes the display link at once")
    screen.harness.runUntilIdle()
    #expect(!link.isRunning && screen.container.currentIndex == 1)
    let frames = link.frames
    #expect(frames >= 17 && frames <= 20, "about 0.3 s of 60 Hz frames, \(frames)")
    link.advance(bySeconds: 60)
    #expect(link.frames == frames)
    try screen.harness.finish()
  }

  @Test func aRequestLongAfterTheLastFrame_startsItsMotionThen() throws {
    let screen = Screen(count: 10)
    let link = screen.harness.displayLink
    link.advance(bySeconds: 20)
    try screen.container.scrollToPage(1, animated: true)
    // 0.15 s later the animation is half way, not over: the motion started at the request,
    // not at the last frame 20 s before.
    link.advance(bySeconds: 0.15)
    #expect(screen.container.phase == .animating(toward: 1))
    #expect(screen.container.position > 0.2 && screen.container.position < 0.8)
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test(arguments: [60.0, 120.0])
  func dataUpdates_wakeTheLink_forTheirLayoutPass(rate: Double) throws {
    let screen = Screen(count: 4, rate: rate)
    screen.cards.pages.insert(Card(id: "new"), at: 0)
    screen.container.performUpdates()
    #expect(screen.harness.displayLink.isRunning, "a pending update needs a frame")
    screen.harness.runUntilIdle()
    #expect(screen.container.count == 5 && screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test func autoAdvance_sleepsUntilItsDeadline_andEveryAdvanceIsMet() throws {
    let cards = Cards(count: 5)
    let harness = PageHostHarness<Card>(scale: 2) { clock in
      PageContainer(viewportSize: Size(width: 300, height: 200), clock: clock)
    }
    let auto = AutoAdvancePlugin<Card>(clock: harness.clock, interval: .seconds(2))
    harness.container.addPlugin(auto)
    harness.container.dataSource = cards
    harness.layoutContainer()
    let link = harness.displayLink
    #expect(!link.isRunning && link.deadline != nil, "it waits on a timer, not on frames")
    link.advance(bySeconds: 6.5)
    // Advances at 2 s and about 4.3 s (2 s after the first motion rested), then 6.6 s.
    #expect(harness.container.currentIndex == 2, "\(harness.container.currentIndex as Any)")
    #expect(link.wakeUps >= 2)
    #expect(link.frames < 60, "frames only while pages move: \(link.frames)")
    harness.container.removePlugin(auto)
    harness.runUntilIdle()
    try harness.finish()
  }

  @Test(
    "a deadline's timestamp is not before it: a timer there wakes what waits (1000.3 − 1000 is a hair short of 0.3)",
    arguments: [UInt64(1), 2, 3])
  func aDeadlinesTimestamp_mapsBackToTheDeadlineOrAfter(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let origins = [0, 1000, 86_400.123, 3.7e6, 1.2e9]
    for _ in 0..<2_000 {
      let origin =
        Bool.random(using: &generator)
        ? origins.randomElement(using: &generator) ?? 0
        : Double.random(in: 0...1e7, using: &generator)
      let deadline =
        Bool.random(using: &generator)
        ? Duration.milliseconds(Int64.random(in: 0...10_000_000, using: &generator))
        : Duration(
          secondsComponent: Int64.random(in: 0...100_000, using: &generator),
          attosecondsComponent: Int64.random(in: 0..<1_000_000_000_000_000_000, using: &generator))
      let clock = HostClock(currentTime: { origin })
      let timestamp = clock.timestamp(of: deadline)
      let time = clock.time(ofTimestamp: timestamp)
      guard time >= deadline, time - deadline < .microseconds(1) else {
        Issue.record(
          "seed \(seed): origin \(origin), deadline \(deadline): \(timestamp) is \(time)")
        return
      }
    }
  }

  @Test(
    "deadlines at rest that are not whole seconds are met: impressions qualify, auto-advance advances",
    arguments: [0, 85_400.123])
  func deadlinesOfAnyLength_areMetAtRest(upBefore: Double) throws {
    let harness = PageHostHarness<Card> { clock in
      PageContainer(viewportSize: Size(width: 390, height: 844), clock: clock)
    }
    harness.displayLink.wait(seconds: upBefore)  // the screen's plugins start later
    let impressions = PageImpressionsPlugin<Card>(minimumDuration: .milliseconds(300))
    var qualified: [String] = []
    impressions.didQualify = { qualified.append($0.id) }
    harness.container.addPlugin(impressions)
    let auto = AutoAdvancePlugin<Card>(clock: harness.clock, interval: .milliseconds(700))
    auto.reducesMotion = false
    harness.container.addPlugin(auto)
    let cards = Cards(count: 5)
    harness.container.dataSource = cards
    harness.layoutContainer()
    harness.advance(by: .milliseconds(400))
    #expect(qualified == ["c0"], "\(String(describing: harness.displayLink.deadline))")
    harness.advance(by: .seconds(1))
    #expect(harness.container.currentIndex == 1)
    auto.isPaused = true
    harness.runUntilIdle()
    try harness.finish()
  }

  /// A wake-up that sets a deadline at its own time (a countdown of zero started as the pages
  /// come to rest) is served by another wake-up there, and later deadlines after it (an outside
  /// checker's plugin sessions found an auto-advance and an impression stalled for good: the
  /// test display link woke once per time, then skipped every later deadline).
  @Test func aDeadlineSetAtAWakeUpsOwnTime_isServedThere_andLaterOnesAfterIt() {
    final class Countdown: FrameClockObserver {
      var needsFrames: Bool { false }
      var nextDeadline: Duration?
      var fired: [Duration] = []
      var restartsOnce = true
      func clockDidTick(at now: Duration) {
        guard let due = nextDeadline, now >= due else { return }
        fired.append(now)
        // The first time: a countdown of zero starts now (its deadline is this very time).
        nextDeadline = restartsOnce ? now : nil
        restartsOnce = false
      }
    }
    let link = TestDisplayLink()
    let countdown = Countdown()
    let later = Countdown()
    later.restartsOnce = false
    link.clock.addObserver(countdown)
    link.clock.addObserver(later)
    countdown.nextDeadline = .milliseconds(500)
    later.nextDeadline = .seconds(2)
    link.clock.scheduleDidChange()
    link.advance(bySeconds: 3)
    #expect(countdown.fired == [.milliseconds(500), .milliseconds(500)])
    #expect(later.fired == [.seconds(2)], "the later deadline is served too")
    #expect(link.violations.isEmpty)
    // An observer that keeps a deadline it never serves: recorded, and time goes on.
    let stuck = Probe()
    stuck.nextDeadline = .seconds(4)
    link.clock.addObserver(stuck)
    link.advance(bySeconds: 2)
    #expect(link.violations.count == 1, "\(link.violations)")
    #expect(abs(link.timestamp - 1005) < 1e-9)
  }
}
