import Folio
import TerminalPagerCore

/// Draws the service's screen: a total function of the app's state and a terminal size.
@MainActor
enum NewsRenderer {
  static func render(_ app: NewsApp, width: Int, height: Int, color: Bool) -> [String] {
    guard width > 0, height > 0 else { return [] }
    var screen = Canvas(width: width, height: height)
    let top = NewsApp.chrome.top
    let bottom = NewsApp.chrome.bottom
    guard width >= 20, height >= top + bottom + 3 else {
      for (row, line) in Canvas.wrapped(
        "terminal too small: \(width)x\(height), need 20x8", width: width
      )
      .enumerated() {
        screen.put(line, row: row, column: 0)
      }
      return screen.lines
    }
    let service = app.service
    // The channel header above the strip: its rows that have not collapsed yet push the strip
    // and the feeds down (the feeds' bottom rows go below the screen until it collapses).
    let header = channelHeader(service, width: width)
    let headerRows = Self.headerRows(service, height: height)
    for row in 0..<headerRows {
      screen.put(header[header.count - headerRows + row], row: row, column: 0)
    }
    let strip = service.tabStrip
    let frame = strip.frame
    var selectedSpan: Range<Int>?
    for tab in strip.visibleTabs {
      let start = Int(screenCoordinate: tab.x - frame.offset)
      let tabWidth = min(max(0, Int(screenCoordinate: tab.width)), width)
      guard tabWidth > 0 else { continue }
      screen.put(
        PageArt.center(Canvas.abbreviated(tab.title, tabWidth), tabWidth), row: headerRows,
        column: start)
      if tab.index == frame.selected {
        let low = min(max(0, start), width)
        let high = min(max(low, start + tabWidth), width)
        selectedSpan = low < high ? low..<high : nil
      }
    }
    let indicator = Int(screenCoordinate: frame.indicatorX - frame.offset)
    let length = min(max(0, Int(screenCoordinate: frame.indicatorWidth)), width)
    screen.fill(row: headerRows + 1, from: indicator, to: indicator + length, with: "━")
    screen.fill(row: headerRows + 2, from: 0, to: width, with: "─")
    screen.put(
      " config \(service.configVersion) ", row: headerRows + 2, column: max(0, width - 12))

    let feedHeight = height - top - bottom - headerRows
    var area = Canvas(width: width, height: feedHeight)
    if service.container.count == 0 {
      area.put(PageArt.center("no channels", width), row: feedHeight / 2, column: 0)
    }
    // The feeds as the host frames them.
    for frame in service.terminal.host.frames {
      guard let page = service.container.activeController(at: frame.index) as? FeedPage else {
        continue
      }
      let left = Int(screenCoordinate: frame.frame.minX)
      guard left > -width, left < width else { continue }
      area.paste(feed(page, width: width, height: feedHeight), row: 0, column: left)
      if left > 0 {
        for row in 0..<feedHeight { area.put("┊", row: row, column: left) }
      }
    }
    screen.paste(area, row: top + headerRows, column: 0)

    let loads = app.recentEvents.filter { $0.name.hasPrefix("load") }.suffix(3)
    let loadText = loads.map { $0.summary }.joined(separator: " · ")
    screen.put(
      Canvas.abbreviated("loads: " + (loadText.isEmpty ? "none yet" : loadText), width),
      row: height - 2, column: 0)
    let keys =
      app.prompt.map { "jump to \($0)_  (Enter: go, Esc: cancel)" }
      ?? "←/→ channel  ↑/↓ scroll  g/G first/last  digits+Enter jump  c config  q quit"
    screen.put(Canvas.abbreviated(keys, width), row: height - 1, column: 0)

    var lines = screen.lines
    guard color else { return lines }
    if let selectedSpan { lines[headerRows] = reverse(selectedSpan, in: lines[headerRows]) }
    return lines
  }

  /// How many rows of the channel header are drawn: those not collapsed, as many as fit.
  static func headerRows(_ service: NewsService, height: Int) -> Int {
    let collapsing = Int((service.nested.headerRange - service.nested.headerOffset).rounded(.up))
    let room = max(0, height - NewsApp.chrome.top - NewsApp.chrome.bottom - 3)
    return min(max(0, collapsing), 3, room)
  }

  /// The channel header's rows, top first: the service, the current channel, a rule.
  private static func channelHeader(_ service: NewsService, width: Int) -> [String] {
    let title = service.container.currentIndex.flatMap { service.container.page(at: $0)?.title }
    // The screen's refresh (--refresh screen): the stretched header shows the indicator.
    let nested = service.nested
    let top =
      nested.isRefreshingScreen
      ? " ↻ refreshing…" : nested.headerStretch > 0 ? " ↓ pull to refresh" : " Folio News"
    return [
      Canvas.abbreviated(top, width),
      Canvas.abbreviated(" \(title ?? "no channel") · scroll up to collapse this header", width),
      String(repeating: "·", count: max(0, width)),
    ]
  }

  /// A channel's feed: its items from the feed's offset, or what it is waiting for.
  private static func feed(_ page: FeedPage, width: Int, height: Int) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    let title = page.channel?.title ?? "?"
    guard page.items != nil else {
      let status =
        page.loadRequest.map { "loading \(title)… (request \($0))" } ?? "\(title): not loaded"
      canvas.put(PageArt.center(status, width), row: height / 2, column: 0)
      return canvas
    }
    for (item, row) in page.shownItems {
      let lines: [String]
      switch item.kind {
      case .headline: lines = ["• " + item.title]
      case .story:
        lines = [
          "▌ " + item.title, "  Lorem ipsum dolor sit amet, consectetur",
          "  adipiscing elit, sed do eiusmod tempor.",
        ]
      case .video:
        lines = [
          "▶ " + item.title, "  ░░░░░░░░░░░░░░░░░░░░", "  ░░░░░░ 2:31 ░░░░░░░░",
          "  ░░░░░░░░░░░░░░░░░░░░",
        ]
      case .ad: lines = ["[ad] " + item.title, "  sponsored"]
      }
      for (offset, line) in lines.enumerated() where row + offset >= 0 && row + offset < height {
        canvas.put(Canvas.abbreviated(" " + line, width - 1), row: row + offset, column: 0)
      }
    }
    return canvas
  }

  /// `line` with the columns of `span` in reverse video (the line has no escapes yet).
  private static func reverse(_ span: Range<Int>, in line: String) -> String {
    let characters = Array(line)
    guard span.lowerBound < characters.count else { return line }
    let high = min(span.upperBound, characters.count)
    return String(characters[..<span.lowerBound]) + "\u{1B}[7m"
      + String(characters[span.lowerBound..<high])
      + "\u{1B}[0m" + String(characters[high...])
  }
}
