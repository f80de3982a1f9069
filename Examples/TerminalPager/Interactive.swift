import Dispatch
import Folio
import Synchronization
import TerminalPagerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGTERM (and SIGINT sent from elsewhere; Ctrl-C itself arrives as a key in raw mode)
/// into a flag the frame loop reads, so the terminal is restored on the way out.
final class TerminationWatcher {
  /// A flag the signal handlers set from their queue.
  private final class Flag: Sendable {
    let isSet = Atomic<Bool>(false)
  }

  private let flag = Flag()
  private let sources: [any DispatchSourceSignal]

  init() {
    let flag = self.flag
    sources = [SIGTERM, SIGINT, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { flag.isSet.store(true, ordering: .relaxed) }
      source.resume()
      return source
    }
  }

  var isRequested: Bool { flag.isSet.load(ordering: .relaxed) }
}

/// Runs the full-screen demo until q, Ctrl-C or SIGTERM; returns the exit status.
func runInteractive(options: PagerOptions) -> Int32 {
  let terminal = Terminal()
  guard terminal.enter() else {
    printError("pager: the interactive mode needs a terminal; use --script for a log")
    return 1
  }
  defer { terminal.leave() }
  let termination = TerminationWatcher()
  let environment = (getenv("NO_COLOR"), getenv("TERM").map { String(cString: $0) })
  let color = environment.0 == nil && environment.1 != "dumb"

  var size = terminal.size
  let clock = RealTimeClock()
  let app = PagerApp(
    options: options, layout: ScreenLayout(width: size.width, height: size.height), clock: clock)
  var previous: [String] = []
  while !app.wantsQuit, !termination.isRequested {
    for key in Key.parse(terminal.read(waiting: 16)) { app.handle(key) }
    let now = terminal.size
    if now != size {
      size = now
      app.resize(to: ScreenLayout(width: size.width, height: size.height))
      terminal.clear()
      previous = []
    }
    clock.tick()
    app.frame(now: clock.now)
    let lines = ScreenRenderer.render(
      app.snapshot(), width: size.width, height: size.height, color: color)
    terminal.draw(lines, over: previous)
    previous = lines
  }
  return 0
}
