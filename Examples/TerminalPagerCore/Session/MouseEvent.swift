/// A mouse report of xterm's SGR mode (`ESC [ ? 1006 h`, with button-event tracking
/// `ESC [ ? 1002 h`): where, in 0-based screen cells, and what happened.
package struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  package enum Kind: Hashable, Sendable {
    /// The left button went down.
    case press
    /// The pointer moved with the left button down.
    case drag
    /// The left button went up.
    case release
    /// The wheel turned up (toward the user's content above).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  /// What happened.
  package var kind: Kind
  /// The column, from 0.
  package var column: Int
  /// The row, from 0.
  package var row: Int

  /// Creates an event.
  package init(kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }

  /// Reads an SGR report's parameters (`b;x;y`, after the `<`), or `nil` for one that is not
  /// the left button's or the wheel's, or malformed.
  ///
  /// - Parameters:
  ///   - parameters: The bytes between `<` and the final byte.
  ///   - released: Whether the final byte was `m` (a release).
  package init?(sgr parameters: [UInt8], released: Bool) {
    let fields = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
    // Coordinates beyond any terminal are refused rather than trusted.
    guard fields.count == 3, let button = fields[0], let x = fields[1], let y = fields[2],
      (0...1023).contains(button), (1...100_000).contains(x), (1...100_000).contains(y)
    else { return nil }
    column = x - 1
    row = y - 1
    if button & 64 != 0 {
      guard !released else { return nil }
      kind = button & 1 == 0 ? .wheelUp : .wheelDown
    } else if button & 3 != 0 {
      return nil  // the middle or right button, or a motion with none down
    } else if released {
      kind = .release
    } else {
      kind = button & 32 != 0 ? .drag : .press
    }
  }
}
