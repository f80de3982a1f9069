import Folio
import TerminalSignals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen terminal program: keys in, frames ticked, lines out (the demos' apps).
package protocol FullScreenApp: AnyObject {
  /// Whether the user asked to quit.
  var wantsQuit: Bool { get }
  /// Whether the user quit with Ctrl-C (the program then ends as SIGINT would, status 130).
  var wasInterrupted: Bool { get }
  /// Handles a key.
  func handle(_ key: Key)
  /// The terminal changed size.
  func resize(width: Int, height: Int)
  /// Advances what moves with time.
  func frame(now: Duration)
  /// The screen: `height` lines of `width` columns.
  func render(width: Int, height: Int, color: Bool) -> [String]
}

/// Runs full-screen programs until they quit or a signal ends them.
package enum FullScreen {
  /// Runs an app until q, Ctrl-C or a signal; returns the exit status, or does not return when
  /// a signal ends the program (it dies of that signal, for the exit status 128+n).
  ///
  /// Every way out restores the terminal: quitting; Ctrl-C, Ctrl-\ and SIGINT, SIGTERM, SIGHUP,
  /// SIGQUIT (restore, then die of the signal); a crash (the fatal-signal handlers restore,
  /// then the previous action runs). Ctrl-Z and SIGTSTP restore the terminal and stop; `fg`
  /// (SIGCONT) takes the terminal again and redraws.
  ///
  /// - Parameters:
  ///   - name: The program's name, for messages.
  ///   - makeApp: Makes the app for the terminal's size, on the real clock it is given.
  /// - Returns: The exit status.
  package static func run(
    name: String,
    makeApp: (_ width: Int, _ height: Int, _ clock: RealTimeClock) -> any FullScreenApp
  ) -> Int32 {
    folio_terminal_install_handlers()
    let terminal = Terminal()
    guard terminal.enter() else {
      TextFile.write(
        "\(name): the interactive mode needs a terminal; use --script for a log\n",
        toDescriptor: 2)
      return 1
    }
    defer { terminal.leave() }
    let color = getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"

    var size = terminal.size
    let clock = RealTimeClock()
    let app = makeApp(size.width, size.height, clock)
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
        app.resize(width: size.width, height: size.height)
        terminal.clear()
        previous = []
      }
      clock.tick()
      app.frame(now: clock.now)
      let lines = app.render(width: size.width, height: size.height, color: color)
      terminal.draw(lines, over: previous)
      previous = lines
    }
    if app.wasInterrupted {
      terminal.leave()
      folio_terminal_die_of(SIGINT)
    }
    return 0
  }
}
