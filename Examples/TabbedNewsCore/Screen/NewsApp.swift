import Folio
import TerminalPagerCore

/// The interactive service without the terminal: keys in, frames ticked, screens out.
///
/// The screen: the collapsing channel header, the tab strip with its sliding indicator, the
/// channels' feeds sliding as the pages do, the latest loads, and the keys.
package final class NewsApp: FullScreenApp {
  /// The service.
  package let service: NewsService
  package private(set) var wantsQuit = false
  package private(set) var wasInterrupted = false

  private var events: [PagerEvent] = []
  private var keys = PagingKeys()
  private var size: (width: Int, height: Int)

  /// Rows above the feeds (strip, indicator, rule) and below them (loads, keys).
  static let chrome = (top: 3, bottom: 2)

  /// Creates the app for a terminal size.
  ///
  /// - Parameters:
  ///   - options: Latency and working range.
  ///   - width: Columns.
  ///   - height: Rows.
  ///   - clock: The real clock (a manual one in tests).
  package init(options: NewsOptions, width: Int, height: Int, clock: any FrameClock) {
    size = (width, height)
    var received: [PagerEvent] = []
    service = NewsService(
      workingRange: options.workingRange, latency: .milliseconds(options.latency),
      pageSize: Self.pageSize(width: width, height: height), stripWidth: Double(max(0, width)),
      clock: clock, host: options.host, feeds: options.feeds, refresh: options.refresh,
      sceneFile: options.sceneFile,
      eventHandler: { received.append($0) })
    events = received
    service.eventHandler = { [unowned self] event in
      events.append(event)
      if events.count > 200 { events.removeFirst(events.count - 200) }
    }
  }

  private static func pageSize(width: Int, height: Int) -> Size {
    Size(width: Double(max(0, width)), height: Double(max(0, height - chrome.top - chrome.bottom)))
  }

  package func resize(width: Int, height: Int) {
    size = (width, height)
    service.tabStrip.visibleWidth = Double(max(0, width))
    service.container.setViewportSize(Self.pageSize(width: width, height: height))
  }

  /// Where the feeds start on the screen: under the header rows not collapsed, the strip, its
  /// indicator and the rule.
  private var feedTop: Int {
    NewsRenderer.headerRows(service, height: size.height) + Self.chrome.top
  }

  package func handle(_ key: Key) {
    if case .mouse(let event) = key {
      // A press and drag on a feed is a finger: across pages it pages, up and down it
      // scrolls the feed under the collapsing header. A press on the strip selects a tab.
      if service.terminal.handle(event, pageAreaAt: (0, feedTop)) { return }
      let stripRow = feedTop - Self.chrome.top
      if event.kind == .press, event.row == stripRow {
        service.tabStrip.tap(atX: Double(event.column))
        service.container.layoutIfNeeded()
      } else if event.kind == .wheelUp || event.kind == .wheelDown {
        service.verticalDrag(rows: event.kind == .wheelDown ? 1 : -1)
        service.verticalRelease(velocity: 0)
      }
      return
    }
    let shared = keys.handle(
      key, for: service,
      quit: { interrupted in
        if interrupted { wasInterrupted = true }
        wantsQuit = true
        service.sceneDidDisconnect()  // the terminal's window closes: the place is saved
      }, report: report)
    if shared { return }
    switch key {
    // A row at a time through the collapsing header: it collapses before the feed scrolls.
    case .up, .character("k"):
      service.verticalDrag(rows: -1)
      service.verticalRelease(velocity: 0)
    case .down, .character("j"):
      service.verticalDrag(rows: 1)
      service.verticalRelease(velocity: 0)
    case .character("c"): report("c", service.applyConfig(service.nextConfigVersion))
    default: break
    }
  }

  private func report(_ command: String, _ problem: String?) {
    if let problem { service.reportError(command: command, message: problem) }
  }

  package func frame(now: Duration) {}

  /// The service animates nothing of its own (its motion is on the clock).
  package var needsFrames: Bool { false }

  package func render(width: Int, height: Int, color: Bool) -> [String] {
    NewsRenderer.render(self, width: width, height: height, color: color)
  }

  /// The newest events, oldest first.
  package var recentEvents: [PagerEvent] { events }

  /// The jump being typed, if any.
  package var prompt: String? { keys.promptText }
}
