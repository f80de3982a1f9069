import Folio
import FolioAccessibility
import FolioHost

/// One command of a `pager` script.
package enum ScriptCommand: Hashable, Sendable {
  /// `next` / `prev`: a swipe to the neighbouring page; waits until settled unless `&`.
  case swipe(direction: Int, wait: Bool)
  /// `drag:F`: finger down (catching any motion), moved by F page widths.
  case drag(pages: Double)
  /// `release:V`: finger up with V pages per second; does not wait.
  case release(velocity: Double)
  /// `tick:MS`: the clock advances MS milliseconds.
  case tick(milliseconds: Int)
  /// `wait`: the clock advances until idle.
  case wait
  /// `jump:N`, `jump:N:instant`, `jump:N:forward`, `jump:N:backward`, `jump:N&`.
  case jump(index: Int, instant: Bool, route: LoopRoute = .shorter, wait: Bool)
  /// `insert:I`.
  case insert(index: Int)
  /// `delete:I`.
  case delete(index: Int)
  /// `move:I:J`.
  case move(from: Int, to: Int)
  /// `update:I`.
  case update(index: Int)
  /// `reload`.
  case reload
  /// `range:N`.
  case range(size: Int)
  /// `bound:B` (B ≥ 1), `bound:off`: the most pages bound at once.
  case bound(limit: Int?)
  /// `zoom:W`, `zoom:W:same`, `zoom:off`: the current page's photo zoomed in, W cells wider than
  /// the page (0 to 10,000), shown from its middle; a pan on it moves it to its edge, and the
  /// next pan pages (`same`: the same drag goes on to the pages).
  case zoom(range: Int?, handoff: PageAxisHandoff)
  /// `state`.
  case state
  /// `target`: the page the pages go to, and the pages decided since the last `target`.
  case target
  /// `input:on`, `input:off`: whether the user's gestures move the pages.
  case userInput(enabled: Bool)
  /// `key:NAME` (`left`, `right`, `up`, `down`, `pageUp`, `pageDown`, `home`, `end`): the key
  /// as the accessibility plugin reads it; waits until settled unless `&`.
  case key(PageKey, wait: Bool)
  /// `a11y:increment`, `a11y:decrement`: the adjustable element's actions; wait until settled
  /// unless `&`.
  case adjust(forward: Bool, wait: Bool)
  /// `touch:X:Y`, `move:X:Y:MS`, `lift`: a finger on the page area, in cells.
  case touch(TouchScriptCommand)
  /// `scroll:F`: a scroll nobody asked for (`--host follow`): the platform scroll view
  /// animates by F page widths on its own; waits until settled unless `&`.
  case scroll(pages: Double, wait: Bool)

  /// Whether the command leaves a finger left down by `drag` alone (every other command lifts it
  /// first, as `release:0`).
  ///
  /// `release` lifts it itself, with its own velocity.
  var keepsFinger: Bool {
    switch self {
    case .drag, .tick, .state, .target, .userInput, .release, .touch: true
    default: false
    }
  }
}

/// A script token that is not a command, with what was expected.
package struct ScriptSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The token as written.
  package var token: String
  /// What was wrong.
  package var reason: String

  package init(token: String, reason: String) {
    self.token = token
    self.reason = reason
  }

  /// `'token': reason`, the token quoted as ``ScriptText/quoted(_:)`` does (escapes for
  /// invisible characters, a long token cut short).
  package var description: String { "'\(ScriptText.quoted(token))': \(reason)" }
}

