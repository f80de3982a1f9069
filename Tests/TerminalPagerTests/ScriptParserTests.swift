import Folio
import TerminalPagerCore
import Testing

@MainActor
@Suite struct ScriptParserTests {
  @Test func everyCommandOfTheReference_parses() throws {
    let script = """
      next prev next& prev&; drag:0.4 drag:-1.25 release:3 release:-0.5 release:0
      tick:16 wait jump:7 jump:7:instant jump:3& insert:0 delete:2 move:1:4 update:3
      reload range:0 range:2 state jump:-1 jump:2:backward jump:2:instant:forward
      jump:2:forward:instant&
      """
    let commands = try ScriptParser.parse(script).map(\.command)
    #expect(
      commands == [
        .swipe(direction: 1, wait: true), .swipe(direction: -1, wait: true),
        .swipe(direction: 1, wait: false), .swipe(direction: -1, wait: false),
        .drag(pages: 0.4), .drag(pages: -1.25), .release(velocity: 3), .release(velocity: -0.5),
        .release(velocity: 0), .tick(milliseconds: 16), .wait,
        .jump(index: 7, instant: false, wait: true), .jump(index: 7, instant: true, wait: true),
        .jump(index: 3, instant: false, wait: false), .insert(index: 0), .delete(index: 2),
        .move(from: 1, to: 4), .update(index: 3), .reload, .range(size: 0), .range(size: 2),
        .state, .jump(index: -1, instant: false, wait: true),
        .jump(index: 2, instant: false, route: .backward, wait: true),
        .jump(index: 2, instant: true, route: .forward, wait: true),
        .jump(index: 2, instant: true, route: .forward, wait: false),
      ])
  }

  nonisolated static let jumpUsage =
    "expected jump:N, with :instant and :forward or :backward at most once each"

  @Test(arguments: [
    ("next fly", "fly", "unknown command"),
    ("drag:abc", "drag:abc", "expected a distance in page widths as a decimal number"),
    ("drag", "drag", "expected a distance in page widths as a decimal number"),
    ("tick:-5", "tick:-5", "expected milliseconds as a whole number of 0 or more"),
    ("jump:3:slow", "jump:3:slow", Self.jumpUsage),
    ("jump:3:forward:backward", "jump:3:forward:backward", Self.jumpUsage),
    ("jump:3:instant:instant", "jump:3:instant:instant", Self.jumpUsage),
    ("move:1", "move:1", "expected move:I:J (a page) or move:X:Y:MS (a finger)"),
    ("wait&", "wait&", "a trailing & is only for next, prev, jump, key, a11y and scroll"),
    ("next:1", "next:1", "takes no argument"),
    ("release:inf", "release:inf", "expected a velocity in pages per second as a decimal number"),
    ("touch:1", "touch:1", "takes 2 arguments"),
    ("touch:1:x", "touch:1:x", "expected a row as a whole number from -10000 to 10000"),
    ("touch:10001:0", "touch:10001:0", "expected a column as a whole number from -10000 to 10000"),
    ("touch:0:-10001", "touch:0:-10001", "expected a row as a whole number from -10000 to 10000"),
    ("touch:1.5:2", "touch:1.5:2", "expected a column as a whole number from -10000 to 10000"),
    ("move:1:2:-1", "move:1:2:-1", "expected milliseconds as a whole number of 0 or more"),
    (
      "touch:10001:2", "touch:10001:2",
      "expected a column as a whole number from -10000 to 10000"
    ),
    (
      "touch:1:99999999999999999999", "touch:1:99999999999999999999",
      "expected a row as a whole number from -10000 to 10000"
    ),
    ("move:1:2:x", "move:1:2:x", "expected milliseconds as a whole number of 0 or more"),
    ("lift:1", "lift:1", "takes no argument"),
    ("lift&", "lift&", "a trailing & is only for next, prev, jump, key, a11y and scroll"),
    ("scroll", "scroll", "expected a distance in page widths as a decimal number"),
    (
      "scroll:x", "scroll:x",
      "expected a distance in page widths as a decimal number from -10000 to 10000"
    ),
    (
      "scroll:10001", "scroll:10001",
      "expected a distance in page widths as a decimal number from -10000 to 10000"
    ),
  ])
  func malformedToken_namedWithWhatWasExpected(script: String, token: String, reason: String) {
    #expect(throws: ScriptSyntaxError(token: token, reason: reason)) {
      try ScriptParser.parse(script)
    }
  }

  @Test func accessibilityCommands_parse() throws {
    let script = """
      key:left key:right key:up key:down key:pageUp key:pageDown key:home key:end key:right&
      a11y:increment a11y:decrement a11y:increment&
      """
    let commands = try ScriptParser.parse(script).map(\.command)
    #expect(
      commands == [
        .key(.left, wait: true), .key(.right, wait: true), .key(.up, wait: true),
        .key(.down, wait: true), .key(.pageUp, wait: true), .key(.pageDown, wait: true),
        .key(.home, wait: true), .key(.end, wait: true), .key(.right, wait: false),
        .adjust(forward: true, wait: true), .adjust(forward: false, wait: true),
        .adjust(forward: true, wait: false),
      ])
  }

  @Test(arguments: [
    ("key", "expected key:NAME, NAME one of left, right, up, down, pageUp, pageDown, home, end"),
    ("key:", "expected key:NAME, NAME one of left, right, up, down, pageUp, pageDown, home, end"),
    (
      "key:Left",
      "expected key:NAME, NAME one of left, right, up, down, pageUp, pageDown, home, end"
    ),
    (
      "key:left:right",
      "expected key:NAME, NAME one of left, right, up, down, pageUp, pageDown, home, end"
    ),
    ("a11y", "expected a11y:increment or a11y:decrement"),
    ("a11y:scroll", "expected a11y:increment or a11y:decrement"),
    ("a11y:increment:2", "expected a11y:increment or a11y:decrement"),
  ])
  func malformedAccessibilityToken_isRefused(token: String, reason: String) {
    #expect(throws: ScriptSyntaxError(token: token, reason: reason)) {
      try ScriptParser.parse("next \(token) next")
    }
  }

  @Test func emptyScript_parsesToNothing() throws {
    #expect(try ScriptParser.parse("  ;; \n ").isEmpty)
  }
}

@Suite struct PagerOptionsTests {
  @Test func defaults_matchTheReference() throws {
    let options = try PagerOptions.parse([])
    #expect(options.pages == 24 && options.workingRange == 1 && options.recycleDistance == 3)
    #expect(options.script == nil && options.format == nil && !options.showHelp)
  }

  @Test func everyOption_isRead() throws {
    let options = try PagerOptions.parse([
      "--pages", "0", "--working-range", "0", "--recycle-distance", "5", "--seed", "9",
      "--script", "next", "--format", "text", "--help",
    ])
    #expect(options.pages == 0 && options.workingRange == 0 && options.recycleDistance == 5)
    #expect(options.seed == 9 && options.script == "next" && options.format == .text)
    #expect(options.showHelp)
  }

  @Test(arguments: [
    (["--pages", "-3"], "--pages takes a whole number of 0 or more, not '-3'"),
    (["--pages"], "--pages needs a value"),
    (["--format", "xml"], "--format is jsonl or text, not 'xml'"),
    (["--colour"], "unknown option '--colour'; see --help"),
  ])
  func badArguments_usageErrorNamesThem(arguments: [String], message: String) {
    #expect(throws: PagerOptions.UsageError(description: message)) {
      try PagerOptions.parse(arguments)
    }
  }
}
