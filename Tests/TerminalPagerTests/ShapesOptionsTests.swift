import Folio
import TerminalPagerCore
import Testing

/// `--page-size`, `--spacing`, `--rtl` and `--auto`: golden transcripts, the state's `visible`
/// and `progress`, bad values, and golden screens of peeking and mirrored pages.
@MainActor
@Suite struct ShapesOptionsTests {
  nonisolated static let transcripts = [
    Transcript(
      name: "carousel", script: "state drag:0.3 state release:2 wait next",
      arguments: ["--pages", "6", "--page-size", "0.6", "--spacing", "2"]),
    Transcript(
      name: "rtl", script: "drag:0.3 state release:2 wait prev",
      arguments: ["--pages", "4", "--rtl"]),
    Transcript(
      name: "auto",
      script: "tick:1999 tick:1 wait drag:0.2 tick:5000 release:0 wait tick:1999 tick:1",
      arguments: ["--pages", "3", "--auto", "2", "--working-range", "0"]),
  ]

  @Test(arguments: transcripts)
  func script_printsExactlyItsGoldenTranscript(transcript: Transcript) throws {
    let (output, status) = try runScript(transcript.script, arguments: transcript.arguments)
    #expect(status == transcript.exitStatus)
    Golden.check(output, against: "\(transcript.name).jsonl")
  }

