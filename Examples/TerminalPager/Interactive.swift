import Folio
import TerminalPagerCore
import TerminalSignals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the full-screen demo until q, Ctrl-C or a signal; returns the exit status, or does not
/// return when a signal ends the program (it dies of that signal, for the exit status 128+n).
///
/// Every way out restores the terminal: q; Ctrl-C, Ctrl-\ and SIGINT, SIGTERM, SIGHUP, SIGQUIT
/// (restore, then die of the signal); a crash (the fatal-signal handlers restore, then the
/// previous action runs). Ctrl-Z and SIGTSTP restore the terminal and stop; `fg` (SIGCONT)
/// takes the terminal again and redraws.
func runInteractive(options: PagerOptions) -> Int32 {
  folio_terminal_install_handlers()
  let terminal = Terminal()
  guard terminal.enter() else {
    printError("pager: the interactive mode needs a terminal; use --script for a log")
    return 1
  }
  defer { terminal.leave() }
  let color = getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"

  var size = terminal.size
  let clock = RealTimeClock()
  let app = PagerApp(
    options: options, layout: ScreenLayout(width: size.width, height: size.height), clock: clock)
  var decoder = KeyDecoder()
  var previous: [String] = []
  while !app.wantsQuit {
    while case let signal = folio_terminal_take_signal(), signal != 0 {
      switch signal {
      case SIGTSTP:
        terminal.leave()
        folio_terminal_suspend()
        _ = terminal.enter()
        previous = []
      case SIGCONT:
        // Continued after a stop we did not ask for: the shell may have reset the terminal.
        if terminal.isTaken { terminal.applyRawMode() } else { _ = terminal.enter() }
        previous = []
      case SIGWINCH:
        break  // the size is read every frame
      default:
        terminal.leave()
        folio_terminal_die_of(signal)
      }
    }
    let bytes = terminal.read(waiting: 16)
    for key in bytes.isEmpty ? decoder.flush() : decoder.decode(bytes) { app.handle(key) }
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
  if app.wasInterrupted {
    terminal.leave()
    folio_terminal_die_of(SIGINT)
  }
  return 0
}
