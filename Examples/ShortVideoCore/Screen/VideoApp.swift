import Folio
import TerminalPagerCore

/// The interactive feed without the terminal: keys in, frames ticked, screens out.
///
/// The screen: the clips as they slide (vertically), each with its player's state, the feed's
/// state and live controllers, the latest events, and the keys.
package final class VideoApp: FullScreenApp {
  package let service: VideoService
  package private(set) var wantsQuit = false
  package private(set) var wasInterrupted = false

  private var events: [PagerEvent] = []
  private var keys = PagingKeys()

  /// Rows below the pages: the feed's state, the latest event, the keys.
  static let chrome = 3

  /// Creates the app for a terminal size.
  ///
  /// - Parameters:
  ///   - options: The latency.
  ///   - width: Columns.
  ///   - height: Rows.
  ///   - clock: The real clock (a manual one in tests).
  package init(options: VideoOptions, width: Int, height: Int, clock: any FrameClock) {
    var received: [PagerEvent] = []
    service = VideoService(
      latency: .milliseconds(options.latency),
      pageSize: Self.pageSize(width: width, height: height), clock: clock,
      host: options.host, eventHandler: { received.append($0) })
    events = received
    service.eventHandler = { [unowned self] event in
      events.append(event)
      if events.count > 50 { events.removeFirst(events.count - 50) }
    }
  }

  private static func pageSize(width: Int, height: Int) -> Size {
    Size(width: Double(max(0, width)), height: Double(max(0, height - chrome)))
  }

  package func resize(width: Int, height: Int) {
    service.container.setViewportSize(Self.pageSize(width: width, height: height))
  }

  package func handle(_ key: Key) {
    if case .mouse(let event) = key {
      // A press and drag on the clips is a finger (up and down, they page); the wheel swipes.
      if service.terminal.handle(event, pageAreaAt: (0, 0)) { return }
      if event.kind == .wheelDown { service.swipe(1) }
      if event.kind == .wheelUp { service.swipe(-1) }
      return
    }
    let shared = keys.handle(
      key, for: service,
      quit: { interrupted in
        if interrupted { wasInterrupted = true }
        wantsQuit = true
      }, report: report)
    if shared { return }
    switch key {
    case .down, .character("j"): service.swipe(1)
    case .up, .character("k"): service.swipe(-1)
    case .character("p"): report("p", service.pinCurrent())
    case .character("u"): service.unpinAll()
    case .character("f"): service.setFailing(!service.server.failing)
    case .character("r"): report("r", service.retry())
    case .character("m"): service.memoryWarning()
    case .character("e"): report("e", service.clipEnded(at: nil))
    default: break
    }
  }

  private func report(_ command: String, _ problem: String?) {
    if let problem { service.reportError(command: command, message: problem) }
  }

  package func frame(now: Duration) {}

  /// The feed animates nothing of its own (its motion is on the clock).
  package var needsFrames: Bool { false }

  package func render(width: Int, height: Int, color: Bool) -> [String] {
    let width = max(0, width)
    let pageRows = max(0, height - Self.chrome)
    var lines = Array(repeating: String(repeating: " ", count: width), count: pageRows)
    let container = service.container
    // The clips as the host frames them.
    for frame in service.terminal.host.frames {
      guard let page = container.page(at: frame.index) else { continue }
      let top = Int(screenCoordinate: frame.frame.minY)
      let text = describe(page, at: frame.index)
      for (row, line) in text.enumerated() {
        let y = top + 1 + row
        guard y >= 0, y < pageRows else { continue }
        lines[y] = fit("  " + line, width)
      }
      let rule = top + pageRows - 1
      if rule >= 0, rule < pageRows { lines[rule] = String(repeating: "─", count: width) }
    }
    let live = container.liveControllerCounts.sorted { $0.key < $1.key }
      .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let pinned = container.pinnedPages.map { $0 }.joined(separator: " ")
    lines.append(
      fit(
        " \(container.count) pages · feed \(container.feedTailState.rawValue) · live \(live)"
          + (pinned.isEmpty ? "" : " · pinned \(pinned)")
          + (service.server.failing ? " · failures on" : ""), width))
    lines.append(fit(" " + (events.last.map(\.summary) ?? ""), width))
    lines.append(
      fit(
        keys.promptText.map { " jump to \($0)" }
          ?? " j/k next/prev · p pin · u unpin · f failures · r retry · m memory · q quit",
        width))
    return lines
  }

  private func describe(_ page: Clip, at index: Int) -> [String] {
    let controller = service.container.activeController(at: index)
    switch page.kind {
    case .clip:
      let state =
        if let clip = controller as? ClipPage {
          clip.player.isPlaying ? "▶ playing" : "❚❚ paused"
        } else {
          "poster (every player is busy)"
        }
      return ["\(index)  \(page.title)", "", state]
    case .loading: return ["loading more clips…"]
    case .failed: return ["could not load more clips", "", "r to retry"]
    case .end: return ["you are all caught up"]
    }
  }

  private func fit(_ text: String, _ width: Int) -> String {
    let cut = String(text.prefix(width))
    return cut + String(repeating: " ", count: max(0, width - cut.count))
  }
}
