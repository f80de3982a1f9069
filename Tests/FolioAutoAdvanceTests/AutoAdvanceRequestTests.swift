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

  /// A page's controller asks by itself (`AutoAdvancingPage`): the plugin gives each controller
  /// its page's request while it serves it, and takes it back when it goes.
  @Test func aControllerAsksThroughItsOwnRequest_givenAndTakenBackByThePlugin() throws {
    let f = AutoFixture(count: 12, interval: .zero, resumeDelay: nil)
    let first = try #require(f.container.activeController(at: 0) as? SlidePage)
    let ask = try #require(first.autoAdvance, "given to the pages active when it was added")
    ask()
    f.clock.runUntilIdle()
    #expect(f.take().first == "autoAdvance 1 s1")
    ask()  // late: s0 is no longer current
    f.clock.runUntilIdle()
    #expect(f.take() == [])
    let second = try #require(f.container.activeController(at: 1) as? SlidePage)
    let next = try #require(second.autoAdvance)
    next()
    f.clock.runUntilIdle()
    #expect(f.take().first == "autoAdvance 2 s2")
    // A far jump reclaims s0's controller: its request is taken back; the controller that
    // serves another page asks for that page.
    try f.container.scrollToPage(9, animated: false)
    f.clock.runUntilIdle()
    _ = f.take()
    #expect(f.container.activeController(at: 0) == nil, "s0 was reclaimed")
    let serves = f.container.activeIndices.contains {
      f.container.activeController(at: $0) === first
    }
    #expect((first.autoAdvance != nil) == serves, "a request only while it serves a page")
    let current = try #require(f.container.activeController(at: 9) as? SlidePage)
    let last = try #require(current.autoAdvance)
    last()
    f.clock.runUntilIdle()
    #expect(f.take().first == "autoAdvance 10 s10")
    // The plugin removed: no controller keeps a request.
    f.container.removePlugin(f.plugin)
    for index in f.container.activeIndices {
      #expect((f.container.activeController(at: index) as? SlidePage)?.autoAdvance == nil)
    }
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
