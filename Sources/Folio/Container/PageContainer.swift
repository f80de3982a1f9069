/// A horizontally (or vertically) paged container that hosts one ``PageController`` per page
/// and reuses them: YKPageControllerScrollView, headless, on FolioList's adapter core.
///
/// Each page is an object of a `ListAdapter` with a one-cell section; page controllers are
/// reused apart from the cells, through per-type reuse pools. The container tells each
/// controller when its page will appear, did appear (scrolling settled on it), did disappear,
/// and was reclaimed, and reclaims controllers of pages more than ``recycleDistance`` from the
/// current one.
///
/// ```swift
/// let clock = ManualClock()
/// let container = PageContainer<Tab>(viewportSize: Size(width: 80, height: 24), clock: clock)
/// container.register(ArticlePage.self)
/// container.dataSource = tabs                // pages, and a controller per page
/// container.layoutIfNeeded()                 // page 0: willAppear, didAppear
/// try container.scrollToPage(5, animated: true)
/// clock.runUntilIdle()                       // only pages 0 and 5 saw events
/// ```
///
/// ## How it stays consistent
/// - **One transition state.** Where the pages are (in page units), what moves them (resting,
///   tracking, gliding, animating, jumping) and the work a change owes live in one value,
///   ``TransitionPhase`` being its public face. At rest the position is exactly the current
///   page, an integer, for every viewport size.
/// - **One request queue.** Every public entry point that can change what is shown (layout,
///   touches, drags, releases, jumps, updates, reloads, resizes, recycle distance, pool limit and
///   trims, plugins, the plugin context's requests, clock ticks) is a request. A request made
///   while the container is running another one, or delivering anything to your code (a
///   controller, the data source, the delegate, an observer, a plugin), runs after it, in order:
///   never in the middle of it.
/// - **One delivery point.** Each lifecycle step reaches the event stream, the controller, the
///   delegate and the plugins from one place, in that order.
/// - **State in parts.** What the container knows (reuse, the pages shown, geometry, a far
///   jump's course, retention, the feed, its listeners, updates) lives in parts that own it and
///   decide, returning what should happen; the container performs it at its delivery point
///   (<doc:HowTheContainerIsBuilt>).
///
/// ## Order of events in a transition
/// ```
/// incoming pageWillAppear ─▶ outgoing pageDidDisappear ─▶ [plugins: visiblePagesDidChange]
///   ─▶ (at rest) current pageDidAppear ─▶ settle event ─▶ [plugins: pageContainerDidSettle]
///   ─▶ [plugins: pageContainerDidUpdate, after a data change]
///   ─▶ reclaims, ascending index ([plugins: pageWillBeReclaimed], pageWasReclaimed, pool)
/// ```
/// A cancelled swipe gives the incoming page `pageWillAppear` then `pageDidDisappear`, and the
/// current page nothing. With one page per viewport (the default ``shape``), whenever the pages
/// rest exactly one page has appeared: the current
/// one (none when there are no pages or the viewport is empty along either dimension).
///
/// The container is confined to one isolation domain (it is not `Sendable`).
public final class PageContainer<Page: Diffable> {
  // MARK: - Collaborators

  /// Supplies pages and their controllers.
  ///
  /// Setting it schedules a reload at the next layout pass.
  public weak var dataSource: (any PageContainerDataSource<Page>)? {
    didSet {
      submit {
        self.feed.replace(isFeed: self.dataSource is any PageContainerFeedDataSource<Page>)
        self.adapter.reloadData()
      }
    }
  }

  /// Observes pages appearing, settling and being reclaimed.
  public weak var delegate: (any PageContainerDelegate<Page>)? {
    didSet { listeners.noteDelegate(delegate != nil) }
  }

  /// How far from the current page a hidden page's controller stays active: a page more than
  /// this many indices away is reclaimed at the next settle or data update (3 by default: a
  /// page exactly 3 away stays, 4 away goes).
  ///
  /// Any `Int` is accepted; negative values count as 0. Lowering it reclaims at once what the new
  /// distance no longer keeps (a queued request, like every change).
  public var recycleDistance: Int {
    get { pageGeometry.recycleDistance }
    set {
      submit {
        if self.pageGeometry.setRecycleDistance(newValue) { self.recycle() }
      }
    }
  }

  /// The most controllers one reuse pool keeps; reclaimed controllers beyond it are released.
  ///
  /// `nil` (the default) keeps them all; negative values count as 0.
  public var poolLimit: Int? {
    get { reuse.poolLimit }
    set {
      submit {
        self.reuse.setPoolLimit(newValue)
        self.enforcePoolLimit()
      }
    }
  }

  /// When and where ``performUpdatesOffActor(isolation:)`` diffs off the caller's actor: from
  /// 20,000 pages (old plus new), in a detached task, by default.
  public var backgroundDiffing: BackgroundDiffing {
    get { updates.settings }
    set { updates.setSettings(newValue) }
  }

  /// A number that changes each time the pages change (an update or a reload is applied), and
  /// only then: whoever keeps something by index (a cache of rendered pages, say) knows from it
  /// that indices may now name other pages.
  public var pagesGeneration: Int { updates.generation }

  let clock: any FrameClock
  let collectionView: VirtualCollectionView
  let adapter: ListAdapter<Page>
  /// Made once the container is initialised (it holds the container unowned, as a constant);
  /// `nil` only inside `init`.
  private(set) var bridge: AdapterBridge<Page>?

  // MARK: - State

