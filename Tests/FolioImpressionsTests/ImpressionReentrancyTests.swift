import Folio
import FolioImpressions
import FolioTesting
import FolioWorkingRange
import Testing

/// An observer that runs a closure for every event.
final class EventHook: PageEventObserver {
  var body: ((PageEvent) -> Void)?
  init(_ body: @escaping (PageEvent) -> Void) { self.body = body }
  func pageContainerDidEmit(_ event: PageEvent) { body?(event) }
}

/// Visits after `endVisits`, tracking paused, and requests made while visits end (issue 22,
/// classes 4 and 9).
extension PageImpressionsTests {
  @Test func endVisits_isACheckpoint_theShownPageBeginsANewVisitAtOnce() {
    let f = Fixture()
    f.clock.advance(by: .seconds(2))
    f.plugin.endVisits()
    #expect(f.log.entries == ["s0@0+2000×1.0"])
    #expect(f.plugin.tracker.openVisits == ["s0"], "the page still shown is visited again")
    f.clock.advance(by: .seconds(3))
    f.plugin.endVisits()
    #expect(f.log.entries == ["s0@0+2000×1.0", "s0@2000+3000×1.0"])
  }

  @Test func trackingPaused_endsVisitsAndStartsNone_resumedTheShownPageBeginsOne() {
    let f = Fixture()
    f.clock.advance(by: .seconds(2))
    f.plugin.isTracking = false  // the app goes to the background
    #expect(f.log.entries == ["s0@0+2000×1.0"])
    f.clock.advance(by: .seconds(60))
    f.driver.swipe(by: 1)  // nothing is tracked meanwhile
    #expect(f.plugin.tracker.openVisits.isEmpty)
    f.plugin.isTracking = true  // back: s1 is shown
    #expect(f.plugin.tracker.openVisits == ["s1"])
    f.clock.advance(by: .seconds(1))
    f.plugin.isTracking = false
    #expect(f.log.entries.count == 2)
    #expect(f.log.entries.last?.hasPrefix("s1@") == true)
    #expect(f.log.entries.last?.hasSuffix("+1000×1.0") == true, "\(f.log.entries)")
  }

  @Test func aRequestFromAnObserver_whileVisitsEnd_runsAfterThem() throws {
    let f = Fixture()
    let range = WorkingRangePlugin<Story>(size: 1)
    f.container.addPlugin(range)
    let recorder = PageEventRecorder()
    f.container.addEventObserver(recorder)
    f.driver.drag(byPages: 0.5)  // s0 and s1 are half shown: both are visited
    f.clock.advance(by: .seconds(2))
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    _ = recorder.take()
    #expect(f.plugin.tracker.openVisits.count == 1)
    f.clock.advance(by: .seconds(2))
    var jumped = false
    let hook = EventHook { [weak container = f.container] event in
      guard case .plugin("impression", _, _, _) = event, !jumped else { return }
      jumped = true
      try? container?.scrollToPage(8, animated: false)
    }
    f.container.addEventObserver(hook)
    f.plugin.endVisits()
    hook.body = nil
    let events = recorder.take()
    let first = try #require(
      events.firstIndex { if case .plugin("impression", _, _, _) = $0 { true } else { false } })
    let jump = try #require(events.firstIndex { if case .dequeued = $0 { true } else { false } })
    #expect(first < jump)
    // The checkpoint's new visit began on the page shown when it ran, before the jump; the jump
    // ended that visit (too short to count) and began one on s8.
    #expect(f.plugin.tracker.openVisits == ["s8"])
    #expect(f.container.activeIndices == [7, 8, 9])
  }
}
