import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// `isUserInputEnabled` off: the user's gestures move nothing in either motion, what the app
/// asks still moves the pages, and a tap is still a tap.
@MainActor
@Suite("The user's input off, in both motions")
struct HostUserInputTests {
  @Test(
    "a swipe and a drag move nothing; a jump still runs; a tap on moving pages is a tap",
    arguments: [HostMotion.owned, .followed])
  func gesturesMoveNothing(motion: HostMotion) throws {
    let screen = inputOff(Screen(count: 6, motion: motion))
    let harness = screen.harness
    #expect(screen.host.isPlatformScrollEnabled == false)
    harness.swipe(.forward)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    #expect(screen.host.isPanning == false)
    try screen.container.scrollToPage(3, animated: true)
    harness.advance(by: .milliseconds(50))
    // Nothing catches the pages: the touch is the content's.
    harness.tap(at: Point(x: 40, y: 50))
    #expect(screen.rules.taps == [Point(x: 40, y: 50)])
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 3)
    // On again: the same swipe pages.
    screen.container.isUserInputEnabled = true
    harness.layout()
    #expect(screen.host.isPlatformScrollEnabled == (motion == .followed))
    harness.swipe(.forward)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 4)
    try harness.finish()
  }

  @Test(
    "a finger resting on moving pages while the input is off holds nothing: the jump settles under it, and the lift is a tap",
    arguments: [HostMotion.owned, .followed])
  func aRestingFingerHoldsNothing(motion: HostMotion) throws {
    let screen = inputOff(Screen(count: 5, motion: motion))
    let harness = screen.harness
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    try screen.container.scrollToPage(1, animated: true)
    harness.layout()
    harness.advance(by: .milliseconds(100))
    // A scroll view that scrolls nothing takes no touch (UIKit: `isScrollEnabled` false): its
    // animation runs on under the finger, and the pages settle as if it were not there.
    harness.touchDown(at: Point(x: 200, y: 400))
    harness.advance(by: .seconds(1))
    #expect(screen.container.phase == .resting && screen.container.currentIndex == 1)
    #expect(
      events.take(.lifecycle).map(\.description) == [
        "willAppear 1 c1 CardPage#2", "didDisappear 0 c0 CardPage#1", "didAppear 1 c1 CardPage#2",
        "settle 1",
      ])
    harness.touchUp()
    harness.runUntilIdle()
    #expect(screen.rules.taps == [Point(x: 200, y: 400)])
    #expect(events.take(.lifecycle).isEmpty)
    try harness.finish()
  }

  @Test("the display is asked to lay out when it changes (an adapter sets its scroll view then)")
  func theDisplayLaysOut() {
    let screen = Screen(count: 3, motion: .followed)
    let before = screen.rules.layoutRequests
    screen.container.isUserInputEnabled = false
    #expect(screen.rules.layoutRequests > before)
    let after = screen.rules.layoutRequests
    screen.container.isUserInputEnabled = false
    #expect(screen.rules.layoutRequests == after, "no change, no layout")
  }

  @Test(
    "random sessions: while the input is off no gesture moves the pages, and every jump lands",
    arguments: [HostMotion.owned, .followed], Array(UInt64(1)...10))
  func randomSessions(motion: HostMotion, seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let screen = Screen(count: 8, motion: motion)
    let harness = screen.harness
    var log: [String] = []
    for _ in 0..<40 {
      let before = screen.container.currentIndex
      let enabled = screen.container.isUserInputEnabled
      switch Int.random(in: 0..<7, using: &random) {
      case 6:
        // A tap at rest is a tap, the input on or off, whatever panned before (an outside
        // check found none after a swipe, in followed motion with the input off).
        let taps = harness.rules.taps.count
        harness.tap(at: Point(x: 100, y: 300))
        harness.runUntilIdle()
        log.append("tap")
        #expect(harness.rules.taps.count == taps + 1, "seed \(seed): no tap \(log)")
        continue
      case 0:
        screen.container.isUserInputEnabled.toggle()
        harness.layout()
        log.append("input \(screen.container.isUserInputEnabled)")
        continue
      case 1, 2:
        let forward = Bool.random(using: &random)
        harness.swipe(forward ? .forward : .backward)
        harness.runUntilIdle()
        log.append("swipe \(forward)")
      case 3:
        let distance = Double.random(in: -300...300, using: &random)
        harness.touchDown(at: Point(x: 200, y: 300))
        harness.touchMoved(to: Point(x: 200 + distance / 2, y: 300))
        harness.touchMoved(to: Point(x: 200 + distance, y: 300))
        harness.touchUp(after: .milliseconds(Int.random(in: 0...200, using: &random)))
        harness.runUntilIdle()
        log.append("drag \(Int(distance))")
      case 4 where !enabled:
        // A finger rests through an animated jump: it holds nothing while the input is off.
        let index = Int.random(in: 0..<8, using: &random)
        try screen.container.scrollToPage(index, animated: true)
        harness.advance(by: .milliseconds(Int.random(in: 0...100, using: &random)))
        harness.touchDown(at: Point(x: 200, y: 300))
        harness.advance(by: .seconds(1))
        log.append("jump \(index) under a finger")
        #expect(
          screen.container.currentIndex == index && screen.container.phase == .resting,
          "seed \(seed): \(log)")
        harness.touchUp()
        harness.runUntilIdle()
        continue
      default:
        let index = Int.random(in: 0..<8, using: &random)
        try screen.container.scrollToPage(index, animated: Bool.random(using: &random))
        harness.runUntilIdle()
        log.append("jump \(index)")
        #expect(screen.container.currentIndex == index, "seed \(seed): \(log)")
        continue
      }
      if !enabled {
        #expect(screen.container.currentIndex == before, "seed \(seed): a gesture moved \(log)")
      }
      #expect(screen.container.phase == .resting, "seed \(seed): \(log)")
    }
    try harness.finish()
  }

  /// `screen` with the user's input turned off and laid out (an adapter sets its scroll view).
  private func inputOff(_ screen: Screen) -> Screen {
    screen.container.isUserInputEnabled = false
    screen.harness.layout()
    return screen
  }
}
