/// A key press of the interactive demo.
public enum Key: Hashable, Sendable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Return or Enter.
  case enter
  /// Backspace or Delete.
  case backspace
  /// Escape on its own.
  case escape
  /// Ctrl-C (raw mode delivers it as a byte, not a signal).
  case interrupt
  /// Any other character.
  case character(Character)

  /// The keys in a chunk of bytes read from a terminal in raw mode.
  ///
  /// Arrow keys arrive as `ESC [ C` / `ESC [ D` (or `ESC O C` / `ESC O D`); other escape
  /// sequences are skipped.
  /// - Parameter bytes: What the terminal sent.
  /// - Returns: The keys, in order.
  public static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        guard index + 1 < bytes.count, bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F else {
          keys.append(.escape)
          index += 1
          continue
        }
        // CSI or SS3: parameters, then a final byte in 0x40...0x7E.
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        if end < bytes.count {
          if bytes[end] == 0x43 {
            keys.append(.right)
          } else if bytes[end] == 0x44 {
            keys.append(.left)
          }
        }
        index = end + 1
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      default:
        // One UTF-8 character.
        var length = 1
        if byte >= 0xF0 {
          length = 4
        } else if byte >= 0xE0 {
          length = 3
        } else if byte >= 0xC0 {
          length = 2
        }
        let end = min(bytes.count, index + length)
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        if let character = text.first { keys.append(.character(character)) }
        index = end
      }
    }
    return keys
  }
}
