import Folio
import FolioAccessibility
import FolioAutoAdvance
import FolioHost
import FolioSupport
import FolioTabStrip
import FolioWorkingRange

/// The demo's container, content and working range, with the operations both the keys and the
/// script commands use, and its event log.
@MainActor
package final class PagerSession: @MainActor PageEventObserver, @MainActor PageContainerDelegate,
  PagingSession
{
  /// The container.
  package let container: PageContainer<DemoPage>
  /// The container on FolioHost: frames to draw, touches, `--host follow`'s scroll view.
  package let terminal: TerminalHost<DemoPage>
  /// The built-in and inserted pages.
  package let content: DemoContent
  /// The clock: manual in script mode, real in interactive mode.
  package let clock: any FrameClock
  /// The seed for the pages' text and pictures.
  package let seed: UInt64
  /// The tab strip: one tab per page, titled with its identity; tabs are all as wide (the
  /// app sets the width), so that ten million pages cost nothing per tab.
  package let tabStrip = TabStrip<DemoPage>(visibleWidth: 80, widths: .fixed(8)) {
    $0.id.description
  }
  /// The pages' accessibility: "Page n of m" (1-based), announcements, keys.
  package let accessibility = PageAccessibilityPlugin<DemoPage>()
  /// The last announcement, for the screen's status line.
  package private(set) var lastAnnouncement: String?
  /// The working range plugin, while one is attached.
  package private(set) var workingRange: WorkingRangePlugin<DemoPage>?
  /// The auto-advance plugin, once attached (`--auto`, or the space key).
  package private(set) var autoAdvance: AutoAdvancePlugin<DemoPage>?
  /// Whether pages advance on their own now.
  package var isAutoAdvancing: Bool { autoAdvance.map { !$0.isPaused } ?? false }
  /// Receives every event, numbered.
  package var eventHandler: ((PagerEvent) -> Void)?
  /// How many commands could not apply.
  package private(set) var errorCount = 0

  private var sequence = 0
  /// The pages the container said the pages go to since the last `target` command.
  private var decided: [Int] = []

  /// Creates a session and lays out its first page.
  ///
  /// - Parameters:
  ///   - options: Pages, working range, recycle distance, seed.
  ///   - pageSize: The size of a page.
  ///   - clock: A manual clock for script mode, a real one for a terminal.
  ///   - eventHandler: Receives every event from the first layout on.
  package init(
    options: PagerOptions, pageSize: Size, clock: any FrameClock,
    eventHandler: ((PagerEvent) -> Void)? = nil
  ) {
    // With --host swiftui the pages run on the pager's clock, which the program's drives.
    let pagesClock = TerminalPagesClock(kind: options.host, base: clock)
    let clock = pagesClock.clock
    self.clock = clock
    self.seed = options.seed
    self.eventHandler = eventHandler
    content = DemoContent(count: options.pages)
    container = PageContainer(viewportSize: pageSize, clock: clock)
    container.recycleDistance = options.recycleDistance
    container.boundPageLimit = options.boundPageLimit
    container.shape = PageShape(
      size: .fraction(options.pageSize), spacing: Double(options.spacing),
      alignment: options.pageSize < 1 ? .centered : .leading)
    if options.rightToLeft { container.layoutDirection = .rightToLeft }
    if options.loops { container.loops = true }
    terminal = TerminalHost(container: container, kind: options.host, clock: pagesClock)
    terminal.onTap = { [unowned self] point in emitTap(at: point) }
    container.addEventObserver(self)
    container.delegate = self
    container.dataSource = content
    container.addPlugin(tabStrip)
    accessibility.announce = { [unowned self] announcement in
      lastAnnouncement = announcement.text
      emit(
        "announce",
        [
          JSONValue.Member("index", .integer(announcement.index)),
          JSONValue.Member("text", .string(announcement.text)),
        ])
    }
    container.addPlugin(accessibility)
    if options.workingRange > 0 { setWorkingRange(size: options.workingRange) }
    if options.autoSeconds > 0 { startAutoAdvance(every: .seconds(options.autoSeconds)) }
    if let index = options.openIndex { container.open(on: .index(index)) }
    container.layoutIfNeeded()
    terminal.layout()
  }

  /// Turns auto-advance on (every two seconds, unless `--auto` set another interval) or off.
  package func toggleAutoAdvance() {
    guard let autoAdvance else { return startAutoAdvance(every: .seconds(2)) }
    autoAdvance.isPaused.toggle()
  }

  /// The most auto-advances one script `tick` (or `move`) plays: past as many intervals, the
  /// rest of its time passes at once with auto-advance held, so a tick's cost does not grow
  /// with the time it covers.
  package static let maximumAdvancesPerTick = 1_000

  /// Lets `duration` pass on a script's clock.
  ///
  /// Frames while something moves, deadlines as they come. With auto-advance on, it runs for at
  /// most ``maximumAdvancesPerTick`` intervals (so at most as many advances play): the rest of
  /// the time passes with auto-advance held, and it goes on `--auto` seconds after.
  ///
  /// - Parameters:
  ///   - duration: How long.
  ///   - clock: The script's clock.
  package func letTimePass(_ duration: Duration, on clock: ManualClock) {
    guard let autoAdvance, !autoAdvance.isPaused else { return clock.advance(by: duration) }
    // Each advance takes an interval of rest and its animation: as many intervals hold fewer.
    // (An interval is at most 10^9 s: a thousand of them is far within a Duration.)
    let bound = autoAdvance.interval * Self.maximumAdvancesPerTick
    guard duration > bound else { return clock.advance(by: duration) }
    clock.advance(by: bound)
    autoAdvance.isPaused = true
    clock.advance(by: duration - bound)
    autoAdvance.isPaused = false
  }

  private func startAutoAdvance(every interval: Duration) {
    let plugin = AutoAdvancePlugin<DemoPage>(clock: clock, interval: interval)
    autoAdvance = plugin
    container.addPlugin(plugin)
  }

  /// Numbers a container event and passes it on.
  ///
  /// - Parameter event: The event.
  package func pageContainerDidEmit(_ event: PageEvent) {
    guard let (name, fields) = PagerEvent.fields(of: event) else { return }
    emit(name, fields)
  }

  /// A tap on the pages: a `tap` event with where, and the page under it.
  private func emitTap(at point: Point) {
    emit("tap", TerminalHost<DemoPage>.tapFields(point, index: terminal.host.index(at: point)))
  }

  private func emit(_ name: String, _ fields: [JSONValue.Member]) {
    sequence += 1
    let milliseconds = Int(clampingMilliseconds: clock.now)
    eventHandler?(PagerEvent(seq: sequence, milliseconds: milliseconds, name: name, fields: fields))
  }

  /// Records a command that could not apply.
  ///
  /// - Parameters:
  ///   - command: The command as written.
  ///   - message: What was wrong and what was expected.
  package func reportError(command: String, message: String) {
    errorCount += 1
    emit("error", ScriptText.errorFields(command: command, message: message))
  }

  // MARK: - Accessibility

  /// A key press, as the accessibility plugin reads it (arrows, Page Up and Down, Home and
  /// End page the container, animated), laid out at once.
  ///
  /// - Parameter key: The key.
  /// - Returns: The page it moves to, or `nil` when it does nothing (an edge, across the axis).
  @discardableResult
  package func press(_ key: PageKey) -> Int? {
    defer { container.layoutIfNeeded() }
    return accessibility.handleKey(key)
  }

  /// The adjustable element's increment or decrement, laid out at once.
  ///
  /// - Parameter forward: `true` for increment (the next page).
  /// - Returns: Whether it moves.
  @discardableResult
  package func adjust(forward: Bool) -> Bool {
    defer { container.layoutIfNeeded() }
    return forward ? accessibility.increment() : accessibility.decrement()
  }

  // MARK: - Data (motion: swipe, drag, release and jump come from PagingSession)

  // Each change goes to the container as an edit (O(k), not a diff of every page) and to the
  // demo's own list, kept in step for `reload`, as an app that both edits and reloads does.

  /// Inserts a new page at `index` and applies the update now.
  ///
  /// - Parameter index: Where, from 0 to the page count.
  /// - Returns: Why it could not apply, or `nil`.
  package func insert(at index: Int) -> String? {
    guard index >= 0, index <= content.pages.count else {
      return "insert index \(index) is out of range; expected 0...\(content.pages.count)"
    }
    let page = content.makeInsertedPage()
    content.pages.insert(page, at: index)
    container.insertPages([page], at: index)
    container.layoutIfNeeded()
    return nil
  }

  /// Deletes the page at `index` and applies the update now.
  ///
  /// - Parameter index: A page index.
  /// - Returns: Why it could not apply, or `nil`.
  package func delete(at index: Int) -> String? {
    guard !content.pages.isEmpty else { return "cannot delete: there are no pages" }
    if let problem = check(index) { return problem }
    let page = content.pages.remove(at: index)
    container.removePages(withIDs: [page.id])
    container.layoutIfNeeded()
    return nil
  }

  /// Moves a page and applies the update now.
  ///
  /// - Parameters:
  ///   - from: The page's index.
  ///   - to: Its new index.
  /// - Returns: Why it could not apply, or `nil`.
  package func move(from: Int, to: Int) -> String? {
    if let problem = check(from) ?? check(to) { return problem }
    let page = content.pages.remove(at: from)
    content.pages.insert(page, at: to)
    container.movePage(withID: page.id, to: to)
    container.layoutIfNeeded()
    return nil
  }

  /// Gives a page new content (same identity) and applies the update now.
  ///
  /// - Parameter index: A page index.
  /// - Returns: Why it could not apply, or `nil`.
  package func update(at index: Int) -> String? {
    if let problem = check(index) { return problem }
    content.pages[index].revision += 1
    container.reloadPages([content.pages[index]])
    container.layoutIfNeeded()
    return nil
  }

  /// Reloads the pages now.
  package func reload() {
    container.reloadData()
    container.layoutIfNeeded()
  }

  /// Sets the working range size; 0 removes the plugin; sizes above
  /// ``PagerOptions/maximumWorkingRange`` count as that maximum.
  ///
  /// - Parameter requested: Pages on each side of the visible ones.
  /// - Returns: Why it could not apply, or `nil`.
  @discardableResult
  package func setWorkingRange(size requested: Int) -> String? {
    guard requested >= 0 else {
      return "working range size \(requested) is negative; expected 0 or more"
    }
    let size = min(requested, PagerOptions.maximumWorkingRange)
    if size == 0 {
      if let workingRange { container.removePlugin(workingRange) }
      workingRange = nil
    } else if let workingRange {
      workingRange.size = size
    } else {
      let plugin = WorkingRangePlugin<DemoPage>(size: size)
      workingRange = plugin
      container.addPlugin(plugin)
    }
    return nil
  }

  private func check(_ index: Int) -> String? {
    guard index < 0 || index >= container.count else { return nil }
    return PageContainerError.indexOutOfRange(index: index, count: container.count).description
  }

  // MARK: - State

  /// The active controllers, ascending by page: index and `Type#n`.
  package var activeControllers: [(index: Int, name: String)] {
    container.activeIndices.map { index in
      (index, container.activeController(at: index).flatMap(container.tag(of:))?.description ?? "?")
    }
  }

  /// The pool size of each controller type, Article, Photo, Video.
  package var poolSizes: [(type: String, count: Int)] {
    [ReuseIdentifier(Article.self), ReuseIdentifier(Photo.self), ReuseIdentifier(Video.self)].map {
      ($0.typeName, container.poolSizes[$0] ?? 0)
    }
  }

  /// Emits a `state` event.
  package func emitState() {
    emit("state", stateFields)
  }

  /// Emits a `target` event: the page the pages go to now, and every page the container's
  /// delegate heard decided since the last one.
  package func emitTarget() {
    emit(
      "target",
      [
        JSONValue.Member("index", container.targetIndex.map { .integer($0) } ?? .null),
        JSONValue.Member("decided", .array(decided.map { .integer($0) })),
      ])
    decided = []
  }

  package func pageContainer(_ container: PageContainer<DemoPage>, willSettleAt index: Int) {
    decided.append(index)
  }

  /// The fields of a `state` event.
  var stateFields: [JSONValue.Member] {
    containerStateFields(
      poolTypes: [Article.self, Photo.self, Video.self], workingRange: workingRange?.bounds)
      + [
        JSONValue.Member(
          "accessibility",
          .object([
            JSONValue.Member("label", .string(accessibility.label)),
            JSONValue.Member("value", .string(accessibility.value)),
            JSONValue.Member("elements", .array(accessibility.elements.map { .integer($0.index) })),
          ]))
      ] + zoomFields
  }

  /// `zoom` (`offset`, `range` in cells) while the current page's photo is zoomed in.
  private var zoomFields: [JSONValue.Member] {
    let page = container.currentIndex.flatMap { container.activeController(at: $0) }
    guard let zoom = (page as? DemoPageController)?.zoom else { return [] }
    func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 + 0 }
    return [
      JSONValue.Member(
        "zoom",
        .object([
          JSONValue.Member("offset", .number(rounded(zoom.axisOffset))),
          JSONValue.Member("range", .number(zoom.axisRange)),
        ]))
    ]
  }
}

extension Int {
  /// Whole milliseconds of `duration`, saturating at `Int.max` (a manual clock can be advanced
  /// by any `Int` of milliseconds, repeatedly).
  package init(clampingMilliseconds duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = Int(seconds).multipliedReportingOverflow(by: 1_000)
    // Attoseconds are below one second; round them to the nearest millisecond.
    let rest = Int((attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000)
    let (sum, overflowAgain) = whole.addingReportingOverflow(rest)
    self = overflow || overflowAgain ? (seconds < 0 ? .min : .max) : sum
  }
}
