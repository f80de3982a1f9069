import Folio

/// The paging commands the service examples' scripts share (`tabbed-news`, `short-video`):
/// `next`, `prev`, `jump:N[:instant][:forward|:backward]` (each with `&` to not wait), `drag:F`,
/// `release:V`, `tick:MS`.
package enum PagingScriptCommand: Hashable, Sendable {
  /// `next`, `prev`: waits until the pages rest unless `&`.
  case swipe(direction: Int, wait: Bool)
  /// `jump:N`, `jump:N:instant`, `jump:N:forward`, `jump:N:backward`, `jump:N&`.
  case jump(index: Int, instant: Bool, route: LoopRoute = .shorter, wait: Bool)
  /// `drag:F`: the finger stays down.
  case drag(pages: Double)
  /// `release:V`.
  case release(velocity: Double)
  /// `tick:MS`, 0 to `Int32.max`.
  case tick(milliseconds: Int)

  /// Whether the command leaves a finger left down by `drag` alone.
  package var keepsFinger: Bool {
    switch self {
    case .drag, .release, .tick: true
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
      let value = try token.integer(0, "milliseconds")
      guard value >= 0, value <= Int(Int32.max) else {
        throw token.fail("milliseconds go from 0 to \(Int32.max)")
      }
      return .tick(milliseconds: value)
    default:
      return nil
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
