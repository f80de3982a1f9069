import Folio
import FolioSupport
import Foundation
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// A script and what it must print, exactly.
struct NewsTranscript: CustomTestStringConvertible, Sendable {
  var name: String
  var script: String
  var arguments: [String] = []
  var exitStatus: Int32 = 0
  var testDescription: String { name }
}

/// Runs a script as `tabbed-news --script` does.
@MainActor
func runNews(_ script: String, arguments: [String] = []) throws -> (output: String, status: Int32) {
  let options = try NewsOptions.parse(arguments)
  let commands = try NewsCommand.parse(script)
  var lines: [String] = []
  let status = NewsScriptRunner.run(commands, options: options) { lines.append($0) }
  return (lines.joined(separator: "\n") + "\n", status)
}

@MainActor
@Suite struct NewsTranscriptTests {
  nonisolated static let transcripts = [
    // Loads start as channels enter the range and finish 300 ms later; a slow load is
    // cancelled when its channel leaves the range first.
    NewsTranscript(name: "swipes-and-loads", script: "wait next next& tick:100 prev wait"),
    NewsTranscript(
      name: "cancelled-loads", script: "next jump:7 wait", arguments: ["--latency", "2000"]),
    // Loads started after `latency:` take the new time; the strip scrolls to keep the last
    // tabs in view.
    NewsTranscript(
      name: "latency-and-strip", script: "latency:50 jump:6 wait latency:900 next wait"),
    // Scroll, leave (reclaimed: saved), come back (restored before it appears).
    NewsTranscript(name: "restore-offset", script: "wait scroll:5 jump:6 wait jump:0 wait state"),
    // The top channel's controller is reused for another channel: that one starts at 0.
    NewsTranscript(
      name: "reuse-own-state", script: "wait scroll:7 jump:6:instant wait jump:2:instant wait state"
    ),
    // Weather (current) is deleted by v2; culture turns from news into video on screen in v3.
    NewsTranscript(
      name: "config-changes",
      script: "jump:4:instant wait config:v2 wait jump:0:instant wait config:v3 wait state"),
    // Items seen for 1.5 s count; a channel left after half a second reports nothing.
    NewsTranscript(name: "impressions", script: "wait tick:1500 next wait tick:500 next wait"),
    NewsTranscript(name: "rapid-taps", script: "tap:4& tick:50 tap:1& tick:50 tap:3 wait state"),
    NewsTranscript(
      name: "errors", script: "jump:99 tap:-1 tap:8 next", exitStatus: 1),
    NewsTranscript(name: "text-format", script: "next", arguments: ["--format", "text"]),
  ]

  @Test(arguments: transcripts)
  func script_printsExactlyItsGoldenTranscript(transcript: NewsTranscript) throws {
    let (output, status) = try runNews(transcript.script, arguments: transcript.arguments)
    #expect(status == transcript.exitStatus)
    let suffix = transcript.arguments.contains("text") ? "txt" : "jsonl"
    Golden.check(output, against: "\(transcript.name).\(suffix)")
  }

  @Test func everyRunOfAScript_printsTheSame() throws {
    let script = "next& tick:40 drag:-0.2 release:-1 tap:4 scroll:3 config:v2 wait"
    #expect(try runNews(script).output == runNews(script).output)
  }

