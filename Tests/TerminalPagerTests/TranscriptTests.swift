import TerminalPagerCore
import Testing

/// A script and what it must print, exactly.
struct Transcript: CustomTestStringConvertible, Sendable {
  var name: String
  var script: String
  var arguments: [String] = []
  var exitStatus: Int32 = 0

  var testDescription: String { name }
}

/// Runs a script as `pager --script` does and returns its output and exit status.
@MainActor
func runScript(_ script: String, arguments: [String] = []) throws -> (output: String, status: Int32)
{
  let options = try PagerOptions.parse(arguments)
  let commands = try ScriptParser.parse(script)
  var lines: [String] = []
  let status = ScriptRunner.run(commands, options: options) { lines.append($0) }
  return (lines.joined(separator: "\n") + "\n", status)
}

@MainActor
@Suite struct TranscriptTests {
  nonisolated static let transcripts = [
    Transcript(name: "swipes", script: "next next next prev"),
    Transcript(name: "cancelled-drag", script: "drag:0.3 release:0 wait"),
    Transcript(name: "fling", script: "drag:0.1 release:1.5"),
    Transcript(name: "catch", script: "next& tick:100 drag:0 release:0"),
    Transcript(name: "drag-left-down", script: "drag:0.7 tick:50 state next"),
    Transcript(name: "far-jumps", script: "jump:10 jump:2:instant jump:20"),
    Transcript(name: "retargeted-jump", script: "jump:12& tick:100 jump:5"),
    Transcript(
      name: "updates-around-current", script: "next next insert:0 delete:3 move:2:5 update:3"),
    Transcript(
      name: "updates-in-working-range", script: "next next insert:4 delete:2 move:3:0",
      arguments: ["--working-range", "2"]),
    Transcript(name: "delete-current", script: "jump:3:instant delete:3 delete:3 state"),
    Transcript(name: "range-changes", script: "range:3 next range:0 next range:1"),
    Transcript(name: "reload", script: "next reload", arguments: ["--pages", "5"]),
    Transcript(
      name: "errors", script: "jump:99 delete:24 insert:-1 move:0:30 range:-1 next", exitStatus: 1),
    Transcript(
      name: "no-pages", script: "next jump:0 delete:0 insert:0 state", arguments: ["--pages", "0"],
      exitStatus: 1),
    Transcript(
      name: "accessibility-keys",
      script: "key:right key:right& key:right& key:right key:end key:home key:pageDown key:pageUp"
        + " key:up key:down key:left state"),
    Transcript(
      name: "accessibility-actions",
      script: "a11y:increment a11y:increment drag:0.3 release:0 wait a11y:decrement"
        + " jump:0:instant a11y:decrement delete:0 state",
      arguments: ["--pages", "4"]),
    Transcript(
      name: "text-format", script: "next", arguments: ["--pages", "3", "--format", "text"]),
  ]

  @Test(arguments: transcripts)
  func script_printsExactlyItsGoldenTranscript(transcript: Transcript) throws {
    let (output, status) = try runScript(transcript.script, arguments: transcript.arguments)
    #expect(status == transcript.exitStatus)
    let suffix = transcript.arguments.contains("text") ? "txt" : "jsonl"
    Golden.check(output, against: "\(transcript.name).\(suffix)")
  }

  @Test func everyRunOfAScript_printsTheSame() throws {
    let script = "next next& tick:40 drag:-0.2 release:-1 jump:9 insert:2 wait"
    #expect(try runScript(script).output == runScript(script).output)
  }
}

/// A finger on the page area in script mode, with the host owning the motion or following a
/// platform scroll view: the same pages come and go.
@MainActor
@Suite struct TouchTranscriptTests {
  static let touches = Transcript(
    name: "touches",
    script:
      "touch:60:5 move:50:5:16 move:35:5:16 move:20:5:16 lift wait state touch:30:9 lift"
      + " touch:10:9 move:40:9:120 move:70:9:120 lift wait touch:5:5 move:40:6:16 state lift")

  @Test(arguments: [["--host", "owned"], ["--host", "follow"]])
  func touches_printTheirGoldenTranscript(arguments: [String]) throws {
    let (output, status) = try runScript(Self.touches.script, arguments: arguments)
    #expect(status == 0)
    Golden.check(output, against: "touches-\(arguments[1]).jsonl")
  }

  @Test func ownedAndFollowed_deliverTheSameLifecycle() throws {
    func lifecycle(_ arguments: [String]) throws -> [String] {
      try runScript(Self.touches.script, arguments: arguments).output.split(separator: "\n")
        .filter { $0.contains("Appear") || $0.contains("\"settle\"") || $0.contains("\"tap\"") }
        .map { String($0.drop(while: { $0 != "," }).dropFirst().drop(while: { $0 != "," })) }
    }
    #expect(try lifecycle(["--host", "owned"]) == lifecycle(["--host", "follow"]))
    #expect(try lifecycle(["--host", "follow", "--rtl"]).count > 0)
  }
}
