import Folio

/// A collapsing header over a horizontal pager whose pages each host a vertical feed, as a
/// plugin of the `PageContainer` (JXPagingView's job, headless and exact).
///
/// - **The header** is ``headerHeight`` tall with a pinned part (``pinnedHeight``, a tab strip
///   say) that never scrolls away; it collapses by up to their difference.
/// - **Touches** go through a ``GestureArbiter``: horizontal ones move the pager (a horizontal
///   scroller inside the page first, to its edge), vertical ones the header and the current
///   page's feed, routed by ``chaining``, with flings through the hand-off, bounces, and pull to
///   refresh (``NestedScroller``).
/// - **Each page keeps its own feed offset** (its controller, a ``NestedScrollFeed``, owns it);
///   switching pages keeps the header where it is, and a page whose feed is at its top shows it
///   right under the header, however collapsed. A page shorter than its viewport still lets the
///   header collapse (the header never moves because of a page switch), and bounces.
/// - Everything runs on the clock it is given (the container's): deterministic on a manual clock.
///
/// The feed's viewport is the container's height less the pinned part.
public final class NestedScrollCoordinator<Page: Diffable>: PageContainerPlugin {
  /// The header's full height.
  public var headerHeight: Double { heights.header }
  /// The part of the header that never scrolls away.
  public var pinnedHeight: Double { heights.pinned }
  // Stored apart from their public faces: every report of a feed's scroll view reads them,
  // without the run-time exclusivity checks a public stored property keeps.
  private var heights: (header: Double, pinned: Double)
  /// How vertical motion is shared between the header and the feed.
  public var chaining: ScrollChaining {
    get { scroller.chaining }
    set {
      guard newValue != scroller.chaining else { return }
      scroller.chaining = newValue
      // The feeds' viewport depends on it (a pinned header never uncovers its range).
      feedLengthDidChange()
      if motion == .followed { placeShownFeeds() }
    }
  }
  /// Who moves the feeds: the coordinator's own scroller (touches in), or each feed's platform
  /// scroll view (its delegate calls in, placements out).
  public let motion: NestedScrollMotion
  /// Decides the axis of each touch; change its slop and angle freely between touches.
  public var arbiter: GestureArbiter
  /// The vertical motion (offsets, physics, snapping, refresh).
  public let scroller: NestedScroller

  let clock: any FrameClock
  var context: PagePluginContext<Page>?
  /// The page whose feed the scroller moves.
  var feedPage: Page.DiffID?
  var innerScroller: (any NestedHorizontalScroller)?
  /// The pages that refresh (``refreshingPages``).
  var refreshes: [Page.DiffID] = []
  /// What a pull refreshes: each feed its own (the default), or the screen once.
  ///
  /// A change applies to the next pull; a refresh under way ends as it started.
  public var refreshScope = NestedRefreshScope.eachFeed
  /// Called when a pull starts the screen's refresh (``NestedRefreshScope/screen``).
  ///
  /// Load, then call ``endRefreshing()``.
  public var screenRefreshDidStart: (() -> Void)?
  /// Called when the screen's refresh ends (``endRefreshing()``).
  ///
  /// Stop the indicator; the header springs back by itself.
  public var screenRefreshDidEnd: (() -> Void)?
  /// The page whose pull started the screen's refresh, while that refresh holds (a scope
  /// changed meanwhile changes neither it nor the other pages' own refreshes).
  var screenRefreshPage: Page.DiffID?
  /// Whether the screen's refresh holds.
  var screenRefresh: Bool { screenRefreshPage != nil }
  /// The current page's feed as last found; forgotten when the page or its controller changes.
  var cachedFeed: (any NestedScrollFeed)? {
    didSet { cachedFeedID = cachedFeed.map { ObjectIdentifier($0) } }
  }
  /// Its identity (a report compares it without retaining the feed).
  private(set) var cachedFeedID: ObjectIdentifier?
  /// The feed offsets of pages whose controllers were reclaimed, by page (given back to the
  /// page's next controller).
  var feedOffsets: [Page.DiffID: Double] = [:]
  /// Controllers that served a page before (reclaimed): the next page they get starts at its
  /// top, or where its own feed was.
  var servedOtherPages: [WeakFeed] = []
  /// The feed last told where to draw itself, and the shown offset it was told: only the
  /// current feed is ever told anything but its rest (a feed the scroller leaves is settled).
  var drawn: (feed: ObjectIdentifier, offset: Double)?

