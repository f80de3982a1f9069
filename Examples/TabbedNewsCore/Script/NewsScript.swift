import Folio
import TerminalPagerCore

/// One command of a `tabbed-news` script.
@MainActor
package enum NewsCommand: Hashable, Sendable {
  /// `next`, `prev`, `jump`, `drag`, `release`, `tick`, as the service examples share them
  /// (`next` and `prev` wait until the pages rest, not for loads).
  case paging(PagingScriptCommand)
  /// `tap:N`, `tap:N&`: a tap on tab N.
  case tap(index: Int, wait: Bool)
  /// `wait`: until nothing moves and no load is in progress.
  case wait
  /// `scroll:R`: the current feed by R rows, instantly.
  case scroll(rows: Int)
  /// `vdrag:R`: a finger on the feed moves R rows (positive moves the content up); it stays down.
  case verticalDrag(rows: Double)
  /// `vrelease:V`: the finger on the feed lifts at V rows per second.
  case verticalRelease(velocity: Double)
  /// `pan:X:Y`: a finger moves X page widths and Y rows at once, then lifts; the arbiter decides
  /// the axis.
  case pan(pages: Double, rows: Double)
  /// `config:NAME`.
  case config(version: String)
  /// `latency:MS`.
  case latency(milliseconds: Int)
  /// `state`.
  case state
  /// `background`, `foreground`: the scene goes to the background (its place saved with
  /// `--scene`) and comes back.
  case scenePhase(background: Bool)
  /// `disconnect`: the scene disconnects (its place saved with `--scene`).
  case disconnect
  /// `refresh-end`, `refresh-end:N`: the current channel's refresh (channel N's) ends now,
  /// before its reload lands.
  case refreshEnd(index: Int?)

  /// Whether the command leaves a finger left down by `drag` alone (every other command lifts
  /// it first, as `release:0`).
  var keepsFinger: Bool {
    switch self {
    case .paging(let paging): paging.keepsFinger
    case .state, .latency, .verticalDrag, .verticalRelease, .scenePhase, .disconnect, .refreshEnd:
      true
    default: false
    }
  }

  /// The commands of a script, each with its token.
  ///
  /// - Parameter script: Commands separated by spaces, newlines or `;`.
  /// - Returns: The commands in order.
  /// - Throws: ``ScriptSyntaxError`` for the first unknown command or malformed argument.
  package static func parse(_ script: String) throws(ScriptSyntaxError) -> [(
    token: String, command: NewsCommand
  )] {
    var commands: [(token: String, command: NewsCommand)] = []
    for token in script.split(whereSeparator: { $0 == ";" || $0.isWhitespace }).map(String.init) {
      commands.append((token, try command(token)))
    }
    return commands
  }

  /// The furthest `scroll`, `vdrag` and `pan` reach either way, in rows (and page widths for
  /// `pan`): a script error past it.
  package static let maximumRows = 1_000_000

  private static func command(_ text: String) throws(ScriptSyntaxError) -> NewsCommand {
    let token = ScriptToken(text)
    let (name, arguments, background) = (token.name, token.arguments, token.background)
    func fail(_ reason: String) -> ScriptSyntaxError { token.fail(reason) }
    try token.allowBackground(for: ["next", "prev", "jump", "tap"])
    func expect(_ count: Int) throws(ScriptSyntaxError) { try token.expectArguments(count) }
    func integer(_ what: String) throws(ScriptSyntaxError) -> Int { try token.integer(0, what) }
    func decimal(_ what: String) throws(ScriptSyntaxError) -> Double { try token.decimal(what) }
    func milliseconds(maximum: Int) throws(ScriptSyntaxError) -> Int {
      try expect(1)
      return try token.integer(0, "milliseconds", in: 0...maximum)
    }
    let rows = Self.maximumRows
    if let paging = try PagingScriptCommand.parse(token, distance: "page widths") {
      return .paging(paging)
    }
    switch name {
    case "tap":
      try expect(1)
      return .tap(index: try integer("a tab index"), wait: !background)
    case "wait":
      try expect(0)
      return .wait
    case "scroll":
      try expect(1)
      return .scroll(rows: try token.integer(0, "rows", in: -rows...rows))
    case "vdrag":
      return .verticalDrag(rows: try token.decimal("rows", in: Double(-rows)...Double(rows)))
    case "vrelease": return .verticalRelease(velocity: try decimal("a velocity in rows per second"))
    case "pan":
      try expect(2)
      let limit = Double(rows)
      return .pan(
        pages: try token.decimal(0, "page widths", in: -limit...limit),
        rows: try token.decimal(1, "rows", in: -limit...limit))
    case "config":
      try expect(1)
      guard ChannelConfig.versions.contains(arguments[0]) else {
        throw fail("expected a config version: \(ChannelConfig.versions.joined(separator: ", "))")
      }
      return .config(version: arguments[0])
    case "latency":
      return .latency(milliseconds: try milliseconds(maximum: NewsOptions.maximumLatency))
    case "state":
      try expect(0)
      return .state
    case "background", "foreground":
      try expect(0)
      return .scenePhase(background: name == "background")
    case "disconnect":
      try expect(0)
      return .disconnect
    case "refresh-end":
      if arguments.isEmpty { return .refreshEnd(index: nil) }
      try expect(1)
      return .refreshEnd(index: try integer("a channel index"))
    default:
      throw fail("unknown command")
    }
  }
}

