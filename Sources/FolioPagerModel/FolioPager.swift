// The pager model a SwiftUI app owns: platform-free, built and tested on Linux. The SwiftUI
// files (Sources/FolioSwiftUI/SwiftUI) only forward to it.
import Folio
import FolioAccessibility
import FolioHost
import FolioNestedScroll
import FolioWorkingRange

#if canImport(Combine)
  import Combine
#endif

/// The model of a paged SwiftUI screen, which the app owns (in `@StateObject`): the container,
/// its host and clock, the plugins, the data source, the selection; `FolioPageView` shows it.
///
/// Every decision a SwiftUI screen needs is made here, on Linux as on Apple platforms: which
/// pages are shown and where, each page's controller and the lifecycle it heard, when frames
/// are needed and when to wake up, which drags page, how a followed `ScrollView`'s phases map
/// to the host's, what accessibility actions do. The view forwards SwiftUI's callbacks to it
/// and draws ``shownPages``.
///
/// ```swift
/// let pager = FolioPager<Clip>(axis: .vertical)
/// pager.container.register(ClipPlayer.self) { ClipPlayer(engine: engine) }
/// try pager.container.setLiveBudget(3, for: ClipPlayer.self)
/// pager.dataSource = ClipFeed(server: server)    // kept by the pager
/// ```
///
/// The main actor's, as SwiftUI reads it there: made, changed and read on the main actor (its
/// Linux tests run there too). An `ObservableObject` where Combine is available: it announces
/// a change after every input it is given, every frame and every event of its container, never
/// while a view reads it.
@MainActor
public final class FolioPager<Page: Diffable>: @MainActor PageEventObserver {
  /// The clock the container runs on: the pager reads its time at each timeline update and
  /// drag report (``makeClock()``, monotonic, by default; a test's on its own time).
  public let clock: HostClock
  /// The container: register controller types, set budgets, add plugins, edit the pages.
  public let container: PageContainer<Page>
  /// The host between the container and the view.
  public let host: PageHost<Page>
  /// The plugins the pager added (`PageHostPlugins.standard` unless told otherwise: what
  /// FolioUIKit and the test harness add too).
  public let plugins: PageHostPlugins<Page>
  /// The accessibility plugin (the adjustable pager, scroll actions, announcements), if any.
  public var accessibility: PageAccessibilityPlugin<Page>? { plugins.accessibility }
  /// The working range that readies the neighbours before they are seen, if any.
  public var workingRange: WorkingRangePlugin<Page>? { plugins.workingRange }

  #if canImport(Combine)
    /// Counts the pager's changes; published, so `objectWillChange` sends before each.
    @Published public private(set) var revision = 0
  #else
    /// Counts the pager's changes.
    public private(set) var revision = 0
  #endif

  /// What moves every frame: the pages' frames, a nested header's offset (its own observable
  /// object: the pager announces only what changes less often).
  public let frames = PagerFrames()

  /// Called with a tap on the pages (owned motion: a press that lifted within ``dragSlop`` on
  /// pages at rest), in the view's coordinates; the pages' own buttons and tap gestures get
  /// theirs too.
  public var onTap: ((Point) -> Void)?

  /// Called after the pager changed or its pages moved, as ``revision`` or ``frames`` grow
  /// (for code without Combine: tests, other frameworks).
  public var onChange: (() -> Void)?

  /// The data source the pager keeps (strongly: the pager is what the app holds); `nil`
  /// while the pager is its own (``pages``).
  public var dataSource: (any PageContainerDataSource<Page>)? {
    get { keptSource }
    set {
      keptSource = newValue
      container.dataSource = newValue ?? arraySource
      container.reloadData()
      container.layoutIfNeeded()
      didChange()
    }
  }

  var keptSource: (any PageContainerDataSource<Page>)?
  /// The state restoration plugin, for pages with codable identities.
  var restorationPlugin: (any PageContainerPlugin<Page>)?
  var restorationAttempted = false
  var arraySource: ArraySource<Page>?
  /// What each active controller last heard.
  @usableFromInline let appearances = HeardAppearances<Page>()
  /// An animation the host asked the followed scroll view for, not yet performed.
  ///
  /// Its offset and the page it goes to (a page that moves in an update moves it).
  var askedAnimation: (offset: Double, page: Int)?
  var scrollRequestSerial = 0
  /// A request was performed and the scroll view has not reported since.
  var requestWasApplied = false
  /// Where an animation the view performed goes, until the scroll view rests.
  var animationTarget: Double?
  /// A finger on the followed scroll view: none, down, or dragging it.
  var followedTouch = FollowedTouch.none
  /// The followed scroll view's phase and last offset, as SwiftUI reported them.
  var scrollPhase = PagerScrollPhase.idle
  @usableFromInline var reportedOffset: Double?
  /// The followed scroll view's leading and top content insets, as it last reported them.
  var scrollInset = Point.zero
  /// The page (an offset) the release under way goes to, decided once.
  var releaseTarget: Double?
  /// The velocity SwiftUI last gave along the axis, in its own unit.
  var systemVelocity: Double?
  /// The offsets reported under the finger in its last 100 ms, with their times.
  var samples: [(time: Duration, offset: Double)] = []
  /// The owned drag's axis, decided past the slop.
  var arbiter = GestureArbiter(slop: 10)
  var dragIsPaging = false
  /// Whether the touch under way, or the last one if none is, paged the pages.
  ///
  /// True from the moment a drag or a scroll pages until the next touch goes down: a tap that
  /// ends on a page meanwhile is a swipe's (``PagerPageState/touchPaged`` tells the page's
  /// view).
  public internal(set) var touchPaged = false
  /// Where the finger of the owned drag last was; `nil` with no finger down.
  var lastFinger: Point?
  /// The owned drag's timebase: its first timestamp, the clock's time then, the latest time
  /// given.
  var gestureClock: (anchor: Double, at: Duration, latest: Duration)?
  var isScreenShown = false

