import Folio

/// The paging commands the service examples' scripts share (`tabbed-news`, `short-video`):
/// `next`, `prev`, `jump:N[:instant][:forward|:backward]` (each with `&` to not wait), `drag:F`,
/// `release:V`, `tick:MS`.
@MainActor
package enum PagingScriptCommand: Hashable, Sendable {
  /// `next`, `prev`: waits until the pages rest unless `&`.
  case swipe(direction: Int, wait: Bool)
  /// `jump:N`, `jump:N:instant`, `jump:N:forward`, `jump:N:backward`, `jump:N&`.
  case jump(index: Int, instant: Bool, route: LoopRoute = .shorter, wait: Bool)
  /// `drag:F`: the finger stays down.
  case drag(pages: Double)
  /// `release:V`.
  case release(velocity: Double)
  /// `tick:MS`, any whole number of 0 or more.
  case tick(milliseconds: Int)
  /// `touch:X:Y`, `move:X:Y:MS`, `lift`: a finger on the page area, in cells.
  case touch(TouchScriptCommand)

  /// Whether the command leaves a finger left down by `drag` alone.
  package var keepsFinger: Bool {
    switch self {
    case .drag, .release, .tick, .touch: true
    case .swipe, .jump: false
    }
  }

  /// Reads a paging command.
  ///
  /// - Parameters:
  ///   - token: The token.
  ///   - distance: What a drag's distance counts, for messages ("page widths").
  /// - Returns: The command, or `nil` when the token names another command.
  /// - Throws: ``ScriptSyntaxError`` for a paging command with bad arguments.
  package static func parse(_ token: ScriptToken, distance: String) throws(ScriptSyntaxError)
    -> PagingScriptCommand?
  {
    let (name, background) = (token.name, token.background)
    switch name {
    case "next", "prev":
      try token.expectArguments(0)
      return .swipe(direction: name == "next" ? 1 : -1, wait: !background)
    case "jump":
      let jump = try jumpArguments(of: token)
      return .jump(index: jump.index, instant: jump.instant, route: jump.route, wait: !background)
    case "drag": return .drag(pages: try token.decimal("a distance in \(distance)"))
    case "release": return .release(velocity: try token.decimal("a velocity in pages per second"))
    case "tick":
      try token.expectArguments(1)
      return .tick(milliseconds: try token.integer(0, "milliseconds", in: 0...Int.max))
    default:
      return try TouchScriptCommand.parse(token).map { .touch($0) }
    }
  }

  /// Reads `jump:N` with its options, in any order, each at most once: `instant`, and one way
  /// round a looping container (`forward` or `backward`; the shorter way by default).
  ///
  /// - Parameter token: A `jump` token.
  /// - Returns: The page, whether instant, and the way round.
  /// - Throws: ``ScriptSyntaxError`` for a bad index or an unknown or repeated option.
  package static func jumpArguments(of token: ScriptToken) throws(ScriptSyntaxError) -> (
    index: Int, instant: Bool, route: LoopRoute
  ) {
    let usage = "expected jump:N, with :instant and :forward or :backward at most once each"
    let options = token.arguments.dropFirst()
    guard !token.arguments.isEmpty, Set(options).count == options.count else {
      throw token.fail(usage)
    }
    var route = LoopRoute.shorter
    for option in options {
      switch option {
      case "instant": continue
      case "forward" where route == .shorter: route = .forward
      case "backward" where route == .shorter: route = .backward
      default: throw token.fail(usage)
      }
    }
    return (try token.integer(0, "a page index"), options.contains("instant"), route)
  }

  /// Performs the command on a session, running the clock until the pages rest when it waits.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - clock: The script's clock.
  /// - Returns: Why it could not apply, or `nil`.
  package func perform(on session: some PagingSession, clock: ManualClock) -> String? {
    switch self {
    case .swipe(let direction, let wait):
      session.swipe(direction)
      if wait { Self.settle(session.container, clock) }
    case .jump(let index, let instant, let route, let wait):
      if let problem = session.jump(to: index, instant: instant, route: route) { return problem }
      if wait { Self.settle(session.container, clock) }
    case .drag(let pages): session.drag(byPages: pages)
    case .release(let velocity): session.release(velocity: velocity)
    case .tick(let milliseconds): clock.advance(by: .milliseconds(milliseconds))
    case .touch(let touch): touch.perform(on: session.terminal, clock: clock)
    }
    return nil
  }

  /// Advances the clock frame by frame until the pages rest (other work may go on).
  package static func settle<Page>(_ container: PageContainer<Page>, _ clock: ManualClock) {
    var frames = 0
    while container.phase != .resting, frames < 100_000 {
      clock.advance(by: clock.frameInterval)
      frames += 1
    }
  }
}

/// The finger commands of every example's script: `touch:X:Y` (a finger down at column X, row
/// Y of the page area, in cells from its top left), `move:X:Y:MS` (the clock advances MS
/// milliseconds, then the finger moves there), `lift` (it lifts where it is), as a mouse's
/// press, drag and release do interactively: past a slop of a cell a drag pages, a press and
/// release within it is a tap, and the release velocity is measured from the moves of the last
/// 100 ms.
@MainActor
package enum TouchScriptCommand: Hashable, Sendable {
  /// `touch:X:Y`.
  case down(x: Int, y: Int)
  /// `move:X:Y:MS`.
  case move(x: Int, y: Int, milliseconds: Int)
  /// `lift`.
  case lift

  /// The furthest a coordinate reaches from the page area's top left, either way, in cells.
  package static let maximumCoordinate = 10_000

  /// Reads a finger command.
  ///
  /// - Parameter token: The token.
  /// - Returns: The command, or `nil` when the token names another command.
  /// - Throws: ``ScriptSyntaxError`` for bad coordinates or times.
  package static func parse(_ token: ScriptToken) throws(ScriptSyntaxError) -> TouchScriptCommand? {
    let limit = maximumCoordinate
    func coordinate(_ index: Int, _ what: String) throws(ScriptSyntaxError) -> Int {
      try token.integer(index, what, in: -limit...limit)
    }
    switch token.name {
    case "touch":
      try token.expectArguments(2)
      return .down(x: try coordinate(0, "a column"), y: try coordinate(1, "a row"))
    case "move":
      try token.expectArguments(3)
      let x = try coordinate(0, "a column")
      let y = try coordinate(1, "a row")
      let milliseconds = try token.integer(2, "milliseconds", in: 0...Int.max)
      return .move(x: x, y: y, milliseconds: milliseconds)
    case "lift":
      try token.expectArguments(0)
      return .lift
    default:
      return nil
    }
  }

  /// Performs the command on a demo's screen.
  ///
  /// - Parameters:
  ///   - terminal: The screen.
  ///   - clock: The script's clock.
  ///   - letTimePass: How the program lets time pass (pager's bounds its auto-advances); the
  ///     clock's own `advance(by:)` by default.
  package func perform<Page: Diffable>(
    on terminal: TerminalHost<Page>, clock: ManualClock,
    letTimePass: ((Duration) -> Void)? = nil
  ) {
    switch self {
    case .down(let x, let y): terminal.touchDown(at: Point(x: Double(x), y: Double(y)))
    case .move(let x, let y, let milliseconds):
      if let letTimePass {
        letTimePass(.milliseconds(milliseconds))
      } else {
        clock.advance(by: .milliseconds(milliseconds))
      }
      terminal.touchMoved(to: Point(x: Double(x), y: Double(y)))
    case .lift: terminal.touchUp()
    }
  }
}
