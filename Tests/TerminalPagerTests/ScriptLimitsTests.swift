import TerminalPagerCore
import Testing

/// The named repros of the script mode: big numbers and extreme velocities.
@MainActor
@Suite struct ScriptLimitsTests {
  private func lastState(_ script: String, _ arguments: [String] = []) throws -> String {
    let run = try runScript(script, arguments: arguments)
    return run.output.split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test func hugeBackwardRelease_flingsToThePreviousPage() throws {
    let state = try lastState("jump:5:instant drag:-0.2 release:-1e307")
    #expect(state.contains(#""current":4,"position":4.0"#))
  }

  @Test func hugeForwardRelease_flingsToTheNextPage() throws {
    let state = try lastState("jump:5:instant drag:0.2 release:1e307")
    #expect(state.contains(#""current":6,"position":6.0"#))
  }

  @Test func rangeOfIntMax_clampsTo100_andASwipeWorks() throws {
    let state = try lastState("range:9223372036854775807 next", ["--pages", "300"])
    #expect(state.contains(#""current":1"#) && state.contains(#""workingRange":[0,101]"#))
  }

  @Test func negativeRange_isAnErrorEvent_exit1() throws {
    let run = try runScript("range:-9223372036854775808")
    #expect(run.status == 1)
    #expect(run.output.contains(#""event":"error","command":"range:-9223372036854775808""#))
  }

  @Test func tickOfIntMaxMilliseconds_returnsAtOnce_timeSaturates() throws {
    let state = try lastState("next& tick:9223372036854775807 tick:1")
    #expect(state.contains(#""t":9223372036854775807"#) && state.contains(#""current":1"#))
  }
}

/// Round five's repros of the programs' word: a finger holds auto-advance, no number hangs,
/// one rule for numbers.
@MainActor
@Suite struct ScriptWordTests {
  private func events(_ output: String, _ name: String) -> Int {
    output.split(separator: "\n").filter { $0.contains("\"event\":\"\(name)\"") }.count
  }

  @Test(arguments: ["owned", "follow"])
  func aFingerDown_holdsAutoAdvance_andItGoesOnAfterTheLift(host: String) throws {
    let held = try runScript(
      "touch:40:9 tick:1093 state", arguments: ["--auto", "0.5", "--host", host])
    #expect(events(held.output, "autoAdvance") == 0, "no advance under the finger")
    #expect(held.output.contains(#""current":0,"position":0.0"#))
    let lifted = try runScript(
      "touch:40:9 tick:1093 lift tick:400 state tick:200 state",
      arguments: ["--auto", "0.5", "--host", host]
    )
    let states = lifted.output.split(separator: "\n").filter { $0.contains("\"state\"") }
    #expect(states.first?.contains(#""current":0,"position":0.0"#) == true, "not yet")
    #expect(events(lifted.output, "autoAdvance") >= 1, "resumed half a second after the lift")
    #expect(states.last?.contains(#""accessibility""#) == true)
  }

  @Test(arguments: ["0.5", "86400", "0.001"])
  func aHugeTick_withAutoAdvance_endsSoon_withAtMostAThousandAdvances(auto: String) throws {
    for script in [
      "tick:9223372036854775807", "move:1:1:9223372036854775807", "tick:99999999999999999999",
    ] {
      let run = try runScript(script, arguments: ["--auto", auto])
      #expect(run.status == 0)
      let advances = events(run.output, "autoAdvance")
      #expect(advances <= PagerSession.maximumAdvancesPerTick, "\(script) --auto \(auto)")
      #expect(run.output.split(separator: "\n").last?.contains("\"state\"") == true)
    }
    // Auto-advance goes on after such a tick.
    let after = try runScript("tick:9223372036854775807 tick:1 wait", arguments: ["--auto", "0.5"])
    #expect(events(after.output, "autoAdvance") <= PagerSession.maximumAdvancesPerTick + 1)
  }

  @Test func anOrdinaryTick_withAutoAdvance_playsEveryAdvance() throws {
    let run = try runScript("tick:10000", arguments: ["--auto", "0.5"])
    // Every 0.5 s of rest plus a 0.3 s animation: 12 advances in 10 s.
    #expect(events(run.output, "autoAdvance") == 12)
  }

  @Test(arguments: [
    (["--working-range", "99999999999999999999"], #""workingRange":[0,23]"#),
    (
      ["--recycle-distance", "99999999999999999999", "--working-range", "0"],
      #""workingRange":null"#
    ),
  ])
  func anyWholeNumber_isAcceptedWhereTheHelpPromisesIt(arguments: [String], expected: String) throws
  {
    let run = try runScript("next", arguments: arguments)
    #expect(run.status == 0)
    #expect(run.output.contains(expected), "\(run.output.suffix(300))")
  }

  @Test func rangeOfAHugeNumber_countsAs100() throws {
    let run = try runScript("range:99999999999999999999 next", arguments: ["--pages", "300"])
    #expect(run.status == 0 && run.output.contains(#""workingRange":[0,101]"#))
  }
}

/// What 10^8 pages cost: the demo's page is a number and a revision (16 bytes; a string
/// identity, a kind and a revision took 32), its identity and kind worked out from the number.
@Suite struct DemoPageCostTests {
  @Test func aPage_isSixteenBytes_andNamesItselfAsBefore() {
    #expect(MemoryLayout<DemoPage>.stride == 16)
    #expect(DemoPage(id: .builtIn(99_999_999)).id.description == "p99999999")
    #expect(DemoPage(id: .inserted(3)).id.description == "n3")
    #expect(DemoPage(id: .builtIn(4)).kind == .photo && DemoPage(id: .inserted(3)).kind == .article)
    #expect(DemoPage.ID.builtIn(5) != DemoPage.ID.inserted(5))
  }
}