  /// Creates a pager whose pages come from ``dataSource`` (or ``pages``).
  ///
  /// - Parameters:
  ///   - axis: The paging axis; horizontal by default.
  ///   - motion: Followed (a paging `ScrollView`'s physics: its own taps cancelled by a
  ///     swipe, as every scroll view's) where SwiftUI reports a scroll view's geometry and
  ///     phases (iOS 18, macOS 15, watchOS 11, visionOS 2), owned (Folio's physics under a
  ///     drag) before: ``defaultMotion``.
  ///   - physics: The fling threshold and the glide and animation durations.
  ///   - clock: The clock; ``makeClock()`` by default (tests pass one on their own time).
  ///   - plugins: The plugins to add: `.standard` by default (an accessibility plugin and a
  ///     working range of one page each side, so a swipe never shows an empty page), as
  ///     FolioUIKit and `PageHostHarness` add them; `.none` if the app adds its own or none.
  public convenience init(
    axis: ScrollAxis = .horizontal, motion: HostMotion = FolioPager.defaultMotion,
    physics: ScrollPhysics = ScrollPhysics(), clock: HostClock = FolioPager.makeClock(),
    plugins: PageHostPlugins<Page> = .standard
  ) {
    let container = PageContainer<Page>(
      viewportSize: .zero, axis: axis, physics: physics, clock: clock)
    self.init(host: Self.makeHost(container, motion: motion), clock: clock, plugins: plugins)
  }

  /// Creates a pager around a container the app made on `clock` (with its plugins, its data
  /// source, its registrations), as `FolioPageViewController` takes one.
  ///
  /// - Parameters:
  ///   - container: The container, made on `clock`.
  ///   - clock: The container's clock.
  ///   - motion: Owned or followed.
  ///   - plugins: The plugins to add after the container's own: `.standard` by default.
  /// - Throws: `PageHostError.clockIsNotTheContainers` when `clock` is not the container's.
  public convenience init(
    container: PageContainer<Page>, clock: HostClock, motion: HostMotion = FolioPager.defaultMotion,
    plugins: PageHostPlugins<Page> = .standard
  ) throws(PageHostError) {
    let host = Self.makeHost(container, motion: motion)
    do {
      try host.checkClock(clock)
    } catch {
      host.invalidate()
      throw error
    }
    self.init(host: host, clock: clock, plugins: plugins)
  }

  /// The pager around `host`, on `clock` (the container's).
  private init(host: PageHost<Page>, clock: HostClock, plugins: PageHostPlugins<Page>) {
    self.clock = clock
    container = host.container
    self.host = host
    self.plugins = plugins
    plugins.add(to: container)
    container.addPlugin(appearances)
    container.addEventObserver(self)
    host.display = hostDisplay
    clock.onScheduleChange = { [weak self] schedule in self?.scheduleDidChange(schedule) }
    accessibility?.elementsDidChange = { [weak self] in self?.didChange() }
  }

  /// A host for the container: the screen appears when the view does (`screenDidAppear`).
  private static func makeHost(_ container: PageContainer<Page>, motion: HostMotion) -> PageHost<
    Page
  > {
    PageHost(container: container, scale: 1, motion: motion, screen: .disappeared)
  }

  /// Creates a pager of `pages`, each with a controller of one type the pager registers with
  /// `factory` and dequeues from its pool.
  ///
  /// - Parameters:
  ///   - pages: The pages; set ``pages`` later to change them (applied as a diff).
  ///   - axis: The paging axis.
  ///   - motion: Owned or followed (see ``init(axis:motion:physics:clock:plugins:)``).
  ///   - clock: The clock.
  ///   - controller: The controller type.
  ///   - factory: Makes a controller when the pool is empty.
  public convenience init<Controller: PageController<Page>>(
    pages: [Page], axis: ScrollAxis = .horizontal, motion: HostMotion = FolioPager.defaultMotion,
    clock: HostClock = FolioPager.makeClock(), controller: Controller.Type,
    factory: @escaping () -> Controller
  ) {
    self.init(
      axis: axis, motion: motion, physics: ScrollPhysics(), clock: clock, plugins: .standard)
    container.register(controller, factory: factory)
    let source = ArraySource<Page>(pages: pages) { container, index throws(PageContainerError) in
      try container.dequeueReusablePage(of: Controller.self, for: index)
    }
    arraySource = source
    container.dataSource = source
  }