  // The container is confined to one isolation domain, its request queue rules out
  // overlapping requests, and no access to this state spans a call into user code (plugin and
  // observer loops run over copies): the runtime exclusivity check stays on and never fires.
  /// Changed only through ``changeTransition(_:)``, so that it is read without run-time
  /// exclusivity checks.
  private(set) var transition: PageTransition
  /// The course of a jump over several pages under way (see ``JumpTrack``).
  let jump = JumpTrack<Page.DiffID>()
  /// The viewport, the shape and the layout settings (see ``PageGeometry``).
  let pageGeometry: PageGeometry
  /// The active pages, the shown ones and the data source ask (see ``PagePresentation``).
  let presentation = PagePresentation<Page.DiffID>()
  /// Registrations, pools, controllers' names (see ``ControllerReuse``).
  let reuse = ControllerReuse<Page>()
  /// The plugins, the event observers, the clock, and what they last heard (see
  /// ``Listeners``).
  let listeners = Listeners()
  /// The applied change, the pages' generation, the completions waiting (see ``UpdateBook``).
  let updates = UpdateBook<Page>()
  /// What keeps controllers alive or takes them away besides recycling (budgets, pins, visited
  /// pages, memory pressure): see ``Retention``.
  let retention = Retention<Page.DiffID>()
  /// A feed's loading state (see ``FeedLoader``).
  let feed = FeedLoader()

  /// Creates a container with its own paging collection view.
  ///
  /// - Parameters:
  ///   - viewportSize: The size of one page; a size empty along either dimension shows nothing
  ///     until resized.
  ///   - axis: The paging axis; horizontal by default.
  ///   - physics: The fling threshold (pages per second) and the glide and animation
  ///     durations; paging is always on.
  ///   - clock: The clock that advances motion: a `ManualClock` in tests, a
  ///     `RealTimeClock` in a front end.
  @inlinable
  public convenience init(
    viewportSize: Size, axis: ScrollAxis = .horizontal, physics: ScrollPhysics = ScrollPhysics(),
    clock: any FrameClock
  ) {
    self.init(
      viewportSize: viewportSize, axis: axis, physics: physics, clock: clock,
      kernel: DiffKernel())
  }

  /// Creates a container whose adapter diffs through `kernel`, built (specialised for `Page`)
  /// where the container's type is concrete.
  @usableFromInline
  package init(
    viewportSize: Size, axis: ScrollAxis, physics: ScrollPhysics, clock: any FrameClock,
    kernel: DiffKernel<Page>
  ) {
    var physics = physics
    physics.isPagingEnabled = true
    self.clock = clock
    transition = PageTransition(
      timing: .init(
        threshold: physics.flingVelocityThreshold, glide: physics.decelerationDuration,
        animation: physics.animationDuration))
    // The view never moves on its own: the container sets its offset from the transition and
    // runs its layout passes, so it gets a clock that never ticks.
    collectionView = VirtualCollectionView(
      layout: PagingLayout(axis: axis), viewportSize: viewportSize.shownSize, physics: physics,
      clock: SilentClock(following: clock))
    pageGeometry = PageGeometry(viewportSize: viewportSize, axis: axis)
    adapter = ListAdapter(collectionView: collectionView, kernel: kernel)
    adapter.discardsHiddenSectionControllers = true
    adapter.itemsPerObject = 1
    let bridge = AdapterBridge(container: self)
    self.bridge = bridge
    adapter.dataSource = bridge
    adapter.delegate = bridge
    clock.addObserver(bridge)
    collectionView.requestQueue.addDiagnosticHandler { [unowned self] in
      self.emit(.diagnostic($0))
    }
  }

  deinit {
    if let bridge { clock.removeObserver(bridge) }
    if listeners.hasPlugins {
      let pages = activePages
      let links = listeners.plugins
      // The contexts stop answering first (they hold the container unowned).
      for link in links {
        link.isAttached = false
        attached(link).context.detach(at: clock.now)
      }
      for link in links { attached(link).plugin.pageContainerWillDeallocate(activePages: pages) }
    }
  }

  // MARK: - Events

  /// Starts delivering every ``PageEvent`` to `observer`, which is held weakly.
  ///
  /// - Parameter observer: The observer.
  public func addEventObserver(_ observer: any PageEventObserver) {
    listeners.addObserver(observer)
  }

  /// Stops delivering events to `observer`.
  ///
  /// - Parameter observer: An observer added before.
  public func removeEventObserver(_ observer: any PageEventObserver) {
    listeners.removeObserver(observer)
  }

  /// The identity of a page as events name it.
  func name(of page: Page) -> String { String(describing: page.diffID) }
}

extension Size {
  /// The size as a viewport shows it: itself when finite and not empty along either dimension,
  /// `.zero` (nothing shown) otherwise.
  var shownSize: Size {
    guard !isEmpty, width.isFinite, height.isFinite else { return .zero }
    return self
  }

  /// The size as a viewport on `grid` shows it: each side on the grid (when there is one),
  /// `.zero` when either is then empty.
  func shown(on grid: PixelGrid?) -> Size {
    guard let grid else { return shownSize }
    return grid.align(shownSize).shownSize
  }
}

/// An event observer, held weakly.
///
/// Outside the generic container, so that checking for observers is specialised code.
struct WeakEventObserver {
  weak var observer: (any PageEventObserver)?
}

extension PageContainer {
  /// Gives the transition an input: it is copied out, changed and stored back, so that no
  /// access to the stored transition spans a call, and every read of it (the position, the
  /// phase, the settled page, on every frame) goes without a run-time exclusivity check.
  ///
  /// - Parameter input: The input; it must not reach the container.
  /// - Returns: What the input returns.
  @inline(__always)
  func changeTransition<Result>(_ input: (inout PageTransition) -> Result) -> Result {
    var changed = transition
    let result = input(&changed)
    transition = changed
    return result
  }
}