  /// Creates a coordinator; add it to the container with `addPlugin`.
  ///
  /// - Parameters:
  ///   - headerHeight: The header's full height.
  ///   - pinnedHeight: Its part that never scrolls away (0 to the height).
  ///   - chaining: How vertical motion is shared; collapse first by default.
  ///   - physics: Flings, ends and refreshing.
  ///   - arbiter: The axis decision.
  ///   - motion: Who moves the feeds: the coordinator (``NestedScrollMotion/owned``, the
  ///     default) or each feed's platform scroll view (``NestedScrollMotion/followed``).
  ///   - clock: The container's clock.
  public init(
    headerHeight: Double, pinnedHeight: Double = 0, chaining: ScrollChaining = .collapseFirst,
    physics: NestedScrollPhysics = NestedScrollPhysics(),
    arbiter: GestureArbiter = GestureArbiter(),
    motion: NestedScrollMotion = .owned,
    clock: any FrameClock
  ) {
    self.motion = motion
    let height = headerHeight.isFinite ? max(0, headerHeight) : 0
    let pinned = pinnedHeight.isFinite ? min(max(0, pinnedHeight), height) : 0
    heights = (height, pinned)
    self.arbiter = arbiter
    self.clock = clock
    scroller = NestedScroller(headerRange: height - pinned, chaining: chaining, physics: physics)
    // Unowned, not weak, here and in the ticker: a weak reference would move the coordinator's
    // reference count to a side table and make every retain of it slower (each frame retains it).
    ticker = Ticker()
    scroller.refreshDidStart = { [unowned self] in refreshStarted() }
    scroller.mayStartRefresh = { [unowned self] in mayStartRefresh }
    ticker.coordinator = self
    clock.addObserver(ticker)
  }

  deinit {
    clock.removeObserver(ticker)
  }

  /// Ticks the coordinator for the clock, which holds its observers weakly.
  private final class Ticker: FrameClockObserver {
    unowned var coordinator: NestedScrollCoordinator<Page>?
    var needsFrames: Bool {
      guard let coordinator else { return false }
      return coordinator.scroller.needsFrames || !coordinator.liftWatch.isEmpty
    }
    /// Followed: when the feeds' watched motions are checked for going quiet (kept here: the
    /// clock reads it after every tick).
    var motionDeadline: Duration?
    var nextDeadline: Duration? { motionDeadline }
    func clockDidTick(at now: Duration) { coordinator?.clockDidTick(at: now) }
  }
  private let ticker: Ticker

  /// Called when the header's offset or the current feed's may have moved: the host lays out.
  package var offsetsDidChange: ((NestedScrollCoordinator) -> Void)?
  /// Called when the screen's refresh starts or ends (its indicator's room): the host lays out.
  package var screenRefreshDidChange: (() -> Void)?
  /// Followed: what each feed's scroll view is known to show, by the feed's identity.
  var followedFeeds = FeedStates()
  /// Followed: the spring backs asked and the feeds' decelerations, each with the feed's
  /// report count and the time when it began or was last found going on (apart from the
  /// feeds' states, which every report copies).
  var motionWatch: [MotionWatch] = []
  /// Followed: the feeds a finger was on when it lifted from the pages, let go at the next
  /// frame unless they report first.
  var liftWatch: [ObjectIdentifier] = []
  /// Followed: the feeds shown when the visible pages last changed.
  var shownFeeds: [ObjectIdentifier] = []
  /// Followed: the feeds that last left view, and when: a finger that comes down in the same
  /// event may be on one (``leftViewJustNow``).
  var leftView: (feeds: [ObjectIdentifier], at: Duration) = ([], .zero)
  /// Followed: when the watched motions under way are next checked for going quiet.
  var motionDeadline: Duration? {
    get { ticker.motionDeadline }
    set { ticker.motionDeadline = newValue }
  }
  /// Followed: the feed last told it is the current page's (it scrolls to the top).
  weak var markedCurrent: (any NestedScrollFeed)?
  /// Followed: how many reports the feeds' scroll views made, and how many when a finger last
  /// came onto the pages.
  var reportCount = 0
  var touchReport = 0
  /// Followed: the feed being placed now (its scroll view's report of the placement comes in
  /// the call).
  var placing: ObjectIdentifier?
  /// Followed: the feeds whose placements are being applied, outermost first, and a placement
  /// asked of one of them from inside (its report of the offset set), applied after it.
  var applying: [ObjectIdentifier] = []
  var deferredPlacements: [ObjectIdentifier: NestedFeedPlacement] = [:]

