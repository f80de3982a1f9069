import Folio
import TerminalPagerCore
import Testing

@Suite struct KeyTests {
  @Test func terminalBytes_becomeKeys() {
    let bytes: [UInt8] = [
      0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x1B, 0x4F, 0x43, 0x31, 0x32, 0x0D, 0x03, 0x7F, 0x1B,
      0x71,
    ]
    #expect(
      Key.parse(bytes) == [
        .right, .left, .right, .character("1"), .character("2"), .enter, .interrupt, .backspace,
        .escape, .character("q"),
      ])
  }

  /// The keys both demos share mean the same in both: one table, read in one place.
  @Test func sharedPagingKeys_mapToTheirActions() {
    var keys = PagingKeys()
    let expected: [(Key, PagingKeys.Action?)] = [
      (.interrupt, .quit(interrupted: true)), (.character("q"), .quit(interrupted: false)),
      (.left, .swipe(-1)), (.character("h"), .swipe(-1)),
      (.right, .swipe(1)), (.character("l"), .swipe(1)),
      (.character("g"), .jump(index: 0, instant: false, command: "g")),
      (.character("G"), .jump(index: 6, instant: false, command: "G")),
      (.character("x"), nil), (.enter, nil), (.escape, .edited),
      (.character("4"), .edited), (.character("!"), .edited),
      (.enter, .jump(index: 4, instant: true, command: "jump 4")),
    ]
    for (key, action) in expected {
      #expect(keys.action(for: key, pageCount: 7) == action, "\(key)")
    }
    #expect(keys.promptText == nil)
  }

  @Test func otherEscapeSequences_areSkipped() {
    #expect(Key.parse([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x48, 0x6C]) == [.character("l")])
  }

  @Test func arrowKeySplitAcrossTwoReads_isOneArrow() {
    for split in 1..<3 {
      var decoder = KeyDecoder()
      let bytes: [UInt8] = [0x1B, 0x5B, 0x43]
      #expect(decoder.decode(Array(bytes[..<split])) == [])
      #expect(decoder.isWaiting)
      #expect(decoder.decode(Array(bytes[split...]) + [0x71]) == [.right, .character("q")])
      #expect(!decoder.isWaiting)
    }
  }

  @Test func loneEscape_waitsForTheNextRead_thenIsTheEscapeKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x31, 0x1B]) == [.character("1")])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.flush() == [])
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode([0x4F, 0x44]) == [.left], "SS3 arrow completed by the next read")
  }

  @Test func utf8CharacterSplitAcrossReads_isOneCharacter() {
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.decode([bytes[0]]) == [])
    #expect(decoder.decode([bytes[1]]) == [.character("é")])
  }

  @Test func incompleteSequenceAtATimeout_isDropped_andAnEndlessOneIsBounded() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B, 0x31]) == [])
    #expect(decoder.flush() == [], "an unfinished CSI is not a key")
    #expect(decoder.decode([0x1B, 0x5B] + Array(repeating: 0x31, count: 100)) == [])
    #expect(!decoder.isWaiting, "past 32 bytes the sequence is dropped")
    #expect(decoder.decode([0x6C]) == [.character("l")])
  }

  @Test func pageAndHomeEndKeys_inEveryCommonForm() {
    let bytes: [[UInt8]] = [
      [0x1B, 0x5B, 0x35, 0x7E], [0x1B, 0x5B, 0x36, 0x7E], [0x1B, 0x5B, 0x48], [0x1B, 0x4F, 0x48],
      [0x1B, 0x5B, 0x31, 0x7E], [0x1B, 0x5B, 0x37, 0x7E], [0x1B, 0x5B, 0x46], [0x1B, 0x4F, 0x46],
      [0x1B, 0x5B, 0x34, 0x7E], [0x1B, 0x5B, 0x38, 0x7E], [0x1B, 0x5B, 0x33, 0x7E],
    ]
    #expect(
      Key.parse(bytes.flatMap { $0 }) == [
        .pageUp, .pageDown, .home, .home, .home, .home, .end, .end, .end, .end,
      ])
  }

  @Test func upAndDownArrows() {
    #expect(Key.parse([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]) == [.up, .down])
  }
}

/// An app on a manual clock at 80x24.
@MainActor
private func makeApp(pages: Int = 24) -> (PagerApp, ManualClock) {
  let clock = ManualClock()
  var options = PagerOptions()
  options.pages = pages
  let app = PagerApp(options: options, layout: ScreenLayout(width: 80, height: 24), clock: clock)
  return (app, clock)
}

