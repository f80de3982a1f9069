import AppleScreensCore
import Folio
import FolioHost
import FolioPagerModel
import FolioTesting
import Foundation
import Testing

/// The short-video screen of the SwiftUI article, driven as FolioPageView drives its pager.
@MainActor
@Suite("The SwiftUI short-video feed's parts (ClipFeed)")
struct ClipFeedTests {
  final class Time { var now = 500.0 }

  /// The pager, on screen, its first batch in.
  func screen() async -> (FolioPager<Clip>, Time) {
    let time = Time()
    // The drags below are owned motion's (DragGesture's); followed motion's scroll view is
    // FolioPagerModel's tests' (in every order and unit SwiftUI leaves open).
    let pager = ClipFeed.makePager(clock: HostClock(currentTime: { time.now }), motion: .owned)
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
    await settle(pager, time)
    return (pager, time)
  }

  /// The server's answers in, and `seconds` of frames and wake-ups.
  func settle(_ pager: FolioPager<Clip>, _ time: Time, seconds span: Double = 1) async {
    await answersIn(pager)
    let end = time.now + span
    // Until `span` passed and the frames a batch that just came asked for have run, as
    // FolioPageView: its timeline every frame while the pages move, a wake-up at rest.
    while time.now < end || (pager.needsFrames && time.now < end + 5) {
      if pager.needsFrames {
        time.now += 1.0 / 60
      } else if let due = pager.nextWakeUp {
        let (whole, attoseconds) = pager.delay(until: due).components
        time.now = min(time.now + Double(whole) + Double(attoseconds) * 1e-18, max(end, time.now))
      } else {
        time.now = end
      }
      pager.frame()
      // A batch asked for lands before the next frame: at the same clock time in every run.
      await answersIn(pager)
    }
  }

  /// Waits until a batch asked of the server is in (the server's answer runs on the global
  /// executor, then on the main actor: under a full test run, after any number of yields and
  /// any wall time, so the wait is for the answer, bounded only against a hang).
  func answersIn(_ pager: FolioPager<Clip>) async {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(60)
    var yields = 0
    while pager.container.feedTailState == .loading, clock.now < deadline {
      await Task.yield()
      yields += 1
      if yields % 1_000 == 0 { try? await Task.sleep(for: .milliseconds(1)) }
    }
    #expect(pager.container.feedTailState != .loading, "the server's batch never came in")
  }

  func players(_ pager: FolioPager<Clip>) -> [ClipPlayer] {
    pager.shownPages(as: ClipPlayer.self).map(\.controller)
  }

  @Test("the settled clip plays, the one before pauses, three players at most, reused")
  func playsAndReuses() async throws {
    let (pager, time) = await screen()
    let checker = LifecycleChecker(observing: pager.container)
    #expect(pager.container.count == 10)
    let first = try #require(players(pager).first)
    #expect(first.clip == Clip(number: 1) && first.isPlaying)
    for clip in 2...8 {
      pager.dragChanged(start: Point(x: 200, y: 700), location: Point(x: 200, y: 700))
      for step in 1...8 {
        time.now += 0.016
        pager.dragChanged(
          start: Point(x: 200, y: 700), location: Point(x: 200, y: 700 - Double(step) * 50))
      }
      pager.dragEnded(at: Point(x: 200, y: 300))
      await settle(pager, time)
      let shown = players(pager)
      #expect(shown.map(\.clip) == [Clip(number: clip)])
      #expect(shown.first?.isPlaying == true)
      #expect(pager.container.liveControllerCounts.values.max() ?? 0 <= 3)
    }
    #expect(!first.isPlaying)
    #expect(pager.container.instantiatedCount <= 3)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test("more clips near the end; an advance every eight seconds; a jump; the screen covered")
  func feedAdvanceJump() async throws {
    let (pager, time) = await screen()
    await settle(pager, time, seconds: 8.5)
    #expect(pager.selection == 1)
    pager.selection = 24  // the jump button: the feed has ten clips, so nothing happens
    #expect(pager.selection == 1)
    pager.selection = 9
    await settle(pager, time)
    #expect(pager.container.count == 20)
    pager.selection = 19
    await settle(pager, time)
    pager.selection = 24
    await settle(pager, time)
    #expect(players(pager).first?.clip == Clip(number: 25))
    let current = try #require(players(pager).first)
    #expect(current.isPlaying)
    pager.screenDidDisappear()
    #expect(!current.isPlaying)
    pager.screenDidAppear()
    #expect(current.isPlaying)
  }

  @Test("a clip that plays to its end moves the feed on; a late end from a clip left skips nothing")
  func clipEndAdvances() async throws {
    let (pager, time) = await screen()
    let first = try #require(players(pager).first)
    #expect(first.clip == Clip(number: 1))
    first.playbackDidEnd()
    await settle(pager, time)
    #expect(pager.selection == 1)
    let second = try #require(players(pager).first)
    #expect(second.clip == Clip(number: 2) && second.isPlaying)
    // The first player, reused or not, reports an end for a clip the reader already left.
    if first.clip == Clip(number: 1) { first.playbackDidEnd() }
    await settle(pager, time)
    #expect(pager.selection == 1)
  }

  @Test("the reader's place across launches, through SceneStorage's data")
  func restoration() async throws {
    let (pager, time) = await screen()
    pager.selection = 6
    await settle(pager, time)
    let data = try #require(pager.restorationData())
    let (next, nextTime) = await screen()
    next.restoreIfNeeded(from: data)
    await settle(next, nextTime)
    #expect(next.selection == 6)
    next.restoreIfNeeded(from: nil)  // once only
    #expect(next.selection == 6)
  }
}
