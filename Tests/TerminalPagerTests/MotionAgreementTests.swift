import FolioSupport
import Foundation
import ShortVideoCore
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// `--host follow` (FolioUIKit's path: FolioHostTesting's model of a `UIScrollView`, calling
/// the host as UIKit calls the delegate) against `--host owned` (the container's own physics),
/// on seeded scripts in every shape and all three programs: gestures, jumps and waits along
/// the pages give the same events, each within a frame of owned's time, and every script ends
/// in the same state (Examples/README.md says where the times differ more: a change of the
/// pages or of the viewport while they move).
@MainActor
@Suite struct MotionAgreementTests {
  /// One frame of the programs' 60 Hz clock, in milliseconds.
  static let frame = 17

  /// The events of a transcript: each line without its `seq` and `t`, and its `t`.
  static func events(_ output: String) -> [(body: String, time: Int)] {
    output.split(separator: "\n").compactMap { line in
      guard
        var object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      else { return nil }
      let time = object["t"] as? Int ?? 0
      object["seq"] = nil
      object["t"] = nil
      guard let data = try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
      else { return nil }
      return (String(decoding: data, as: UTF8.self), time)
    }
  }

  /// The first way `follow` disagrees with `owned`, if any: another event, or one more than
  /// `tolerance` milliseconds away (nil: times are not compared, and the order is owned's).
  ///
  /// With a tolerance, events within it of each other may come in another order (a page that
  /// appears a frame earlier comes before what owned did in that frame): each owned event is
  /// matched to the first unmatched follow event with the same body within the tolerance.
  static func disagreement(owned: String, follow: String, tolerance: Int?) -> String? {
    let (a, b) = (events(owned), events(follow))
    guard let tolerance else {
      for (index, (mine, theirs)) in zip(a, b).enumerated() where mine.body != theirs.body {
        return "event \(index): owned \(mine.body), follow \(theirs.body)"
      }
      return a.count == b.count ? nil : "owned has \(a.count) events, follow \(b.count)"
    }
    var matched = [Bool](repeating: false, count: b.count)
    var start = 0
    for (index, mine) in a.enumerated() {
      while start < b.count, matched[start] { start += 1 }
      var found: Int?
      var candidate = start
      while candidate < b.count, b[candidate].time <= mine.time + tolerance {
        if !matched[candidate], b[candidate].body == mine.body,
          abs(b[candidate].time - mine.time) <= tolerance
        {
          found = candidate
          break
        }
        candidate += 1
      }
      guard let found else {
        let near = start < b.count ? "\(b[start].body) at \(b[start].time)" : "<end>"
        return "event \(index) \(mine.body) at \(mine.time): follow has \(near)"
      }
      matched[found] = true
    }
    if let extra = matched.firstIndex(of: false) {
      return "follow has more: \(b[extra].body) at \(b[extra].time)"
    }
    return nil
  }

  /// The last `state` line of a transcript, without its `seq` and `t`.
  static func finalState(_ output: String) -> String? {
    events(output).last { $0.body.contains("\"event\":\"state\"") }?.body
  }

  static let shapes: [[String]] = [
    [], ["--rtl"], ["--loop", "--pages", "6"], ["--page-size", "0.5"],
    ["--page-size", "0.4", "--spacing", "2", "--loop"], ["--pages", "3", "--rtl", "--loop"],
  ]

  /// Gestures, jumps, waits and ticks along the pages, every release a fling: the same
  /// events, each within a frame.
  static let alongTheAxis = [
    "next", "prev", "next&", "prev&", "jump:9", "jump:3&", "jump:2:instant", "tick:40",
    "tick:120", "wait", "drag:0.3 release:3", "drag:-0.7 release:-2", "drag:0.6 release:2",
    "key:end&", "key:home", "a11y:increment", "a11y:decrement", "range:2",
    "touch:60:5 move:50:5:16 move:30:5:16 lift", "touch:20:5 move:45:5:40 move:60:5:60 lift",
    "touch:70:5 move:60:5:16 move:35:5:16 lift",
  ]

  /// ``alongTheAxis`` and a tick of nothing: a frame at the moment a motion began (a far
  /// jump followed through every page it passed after one, an outside check found).
  static let alongTheAxisWithZeroTicks = alongTheAxis + ["tick:0"]

  /// Releases too slow for the scroll view's deceleration to reach their page too, and taps
  /// (a finger that catches moving pages and lifts without dragging), each waited for: the
  /// same pages settle (the scroll view is animated the rest of the way, on its own curve, so
  /// what comes during that motion finds the pages elsewhere).
  static let withSlowReleases =
    alongTheAxis + [
      "drag:0.3 wait", "drag:-0.7 wait", "drag:0.6 release:0 wait",
      "touch:70:5 move:10:5:300 lift wait", "touch:40:5 lift wait",
    ]

