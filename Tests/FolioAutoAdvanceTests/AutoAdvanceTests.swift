import Folio
import FolioAutoAdvance
import FolioTesting
import Testing

struct Slide: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var diffID: String { id }
  var description: String { id }
}

final class SlidePage: ConstructiblePageController, AutoAdvancingPage {
  typealias Page = Slide
  var autoAdvance: (() -> Void)?
  init() {}
}

final class Slides: PageContainerDataSource {
  var slides: [Slide]
  init(count: Int) { slides = (0..<count).map { Slide(id: "s\($0)") } }
  func pages(for container: PageContainer<Slide>) -> [Slide] { slides }
  func pageContainer(_ container: PageContainer<Slide>, controllerFor page: Slide, at index: Int)
    throws(PageContainerError) -> any PageController<Slide>
  {
    try container.dequeueReusablePage(of: SlidePage.self, for: index)
  }
}

/// A container of slides with the plugin (3 s interval, 5 s resume delay), laid out at t = 0,
/// its events recorded as strings.
struct AutoFixture {
  let harness = PageContainerHarness<Slide>()
  let source: Slides
  let recorder = PageEventRecorder()
  let plugin: AutoAdvancePlugin<Slide>
  var clock: ManualClock { harness.clock }
  var container: PageContainer<Slide> { harness.container }

  init(
    count: Int = 4, interval: Duration = .seconds(3), resumeDelay: Duration? = .seconds(5),
    wraps: Bool = true
  ) {
    source = Slides(count: count)
    plugin = AutoAdvancePlugin(
      clock: harness.clock, interval: interval, resumeDelay: resumeDelay, wraps: wraps)
    container.dataSource = source
    container.addEventObserver(recorder)
    container.layoutIfNeeded()
    container.addPlugin(plugin)
    recorder.clear()
  }

  /// The lifecycle and plugin events since the last call.
  func take() -> [String] {
    recorder.take(.lifecycleAndPlugins).map { "\($0)" }
  }

  /// Advances the clock by `duration`, then lets any motion finish.
  func wait(_ duration: Duration) {
    clock.advance(by: duration)
    clock.runUntilIdle()
  }

  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    harness.checker.finish(container)
    #expect(
      harness.checker.violations.isEmpty, "\(harness.checker.violations)",
      sourceLocation: sourceLocation)
  }
}