@MainActor
@Suite struct PagerAppTests {
  @Test func arrowsAndLetters_swipe() {
    let (app, clock) = makeApp()
    app.handle(.right)
    clock.runUntilIdle()
    app.handle(.character("l"))
    clock.runUntilIdle()
    app.handle(.character("h"))
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 1)
  }

  @Test func pagingKeys_goThroughTheAccessibilityPlugin_andAreAnnounced() {
    let (app, clock) = makeApp(pages: 10)
    app.handle(.right)
    #expect(app.session.container.scrollState == .animating)
    clock.runUntilIdle()
    #expect(app.snapshot().announcement == "Page 2 of 10")
    app.handle(.end)
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 9)
    app.handle(.pageUp)
    clock.runUntilIdle()
    app.handle(.up)
    app.handle(.down)
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 8)
    app.handle(.home)
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 0)
    let said = app.snapshot().log.filter { $0.name == "announce" }.map(\.summary)
    // The screen's log keeps the newest events.
    #expect(
      said.suffix(3) == [
        "announce 9 Page 10 of 10", "announce 8 Page 9 of 10", "announce 0 Page 1 of 10",
      ])
    #expect(app.snapshot().announcement == "Page 1 of 10")
    #expect(app.snapshot().pages.map(\.label) == ["Page 1 of 10"])
  }

  @Test func digitsThenEnter_jumpAnimated_withBangInstant() {
    let (app, clock) = makeApp()
    for key in Key.parse(Array("12".utf8)) { app.handle(key) }
    #expect(app.snapshot().prompt == "12")
    app.handle(.enter)
    #expect(app.session.container.scrollState == .animating)
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 12)
    for key in Key.parse(Array("3!".utf8)) { app.handle(key) }
    #expect(app.snapshot().prompt == "3!")
    app.handle(.enter)
    #expect(app.session.container.currentIndex == 3)
    #expect(app.snapshot().prompt == nil)
  }

  @Test func jumpOutOfRange_logsAnError() {
    let (app, _) = makeApp(pages: 5)
    for key in Key.parse(Array("9\r".utf8)) { app.handle(key) }
    #expect(app.snapshot().log.last?.name == "error")
    #expect(app.session.errorCount == 1)
  }

  @Test func editingKeys_insertDeleteMoveReload() {
    let (app, clock) = makeApp(pages: 4)
    app.handle(.character("i"))
    #expect(app.session.content.pages.map(\.id.description) == ["p0", "n1", "p1", "p2", "p3"])
    app.handle(.character("m"))
    #expect(app.session.content.pages.map(\.id.description) == ["n1", "p1", "p2", "p3", "p0"])
    #expect(app.session.container.currentIndex == 4, "the moved page stays on screen")
    app.handle(.character("x"))
    clock.runUntilIdle()
    #expect(app.session.content.pages.map(\.id.description) == ["n1", "p1", "p2", "p3"])
    app.handle(.character("r"))
    app.handle(.character("G"))
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 3)
    app.handle(.character("g"))
    clock.runUntilIdle()
    #expect(app.session.container.currentIndex == 0)
  }

  @Test func plusAndMinus_changeTheWorkingRange() {
    let (app, _) = makeApp()
    app.handle(.character("+"))
    #expect(app.snapshot().workingRangeSize == 2)
    app.handle(.character("-"))
    app.handle(.character("-"))
    app.handle(.character("-"))
    #expect(app.snapshot().workingRangeSize == 0)
    #expect(app.session.workingRange == nil)
  }

  @Test func spaceAutoAdvances_everyTwoSeconds() {
    let (app, clock) = makeApp(pages: 3)
    app.handle(.character(" "))
    for _ in 0..<7 {
      clock.advance(by: .seconds(1))
      app.frame(now: clock.now)
      clock.runUntilIdle()
    }
    // Two seconds per page: 1, 2, then back to the first.
    #expect(app.session.container.currentIndex == 0)
    #expect(app.snapshot().autoAdvance)
  }

  @Test func videoPlaysOnlyWhileItsPageHasAppeared() {
    let (app, clock) = makeApp()
    app.handle(.character("2"))
    app.handle(.character("!"))
    app.handle(.enter)
    let video = app.session.container.activeController(at: 2) as? Video
    app.frame(now: clock.now)
    clock.advance(by: .seconds(3))
    app.frame(now: clock.now)
    let played = video?.progress ?? 0
    #expect(played > 0.2 && played < 0.3)
    app.handle(.right)
    clock.runUntilIdle()
    app.frame(now: clock.now)
    clock.advance(by: .seconds(3))
    app.frame(now: clock.now)
    #expect(video?.progress == played, "paused once its page disappeared")
  }

  @Test func helpAndQuit() {
    let (app, _) = makeApp()
    app.handle(.character("?"))
    #expect(app.snapshot().showHelp)
    #expect(!app.wantsQuit)
    app.handle(.character("q"))
    #expect(app.wantsQuit && !app.wasInterrupted)
    let (other, _) = makeApp()
    other.handle(.interrupt)
    #expect(other.wantsQuit && other.wasInterrupted, "Ctrl-C as a byte ends as SIGINT would")
  }
}