  /// What changes the pages too, during motion or not, each waited for: the same final state.
  static let withChanges =
    withSlowReleases + ["insert:1 wait", "delete:0 wait", "move:0:2 wait", "reload wait"]

  static func script(_ commands: [String], seed: Int, length: Int) -> String {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 2_654_435_761 &+ 3)
    return
      ((0..<length).map { _ in commands.randomElement(using: &random) ?? "next" }
      + ["wait", "state"]).joined(separator: " ")
  }

  @Test(arguments: 0..<60)
  func pagerScriptsAlongTheAxis_giveOwnedsEventsWithinAFrame(shard: Int) throws {
    for seed in stride(from: shard, to: 420, by: 60) {
      let options = Self.shapes[seed % Self.shapes.count]
      let text = Self.script(Self.alongTheAxisWithZeroTicks, seed: seed, length: 24)
      let owned = try runScript(text, arguments: options + ["--host", "owned"]).output
      let follow = try runScript(text, arguments: options + ["--host", "follow"]).output
      if let problem = Self.disagreement(owned: owned, follow: follow, tolerance: Self.frame) {
        Issue.record("seed \(seed) \(options): \(text)\n\(problem)")
      }
    }
  }

  @Test(
    "input:off: a finger resting on moving pages holds nothing; the pages settle under it as in owned motion, within a frame",
    arguments: ["follow", "swiftui"])
  func aRestingFingerWithTheInputOff_givesOwnedsEvents(host: String) throws {
    for text in [
      "input:off jump:1& tick:100 touch:40:9 tick:2000 state lift wait state",
      "input:off jump:4& tick:40 touch:20:5 tick:60 move:25:5:16 tick:600 lift wait state",
      "input:off next& tick:16 touch:40:5 move:10:5:100 tick:400 lift prev& touch:40:5 wait lift",
    ] {
      let owned = try runScript(text, arguments: ["--host", "owned"]).output
      let other = try runScript(text, arguments: ["--host", host]).output
      if let problem = Self.disagreement(owned: owned, follow: other, tolerance: Self.frame) {
        Issue.record("\(host): \(text)\n\(problem)")
      }
    }
  }

  @Test(
    "a drag past an end and back: follow (no rubber band) drops the travel past the end, as owned does (the same events and state; a release this slow settles on the scroll view's own curve)"
  )
  func aDragPastAnEndAndBack_givesOwnedsEvents() throws {
    for text in [
      "touch:40:9 move:72:9:16 move:8:9:16 tick:200 lift", "drag:-0.4 drag:0.8",
      "drag:-0.4 drag:0.3 state", "jump:9 drag:0.5 drag:-0.9 release:0 state",
    ] {
      let owned = try runScript(text, arguments: ["--host", "owned"]).output
      let follow = try runScript(text, arguments: ["--host", "follow"]).output
      if let problem = Self.disagreement(owned: owned, follow: follow, tolerance: nil) {
        Issue.record("\(text)\n\(problem)")
      }
      #expect(Self.finalState(owned) == Self.finalState(follow), "\(text)")
    }
  }

  @Test(
    "a step of no time during a far jump: follow still shows only its ends, in the three programs"
  )
  func aZeroTimeStepDuringAFarJump_showsOnlyItsEnds() throws {
    func appearances(_ output: String) -> Int {
      Self.events(output).filter { $0.body.contains("\"event\":\"willAppear\"") }.count
    }
    for text in ["jump:6& tick:0", "key:end& move:7:3:0", "jump:6& tick:0 tick:0 tick:16"] {
      let owned = try runScript(text, arguments: ["--host", "owned"]).output
      let follow = try runScript(text, arguments: ["--host", "follow"]).output
      #expect(appearances(owned) == 2 && appearances(follow) == 2, "\(text)\n\(follow)")
    }
    let news = try StateAgreementTests.news("jump:6& tick:0", ["--host", "follow"])
    #expect(appearances(news) == 2, "\(news)")
    let video = try StateAgreementTests.video("wait jump:6& tick:0", ["--host", "follow"])
    #expect(appearances(video) == 3, "\(video)")
  }

  @Test(
    "one finger at a time: a drag lifts a touch's finger where it is (a tap), a touch lifts a drag's, the same events in every host",
    arguments: ["follow", "swiftui"])
  func aTouchAndADrag_areOneFingerAtATime(host: String) throws {
    if host == "follow" {
      let news = try StateAgreementTests.news("drag:0", ["--host", host])
      #expect(!news.contains("\"event\":\"tap\""), "tabbed-news: \(news)")
    }
    // Each script with the taps it gives: a touch a drag lifts unmoved is one; a touch that
    // catches the pages a drag's release left moving is none.
    for (text, taps) in [
      ("touch:40:9 drag:0 lift", 1), ("touch:40:9 drag:0.3 lift wait state", 1),
      ("drag:0.3 touch:40:9 lift wait state", 0),
      ("touch:40:9 move:45:9:16 drag:-0.2 release:0", 0),
      ("next drag:0.6 touch:10:3 tick:400 lift state", 0),
      // A drag of nothing is the pager's own pan, no tap; a touch with the input off after a
      // swipe is one (follow invented the first and dropped the second, an outside check found).
      ("drag:0", 0), ("input:off drag:0", 0), ("next input:off touch:11:10", 1),
      ("drag:1 input:off touch:58:3", 1),
    ] {
      let owned = try runScript(text, arguments: ["--host", "owned"]).output
      let other = try runScript(text, arguments: ["--host", host]).output
      #expect(
        Self.events(owned).filter { $0.body.contains("\"event\":\"tap\"") }.count
          == taps, "\(text)\n\(owned)")
      // (The same events in the same order; a lift after a catch is a slow release, which
      // settles on the scroll view's own curve, at its own times.)
      if let problem = Self.disagreement(owned: owned, follow: other, tolerance: nil) {
        Issue.record("\(host): \(text)\n\(problem)")
      }
      #expect(Self.finalState(owned) == Self.finalState(other), "\(host): \(text)")
    }
  }

  /// The pages that appear and settle, in order.
  static func settles(_ output: String) -> [String] {
    events(output).map(\.body).filter {
      $0.contains("\"event\":\"didAppear\"") || $0.contains("\"event\":\"settle\"")
    }
  }

  @Test(arguments: 0..<30)
  func pagerScriptsWithSlowReleases_settleOnOwnedsPages(shard: Int) throws {
    for seed in stride(from: shard, to: 240, by: 30) {
      let options = Self.shapes[seed % Self.shapes.count]
      let text = Self.script(Self.withSlowReleases, seed: seed + 5_000, length: 24)
      let owned = try runScript(text, arguments: options + ["--host", "owned"]).output
      let follow = try runScript(text, arguments: options + ["--host", "follow"]).output
      #expect(Self.settles(owned) == Self.settles(follow), "seed \(seed) \(options): \(text)")
      #expect(
        Self.finalState(owned) == Self.finalState(follow), "seed \(seed) \(options): \(text)")
    }
  }

  @Test(arguments: 0..<30)
  func pagerScriptsWithChanges_endInOwnedsState(shard: Int) throws {
    for seed in stride(from: shard, to: 240, by: 30) {
      let options = Self.shapes[seed % Self.shapes.count]
      let text = Self.script(Self.withChanges, seed: seed + 10_000, length: 24)
      let owned = try runScript(text, arguments: options + ["--host", "owned"]).output
      let follow = try runScript(text, arguments: options + ["--host", "follow"]).output
      #expect(
        Self.finalState(owned) == Self.finalState(follow), "seed \(seed) \(options): \(text)")
    }
  }
}

