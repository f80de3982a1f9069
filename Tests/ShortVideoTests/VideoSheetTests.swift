import ShortVideoCore
import Testing

@MainActor
@Suite("short-video's sheet: the comments cover the feed, the clip pauses and plays again")
struct VideoSheetTests {
  @Test(
    "the clip pauses under the sheet, nothing around it is let go, and it plays when the sheet goes",
    arguments: ["owned", "follow", "swiftui"])
  func theClipPausesUnderASheet(host: String) throws {
    let (events, status) = try runVideo(
      "wait sheet:on tick:3000 sheet:off wait", arguments: ["--host", host])
    #expect(status == 0)
    // From the sheet on (the loading page's exit before it is the feed's own).
    let sheet = try #require(events.firstIndex { $0["event"] as? String == "pause" }) - 1
    let lifecycle = events[sheet...].compactMap { event -> String? in
      guard let name = event["event"] as? String,
        [
          "play", "pause", "didDisappear", "willAppear", "didAppear", "exitWorkingRange",
          "reclaimed",
        ].contains(name)
      else { return nil }
      return "\(name) \(event["page"] as? String ?? "")"
    }
    #expect(
      lifecycle == ["didDisappear c0", "pause c0", "willAppear c0", "didAppear c0", "play c0"])
    #expect(!lifecycle.contains { $0.hasPrefix("exitWorkingRange") || $0.hasPrefix("reclaimed") })
  }

  @Test(
    "under the sheet the clip stays drawn where it was (the sheet leaves the feed in view), none visible",
    arguments: ["owned", "follow", "swiftui"])
  func theClipStaysDrawnUnderASheet(host: String) throws {
    let (events, status) = try runVideo("wait state sheet:on", arguments: ["--host", host])
    #expect(status == 0)
    let states = events.filter { $0["event"] as? String == "state" }
    #expect(states.count == 2)
    let before = try #require(states.first)
    let covered = try #require(states.last)
    #expect((covered["visible"] as? [Int]) == [])
    let frames = try #require(covered["frames"] as? [String: [Double]])
    #expect(frames == (before["frames"] as? [String: [Double]]) && frames["0"] != nil)
  }

  @Test("a bad sheet command is refused before anything runs")
  func badSheet() {
    #expect(throws: (any Error).self) { try VideoCommand.parse("sheet") }
    #expect(throws: (any Error).self) { try VideoCommand.parse("sheet:maybe") }
  }
}
