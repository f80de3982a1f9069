import Folio
import FolioAutoAdvance
import FolioTesting
import Testing

/// The plugin's timing against a model, over random sessions: interval and resume-delay
/// changes, swipes (some while an advance animates), waits that stop mid-animation, and pages
/// that ask to advance (the current one, a stale one, twice in a row).
///
/// The model, from the type's documentation, checked at every event and after every step:
/// - an advance of the timer comes exactly at the deadline (one already due when time
///   resumes, after a delay of zero, at the clock's next tick), a page's request at once, and
///   either goes to the next page (page 0 from the last);
/// - the deadline is `interval` after the plugin's own advance settles (the timer's or a
///   page's), `resumeDelay` after any other settle, and restarts from now when the interval or
///   the resume delay changes at rest; no deadline while the pages move or with no interval;
/// - `resumeDelay` is the interval unless set explicitly;
/// - a request from a page that is not current at rest changes nothing.
@Suite struct AutoAdvanceTimingModelTests {
  /// The model's expectations, fed by the container's events as they happen.
  final class Model: PageEventObserver {
    let clock: ManualClock
    unowned let container: PageContainer<Slide>
    unowned let plugin: AutoAdvancePlugin<Slide>
    /// When the next advance is due, by the model.
    var deadline: Duration?
    /// The target of the plugin's own advance, until the pages settle.
    var ownTarget: Int?
    /// Whether a page's request is being made (its advance comes now, not at the deadline).
    var requesting = false
    /// The clock's time when the step began.
    var stepStart = Duration.zero
    var advances = 0
    var problems: [String] = []

    init(clock: ManualClock, container: PageContainer<Slide>, plugin: AutoAdvancePlugin<Slide>) {
      self.clock = clock
      self.container = container
      self.plugin = plugin
    }

    /// The deadline a countdown started now would have.
    func countdown(resuming: Bool) -> Duration? {
      guard plugin.interval > .zero else { return nil }
      let delay = plugin.explicitResumeDelay ?? plugin.interval
      return clock.now + (resuming ? delay : plugin.interval)
    }

    func pageContainerDidEmit(_ event: PageEvent) {
      switch event {
      case .plugin("autoAdvance", let index, _, _):
        advances += 1
        let due = deadline.map { $0 == clock.now || ($0 <= stepStart && $0 <= clock.now) }
        if !requesting, due != true {
          problems.append("advanced at \(clock.now), due at \(String(describing: deadline))")
        }
        if requesting, ownTarget != nil { problems.append("a second advance for one request") }
        if let current = container.currentIndex,
          index != (current + 1 < container.count ? current + 1 : 0)
        {
          problems.append("advanced from \(current) to \(index)")
        }
        deadline = nil
        ownTarget = index
      case .settled(let index):
        let own = ownTarget == index
        ownTarget = nil
        deadline = countdown(resuming: !own)
      default:
        break
      }
    }
  }

  @Test(arguments: 0..<24)
  func randomSessions_timingFollowsTheModel(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let harness = PageContainerHarness<Slide>()
    let source = Slides(count: Int.random(in: 3...6, using: &random))
    let clock = harness.clock
    let container = harness.container
    // Half the sessions start with an explicit resume delay, half follow the interval.
    let explicit: Duration? =
      Bool.random(using: &random) ? .milliseconds(Int.random(in: 0...3_000, using: &random)) : nil
    let plugin = AutoAdvancePlugin<Slide>(
      clock: clock, interval: .milliseconds(Int.random(in: 200...3_000, using: &random)),
      resumeDelay: explicit)
    container.dataSource = source
    container.layoutIfNeeded()
    let model = Model(clock: clock, container: container, plugin: plugin)
    container.addEventObserver(model)
    container.addPlugin(plugin)
    model.deadline = model.countdown(resuming: false)
    var history: [String] = []
    func atRest() -> Bool { container.phase == .resting }
    for step in 0..<200 {
      model.stepStart = clock.now
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        // The interval changes; the resume delay follows it unless set.
        let interval = Duration.milliseconds(Int.random(in: -100...3_000, using: &random))
        plugin.interval = interval
        if atRest() { model.deadline = model.countdown(resuming: false) }
        history.append("interval(\(interval))")
      case 1:
        let delay: Duration? =
          Int.random(in: 0..<3, using: &random) == 0
          ? nil : .milliseconds(Int.random(in: -100...4_000, using: &random))
        plugin.explicitResumeDelay = delay
        if atRest() { model.deadline = model.countdown(resuming: true) }
        history.append("explicitResumeDelay(\(String(describing: delay)))")
      case 2:
        model.ownTarget = nil  // a finger catches any advance under way
        let direction = Bool.random(using: &random) ? 1 : -1
        harness.driver.swipe(by: direction)
        history.append("swipe(\(direction))")
      case 3:
        // The current page asks, sometimes twice in a row (the second is dropped).
        let asks = Int.random(in: 1...2, using: &random)
        let free = atRest() && model.ownTarget == nil
        let before = model.advances
        if let current = container.currentIndex, let page = container.page(at: current) {
          model.requesting = true
          for _ in 0..<asks { plugin.advance(from: page.diffID) }
          model.requesting = false
        }
        if atRest(), free, model.advances == before {
          model.problems.append("the current page asked at rest and nothing advanced")
        }
        if !free, model.advances != before {
          model.problems.append("a page's request advanced while the pages moved")
        }
        history.append("ended(current ×\(asks))")
      case 4:
        // A page that is not current asks: a late "ended".
        if let current = container.currentIndex {
          let other =
            (current + Int.random(in: 1..<container.count, using: &random))
            % container.count
          let before = (model.advances, plugin.nextAdvanceTime)
          if let page = container.page(at: other) { plugin.advance(from: page.diffID) }
          if (model.advances, plugin.nextAdvanceTime) != before {
            model.problems.append("a request from page \(other), not current, changed something")
          }
          history.append("ended(\(other), stale)")
        }
      case 5:
        // Time that may stop in the middle of an advance.
        let wait = Duration.milliseconds(Int.random(in: 0...400, using: &random))
        clock.advance(by: wait)
        history.append("advance(\(wait))")
      default:
        let wait = Duration.milliseconds(Int.random(in: 0...4_000, using: &random))
        clock.advance(by: wait)
        harness.driver.runUntilSettled()
        history.append("wait(\(wait))")
      }
      if atRest(), model.ownTarget == nil, plugin.nextAdvanceTime != model.deadline {
        model.problems.append(
          "next advance at \(String(describing: plugin.nextAdvanceTime)), the model says "
            + "\(String(describing: model.deadline))")
      }
      if !atRest(), plugin.nextAdvanceTime != nil {
        model.problems.append("a deadline while the pages move")
      }
      if plugin.resumeDelay != (plugin.explicitResumeDelay ?? max(.zero, plugin.interval)) {
        model.problems.append("resumeDelay \(plugin.resumeDelay) follows neither")
      }
      harness.checker.verify(container)
      if let problem = model.problems.first ?? harness.checker.violations.first.map(\.message) {
        let message =
          "seed \(seed), step \(step): \(problem)\nlast steps: \(Array(history.suffix(8)))"
        Issue.record(Comment(rawValue: message))
        return
      }
    }
    // The generator reaches advances of both kinds (a test that cannot fail is a defect).
    #expect(model.advances > 0, "seed \(seed): nothing advanced")
    plugin.interval = .zero
    harness.driver.runUntilSettled()
    harness.checker.finish(container)
    #expect(harness.checker.violations.isEmpty, "seed \(seed): \(harness.checker.violations)")
    withExtendedLifetime(source) {}
  }
}