  @Test func carousel_stateListsEveryVisiblePage_withItsProgress() throws {
    let (output, _) = try runScript(
      "state", arguments: ["--pages", "6", "--page-size", "0.5", "--spacing", "0"])
    let state = output.split(separator: "\n").last { $0.contains(#""event":"state""#) } ?? ""
    // Half pages centred in 80 columns: 0 in the middle, 1 to its right, half shown.
    #expect(state.contains(#""visible":[0,1],"progress":{"0":0.0,"1":1.0}"#))
  }

  @Test func loop_nextFromTheLastPage_reachesTheFirst() throws {
    let (output, status) = try runScript(
      "jump:3:instant drag:0.25 state release:2 wait state", arguments: ["--pages", "4", "--loop"])
    #expect(status == 0)
    #expect(
      output.contains(
        #""position":3.25,"count":4,"looping":true,"visible":[0,3],"progress":{"0":0.75,"3":-0.25}"#
      )
    )
    let state = output.split(separator: "\n").last { $0.contains(#""event":"state""#) } ?? ""
    #expect(state.contains(#""position":0.0,"count":4,"looping":true,"visible":[0]"#))
  }

  @Test func loop_halfPages_needThreePages_andTheRouteIsChosen() throws {
    // Half pages centred: three in view at once (two halves and a quarter each side), so
    // two pages do not loop; five do, and a jump can go the long way round.
    let (two, _) = try runScript(
      "state", arguments: ["--pages", "2", "--loop", "--page-size", "0.5"])
    #expect(two.contains(#""count":2,"looping":false"#))
    let (output, status) = try runScript(
      "jump:4:instant state jump:2:backward& tick:100 state wait state",
      arguments: ["--pages", "5", "--loop", "--page-size", "0.5"])
    #expect(status == 0)
    let states = output.split(separator: "\n").filter { $0.contains(#""event":"state""#) }
    #expect(states.count == 4, "three asked for, and the final state")
    // At rest on the last page: the first page peeks at its right, page 3 at its left.
    #expect(
      states.first?.contains(#""visible":[0,3,4],"progress":{"0":1.0,"3":-1.0,"4":0.0}"#) == true)
    // Backward from 4 to 2: the sources and the target slide as neighbours, a page apart.
    #expect(states.dropFirst().first?.contains(#""position":3.7037"#) == true)
    #expect(states.last?.contains(#""current":2,"position":2.0,"count":5,"looping":true"#) == true)
  }

  @Test func rightToLeft_dragStaysLogical() throws {
    let (output, _) = try runScript("drag:0.25 state", arguments: ["--rtl"])
    #expect(
      output.contains(
        #""position":0.25,"count":24,"looping":false,"visible":[0,1],"#
          + #""progress":{"0":-0.25,"1":0.75}"#))
  }

  @Test(arguments: [
    ["--page-size", "0"], ["--page-size", "1.5"], ["--page-size", "nan"], ["--page-size", "-0.5"],
    ["--page-size", "half"], ["--page-size"], ["--spacing", "-1"], ["--spacing", "1001"],
    ["--spacing", "2.5"], ["--auto", "-1"], ["--auto", "inf"], ["--auto", "86401"],
    ["--auto", "soon"], ["--rtl", "--loopy"], ["--loop", "yes"],
  ])
  func badValues_areUsageErrors(arguments: [String]) {
    #expect(throws: PagerOptions.UsageError.self) { try PagerOptions.parse(arguments) }
  }

  @Test func goodValues_areRead() throws {
    let options = try PagerOptions.parse([
      "--page-size", "0.75", "--spacing", "3", "--rtl", "--auto", "1.5",
    ])
    #expect(options.pageSize == 0.75 && options.spacing == 3)
    #expect(options.rightToLeft && options.autoSeconds == 1.5)
    #expect(try PagerOptions.parse(["--loop"]).loops)
    #expect(!options.loops)
  }

  @Test func help_documentsTheShapes() {
    for option in ["--page-size F", "--spacing N", "--rtl", "--loop", "--auto S"] {
      #expect(PagerOptions.help.contains(option), "\(option)")
    }
  }
}

/// The screen of a carousel and of a right-to-left pager.
@MainActor
@Suite struct ShapesScreenTests {
  private func render(
    _ arguments: [String], pages: Int = 8, steps: (PagerApp, ManualClock) -> Void
  ) throws -> [String] {
    let clock = ManualClock()
    var options = try PagerOptions.parse(arguments)
    options.pages = pages
    let app = PagerApp(
      options: options, layout: ScreenLayout(width: 80, height: 24), clock: clock)
    steps(app, clock)
    return ScreenRenderer.render(app.snapshot(), width: 80, height: 24, color: false)
  }

  @Test func carousel_showsThePeekingNeighbours() throws {
    let lines = try render(["--page-size", "0.6", "--spacing", "2"]) { app, clock in
      app.handle(.right)
      clock.runUntilIdle()
    }
    #expect(lines.count == 24 && lines.allSatisfy { $0.count == 80 })
    Golden.check(lines.joined(separator: "\n") + "\n", against: "screen-carousel-80x24.txt")
  }

  @Test func rightToLeft_theNextPageComesFromTheLeft_andTheStripIsMirrored() throws {
    let lines = try render(["--rtl"]) { app, clock in
      app.handle(.left)  // <- is "next" right to left
      clock.advance(by: .milliseconds(100))
    }
    Golden.check(lines.joined(separator: "\n") + "\n", against: "screen-rtl-sliding-80x24.txt")
  }

  @Test func looping_theIndicatorWrapsAcrossTheSeam_inTwoPieces() throws {
    // 8 tabs 4 wide fit the strip (a ring of 32 columns): halfway from p7 to p0 the indicator
    // is drawn at the ring's end and continues at its start.
    let lines = try render(["--loop"]) { app, clock in
      app.handle(.end)
      clock.runUntilIdle()
      app.handle(.character("l"))  // a swipe toward the next page: p0, across the seam
      for _ in 0..<60 where app.snapshot().position < 7.5 {
        clock.advance(by: .milliseconds(4))
      }
    }
    let indicator = Array(lines[1])
    #expect(indicator[0] == "━" && indicator[29] == " " && indicator[31] == "━")
    #expect(!indicator[32...].contains("━"), "nothing past the ring")
  }

  @Test func looping_manyTabs_theStripScrollsAsARing() throws {
    // 40 tabs 5 wide (200 columns) in 80: on p0 the strip shows the last tabs to its left.
    let lines = try render(["--loop"], pages: 40) { _, clock in clock.runUntilIdle() }
    #expect(lines[0].contains("p39") && lines[0].contains("[p0]") && lines[0].contains("p1 "))
    let indicator = Array(lines[1])
    let drawn = indicator.indices.filter { indicator[$0] == "━" }
    #expect(drawn == Array(39...41), "under p0's title (columns 38..<43): \(drawn)")
  }
}
