#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal for running `pager` as a person would: the program gets the terminal side
/// as stdin and stdout; the test reads the screen from the other side and inspects the mode.
final class PseudoTerminal {
  let controller: Int32
  let terminal: Int32
  /// Everything the program wrote so far.
  private(set) var output: [UInt8] = []

  init?(width: Int = 80, height: Int = 24) {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    var (controller, terminal): (Int32, Int32) = (-1, -1)
    guard openpty(&controller, &terminal, nil, nil, &size) == 0 else { return nil }
    self.controller = controller
    self.terminal = terminal
  }

  deinit {
    close(terminal)
    close(controller)
  }

  /// Whether the terminal is in raw mode (no line editing, no echo).
  var isRaw: Bool {
    var mode = termios()
    tcgetattr(terminal, &mode)
    return mode.c_lflag & tcflag_t(ICANON) == 0 && mode.c_lflag & tcflag_t(ECHO) == 0
  }

  /// The output as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Sends keys to the program.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(controller, &bytes, bytes.count)
  }

  /// Reads what the program wrote until `condition` holds or `seconds` pass.
  @discardableResult
  func wait(seconds: Double = 10, until condition: () -> Bool) -> Bool {
    var waited = 0.0
    while !condition() {
      if waited >= seconds { return false }
      drain(milliseconds: 20)
      waited += 0.02
    }
    return true
  }

  /// Waits up to `milliseconds` for output, then reads everything already written.
  ///
  /// A pseudo-terminal hands its buffer out in pieces, so one `read` may return part of what is
  /// there: this reads until nothing more is waiting.
  func drain(milliseconds: Int32) {
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    var timeout = milliseconds
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while poll(&descriptor, 1, timeout) > 0 {
      let count = read(controller, &buffer, buffer.count)
      guard count > 0 else { return }
      output += buffer[0..<count]
      timeout = 0
    }
  }
}
