import Folio
import FolioList
import FolioNestedScroll

/// Puts a `PageContainer` on a screen.
///
/// It takes what a platform reports (the viewport in
/// points and the display scale, touches in points with timestamps, a platform scroll view's
/// offset and phase, the screen's own appearance) and gives what a platform draws and does
/// (frames in points on the pixel grid, ordered view controller containment, taps, the offset
/// a platform scroll view should have). Every decision a host makes lives here, so it is
/// tested on Linux; a UIKit or SwiftUI adapter only performs what the host says.
///
/// ```swift
/// let clock = HostClock(currentTime: { CACurrentMediaTime() })
/// let container = PageContainer<Story>(viewportSize: size, clock: clock)
/// let host = PageHost(container: container, scale: 3)
/// host.display = self                      // performs containment, lays out frames
/// host.touchDown(at: point, time: clock.time(ofTimestamp: touch.timestamp))
/// for page in host.frames { view(of: host.controller(at: page.index)).frame = page.frame }
/// ```
///
/// - **Owned motion** (the default): touches drive the container's physics. A pan begins past
///   ``touchSlop`` (only the travel past it moves the pages), its release velocity is a
///   least-squares fit of the last 100 ms of moves, screen directions map to logical ones on
///   both axes and right to left, and a finger that lifts within the slop on content at rest
///   is a tap (``PageHostDisplay/pageHost(_:didTapAt:)``). With a
///   `NestedScrollCoordinator` attached (``attach(_:)``), touches go through its gesture
///   arbiter: vertical pans move the header and the feeds.
/// - **Followed motion**: a platform scroll view owns the offset (see
///   ``platformDidScroll(offset:phase:)``); the container follows it with the same lifecycle.
/// - **Containment**: each controller that gets a page becomes a child (added, its view in the
///   hierarchy), hears appearance transitions paired with the lifecycle and gated by the
///   screen's own appearance, and leaves at reclaim; pooled controllers are out of the
///   hierarchy.
///
/// The host listens to the container as a plugin (its `delegate` and event observers stay the
/// app's). It is confined to the container's isolation domain.
public final class PageHost<Page: Diffable> {
  /// The container on screen.
  public let container: PageContainer<Page>
  /// Performs containment and draws; held weakly.
  public var display: (any PageHostDisplay<Page>)? {
    get { displayStorage }
    set { displayStorage = newValue }
  }
  /// Who moves the pages.
  public let motion: HostMotion
  /// The device's pixel grid (the display scale): the container's `pixelGrid`, which the host
  /// sets.
  public var grid: PixelGrid { container.pixelGrid ?? gridStorage }
  /// The screen's own appearance (another screen pushed over it, its tab switched away): it
  /// gates what every child hears.
  public var screen: ChildAppearance { screenStorage }
  /// The nested-scroll coordinator vertical pans go to, if one is attached.
  public var nestedScroll: NestedScrollCoordinator<Page>? { nestedScrollStorage }
  /// Whether ``invalidate()`` ended the host.
  public var isInvalidated: Bool { ended }

  /// When a leaving page's view controller hears `viewWillDisappear`.
  ///
  /// With its `viewDidDisappear` (``AppearanceConvention/folio``, the default) or as the pages
  /// start moving away from it (``AppearanceConvention/uiKit``). Changing it evens every child
  /// out at once (balanced calls).
  public var appearanceConvention: AppearanceConvention {
    get { convention }
    set {
      guard newValue != convention, !ended else { return }
      convention = newValue
      for child in children.values where child.isLeaving {
        child.isLeaving = false
        reconcile(child)
      }
    }
  }

  /// How far a finger moves before a pan begins, in points.
  ///
  /// 10 by default (not finite or negative counts as 0). With a nested-scroll coordinator attached, its arbiter's slop
  /// decides instead.
  public var touchSlop: Double {
    get { tracker.slop }
    set { tracker.slop = newValue.isFinite ? max(0, newValue) : 0 }
  }

