import TerminalSignals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in raw mode on the alternate screen, restored by ``leave()``.
///
/// Raw mode keeps `ISIG`, so Ctrl-C, Ctrl-\ and Ctrl-Z still arrive as SIGINT, SIGQUIT and
/// SIGTSTP, which the run loop handles like the same signals sent from elsewhere. While the
/// terminal is taken, a crash restores it too (see `TerminalSignals`).
package final class Terminal {
  private var original = termios()
  package private(set) var isTaken = false
  /// Whether the terminal reports the mouse while taken (xterm's SGR mode: presses, drags with
  /// the button down, releases).
  private let mouse: Bool

  /// - Parameter mouse: Whether to ask for mouse reports.
  package init(mouse: Bool = true) {
    self.mouse = mouse
  }

  /// Switches to raw mode and the alternate screen, with the cursor hidden.
  ///
  /// - Returns: Whether stdin is a terminal that could be switched.
  package func enter() -> Bool {
    guard !isTaken else { return true }
    guard isatty(0) == 1, tcgetattr(0, &original) == 0 else { return false }
    folio_terminal_taken(&original)
    isTaken = true
    guard applyRawMode() else {
      leave()
      return false
    }
    return true
  }

  /// Applies raw mode and the alternate screen again, as after `SIGCONT` when something else
  /// (the shell) may have changed the terminal meanwhile.
  @discardableResult
  package func applyRawMode() -> Bool {
    var raw = original
    cfmakeraw(&raw)
    raw.c_lflag |= tcflag_t(ISIG)
    guard tcsetattr(0, TCSANOW, &raw) == 0 else { return false }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    // Button presses, drags and releases, with coordinates in SGR form (any size). Switched
    // off by every way out (`folio_terminal_restore`, from signals too).
    if mouse { write("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h") }
    return true
  }

  /// Restores the screen, the cursor and the terminal mode; safe to call twice.
  package func leave() {
    guard isTaken else { return }
    isTaken = false
    folio_terminal_restore()
  }

  /// The terminal's size, or 80x24 if it cannot be read.
  package var size: (width: Int, height: Int) {
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// What the keyboard sent within `milliseconds` (empty if nothing, or if a signal came).
  package func read(waiting milliseconds: Int32) -> [UInt8] {
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[0..<count]) : []
  }

  /// Draws the lines that changed since `previous`.
  package func draw(_ lines: [String], over previous: [String]) {
    var output = ""
    for (row, line) in lines.enumerated() where row >= previous.count || previous[row] != line {
      output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[0m"
    }
    if !output.isEmpty { write(output) }
  }

  /// Clears the screen, so that the next draw repaints everything.
  package func clear() {
    write("\u{1B}[2J")
  }

  private func write(_ text: String) {
    TextFile.write(text, toDescriptor: 1)
  }
}