  /// The motion a pager has unless told otherwise: followed where SwiftUI reports a scroll
  /// view's geometry and phases (iOS 18, macOS 15, watchOS 11, visionOS 2), so that a swipe is
  /// the system's own scroll (the pages' buttons and taps cancelled by it, as in every scroll
  /// view); owned before.
  public static var defaultMotion: HostMotion {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      return .followed
    }
    return .owned
  }

  /// A clock on a monotonic timebase (seconds of `ContinuousClock` since the clock was made):
  /// the pager reads it when SwiftUI's timeline updates and a drag moves, so a wall clock
  /// set back or forward never freezes or rushes the pages.
  public static func makeClock() -> HostClock {
    let origin = ContinuousClock.now
    return HostClock(currentTime: { seconds(ContinuousClock.now - origin) })
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// The pages of a pager made with ``init(pages:axis:motion:clock:controller:factory:)``.
  ///
  /// Set them and the change is applied as a diff (controllers and the reader's place follow
  /// identities). Empty for a pager with its own ``dataSource``.
  public var pages: [Page] {
    get { keptSource == nil ? arraySource?.pages ?? [] : [] }
    set {
      guard keptSource == nil, let arraySource else { return }
      arraySource.pages = newValue
      container.performUpdates()
      container.layoutIfNeeded()
      didChange()
    }
  }

  /// The page the pages are going to (`PageContainer.targetIndex`).
  ///
  /// The current page at rest; the page a selection, a release or a scroll decided, from that
  /// moment (as `TabView`'s selection holds the page set, and as FolioUIKit's segmented control
  /// shows it: a `Picker` bound to it never snaps back while the pages move); `nil` with no
  /// pages. The page the pages last came to rest on is `container.currentIndex`.
  ///
  /// Set it to scroll there, animated (a far page jumps as ``scroll(to:animated:)`` does). An
  /// index out of range is ignored (before the pages arrive, when their count is not known, it
  /// names the page they open on, the last one if past it, as `open(on:)`).
  public var selection: Int? {
    get { container.targetIndex }
    set {
      // The pages' count: the container's, or before it loaded them, the pager's own pages.
      let count = container.count > 0 ? container.count : keptSource == nil ? pages.count : 0
      guard let newValue, newValue >= 0, count == 0 || newValue < count else { return }
      try? scroll(to: newValue, animated: true)
    }
  }

  /// Scrolls to the page at `index`: far pages jump (only the target and its neighbours are
  /// prepared).
  ///
  /// - Parameters:
  ///   - index: The page.
  ///   - animated: Whether it moves over time.
  /// - Throws: `PageContainerError.indexOutOfRange` for a page that does not exist.
  public func scroll(to index: Int, animated: Bool) throws(PageContainerError) {
    try container.scrollToPage(index, animated: animated)
    didChange()
  }

  // MARK: Changes

  /// Announces a change: to SwiftUI (``revision`` is published) and to ``onChange``.
  func didChange() {
    revision &+= 1
    onChange?()
  }

  /// Announces that the pages moved (``frames``) and calls ``onChange``.
  func didMove() {
    frames.moved()
    onChange?()
  }

  /// The clock's schedule changed: the view's timeline runs or pauses, its wake-up moves.
  func scheduleDidChange(_ schedule: HostSchedule) { didChange() }

  /// Announces each event of the container (a page shown or gone, a controller's step, the
  /// pages settled, an update) as a change.
  ///
  /// - Parameter event: The event.
  public func pageContainerDidEmit(_ event: PageEvent) {
    // The motion an animation was asked for ended (an instant jump, a finger, the data): the
    // request is not wanted any more.
    if case .settled = event { askedAnimation = nil }
    didChange()
  }

  /// The host's display: the pager, held by a box the host holds weakly.
  lazy var hostDisplay = PagerHostDisplay(pager: self)
}

/// The pages of a pager made with an array: the pager's own data source.
final class ArraySource<Page: Diffable>: PageContainerDataSource {
  var pages: [Page]
  let dequeue: (PageContainer<Page>, Int) throws(PageContainerError) -> any PageController<Page>

  init(
    pages: [Page],
    dequeue:
      @escaping (PageContainer<Page>, Int) throws(PageContainerError) -> any PageController<
        Page
      >
  ) {
    self.pages = pages
    self.dequeue = dequeue
  }

  func pages(for container: PageContainer<Page>) -> [Page] { pages }

  func pageContainer(_ container: PageContainer<Page>, controllerFor page: Page, at index: Int)
    throws(PageContainerError) -> any PageController<Page>
  {
    try dequeue(container, index)
  }
}

#if canImport(Combine)
  extension FolioPager: ObservableObject {}
#endif