  // Stored apart from their public faces, so that the frames' hot path reads them without the
  // run-time exclusivity checks that public stored properties must keep.
  weak var displayStorage: (any PageHostDisplay<Page>)?
  var gridStorage: PixelGrid
  var screenStorage: ChildAppearance
  /// The screen as the pages see it: the screen's own appearance, or gone while covered.
  var shownScreen: ChildAppearance
  /// Whether another screen covers this one (``isCovered``).
  var covered = false
  weak var nestedScrollStorage: NestedScrollCoordinator<Page>?
  var ended = false
  var isInBackground = false
  var convention = AppearanceConvention.folio
  /// Whether the pages moved since they last settled: the appearance calls of a settle that
  /// ends a motion are animated.
  var movedSinceRest = false
  /// The screen's own appearance change under way is animated.
  var screenAnimated = false
  var tracker = TouchTracker()
  /// Decides the axis of a touch in followed motion with a coordinator attached (the paging
  /// axis belongs to the platform scroll view there).
  var arbiter = GestureArbiter()
  /// Whether the touch under way went down on moving content (with a coordinator attached).
  var touchCaughtMotion = false
  /// Whether the pan under way started across the paging axis (owned motion): not the pager's.
  var panIsAcross = false
  /// The last touch position, for a lift that reports none and for deltas.
  var lastTouch = Point.zero
  /// The scroller on the paging axis under the finger, and the pan shared with it.
  var axisPan: AxisPan?
  /// The children, by their controller's identity.
  var children: [ObjectIdentifier: HostedChild] = [:]
  /// How the host hears its container; made once the host is initialised, `nil` only inside
  /// `init`.
  private(set) var link: HostLink<Page>?
  /// What frames are worked out from, until it changes.
  let source = FrameSource()
  /// Followed motion: what the platform scroll view is doing, as far as the host can know.
  ///
  /// A method of its that calls out while it runs (a closure, the standard library's
  /// arithmetic of time) is called on a copy, stored back after: an access to it that spans a
  /// call would make every access to it checked at run time, on every frame.
  var scrollState = PlatformScrollState()
  /// Followed motion: whether the scroll view's motion is asked for again after the next
  /// layout pass (its target moved in a resize or an update, or the layout set its offset).
  var retargetOwed = Retarget.none
  /// Followed motion: what an update added to every offset of the content under the scroll
  /// view (pages inserted or deleted before the ones shown) that the layout has not set yet:
  /// its reports until then are the old content's (``hostOffset(_:)``); 0 for none.
  var platformShift = 0.0
  /// The pages' generation the shift was last worked out for (``syncPlatformShift()``).
  var shiftedGeneration = 0
  /// The content length the last layout pass gave the platform scroll view (followed motion).
  var laidContentLength: Double?
  /// Whether the pages' geometry changed (a resize, a shape) since the retarget was owed, not
  /// only their indices (an update).
  var retargetAfterNewGeometry = false
  /// Followed motion: the clock's observer for the scroll view's quiet end, once one began.
  var scrollWatch: ScrollDeadlineWatch<Page>?
  /// The nested offsets last laid out.
  var lastNested: NestedOffsetsState?

  /// Creates a host for a container and starts listening to it.
  ///
  /// Controllers the container already holds become children at once (make the host before
  /// the first layout, or at rest).
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - scale: The display scale (pixels per point); not finite or not positive counts as 1.
  ///   - motion: Who moves the pages; owned by default.
  ///   - screen: The screen's appearance now: appeared by default (a terminal, a test); a
  ///     UIKit host made before its view appears passes `.disappeared` and reports
  ///     ``screenWillAppear(animated:)``.
  ///   - display: The display, held weakly: set it here to see the controllers the container
  ///     already holds become children.
  public init(
    container: PageContainer<Page>, scale: Double = 1, motion: HostMotion = .owned,
    screen: ChildAppearance = .appeared, display: (any PageHostDisplay<Page>)? = nil
  ) {
    self.container = container
    self.motion = motion
    screenStorage = screen
    shownScreen = screen
    displayStorage = display
    gridStorage = PixelGrid(scale: scale)
    // The screen first: the grid may bring the container's first layout (its data source set
    // before the host), and a screen not shown yet shows no page in it.
    container.isOnScreen = Self.showsPages(screen)
    container.pixelGrid = gridStorage
    let link = HostLink(host: self)
    self.link = link
    container.addPlugin(link)
  }

  deinit {
    guard let link else { return }
    link.isLive = false
    guard !isInvalidated else { return }
    stopListening(link)
  }