  @Test func theLongestAcceptedLatency_waitEndsWithEveryLoadFinished() throws {
    let longest = NewsOptions.maximumLatency
    for script in ["latency:\(longest) next wait", "latency:\(longest) next"] {
      let lines = try runNews(script).output.split(separator: "\n")
      let started = lines.filter { $0.contains(#""event":"loadStart""#) }.count
      let finished = lines.filter { $0.contains(#""event":"loadFinish""#) }.count
      #expect(started == 3 && finished == 3, "\(script): \(started) started, \(finished) finished")
      // Met on time: the load started at 0 finishes at its latency, on the frame grid.
      #expect(lines.contains { $0.contains(#""t":\#(longest),"event":"loadFinish""#) })
    }
    for arguments in [["--latency", "\(longest)"]] {
      let lines = try runNews("next wait", arguments: arguments).output.split(separator: "\n")
      #expect(lines.filter { $0.contains(#""event":"loadFinish""#) }.count == 3)
    }
    #expect(throws: ScriptSyntaxError.self) { try NewsCommand.parse("latency:\(longest + 1)") }
    #expect(throws: PagerOptions.UsageError.self) {
      try NewsOptions.parse(["--latency", "\(longest + 1)"])
    }
  }

  /// The last `state` event's `header` and `feeds`, and the refresh events, of a script.
  private func nested(_ script: String) throws -> (header: String, feeds: String, refresh: [String])
  {
    let lines = try runNews(script).output.split(separator: "\n").map(String.init)
    let state = lines.last { $0.contains(#""event":"state""#) } ?? ""
    func field(_ name: String) -> String {
      guard let start = state.range(of: "\"\(name)\":{") else { return "" }
      let rest = state[start.upperBound...]
      return String(rest.prefix { $0 != "}" })
    }
    let refresh = lines.compactMap { line -> String? in
      guard line.contains(#""event":"refresh"#) else { return nil }
      return line.contains("refreshStart") ? "start" : "end"
    }
    return (field("header"), field("feeds"), refresh)
  }

  @Test func vdrag_collapsesTheHeaderThenScrollsTheFeed_andEachChannelKeepsItsOffset() throws {
    let up = try nested("wait vdrag:5 vrelease:0 wait")
    #expect(up.header == #""offset":3.0,"range":3.0"#)
    #expect(up.feeds.contains(#""top":2"#))
    // Next channel: the header stays collapsed, world shows from its top; back: top kept 2.
    let switched = try nested("wait vdrag:5 vrelease:0 next wait vdrag:-1 vrelease:0 prev wait")
    #expect(switched.header == #""offset":2.0,"range":3.0"#)
    #expect(switched.feeds.contains(#""top":2"#) && switched.feeds.contains(#""world":0"#))
  }

  @Test func aPullPastTheThreshold_refreshesTheChannel_shortOfItSpringsBack() throws {
    #expect(try nested("wait vdrag:-8 vrelease:0 wait").refresh == ["start", "end"])
    #expect(try nested("wait vdrag:-4 vrelease:0 wait").refresh == [])
  }

  /// The refresh events of a script, as `start PAGE` and `end PAGE`.
  private func refreshes(_ script: String, arguments: [String] = []) throws -> [String] {
    try runNews(script, arguments: arguments).output.split(separator: "\n").compactMap {
      line -> String? in
      guard line.contains(#""event":"refresh"#), let start = line.range(of: #""page":""#) else {
        return nil
      }
      let page = line[start.upperBound...].prefix { $0 != "\"" }
      return (line.contains("refreshStart") ? "start " : "end ") + page
    }
  }

  @Test(arguments: [[], ["--feeds", "follow"]])
  func twoChannelsRefreshAtOnce_eachEndsOnItsOwn(arguments: [String]) throws {
    let script = "wait latency:2000 vdrag:-8 vrelease:0 next vdrag:-8 vrelease:0"
    #expect(
      try refreshes("\(script) refresh-end:0 wait", arguments: arguments) == [
        "start top", "start world", "end top", "end world",
      ])
    // Each reload ends its own channel's refresh, the current page's or not.
    #expect(
      try refreshes("\(script) wait", arguments: arguments) == [
        "start top", "start world", "end top", "end world",
      ])
    #expect(
      try refreshes("\(script) refresh-end wait", arguments: arguments) == [
        "start top", "start world", "end world", "end top",
      ])
  }

  /// `--refresh screen`: one refresh for the screen, the pull stretching the header; a pull on
  /// another channel meanwhile starts nothing; `refresh-end` ends the screen's.
  @Test(arguments: [[], ["--feeds", "follow"]])
  func theScreensRefresh_oneAtATime_thePullStretchesTheHeader(arguments: [String]) throws {
    let screen = ["--refresh", "screen"] + arguments
    let script = "wait latency:2000 vdrag:-8 vrelease:0 next vdrag:-8 vrelease:0"
    #expect(
      try refreshes("\(script) refresh-end wait", arguments: screen) == ["start top", "end top"])
    #expect(try refreshes("\(script) wait", arguments: screen) == ["start top", "end top"])
    // The header holds the indicator's room while the screen refreshes, on the page pulled.
    let held = try runNews(
      "wait latency:2000 vdrag:-8 vrelease:0 tick:1000 state", arguments: screen)
    #expect(
      held.output.contains(#""header":{"offset":0.0,"range":3.0,"stretch":3.0,"refreshing":true}"#))
    let ended = try runNews("wait vdrag:-8 vrelease:0 wait", arguments: screen).output
    #expect(
      ended.contains(#""header":{"offset":0.0,"range":3.0,"stretch":0.0,"refreshing":false}"#))
    // Each channel's own refresh (the default) never stretches the header.
    #expect(!(try runNews("wait vdrag:-8 state", arguments: arguments).output.contains("stretch")))
    #expect(throws: PagerOptions.UsageError.self) { try NewsOptions.parse(["--refresh", "all"]) }
  }

  @Test(arguments: [[], ["--feeds", "follow"]])
  func aRefreshingChannelReclaimedAndBack_refreshesUntilItsReloadLands(arguments: [String]) throws {
    let script = "wait latency:2000 vdrag:-8 vrelease:0 jump:5:instant jump:0:instant wait"
    #expect(try refreshes(script, arguments: arguments) == ["start top", "end top"])
  }

  @Test func pan_theArbiterDecidesTheAxis_oneAxisMoves() throws {
    let horizontal = try runNews("wait pan:0.7:1 wait").output
    #expect(horizontal.contains(#""event":"settle","index":1"#))
    let vertical = try nested("wait pan:0.01:6 wait")
    #expect(vertical.header == #""offset":3.0,"range":3.0"#)
    #expect(try !runNews("wait pan:0.01:6 wait").output.contains(#""event":"settle","index":1"#))
  }

  @Test func malformedNestedCommands_areSyntaxErrors() {
    for token in [
      "vdrag", "vdrag:up", "vdrag:2000000", "vrelease:nan", "pan:1", "pan:x:1", "pan:1:inf",
    ] {
      #expect(throws: ScriptSyntaxError.self, "\(token)") { try NewsCommand.parse(token) }
    }
  }

  @Test func malformedCommands_areSyntaxErrors() {
    for token in [
      "bogus", "next:1", "wait&", "tap", "tap:x", "jump:1:slow", "drag:far", "tick:-1",
      "config:v9", "scroll:1.5", "latency:-5", "scroll:99999999", "state&",
    ] {
      #expect(throws: ScriptSyntaxError.self, "\(token)") { try NewsCommand.parse(token) }
    }
    #expect(throws: PagerOptions.UsageError.self) { try NewsOptions.parse(["--latency", "-1"]) }
    #expect(throws: PagerOptions.UsageError.self) { try NewsOptions.parse(["--pages", "3"]) }
  }
}

/// Runs the built `tabbed-news` executable, which sits next to the test bundle.
private func tabbedNews(_ arguments: [String]) throws -> (
  status: Int32, stdout: String, stderr: String
) {
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let process = Process()
  process.executableURL = bundle.appendingPathComponent("tabbed-news")
  process.arguments = arguments
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let stdout = output.fileHandleForReading.readDataToEndOfFile()
  let stderr = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: stdout, as: UTF8.self),
    String(decoding: stderr, as: UTF8.self)
  )
}

@Suite struct NewsCommandLineTests {
  @Test func malformedScript_exit2_beforeAnythingRuns() throws {
    let run = try tabbedNews(["--script", "next config:v7 next"])
    #expect(run.status == 2 && run.stdout.isEmpty && run.stderr.contains("'config:v7'"))
  }

  @Test func inapplicableCommand_errorEvent_exit1_andTheScriptGoesOn() throws {
    let run = try tabbedNews(["--script", "tap:40 next"])
    #expect(run.status == 1)
    #expect(run.stdout.contains(#""event":"error","command":"tap:40""#))
    #expect(
      run.stdout.split(separator: "\n").last?.contains(#""event":"state","current":1"#) == true)
  }

  /// The audit's repro: `abs(Int.min)` trapped here (exit 132) while parsing.
  @Test func numbersPastTheirRange_exit2_beforeAnythingRuns() throws {
    for script in ["scroll:-9223372036854775808", "vdrag:1000001", "pan:0:-1e300", "tick:-1"] {
      let run = try tabbedNews(["--script", "next " + script])
      #expect(run.status == 2 && run.stdout.isEmpty, "\(script)")
      #expect(run.stderr.contains("as a whole number") || run.stderr.contains("decimal number"))
    }
  }

  /// A tap says what it hit under the collapsing header: a header row, or the feed's content
  /// row under the finger (the app's own scroll and the header's collapse included).
  @Test func aTap_namesTheHeaderRowOrTheFeedRowItHit() throws {
    let script = "wait touch:10:1 lift scroll:5 touch:10:4 lift vdrag:2 vrelease:0 wait"
    let run = try tabbedNews(["--script", script + " touch:10:0 lift touch:10:4 lift"])
    let taps = run.stdout.split(separator: "\n").filter { $0.contains(#""event":"tap""#) }
    #expect(taps.count == 4)
    #expect(
      taps.map { $0.split(separator: ",").suffix(2).joined(separator: ",") } == [
        #""hit":"header","row":1}"#, #""hit":"feed","row":6}"#, #""hit":"header","row":2}"#,
        #""hit":"feed","row":8}"#,
      ])
  }

  @Test func tickPastInt32_runsAsInPager() throws {
    let run = try tabbedNews(["--script", "next& tick:2147483648 state"])
    #expect(run.status == 0 && run.stdout.contains(#""event":"state","current":1"#))
  }

  @Test func withoutATerminalOrScript_itSaysWhatToDo_exit2() throws {
    let run = try tabbedNews([])
    #expect(run.status == 2 && run.stderr.contains("--script"))
  }

  @Test func help_exit0() throws {
    let run = try tabbedNews(["--help"])
    #expect(run.status == 0 && run.stdout.contains("tap:N"))
  }
}

extension NewsCommandLineTests {
  /// Each process hashes with its own seed: runs in separate processes would differ if any
  /// order came from a hash table.
  @Test func separateProcesses_printTheSameEvents() throws {
    let script =
      "jump:4:instant wait config:v2 wait jump:0:instant scroll:4 config:v3 next wait state"
    let first = try tabbedNews(["--script", script])
    for _ in 0..<4 {
      #expect(try tabbedNews(["--script", script]).stdout == first.stdout)
    }
  }
}

/// A finger on the feeds in script mode and the mouse interactively: across, it pages; up and
/// down, it scrolls the feed under the collapsing header; in both motions.
@MainActor
@Suite struct NewsTouchTests {
  @Test(arguments: ["owned", "follow"])
  func aFingerAcross_pages_andUpAndDown_scrollsTheFeed(host: String) throws {
    let script =
      "wait touch:60:8 move:45:8:16 move:30:8:16 move:20:8:16 lift wait"
      + " touch:40:14 move:40:12:16 move:40:9:16 move:40:6:16 lift wait state"
    let (output, status) = try runNews(script, arguments: ["--host", host])
    #expect(status == 0)
    let lines = output.split(separator: "\n")
    #expect(lines.contains { $0.contains("\"event\":\"settle\",\"index\":1") }, "the drag paged")
    let state = try #require(lines.last)
    #expect(state.contains("\"current\":1"))
    // 8 rows up: the 3-row header collapses first, then the feed scrolls.
    #expect(state.contains("\"header\":{\"offset\":3.0,\"range\":3.0}"), "\(state)")
    #expect(state.contains("\"feed\":{\"page\":\"world\",\"offset\":"), "\(state)")
    #expect(!state.contains("\"feed\":{\"page\":\"world\",\"offset\":0,"), "the feed scrolled")
  }

  @Test func ownedAndFollowed_printTheSameEvents_forTheSameFingers() throws {
    let script =
      "wait touch:60:8 move:40:8:16 move:20:8:16 lift wait touch:5:5 lift touch:40:14"
      + " move:40:10:16 lift wait"
    // The same events in the same order; their times may differ by a frame or two, as the
    // platform's deceleration curve is not the container's (a page leaves when its last pixel
    // does).
    func events(_ host: String) throws -> [String] {
      try runNews(script, arguments: ["--host", host]).output.split(separator: "\n").map {
        String($0.replacing(/"t":[0-9]+,/, with: ""))
      }
    }
    #expect(try events("owned") == events("follow"))
  }

  @Test func theMouse_onTheStripSelectsATab_onAFeedScrollsIt() throws {
    let clock = ManualClock()
    let app = NewsApp(options: NewsOptions(), width: 80, height: 24, clock: clock)
    clock.runUntilIdle(limit: .seconds(10))
    _ = app.render(width: 80, height: 24, color: false)
    // The strip is under the 3 header rows; "Business" is the third tab.
    let stripRow = 3
    let tab = try #require(app.service.tabStrip.visibleTabs.first { $0.index == 2 })
    let column = Int(tab.x - app.service.tabStrip.frame.offset) + 2
    app.handle(.mouse(MouseEvent(kind: .press, column: column, row: stripRow)))
    app.handle(.mouse(MouseEvent(kind: .release, column: column, row: stripRow)))
    clock.runUntilIdle(limit: .seconds(10))
    #expect(app.service.container.currentIndex == 2)
    // A drag up on the feed (below the strip, its indicator and the rule).
    app.handle(.mouse(MouseEvent(kind: .press, column: 40, row: 18)))
    for row in [16, 14, 12, 10] {
      clock.advance(by: .milliseconds(16))
      app.handle(.mouse(MouseEvent(kind: .drag, column: 40, row: row)))
    }
    app.handle(.mouse(MouseEvent(kind: .release, column: 40, row: 10)))
    clock.runUntilIdle(limit: .seconds(10))
    #expect(app.service.nested.headerOffset == 3, "the header collapsed")
    #expect(app.service.container.currentIndex == 2, "a vertical drag does not page")
  }
}
