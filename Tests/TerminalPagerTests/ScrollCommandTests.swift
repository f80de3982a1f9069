import Foundation
import TerminalPagerCore
import Testing

@MainActor
@Suite("pager scroll:F: a scroll nobody asked for, followed to the nearest page")
struct ScrollCommandTests {
  /// The `current` page of the last `state` line, the lifecycle events (no times) and the
  /// exit status.
  private func run(_ script: String, _ arguments: [String]) throws
    -> (current: Int?, events: [String], status: Int32)
  {
    let result = try runScript(script, arguments: arguments)
    let lines = result.output.split(separator: "\n")
    let state = try #require(lines.last { $0.contains(#""event":"state""#) })
    let current = state.split(separator: #""current":"#).last?.prefix { $0.isNumber }
    let events = lines.filter { line in
      ["willAppear", "didAppear", "didDisappear", "settle", "error"].contains {
        line.contains(#""event":"\#($0)""#)
      }
    }.map { line in
      let event = line.split(separator: #""event":"#).last ?? ""
      return String(event.prefix { $0 != "," })
    }
    return (current.flatMap { Int($0) }, events, result.status)
  }

  @Test(
    "the pages rest on the page nearest where the scroll stops, in any shape and direction",
    arguments: [
      ("scroll:0.6", 1), ("scroll:0.4", 0), ("scroll:2.7", 3), ("jump:5:instant scroll:-1.4", 4),
      ("scroll:100", 9), ("scroll:-3", 0), ("next scroll:0.6", 2), ("scroll:0.6&", 1),
    ] as [(String, Int)], [[], ["--rtl"], ["--page-size", "0.8"]])
  func restsOnTheNearestPage(script: (String, Int), shape: [String]) throws {
    let result = try run(script.0, ["--host", "follow", "--pages", "10"] + shape)
    #expect(result.current == script.1, "\(script.0) \(shape)")
    #expect(result.status == 0)
    #expect(!result.events.contains { $0.contains("error") }, "\(result.events)")
  }

  @Test(
    "looping, it goes round past page 0",
    arguments: [("scroll:0.6", 1), ("scroll:-1.4", 9), ("jump:8:instant scroll:2.2", 0)]
      as [(String, Int)])
  func loopsRound(script: (String, Int)) throws {
    let result = try run(script.0, ["--host", "follow", "--pages", "10", "--loop"])
    #expect(result.current == script.1, "\(script.0)")
    #expect(result.status == 0)
  }

  @Test("each page it passes over appears and disappears once, in order; one settle")
  func itsLifecycle() throws {
    let result = try run("scroll:1", ["--host", "follow", "--pages", "5"])
    let after = result.events.drop { !$0.contains("settle") }.dropFirst()
    #expect(
      Array(after) == [
        #""willAppear""#, #""didDisappear""#, #""didAppear""#, #""settle""#,
      ], "\(result.events)")
  }

  @Test("a host that owns the motion has no scroll view: an error event, exit status 1")
  func otherHosts_reportAnError() throws {
    for host in ["owned", "swiftui"] {
      let result = try run("scroll:1", ["--host", host, "--pages", "5"])
      #expect(result.current == 0)
      #expect(result.events.last == #""error""#, "\(host): \(result.events)")
      #expect(result.status == 1)
    }
  }
}
