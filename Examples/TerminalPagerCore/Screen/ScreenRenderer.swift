/// Draws the demo's screen: a pure, total function from a snapshot and a terminal size to lines.
///
/// For any snapshot and any size it returns exactly `height` lines (none for a height of 0 or
/// less), each exactly `width` terminal columns wide: ANSI colour codes, when on, take no
/// columns, and every other character is one column (see ``Canvas``). Text that does not fit is
/// wrapped or abbreviated with `…` on purpose, never cut mid-word by accident.
package enum ScreenRenderer {
  /// The screen.
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - width: Terminal columns.
  ///   - height: Terminal rows.
  ///   - color: Whether to colour (off for `NO_COLOR` and `TERM=dumb`).
  /// - Returns: `height` lines of `width` columns.
  package static func render(_ snapshot: PagerSnapshot, width: Int, height: Int, color: Bool)
    -> [String]
  {
    guard width > 0, height > 0 else { return [] }
    let layout = ScreenLayout(width: width, height: height)
    guard !layout.isTooSmall else { return tooSmall(width: width, height: height) }
    let style = Style(enabled: color)
    var screen = Canvas(width: width, height: height)
    let strip = tabStrip(snapshot, width: width)
    screen.paste(strip.canvas, row: 0, column: 0)
    screen.fill(row: 2, from: 0, to: width, with: "─")
    if !snapshot.showHelp { screen.put("┬", row: 2, column: layout.pageWidth) }
    if snapshot.showHelp {
      screen.paste(help(width: width, height: layout.bodyHeight), row: layout.bodyTop, column: 0)
    } else {
      screen.paste(pageArea(snapshot, layout: layout), row: layout.bodyTop, column: 0)
      for row in 0..<layout.bodyHeight {
        screen.put("│", row: layout.bodyTop + row, column: layout.pageWidth)
      }
      screen.paste(
        sidePanel(snapshot, layout: layout), row: layout.bodyTop, column: layout.pageWidth + 1)
    }
    let titleRow = layout.logTitleRow
    screen.fill(row: titleRow, from: 0, to: width, with: "─")
    screen.put(" events ", row: titleRow, column: 1)
    screen.put(snapshot.showHelp ? "─" : "┴", row: titleRow, column: layout.pageWidth)
    // The status line: what assistive technology last said.
    if let said = snapshot.announcement {
      let room = width - layout.pageWidth - 3
      if room > 0 {
        screen.put(
          Canvas.abbreviated(" said: \(said) ", room), row: titleRow, column: layout.pageWidth + 2)
      }
    }
    let log = Array(snapshot.log.suffix(layout.logRows))
    for (offset, event) in log.enumerated() {
      screen.put(
        Canvas.abbreviated(" #\(event.seq) \(event.summary)", width), row: titleRow + 1 + offset,
        column: 0)
    }
    screen.put(footer(snapshot, width: width), row: height - 1, column: 0)

    var lines = screen.lines
    guard style.enabled else { return lines }
    if let span = strip.currentSpan { lines[0] = style.reverse(span, in: lines[0]) }
    lines[1] = style.bold(lines[1])
    for (offset, event) in log.enumerated() {
      lines[titleRow + 1 + offset] = style.paint(lines[titleRow + 1 + offset], event.kind)
    }
    lines[height - 1] = style.dim(lines[height - 1])
    return lines
  }

  // MARK: - Parts

  private static func tooSmall(width: Int, height: Int) -> [String] {
    let minimum = ScreenLayout.minimum
    var canvas = Canvas(width: width, height: height)
    let message = "terminal too small: \(width)x\(height), need \(minimum.width)x\(minimum.height)"
    for (row, line) in Canvas.wrapped(message, width: width).enumerated() {
      canvas.put(line, row: row, column: 0)
    }
    return canvas.lines
  }

  /// The tabs in view and the indicator under them, as the tab strip placed them.
  private static func tabStrip(_ snapshot: PagerSnapshot, width: Int) -> (
    canvas: Canvas, currentSpan: Range<Int>?
  ) {
    var canvas = Canvas(width: width, height: 2)
    guard snapshot.count > 0 else { return (canvas, nil) }
    var currentSpan: Range<Int>?
    for tab in snapshot.tabs {
      let start = Int(screenCoordinate: tab.x)
      // Any width a snapshot holds is drawn within the strip.
      let tabWidth = min(max(0, Int(screenCoordinate: tab.width)), width)
      guard tabWidth > 0 else { continue }
      let isCurrent = tab.index == snapshot.current
      let title = Canvas.abbreviated(tab.title, max(0, tabWidth - 2))
      // Brackets mark the current tab (colour reverses it as well).
      let label = isCurrent ? "[\(title)]" : title
      canvas.put(PageArt.center(label, tabWidth), row: 0, column: start)
      if isCurrent {
        let low = min(max(0, start), width)
        let high = min(max(low, start + tabWidth), width)
        currentSpan = low < high ? low..<high : nil
      }
    }
    // The indicator, a column short of its tab at each end; across a looping strip's seam it
    // is drawn in two pieces, each a column short only at the indicator's own ends.
    let tail = Int(screenCoordinate: snapshot.indicatorTailWidth)
    let inset = tail > 0 ? 1 : 2
    let start = Int(screenCoordinate: snapshot.indicatorX) + 1
    let length = min(max(0, Int(screenCoordinate: snapshot.indicatorWidth) - inset), width)
    canvas.fill(row: 1, from: start, to: start + length, with: "━")
    if tail > 0 {
      let tailStart = Int(screenCoordinate: snapshot.indicatorTailX)
      canvas.fill(row: 1, from: tailStart, to: tailStart + min(tail - 1, width), with: "━")
    }
    return (canvas, currentSpan)
  }

  private static func pageArea(_ snapshot: PagerSnapshot, layout: ScreenLayout) -> Canvas {
    let width = layout.pageWidth
    let height = layout.bodyHeight
    var canvas = Canvas(width: width, height: height)
    if snapshot.count == 0 {
      canvas.put(PageArt.center("no pages", width), row: height / 2, column: 0)
    }
    for shown in snapshot.pages {
      // Any width a snapshot holds is drawn within the area.
      let pageWidth = min(max(1, shown.width.map { Int(screenCoordinate: $0) } ?? width), width)
      let left = Int(screenCoordinate: shown.origin ?? shown.offset * Double(width))
      guard left > -pageWidth, left < width else { continue }
      let art = PageArt.draw(shown.art, width: pageWidth, height: height, seed: snapshot.seed)
      for (row, line) in art.enumerated() { canvas.put(line, row: row, column: left) }
      // The page's accessibility label, under its title.
      if height > 2, !shown.label.isEmpty {
        canvas.put(PageArt.center(shown.label, pageWidth), row: 1, column: left)
      }
      // A seam between sliding pages, and at the edges of pages narrower than the area.
      if left > 0 {
        for row in 0..<height { canvas.put("┊", row: row, column: left) }
      }
      let right = left + pageWidth
      if pageWidth < width, right < width, right > 0 {
        for row in 0..<height { canvas.put("┊", row: row, column: right) }
      }
    }
    return canvas
  }

  private static func sidePanel(_ snapshot: PagerSnapshot, layout: ScreenLayout) -> Canvas {
    let width = layout.sideWidth
    var rows: [String] = []
    // A label column, then the value, wrapped under itself when it is too long.
    func field(_ label: String, _ value: String) {
      let labelWidth = 11
      let lines = Canvas.wrapped(value, width: max(1, width - labelWidth))
      for (index, line) in lines.enumerated() {
        let prefix = index == 0 ? " " + label : ""
        rows.append(
          prefix + String(repeating: " ", count: max(0, labelWidth - prefix.count)) + line)
      }
    }
    let spans = snapshot.workingRangeSpans.map { "\($0.lowerBound)...\($0.upperBound)," }
    let range =
      snapshot.workingRangeSize == 0
      ? "off" : spans.isEmpty ? "-" : String(spans.joined(separator: " ").dropLast())
    field("current", "\(snapshot.current.map(String.init) ?? "-") of \(snapshot.count)")
    field("position", format(snapshot.position))
    field("state", snapshot.state + (snapshot.autoAdvance ? " (auto)" : ""))
    field("visible", snapshot.visible.map(String.init).joined(separator: ", "))
    field("range", range)
    field("size", snapshot.workingRangeSize == 0 ? "0 (off)" : String(snapshot.workingRangeSize))
    field("created", String(snapshot.instantiated))
    field("pools", snapshot.pools.map { "\($0.type.prefix(1)):\($0.count)" }.joined(separator: " "))
    rows.append(" active")
    let room = layout.bodyHeight - rows.count
    let active = snapshot.active.map { "   \($0.index): \($0.title)" }
    if active.count <= room {
      rows += active
    } else if room > 0 {
      rows += active.prefix(room - 1) + ["   … \(active.count - room + 1) more"]
    }
    var canvas = Canvas(width: width, height: layout.bodyHeight)
    for (row, line) in rows.enumerated() {
      canvas.put(Canvas.abbreviated(line, width), row: row, column: 0)
    }
    return canvas
  }

  /// The keys, over the whole body: a key column and wrapped descriptions.
  private static func help(width: Int, height: Int) -> Canvas {
    let keys: [(String, String)] = [
      ("<- -> or h l", "previous / next page (arrows animate, h l swipe)"),
      ("PgUp/Dn Home/End", "previous / next / first / last page"),
      ("digits Enter", "jump to that page (animated)"),
      ("digits ! Enter", "jump there at once"),
      ("g / G", "first / last page"),
      ("i / x / m", "insert a page after / delete / move to the end"),
      ("r", "reload the pages"),
      ("+ / -", "working range size up / down (0 = off)"),
      ("space", "auto-advance on / off"),
      ("Ctrl-Z", "suspend (fg to come back)"),
      ("? / q, Ctrl-C", "this help / quit"),
    ]
    let keyWidth = 20
    var rows = [" Keys", ""]
    for (key, description) in keys {
      let lines = Canvas.wrapped(description, width: max(1, width - keyWidth))
      for (index, line) in lines.enumerated() {
        let prefix = index == 0 ? "   " + key : ""
        rows.append(prefix + String(repeating: " ", count: max(0, keyWidth - prefix.count)) + line)
      }
    }
    if rows.count > height { rows.remove(at: 1) }  // the blank line goes first
    if rows.count > height {
      rows = Array(rows.prefix(max(0, height - 1))) + [" … (a taller terminal shows all keys)"]
    }
    var canvas = Canvas(width: width, height: height)
    for (row, line) in rows.enumerated() {
      canvas.put(Canvas.abbreviated(line, width), row: row, column: 0)
    }
    return canvas
  }

  /// The key line: the longest variant that fits.
  private static func footer(_ snapshot: PagerSnapshot, width: Int) -> String {
    let variants =
      snapshot.prompt.map { prompt in
        [
          " jump to \(prompt)_   Enter: go   !: instant   Esc: cancel",
          " jump to \(prompt)_  Enter go  ! instant  Esc cancel", " jump to \(prompt)_",
        ]
      } ?? [
        " <-/-> swipe  12<Enter> jump  g/G  i x m edit  r reload  +/- range  ? help  q",
        " <-/-> swipe  12<Enter> jump  ? help  q quit", " ? help  q quit",
      ]
    return Canvas.abbreviated(
      variants.first { $0.count <= width } ?? variants[variants.count - 1], width)
  }

  private static func format(_ value: Double) -> String {
    guard value.isFinite else { return String(describing: value) }
    let hundredths = Int(screenCoordinate: value * 100)
    let fraction = abs(hundredths % 100)
    let sign = value < 0 && hundredths / 100 == 0 && hundredths != 0 ? "-" : ""
    return "\(sign)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

/// ANSI styles, or none.
struct Style {
  var enabled: Bool

  func paint(_ text: String, _ kind: PagerEvent.Kind) -> String {
    switch kind {
    case .appear: wrap(text, "32")
    case .disappear: wrap(text, "33")
    case .reclaim, .error: wrap(text, "31")
    case .workingRange: wrap(text, "34")
    case .other: text
    }
  }

  func dim(_ text: String) -> String { wrap(text, "2") }
  func bold(_ text: String) -> String { wrap(text, "1") }

  /// `line` with the columns of `span` in reverse video (columns are characters: see ``Canvas``).
  func reverse(_ span: Range<Int>, in line: String) -> String {
    let characters = Array(line)
    let low = min(max(0, span.lowerBound), characters.count)
    let high = min(max(low, span.upperBound), characters.count)
    return String(characters[..<low]) + wrap(String(characters[low..<high]), "7")
      + String(characters[high...])
  }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
  }
}