  /// The context of the container the coordinator serves.
  public var attachedContext: PagePluginContext<Page>? { context }

  /// How far the header is collapsed: 0 (expanded) to ``headerRange``.
  public var headerOffset: Double { scroller.offsets.header }
  /// How far the header can collapse.
  public var headerRange: Double { scroller.headerRange }

  /// Where the header, its pinned part and the current feed are drawn now, in the container's
  /// coordinates: what to lay the header out from, and to hit-test with.
  public var geometry: NestedHeaderGeometry {
    let shown = shownFeedOffsetNow
    // The screen's refresh: a pull with the header expanded stretches the header instead.
    let stretch = stretchesHeader && headerOffset <= 0 && shown < 0 ? -shown : 0
    return NestedHeaderGeometry(
      headerHeight: headerHeight, pinnedHeight: pinnedHeight, headerOffset: headerOffset,
      shownFeedOffset: shown + stretch, viewportLength: context?.viewportSize.height ?? 0,
      headerStretch: stretch)
  }

  /// The current page's feed offset as drawn: the scroller's while it moves the feed; at rest
  /// the feed's own (the app may have scrolled it itself), as the scroller reads it again.
  private var shownFeedOffsetNow: Double {
    // Followed, the scroller holds what the feed's scroll view shows (read on every report:
    // nothing generic on the way).
    guard motion == .owned, scroller.phase == .resting else { return scroller.shownFeedOffset }
    return restingFeedOffset()
  }

  /// Owned, at rest: the current feed's own offset.
  @inline(never)
  private func restingFeedOffset() -> Double {
    guard let context, let index = context.currentIndex,
      let id = context.page(at: index)?.diffID, let feed = feed(of: id)
    else { return scroller.shownFeedOffset }
    return feed.nestedFeedOffset + scroller.shownOverscroll
  }

  /// The current page's feed offset as drawn, past either end included (what
  /// ``geometry``'s `shownFeedOffset` says, without working the rest out).
  public var shownFeedOffset: Double { shownFeedOffsetNow }

  /// What a point of the container hits: the header, its pinned part, or the current feed at a
  /// position in its content (a tap's target).
  ///
  /// - Parameter point: A point in the container, (0, 0) at its top left.
  /// - Returns: The part hit, with the position in that part's coordinates.
  public func hit(at point: Point) -> NestedHeaderGeometry.Hit { geometry.hit(y: point.y) }

  /// The header changed height (its content did): it stays within its new range.
  ///
  /// - Parameters:
  ///   - height: The full height.
  ///   - pinnedHeight: The part that never scrolls away.
  public func setHeader(height: Double, pinnedHeight: Double) {
    let full = height.isFinite ? max(0, height) : 0
    heights = (full, pinnedHeight.isFinite ? min(max(0, pinnedHeight), full) : 0)
    scroller.setHeaderRange(headerHeight - self.pinnedHeight)
    if motion == .followed {
      syncFeed(force: true)
      placeShownFeeds()
    }
    publish()
  }

  /// A feed changed length (its content loaded or changed): the coordinator reads it again;
  /// the offsets and any motion go on.
  ///
  /// Owned motion: the current page's feed. Followed motion: any shown feed (FolioUIKit's
  /// `FolioFeedScrolling.contentDidChange()` calls it, after the feed's table lays out):
  /// each is placed again (a short feed's bottom inset keeps the header collapsible); where
  /// the current feed's scroll view stays, content that shrank under the feed's offset moves
  /// the header by the difference, as a scroll would, rather than the content.
  public func feedLengthDidChange() {
    if motion == .followed {
      // (A feed out of view was not placed as the header moved: its scroll view's offset is
      // stale, not a motion; the lengths alone change.)
      if let feed = currentFeed, let offset = followedFeeds[ObjectIdentifier(feed)]?.offset,
        shownPage(of: feed) != nil
      {
        followCurrent(feed, id: ObjectIdentifier(feed), offset: offset)
      } else {
        syncFeed()
      }
      return placeShownFeeds()
    }
    // At rest the feed is the truth (the app may have scrolled it itself): read it again.
    guard scroller.phase != .resting else { return syncFeed(force: true) }
    guard let feed = currentFeed else { return }
    let viewport = feedViewportLength
    scroller.setFeedLengths(range: feed.nestedContentLength - viewport, viewportLength: viewport)
    publish()
  }

  // MARK: - Frames

