/// A horizontally (or vertically) paged container that hosts one ``PageController`` per page
/// and reuses them: YKPageControllerScrollView, headless, on FolioList's adapter core.
///
/// Each page is an object of a ``ListAdapter`` with a one-cell section; page controllers are
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
/// ## Order of events in a transition
/// ```
/// incoming pageWillAppear ─▶ outgoing pageDidDisappear ─▶ [plugins: visiblePagesDidChange]
///   ─▶ (settle) incoming pageDidAppear ─▶ [plugins: pageContainerDidSettle]
///   ─▶ reclaims, ascending index (pageWasReclaimed, then into the pool)
/// ```
/// A cancelled swipe gives the incoming page `pageWillAppear` then `pageDidDisappear`, and the
/// current page nothing. Whenever scrolling is idle exactly one page has appeared (none when
/// there are no pages or the viewport is empty).
///
/// Requests made from inside a lifecycle callback (a jump, an update) are queued and applied
/// after the callback, in order. The container is confined to one isolation domain.
public final class PageContainer<Page: Diffable> {
  // MARK: - Collaborators

  /// Supplies pages and their controllers.
  ///
  /// Setting it schedules a reload.
  public weak var dataSource: (any PageContainerDataSource<Page>)? {
    didSet { adapter.reloadData() }
  }

  /// Observes pages appearing, settling and being reclaimed.
  public weak var delegate: (any PageContainerDelegate<Page>)?

  /// How far from the current page a hidden page's controller stays active: a page more than this
  /// many indices away is reclaimed at the next settle or data update (3 by default: a page exactly
  /// 3 away stays, 4 away goes).
  ///
  /// Negative values count as 0. Lowering it reclaims at once what the new distance no longer
  /// keeps.
  public var recycleDistance: Int = 3 {
    didSet {
      guard recycleDistance < oldValue else { return }
      collectionView.performAfterCurrentOperation { [weak self] in self?.recycle() }
    }
  }

  /// The most controllers one reuse pool keeps; reclaimed controllers beyond it are released.
  ///
  /// `nil` (the default) keeps them all.
  public var poolLimit: Int? {
    didSet { enforcePoolLimit() }
  }

  /// The paging collection view the pages are laid out in.
  ///
  /// Drive it through the container (its touch and scroll methods), never directly.
  package let collectionView: VirtualCollectionView
  let adapter: ListAdapter<Page>
  let bridge = AdapterBridge<Page>()

  // MARK: - State

  /// A page whose controller is active: shown, kept near the current page, or prefetched.
  struct ActivePage {
    enum Appearance {
      /// Not shown.
      case hidden
      /// `pageWillAppear` delivered.
      case appearing
      /// `pageDidAppear` delivered.
      case appeared
    }

    var controller: any PageController<Page>
    var key: ReuseKey
    var page: Page
    var index: Int
    var isDeleted = false
    var appearance = Appearance.hidden
  }

  /// An animated jump over more than one page: only its sources (the pages shown when it
  /// started) and its target are shown until it ends.
  struct FarJump {
    var sources: [Page.ID]
    var target: Page.ID
    var startPosition: Double
  }

  var active: [Page.ID: ActivePage] = [:]
  var registrations: [ReuseKey: () -> any PageController<Page>] = [:]
  var pools: [ReuseKey: [any PageController<Page>]] = [:]
  var tags: [ObjectIdentifier: ControllerTag] = [:]
  var instanceCounts: [String: Int] = [:]
  var currentID: Page.ID?
  var currentIndexStorage: Int?
  var farJump: FarJump?
  var plugins: [AnyPlugin] = []
  var observers: [WeakObserver] = []
  var pendingSettle = false
  var pendingData: DataChange?
  var finishScheduled = false
  var lastPosition = 0.0
  var lastDirection = 1
  var isApplyingData = false

  enum DataChange {
    case update(PageChanges)
    case reload
  }

  struct WeakObserver {
    weak var observer: (any PageEventObserver)?
  }

