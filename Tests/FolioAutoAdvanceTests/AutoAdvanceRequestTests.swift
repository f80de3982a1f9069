import Folio
import FolioAutoAdvance
import FolioTesting
import Testing

/// A video feed's auto-advance: the resume delay follows the interval unless set, and a page
/// that ended asks for the next one.
@Suite struct AutoAdvanceRequestTests {
  @Test func changingTheIntervalAlone_theResumeDelayFollowsIt_afterASwipe() {
    let f = AutoFixture(interval: .seconds(3), resumeDelay: nil)
    #expect(f.plugin.resumeDelay == .seconds(3) && f.plugin.explicitResumeDelay == nil)
    f.plugin.interval = .seconds(1)
    #expect(f.plugin.resumeDelay == .seconds(1))
    f.harness.driver.swipe(by: 1)
    let settled = f.clock.now
    #expect(f.plugin.nextAdvanceTime == settled + .seconds(1))
    _ = f.take()
    f.wait(.seconds(1))
    #expect(f.take().first == "autoAdvance 2 s2")
    f.finish()
  }

  @Test func anExplicitResumeDelay_staysThroughIntervalChanges_untilSetToNil() {
    let f = AutoFixture(interval: .seconds(3), resumeDelay: .seconds(5))
    f.plugin.interval = .seconds(1)
    #expect(f.plugin.resumeDelay == .seconds(5) && f.plugin.explicitResumeDelay == .seconds(5))
    f.harness.driver.swipe(by: 1)
    #expect(f.plugin.nextAdvanceTime == f.clock.now + .seconds(5))
    f.plugin.explicitResumeDelay = nil
    // Following the interval again, counted from now as any change of the delay.
    #expect(f.plugin.resumeDelay == .seconds(1))
    #expect(f.plugin.nextAdvanceTime == f.clock.now + .seconds(1))
    f.plugin.resumeDelay = .seconds(-2)
    #expect(f.plugin.explicitResumeDelay == .zero && f.plugin.resumeDelay == .zero)
    f.finish()
  }

  @Test func aPageThatEnded_advancesAtOnce_aLateOrRepeatedRequestIsDropped() {
    // No timer: only the pages advance.
    let f = AutoFixture(interval: .zero, resumeDelay: nil)
    f.plugin.advance(from: "s0")
    f.plugin.advance(from: "s0")  // asked twice: one advance
    f.clock.runUntilIdle()
    #expect(
      f.take() == [
        "autoAdvance 1 s1", "willAppear 1 s1 SlidePage#2", "didDisappear 0 s0 SlidePage#1",
        "didAppear 1 s1 SlidePage#2", "settle 1",
      ])
    #expect(f.plugin.nextAdvanceTime == nil)
    // A late "ended" from the page the reader left, and one from a page ahead: dropped.
    f.plugin.advance(from: "s0")
    f.plugin.advance(from: "s2")
    f.clock.runUntilIdle()
    #expect(f.take() == [])
    f.plugin.advance(from: "s1")
    f.clock.runUntilIdle()
    #expect(f.take().first == "autoAdvance 2 s2")
    // Held as the timer is: paused, or under a finger.
    f.plugin.isPaused = true
    f.plugin.advance(from: "s2")
    f.plugin.isPaused = false
    f.container.beginDragging()
    f.plugin.advance(from: "s2")
    f.container.endDragging(velocity: 0)
    f.harness.driver.runUntilSettled()
    #expect(f.take().filter { $0.hasPrefix("autoAdvance") } == [])
    f.finish()
  }

  @Test func aPageThatEnded_besideTheTimer_restartsTheInterval_andTheTimerNeverSkipsTwo() {
    let f = AutoFixture(interval: .seconds(3), resumeDelay: nil)
    f.clock.advance(by: .seconds(2))
    f.plugin.advance(from: "s0")  // the clip ended before the timer
    f.clock.runUntilIdle()
    let settled = f.clock.now
    #expect(f.plugin.nextAdvanceTime == settled + .seconds(3))
    _ = f.take()
    f.wait(.seconds(3))  // the timer: 1 → 2
    #expect(f.take().first == "autoAdvance 2 s2")
    f.plugin.advance(from: "s1")  // page 1's "ended", late
    f.clock.runUntilIdle()
    #expect(f.take() == [] && f.container.currentIndex == 2)
    f.finish()
  }
}