  /// A frame: the vertical motion advances.
  private func clockDidTick(at now: Duration) {
    if let deadline = motionDeadline, now >= deadline { motionsMayHaveGoneQuiet(at: now) }
    if !liftWatch.isEmpty { letGoOfLiftedFeeds() }
    guard scroller.needsFrames else { return }
    scroller.tick(at: now)
    publish()
  }

  // MARK: - Internals

  /// The feed's viewport: the container's height below the header at its most collapsed (the
  /// pinned part; a pinned header, where it stays).
  var feedViewportLength: Double {
    let uncovered = chaining == .pinned ? scroller.offsets.header : scroller.headerRange
    return max(0, (context?.viewportSize.height ?? 0) - headerHeight + uncovered)
  }

  func feed(of id: Page.DiffID?) -> (any NestedScrollFeed)? {
    id.flatMap { context?.controller(forPage: $0) } as? any NestedScrollFeed
  }

  /// Makes the current page's feed the scroller's, keeping the header where it is.
  func syncFeed(force: Bool = false) {
    // A motion the new feed (or none) stopped (a resize, another page mid-fling, no current
    // page): the clock is told, so a display link sleeps at once instead of asking one more
    // frame at rest.
    let moved = motion == .owned && scroller.phase != .resting
    defer { if moved, scroller.phase == .resting { clock.scheduleDidChange() } }
    guard let context, let index = context.currentIndex, let page = context.page(at: index) else {
      leaveFeed()
      feedPage = nil
      return
    }
    if motion == .followed { return followFeed(of: page.diffID) }
    guard force || page.diffID != feedPage || scroller.phase == .resting else { return }
    if page.diffID != feedPage { leaveFeed() }
    feedPage = page.diffID
    cachedFeed = nil
    // Its page's refresh is pending: the feed holds the room again.
    let refreshes = !self.refreshes.isEmpty && self.refreshes.contains(page.diffID)
    guard let feed = currentFeed else {
      scroller.setFeed(range: 0, viewportLength: feedViewportLength, offset: 0)
      if refreshes { scroller.holdRefresh() }
      return
    }
    let viewport = feedViewportLength
    scroller.setFeed(
      range: feed.nestedContentLength - viewport, viewportLength: viewport,
      offset: feed.nestedFeedOffset)
    if refreshes {
      scroller.holdRefresh()
      return publish()
    }
    // The scroller starts again from the feed at rest (any pull, bounce or refresh's hold is
    // over): a feed drawn elsewhere is told.
    if let drawn, drawn.feed == ObjectIdentifier(feed), drawn.offset != scroller.shownFeedOffset {
      publish()
    }
  }

  /// The page the scroller leaves is drawn at its offset as it goes: a pull, a bounce or a
  /// refresh's hold does not stay drawn on a page the reader left (its refresh still ends, with
  /// its event, at `endRefreshing()`).
  func leaveFeed() {
    defer { cachedFeed = nil }
    // Followed, a feed's scroll view keeps where it is.
    guard motion == .owned else {
      drawn = nil
      return
    }
    guard let old = currentFeed, let told = drawn, told.feed == ObjectIdentifier(old) else {
      return
    }
    drawn = nil
    let rest = min(max(0, scroller.offsets.feed), max(0, scroller.feedRange))
    old.nestedFeedOffset = rest
    if told.offset != rest { old.nestedFeedDidScroll(shownOffset: rest) }
  }

  /// The current page's feed, found once per page and controller (a frame does not look it up).
  var currentFeed: (any NestedScrollFeed)? {
    if let cachedFeed { return cachedFeed }
    return lookUpCurrentFeed()
  }

  /// The current feed, looked up and kept (apart: the common path meets nothing generic).
  @inline(never)
  private func lookUpCurrentFeed() -> (any NestedScrollFeed)? {
    cachedFeed = feed(of: feedPage)
    return cachedFeed
  }

  /// Tells the current feed where it is, and the clock that the motion may have started or
  /// stopped (a host's display link wakes for a fling, and sleeps after it).
  func publish() {
    // Followed, each feed's scroll view moves itself: the clock has nothing to run.
    if motion == .owned { clock.scheduleDidChange() }
    offsetsDidChange?(self)
    guard motion == .owned, let feed = currentFeed else { return }
    feed.nestedFeedOffset = scroller.offsets.feed
    drawn = (ObjectIdentifier(feed), scroller.shownFeedOffset)
    feed.nestedFeedDidScroll(shownOffset: scroller.shownFeedOffset)
  }
}
