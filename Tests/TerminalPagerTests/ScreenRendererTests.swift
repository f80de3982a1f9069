import Folio
import TerminalPagerCore
import Testing

/// An app at a terminal size after a few steps, on a manual clock.
@MainActor
private func app(
  width: Int, height: Int, pages: Int = 24, steps: (PagerApp, ManualClock) -> Void = { _, _ in }
) -> PagerApp {
  let clock = ManualClock()
  var options = PagerOptions()
  options.pages = pages
  let app = PagerApp(
    options: options, layout: ScreenLayout(width: width, height: height), clock: clock)
  steps(app, clock)
  return app
}

@MainActor
private func screen(_ app: PagerApp, _ width: Int, _ height: Int, color: Bool = false) -> [String] {
  ScreenRenderer.render(app.snapshot(), width: width, height: height, color: color)
}

/// The text without ANSI escape sequences.
private func stripped(_ line: String) -> String { withoutEscapes(line) }

@MainActor
@Suite struct ScreenRendererTests {
  @Test(arguments: [(80, 24), (120, 40)])
  func afterTwoSwipes_screenMatchesItsGolden(width: Int, height: Int) {
    let demo = app(width: width, height: height) { app, clock in
      app.handle(.character("l"))
      clock.runUntilIdle()
      app.handle(.character("l"))
      clock.runUntilIdle()
    }
    let lines = screen(demo, width, height)
    #expect(lines.count == height)
    #expect(lines.allSatisfy { $0.count == width })
    Golden.check(lines.joined(separator: "\n") + "\n", against: "screen-\(width)x\(height).txt")
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func midSwipe_bothPagesSlideAndTheIndicatorFollows(width: Int, height: Int) {
    let demo = app(width: width, height: height) { app, clock in
      app.handle(.character("l"))
      clock.advance(by: .milliseconds(100))
    }
    let lines = screen(demo, width, height)
    Golden.check(
      lines.joined(separator: "\n") + "\n", against: "screen-sliding-\(width)x\(height).txt")
    let snapshot = demo.snapshot()
    #expect(snapshot.pages.map(\.index) == [0, 1])
    #expect(snapshot.position > 0.5 && snapshot.position < 1)
  }

  @Test func colours_takeNoColumns() {
    let demo = app(width: 80, height: 24) { app, clock in
      app.handle(.character("l"))
      clock.runUntilIdle()
    }
    let plain = screen(demo, 80, 24)
    let colored = screen(demo, 80, 24, color: true)
    #expect(colored != plain)
    #expect(colored.map(stripped).allSatisfy { $0.count == 80 })
    // Colour marks the current tab where plain text brackets it; everything else is the same.
    #expect(Array(colored.map(stripped).dropFirst()) == Array(plain.dropFirst()))
    #expect(colored[0].contains("\u{1B}[7m") && plain[0].contains("[p1]"))
    #expect(colored.contains { $0.contains("\u{1B}[32m") }, "appear events are green")
  }

  /// The crash of the first round: G, a second later g, at 80x24 (the current tab lies off the
  /// strip to the right while the pages glide back).
  @Test func lastPageThenFirstMidJump_at80x24_rendersItsGolden() {
    let demo = app(width: 80, height: 24) { app, clock in
      app.handle(.character("G"))
      clock.advance(by: .seconds(1))
      app.handle(.character("g"))
      clock.advance(by: .milliseconds(150))
    }
    let lines = screen(demo, 80, 24)
    #expect(lines.count == 24 && lines.allSatisfy { $0.count == 80 })
    Golden.check(lines.joined(separator: "\n") + "\n", against: "screen-far-jump-back-80x24.txt")
    for color in [false, true] {
      #expect(screen(demo, 80, 24, color: color).map(withoutEscapes).allSatisfy { $0.count == 80 })
    }
  }

  @Test(arguments: [(80, 24), (60, 20)])
  func farJumpBackFromLastPage_neverTraps(width: Int, height: Int) {
    let demo = app(width: width, height: height) { app, clock in
      app.handle(.character("G"))
      clock.runUntilIdle()
      app.handle(.character("g"))
    }
    let clock = demo.session.clock as? ManualClock
    while demo.session.container.scrollState != .idle {
      #expect(screen(demo, width, height).count == height)
      clock?.advance(by: .milliseconds(16))
    }
  }

  @Test func help_at80x24_showsEveryKeyUncut() {
    let demo = app(width: 80, height: 24) { app, _ in app.handle(.character("?")) }
    let lines = screen(demo, 80, 24)
    #expect(lines[3].hasPrefix(" Keys"))
    for text in [
      "   <- -> or h l     previous / next page (arrows animate, h l swipe)",
      "   PgUp/Dn Home/End previous / next / first / last page",
      "   digits ! Enter   jump there at once",
      "insert a page after / delete / move to the end", "working range size up / down (0 = off)",
      "suspend (fg to come back)", "this help / quit",
    ] {
      #expect(lines.contains { $0.contains(text) }, "\(text)")
    }
    #expect(!lines.contains { $0.contains("…") }, "nothing abbreviated at 80x24")
  }

  @Test func help_at60x20_wrapsAndSaysWhatIsLeftOut() {
    let demo = app(width: 60, height: 20) { app, _ in app.handle(.character("?")) }
    let lines = screen(demo, 60, 20)
    #expect(lines.contains { $0.contains("previous / next page (arrows animate, h") })
    #expect(lines.allSatisfy { $0.count == 60 })
  }

  @Test func sidePanel_at80x24_showsRangeAndSizeUncut() {
    let demo = app(width: 80, height: 24) { app, _ in
      for key in Key.parse(Array("20!\r".utf8)) { app.handle(key) }
    }
    let lines = screen(demo, 80, 24)
    #expect(lines.contains { $0.hasSuffix("│ range     19...21        ") })
    #expect(lines.contains { $0.hasSuffix("│ size      1              ") })
  }

  @Test func sidePanel_duringAFarJump_showsBothSpansOfTheRange() {
    let demo = app(width: 80, height: 24) { app, clock in
      for key in Key.parse(Array("5!\r20\r".utf8)) { app.handle(key) }
      clock.advance(by: .milliseconds(100))
    }
    #expect(demo.snapshot().workingRangeSpans == [4...6, 19...21])
    let lines = screen(demo, 80, 24)
    #expect(lines.contains { $0.hasSuffix("│ range     4...6, 19...21 ") })
  }

  @Test func noPages_saysSo() {
    let demo = app(width: 80, height: 24, pages: 0)
    let lines = screen(demo, 80, 24)
    #expect(lines.contains { $0.contains("no pages") })
    #expect(lines.allSatisfy { $0.count == 80 })
  }

  @Test(arguments: [(30, 24), (80, 8), (1, 1)])
  func tooSmall_saysWhatItNeeds(width: Int, height: Int) {
    let lines = screen(app(width: width, height: height), width, height)
    #expect(lines.count == height)
    #expect(lines.allSatisfy { $0.count == width })
    if width >= 20 { #expect(lines[0].hasPrefix("terminal too small")) }
  }

  @Test func jumpPrompt_showsInTheKeyLine() {
    let demo = app(width: 80, height: 24) { app, _ in
      app.handle(.character("1"))
      app.handle(.character("7"))
    }
    #expect(screen(demo, 80, 24).last?.hasPrefix(" jump to 17_") == true)
  }
}
