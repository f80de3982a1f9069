import FolioSupport
import ShortVideoCore
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// The three programs' script parsers, fuzzed with the numbers and bytes a user can type: a
/// parser returns commands or a one-line syntax error, never traps, and every number it lets
/// through is within the range the examples' README gives it.
@MainActor
@Suite struct ScriptFuzzTests {
  /// What a fuzzed argument can be: edge numbers of every kind, texts that only look like
  /// numbers, control bytes and a long token.
  static let arguments: [String] = [
    "0", "1", "-1", "+3", "-0", "7", "16", "2147483647", "2147483648", "-2147483649",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "-9223372036854775809", "99999999999999999999999", "1000000", "-1000000", "1000001",
    "-1000001", "10000", "-10001", "3600000", "3600001", "0.5", "-2.5", "1e308", "-1e308",
    "1e309", "nan", "inf", "-inf", "0x10", "", " ", "٣", "1_000", "\u{1B}[2J", "\u{0}", "\n",
    "instant", "forward", "backward", "on", "off", "v1", String(repeating: "0", count: 100_000),
  ]

  static let names = [
    "next", "prev", "jump", "drag", "release", "tick", "wait", "state", "touch", "move", "lift",
    "insert", "delete", "update", "reload", "range", "key", "a11y", "tap", "scroll", "vdrag",
    "vrelease", "pan", "config", "latency", "fail", "retry", "pin", "unpin", "memory",
    "\u{7}bell",
  ]

  /// A token of a name, up to three arguments and maybe a trailing `&`.
  static func token(_ random: inout SeededRandomNumberGenerator) -> String {
    var text = names.randomElement(using: &random) ?? "next"
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      text += ":" + (arguments.randomElement(using: &random) ?? "0")
    }
    if Bool.random(using: &random) && Int.random(in: 0..<4, using: &random) == 0 { text += "&" }
    return text
  }

  /// A syntax error's message is one readable line, however long or strange the token.
  static func expectReadable(_ message: String, seed: UInt64, token: String) {
    let readable =
      message.count < 400
      && message.unicodeScalars.allSatisfy {
        $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
      }
    #expect(readable, "seed \(seed), token \(token.prefix(60)): \(message.prefix(200))")
  }

  nonisolated static let seeds: [UInt64] = Array(1...40)

  @Test(arguments: seeds) func pagerParser_neverTraps_andKeepsItsRanges(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<150 {
      let token = Self.token(&random)
      do {
        for (_, command) in try ScriptParser.parse(token) {
          switch command {
          case .tick(let milliseconds): #expect(milliseconds >= 0, "seed \(seed)")
          case .touch(.down(let x, let y)):
            #expect(abs(x) <= 10_000 && abs(y) <= 10_000, "seed \(seed)")
          case .touch(.move(let x, let y, let milliseconds)):
            #expect(abs(x) <= 10_000 && abs(y) <= 10_000 && milliseconds >= 0, "seed \(seed)")
          case .drag(let pages): #expect(pages.isFinite, "seed \(seed)")
          case .release(let velocity): #expect(velocity.isFinite, "seed \(seed)")
          case .scroll(let pages, _): #expect(abs(pages) <= 10_000, "seed \(seed)")
          default: break
          }
        }
      } catch {
        Self.expectReadable(error.description, seed: seed, token: token)
      }
    }
  }

  @Test(arguments: seeds) func tabbedNewsParser_neverTraps_andKeepsItsRanges(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let limit = NewsCommand.maximumRows
    for _ in 0..<150 {
      let token = Self.token(&random)
      do {
        for (_, command) in try NewsCommand.parse(token) {
          switch command {
          case .scroll(let rows): #expect(abs(rows) <= limit, "seed \(seed)")
          case .verticalDrag(let rows): #expect(abs(rows) <= Double(limit), "seed \(seed)")
          case .pan(let pages, let rows):
            #expect(abs(pages) <= Double(limit) && abs(rows) <= Double(limit), "seed \(seed)")
          case .latency(let milliseconds):
            #expect((0...NewsOptions.maximumLatency).contains(milliseconds), "seed \(seed)")
          case .paging(.tick(let milliseconds)): #expect(milliseconds >= 0, "seed \(seed)")
          default: break
          }
        }
      } catch {
        Self.expectReadable(error.description, seed: seed, token: token)
      }
    }
  }

  @Test(arguments: seeds) func shortVideoParser_neverTraps(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<150 {
      let token = Self.token(&random)
      do {
        for (_, command) in try VideoCommand.parse(token) {
          if case .paging(.tick(let milliseconds)) = command {
            #expect(milliseconds >= 0, "seed \(seed)")
          }
        }
      } catch {
        Self.expectReadable(error.description, seed: seed, token: token)
      }
    }
  }

  /// The named repros: `abs(Int.min)` trapped tabbed-news; `tick` past `Int32.max` was refused
  /// by two programs though the README says "as in pager"; a whole number past `Int`'s range
  /// where the README promises "any whole number ≥ 0" (`tick`, a `move`'s time, `range:`) was
  /// refused: it counts as `Int.max`.
  @Test func theAuditsNumbers_parseOrFailAlike_inAllThreePrograms() throws {
    #expect(throws: ScriptSyntaxError.self) { try NewsCommand.parse("scroll:-9223372036854775808") }
    #expect(throws: ScriptSyntaxError.self) { try NewsCommand.parse("vdrag:-1e300") }
    #expect(throws: ScriptSyntaxError.self) { try NewsCommand.parse("pan:1:1000001") }
    #expect(try NewsCommand.parse("scroll:-1000000").map(\.command) == [.scroll(rows: -1_000_000)])
    let tick = "tick:9223372036854775807"
    #expect(try ScriptParser.parse(tick).map(\.command) == [.tick(milliseconds: .max)])
    #expect(try NewsCommand.parse(tick).map(\.command) == [.paging(.tick(milliseconds: .max))])
    #expect(try VideoCommand.parse(tick).map(\.command) == [.paging(.tick(milliseconds: .max))])
    for parse in [
      { try ScriptParser.parse($0).count }, { try NewsCommand.parse($0).count },
      { try VideoCommand.parse($0).count },
    ] as [(String) throws -> Int] {
      #expect(throws: ScriptSyntaxError.self) { _ = try parse("tick:-1") }
      #expect(throws: ScriptSyntaxError.self) { _ = try parse("tick:-99999999999999999999") }
      #expect(try parse("tick:9223372036854775808") == 1)
      #expect(try parse("move:1:2:99999999999999999999") == 1)
    }
    #expect(
      try ScriptParser.parse("tick:99999999999999999999").map(\.command) == [
        .tick(milliseconds: .max)
      ])
    #expect(
      try ScriptParser.parse("range:99999999999999999999").map(\.command) == [.range(size: .max)])
    #expect(
      try ScriptParser.parse("range:-99999999999999999999").map(\.command) == [.range(size: .min)])
  }

  @Test func aSyntaxError_quotesTheToken_escapedAndCutShort() {
    let long = "jump:" + String(repeating: "x", count: 100_000)
    let message = (try? ScriptParser.parse(long)).map { _ in "" } ?? error(of: long)
    #expect(message.hasPrefix("'jump:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (100005 characters)': "))
    #expect(error(of: "next\u{1B}[2J") == "'next\\u{1B}[2J': unknown command")
    #expect(ScriptText.quoted("a\\b\u{7}") == "a\\\\b\\u{7}")
  }

  private func error(of script: String) -> String {
    do {
      _ = try ScriptParser.parse(script)
      return ""
    } catch {
      return error.description
    }
  }
}
