import Folio
import FolioAutoAdvance
import FolioTesting
import Testing

/// Random sessions with the plugin attached.
///
/// The container's operations, the app's pauses, reduced motion, wrapping and intervals, and
/// long waits, against the lifecycle contract and the plugin's rules, after every step:
/// - it counts down only while the pages rest, with at least two, and nothing holds it;
/// - a deadline is never further than the longest wait from now;
/// - every `autoAdvance` event names the page after the current one (or page 0 from the last).
@Suite struct AutoAdvanceModelTests {
  @Test(arguments: 0..<12)
  func randomSessions_contractAndPluginRulesHold(seed: UInt64) {
    let f = AutoFixture(count: Int(seed % 6), interval: .milliseconds(700))
    var nextID = 100
    // The container's own switch, from a generator of its own (the operations' stream stays
    // the one the seeds were chosen for).
    var motion = SeededRandomNumberGenerator(seed: seed &+ 0x5EED)
    // Waits, often: an advance needs the pages to rest for an interval.
    let wait: RandomPageOperations<Slide>.Operation = { random in
      let wait = Duration.milliseconds(Int.random(in: 0...6_000, using: &random))
      f.clock.advance(by: wait)
      return "advance(\(wait))"
    }
    var operations = RandomPageOperations(
      driver: f.harness.driver, seed: seed,
      makePage: { _ in
        nextID += 1
        return Slide(id: "n\(nextID)")
      },
      setPages: { f.source.slides = $0 },
      extraOperations: [
        { random in
          f.plugin.isPaused = Int.random(in: 0..<4, using: &random) == 0
          return "isPaused(\(f.plugin.isPaused))"
        },
        { random in
          f.plugin.reducesMotion = Int.random(in: 0..<4, using: &random) == 0
          f.container.reducesMotion = Int.random(in: 0..<8, using: &motion) == 0
          return "reducesMotion(\(f.plugin.reducesMotion), container \(f.container.reducesMotion))"
        },
        { random in
          f.plugin.wraps.toggle()
          return "wraps(\(f.plugin.wraps))"
        },
        { random in
          f.plugin.interval = .milliseconds(Int.random(in: -100...2_000, using: &random))
          return "interval(\(f.plugin.interval))"
        },
        { _ in
          // Back to a viewport that shows pages (the operations resize to empty ones too).
          f.container.setViewportSize(Size(width: 100, height: 40))
          return "resize(100×40)"
        },
        wait, wait, wait, wait, wait, wait,
      ])
    var history: [String] = []
    var current = f.container.currentIndex
    var advances = 0
    for step in 0..<500 {
      history.append(operations.step())
      f.harness.checker.verify(f.container)
      var problems = f.harness.checker.violations.map { "\($0)" }
      if f.plugin.isCountingDown {
        if f.container.scrollState != .idle { problems.append("counting down while moving") }
        if f.container.count < 2 { problems.append("counting down with \(f.container.count)") }
        if f.plugin.isPaused || f.plugin.reducesMotion || f.container.reducesMotion {
          problems.append("counting while held")
        }
        if let next = f.plugin.nextAdvanceTime,
          next - f.clock.now > AutoAdvancePlugin<Slide>.longest
        {
          problems.append("deadline \(next) too far from \(f.clock.now)")
        }
      }
      for event in f.recorder.take() {
        guard case .plugin("autoAdvance", let index, _, _) = event else {
          if case .settled(let index) = event { current = index }
          continue
        }
        advances += 1
        let count = f.container.count
        if let from = current, count > 0, index != (from + 1 < count ? from + 1 : 0) {
          problems.append("advanced from \(from) to \(index) of \(count)")
        }
      }
      current = f.container.currentIndex
      if let problem = problems.first {
        Issue.record("seed \(seed), step \(step): \(problem)\nlast steps: \(history.suffix(8))")
        return
      }
    }
    // The generator reaches advances (a test that cannot fail is a defect).
    #expect(
      advances > 0,
      "seed \(seed): the plugin never advanced"
    )
    f.plugin.isPaused = true
    f.harness.driver.catchMotion()
    f.clock.runUntilIdle()
    f.finish()
  }
}
