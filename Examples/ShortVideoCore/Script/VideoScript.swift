import Folio
import TerminalPagerCore

/// One command of a `short-video` script.
@MainActor
package enum VideoCommand: Hashable, Sendable {
  /// `next`, `prev`, `jump`, `drag`, `release`, `tick`, as the service examples share them.
  case paging(PagingScriptCommand)
  /// `wait`: until nothing moves, no batch is on its way and the shown clip's impression
  /// qualified.
  case wait
  /// `fail:on`, `fail:off`.
  case fail(Bool)
  /// `retry`.
  case retry
  /// `pin`, `unpin`.
  case pin, unpin
  /// `memory`.
  case memory
  /// `state`.
  case state
  /// `ended` (the current clip), `ended:N` (the clip of page N): the clip ended, and its page
  /// asks for the next one.
  case ended(index: Int?)
  /// `sheet:on`, `sheet:off`: a sheet (the comments) covers the feed, or goes.
  case sheet(Bool)

  /// Whether the command leaves a finger left down by `drag` alone.
  var keepsFinger: Bool {
    switch self {
    case .paging(let paging): paging.keepsFinger
    case .state, .fail: true
    default: false
    }
  }

  /// The commands of a script, each with its token.
  ///
  /// - Parameter script: Commands separated by spaces, newlines or `;`.
  /// - Returns: The commands in order.
  /// - Throws: ``ScriptSyntaxError`` for the first unknown command or malformed argument.
  package static func parse(_ script: String) throws(ScriptSyntaxError) -> [(
    token: String, command: VideoCommand
  )] {
    var commands: [(token: String, command: VideoCommand)] = []
    for token in script.split(whereSeparator: { $0 == ";" || $0.isWhitespace }).map(String.init) {
      commands.append((token, try command(token)))
    }
    return commands
  }

  private static func command(_ text: String) throws(ScriptSyntaxError) -> VideoCommand {
    let token = ScriptToken(text)
    let (name, arguments) = (token.name, token.arguments)
    try token.allowBackground(for: ["next", "prev", "jump"])
    func expect(_ count: Int) throws(ScriptSyntaxError) { try token.expectArguments(count) }
    if let paging = try PagingScriptCommand.parse(token, distance: "page heights") {
      return .paging(paging)
    }
    switch name {
    case "ended":
      guard !arguments.isEmpty else { return .ended(index: nil) }
      try expect(1)
      return .ended(index: try token.integer(0, "a page index", in: 0...Int.max))
    case "sheet":
      try expect(1)
      guard arguments[0] == "on" || arguments[0] == "off" else {
        throw token.fail("expected sheet:on or sheet:off")
      }
      return .sheet(arguments[0] == "on")
    case "fail":
      try expect(1)
      guard arguments[0] == "on" || arguments[0] == "off" else {
        throw token.fail("expected fail:on or fail:off")
      }
      return .fail(arguments[0] == "on")
    case "wait", "retry", "pin", "unpin", "memory", "state":
      try expect(0)
      switch name {
      case "wait": return .wait
      case "retry": return .retry
      case "pin": return .pin
      case "unpin": return .unpin
      case "memory": return .memory
      default: return .state
      }
    default:
      throw token.fail("unknown command")
    }
  }
}

/// Runs a `short-video` script headless on a manual clock.
@MainActor
package enum VideoScriptRunner {
  /// The page size in script mode: 60 columns, 16 rows.
  package static let pageSize = Size(width: 60, height: 16)

  /// Runs commands and prints every event.
  ///
  /// Any command other than `drag`, `release`, `tick`, `fail` and `state` first lifts a finger
  /// left down by `drag` (as `release:0`). The script ends with an implicit `wait` and a final
  /// `state`. A command that cannot apply prints an `error` event and the script goes on.
  ///
  /// - Returns: The exit status: 0, or 1 if any command could not apply.
  package static func run(
    _ commands: [(token: String, command: VideoCommand)], options: VideoOptions,
    print: @escaping (String) -> Void
  ) -> Int32 {
    let clock = ManualClock()
    let format = options.format ?? .jsonl
    let service = VideoService(
      latency: .milliseconds(options.latency), pageSize: pageSize, clock: clock,
      host: options.host, eventHandler: { print(format == .jsonl ? $0.json : $0.text) })
    for (token, command) in commands {
      if !command.keepsFinger { service.liftFinger() }
      if let problem = perform(command, on: service, clock: clock) {
        service.reportError(command: token, message: problem)
      }
      service.terminal.layout()
    }
    service.liftFinger()
    waitForEverything(service, clock)
    service.emitState()
    return service.errorCount > 0 ? 1 : 0
  }

  /// Runs the clock until nothing moves, no batch is on its way and the shown clip's impression
  /// has qualified (the server and the impressions work on deadlines, which an idle clock does
  /// not wait for), at most an hour and 10 minutes.
  static func waitForEverything(_ service: VideoService, _ clock: ManualClock) {
    let limit = clock.now + .milliseconds(VideoOptions.maximumLatency) + .seconds(600)
    var passed: Duration?
    repeat {
      clock.runUntilIdle(limit: max(.zero, limit - clock.now))
      let deadlines = [service.server.nextDeadline, service.impressions.tracker.nextQualification]
      guard let due = deadlines.compactMap({ $0 }).min(), due <= limit else { return }
      // A deadline reached that did not fire is a defect, never a wait for ever.
      if due <= clock.now {
        guard passed != due else {
          service.reportError(command: "wait", message: "a deadline that came did not fire")
          return
        }
        passed = due
      }
      clock.advance(by: max(.zero, due - clock.now))
    } while clock.now < limit
  }

  /// Performs one command.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package static func perform(_ command: VideoCommand, on service: VideoService, clock: ManualClock)
    -> String?
  {
    switch command {
    case .paging(let paging): return paging.perform(on: service, clock: clock)
    case .wait: waitForEverything(service, clock)
    case .fail(let failing): service.setFailing(failing)
    case .retry: return service.retry()
    case .pin: return service.pinCurrent()
    case .unpin: service.unpinAll()
    case .memory: service.memoryWarning()
    case .state: service.emitState()
    case .ended(let index): return service.clipEnded(at: index)
    case .sheet(let covers): service.terminal.host.isCovered = covers
    }
    return nil
  }
}
