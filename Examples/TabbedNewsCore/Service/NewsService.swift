import Folio
import FolioHost
import FolioImpressions
import FolioNestedScroll
import FolioStateRestoration
import FolioSupport
import FolioTabStrip
import FolioWorkingRange
import TerminalPagerCore

/// The tabbed news service: channels from a versioned config, one feed page per channel in a
/// ``PageContainer``, with a tab strip, state restoration, a working range that drives loads, and
/// item impressions.
///
/// Every event (the container's, and the service's own) is numbered and handed to ``eventHandler``.
@MainActor
package final class NewsService: @MainActor PageContainerDataSource, @MainActor PageEventObserver,
  PagingSession
{
  /// The clock: manual in script mode, real in interactive mode.
  package let clock: any FrameClock
  /// The container.
  package let container: PageContainer<Channel>
  /// The container on FolioHost: frames, touches (vertical ones to the collapsing header),
  /// `--host follow`'s scroll view.
  package let terminal: TerminalHost<Channel>
  /// The tabs.
  package let tabStrip: TabStrip<Channel>
  /// Feed offsets and loaded items, by channel.
  package let restoration = StateRestorationPlugin<Channel>(maximumEntries: 32)
  /// Pages near the visible ones: entering it starts a load.
  package let workingRange: WorkingRangePlugin<Channel>
  /// The collapsing channel header over the feeds: 3 rows that collapse as a feed scrolls up.
  package let nested: NestedScrollCoordinator<Channel>
  /// Loads feeds with a latency on the clock.
  package let loader: FeedLoader
  /// The channels, as of the last config applied.
  package private(set) var channels: [Channel]
  /// The config version applied last.
  package private(set) var configVersion: String
  /// Receives every event, numbered.
  package var eventHandler: ((PagerEvent) -> Void)?
  /// How many commands could not apply.
  package private(set) var errorCount = 0

  private var sequence = 0
  /// `--scene FILE`: the screen's place kept for its scene.
  var scene: SceneRestoration?
  /// `--scene FILE`: whether the saved place was restored at the start.
  var sceneRestored = false
  /// `--scene FILE`: whether the last write of the file failed.
  var sceneWriteFailed = false
  /// `--feeds follow`: where the finger on the current feed's scroll view is, in rows from
  /// where it went down.
  var fingerOnFeed = 0.0
  /// `--feeds follow`: a finger on the pages, the axis decided as the coordinator's arbiter
  /// decides it (its slop and angle), and where it last was.
  var feedFinger: (arbiter: GestureArbiter, last: Point)?

  /// Creates the service with config `v1` and lays out its first page.
  ///
  /// - Parameters:
  ///   - workingRange: Pages loaded on each side of the visible ones.
  ///   - latency: How long a load takes.
  ///   - pageSize: The size of a page (its feed's viewport), in columns and rows.
  ///   - stripWidth: The tab strip's width in columns.
  ///   - clock: A manual clock for scripts, a real one for a terminal.
  ///   - host: Who moves the pages: the host's touches, or a followed scroll view.
  ///   - feeds: Who moves the feeds: the coordinator, or each feed's own scroll view.
  ///   - refresh: What a pull refreshes: each channel its own, or the screen once (the pull
  ///     stretching the header).
  ///   - sceneFile: Where the scene keeps the screen's place (`--scene`), if anywhere: it is
  ///     restored before the channels arrive.
  ///   - eventHandler: Receives every event from the first layout on.
  package init(
    workingRange: Int, latency: Duration, pageSize: Size, stripWidth: Double,
    clock: any FrameClock, host: TerminalHostKind = .owned,
    feeds: NestedScrollMotion = .owned, refresh: NestedRefreshScope = .eachFeed,
    sceneFile: String? = nil,
    eventHandler: ((PagerEvent) -> Void)? = nil
  ) {
    // With --host swiftui the pages run on the pager's clock, which the program's drives.
    let pagesClock = TerminalPagesClock(kind: host, base: clock)
    let clock = pagesClock.clock
    self.clock = clock
    self.eventHandler = eventHandler
    configVersion = ChannelConfig.versions[0]
    channels = ChannelConfig.channels(configVersion) ?? []
    loader = FeedLoader(clock: clock, latency: latency)
    container = PageContainer(viewportSize: pageSize, clock: clock)
    tabStrip = TabStrip(visibleWidth: stripWidth, spacing: 1) { $0.title }
    self.workingRange = WorkingRangePlugin(size: max(0, workingRange))
    nested = NestedScrollCoordinator(
      headerHeight: Self.headerRows, pinnedHeight: 0,
      physics: NestedScrollPhysics(minimumVelocity: 0.5, refreshThreshold: 3),
      // A slop of 1 cell, as the terminal's touches and its followed scroll view have.
      arbiter: GestureArbiter(slop: 1), motion: feeds, clock: clock)
    nested.refreshScope = refresh
    terminal = TerminalHost(container: container, kind: host, clock: pagesClock)
    container.register(NewsFeedPage.self) { [unowned self] in NewsFeedPage(service: self) }
    container.register(VideoFeedPage.self) { [unowned self] in VideoFeedPage(service: self) }
    loader.didReport = { [unowned self] name, page, request, items in
      var fields = [JSONValue.Member("page", .string(page)), .init("request", .integer(request))]
      if let items { fields.append(.init("items", .integer(items))) }
      emit(name, fields)
    }
    container.addEventObserver(self)
    // Restoration first: a page's state is back before the working range asks it to load.
    container.addPlugin(restoration)
    container.addPlugin(tabStrip)
    container.addPlugin(self.workingRange)
    container.addPlugin(nested)
    // The screen's refresh reloads the channel pulled (the current one); it ends as it lands.
    nested.screenRefreshDidStart = { [unowned self] in
      (container.currentController as? FeedPage)?.refresh()
    }
    terminal.host.attach(nested)
    if feeds == .followed {
      terminal.innerTouches = { [unowned self] phase, point in feedTouch(phase, at: point) }
    }
    // The scene's place before the channels arrive: they arrive on it (UIKit's order).
    if let sceneFile { keepScene(in: sceneFile) }
    container.dataSource = self
    container.layoutIfNeeded()
    terminal.layout()
    if sceneFile != nil { emit("scene", [.init("restored", .bool(sceneRestored))]) }
    terminal.onTap = { [unowned self] point in
      var fields = TerminalHost<Channel>.tapFields(point, index: terminal.host.index(at: point))
      // What the tap hit under the collapsing header: a header row, or a row of the feed's
      // content (the item there, if any).
      func row(_ y: Double) -> JSONValue { .integer(Int(screenCoordinate: y.rounded(.down))) }
      switch nested.hit(at: point) {
      case .header(let y), .pinned(let y):
        fields += [.init("hit", .string("header")), .init("row", row(y))]
      case .feed(let y): fields += [.init("hit", .string("feed")), .init("row", row(y))]
      case .outside: fields.append(.init("hit", .null))
      }
      emit("tap", fields)
    }
  }

  // MARK: - Pages

  package func pages(for container: PageContainer<Channel>) -> [Channel] { channels }

  package func pageContainer(
    _ container: PageContainer<Channel>, controllerFor page: Channel, at index: Int
  ) throws(PageContainerError) -> any PageController<Channel> {
    switch page.kind {
    case .news: try container.dequeueReusablePage(of: NewsFeedPage.self, for: index)
    case .video: try container.dequeueReusablePage(of: VideoFeedPage.self, for: index)
    }
  }

  /// The feed page of the current channel.
  package var currentFeed: FeedPage? {
    container.currentIndex.flatMap { container.activeController(at: $0) as? FeedPage }
  }

  // MARK: - Events

  /// Numbers a container event and passes it on; a settle is followed by a `tab` event.
  ///
  /// - Parameter event: The event.
  package func pageContainerDidEmit(_ event: PageEvent) {
    // The feed pages report their own saves and restores, with their offsets.
    if case .plugin(let name, _, _, _) = event, ["saveState", "restoreState"].contains(name) {
      return
    }
    guard let (name, fields) = PagerEvent.fields(of: event) else { return }
    emit(name, fields)
    if case .settled = event { emitTab() }
  }

  /// Emits an event of the service.
  ///
  /// - Parameters:
  ///   - name: The event's name.
  ///   - fields: Its fields, in order.
  func emit(_ name: String, _ fields: [JSONValue.Member]) {
    sequence += 1
    eventHandler?(
      PagerEvent(
        seq: sequence, milliseconds: Int(clampingMilliseconds: clock.now), name: name,
        fields: fields))
  }

  /// A feed page saved or restored its state.
  func reportState(_ name: String, page: FeedPage, offset: Int) {
    emit(
      name,
      [
        .init("page", .string(page.channel?.id ?? "?")),
        .init("controller", container.tag(of: page).map { .string($0.description) } ?? .null),
        .init("offset", .integer(offset)),
      ])
  }

  /// A feed item made an impression.
  func reportImpression(_ impression: Impression<ListItemID<String>>, page: String) {
    let milliseconds = Int(clampingMilliseconds: impression.duration)
    emit(
      "impression",
      [
        .init("page", .string(page)), .init("item", .string(impression.id.object)),
        .init("ms", .integer(milliseconds)),
        .init("fraction", .number((impression.largestFraction * 1_000).rounded() / 1_000)),
      ])
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

  private func emitTab() {
    let frame = tabStrip.frame
    emit(
      "tab",
      [
        .init("selected", frame.selected.map { .integer($0) } ?? .null),
        .init("indicator", .array([.number(frame.indicatorX), .number(frame.indicatorWidth)])),
        .init("stripOffset", .number(frame.offset)),
      ])
  }

  // MARK: - Operations (swipe, drag, release and jump come from PagingSession)

  /// A tap on tab `index`.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package func tap(_ index: Int) -> String? {
    do {
      try tabStrip.select(index)
      return nil
    } catch {
      return error.description
    }
  }

  /// Scrolls the current channel's feed by `rows`, instantly: the app's own scroll.
  ///
  /// With `--feeds follow` the app sets its feed's scroll view's offset (within its range),
  /// which the coordinator follows as any scroll: the header collapses or expands first.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package func scrollFeed(by rows: Int) -> String? {
    guard let feed = currentFeed else { return "no channel is shown to scroll" }
    if let scrollView = feed.scrollView {
      let target = min(
        max(scrollView.minOffset, scrollView.offset + Double(rows)), scrollView.maxOffset)
      scrollView.setContentOffset(target, animated: false)
      return nil
    }
    feed.scroll(by: rows)
    return nil
  }

  /// Ends the refresh of channel `index` (the current one if `nil`; with `--refresh screen`,
  /// the screen's) now, before its reload lands (the reload still lands, with nothing left to
  /// end).
  ///
  /// - Parameter index: A channel's index, or `nil` for the current channel (or the screen).
  /// - Returns: Why it could not apply, or `nil`.
  package func endRefreshing(at index: Int?) -> String? {
    if index == nil, nested.refreshScope == .screen {
      guard nested.isRefreshingScreen else { return "the screen does not refresh" }
      nested.endRefreshing()
      return nil
    }
    guard let index = index ?? container.currentIndex, let channel = container.page(at: index)
    else { return "no channel \(index.map(String.init) ?? "is shown") to end the refresh of" }
    guard nested.isRefreshing(page: channel.id) else { return "channel \(index) does not refresh" }
    nested.endRefreshing(page: channel.id)
    return nil
  }

  /// Applies a config version by diff.
  ///
  /// - Returns: Why it could not apply, or `nil`.
  package func applyConfig(_ version: String) -> String? {
    guard let new = ChannelConfig.channels(version) else {
      return
        "unknown config '\(version)'; expected \(ChannelConfig.versions.joined(separator: ", "))"
    }
    configVersion = version
    channels = new
    container.performUpdates()
    container.layoutIfNeeded()
    return nil
  }

  /// The next config version after the current one, cycling.
  package var nextConfigVersion: String {
    let versions = ChannelConfig.versions
    let index = versions.firstIndex(of: configVersion) ?? 0
    return versions[(index + 1) % versions.count]
  }

  // MARK: - State

  /// Emits a `state` event.
  package func emitState() {
    emit("state", stateFields)
  }

  /// The fields of a `state` event: pager's, then the channels, titles, current feed and tabs.
  var stateFields: [JSONValue.Member] {
    let feed: JSONValue =
      currentFeed.map { feed in
        .object([
          .init("page", .string(feed.channel?.id ?? "?")), .init("offset", .integer(feed.offset)),
          .init("loaded", .bool(feed.items != nil)),
        ])
      } ?? .null
    let tabs = (0..<tabStrip.count).compactMap { tabStrip.tab(at: $0) }.map {
      JSONValue.array([.number($0.x), .number($0.width)])
    }
    return containerStateFields(
      poolTypes: [NewsFeedPage.self, VideoFeedPage.self], workingRange: workingRange.bounds) + [
        .init("channels", .array(channels.map { .string($0.id) })),
        .init("titles", .array(channels.map { .string($0.title) })),
        .init("feed", feed),
        .init("tabs", .array(tabs)),
      ] + nestedStateFields
  }
}