  /// Creates a container with its own paging collection view.
  ///
  /// - Parameters:
  ///   - viewportSize: The size of one page; an empty size shows nothing until resized.
  ///   - axis: The paging axis; horizontal by default.
  ///   - physics: Paging thresholds and durations.
  ///   - clock: The clock that advances motion: a ``ManualClock`` in tests, a
  ///     ``RealTimeClock`` in a front end.
  public init(
    viewportSize: Size, axis: ScrollAxis = .horizontal, physics: ScrollPhysics = ScrollPhysics(),
    clock: any FrameClock
  ) {
    var physics = physics
    physics.isPagingEnabled = true
    collectionView = VirtualCollectionView(
      layout: PagingLayout(axis: axis), viewportSize: viewportSize, physics: physics, clock: clock)
    adapter = ListAdapter(collectionView: collectionView)
    adapter.discardsHiddenSectionControllers = true
    bridge.container = self
    adapter.dataSource = bridge
    adapter.delegate = bridge
    adapter.collectionViewDelegate = bridge
  }

  // MARK: - State for readers

  /// The pages, as of the last applied update.
  public var pages: [Page] { adapter.objects }

  /// The number of pages.
  public var count: Int { adapter.objects.count }

  /// The page at an index.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The page, or `nil` out of range.
  public func page(at index: Int) -> Page? { adapter.object(atSection: index) }

  /// The index of the page with identity `id`.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index, or `nil` if no page has it.
  /// - Complexity: O(1) on average after the first lookup following an update, which is O(n).
  public func index(of id: Page.ID) -> Int? { adapter.section(for: id) }

  /// The settled page: where scrolling last came to rest (kept on the same page through data
  /// updates).
  ///
  /// `nil` when there are no pages.
  public var currentIndex: Int? {
    guard count > 0 else { return nil }
    return currentIndexStorage.map { min(max(0, $0), count - 1) } ?? 0
  }

  /// The live, fractional position: 2.5 is halfway between pages 2 and 3.
  public var position: Double { collectionView.pagePosition }

  /// What the scroll view is doing.
  public var scrollState: ScrollState { collectionView.scrollState }

  /// The pages being shown, ascending: those that got `pageWillAppear` and not yet
  /// `pageDidDisappear`.
  ///
  /// During an animated jump over several pages, only the source and the target.
  public var visibleIndices: [Int] {
    active.values.filter { $0.appearance != .hidden && !$0.isDeleted }.map(\.index).sorted()
  }

  /// The last direction of travel: +1 toward higher indices (also before any motion), -1 toward
  /// lower ones.
  public var travelDirection: Int { lastDirection }

  /// The size of a page.
  public var viewportSize: Size { collectionView.viewportSize }

  /// The controller of a page, if it has one now.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The active controller, or `nil`.
  public func activeController(at index: Int) -> (any PageController<Page>)? {
    guard let page = page(at: index) else { return nil }
    return active[page.diffID]?.controller
  }

  /// The indexes of the pages that have an active controller, ascending.
  public var activeIndices: [Int] {
    active.values.filter { !$0.isDeleted }.map(\.index).sorted()
  }

  /// The name of a controller in events: its type and instance number.
  ///
  /// - Parameter controller: A controller of this container.
  /// - Returns: The tag, or `nil` for a controller the container does not know.
  public func tag(of controller: any PageController<Page>) -> ControllerTag? {
    tags[ObjectIdentifier(controller)]
  }

  /// How many controllers wait in each reuse pool.
  public var poolSizes: [ReuseKey: Int] { pools.mapValues(\.count) }

  /// How many controllers the container has created.
  public var instantiatedCount: Int { instanceCounts.values.reduce(0, +) }

  // MARK: - Events

  /// Starts delivering every ``PageEvent`` to `observer`, which is held weakly.
  ///
  /// - Parameter observer: The observer.
  public func addEventObserver(_ observer: any PageEventObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakObserver(observer: observer))
  }

  /// Stops delivering events to `observer`.
  ///
  /// - Parameter observer: An observer added before.
  public func removeEventObserver(_ observer: any PageEventObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  func emit(_ event: PageEvent) {
    for entry in observers { entry.observer?.pageContainerDidEmit(event) }
  }

  /// The identity of a page as events name it.
  func name(of page: Page) -> String { String(describing: page.diffID) }
}
