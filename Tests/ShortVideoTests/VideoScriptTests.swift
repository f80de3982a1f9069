import Folio
import Foundation
import ShortVideoCore
import TerminalPagerCore
import Testing

/// Runs a script as `short-video --script` does; returns the events as parsed JSON objects.
@MainActor
func runVideo(_ script: String, arguments: [String] = []) throws -> (
  events: [[String: Any]], status: Int32
) {
  let options = try VideoOptions.parse(arguments)
  let commands = try VideoCommand.parse(script)
  var lines: [String] = []
  let status = VideoScriptRunner.run(commands, options: options) { lines.append($0) }
  let events = try lines.map { line in
    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
  }
  return (events, status)
}

/// The events named `name`, as `name page` (or `name index`).
func named(_ name: String, in events: [[String: Any]]) -> [String] {
  events.filter { $0["event"] as? String == name }.map { event in
    let what = event["page"] as? String ?? (event["index"] as? Int).map(String.init) ?? ""
    return "\(name) \(what)".trimmingCharacters(in: .whitespaces)
  }
}

@MainActor
@Suite struct VideoScriptTests {
  /// The feed starts on the loading page; the first batch lands in place; nearing the end of a
  /// batch asks for the next one, once; a clip plays when its impression qualifies and pauses
  /// when it goes.
  @Test func theFeedLoadsInBatches_andClipsPlayWhenTheyQualify() throws {
    let run = try runVideo("wait next tick:500 jump:7 wait next next next wait")
    #expect(run.status == 0)
    let log = run.events.filter { ["play", "pause", "loadMore"].contains($0["event"] as? String) }
      .map { "\($0["event"] ?? "") \($0["page"] ?? $0["index"] ?? "")" }
    // c8 and c9 qualify on the frame they settle on (half shown for 300 ms by then: the
    // deadline is met on its frame), and pause as the next swipe takes them away.
    #expect(
      log == [
        "loadMore 0", "play c0", "pause c0", "play c1", "pause c1", "loadMore 10", "play c7",
        "pause c7", "play c8", "pause c8", "play c9", "pause c9", "play c10",
      ])
    let state = try #require(run.events.last)
    #expect(state["current"] as? Int == 10 && state["count"] as? Int == 21)
    #expect(state["hasMore"] as? Bool == true && state["feed"] as? String == "more")
  }

  /// A failed batch shows the failure page in place; retry shows the loading page and asks
  /// again; the feed ends after 60 clips with its end page.
  @Test func failuresRetryAndTheEnd() throws {
    let walk = (1...6).map { "jump:\($0 * 10) wait" }.joined(separator: " ")
    let run = try runVideo("fail:on wait fail:off retry wait \(walk)")
    #expect(run.status == 0)
    #expect(named("loadFail", in: run.events).count == 1)
    #expect(named("loadMore", in: run.events).count == 7, "the failed one, then six")
    let firstFail = try #require(run.events.firstIndex { $0["event"] as? String == "loadFail" })
    let afterFail = run.events[firstFail...].first { $0["event"] as? String == "willAppear" }
    #expect(afterFail?["page"] as? String == "failed")
    let state = try #require(run.events.last)
    #expect(state["count"] as? Int == 61 && state["hasMore"] as? Bool == false)
    #expect(state["feed"] as? String == "ended" && state["current"] as? Int == 60)
    #expect(try runVideo("retry").status == 1, "nothing to retry")
  }

  /// The player budget: never more than 3 live clip controllers, whatever is pinned; a pinned
  /// clip keeps its controller; memory sheds all but the shown and pinned pages.
  @Test func budgetPinsAndMemory() throws {
    let run = try runVideo("wait jump:5 wait pin next next next state memory state wait")
    #expect(run.status == 0)
    let states = run.events.filter { $0["event"] as? String == "state" }
    for state in states {
      let live = state["live"] as? [String: Int] ?? [:]
      #expect((live["ClipPage"] ?? 0) <= 3, "\(live)")
      #expect(state["pinned"] as? [Int] == [5])
    }
    let afterMemory = states[1]["active"] as? [String: String] ?? [:]
    #expect(afterMemory.keys.sorted() == ["5", "8"], "the pinned and the shown page")
    #expect(afterMemory["5"] == (states[0]["active"] as? [String: String])?["5"])
    #expect(try runVideo("jump:0 pin").status == 1, "the loading page is no clip")
  }

  /// A clip that ends advances the feed to the next one; a late "ended" from the clip the
  /// reader left, or one during the advance, is dropped (never a second page).
  @Test func aClipThatEnded_advancesOnce_aLateEndedIsDropped() throws {
    let run = try runVideo("wait ended ended wait ended:0 wait state")
    #expect(run.status == 0)
    #expect(named("ended", in: run.events) == ["ended c0", "ended c0", "ended c0"])
    #expect(named("autoAdvance", in: run.events) == ["autoAdvance c1"])
    #expect(run.events.last?["current"] as? Int == 1)
    // The clip then ends too: the next one.
    let again = try runVideo("wait ended wait ended wait")
    #expect(named("autoAdvance", in: again.events) == ["autoAdvance c1", "autoAdvance c2"])
  }

  @Test func endedOnAPageThatIsNoClip_orNoPage_isAnErrorEvent_exit1() throws {
    let run = try runVideo("wait ended:99")
    #expect(run.status == 1)
    #expect(run.events.contains { $0["event"] as? String == "error" })
    // Before the first batch the only page is the loading page.
    let loading = try runVideo("ended", arguments: ["--latency", "1000"])
    #expect(loading.status == 1)
  }

  @Test func malformedCommands_areSyntaxErrors() {
    for token in [
      "bogus", "next:1", "wait&", "jump", "jump:x", "jump:1:slow", "drag:far", "tick:-1",
      "fail", "fail:maybe", "pin:3", "memory&", "state&", "ended:x", "ended:-1", "ended:1:2",
      "ended&", "ended:",
    ] {
      #expect(throws: ScriptSyntaxError.self, "\(token)") { try VideoCommand.parse(token) }
    }
    #expect(throws: PagerOptions.UsageError.self) { try VideoOptions.parse(["--latency", "-1"]) }
    #expect(throws: PagerOptions.UsageError.self) { try VideoOptions.parse(["--pages", "3"]) }
  }
}

