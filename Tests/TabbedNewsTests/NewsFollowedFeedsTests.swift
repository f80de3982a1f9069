import Folio
import FolioSupport
import Foundation
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// `--feeds follow`: each feed keeps its own scroll view (FolioHostTesting's model of a
/// `UITableView`), which the header's coordinator follows, as FolioUIKit's feeds do; scripts
/// reach it as they reach the owned feeds, and land where they do.
@MainActor
@Suite struct NewsFollowedFeedsTests {
  @Test func theOption_parses_andABadValueIsAUsageError() throws {
    #expect(try NewsOptions.parse(["--feeds", "follow"]).feeds == .followed)
    #expect(try NewsOptions.parse(["--feeds", "owned"]).feeds == .owned)
    #expect(try NewsOptions.parse([]).feeds == .owned)
    #expect(throws: PagerOptions.UsageError.self) { try NewsOptions.parse(["--feeds", "both"]) }
    #expect(throws: PagerOptions.UsageError.self) { try NewsOptions.parse(["--feeds"]) }
    #expect(NewsOptions.help.contains("--feeds owned|follow"))
  }

  @Test func theAppsOwnScroll_movesTheFeedsScrollView_andTheCoordinatorFollows() throws {
    let (output, status) = try runNews(
      "wait scroll:5 wait state", arguments: ["--feeds", "follow"])
    #expect(status == 0)
    let state = try #require(output.split(separator: "\n").last)
    // The header collapses first (3 rows), then the feed scrolls by the rest.
    #expect(
      state.contains("\"header\":{\"offset\":3.0,\"range\":3.0},\"feeds\":{\"top\":2"), "\(state)")
  }

  /// The examples' README: a drag before the feed has loaded rests where the owned feed does
  /// (a bounce that the loaded content grows under comes back to where the content ended, not
  /// to its new end), and the app's own scroll is where the two differ, as it says.
  @Test func aDragBeforeTheLoad_restsAsOwned_andTheAppsScrollIsWhereTheyDiffer() throws {
    func rest(_ script: String, _ arguments: [String]) throws -> String {
      let (output, _) = try runNews(script, arguments: arguments)
      let state = try #require(output.split(separator: "\n").last { $0.contains("\"state\"") })
      let feed = try #require(state.firstMatch(of: /"feed":\{[^}]*\}/))
      let header = try #require(state.firstMatch(of: /"header":\{[^}]*\}/))
      return "\(feed.output) \(header.output)"
    }
    let dragged =
      #""feed":{"page":"top","offset":0,"loaded":true} "header":{"offset":3.0,"range":3.0}"#
    #expect(try rest("vdrag:6.24", []) == dragged)
    #expect(try rest("vdrag:6.24", ["--feeds", "follow"]) == dragged)
    #expect(
      try rest("wait scroll:24", [])
        == #""feed":{"page":"top","offset":18,"loaded":true} "header":{"offset":0.0,"range":3.0}"#)
    #expect(
      try rest("wait scroll:24", ["--feeds", "follow"])
        == #""feed":{"page":"top","offset":18,"loaded":true} "header":{"offset":3.0,"range":3.0}"#)
  }

  /// Random scripts of drags on the feeds (`vdrag` by whole or fractional rows, `vrelease:0`,
  /// a finger's `touch`/`move`/`lift` up and down or across), page changes and time, in both
  /// pager motions, the feeds loaded first or still loading: at rest, the header and every feed
  /// sit where the owned feeds put them.
  @Test(arguments: 0..<40)
  func randomScripts_restWhereTheOwnedFeedsDo(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 7919 &+ 11)
    // (Half the scripts start before the first loads land: a drag on an empty feed.)
    var commands = Bool.random(using: &random) ? ["wait"] : []
    for _ in 0..<Int.random(in: 4...14, using: &random) {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let rows = Double(Int.random(in: -1200...1200, using: &random)) / 100
        commands.append("vdrag:\(rows) vrelease:0")
      case 1:
        let from = Int.random(in: 4...16, using: &random)
        let to = Int.random(in: 0...17, using: &random)
        commands.append("touch:40:\(from) move:40:\(to):16 move:40:\(to):200 lift")
      case 2: commands.append(Bool.random(using: &random) ? "next" : "prev")
      case 3: commands.append("jump:\(Int.random(in: 0...7, using: &random))")
      case 4: commands.append("tick:\(Int.random(in: 16...900, using: &random))")
      default:
        // (Not `scroll`: the app's own scroll moves the feed alone when the coordinator owns
        // it, and the header first when it follows the feed's scroll view.)
        commands.append("vdrag:\(Int.random(in: -4...4, using: &random)) vrelease:0")
      }
      commands.append("wait")
    }
    commands.append("state")
    let script = commands.joined(separator: " ")
    func rest(_ arguments: [String]) throws -> String {
      let (output, _) = try runNews(script, arguments: arguments)
      let state = try #require(output.split(separator: "\n").last { $0.contains("\"state\"") })
      let header = try #require(state.firstMatch(of: /"header":\{[^}]*\},"feeds":\{[^}]*\}/))
      return String(header.output)
    }
    for host in ["owned", "follow"] {
      let owned = try rest(["--host", host])
      let followed = try rest(["--host", host, "--feeds", "follow"])
      #expect(owned == followed, "seed \(seed), --host \(host): \(script)")
    }
  }
}