@Suite struct AutoAdvanceTests {
  @Test func everyInterval_advancesOnePage_exactlyOnTime() {
    let f = AutoFixture()
    #expect(f.plugin.nextAdvanceTime == .seconds(3))
    f.clock.advance(by: .milliseconds(2_999))
    #expect(f.take() == [])
    f.wait(.milliseconds(1))
    #expect(
      f.take() == [
        "autoAdvance 1 s1", "willAppear 1 s1 SlidePage#2", "didDisappear 0 s0 SlidePage#1",
        "didAppear 1 s1 SlidePage#2", "settle 1",
      ])
    // The next countdown starts when the advance settles.
    let settledAt = f.clock.now
    #expect(f.plugin.nextAdvanceTime == settledAt + .seconds(3))
    f.wait(.seconds(3))
    #expect(f.container.currentIndex == 2)
    f.finish()
  }

  @Test func atTheLastPage_wrapsToTheFirst() throws {
    let f = AutoFixture(count: 3)
    try f.container.scrollToPage(2, animated: false)
    f.recorder.clear()
    f.wait(.seconds(5))  // after the app's jump: the resume delay
    #expect(
      f.take() == [
        "autoAdvance 0 s0 SlidePage#1", "willAppear 0 s0 SlidePage#1",
        "didDisappear 2 s2 SlidePage#2",
        "didAppear 0 s0 SlidePage#1", "settle 0",
      ])
    #expect(f.plugin.nextAdvanceTime == f.clock.now + .seconds(3))
    f.finish()
  }

  @Test func withoutWrapping_waitsAtTheLastPage_untilAnEarlierPageIsCurrent() throws {
    let f = AutoFixture(count: 2, wraps: false)
    f.wait(.seconds(3))
    #expect(f.container.currentIndex == 1)
    #expect(f.plugin.nextAdvanceTime == nil)
    f.wait(.seconds(60))
    #expect(f.container.currentIndex == 1)
    f.container.swipe(.backward)
    f.clock.runUntilIdle()
    #expect(f.plugin.nextAdvanceTime == f.clock.now + .seconds(5))
    f.finish()
  }

  @Test func aFingerDown_pausesIt_andItResumesAfterTheDelayOnceThePagesRest() {
    let f = AutoFixture()
    f.clock.advance(by: .seconds(2))
    f.container.beginDragging()
    #expect(f.plugin.nextAdvanceTime == nil)
    f.clock.advance(by: .seconds(10))  // the finger stays down well past the interval
    #expect(f.take() == [])
    f.container.drag(byPages: 0.1)
    f.container.endDragging(velocity: 0)  // snaps back: a glide, then a settle
    f.clock.runUntilIdle()
    let restedAt = f.clock.now
    #expect(f.plugin.nextAdvanceTime == restedAt + .seconds(5))
    _ = f.take()
    f.clock.advance(by: .seconds(4))
    #expect(f.take() == [])
    f.wait(.seconds(1))
    #expect(f.take().first == "autoAdvance 1 s1 SlidePage#2")
    f.finish()
  }

  @Test func anyTransition_pausesIt() throws {
    let f = AutoFixture(count: 8)
    f.clock.advance(by: .seconds(2))
    try f.container.scrollToPage(6, animated: true)  // the app's jump
    f.clock.advance(by: .milliseconds(100))
    #expect(f.plugin.nextAdvanceTime == nil)
    f.clock.runUntilIdle()
    #expect(f.container.currentIndex == 6)
    #expect(f.plugin.nextAdvanceTime == f.clock.now + .seconds(5))
    f.finish()
  }

  @Test func pausedByTheApp_noAdvance_thenResumesAfterTheDelay() {
    let f = AutoFixture()
    f.plugin.isPaused = true
    f.wait(.seconds(30))
    #expect(f.take() == [])
    let resumedAt = f.clock.now
    f.plugin.isPaused = false
    #expect(f.plugin.nextAdvanceTime == resumedAt + .seconds(5))
    f.wait(.seconds(5))
    #expect(f.container.currentIndex == 1)
    f.finish()
  }

  @Test func reducedMotion_stopsIt() {
    let f = AutoFixture()
    f.plugin.reducesMotion = true
    #expect(!f.plugin.isCountingDown)
    f.wait(.seconds(60))
    #expect(f.take() == [])
    f.plugin.reducesMotion = false
    #expect(f.plugin.isCountingDown)
    f.finish()
  }

  @Test func theContainersReducedMotion_stopsItToo() {
    let f = AutoFixture()
    f.container.reducesMotion = true
    f.container.layoutIfNeeded()
    #expect(!f.plugin.isCountingDown)
    f.wait(.seconds(60))
    #expect(f.take() == [])
    f.container.reducesMotion = false
    f.container.layoutIfNeeded()
    #expect(f.plugin.isCountingDown)
    f.finish()
  }

  @Test(arguments: [0, 1])
  func fewerThanTwoPages_neverAdvances(count: Int) {
    let f = AutoFixture(count: count)
    #expect(f.plugin.nextAdvanceTime == nil)
    f.wait(.seconds(60))
    #expect(f.take() == [])
    f.source.slides = (0..<3).map { Slide(id: "n\($0)") }
    f.container.performUpdates()
    f.clock.runUntilIdle()
    #expect(f.plugin.isCountingDown)
    f.finish()
  }

  @Test func badDurations_areClamped_neverCrash() {
    let f = AutoFixture(interval: .seconds(-5), resumeDelay: .seconds(-1))
    #expect(f.plugin.resumeDelay == .zero)
    #expect(f.plugin.nextAdvanceTime == nil, "a non-positive interval never advances")
    f.plugin.interval = .seconds(Int64.max)
    #expect(f.plugin.interval == AutoAdvancePlugin<Slide>.longest)
    #expect(f.plugin.nextAdvanceTime == .seconds(1_000_000_000))
    f.clock.advance(by: .seconds(1_000_000_000))
    f.clock.runUntilIdle()
    #expect(f.container.currentIndex == 1)
    f.finish()
  }

  @Test func removed_stopsCounting() {
    let f = AutoFixture()
    f.container.removePlugin(f.plugin)
    #expect(f.plugin.nextAdvanceTime == nil)
    f.wait(.seconds(60))
    #expect(f.take() == [])
  }
}
