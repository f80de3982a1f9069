/// A key press of the interactive demo.
package enum Key: Hashable, Sendable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Return or Enter.
  case enter
  /// Backspace or Delete.
  case backspace
  /// Escape on its own.
  case escape
  /// Ctrl-C as a byte (when the terminal does not turn it into SIGINT).
  case interrupt
  /// Any other character.
  case character(Character)
  /// A mouse report (xterm's SGR mode: presses, drags, releases, the wheel).
  case mouse(MouseEvent)

  /// The keys in one complete chunk of bytes: ``KeyDecoder/decode(_:)`` then
  /// ``KeyDecoder/flush()``.
  ///
  /// - Parameters:
  ///   - bytes: What the terminal sent.
  ///   - mouse: Whether mouse reports are keys (see ``KeyDecoder/init(mouse:)``).
  /// - Returns: The keys, in order.
  package static func parse(_ bytes: [UInt8], mouse: Bool = true) -> [Key] {
    var decoder = KeyDecoder(mouse: mouse)
    return decoder.decode(bytes) + decoder.flush()
  }

  /// Whether the key is a mouse report.
  var isMouse: Bool {
    if case .mouse = self { true } else { false }
  }
}

/// Turns the bytes a terminal sends in raw mode into keys, keeping an escape sequence or a UTF-8
/// character that is split across two reads until the rest arrives.
///
/// Mouse reports in xterm's SGR mode arrive as `ESC [ < b ; x ; y M` (a press or a drag) or
/// `... m` (a release).
/// Arrow keys arrive as `ESC [ A`...`ESC [ D` (or `ESC O A`...); Home and End as `ESC [ H` and
/// `ESC [ F` (or `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`, and `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`),
/// Page Up and Page Down as `ESC [ 5 ~` and `ESC [ 6 ~`; other CSI and SS3 sequences (Home
/// with a modifier, say) are skipped. A lone `ESC` is ambiguous (the Escape key, or the start of a sequence whose rest is
/// late), so it waits: the front end calls ``flush()`` when a read brings nothing, and only then
/// is it the Escape key.
///
/// A decoder made with `mouse: false` (a program run with `--no-mouse`) reads mouse reports
/// whole and drops them: a terminal that sends them anyway (a multiplexer with its own mouse
/// mode on, a mode left on by another program) moves nothing, and their bytes are no keys. An
/// X10 report (`ESC [ M` and three bytes, from a terminal without SGR) is always read whole
/// and dropped.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// Whether mouse reports become ``Key/mouse(_:)`` keys.
  private let mouse: Bool

  /// The longest escape sequence kept while waiting for its end; longer ones are dropped.
  static let longestSequence = 32

  /// A decoder with nothing pending.
  ///
  /// - Parameter mouse: Whether mouse reports are keys (`true`), or dropped (`--no-mouse`).
  package init(mouse: Bool = true) { self.mouse = mouse }

  /// The keys completed by `bytes`.
  ///
  /// - Parameter bytes: What one read returned.
  /// - Returns: The completed keys, in order; an incomplete key at the end waits.
  package mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(at: index, in: pending) else { break }
      if let key, mouse || !key.isMouse { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    if pending.count > Self.longestSequence { pending.removeAll() }
    return keys
  }

  /// Nothing more arrived: a waiting lone `ESC` is the Escape key; any other incomplete sequence
  /// is dropped.
  ///
  /// - Returns: `[.escape]` or nothing.
  package mutating func flush() -> [Key] {
    defer { pending.removeAll() }
    return pending == [0x1B] ? [.escape] : []
  }

  /// Whether bytes are waiting for the rest of their key.
  package var isWaiting: Bool { !pending.isEmpty }

  /// The key a CSI or SS3 sequence stands for, from its parameters and final byte, or `nil`.
  private static func sequenceKey(_ parameters: [UInt8], final: UInt8) -> Key? {
    let arrows: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left]
    if parameters.first == 0x3C, final == 0x4D || final == 0x6D {
      return MouseEvent(sgr: Array(parameters.dropFirst()), released: final == 0x6D).map(Key.mouse)
    }
    if let arrow = arrows[final] { return arrow }
    if parameters.isEmpty {
      return [UInt8(0x48): Key.home, 0x46: .end][final]
    }
    guard final == 0x7E else { return nil }
    let numbered: [[UInt8]: Key] = [
      [0x31]: .home, [0x37]: .home, [0x34]: .end, [0x38]: .end, [0x35]: .pageUp, [0x36]: .pageDown,
    ]
    return numbered[parameters]
  }

  /// The key starting at `index` and its length in bytes (`nil` key: bytes to skip), or `nil` if
  /// the bytes there are an incomplete key.
  private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B:
      guard index + 1 < bytes.count else { return nil }
      let next = bytes[index + 1]
      guard next == 0x5B || next == 0x4F else { return (.escape, 1) }
      // CSI or SS3: parameters, then a final byte in 0x40...0x7E.
      var end = index + 2
      while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return nil }
      // An X10 mouse report: `ESC [ M` and three bytes (button, column, row), never keys.
      if next == 0x5B, end == index + 2, bytes[end] == 0x4D {
        return index + 6 <= bytes.count ? (nil, 6) : nil
      }
      return (sequenceKey(Array(bytes[(index + 2)..<end]), final: bytes[end]), end + 1 - index)
    case 0x03: return (.interrupt, 1)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    default:
      // One UTF-8 character: its length from the lead byte.
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      guard index + length <= bytes.count else { return nil }
      let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
      return (text.first.map(Key.character), length)
    }
  }
}