/// The same agreement in the two service programs: short-video's vertical feed of clips
/// (loads, a player budget, autoplay) and tabbed-news's channels (a tab strip, feeds, loads).
@MainActor
@Suite struct ServiceMotionAgreementTests {
  typealias Agreement = MotionAgreementTests

  static func video(_ script: String, _ host: String) throws -> String {
    try StateAgreementTests.video(script, ["--host", host])
  }

  static func news(_ script: String, _ host: String) throws -> String {
    try StateAgreementTests.news(script, ["--host", host])
  }

  static let videoCommands = [
    "next", "prev", "next&", "prev&", "jump:4", "jump:2&", "jump:1:instant", "tick:40",
    "tick:300", "tick:0", "wait", "drag:0.3 release:3", "drag:-0.7 release:-2",
    "touch:30:12 move:30:8:16 move:30:4:16 lift",
  ]

  static let newsCommands = [
    "next", "prev", "next&", "prev&", "jump:3", "jump:1&", "jump:2:instant", "tick:40",
    "tick:300", "tick:0", "wait", "drag:0.3 release:3", "drag:-0.7 release:-2", "tap:2&",
    "touch:60:12 move:50:12:16 move:30:12:16 lift",
  ]

  @Test(arguments: 0..<20)
  func shortVideoScripts_giveOwnedsEventsWithinAFrame(shard: Int) throws {
    for seed in stride(from: shard, to: 200, by: 20) {
      let text = Agreement.script(Self.videoCommands, seed: seed + 20_000, length: 16)
      let problem = Agreement.disagreement(
        owned: try Self.video(text, "owned"), follow: try Self.video(text, "follow"),
        tolerance: Agreement.frame)
      if let problem { Issue.record("short-video seed \(seed): \(text)\n\(problem)") }
    }
  }

