import Folio
import FolioHost
import TerminalSignals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen terminal program: keys in, frames ticked, lines out (the demos' apps).
@MainActor
package protocol FullScreenApp: AnyObject {
  /// Whether the user asked to quit.
  var wantsQuit: Bool { get }
  /// Whether the user quit with Ctrl-C (the program then ends as SIGINT would, status 130).
  var wasInterrupted: Bool { get }
  /// Handles a key.
  func handle(_ key: Key)
  /// The terminal changed size.
  func resize(width: Int, height: Int)
  /// Advances what moves with time (a frame of the clock).
  func frame(now: Duration)
  /// Whether the app animates something of its own (a video plays): the loop keeps ticking
  /// frames while it does, as it does while the clock asks for them.
  var needsFrames: Bool { get }
  /// The screen: `height` lines of `width` columns.
  func render(width: Int, height: Int, color: Bool) -> [String]
}

/// Runs full-screen programs until they quit or a signal ends them.
@MainActor
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
  ///   - mouse: Whether to turn on the terminal's mouse reports (off again on every way out);
  ///     without, any report that comes anyway is dropped.
  ///   - makeApp: Makes the app for the terminal's size, on the real clock it is given.
  /// - Returns: The exit status.
  package static func run(
    name: String, mouse: Bool = true,
    makeApp: (_ width: Int, _ height: Int, _ clock: HostClock) -> any FullScreenApp
  ) -> Int32 {
    folio_terminal_install_handlers()
    let terminal = Terminal(mouse: mouse)
    guard terminal.enter() else {
      TextFile.write(
        "\(name): the interactive mode needs a terminal; use --script for a log\n",
        toDescriptor: 2)
      return 1
    }
    defer { terminal.leave() }
    let color = getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"

    var size = terminal.size
    // The clock of a screen: ticked like a display link, only while something moves or at a
    // deadline; between, the loop sleeps until a key, the mouse, a signal or the deadline.
    let start = ContinuousClock.now
    let clock = HostClock(currentTime: { (ContinuousClock.now - start) / .seconds(1) })
    let app = makeApp(size.width, size.height, clock)
    // With the mouse off, a report the terminal sends anyway acts on nothing.
    var decoder = KeyDecoder(mouse: mouse)
    var previous: [String] = []
    var dirty = true
    while !app.wantsQuit {
      while case let signal = folio_terminal_take_signal(), signal != 0 {
        switch signal {
        case SIGTSTP:
          terminal.leave()
          _ = folio_terminal_suspend()
          _ = terminal.enter()
          previous = []
        case SIGCONT:
          // Continued after a stop we did not ask for: the shell may have reset the terminal.
          if terminal.isTaken { terminal.applyRawMode() } else { _ = terminal.enter() }
          previous = []
        case SIGWINCH:
          break  // the size is read below
        default:
          terminal.leave()
          folio_terminal_die_of(signal)
        }
      }
      let animating = clock.schedule.needsFrames || app.needsFrames
      let bytes = terminal.read(
        waiting: animating ? 16 : waitUntil(clock.schedule.nextDeadline, clock))
      for key in bytes.isEmpty ? decoder.flush() : decoder.decode(bytes) {
        app.handle(key)
        dirty = true
      }
      let now = terminal.size
      if now != size {
        size = now
        app.resize(width: size.width, height: size.height)
        terminal.clear()
        previous = []
        dirty = true
      }
      // A frame: while the clock or the app animates, or a deadline is due.
      let due = clock.schedule.nextDeadline.map { clock.now >= $0 } ?? false
      if clock.schedule.needsFrames || app.needsFrames || due {
        clock.tick(timestamp: (ContinuousClock.now - start) / .seconds(1))
        app.frame(now: clock.now)
        dirty = true
      }
      guard dirty || previous.isEmpty else { continue }
      let lines = app.render(width: size.width, height: size.height, color: color)
      terminal.draw(lines, over: previous)
      previous = lines
      dirty = false
    }
    if app.wasInterrupted {
      terminal.leave()
      folio_terminal_die_of(SIGINT)
    }
    return 0
  }

  /// How long the loop may sleep at rest: until the clock's deadline, or a while (a signal or
  /// input wakes it sooner).
  private static func waitUntil(_ deadline: Duration?, _ clock: HostClock) -> Int32 {
    guard let deadline else { return 1_000 }
    let milliseconds = (deadline - clock.now) / .milliseconds(1)
    return Int32(min(1_000, max(0, milliseconds.rounded(.up))))
  }
}