/// Runs a `tabbed-news` script headless on a manual clock.
@MainActor
package enum NewsScriptRunner {
  /// The page size in script mode: 80 columns, 18 rows.
  package static let pageSize = Size(width: 80, height: 18)

  /// Runs commands and prints every event.
  ///
  /// Any command other than `drag`, `release`, `tick`, `latency` and `state` first lifts a
  /// finger left down by `drag` (as `release:0`). The script ends with an implicit `wait` and a
  /// final `state`. A command that cannot apply prints an `error` event and the script goes on.
  ///
  /// - Returns: The exit status: 0, or 1 if any command could not apply.
  package static func run(
    _ commands: [(token: String, command: NewsCommand)], options: NewsOptions,
    print: @escaping (String) -> Void
  ) -> Int32 {
    let clock = ManualClock()
    let format = options.format ?? .jsonl
    let service = NewsService(
      workingRange: options.workingRange, latency: .milliseconds(options.latency),
      pageSize: pageSize, stripWidth: pageSize.width, clock: clock, host: options.host,
      feeds: options.feeds, refresh: options.refresh, sceneFile: options.sceneFile,
      eventHandler: { print(format == .jsonl ? $0.json : $0.text) })
    for (token, command) in commands {
      if !command.keepsFinger { service.liftFingers() }
      if let problem = perform(command, on: service, clock: clock) {
        service.reportError(command: token, message: problem)
      }
      service.terminal.layout()
    }
    service.liftFingers()
    clock.runUntilIdle(limit: waitLimit)
    service.emitState()
    return service.errorCount > 0 ? 1 : 0
  }

  /// The longest `wait` (and the end of a script) runs the clock: long enough for a load of the
  /// longest latency `latency:` and `--latency` accept, started at the last moment, and the
  /// motion after it, so that `wait` always ends with every load finished.
  package static let waitLimit = Duration.milliseconds(NewsOptions.maximumLatency) + .seconds(600)

  /// Performs one command.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package static func perform(_ command: NewsCommand, on service: NewsService, clock: ManualClock)
    -> String?
  {
    switch command {
    case .paging(let paging): return paging.perform(on: service, clock: clock)
    case .tap(let index, let wait):
      if let problem = service.tap(index) { return problem }
      if wait { PagingScriptCommand.settle(service.container, clock) }
    case .wait: clock.runUntilIdle(limit: waitLimit)
    case .scroll(let rows): return service.scrollFeed(by: rows)
    case .verticalDrag(let rows): service.verticalDrag(rows: rows)
    case .verticalRelease(let velocity): service.verticalRelease(velocity: velocity)
    case .pan(let pages, let rows): service.pan(pages: pages, rows: rows)
    case .config(let version): return service.applyConfig(version)
    case .latency(let milliseconds): service.loader.latency = .milliseconds(milliseconds)
    case .state: service.emitState()
    case .scenePhase(let background):
      background ? service.sceneDidEnterBackground() : service.sceneWillEnterForeground()
    case .disconnect: service.sceneDidDisconnect()
    case .refreshEnd(let index): return service.endRefreshing(at: index)
    }
    return nil
  }
}
