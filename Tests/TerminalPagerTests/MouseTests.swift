import Folio
import FolioHost
import TerminalPagerCore
import Testing

/// The mouse in SGR mode: reports decoded, and a demo's screen moved by them.
@MainActor
@Suite struct MouseTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func sgrReports_becomeMouseEvents_zeroBased() {
    let keys = Key.parse(
      bytes("\u{1B}[<0;40;10M\u{1B}[<32;35;11M\u{1B}[<0;30;12m\u{1B}[<64;1;1M\u{1B}[<65;2;2Mq"))
    #expect(
      keys == [
        .mouse(MouseEvent(kind: .press, column: 39, row: 9)),
        .mouse(MouseEvent(kind: .drag, column: 34, row: 10)),
        .mouse(MouseEvent(kind: .release, column: 29, row: 11)),
        .mouse(MouseEvent(kind: .wheelUp, column: 0, row: 0)),
        .mouse(MouseEvent(kind: .wheelDown, column: 1, row: 1)), .character("q"),
      ])
  }

  @Test func otherButtons_badAndHugeReports_areSkipped() {
    let keys = Key.parse(
      bytes(
        "\u{1B}[<2;5;5M\u{1B}[<35;5;5M\u{1B}[<0;0;5M\u{1B}[<0;5M\u{1B}[<;1;1M"
          + "\u{1B}[<0;99999999999;1M\u{1B}[<0;-3;4Ml"))
    #expect(keys == [.character("l")])
  }

  @Test func aReportSplitAcrossReads_isOneEvent() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[<0;4")) == [])
    #expect(
      decoder.decode(bytes("0;10M")) == [.mouse(MouseEvent(kind: .press, column: 39, row: 9))])
  }

  /// The drag under tmux (`pager --pages 12`): a press at 44,12, moves to 38, 30, 22
  /// and 14 on that row, a release, each a read of its own, 16 ms apart.
  private let draggedReads = [
    "\u{1B}[<0;44;12M", "\u{1B}[<32;38;12M", "\u{1B}[<32;30;12M", "\u{1B}[<32;22;12M",
    "\u{1B}[<32;14;12M", "\u{1B}[<0;14;12m",
  ]

  /// The keys the program's loop hands the app, read by read, with its decoder.
  private func feed(_ reads: [String], to app: PagerApp, _ clock: ManualClock, mouse: Bool) {
    var decoder = KeyDecoder(mouse: mouse)
    for read in reads {
      for key in decoder.decode(bytes(read)) { app.handle(key) }
      clock.advance(by: .milliseconds(16))
    }
    for key in decoder.flush() { app.handle(key) }
    clock.runUntilIdle()
  }

  @Test func withNoMouse_aDragTheTerminalSendsAnyway_movesNothing() throws {
    let arguments = ["--pages", "12", "--no-mouse"]
    let (app, clock) = try pager(arguments)
    // The decoder of the program's loop, as `FullScreen.run` makes it from the options.
    let mouse = try PagerOptions.parse(arguments).mouse
    #expect(!mouse)
    feed(draggedReads, to: app, clock, mouse: mouse)
    #expect(app.session.container.currentIndex == 0)
    // A press on a tab, the wheel, and an X10 report (whose bytes could read as keys: 'q'
    // is column 81) move nothing either.
    feed(
      ["\u{1B}[<0;19;1M\u{1B}[<0;19;1m", "\u{1B}[<65;40;10M", "\u{1B}[M qq"], to: app, clock,
      mouse: false)
    #expect(app.session.container.currentIndex == 0 && !app.wantsQuit)
    // The keys still work.
    feed(["l"], to: app, clock, mouse: false)
    #expect(app.session.container.currentIndex == 1)
  }

  @Test func withTheMouse_theSameDragPages() throws {
    let (app, clock) = try pager(["--pages", "12"])
    feed(draggedReads, to: app, clock, mouse: try PagerOptions.parse(["--pages", "12"]).mouse)
    #expect(app.session.container.currentIndex == 1)
  }

  @Test func withNoMouse_reportsAreReadWhole_andDropped() {
    #expect(
      Key.parse(bytes("\u{1B}[<0;40;10Mj\u{1B}[<32;35;11M\u{1B}[<0;30;12mk"), mouse: false)
        == [.character("j"), .character("k")])
    // Split across reads, a report is still one report, dropped.
    var decoder = KeyDecoder(mouse: false)
    #expect(decoder.decode(bytes("\u{1B}[<0;4")) == [])
    #expect(decoder.decode(bytes("0;10Mq")) == [.character("q")])
    // X10 reports are never keys, mouse or not.
    #expect(Key.parse(bytes("\u{1B}[M qqj")) == [.character("j")])
  }

  private func pager(_ arguments: [String] = []) throws -> (PagerApp, ManualClock) {
    let clock = ManualClock()
    let options = try PagerOptions.parse(arguments)
    let app = PagerApp(options: options, layout: ScreenLayout(width: 80, height: 24), clock: clock)
    return (app, clock)
  }

  private func drag(
    _ app: any FullScreenApp, _ clock: ManualClock, from: (Int, Int), to: (Int, Int), steps: Int = 6
  ) {
    app.handle(.mouse(MouseEvent(kind: .press, column: from.0, row: from.1)))
    for step in 1...steps {
      clock.advance(by: .milliseconds(16))
      let column = from.0 + (to.0 - from.0) * step / steps
      let row = from.1 + (to.1 - from.1) * step / steps
      app.handle(.mouse(MouseEvent(kind: .drag, column: column, row: row)))
    }
    app.handle(.mouse(MouseEvent(kind: .release, column: to.0, row: to.1)))
    clock.runUntilIdle()
  }

  @Test(arguments: [
    ["--host", "owned"], ["--host", "follow"], ["--rtl"], ["--page-size", "0.6"],
  ])
  func aDragOnThePages_pagesTheWayTheFingerGoes(arguments: [String]) throws {
    let (app, clock) = try pager(arguments)
    let rtl = arguments.contains("--rtl")
    // Leftward brings the next page (rightward with --rtl).
    drag(app, clock, from: rtl ? (10, 8) : (40, 8), to: rtl ? (40, 8) : (10, 8))
    #expect(app.session.container.currentIndex == 1)
    drag(app, clock, from: rtl ? (40, 8) : (10, 8), to: rtl ? (10, 8) : (40, 8))
    #expect(app.session.container.currentIndex == 0)
  }

  @Test func aPressOnATab_selectsIt_andAPressOffThePages_movesNothing() throws {
    let (app, clock) = try pager()
    // As drawn (the screen sizes the tabs): 5 columns wide and 1 apart, p3 at 18..<23.
    _ = app.render(width: 80, height: 24, color: false)
    app.handle(.mouse(MouseEvent(kind: .press, column: 19, row: 0)))
    app.handle(.mouse(MouseEvent(kind: .release, column: 19, row: 0)))
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 3)
    // On the side panel: not a finger.
    app.handle(.mouse(MouseEvent(kind: .press, column: 70, row: 8)))
    app.handle(.mouse(MouseEvent(kind: .drag, column: 60, row: 8)))
    #expect(app.session.container.phase == .resting)
    #expect(!app.session.terminal.isTouching)
  }

  @Test func theScreen_drawsThePagesWhereTheHostFramesThem() throws {
    let (app, clock) = try pager()
    app.handle(.mouse(MouseEvent(kind: .press, column: 40, row: 8)))
    clock.advance(by: .milliseconds(16))
    app.handle(.mouse(MouseEvent(kind: .drag, column: 30, row: 8)))
    let frames = app.session.terminal.host.frames
    #expect(frames.map(\.index) == [0, 1])
    #expect(app.snapshot().pages.map(\.origin) == frames.map(\.frame.minX))
    #expect(frames[0].frame.minX == -9, "10 columns past a slop of 1")
  }

  @Test func videos_askForFramesOnlyWhilePlaying() throws {
    let (app, clock) = try pager()
    #expect(!app.needsFrames)
    app.handle(.character("2"))
    app.handle(.enter)
    clock.runUntilIdle()
    #expect(app.needsFrames, "p2 is a video that plays")
    app.handle(.right)
    clock.runUntilIdle()
    #expect(!app.needsFrames)
  }
}
