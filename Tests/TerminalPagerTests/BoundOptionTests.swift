import Foundation
import TerminalPagerCore
import Testing

@MainActor
@Suite("pager --bound and bound:B: at most B pages bound, whatever the range and recycling")
struct BoundOptionTests {
  /// The pages bound in the last `state` line (its `active` object's keys), ascending.
  private func bound(_ script: String, _ arguments: [String]) throws -> [Int] {
    let output = try runScript(script, arguments: arguments).output
    let state = try #require(
      output.split(separator: "\n").last { $0.contains(#""event":"state""#) })
    let active = try #require(
      state.split(separator: #""active":{"#).last?.split(separator: "}").first)
    return active.split(separator: ",").compactMap {
      Int($0.split(separator: ":").first?.filter(\.isNumber) ?? "")
    }.sorted()
  }

  @Test(
    "a working range of 2 and the default recycle distance keep 3 pages under --bound 3, in every host",
    arguments: ["owned", "follow", "swiftui"])
  func threeBound(host: String) throws {
    let arguments = ["--pages", "12", "--working-range", "2", "--bound", "3", "--host", host]
    #expect(try bound("next next next next state", arguments) == [3, 4, 5])
    // Without the limit the same session keeps 6: the range's 2...6 and page 1, 3 away.
    #expect(
      try bound("next next next next state", ["--pages", "12", "--working-range", "2"])
        == [1, 2, 3, 4, 5, 6])
  }

  @Test("bound:B changes the limit mid-script, bound:off removes it")
  func boundCommand() throws {
    let arguments = ["--pages", "12", "--working-range", "2"]
    #expect(try bound("next next bound:2 state", arguments) == [2, 3])
    #expect(try bound("next next bound:2 bound:off state", arguments) == [0, 1, 2, 3, 4])
  }

  @Test("a bad --bound or bound: is refused before anything runs")
  func badBound() {
    for bad in [["--bound", "0"], ["--bound", "-1"], ["--bound", "x"], ["--bound"]] {
      #expect(throws: (any Error).self) { try PagerOptions.parse(bad) }
    }
    for bad in ["bound:0", "bound:-2", "bound:on", "bound", "bound:1:2"] {
      #expect(throws: (any Error).self) { try ScriptParser.parse("next \(bad)") }
    }
  }
}