  /// A clip plays only while it has appeared: `play` for a page comes after its `didAppear`,
  /// with no `didDisappear` between (owned and swiftui played a clip whose impression qualified
  /// on the frame it settled, before it heard it appeared, an outside check found).
  @Test(arguments: ["owned", "follow", "swiftui"])
  func shortVideoScripts_playAClipOnlyOnceItAppeared(host: String) throws {
    for seed in 0..<60 {
      let text = Agreement.script(Self.videoCommands, seed: seed + 21_000, length: 16)
      var shown: Set<String> = []
      for event in Agreement.events(try Self.video(text, host)).map(\.body) {
        guard let page = Self.field("page", of: event) else { continue }
        if event.contains("\"event\":\"didAppear\"") { shown.insert(page) }
        if event.contains("\"event\":\"didDisappear\"") { shown.remove(page) }
        if event.contains("\"event\":\"play\""), !shown.contains(page) {
          Issue.record("\(host) seed \(seed): \(text)\nplays \(page) before it appeared")
        }
      }
    }
  }

  /// A string field of an event's JSON object.
  static func field(_ name: String, of event: String) -> String? {
    guard let start = event.range(of: "\"\(name)\":\"") else { return nil }
    return event[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
  }

  @Test(arguments: 0..<20)
  func tabbedNewsScripts_giveOwnedsEventsWithinAFrame(shard: Int) throws {
    for seed in stride(from: shard, to: 200, by: 20) {
      let text = Agreement.script(Self.newsCommands, seed: seed + 30_000, length: 16)
      let problem = Agreement.disagreement(
        owned: try Self.news(text, "owned"), follow: try Self.news(text, "follow"),
        tolerance: Agreement.frame)
      if let problem { Issue.record("tabbed-news seed \(seed): \(text)\n\(problem)") }
    }
  }
}

/// `--host swiftui` (FolioSwiftUI's pager model as FolioPageView drives it) against owned
/// motion, in the three programs: the same events, each within a frame.
@MainActor
@Suite struct SwiftUIMotionAgreementTests {
  typealias Agreement = MotionAgreementTests

  @Test(arguments: 0..<20)
  func pagerScripts_giveOwnedsEventsWithinAFrame(shard: Int) throws {
    for seed in stride(from: shard, to: 200, by: 20) {
      let options = Agreement.shapes[seed % Agreement.shapes.count]
      let text = Agreement.script(
        Agreement.alongTheAxisWithZeroTicks, seed: seed + 40_000, length: 20)
      let owned = try runScript(text, arguments: options + ["--host", "owned"]).output
      let swiftUI = try runScript(text, arguments: options + ["--host", "swiftui"]).output
      if let problem = Agreement.disagreement(
        owned: owned, follow: swiftUI, tolerance: Agreement.frame)
      {
        Issue.record("seed \(seed) \(options): \(text)\n\(problem)")
      }
    }
  }

  /// The pages that appear and settle, in order (the services' loads and impressions run on
  /// their own deadlines: see the examples' README for where those may differ).
  static func pages(_ output: String) -> [String] {
    Agreement.events(output).map(\.body).filter { body in
      ["willAppear", "didAppear", "didDisappear", "settle"].contains { name in
        body.contains("\"event\":\"\(name)\"")
      }
    }
  }

  @Test(arguments: 0..<20)
  func shortVideoScripts_showOwnedsPagesAndEndInItsState(shard: Int) throws {
    for seed in stride(from: shard, to: 200, by: 20) {
      let text = Agreement.script(
        ServiceMotionAgreementTests.videoCommands, seed: seed + 50_000, length: 16)
      let owned = try ServiceMotionAgreementTests.video(text, "owned")
      let swiftUI = try ServiceMotionAgreementTests.video(text, "swiftui")
      #expect(Self.pages(owned) == Self.pages(swiftUI), "short-video seed \(seed): \(text)")
      #expect(
        Agreement.finalState(owned) == Agreement.finalState(swiftUI),
        "short-video seed \(seed): \(text)")
    }
  }

  @Test(arguments: 0..<20)
  func tabbedNewsScripts_showOwnedsPagesAndEndInItsState(shard: Int) throws {
    for seed in stride(from: shard, to: 200, by: 20) {
      let text = Agreement.script(
        ServiceMotionAgreementTests.newsCommands, seed: seed + 60_000, length: 16)
      let owned = try StateAgreementTests.news(text, ["--host", "owned", "--feeds", "follow"])
      let swiftUI = try StateAgreementTests.news(text, ["--host", "swiftui", "--feeds", "follow"])
      #expect(Self.pages(owned) == Self.pages(swiftUI), "tabbed-news seed \(seed): \(text)")
      #expect(
        Agreement.finalState(owned) == Agreement.finalState(swiftUI),
        "tabbed-news seed \(seed): \(text)")
    }
  }
}
