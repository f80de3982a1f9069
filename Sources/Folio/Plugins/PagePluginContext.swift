/// A plugin's only way to its ``PageContainer``: queries, prefetching, and recording events.
///
/// Every member answers as if there were no pages once the plugin has been removed.
public final class PagePluginContext<Page: Diffable> {
  /// The container while the plugin is attached, `nil` after.
  var container: PageContainer<Page>? { attached ? owner : nil }
  /// Unowned, not weak (a weak reference would move the container's reference count to a side
  /// table, making every retain of it slower), and a constant: the container detaches the
  /// context when the plugin is removed and before it goes, so it is never read once the
  /// container is gone. (A variable unowned reference would keep a run-time exclusivity check on
  /// every read; a constant and a flag need none.)
  private unowned let owner: PageContainer<Page>
  private var attached = true
  /// The name the plugin's events are recorded under: its type's name.
  public let pluginName: String
  /// The container's link to the plugin while attached (cleared on detaching, before the link
  /// can go): where the default scroll hook says that the plugin does not listen.
  unowned var link: PluginLink?

  init(container: PageContainer<Page>, pluginName: String) {
    owner = container
    self.pluginName = pluginName
  }

  /// Whether the plugin is still attached.
  public var isAttached: Bool { container != nil }

  /// The number of pages.
  public var count: Int { container?.count ?? 0 }

  /// The settled page, or `nil` when there are no pages.
  public var currentIndex: Int? { container?.currentIndex }

  /// The live, fractional position (2.5 is halfway between pages 2 and 3).
  public var position: Double { container?.position ?? 0 }

  /// The pages being shown, ascending: the pages that got `pageWillAppear` and not yet
  /// `pageDidDisappear`.
  public var visibleIndices: [Int] { container?.visibleIndices ?? [] }

  /// The paging axis (horizontal when the plugin is detached): which arrow keys page, say.
  public var axis: ScrollAxis { container?.axis ?? .horizontal }

  /// What the scroll view is doing.
  public var scrollState: ScrollState { container?.scrollState ?? .idle }

  /// The last direction of travel (forward before any motion).
  public var travelDirection: TravelDirection { container?.travelDirection ?? .forward }

  /// The size pages are shown at: the viewport's size, or `Size/zero` while no page can be
  /// shown.
  public var viewportSize: Size { container?.pageGeometry.shownSize ?? .zero }

  /// The indexes of the pages that have an active controller (shown, kept near the current
  /// page, prefetched or retained), ascending.
  public var activeIndices: [Int] { container?.activeIndices ?? [] }

  /// Where the shown pages are, in page lengths from the viewport's leading edge (see
  /// ``PageContainer/placements``).
  public var placements: [PagePlacement] { container?.placements ?? [] }

  /// How much of a placed page is in the viewport, from 0 to 1 (see
  /// ``PageContainer/visibleFraction(of:)``); 0 when detached.
  ///
  /// - Parameter placement: A placement of ``placements``.
  /// - Returns: The fraction of the page's length within the viewport.
  public func visibleFraction(of placement: PagePlacement) -> Double {
    container?.visibleFraction(of: placement) ?? 0
  }

  /// Whether the container's pages loop now (see ``PageContainer/isLooping``): indices
  /// wrap, so page 0 neighbours the last page; `false` once the plugin is removed.
  public var isLooping: Bool { container?.isLooping ?? false }

  /// How the container lays its pages out on screen (see ``PageContainer/layoutDirection``);
  /// left to right once the plugin is removed.
  public var layoutDirection: PageLayoutDirection { container?.layoutDirection ?? .leftToRight }

  /// A shown page's signed progress in page lengths from its resting position (see
  /// ``PageContainer/progress(ofPageAt:)``).
  ///
  /// - Parameter index: A page index.
  /// - Returns: The progress, or `nil` when the page is not shown.
  /// - Complexity: O(visible pages).
  public func progress(ofPageAt index: Int) -> Double? { container?.progress(ofPageAt: index) }

