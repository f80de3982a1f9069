// FolioUIKit: mechanical calls only (every decision is FolioHost's, tested on Linux).
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioStateRestoration
  import UIKit

  /// A view controller that shows a ``PageContainer`` of view controllers on a `UIScrollView`
  /// whose delegate calls FolioHost follows (followed motion, the default: UIKit's physics) or
  /// whose touches drive Folio's physics (owned); the UIKit article tells the rest.
  @MainActor
  open class FolioPageViewController<Page: Diffable>: UIViewController {
    /// The clock the container runs on, driven by the display link.
    public let clock: HostClock
    /// The container.
    public let container: PageContainer<Page>
    /// The host between the container and this view controller.
    public let host: PageHost<Page>
    /// The plugins it added (an accessibility plugin and a working range of one by default).
    public let plugins: PageHostPlugins<Page>
    /// The scene's saved place: restored before the pages arrive, saved at background or exit.
    public let sceneRestoration: SceneRestoration?
    /// The scroll view the pages are on (its delegate is the view controller's).
    public var scrollView: UIScrollView { pagesView }
    /// A view over the pages for floating content (touches pass through it to the pages).
    public let overlayView: UIView = PassThroughView()
    /// The header (a tab strip): over the pages with a nested coordinator, else above them.
    public var headerView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let headerView { headerSlot.insertSubview(headerView, at: 0) }  // under the spinner
        viewIfLoaded?.setNeedsLayout()
      }
    }
    /// Spins in the room the screen's refresh (`refreshScope = .screen`) opens above the
    /// header while it holds (``HostScreenLayout/refreshIndicator``); `nil` to draw your own.
    public var screenRefreshIndicator: UIActivityIndicatorView? = UIActivityIndicatorView() {
      didSet { oldValue?.removeFromSuperview() }
    }
    /// A segmented control with a segment per page (the app's, held weakly), kept on the page
    /// the pages go to (``PageHost/selectedSegment(among:)``); a segment picked scrolls there.
    public weak var segmentedControl: UISegmentedControl? {
      didSet {
        oldValue?.removeAction(segmentPicked, for: .valueChanged)
        segmentedControl?.addAction(segmentPicked, for: .valueChanged)
      }
    }
    /// The header's height without a nested coordinator, in points.
    public var headerHeight: CGFloat = 0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the pages fill the bounds (a video under the bars); by default, the safe area.
    public var pagesFillBounds = false { didSet { viewIfLoaded?.setNeedsLayout() } }

    private let pagesView = PagesScrollView()
    private let headerSlot = PassThroughView()
    private let relay: ScrollViewRelay<Page>
    private let touches = TouchForwardingRecognizer()
    private let targets = RunLoopTargets()
    private lazy var segmentPicked = UIAction { [weak self] _ in
      guard let self, let segment = segmentedControl?.selectedSegmentIndex else { return }
      try? container.scrollToPage(segment, animated: true)  // (a segment with no page: none)
      view.setNeedsLayout()  // the control back on the target if it did not move
    }

    /// Creates the view controller around a container the app made on `clock`.
    ///
    /// - Parameters:
    ///   - container: The container, made on `clock`.
    ///   - clock: The container's clock (``makeClock()``).
    ///   - motion: Followed (the scroll view's physics, the default) or owned (Folio's).
    ///   - appearance: The appearance convention the pages hear; Folio's by default.
    ///   - plugins: `PageHostPlugins.standard` by default (what the pager model and the test
    ///     harness add too); `.none` if the app adds its own or none.
    ///   - sceneRestoration: The scene's saved place (FolioStateRestoration's), if any.
    /// - Throws: `PageHostError.clockIsNotTheContainers` when `clock` is not the container's.
    public init(
      container: PageContainer<Page>, clock: HostClock, motion: HostMotion = .followed,
      appearance: AppearanceConvention = .folio, plugins: PageHostPlugins<Page> = .standard,
      sceneRestoration: SceneRestoration? = nil
    ) throws(PageHostError) {
      sceneRestoration?.restoreIfNeeded()  // before the host takes the pages in: a deep link wins
      self.sceneRestoration = sceneRestoration
      // Made before the first layout: no controller to adopt before the display is set.
      let host = PageHost(container: container, scale: 1, motion: motion, screen: .disappeared)
      try host.checkClock(clock)
      host.appearanceConvention = appearance
      plugins.add(to: container)
      (self.clock, self.container, self.host, self.plugins) = (clock, container, host, plugins)
      relay = ScrollViewRelay(host: host)
      targets.onStop = { host.invalidate() }
      super.init(nibName: nil, bundle: nil)
      host.display = self
    }

    /// Not supported: make it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// A clock on the display link's timebase (`CACurrentMediaTime`): make the container on it.
    public static func makeClock() -> HostClock { HostClock(currentTime: { CACurrentMediaTime() }) }

    deinit {
      // On the main actor (the pages heard they disappear with the screen's disappearance).
      Task { @MainActor [targets] in targets.stop() }
    }

    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override open func viewDidLoad() {
      super.viewDidLoad()
      view.clipsToBounds = true
      configureScrollView()
      [pagesView, headerSlot, overlayView].forEach(view.addSubview)
      targets.onFrame = { [weak self] timestamp in self?.frame(at: timestamp) }
      targets.onBackground = { [weak self] background in
        if background { self?.sceneRestoration?.sceneDidEnterBackground() }
        background ? self?.host.appDidEnterBackground() : self?.host.appWillEnterForeground()
      }
      targets.onDisconnect = { [weak self] in self?.sceneRestoration?.sceneDidDisconnect() }
      targets.start()
      clock.onScheduleChange = { [weak self] schedule in self?.scheduleDidChange(schedule) }
      scheduleDidChange(clock.schedule)
      connectAccessibility()
      container.layoutIfNeeded()
    }

    override open func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      targets.observe(scene: view.window?.windowScene)
      host.screenWillAppear(animated: animated)
    }
    override open func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      host.screenDidAppear(animated: animated)
    }
    override open func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      host.screenWillDisappear(animated: animated)
    }
    override open func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      host.screenDidDisappear(animated: animated)
    }

    override open func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let area = Rect(pagesFillBounds ? view.bounds : view.bounds.inset(by: view.safeAreaInsets))
      let layout = host.screenLayout(in: area, headerHeight: Double(headerHeight))
      let pages = CGRect(layout.pages)
      // The host first (a rotation keeps the page); UIKit's reports of the writes are no scroll.
      host.setViewport(layout.pages.size, scale: Double(traitCollection.displayScale))
      pagesView.isScrollEnabled = host.isPlatformScrollEnabled  // not owned, nor input off
      host.performPlatformLayout {
        if pagesView.frame != pages { pagesView.frame = pages }
        let contentSize = CGSize(host.platformContentSize)
        if pagesView.contentSize != contentSize { pagesView.contentSize = contentSize }
        if let wanted = host.wantedPlatformOffset {
          pagesView.contentOffset = CGPoint(host.platformContentOffset(wanted))
        }
      }
      headerSlot.frame = CGRect(layout.header)
      headerView?.frame = headerSlot.bounds
      if let spinner = screenRefreshIndicator, host.nestedScroll != nil {  // (else none)
        if spinner.superview !== headerSlot { headerSlot.addSubview(spinner) }
        let room = layout.refreshIndicator
        spinner.frame = CGRect(room ?? .zero)
        if room == nil { spinner.stopAnimating() } else { spinner.startAnimating() }
      }
      if let control = segmentedControl {
        let segment = host.selectedSegment(among: control.numberOfSegments) ?? -1  // (none)
        if control.selectedSegmentIndex != segment { control.selectedSegmentIndex = segment }
      }
      overlayView.frame = pages
      layOutPages()
    }

    /// Ends the host (each page hears it disappear) and the display link now, not at deinit.
    public func invalidate() { targets.stop() }

    /// A tap the host reports (owned motion) at `point` in the pages' viewport, for a subclass
    /// (``PageHost/index(at:)`` names the page); does nothing by default.
    open func pageHost(_ host: PageHost<Page>, didTapAt point: Point) {}

    private func configureScrollView() {
      let followed = host.motion == .followed
      pagesView.delegate = relay
      relay.needsLayout = { [weak self] in self?.view.setNeedsLayout() }
      pagesView.panBegins = { [weak self] in self?.host.panBegins(translation: Point($0)) ?? true }
      pagesView.waitsForPan = { [weak self] view in
        guard let self, host.isPlatformScrollEnabled else { return false }
        return (host.axisScroller as? FolioAxisScroller)?.scrollView === view
      }
      pagesView.isPagingEnabled = false  // the host sets each release's target page
      pagesView.decelerationRate = .fast
      pagesView.isDirectionalLockEnabled = true
      pagesView.scrollsToTop = false  // the current feed's, not the pages'
      pagesView.showsHorizontalScrollIndicator = false
      pagesView.showsVerticalScrollIndicator = false
      pagesView.contentInsetAdjustmentBehavior = .never
      pagesView.alwaysBounceHorizontal = followed && container.axis == .horizontal
      pagesView.alwaysBounceVertical = followed && container.axis == .vertical
      pagesView.addGestureRecognizer(touches)
      touches.onTouch = { [weak self] phase, touch in self?.touch(phase, touch) }
    }

    private func frame(at timestamp: CFTimeInterval) {
      clock.tick(timestamp: timestamp)
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }

    private func scheduleDidChange(_ schedule: HostSchedule) {
      let wake = schedule.nextDeadline.map(clock.timestamp(of:))
      targets.schedule(needsFrames: schedule.needsFrames, wakeAt: wake)
    }

    private func layOutPages() {
      let (origin, screen) = (pagesView.bounds.origin, EdgeInsets(view.safeAreaInsets))
      host.forEachChildFrame { controller, frame in
        guard let child = controller as? UIViewController else { return }
        child.view.isHidden = frame == nil  // a child not shown stays, hidden (from VoiceOver)
        guard let frame else { return }
        child.view.frame = CGRect(frame.frame).offsetBy(dx: origin.x, dy: origin.y)
        guard pagesFillBounds else { return }  // (whatever UIKit passes a scroll view's subviews)
        child.additionalSafeAreaInsets = UIEdgeInsets(
          host.pageAdditionalSafeAreaInsets(
            screenInsets: screen, safeArea: EdgeInsets(child.view.safeAreaInsets),
            additional: EdgeInsets(child.additionalSafeAreaInsets)))
      }
    }

    private func touch(_ phase: UITouch.Phase, _ touch: UITouch) {
      let (location, origin) = (touch.location(in: pagesView), pagesView.bounds.origin)
      let point = Point(x: Double(location.x - origin.x), y: Double(location.y - origin.y))
      let time = clock.time(ofTimestamp: touch.timestamp)
      switch phase {
      case .began: host.touchDown(at: point, time: time)
      case .moved: host.touchMoved(to: point, time: time)
      case .ended: host.touchUp(at: point, time: time)
      default: host.touchCancelled(time: time)
      }
      // Owned motion: a touch that pans cancels the content's (no button fires on a swipe).
      if host.isPanning { touches.claim() }
      view.setNeedsLayout()
    }
  }
#endif
