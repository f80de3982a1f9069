import Folio
import FolioAccessibility

/// The interactive demo without the terminal: keys in, frames ticked, snapshots out.
@MainActor
package final class PagerApp: FullScreenApp {
  /// The session.
  package let session: PagerSession
  /// Whether the user asked to quit.
  package private(set) var wantsQuit = false
  /// Whether pages advance on their own (the session's auto-advance plugin).
  package var autoAdvance: Bool { session.isAutoAdvancing }
  /// Whether the user quit with Ctrl-C (the program then ends as SIGINT would, status 130).
  package private(set) var wasInterrupted = false
  /// Whether the key help is shown.
  package private(set) var showHelp = false

  private let log = EventLog()
  private var keys = PagingKeys()
  private var lastFrame: Duration?
  private var wasPlaying = false
  private var layout: ScreenLayout

  /// Creates the app for a terminal size.
  ///
  /// - Parameters:
  ///   - options: Pages, working range, recycle distance, seed.
  ///   - layout: The terminal's layout; pages take its page area.
  ///   - clock: The real clock (a manual one in tests).
  package init(options: PagerOptions, layout: ScreenLayout, clock: any FrameClock) {
    self.layout = layout
    let log = self.log
    session = PagerSession(
      options: options,
      pageSize: Size(width: Double(layout.pageWidth), height: Double(layout.bodyHeight)),
      clock: clock, eventHandler: { log.append($0) })
    session.tabStrip.visibleWidth = Double(layout.width)
  }

  /// The terminal changed size: pages follow the page area.
  ///
  /// - Parameter layout: The new layout.
  package func resize(to layout: ScreenLayout) {
    guard layout != self.layout else { return }
    self.layout = layout
    session.tabStrip.visibleWidth = Double(layout.width)
    session.container.setViewportSize(
      Size(width: Double(layout.pageWidth), height: Double(layout.bodyHeight)))
  }

  /// The terminal changed size.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Rows.
  package func resize(width: Int, height: Int) {
    resize(to: ScreenLayout(width: width, height: height))
  }

  /// The screen.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Rows.
  ///   - color: Whether to colour.
  /// - Returns: `height` lines of `width` columns.
  package func render(width: Int, height: Int, color: Bool) -> [String] {
    ScreenRenderer.render(snapshot(), width: width, height: height, color: color)
  }

  /// Handles a key, or the mouse: a press and drag on the pages is a finger (a drag pages), a
  /// press on the tab strip selects that tab.
  ///
  /// - Parameter key: The key.
  package func handle(_ key: Key) {
    if case .mouse(let event) = key {
      if session.terminal.handle(event, pageAreaAt: (0, layout.bodyTop)) { return }
      if event.kind == .press, event.row == 0 {
        session.tabStrip.tap(atX: Double(event.column))
        session.container.layoutIfNeeded()
      }
      return
    }
    // Arrows, Page Up and Down, Home and End page as the accessibility plugin reads them.
    if let pageKey = key.pageKey {
      session.press(pageKey)
      return
    }
    let shared = keys.handle(
      key, for: session,
      quit: { interrupted in
        if interrupted { wasInterrupted = true }
        wantsQuit = true
      }, report: report)
    if shared { return }
    switch key {
    case .character("i"):
      report("i", session.insert(at: (session.container.currentIndex ?? -1) + 1))
    case .character("x"): report("x", session.delete(at: session.container.currentIndex ?? 0))
    case .character("m"):
      let current = session.container.currentIndex ?? 0
      report("m", session.move(from: current, to: max(0, session.container.count - 1)))
    case .character("r"): session.reload()
    case .character("+"): session.setWorkingRange(size: rangeSize + 1)
    case .character("-"): session.setWorkingRange(size: max(0, rangeSize - 1))
    case .character(" "): session.toggleAutoAdvance()
    case .character("?"): showHelp.toggle()
    default: break
    }
  }

  private var rangeSize: Int { session.workingRange?.size ?? 0 }

  private func report(_ command: String, _ problem: String?) {
    if let problem { session.reportError(command: command, message: problem) }
  }

  /// Advances what moves with time: videos play while their page has appeared (auto-advance
  /// is the session's plugin, on the clock).
  ///
  /// - Parameter now: The clock's time.
  package func frame(now: Duration) {
    // Playback counts the time since the last frame in which a video played: after a sleep
    // (nothing played, no frames), it goes on from here.
    let elapsed = wasPlaying ? lastFrame.map { (now - $0) / .seconds(1) } ?? 0 : 0
    lastFrame = now
    defer { wasPlaying = needsFrames }
    for index in session.container.visibleIndices {
      (session.container.activeController(at: index) as? Video)?.play(for: elapsed)
    }
  }

  /// Whether a video plays on a shown page (its progress bar moves every frame).
  package var needsFrames: Bool {
    let container = session.container
    return container.visibleIndices.contains {
      (container.activeController(at: $0) as? Video)?.hasAppeared == true
    }
  }

  /// What the screen shows now.
  ///
  /// - Returns: The snapshot.
  package func snapshot() -> PagerSnapshot {
    let container = session.container
    var snapshot = PagerSnapshot()
    snapshot.count = container.count
    snapshot.current = container.currentIndex
    snapshot.position = container.position
    snapshot.state = container.scrollState.description
    snapshot.visible = container.visibleIndices
    // Tabs are as wide as the longest title within 12 of the live position, but never more
    // than a third of the strip; the strip places them and its indicator.
    let strip = session.tabStrip
    let around = Int(screenCoordinate: container.position)
    let low = max(0, around - 12)
    let high = min(container.count - 1, around + 12)
    let longest =
      low > high
      ? 2 : (low...high).compactMap { container.page(at: $0)?.id.description.count }.max() ?? 2
    let tabWidth = Double(max(4, min(longest + 2, layout.width / 3)))
    if case .fixed(let width) = strip.widths, width == tabWidth {
    } else {
      strip.widths = .fixed(tabWidth)
    }
    let frame = strip.frame
    snapshot.tabs = strip.visibleTabs.map {
      .init(index: $0.index, title: $0.title, x: $0.x - frame.offset, width: $0.width)
    }
    // The indicator as drawn: one piece, or two across a looping strip's seam.
    let pieces = frame.indicatorSegments
    snapshot.indicatorX = (pieces.first?.x ?? frame.indicatorX) - frame.offset
    snapshot.indicatorWidth = pieces.first?.width ?? frame.indicatorWidth
    if pieces.count > 1 {
      snapshot.indicatorTailX = pieces[1].x - frame.offset
      snapshot.indicatorTailWidth = pieces[1].width
    }
    snapshot.active = session.activeControllers.map { .init(index: $0.index, title: $0.name) }
    snapshot.pools = session.poolSizes.map { .init(type: $0.type, count: $0.count) }
    snapshot.instantiated = container.instantiatedCount
    snapshot.workingRangeSpans = session.workingRange?.spans ?? []
    snapshot.workingRangeSize = rangeSize
    // The pages as the host frames them: whole cells, neighbours edge to edge.
    snapshot.pages = session.terminal.host.frames.compactMap { frame in
      guard
        let art = (container.activeController(at: frame.index) as? DemoPageController)?.artInput
      else { return nil }
      let label = session.accessibility.element(forPage: frame.index)?.label ?? ""
      return .init(
        index: frame.index, offset: frame.progress, art: art, label: label,
        origin: frame.frame.minX, width: frame.frame.size.width)
    }
    snapshot.announcement = session.lastAnnouncement
    snapshot.log = Array(log.events.suffix(30))
    snapshot.prompt = keys.promptText
    snapshot.showHelp = showHelp
    snapshot.autoAdvance = autoAdvance
    snapshot.seed = session.seed
    return snapshot
  }
}

/// The newest events, for the screen's log.
private final class EventLog {
  private(set) var events: [PagerEvent] = []

  func append(_ event: PagerEvent) {
    events.append(event)
    if events.count > 200 { events.removeFirst(events.count - 200) }
  }
}

extension Key {
  /// The key as the accessibility plugin reads it, or `nil` for other keys.
  var pageKey: PageKey? {
    switch self {
    case .left: .left
    case .right: .right
    case .up: .up
    case .down: .down
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .home: .home
    case .end: .end
    case .enter, .backspace, .escape, .interrupt, .character, .mouse: nil
    }
  }
}