  /// Ends the host: every child leaves (appearance first), and the host stops listening.
  ///
  /// Call it when the screen goes away for good; inputs after it are ignored, and it has no
  /// frames (``frames`` is empty).
  public func invalidate() {
    guard !isInvalidated else { return }
    ended = true
    source.end()
    for child in children.values.sorted(by: { $0.tag.description < $1.tag.description }) {
      removeChild(ObjectIdentifier(child.controller))
    }
    guard let link else { return }
    link.isLive = false
    stopListening(link)
    scrollWatch = nil
  }

  /// The host hears its container and its clock no more (the clock read first: the link
  /// reaches it through the container).
  private func stopListening(_ link: HostLink<Page>) {
    let clock = self.clock
    container.removePlugin(link)
    if nestedScroll != nil { clock?.removeObserver(link) }
    if let scrollWatch { clock?.removeObserver(scrollWatch) }
  }

  // MARK: - Geometry

  /// The viewport, in points, as last set (the container's).
  public var viewportSize: Size { container.viewportSize }

  /// The viewport changed (a rotation, a split view, a safe-area change of the page area) or
  /// the display's scale did: the container resizes, and frames follow.
  ///
  /// In followed motion, a resize that finds the platform scroll view at rest while the pages
  /// still follow its motion (it came to rest while the viewport was empty, and the host could
  /// not read its offset then) rests the pages on that motion's target; ``wantedPlatformOffset``
  /// then puts the scroll view there.
  ///
  /// - Parameters:
  ///   - size: The viewport, in points; a side longer than 10^7 points counts as 10^7, so
  ///     that every frame stays finite and on the grid.
  ///   - scale: Pixels per point; not finite or not positive counts as 1.
  public func setViewport(_ size: Size, scale: Double) {
    guard !isInvalidated else { return }
    let size = Size(
      width: min(size.width, Self.maximumLength), height: min(size.height, Self.maximumLength))
    let newGrid = PixelGrid(scale: scale)
    if newGrid != grid {
      gridStorage = newGrid
      container.pixelGrid = newGrid
      source.invalidate()
      invalidateFrames()
    }
    if size != container.viewportSize { container.setViewportSize(size) }
    if motion == .followed { restFollowedMotionIfPlatformRests() }
    afterInput()
  }

  /// The longest viewport side the host takes, in points.
  static var maximumLength: Double { 1e7 }

  /// Attaches a nested-scroll coordinator (a plugin of the container): vertical pans go to it,
  /// and ``nestedOffsets`` follows it.
  ///
  /// In owned motion touches go through the coordinator's gesture arbiter, which moves the
  /// pages for horizontal pans and the header and the current feed for vertical ones. In
  /// followed motion the paging axis is the platform scroll view's: the host decides each
  /// touch's axis with the coordinator's arbiter settings and gives it only vertical pans.
  /// For a horizontal container.
  ///
  /// - Parameter coordinator: The coordinator; held weakly. It is added to the container if it
  ///   is not yet one of its plugins; one that serves another container is not attached (the
  ///   container's `diagnostic` event says why).
  public func attach(_ coordinator: NestedScrollCoordinator<Page>) {
    guard !isInvalidated else { return }
    if !container.attachedPlugins.contains(where: { $0 === coordinator }) {
      container.addPlugin(coordinator)
      guard container.attachedPlugins.contains(where: { $0 === coordinator }) else { return }
    }
    nestedScrollStorage = coordinator
    arbiter = coordinator.arbiter
    // Followed feeds move the header outside the host's inputs: the display lays out.
    // (Handed the coordinator: a frame of a followed feed loads no weak reference to it.)
    coordinator.offsetsDidChange = { [weak self] nested in self?.checkNestedOffsets(nested) }
    coordinator.screenRefreshDidChange = { [weak self] in
      guard let self else { return }
      displayStorage?.pageHostNeedsLayout(self)
    }
    if let link { clock?.addObserver(link) }
    lastNested = nil
    source.invalidate()
    invalidateFrames()
  }

  // MARK: - Internals

  /// The container's clock (through the host's plugin context).
  var clock: (any FrameClock)? { link?.context?.clock }

  /// After every input: nested offsets moved by it are laid out. (The clock hears of motion an
  /// input started from whoever started it: the container after its requests, the
  /// coordinator after its own.)
  func afterInput() {
    if let nested = nestedScroll { checkNestedOffsets(nested) }
  }

  /// The frames must be worked out again: the display lays out.
  func invalidateFrames() {
    source.invalidate()
    displayStorage?.pageHostNeedsLayout(self)
  }
}
