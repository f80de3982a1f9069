import TerminalPagerCore
import Testing

@MainActor
@Suite("pager's target command: the page the pages go to, and the pages decided")
struct TargetCommandTests {
  /// The `target` lines of a script's output, as `index decided`.
  private func targets(_ script: String, _ arguments: [String] = []) throws -> [String] {
    try runScript(script, arguments: arguments).output.split(separator: "\n")
      .filter { $0.contains(#""event":"target""#) }
      .map { line in
        let index = line.split(separator: #""index":"#).last?.split(separator: ",").first ?? "?"
        let decided = line.split(separator: #""decided":"#).last?.dropLast() ?? "?"
        return "\(index) \(decided)"
      }
  }

  @Test(
    "a release decides at once, a jump as it starts; the first page is decided too",
    arguments: [["--host", "owned"], ["--host", "follow"]])
  func releaseAndJump(arguments: [String]) throws {
    #expect(
      try targets("drag:0.3 target release:2 target wait target jump:9& target", arguments)
        == ["0 [0]", "1 [1]", "1 []", "9 [9]"])
  }

  @Test("a cancelled swipe decides nothing; a bad target command is refused before anything runs")
  func cancelledAndRefused() throws {
    #expect(try targets("drag:0.2 release:0 wait target") == ["0 [0]"])
    #expect(throws: (any Error).self) { try ScriptParser.parse("next target:1") }
  }

  @Test(
    "input:off: no gesture moves the pages in any host, a jump does, a tap is a tap",
    arguments: ["owned", "follow", "swiftui"])
  func userInputOff(host: String) throws {
    let script =
      "input:off next key:right a11y:increment touch:40:10 move:10:10:100 lift "
      + "drag:0.6 release:2 wait target jump:3& touch:40:10 lift wait target input:on next target"
    #expect(try targets(script, ["--pages", "6", "--host", host]) == ["0 [0]", "3 [3]", "4 [4]"])
    let output = try runScript("input:off touch:40:10 lift", arguments: ["--host", host]).output
    #expect(output.contains(#""event":"tap""#))
    #expect(throws: (any Error).self) { try ScriptParser.parse("input:maybe") }
  }
}