  /// Calls `body` with each shown page's index and progress, ascending (see
  /// ``PageContainer/forEachVisiblePage(_:)``): what a transforming plugin reads in
  /// ``PageContainerPlugin/pageContainerDidScroll(_:)`` and
  /// ``PageContainerPlugin/visiblePagesDidChange(_:)``.
  ///
  /// - Parameter body: Called once per shown page.
  /// - Complexity: O(visible pages), without allocating while the same pages are shown.
  public func forEachVisiblePage(_ body: (_ index: Int, _ progress: Double) -> Void) {
    container?.forEachVisiblePage(body)
  }

  /// A number that changes each time the pages change (an update or a reload is applied), and
  /// only then: a plugin that keeps something by index knows from it that indices may now name
  /// other pages.
  public var pagesGeneration: Int { container?.pagesGeneration ?? 0 }

  /// The time on the container's clock; once the plugin is removed (or the container goes),
  /// the time it happened.
  public var now: Duration { container?.clock.now ?? detachedAt }

  /// Whether the user asked for less motion (``PageContainer/reducesMotion``): a plugin that
  /// moves the pages on its own moves them instantly, or not at all.
  public var reducesMotion: Bool { container?.reducesMotion ?? false }

  /// Whether a finger is on the pages (``PageContainer/isTouched``); `false` once detached.
  public var isTouched: Bool { container?.isTouched ?? false }

  /// Whether the screen shows the pages (``PageContainer/isOnScreen``); `false` once detached.
  public var isOnScreen: Bool { container?.isOnScreen ?? false }

  /// Whether the app is in the background (``PageContainer/isInBackground``); `false` once
  /// detached.
  public var isInBackground: Bool { container?.isInBackground ?? false }

  /// Whether time counts for the pages: the screen is shown and the app in the foreground
  /// (what impressions and an auto-advance wait for); `false` once detached.
  public var countsTime: Bool { isOnScreen && !isInBackground }

  /// Whether the user's gestures move the pages (``PageContainer/isUserInputEnabled``);
  /// `false` once detached.
  public var isUserInputEnabled: Bool { container?.isUserInputEnabled ?? false }

  /// The container's clock, for a plugin that needs frames of its own (observe it with
  /// `addObserver`, which holds observers weakly); `nil` once detached.
  public var clock: (any FrameClock)? { container?.clock }

  /// When the plugin was removed, or the container went.
  var detachedAt: Duration = .zero

  /// Stops answering: the plugin was removed, or the container goes (the time is passed in:
  /// a container in its `deinit` can no longer be reached through an unowned reference).
  ///
  /// - Parameter time: The time on the container's clock.
  func detach(at time: Duration) {
    detachedAt = time
    attached = false
    link = nil
  }

  /// What moves the pages.
  public var phase: TransitionPhase { container?.phase ?? .resting }

  /// The model of a page.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The page, or `nil` out of range.
  public func page(at index: Int) -> Page? { container?.page(at: index) }

  /// The index of the page with identity `id`.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index, or `nil` if no page has it.
  /// - Complexity: O(1) on average after the first lookup following an update, which is O(n).
  public func index(of id: Page.DiffID) -> Int? { container?.index(of: id) }

  /// The active controller of a page (shown, kept near the current page, or prefetched).
  ///
  /// - Parameter index: A page index.
  /// - Returns: The controller, or `nil` if the page has none now.
  public func controller(at index: Int) -> (any PageController<Page>)? {
    container?.activeController(at: index)
  }

  /// The active controller of the page with identity `id`, including a page just deleted whose
  /// controller has not been reclaimed yet; inside
  /// ``PageContainerPlugin/pageWillBeReclaimed(_:id:at:)``, the controller being reclaimed (for a
  /// page whose controller was swapped for one of another type, the old one).
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The controller, or `nil` if the page has none now.
  public func controller(forPage id: Page.DiffID) -> (any PageController<Page>)? {
    container?.controller(forPage: id)
  }