/// Reads `pager` scripts.
@MainActor
package enum ScriptParser {
  /// The commands of a script, each with its token.
  ///
  /// - Parameter script: Commands separated by spaces, newlines or `;`.
  /// - Returns: The commands in order.
  /// - Throws: ``ScriptSyntaxError`` for the first unknown command or malformed argument.
  package static func parse(_ script: String) throws(ScriptSyntaxError) -> [(
    token: String, command: ScriptCommand
  )] {
    var commands: [(token: String, command: ScriptCommand)] = []
    let tokens = script.split(whereSeparator: { $0 == ";" || $0.isWhitespace }).map(String.init)
    for token in tokens {
      commands.append((token, try command(token)))
    }
    return commands
  }

  private static func command(_ text: String) throws(ScriptSyntaxError) -> ScriptCommand {
    let token = ScriptToken(text)
    let (name, arguments, background) = (token.name, token.arguments, token.background)
    func fail(_ reason: String) -> ScriptSyntaxError { token.fail(reason) }
    try token.allowBackground(for: ["next", "prev", "jump", "key", "a11y", "scroll"])
    func integer(_ index: Int, _ what: String) throws(ScriptSyntaxError) -> Int {
      try token.integer(index, what)
    }
    func decimal(_ what: String) throws(ScriptSyntaxError) -> Double { try token.decimal(what) }
    func expectArguments(_ count: Int) throws(ScriptSyntaxError) {
      try token.expectArguments(count)
    }
    switch name {
    case "next", "prev":
      try expectArguments(0)
      return .swipe(direction: name == "next" ? 1 : -1, wait: !background)
    case "drag": return .drag(pages: try decimal("a distance in page widths"))
    case "release": return .release(velocity: try decimal("a velocity in pages per second"))
    case "tick":
      try expectArguments(1)
      return .tick(milliseconds: try token.integer(0, "milliseconds", in: 0...Int.max))
    case "wait":
      try expectArguments(0)
      return .wait
    case "jump":
      let jump = try PagingScriptCommand.jumpArguments(of: token)
      return .jump(index: jump.index, instant: jump.instant, route: jump.route, wait: !background)
    case "insert":
      try expectArguments(1)
      return .insert(index: try integer(0, "an index"))
    case "delete":
      try expectArguments(1)
      return .delete(index: try integer(0, "an index"))
    case "move" where arguments.count == 3:
      // move:X:Y:MS, a finger's move (move:I:J moves a page).
      if let touch = try TouchScriptCommand.parse(token) { return .touch(touch) }
      throw fail("unknown command")
    case "move":
      guard arguments.count == 2 else {
        throw fail("expected move:I:J (a page) or move:X:Y:MS (a finger)")
      }
      return .move(from: try integer(0, "a source index"), to: try integer(1, "a target index"))
    case "update":
      try expectArguments(1)
      return .update(index: try integer(0, "an index"))
    case "reload":
      try expectArguments(0)
      return .reload
    case "range":
      try expectArguments(1)
      return .range(size: try integer(0, "a size"))
    case "bound":
      try expectArguments(1)
      if arguments[0] == "off" { return .bound(limit: nil) }
      return .bound(limit: try token.integer(0, "a limit (or off)", in: 1...Int.max))
    case "zoom":
      if arguments == ["off"] { return .zoom(range: nil, handoff: .nextPan) }
      guard arguments.count == 1 || (arguments.count == 2 && arguments[1] == "same") else {
        throw fail("expected zoom:W, zoom:W:same or zoom:off")
      }
      let range = try token.integer(0, "a width in cells (or off)", in: 0...10_000)
      return .zoom(range: range, handoff: arguments.count == 2 ? .sameDrag : .nextPan)
    case "state":
      try expectArguments(0)
      return .state
    case "target":
      try expectArguments(0)
      return .target
    case "input":
      guard arguments.count == 1, ["on", "off"].contains(arguments[0]) else {
        throw fail("expected input:on or input:off")
      }
      return .userInput(enabled: arguments[0] == "on")
    case "key":
      let names = PageKey.allCases.map(\.rawValue)
      guard arguments.count == 1, let key = PageKey(rawValue: arguments[0]) else {
        throw fail("expected key:NAME, NAME one of \(names.joined(separator: ", "))")
      }
      return .key(key, wait: !background)
    case "scroll":
      // As far as a scroll view's content goes: ±10,000 pages reach either end of any.
      let pages = try token.decimal("a distance in page widths", in: -10_000...10_000)
      return .scroll(pages: pages, wait: !background)
    case "a11y":
      guard arguments.count == 1, ["increment", "decrement"].contains(arguments[0]) else {
        throw fail("expected a11y:increment or a11y:decrement")
      }
      return .adjust(forward: arguments[0] == "increment", wait: !background)
    default:
      if let touch = try TouchScriptCommand.parse(token) { return .touch(touch) }
      throw fail("unknown command")
    }
  }
}