/// The built executable: bad scripts exit 2 before anything runs, with nothing on stdout.
@Suite struct VideoCommandLineTests {
  private func shortVideo(_ arguments: [String]) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = bundle.appendingPathComponent("short-video")
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

  @Test func malformedScript_exit2_beforeAnythingRuns() throws {
    let run = try shortVideo(["--script", "next fail:sometimes next"])
    #expect(run.status == 2 && run.stdout.isEmpty && run.stderr.contains("'fail:sometimes'"))
  }

  @Test func tickPastInt32_runsAsInPager_andANegativeOneExits2() throws {
    let run = try shortVideo(["--script", "wait next& tick:2147483648"])
    #expect(run.status == 0 && run.stdout.contains(#""event":"state","current":1"#))
    let bad = try shortVideo(["--script", "next tick:-9223372036854775808"])
    #expect(bad.status == 2 && bad.stdout.isEmpty && bad.stderr.contains("of 0 or more"))
  }

  @Test func script_printsJSONLines_andEndsWithState() throws {
    let run = try shortVideo(["--script", "wait next"])
    #expect(run.status == 0)
    #expect(run.stdout.split(separator: "\n").last?.contains(#""event":"state""#) == true)
  }

  @Test func withoutATerminalOrScript_itSaysWhatToDo_exit2() throws {
    let run = try shortVideo([])
    #expect(run.status == 2 && run.stderr.contains("--script"))
  }

  @Test func help_exit0() throws {
    let run = try shortVideo(["--help"])
    #expect(run.status == 0 && run.stdout.contains("fail:on|off"))
  }
}

/// A finger on the clips: up brings the next clip, in both motions, the same way.
@MainActor
@Suite struct VideoTouchTests {
  @Test(arguments: ["owned", "follow"])
  func aFingerUp_bringsTheNextClip(host: String) throws {
    let run = try runVideo(
      "wait touch:30:12 move:30:8:16 move:30:4:16 lift wait state", arguments: ["--host", host])
    #expect(run.status == 0)
    let state = try #require(run.events.last)
    #expect(state["current"] as? Int == 1)
    #expect(state["viewport"] as? [Int] == [60, 16])
    #expect((state["frames"] as? [String: [Int]])?["1"] == [0, 0, 60, 16])
  }

  /// A poster swapped for a clip while the finger moves is in the poster pool at once: every
  /// live controller is active or pooled in the state the finger's last move printed.
  @Test(arguments: ["owned", "follow"])
  func aPosterSwappedDuringADrag_isPooledAtOnce(host: String) throws {
    let run = try runVideo(
      "wait touch:41:15 move:41:-20:100 move:41:-53:50 move:56:158:21 move:56:156:100 state",
      arguments: ["--host", host])
    #expect(run.status == 0)
    let states = run.events.filter { $0["event"] as? String == "state" }
    #expect(states.count == 2)
    for state in states {
      let live = (state["live"] as? [String: Int] ?? [:]).values.reduce(0, +)
      let active = (state["active"] as? [String: String] ?? [:]).count
      let pooled = (state["pools"] as? [String: Int] ?? [:]).values.reduce(0, +)
      #expect(live == active + pooled, "\(state)")
    }
    // The drag swapped posters for clips (what the state above is about).
    #expect(
      run.events.contains {
        $0["event"] as? String == "reclaimed"
          && ($0["controller"] as? String)?.hasPrefix("PosterPage") == true
      })
  }

  @Test func aTap_isReportedWithThePageUnderIt() throws {
    let run = try runVideo("wait touch:10:3 lift")
    let taps = run.events.filter { $0["event"] as? String == "tap" }
    #expect(taps.count == 1 && taps.first?["index"] as? Int == 0)
    #expect(taps.first?["x"] as? Int == 10 && taps.first?["y"] as? Int == 3)
  }

  @Test(arguments: ["touch:1", "move:1:2", "move:1:2:-5", "touch:99999:1", "lift:now", "touch:a:1"])
  func badFingerCommands_areScriptErrors(token: String) {
    #expect(throws: ScriptSyntaxError.self) { try VideoCommand.parse(token) }
  }
}