  /// The controller of the settled page, if it has one now (see
  /// ``PageContainer/currentController``).
  public var currentController: (any PageController<Page>)? { container?.currentController }

  /// The index of an active page: its current index, or, for a page just deleted whose
  /// controller has not been reclaimed yet, the index it had.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index, or `nil` if the page has no active controller.
  public func activeIndex(ofPage id: Page.DiffID) -> Int? {
    container?.pageForPlugins(id)?.index
  }

  /// Makes a page's controller active off screen: the container asks its data source for it (which
  /// dequeues it) and binds it, exactly as for a page about to be shown.
  ///
  /// A page that is already active keeps its controller. The controller stays active while a
  /// plugin retains the page (``PageContainerPlugin/shouldRetainPage(_:id:at:)``) or while the
  /// normal recycling rule keeps it.
  ///
  /// Call it from a hook or when the container is idle; it then runs at once. Called from
  /// inside a delivery to other code (a controller's callback, say), it would run in the middle
  /// of a lifecycle step, so it throws ``PageContainerError/busy``: use ``perform(_:)``.
  /// - Parameter index: A page index.
  /// - Returns: The page's controller.
  /// - Throws: ``PageContainerError/indexOutOfRange(index:count:)`` for a bad index,
  ///   ``PageContainerError/busy`` as above, or the reason the data source could not supply a
  ///   controller.
  @discardableResult
  public func prefetchPage(at index: Int) throws(PageContainerError) -> any PageController<Page> {
    guard let container else { throw .indexOutOfRange(index: index, count: 0) }
    return try container.prefetch(at: index)
  }

  /// Runs `body` as a request of the container: now if the container is idle, otherwise after the
  /// request or delivery in progress, in order with every other request.
  ///
  /// The way for a plugin to change its own state (a range size, say) from anywhere without running
  /// in the middle of the container's work.
  ///
  /// - Parameter body: The work; it may use the context freely.
  public func perform(_ body: @escaping () -> Void) {
    guard let container else { return body() }
    container.submit(body)
  }

