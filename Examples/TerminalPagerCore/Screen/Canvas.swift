/// A grid of terminal cells, `width` columns by `height` rows, one `Character` of display width 1
/// per cell: what the screen renderer draws into.
///
/// Drawing is total: any row, any column (negative, huge), any text. Whatever falls outside the
/// grid is clipped, and a character that a terminal would not draw in exactly one column (a
/// control character, a combining mark, a wide CJK or emoji character) is drawn as `?`, so a row
/// is always exactly `width` columns on screen.
package struct Canvas {
  /// Columns.
  let width: Int
  /// Rows.
  let height: Int
  /// Row-major cells: one scalar per column.
  private var cells: [Unicode.Scalar]

  /// A blank canvas; negative sizes count as 0.
  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: " ", count: self.width * self.height)
  }

  /// Draws `text` from `column` on `row`, clipped to the canvas.
  package mutating func put(_ text: some StringProtocol, row: Int, column: Int) {
    guard (0..<height).contains(row), column < width else { return }
    var x = column
    for character in text {
      if x >= width { break }
      if x >= 0 { cells[row * width + x] = Canvas.cell(character) }
      x += 1
    }
  }

  /// Fills the columns `from..<to` of `row` (clipped) with `character`.
  package mutating func fill(row: Int, from: Int, to: Int, with character: Character) {
    guard (0..<height).contains(row) else { return }
    let low = max(0, from)
    let high = min(width, to)
    guard low < high else { return }
    let cell = Canvas.cell(character)
    for x in low..<high { cells[row * width + x] = cell }
  }

  /// Pastes another canvas with its top-left corner at (`row`, `column`), clipped.
  package mutating func paste(_ other: Canvas, row: Int, column: Int) {
    let low = max(0, column)
    let high = min(width, column + other.width)
    guard low < high else { return }
    for y in 0..<other.height where (0..<height).contains(row + y) {
      for x in low..<high {
        cells[(row + y) * width + x] = other.cells[y * other.width + x - column]
      }
    }
  }

  /// The text of one row (`width` columns), or an empty string outside the canvas.
  func line(_ row: Int) -> String {
    guard (0..<height).contains(row) else { return "" }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: cells[(row * width)..<((row + 1) * width)])
    return String(text)
  }

  /// Every row, top to bottom.
  package var lines: [String] { (0..<height).map(line) }

  // MARK: - Cells

  /// `character` if a terminal draws it in exactly one column, `?` otherwise.
  static func cell(_ character: Character) -> Unicode.Scalar {
    guard isSingleColumn(character), let scalar = character.unicodeScalars.first else { return "?" }
    return scalar
  }

  /// Whether a terminal draws `character` in exactly one column.
  static func isSingleColumn(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return false }
    let value = scalar.value
    if value < 0x80 { return value >= 0x20 && value != 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .lineSeparator,
      .paragraphSeparator, .surrogate, .privateUse, .unassigned:
      return false
    default:
      return !wideRanges.contains { $0.contains(value) }
    }
  }

  /// East Asian wide and fullwidth blocks and the emoji blocks: two columns in a terminal.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2614...0x2615,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
    0x20000...0x3FFFD,
  ]
}

// MARK: - Text that fits

extension Canvas {
  /// `text` in at most `width` columns: itself when it fits, otherwise cut with a trailing `…`
  /// so that the cut shows.
  package static func abbreviated(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    return String(text.prefix(width - 1)) + "…"
  }

  /// `text` broken at spaces into lines of at most `width` columns (a word longer than a line is
  /// abbreviated), each line after the first indented by `indent` columns.
  package static func wrapped(_ text: String, width: Int, indent: Int = 0) -> [String] {
    guard width > 0 else { return [] }
    let indent = max(0, min(indent, width - 1))
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let room = lines.isEmpty ? width : width - indent
      if !line.isEmpty, line.count + 1 + word.count > room {
        lines.append(line)
        line = ""
      }
      let roomNow = lines.isEmpty ? width : width - indent
      line += (line.isEmpty ? "" : " ") + abbreviated(String(word), roomNow)
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : indentation(indent) + $0.element }
  }

  private static func indentation(_ count: Int) -> String {
    String(repeating: " ", count: count)
  }
}

extension Int {
  /// The nearest `Int` to `value`, saturating at ±2^52 (far off any screen).
  ///
  /// Not-a-number gives 0: a total replacement for `Int(value.rounded())`, which traps.
  package init(screenCoordinate value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    let limit = 4_503_599_627_370_496.0  // 2^52: exact in a Double, far off any screen
    self = Int(Swift.min(limit, Swift.max(-limit, value)).rounded())
  }
}

/// The text without ANSI escape sequences.
package func withoutEscapes(_ line: String) -> String {
  var result = ""
  var escaping = false
  for character in line {
    if character == "\u{1B}" {
      escaping = true
    } else if escaping {
      if character.isLetter { escaping = false }
    } else {
      result.append(character)
    }
  }
  return result
}
