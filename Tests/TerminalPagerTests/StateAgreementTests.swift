import FolioSupport
import Foundation
import ShortVideoCore
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// What the three programs say in a `state` agrees with itself.
///
/// A page is visible exactly when its frame intersects the viewport, every frame is at least a cell long, and the
/// accessibility tree lists exactly the visible pages. Checked on the issue's repros and on
/// random sessions in every shape, direction and motion (owned and followed).
@MainActor
@Suite struct StateAgreementTests {
  /// The first disagreement in a `state` line, if any.
  static func disagreement(in line: String) -> String? {
    guard line.contains("\"event\":\"state\""),
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return nil }
    let visible = (object["visible"] as? [Int]) ?? []
    guard let viewport = object["viewport"] as? [Int], viewport.count == 2,
      let frames = object["frames"] as? [String: [Int]]
    else { return "no viewport or frames" }
    let framed = frames.keys.compactMap(Int.init).sorted()
    if framed != visible { return "frames for \(framed), visible \(visible)" }
    for (index, frame) in frames {
      guard frame.count == 4 else { return "frame of \(index): \(frame)" }
      let (x, y, width, height) = (frame[0], frame[1], frame[2], frame[3])
      if width < 1 || height < 1 { return "frame of \(index) is empty: \(frame)" }
      let across = min(x + width, viewport[0]) - max(x, 0)
      let down = min(y + height, viewport[1]) - max(y, 0)
      if across < 1 || down < 1 {
        return "page \(index) is visible, but its frame \(frame) misses the \(viewport) viewport"
      }
    }
    if let accessibility = object["accessibility"] as? [String: Any],
      let elements = accessibility["elements"] as? [Int], elements.sorted() != visible
    {
      // (In reading order: around a ring's seam the last page comes first.)
      return "accessibility lists \(elements), visible \(visible)"
    }
    return nil
  }

  static func expectAgreement(
    _ output: String, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var states = 0
    for line in output.split(separator: "\n") where line.contains("\"event\":\"state\"") {
      states += 1
      if let problem = disagreement(in: String(line)) {
        Issue.record("\(label): \(problem)\n\(line.prefix(400))", sourceLocation: sourceLocation)
        return
      }
    }
    #expect(states > 0, "\(label): no state", sourceLocation: sourceLocation)
  }

  static func pager(_ script: String, _ arguments: [String] = []) throws -> String {
    try runScript(script, arguments: arguments).output
  }

  static func news(_ script: String, _ arguments: [String] = []) throws -> String {
    var lines: [String] = []
    _ = NewsScriptRunner.run(
      try NewsCommand.parse(script), options: try NewsOptions.parse(arguments)
    ) { lines.append($0) }
    return lines.joined(separator: "\n")
  }

  static func video(_ script: String, _ arguments: [String] = []) throws -> String {
    var lines: [String] = []
    _ = VideoScriptRunner.run(
      try VideoCommand.parse(script), options: try VideoOptions.parse(arguments)
    ) { lines.append($0) }
    return lines.joined(separator: "\n")
  }

  // MARK: - The repros

  @Test func aDragFarPastTheStart_inFollow_bouncesAsAScrollViewDoes_andStaysInView() throws {
    let output = try Self.pager("drag:-1 state", ["--host", "follow", "--bounce"])
    Self.expectAgreement(output, "pager follow drag:-1")
    // A page's worth of finger past the start moves the content about a third of a page (the
    // rubber band), not a page.
    #expect(output.contains("\"frames\":{\"0\":[28,0,80,18]}"), "\(output.suffix(400))")
  }

  @Test func aHugeDragPastTheEnd_inFollow_keepsAPixelOfTheEndPageInView() throws {
    Self.expectAgreement(
      try Self.video("drag:-1e15 touch:70:55 state", ["--host", "follow", "--bounce"]),
      "short-video")
    Self.expectAgreement(
      try Self.pager(
        "drag:1e15 state drag:-1e15 state", ["--host", "follow", "--bounce", "--pages", "3"]),
      "pager follow huge drags")
  }

  @Test func oneFullPage_keepsItsWidth_whereverTheFingerPutsIt() throws {
    let output = try Self.pager(
      "touch:48:-34 move:-69:64:1996 state", ["--pages", "1", "--host", "follow"])
    Self.expectAgreement(output, "one page")
    for line in output.split(separator: "\n") where line.contains("\"event\":\"state\"") {
      let frames = line.matches(of: /\[-?[0-9]+,-?[0-9]+,([0-9]+),([0-9]+)\]/)
      #expect(!frames.isEmpty)
      for frame in frames {
        #expect(frame.output.1 == "80" && frame.output.2 == "18", "80 × 18: \(line.suffix(200))")
      }
    }
  }

  @Test func aFarJumpsFirstInstant_showsOnlyWhatIsInView() throws {
    let output = try Self.pager("jump:20& state")
    Self.expectAgreement(output, "jump:20&")
    #expect(output.contains("\"visible\":[0]"), "page 20 is just past the edge")
  }

  @Test func theEndOfAGlide_dropsAPageWithNoCellLeft() throws {
    let output = try Self.pager("tick:74090 state", ["--auto", "1"])
    Self.expectAgreement(output, "auto glide end")
    #expect(output.contains("\"position\":8.9999") && output.contains("\"visible\":[9]"))
  }

  @Test(arguments: ["0.01", "1e-300", "0.005"])
  func tinyPages_areAtLeastACellWide(size: String) throws {
    let output = try Self.pager(
      "state next state jump:500 state", ["--page-size", size, "--pages", "1000"])
    Self.expectAgreement(output, "--page-size \(size)")
  }

  /// tabbed-news's options for `host` (SwiftUI's feeds are their own scroll views).
  static func newsHost(_ host: String) -> [String] {
    ["--host", host] + (host == "swiftui" ? ["--feeds", "follow"] : [])
  }

  @Test(arguments: ["owned", "follow", "swiftui"])
  func aTouchAfterADrag_settlesThePages(host: String) throws {
    let pager = try Self.pager("drag:0.5 touch:0:0", ["--host", host])
    let state = try #require(pager.split(separator: "\n").last)
    #expect(state.contains("\"current\":1,\"position\":1.0"), "\(state)")
    #expect(state.contains("\"visible\":[1]"))
    Self.expectAgreement(pager, "pager \(host)")
    let news = try Self.news("drag:0.5 touch:0:0", Self.newsHost(host))
    let last = try #require(news.split(separator: "\n").last)
    #expect(last.contains("\"current\":1,\"position\":1.0"), "\(last.prefix(300))")
  }

  // MARK: - Random sessions

  static let pagerCommands = [
    "next", "prev", "next&", "prev&", "drag:0.4", "drag:-0.7", "drag:3", "drag:-5", "drag:1e9",
    "release:0", "release:3", "release:-2", "tick:16", "tick:120", "tick:400", "jump:7",
    "jump:15&", "jump:0:instant", "jump:3", "insert:1", "delete:0", "move:0:2", "update:1",
    "touch:40:9", "touch:5:5", "move:10:9:16", "move:70:9:16", "move:-500:9:16", "lift", "wait",
    "key:end&", "key:home", "a11y:increment", "range:2",
  ]

  static let pagerOptions: [[String]] = [
    [], ["--host", "follow"], ["--page-size", "0.5"], ["--page-size", "0.3", "--host", "follow"],
    ["--page-size", "0.7", "--spacing", "3"], ["--rtl"], ["--rtl", "--host", "follow"],
    ["--loop", "--pages", "5"], ["--loop", "--host", "follow"], ["--pages", "2"],
    ["--pages", "1", "--host", "follow", "--bounce"], ["--page-size", "0.02", "--pages", "200"],
    ["--page-size", "0.4", "--loop", "--host", "follow", "--rtl"], ["--host", "swiftui"],
    ["--rtl", "--host", "follow", "--bounce"],
    ["--page-size", "0.3", "--host", "follow", "--bounce"],
    ["--rtl", "--host", "swiftui"], ["--loop", "--pages", "5", "--host", "swiftui"],
    ["--page-size", "0.5", "--spacing", "2", "--host", "swiftui"],
  ]

  @Test(arguments: 0..<24)
  func randomPagerSessions_agreeAtEveryState(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 31 &+ 7)
    let options = Self.pagerOptions[seed % Self.pagerOptions.count]
    var script: [String] = []
    for _ in 0..<40 {
      script.append(Self.pagerCommands.randomElement(using: &random) ?? "next")
      script.append("state")
    }
    let text = script.joined(separator: " ")
    Self.expectAgreement(try Self.pager(text, options), "seed \(seed) \(options): \(text)")
  }

  @Test(arguments: ["owned", "follow", "swiftui"])
  func randomVideoAndNewsSessions_agreeAtEveryState(host: String) throws {
    var random = SeededRandomNumberGenerator(seed: host == "owned" ? 1 : host == "follow" ? 2 : 3)
    let video = ["next", "prev", "drag:0.6", "drag:-3", "release:0", "tick:50", "jump:4&", "wait"]
    let news = ["next", "prev", "drag:-2", "drag:0.3", "release:1", "tap:3&", "tick:40", "wait"]
    for _ in 0..<6 {
      let videoScript = (0..<20).map { _ in
        (video.randomElement(using: &random) ?? "next") + " state"
      }.joined(separator: " ")
      Self.expectAgreement(
        try Self.video(videoScript, ["--host", host]), "short-video \(host): \(videoScript)")
      let newsScript = (0..<20).map { _ in
        (news.randomElement(using: &random) ?? "next") + " state"
      }.joined(separator: " ")
      Self.expectAgreement(
        try Self.news(newsScript, Self.newsHost(host)), "tabbed-news \(host): \(newsScript)")
    }
  }
}