  /// Runs `body` now, as a request of the container (or as part of the one in progress), and
  /// returns what it returns: whatever is requested meanwhile, by the plugin or by code it calls
  /// at any depth (a controller saving its state, an event observer), runs after it, in order.
  ///
  /// The way for a plugin to do work of its own that calls outside code and must answer at once
  /// (a snapshot that asks controllers for their state, say), without a request made from that
  /// code running in the middle of it. Once the plugin is detached, `body` simply runs.
  ///
  /// - Parameter body: The work.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func run<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let container else { return try body() }
    return try container.requests.run(body)
  }

  /// Runs `body`, which calls outside code (a controller's method, say), as a delivery: a
  /// request made from it waits for the request in progress, and a synchronous request that
  /// cannot wait (a prefetch) throws ``PageContainerError/busy`` instead of running in the middle
  /// of it.
  ///
  /// - Parameter body: The call into outside code.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func callingOutsideCode<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let container else { return try body() }
    return try container.callingUserCode(body)
  }

  /// Scrolls the container to a page, as ``PageContainer/scrollToPage(_:animated:)`` does: the
  /// way for a plugin that navigates (a tab strip, say) to move the pages.
  ///
  /// A queued request, like every change: from a hook it runs after the request in progress.
  ///
  /// - Parameters:
  ///   - index: A page index.
  ///   - animated: Whether to animate (a jump over several pages shows only its ends).
  /// - Throws: ``PageContainerError/indexOutOfRange(index:count:)`` for a bad index, or when the
  ///   plugin is detached.
  public func scrollToPage(_ index: Int, animated: Bool) throws(PageContainerError) {
    guard let container else { throw .indexOutOfRange(index: index, count: 0) }
    try container.scrollToPage(index, animated: animated)
  }

  /// Scrolls the container to a page the way round `route` says, as
  /// ``PageContainer/scrollToPage(_:animated:route:)`` does (an auto-advancing carousel goes
  /// `.forward`).
  ///
  /// - Parameters:
  ///   - index: A page index.
  ///   - animated: Whether to animate.
  ///   - route: Which way round a looping container goes; ignored without a ring.
  /// - Throws: ``PageContainerError/indexOutOfRange(index:count:)`` for a bad index, or when the
  ///   plugin is detached.
  public func scrollToPage(
    _ index: Int, animated: Bool, route: LoopRoute
  ) throws(PageContainerError) {
    guard let container else { throw .indexOutOfRange(index: index, count: 0) }
    try container.scrollToPage(index, animated: animated, route: route)
  }

  /// A finger goes down on the pages, as ``PageContainer/beginDragging()``: the way for a plugin
  /// that arbitrates touches (a nested scroll coordinator, say) to move the pager.
  ///
  /// A queued request, like every change.
  public func beginDragging() { container?.beginDragging() }

  /// The finger moves the pages, as ``PageContainer/drag(byPages:)``.
  ///
  /// - Parameter pages: Page lengths, positive toward higher indices.
  public func drag(byPages pages: Double) { container?.drag(byPages: pages) }

  /// The finger lifts, as ``PageContainer/endDragging(velocity:)``.
  ///
  /// - Parameter pagesPerSecond: The release velocity.
  public func endDragging(velocity pagesPerSecond: Double) {
    container?.endDragging(velocity: pagesPerSecond)
  }

  /// Where the container's feed stands at its end (``FeedTailState/ended`` for a data source that
  /// is not a feed, and once detached): whether more pages may still come.
  public var feedTailState: FeedTailState { container?.feedTailState ?? .ended }

  /// Makes a reload, or pages arriving where there were none, settle on the page at `index`
  /// (clamped to the pages) instead of keeping the index on screen: call it from
  /// ``PageContainerPlugin/pageContainerWillReload(_:)`` or
  /// ``PageContainerPlugin/pageContainerPagesWillArrive(_:)``, when the new pages are in place and
  /// none is shown yet, so that no other page appears first (a container restoring its last page,
  /// say, whether its first pages come by a reload or by an update).
  ///
  /// Elsewhere it does nothing.
  ///
  /// - Parameter index: A page index of the new pages.
  public func settleReload(onPage index: Int) {
    container?.listeners.askReloadToLand(on: index)
  }

  /// Reclaims at once every page that the recycling rule no longer keeps: call it after retaining
  /// fewer pages (a smaller range, say).
  ///
  /// A queued request, like every change.
  public func recycle() {
    // The request runs while the container does (it is the container that runs it).
    guard let container else { return }
    container.submit { [unowned container] in container.recycle() }
  }

  /// Records an event of the plugin in the container's event log, as
  /// ``PageEvent/plugin(name:index:page:controller:)`` with the page's identity and active
  /// controller.
  ///
  /// - Parameters:
  ///   - name: The event's name (`enterWorkingRange`, say).
  ///   - index: The page it concerns.
  public func record(_ name: String, at index: Int) {
    // Checked here, before any generic code: an event nobody observes costs nothing.
    guard let container, container.listeners.hasObservers else { return }
    container.recordPluginEvent(name, at: index)
  }

  /// Records an event of the plugin about the page with identity `id`, which may have just been
  /// deleted (it is then named with the index it had).
  ///
  /// - Parameters:
  ///   - name: The event's name.
  ///   - id: The page's identity.
  public func record(_ name: String, forPage id: Page.DiffID) {
    guard let container, container.listeners.hasObservers else { return }
    container.recordPluginEvent(name, forPage: id)
  }

  /// Records an event of the plugin about the page with identity `id`, naming `controller`: one
  /// the page had before its controller was swapped, say.
  ///
  /// - Parameters:
  ///   - name: The event's name.
  ///   - id: The page's identity.
  ///   - controller: The controller the event concerns.
  public func record(
    _ name: String, forPage id: Page.DiffID, controller: any PageController<Page>
  ) {
    guard let container, container.listeners.hasObservers else { return }
    container.recordPluginEvent(name, forPage: id, controller: controller)
  }
}
