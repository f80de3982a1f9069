import Folio
import FolioSupport
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// `--host swiftui`: the three programs' pages through FolioSwiftUI's pager model, as
/// FolioPageView drives it (its drag's gesture rules, its timeline on the program's clock).
@Suite("--host swiftui: FolioPageView's drag and timeline in the script modes")
@MainActor
struct SwiftUIHostTests {
  /// The events of a pager script, without the state lines.
  func events(_ script: String, _ arguments: [String]) throws -> [String] {
    try runScript(script, arguments: arguments).output.split(separator: "\n").map(String.init)
  }

  @Test("drags along the pages, swipes, jumps and waits: the owned host's transcript, seeded")
  func alongTheAxis_isTheOwnedTranscript() throws {
    let commands = [
      "next", "prev&", "jump:9", "jump:2:instant", "tick:120", "wait", "touch:60:5",
      "move:20:5:100", "move:5:5:16", "move:70:5:200", "lift", "a11y:increment", "range:2",
      "insert:1", "delete:0", "drag:0.4", "release:2",
    ]
    for seed in 1...20 {
      var random = SeededRandomNumberGenerator(seed: UInt64(seed))
      let script =
        (0..<30).map { _ in commands.randomElement(using: &random) ?? "next" }
        .joined(separator: " ") + " lift wait state"
      for options in [[], ["--rtl"], ["--loop", "--pages", "6"], ["--page-size", "0.5"]] {
        #expect(
          try events(script, ["--host", "swiftui"] + options)
            == events(script, ["--host", "owned"] + options),
          "seed \(seed) \(options): \(script)")
      }
    }
  }

  @Test("short-video's random scripts end, whatever the latency: every deadline that came fires")
  func shortVideoScripts_neverHang() throws {
    let commands = [
      "next", "prev", "next&", "wait", "tick:36", "tick:300", "drag:0.5", "release:2",
      "touch:30:8", "move:45:57:1000", "move:30:2:16", "lift", "jump:3&", "jump:1",
    ]
    for seed in 1...150 {
      var random = SeededRandomNumberGenerator(seed: UInt64(seed))
      let latency = ["0", "5", "400", "5000"][seed % 4]
      let script = (0..<12).map { _ in commands.randomElement(using: &random) ?? "wait" }
        .joined(separator: " ")
      let output = try StateAgreementTests.video(
        script, ["--host", "swiftui", "--latency", latency])
      #expect(
        !output.contains("did not fire"), "seed \(seed) --latency \(latency): \(script)")
      #expect(output.contains("\"event\":\"state\""), "seed \(seed): \(script)")
    }
  }

  @Test("a drag across the pages is not theirs: nothing moves, nothing appears")
  func acrossTheAxis_movesNothing() throws {
    let script = "touch:40:2 move:35:15:100 move:33:17:50 lift wait state"
    let swiftUI = try events(script, ["--host", "swiftui"])
    #expect(!swiftUI.contains { $0.contains("\"willAppear\"") && $0.contains("\"index\":1") })
    #expect(swiftUI.last?.contains("\"position\":0.0") == true)
    // Nor on the owned host: a pan that starts across the pages is never the pager's.
    let owned = try events(script, ["--host", "owned"])
    #expect(!owned.contains { $0.contains("\"willAppear\"") && $0.contains("\"index\":1") })
    #expect(owned.last?.contains("\"position\":0.0") == true)
  }

  @Test("a press and release is a tap, as on the owned host")
  func taps() throws {
    let tap = try events("touch:10:4 lift", ["--host", "swiftui"])
    #expect(tap.contains { $0.contains("\"event\":\"tap\"") })
  }

  @Test("an auto-advance waits on the timeline's wake-up: no frames at rest")
  func autoAdvance() throws {
    let script = "tick:2950 state tick:100 wait state"
    #expect(
      try events(script, ["--host", "swiftui", "--auto", "3"])
        == events(script, ["--host", "owned", "--auto", "3"]))
  }

  @Test("a bad --host, and tabbed-news's swiftui host without its own feeds, are usage errors")
  func badValues() throws {
    #expect(throws: PagerOptions.UsageError.self) {
      try runScript("next", arguments: ["--host", "swiftUI"])
    }
    #expect(throws: PagerOptions.UsageError.self) {
      try NewsOptions.parse(["--host", "swiftui"])
    }
  }
}
