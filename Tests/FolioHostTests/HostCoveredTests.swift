import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// One meaning of "appeared": a page appears when it has a pixel on a screen that is shown,
/// covered (a sheet) counting as gone.
@MainActor
@Suite("Covered, and the screen going: the pages disappear and come back, in both layers")
struct HostCoveredTests {
  private let added = ["willMove(toParent: container)", "didMove(toParent: container)"]

  @Test(
    "a sheet over the screen: the shown page disappears, and appears when it goes",
    arguments: [HostMotion.owned, .followed])
  func aSheetCoversThePages(motion: HostMotion) throws {
    let screen = Screen(count: 5, motion: motion)
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    screen.host.isCovered = true
    #expect(!screen.container.isOnScreen)
    #expect(events.events.map(\.description) == ["didDisappear 0 c0 CardPage#1"])
    #expect(Array(screen.heard(1).suffix(2)) == ["viewWillDisappear", "viewDidDisappear"])
    // The screen's own calls meanwhile change nothing the pages hear.
    screen.host.screenWillDisappear()
    screen.host.screenDidDisappear()
    screen.host.screenWillAppear()
    screen.host.screenDidAppear()
    #expect(events.events.count == 1)
    screen.host.isCovered = false
    #expect(screen.container.isOnScreen)
    #expect(Array(screen.heard(1).suffix(2)) == ["viewWillAppear", "viewDidAppear"])
    #expect(
      events.events.map(\.description).suffix(3) == [
        "dequeue 0 c0 CardPage#1 active", "willAppear 0 c0 CardPage#1", "didAppear 0 c0 CardPage#1",
      ])
    try screen.harness.finish()
  }

  @Test(
    "a sheet leaves the pages drawn where they are (a page sheet shows the screen behind it): listed, their views not hidden, none visible",
    arguments: [HostMotion.owned, .followed], [false, true])
  func aSheetLeavesThePagesDrawn(motion: HostMotion, loops: Bool) throws {
    let screen = Screen(
      count: 5, motion: motion,
      shape: PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered),
      loops: loops)
    let drawn = screen.host.frames
    #expect(drawn.count > 1, "a peeking shape shows neighbours: \(drawn)")
    screen.host.isCovered = true
    screen.harness.layout()
    #expect(screen.container.visibleIndices.isEmpty)
    #expect(screen.host.frames == drawn, "covered, the pages are drawn as they were")
    // What an adapter lays out: each drawn page's view in its frame, not hidden.
    var laidOut: [PageFrame] = []
    screen.host.forEachChildFrame { _, frame in frame.map { laidOut.append($0) } }
    #expect(laidOut == drawn)
    // The screen itself goes (pushed over) while covered: nothing drawn; back: drawn again.
    screen.host.screenWillDisappear()
    screen.host.screenDidDisappear()
    #expect(screen.host.frames.isEmpty)
    screen.host.screenWillAppear()
    screen.host.screenDidAppear()
    #expect(screen.host.frames == drawn)
    screen.host.isCovered = false
    screen.harness.layout()
    #expect(screen.host.frames == drawn)
    #expect(screen.container.visibleIndices == drawn.map { $0.index })
    try screen.harness.verify()
    try screen.harness.finish()
  }

  @Test(
    "a sheet dismissed while the screen leaves (a push from the sheet's action): the page stays drawn, and does not appear on the screen going away",
    arguments: [HostMotion.owned, .followed])
  func uncoveredWhileTheScreenLeaves(motion: HostMotion) throws {
    let screen = Screen(count: 5, motion: motion)
    let drawn = screen.host.frames
    screen.host.screenWillDisappear(animated: true)
    screen.host.isCovered = true
    screen.harness.layout()
    let heard = screen.heard(1)
    screen.host.isCovered = false
    screen.harness.layout()
    #expect(screen.host.screen == .disappearing && screen.host.screenForPages == .disappeared)
    #expect(screen.host.frames == drawn, "still drawn as the screen slides away (it went blank)")
    #expect(screen.heard(1) == heard, "nothing appears on a screen going away")
    try screen.harness.verify()
    screen.host.screenDidDisappear(animated: true)
    screen.harness.layout()
    #expect(screen.host.frames.isEmpty)
    screen.host.screenWillAppear(animated: true)
    screen.host.screenDidAppear(animated: true)
    screen.harness.layout()
    #expect(screen.host.frames == drawn)
    #expect(Array(screen.heard(1).suffix(2)) == ["viewWillAppear", "viewDidAppear"])
    try screen.harness.finish()
  }

  @Test("covered, a far jump draws the pages that have a controller where the pages land")
  func aJumpWhileCovered() throws {
    let screen = Screen(count: 12)
    screen.host.isCovered = true
    try screen.container.scrollToPage(9, animated: true)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 9)
    // Nothing is bound while the screen is away: page 9 waits for the screen to come back.
    #expect(screen.host.frames.isEmpty)
    try screen.harness.verify()
    screen.host.isCovered = false
    screen.harness.layout()
    #expect(screen.host.frames.map(\.index) == [9])
    try screen.harness.finish()
  }

  @Test("uncovered while the screen is gone: nothing until the screen appears")
  func uncoveredWhileGone() throws {
    let screen = Screen(count: 5)
    screen.host.isCovered = true
    screen.host.screenWillDisappear()
    screen.host.screenDidDisappear()
    let heard = screen.heard(1).count
    screen.host.isCovered = false
    #expect(screen.heard(1).count == heard)
    #expect(!screen.container.isOnScreen)
    screen.host.screenWillAppear()
    #expect(screen.container.isOnScreen)
    screen.host.screenDidAppear()
    #expect(Array(screen.heard(1).suffix(2)) == ["viewWillAppear", "viewDidAppear"])
    try screen.harness.finish()
  }

  @Test(
    "random screens, sheets and motion: the pages are on screen exactly while the screen is shown and not covered, and every rule holds",
    arguments: [HostMotion.owned, .followed], Array(UInt64(1)...12))
  func randomScreens(motion: HostMotion, seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let screen = Screen(count: 8, motion: motion, screen: .disappeared)
    let harness = screen.harness
    var shown = ChildAppearance.disappeared
    var covered = false
    var log: [String] = []
    for _ in 0..<60 {
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        screen.host.screenWillAppear()
        if shown != .appeared { shown = .appearing }
        log.append("willAppear")
      case 1:
        screen.host.screenDidAppear()
        shown = .appeared
        log.append("didAppear")
      case 2:
        screen.host.screenWillDisappear()
        if shown != .disappeared { shown = .disappearing }
        log.append("willDisappear")
      case 3:
        screen.host.screenDidDisappear()
        shown = .disappeared
        log.append("didDisappear")
      case 4:
        covered.toggle()
        screen.host.isCovered = covered
        log.append("covered \(covered)")
      case 5:
        harness.swipe(Bool.random(using: &random) ? .forward : .backward)
        log.append("swipe")
      case 6:
        let index = Int.random(in: 0..<8, using: &random)
        try screen.container.scrollToPage(index, animated: Bool.random(using: &random))
        log.append("scroll \(index)")
      default:
        harness.advance(by: .milliseconds(Int.random(in: 0...400, using: &random)))
        log.append("advance")
      }
      // Shown (or appearing) and not covered: on screen; covered or gone: not. (Uncovered
      // while it leaves, it stays gone.)
      let onScreen = (shown == .appearing || shown == .appeared) && !covered
      let gone = covered || shown == .disappeared
      if onScreen || gone {
        #expect(screen.container.isOnScreen == onScreen, "seed \(seed): \(log)")
      }
      if !screen.container.isOnScreen {
        #expect(screen.container.visibleIndices.isEmpty, "seed \(seed): \(log)")
      }
      harness.layout()  // the screen's layout pass, which follows every change
      do {
        try harness.verify()
      } catch {
        Issue.record("seed \(seed): \(error) after \(log)")
        return
      }
    }
    harness.runUntilIdle()
    try harness.finish()
  }
}
