/// Draws the demo's screen: a pure function from a snapshot and a terminal size to lines.
///
/// Every line is exactly `width` columns wide (ANSI colour codes, when on, take no columns), and
/// there are exactly `height` lines.
public enum ScreenRenderer {
  /// The screen.
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - width: Terminal columns.
  ///   - height: Terminal rows.
  ///   - color: Whether to colour (off for `NO_COLOR` and `TERM=dumb`).
  /// - Returns: `height` lines of `width` columns.
  public static func render(_ snapshot: PagerSnapshot, width: Int, height: Int, color: Bool)
    -> [String]
  {
    guard width > 0, height > 0 else { return [] }
    let layout = ScreenLayout(width: width, height: height)
    guard !layout.isTooSmall else {
      let message =
        "terminal too small: \(width)x\(height), need \(ScreenLayout.minimum.width)x\(ScreenLayout.minimum.height)"
      return (0..<height).map { PageArt.fit($0 == 0 ? message : "", width) }
    }
    let style = Style(enabled: color)
    var lines = tabStrip(snapshot, layout: layout, style: style)
    let pages = snapshot.showHelp ? helpLines(layout) : pageArea(snapshot, layout: layout)
    let side = sidePanel(snapshot, layout: layout)
    for row in 0..<layout.bodyHeight {
      lines.append(pages[row] + "│" + side[row])
    }
    lines.append(
      PageArt.fit(
        "─ events " + String(repeating: "─", count: max(0, layout.pageWidth - 9)) + "┴"
          + String(repeating: "─", count: layout.sideWidth), width))
    let log = snapshot.log.suffix(layout.logRows)
    for line in log {
      lines.append(style.paint(PageArt.fit(" #\(line.seq) \(line.summary)", width), line.kind))
    }
    lines += Array(repeating: PageArt.fit("", width), count: layout.logRows - log.count)
    lines.append(style.dim(PageArt.fit(footer(snapshot), width)))
    return lines
  }

  // MARK: - Parts

  private static func tabStrip(_ snapshot: PagerSnapshot, layout: ScreenLayout, style: Style)
    -> [String]
  {
    let width = layout.width
    let tabWidth = max(4, (snapshot.tabs.map(\.title.count).max() ?? 2) + 2)
    // The live position sits in the middle; tab i starts at origin + i * tabWidth.
    let origin = Double(width) / 2 - (snapshot.position + 0.5) * Double(tabWidth)
    var strip = [Character](repeating: " ", count: width)
    var currentSpan: Range<Int>?
    for tab in snapshot.tabs {
      let start = Int((origin + Double(tab.index * tabWidth)).rounded())
      // Without colour, brackets mark the current page's tab.
      let isCurrent = tab.index == snapshot.current
      let title = isCurrent && !style.enabled ? "[\(tab.title)]" : tab.title
      let label = Array(PageArt.center(title, tabWidth))
      for (offset, character) in label.enumerated() where (0..<width).contains(start + offset) {
        strip[start + offset] = character
      }
      if isCurrent {
        currentSpan = max(0, start)..<min(width, max(0, start + tabWidth))
      }
    }
    var top = String(strip)
    if let span = currentSpan, !span.isEmpty, style.enabled {
      let characters = Array(top)
      top =
        String(characters[..<span.lowerBound]) + style.reverse(String(characters[span]))
        + String(characters[span.upperBound...])
    }
    var indicator = [Character](repeating: " ", count: width)
    let start = Int((origin + snapshot.position * Double(tabWidth)).rounded()) + 1
    for column in start..<(start + tabWidth - 2)
    where snapshot.count > 0 && (0..<width).contains(column) {
      indicator[column] = "━"
    }
    let rule =
      String(repeating: "─", count: layout.pageWidth) + "┬"
      + String(repeating: "─", count: layout.sideWidth)
    return [top, style.bold(String(indicator)), rule]
  }

  private static func pageArea(_ snapshot: PagerSnapshot, layout: ScreenLayout) -> [String] {
    let width = layout.pageWidth
    let height = layout.bodyHeight
    var canvas = (0..<height).map { _ in [Character](repeating: " ", count: width) }
    if snapshot.count == 0 {
      canvas[height / 2] = Array(PageArt.center("no pages", width))
    }
    for shown in snapshot.pages {
      let left = Int((shown.offset * Double(width)).rounded())
      let art = PageArt.draw(shown.art, width: width, height: height, seed: snapshot.seed)
      for (row, line) in art.enumerated() {
        for (column, character) in line.enumerated() where (0..<width).contains(left + column) {
          canvas[row][left + column] = character
        }
      }
      // A seam between sliding pages.
      if left > 0, left < width {
        for row in 0..<height { canvas[row][left] = "┊" }
      }
    }
    return canvas.map { String($0) }
  }

  private static func sidePanel(_ snapshot: PagerSnapshot, layout: ScreenLayout) -> [String] {
    let range =
      snapshot.workingRangeSize == 0
      ? "off" : snapshot.workingRange.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "-"
    var lines = [
      " current   \(snapshot.current.map(String.init) ?? "-") of \(snapshot.count)",
      " position  \(format(snapshot.position))",
      " state     \(snapshot.state)\(snapshot.autoAdvance ? " (auto)" : "")",
      " visible   \(snapshot.visible.map(String.init).joined(separator: ","))",
      " range     \(range) (size \(snapshot.workingRangeSize))",
      " created   \(snapshot.instantiated)",
      " pools     "
        + snapshot.pools.map { "\($0.type.prefix(1)):\($0.count)" }.joined(separator: " "),
      " active",
    ]
    lines += snapshot.active.map { "   \($0.index): \($0.title)" }
    return (0..<layout.bodyHeight).map {
      PageArt.fit(lines.indices.contains($0) ? lines[$0] : "", layout.sideWidth)
    }
  }

  private static func helpLines(_ layout: ScreenLayout) -> [String] {
    let help = [
      "Keys", "",
      "  <- / -> or h / l   swipe to the previous / next page",
      "  digits, Enter      jump to that page (animated)",
      "  digits, !, Enter   jump there at once",
      "  g / G              first / last page",
      "  i                  insert a page after the current one",
      "  x                  delete the current page",
      "  m                  move the current page to the end",
      "  r                  reload",
      "  + / -              working range size up / down (0 = off)",
      "  space              auto-advance on / off",
      "  ?                  this help",
      "  q, Ctrl-C          quit",
    ]
    return (0..<layout.bodyHeight).map {
      PageArt.fit(help.indices.contains($0) ? " " + help[$0] : "", layout.pageWidth)
    }
  }

  private static func footer(_ snapshot: PagerSnapshot) -> String {
    if let prompt = snapshot.prompt {
      return " jump to \(prompt)_   Enter: go   !: instant   Esc: cancel"
    }
    return " <-/-> swipe  12<Enter> jump  g/G  i x m edit  r reload  +/- range  ? help  q"
  }

  private static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = abs(hundredths % 100)
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
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
  func reverse(_ text: String) -> String { wrap(text, "7") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
  }
}
