import Foundation
import TerminalPagerCore
import Testing

@MainActor
@Suite("pager zoom:W: a zoomed photo takes the pan to its edge, then pages, in every host")
struct ZoomScriptTests {
  /// The `current` page and the zoom (`offset`/`range`, or nil) of the last `state` line, and
  /// the lifecycle events (no times).
  private func run(_ script: String, host: String) throws
    -> (current: Int?, zoom: String?, events: [String])
  {
    let lines = try runScript(script, arguments: ["--host", host]).output.split(separator: "\n")
    let state = try #require(lines.last { $0.contains(#""event":"state""#) })
    let current = state.split(separator: #""current":"#).last?.prefix { $0.isNumber }
    let zoom = state.split(separator: #""zoom":"#).dropFirst().first?.split(separator: "}").first
    let events = lines.filter { line in
      ["willAppear", "didAppear", "didDisappear", "settle"].contains {
        line.contains(#""event":"\#($0)""#)
      }
    }.map { line in String(line.split(separator: #""event":"#).last ?? "") }
    return (current.flatMap { Int($0) }, zoom.map(String.init), events)
  }

  private let pan = "touch:60:9 move:50:9:16 move:20:9:16 move:5:9:16 lift wait"

  @Test(
    "next pan: the photo to its edge, no page moves or hears anything; the next pan pages",
    arguments: ["owned", "follow", "swiftui"])
  func nextPan(host: String) throws {
    let first = try run("zoom:40 state \(pan) state", host: host)
    #expect(first.current == 0)
    #expect(first.zoom == #"{"offset":40.0,"range":40.0"#)
    let opened = try run("zoom:40 state", host: host).events
    #expect(first.events == opened, "the pan moved no page")
    let second = try run("zoom:40 \(pan) \(pan) state", host: host)
    #expect(second.current == 1)
    #expect(second.zoom == nil, "page 1 is not zoomed")
  }

  @Test(
    "same drag: past the photo's edge the same pan pages; every host hears the same events",
    arguments: ["owned", "follow", "swiftui"])
  func sameDrag(host: String) throws {
    let result = try run("zoom:40:same \(pan) state", host: host)
    #expect(result.current == 1)
    #expect(result.events == (try run("zoom:40:same \(pan) state", host: "owned").events))
  }

  @Test(
    "every host splits a finger's travel alike: at the first page's end, back and forth, and far",
    arguments: [
      "zoom:40:same touch:60:9 move:58:9:16 move:40:9:16 move:20:9:16 move:5:9:16 move:-1:9:16 tick:300 lift wait state",
      "zoom:40:same touch:20:9 move:60:9:16 move:20:9:16 state",
      "zoom:40:same touch:20:9 move:30:9:16 move:60:9:16 move:50:9:16 tick:300 lift wait state",
      "zoom:40 next state", "next zoom:40 prev state", "zoom:40:same drag:0.6 release:2 wait state",
    ])
  func hostsAgree(script: String) throws {
    let owned = try run(script, host: "owned")
    for host in ["follow", "swiftui"] {
      let other = try run(script, host: host)
      #expect(other.current == owned.current, "\(host)")
      #expect(other.zoom == owned.zoom, "\(host)")
      #expect(other.events == owned.events, "\(host)")
    }
  }

  @Test("next, prev and drag are the pager's own pan: a zoomed photo does not take them")
  func scriptedPansPage() throws {
    #expect(try run("zoom:40 next state", host: "follow").current == 1)
    #expect(try run("zoom:40:same drag:0.6 release:2 wait state", host: "follow").current == 1)
  }

  @Test("zoom:off, and zoom:0 (a photo that cannot move) page at once")
  func offAndZero() throws {
    #expect(try run("zoom:40 zoom:off \(pan) state", host: "owned").current == 1)
    #expect(try run("zoom:0 \(pan) state", host: "owned").current == 1)
  }

  @Test("a bad zoom: is refused before anything runs")
  func badZoom() {
    for bad in [
      "zoom", "zoom:x", "zoom:-1", "zoom:10001", "zoom:4:other", "zoom:4:same:1", "zoom:off:same",
    ] {
      #expect(throws: (any Error).self) { try ScriptParser.parse("next \(bad)") }
    }
  }
}
