import Folio
import TabbedNewsCore
import TerminalPagerCore
import Testing

@MainActor
@Suite struct NewsScreenTests {
  private func app(width: Int = 80, height: Int = 24) -> (NewsApp, ManualClock) {
    let clock = ManualClock()
    return (NewsApp(options: NewsOptions(), width: width, height: height, clock: clock), clock)
  }

  @Test func afterASwipeAndAScroll_theScreenMatchesItsGolden() {
    let (app, clock) = app()
    clock.runUntilIdle()
    app.handle(.right)
    clock.runUntilIdle()
    app.handle(.down)
    app.handle(.down)
    let lines = app.render(width: 80, height: 24, color: false)
    #expect(lines.count == 24 && lines.allSatisfy { $0.count == 80 })
    Golden.check(lines.joined(separator: "\n") + "\n", against: "screen-80x24.txt")
  }

  @Test func midTapAndWhileLoading_theScreenMatchesItsGolden() {
    let (app, clock) = app()
    _ = app.service.tap(4)
    clock.advance(by: .milliseconds(150))
    Golden.check(
      app.render(width: 80, height: 24, color: false).joined(separator: "\n") + "\n",
      against: "screen-tapping-80x24.txt")
  }

  @Test func keys_swipeScrollJumpAndCycleConfigs() {
    let (app, clock) = app()
    clock.runUntilIdle()
    app.handle(.character("3"))
    app.handle(.enter)
    clock.runUntilIdle()
    #expect(app.service.container.currentIndex == 3)
    app.handle(.character("c"))
    clock.runUntilIdle()
    #expect(app.service.configVersion == "v2")
    app.handle(.character("G"))
    clock.runUntilIdle()
    #expect(app.service.container.currentIndex == app.service.container.count - 1)
    app.handle(.down)  // the header collapses first, a row at a time
    #expect(app.service.nested.headerOffset == 1 && app.service.currentFeed?.offset == 0)
    for _ in 0..<3 { app.handle(.down) }
    #expect(app.service.nested.headerOffset == 3 && app.service.currentFeed?.offset == 1)
    app.handle(.up)  // then the feed scrolls back to its top before the header expands
    #expect(app.service.nested.headerOffset == 3 && app.service.currentFeed?.offset == 0)
    app.handle(.character("q"))
    #expect(app.wantsQuit && !app.wasInterrupted)
  }

  @Test(arguments: 0..<3 as Range<UInt64>)
  func anySizeAndMoment_fitsExactly(seed: UInt64) {
    let (app, clock) = app()
    for step in 0..<60 {
      let width = [1, 5, 19, 20, 37, 80, 133][(step * 7 + Int(seed)) % 7]
      let height = [1, 3, 7, 8, 24, 50][(step * 5 + Int(seed)) % 6]
      app.resize(width: width, height: height)
      switch (step + Int(seed)) % 5 {
      case 0: app.handle(.right)
      case 1: app.handle(.down)
      case 2: app.handle(.character("c"))
      case 3: app.handle(.left)
      default: break
      }
      clock.advance(by: .milliseconds(97))
      let lines = app.render(width: width, height: height, color: step % 2 == 0)
      #expect(lines.count == height, "seed \(seed) step \(step)")
      #expect(
        lines.map { withoutEscapes($0).count }.allSatisfy { $0 == width },
        "seed \(seed) step \(step) \(width)x\(height)")
    }
  }
}
