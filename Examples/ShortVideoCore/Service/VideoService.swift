import Folio
import FolioAutoAdvance
import FolioHost
import FolioImpressions
import FolioSupport
import FolioWorkingRange
import TerminalPagerCore

/// The short-video feed: a vertical `PageContainer` of clips that grows in batches from a
/// simulated server, with at most 3 live clip controllers (each owns a player), a loading page
/// and a failure page with retry after the last clip, autoplay when a clip's impression
/// qualifies, pins, and memory pressure.
///
/// Every event (the container's and the feed's own: `loadMore`, `loadFail`, `play`, `pause`) is
/// numbered and handed to ``eventHandler``.
@MainActor
package final class VideoService: @MainActor PageContainerFeedDataSource,
  @MainActor PageEventObserver, PagingSession
{
  /// The player budget.
  package nonisolated static let playerBudget = 3

  package let clock: any FrameClock
  package let container: PageContainer<Clip>
  /// The container on FolioHost: frames, touches, `--host follow`'s scroll view.
  package let terminal: TerminalHost<Clip>
  package let workingRange = WorkingRangePlugin<Clip>(size: 1)
  /// A clip plays once at least half of it has been shown for 300 ms.
  package let impressions = PageImpressionsPlugin<Clip>(
    threshold: 0.5, minimumDuration: .milliseconds(300))
  /// Advances when a clip ends (`ended`), never on a timer (its interval is zero): the clip's
  /// page names itself, so a late "ended" from a clip the reader left is dropped.
  package let autoAdvance: AutoAdvancePlugin<Clip>
  package let server: ClipServer
  package private(set) var clips: [Clip] = []
  package var eventHandler: ((PagerEvent) -> Void)?
  package private(set) var errorCount = 0
  private var sequence = 0
  /// A clip whose impression qualified while the pages moved to it: it plays when it appears.
  private var qualifiedToPlay: String?

  /// Creates the feed with its first batch on its way and lays out its first page.
  ///
  /// - Parameters:
  ///   - latency: How long the server takes.
  ///   - pageSize: A page's size.
  ///   - clock: A manual clock for scripts, a real one for a terminal.
  ///   - host: Who moves the pages: the host's touches, or a followed scroll view.
  ///   - eventHandler: Receives every event.
  package init(
    latency: Duration, pageSize: Size, clock: any FrameClock, host: TerminalHostKind = .owned,
    eventHandler: ((PagerEvent) -> Void)? = nil
  ) {
    // With --host swiftui the pages run on the pager's clock, which the program's drives.
    let pagesClock = TerminalPagesClock(kind: host, base: clock)
    let clock = pagesClock.clock
    self.clock = clock
    self.eventHandler = eventHandler
    server = ClipServer(clock: clock, latency: latency)
    autoAdvance = AutoAdvancePlugin(clock: clock, interval: .zero, wraps: false)
    container = PageContainer(viewportSize: pageSize, axis: .vertical, clock: clock)
    terminal = TerminalHost(container: container, kind: host, clock: pagesClock)
    container.register(ClipPage.self) { [unowned self] in ClipPage(service: self) }
    // A budget of 3 is never below the pins (none yet).
    try? container.setLiveBudget(Self.playerBudget, for: ClipPage.self)
    impressions.didQualify = { [unowned self] impression in autoplay(impression.id) }
    container.addEventObserver(self)
    container.addPlugin(workingRange)
    container.addPlugin(impressions)
    container.addPlugin(autoAdvance)
    container.dataSource = self
    container.layoutIfNeeded()
    terminal.layout()
    terminal.onTap = { [unowned self] point in
      emit("tap", TerminalHost<Clip>.tapFields(point, index: terminal.host.index(at: point)))
    }
  }

  // MARK: - The feed

  package func pages(for container: PageContainer<Clip>) -> [Clip] { clips }

  package func hasMorePages(for container: PageContainer<Clip>) -> Bool {
    clips.count < ClipServer.total
  }

  package func pageContainer(_ container: PageContainer<Clip>, loadMore batch: PageBatch<Clip>) {
    server.fetch(from: batch.startIndex) { [unowned self] result in
      switch result {
      case .success(let more):
        guard batch.isPending else { return }
        clips += more
        batch.finish()
      case .failure:
        batch.fail()
      }
    }
  }

  package func pageContainer(_ container: PageContainer<Clip>, tailPageFor state: FeedTailState)
    -> Clip?
  {
    switch state {
    case .more, .loading: .tail(.loading)
    case .failed: .tail(.failed)
    case .ended: .tail(.end)
    }
  }

  package func pageContainer(
    _ container: PageContainer<Clip>, controllerFor page: Clip, at index: Int
  ) throws(PageContainerError) -> any PageController<Clip> {
    guard page.kind == .clip else {
      return try container.dequeueReusablePage(of: TailPage.self, for: index)
    }
    do {
      return try container.dequeueReusablePage(of: ClipPage.self, for: index)
    } catch .liveBudgetReached {
      // Every player serves a page shown, pinned or nearer: a poster until one is free.
      return try container.dequeueReusablePage(of: PosterPage.self, for: index)
    }
  }

  // MARK: - Players

  /// A clip's impression qualified: it plays if it is the current page, has appeared and has a
  /// player.
  private func autoplay(_ id: String) {
    guard let current = container.currentIndex, container.page(at: current)?.id == id,
      let page = container.activeController(at: current) as? ClipPage, page.hasAppeared
    else {
      // It qualified while the pages still move to it (a scroll view's last frame before its
      // end, or the frame they settle on, before it heard it appeared): it plays when it
      // appears (a poster that gets its player appears again).
      qualifiedToPlay = id
      return
    }
    guard page.player.play() else { return }
    emit("play", [.init("index", .integer(current)), .init("page", .string(id))])
  }

  /// A clip page appeared: it plays if its impression qualified on the way.
  func clipDidAppear(_ page: ClipPage) {
    guard let id = page.clip?.id, qualifiedToPlay == id else { return }
    qualifiedToPlay = nil
    autoplay(id)
  }

  /// A clip page stops playing (it disappeared or was reclaimed).
  func pause(_ page: ClipPage) {
    if qualifiedToPlay == page.clip?.id { qualifiedToPlay = nil }
    guard page.player.pause(), let clip = page.clip else { return }
    let index = container.index(of: clip.id).map { JSONValue.integer($0) } ?? .null
    emit("pause", [.init("index", index), .init("page", .string(clip.id))])
  }

  // MARK: - Commands

  /// `fail:on|off`: whether the server's next answers fail.
  package func setFailing(_ failing: Bool) { server.failing = failing }

  /// `retry`: asks again after a failed batch.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package func retry() -> String? {
    guard container.feedTailState == .failed else {
      return "nothing to retry: the feed is \(container.feedTailState.rawValue)"
    }
    container.retryLoadingMore()
    return nil
  }

  /// `pin`: the current clip keeps its player until `unpin`.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package func pinCurrent() -> String? {
    guard let current = container.currentIndex, let page = container.page(at: current),
      page.kind == .clip
    else { return "the current page is not a clip" }
    do {
      try container.pin(page.id)
    } catch {
      return "\(error)"
    }
    return nil
  }

  /// `unpin`: every pinned clip follows the rules again.
  package func unpinAll() {
    for id in container.pinnedPages { container.unpin(id) }
  }

  /// `ended`, `ended:N`: the clip of page `index` (the current page for `nil`) ended: an
  /// `ended` event, then its page asks the auto-advance plugin for the next page, which it
  /// gets (an `autoAdvance` event) only while it is the current page at rest.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package func clipEnded(at index: Int?) -> String? {
    guard let index = index ?? container.currentIndex else { return "there are no pages" }
    guard let page = container.page(at: index) else {
      return "no page \(index) (\(container.count) pages)"
    }
    guard page.kind == .clip else { return "page \(index) is not a clip" }
    emit("ended", [.init("index", .integer(index)), .init("page", .string(page.id))])
    autoAdvance.advance(from: page.id)
    return nil
  }

  /// `memory`: a memory warning: everything but the shown and pinned pages goes at once.
  package func memoryWarning() { container.shedMemory(regrowAfter: .seconds(2)) }

  // MARK: - Events

  package func pageContainerDidEmit(_ event: PageEvent) {
    guard let (name, fields) = PagerEvent.fields(of: event) else { return }
    emit(name, fields)
  }

  func emit(_ name: String, _ fields: [JSONValue.Member]) {
    sequence += 1
    eventHandler?(
      PagerEvent(
        seq: sequence, milliseconds: Int(clampingMilliseconds: clock.now), name: name,
        fields: fields))
  }

  /// A command that could not apply.
  package func reportError(command: String, message: String) {
    errorCount += 1
    emit("error", ScriptText.errorFields(command: command, message: message))
  }

  package func emitState() { emit("state", stateFields) }

  /// pager's keys, then `count`, `hasMore`, `live` and `pinned`.
  var stateFields: [JSONValue.Member] {
    let live = container.liveControllerCounts.sorted { $0.key < $1.key }.map {
      JSONValue.Member($0.key, .integer($0.value))
    }
    let pinned = container.pinnedPages.compactMap(container.index(of:)).map {
      JSONValue.integer($0)
    }
    return containerStateFields(
      poolTypes: [ClipPage.self, PosterPage.self, TailPage.self],
      workingRange: workingRange.bounds) + [
        .init("hasMore", .bool(container.feedTailState != .ended)),
        .init("feed", .string(container.feedTailState.rawValue)),
        .init("live", .object(live)),
        .init("pinned", .array(pinned)),
      ]
  }
}
