// A pager on the simulator's screen: FolioPageViewController in a UIWindow, as an app shows it.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioAccessibility
  import FolioHost
  import FolioNestedScroll
  import FolioUIKit
  import Testing
  import UIKit

  /// A screen of five cards in a UIWindow: the pager (``RecordingPager``) as an app makes it,
  /// the window resized as a rotation resizes it, and the checks every test ends with.
  @MainActor
  final class PagerScreen {
    /// Where the pager sits.
    enum Embedding {
      /// An ordinary child view controller of the window's root, filling it (or `pagesWidth`
      /// wide).
      case plain
      /// Pushed (without animation) on a navigation controller whose root is a screen named
      /// "below", the bar hidden.
      case navigation
    }

    /// A collapsing header over feeds that keep their own scroll views (``FeedPage``).
    struct Feeds {
      var headerHeight: Double
      var pinnedHeight: Double
    }

    let journal = Journal()
    let clock: HostClock
    let container: PageContainer<Card>
    let pager: RecordingPager
    let window: UIWindow
    /// The window's root view controller.
    let root: UIViewController
    /// The navigation controller, when embedded in one.
    let navigation: UINavigationController?
    /// The screen under the pager in the navigation stack.
    let below: SpyScreen?
    /// The coordinator of the feeds, with ``Feeds``.
    let nested: NestedScrollCoordinator<Card>?
    /// The header over the feeds, with ``Feeds``.
    let header: UIView?
    private let cards: Cards  // the container holds its data source weakly
    /// Whether the window's root appears and disappears by hand (see ``show()``).
    private var appearsByHand = false

    /// Makes the screen; ``show()`` puts it on the simulator's screen.
    ///
    /// - Parameters:
    ///   - count: How many cards.
    ///   - size: The window's size.
    ///   - shape: The pages' shape.
    ///   - accessibility: Whether the pager has its accessibility plugin.
    ///   - embedding: Where the pager sits.
    ///   - pagesWidth: The pager's width when not the window's (``Embedding/plain`` only).
    ///   - feeds: A collapsing header over feeds, or none.
    /// - Throws: What the pager's `init` throws (never: the container is on the pager's clock).
    init(
      count: Int = 5, size: CGSize, shape: PageShape = .fullPage, accessibility: Bool = true,
      embedding: Embedding = .plain, pagesWidth: Double? = nil, feeds: Feeds? = nil
    ) throws {
      clock = FolioPageViewController<Card>.makeClock()
      // The window's size, and the pages before the pager (the app's natural order): the pager
      // made on a screen not shown yet shows nothing until it appears.
      container = PageContainer<Card>(
        viewportSize: Size(width: Double(size.width), height: Double(size.height)), clock: clock)
      container.shape = shape
      let journal = self.journal
      if let feeds {
        let coordinator = NestedScrollCoordinator<Card>(
          headerHeight: feeds.headerHeight, pinnedHeight: feeds.pinnedHeight, motion: .followed,
          clock: clock)
        container.register(SpyPage.self) { [unowned coordinator] in
          FeedPage(journal: journal, nested: coordinator)
        }
        nested = coordinator
      } else {
        container.register(SpyPage.self) { SpyPage(journal: journal) }
        nested = nil
      }
      cards = Cards(count: count)
      container.dataSource = cards
      pager = try RecordingPager(
        container: container, clock: clock,
        accessibility: accessibility ? PageAccessibilityPlugin<Card>() : nil, journal: journal)
      if let nested {
        pager.host.attach(nested)
        let header = UIView(frame: .zero)
        pager.headerView = header
        self.header = header
      } else {
        header = nil
      }
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      switch embedding {
      case .plain:
        root = Holder(pager: pager, pagesWidth: pagesWidth)
        navigation = nil
        below = nil
      case .navigation:
        let below = SpyScreen(name: "below", journal: journal)
        let navigation = UINavigationController(rootViewController: below)
        navigation.isNavigationBarHidden = true
        navigation.pushViewController(pager, animated: false)
        root = navigation
        self.navigation = navigation
        self.below = below
      }
    }

    /// Shows the window and waits until the pager appeared on page 0 and its pages rest.
    ///
    /// Where the window shows its root view controller without calling its appearance methods
    /// (a test process with no scene: ``DeviceTests/Environment`` fails then), the root appears
    /// by hand, as a parent view controller makes a child appear, so the pager's own tests still
    /// run.
    func show(sourceLocation: SourceLocation = #_sourceLocation) async {
      window.rootViewController = root
      window.isHidden = false
      window.layoutIfNeeded()
      // Nothing heard at all within a second: the window calls no appearance method here.
      if !(await poll(timeout: .seconds(1)) { pager.appearance != .disappeared }) {
        appearsByHand = true
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
      }
      await waitUntil("the pager appeared, on page 0", sourceLocation: sourceLocation) {
        pager.appearance == .appeared && container.currentIndex == 0 && !pager.passes.isEmpty
      }
      await settle(sourceLocation: sourceLocation)
    }

    /// The window resized, as a rotation resizes an app's window (844 × 390 to 390 × 844).
    func resize(to size: CGSize) {
      window.frame = CGRect(origin: .zero, size: size)
      root.view.frame = window.bounds
      window.layoutIfNeeded()
    }

    /// The pager made `width` wide (``Embedding/plain``).
    func setPagesWidth(_ width: Double) {
      (root as? Holder)?.pagesWidth = width
      root.view.setNeedsLayout()
      root.view.layoutIfNeeded()
    }

    /// Changes the cards (the app's data) and asks the container to update, as an app does.
    func updateCards(_ change: (inout [Card]) -> Void) {
      change(&cards.cards)
      container.performUpdates()
    }

    /// The page shown at `index`, if it has a controller.
    func page(at index: Int) -> SpyPage? { pager.host.controller(at: index) as? SpyPage }

    /// Half a pixel at the screen's scale: what "on a page" allows of UIKit's rounding.
    var halfPixel: Double { 0.5 / max(1, Double(pager.traitCollection.displayScale)) }

    /// Waits until the pages rest (the container, the scroll view, the clock: no frame asked
    /// for), then until the layout passes stop: no pass and no offset change over 6 frames.
    func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
      let scrollView = pager.scrollView
      await waitUntil("the pages come to rest", sourceLocation: sourceLocation) {
        container.phase == .resting && !scrollView.isTracking && !scrollView.isDecelerating
          && !clock.schedule.needsFrames
      }
      let timer = ContinuousClock()
      let deadline = timer.now.advanced(by: .seconds(4))
      while timer.now < deadline {
        let passes = pager.passes.count
        let offset = scrollView.contentOffset
        await frames(6)
        if pager.passes.count == passes, scrollView.contentOffset == offset { return }
      }
      Issue.record(
        "the layout passes never stopped: the last ones \(pager.passes.suffix(6))",
        sourceLocation: sourceLocation)
    }

    /// The pages rest on `index`: the container's current page, and the scroll view on its
    /// offset (the host's, and `index` times the pages' stride), within half a pixel.
    func expectResting(
      on index: Int, stride: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let offset = Double(pager.scrollView.contentOffset.x)
      let stride = stride ?? Double(pager.scrollView.bounds.width)
      #expect(container.phase == .resting, sourceLocation: sourceLocation)
      #expect(container.currentIndex == index, sourceLocation: sourceLocation)
      #expect(
        abs(offset - Double(index) * stride) <= halfPixel,
        "the scroll view at \(offset), page \(index) at \(Double(index) * stride)",
        sourceLocation: sourceLocation)
      let hosts = pager.host.platformOffset(forPage: index)
      #expect(
        hosts.map { abs(offset - $0) <= halfPixel } == true,
        "the scroll view at \(offset), the host's page \(index) at \(String(describing: hosts))",
        sourceLocation: sourceLocation)
      #expect(Double(pager.scrollView.contentOffset.y) == 0, sourceLocation: sourceLocation)
    }

    /// Every page shown on screen has appeared and no other page has; no view controller heard
    /// a call out of UIKit's order.
    func expectShownPagesAppeared(sourceLocation: SourceLocation = #_sourceLocation) {
      let onScreen = pager.view.window != nil && pager.appearance == .appeared
      let bounds = pager.scrollView.bounds
      for case let page as SpyPage in pager.children {
        let shown = onScreen && !page.view.isHidden && overlaps(page.view.frame, bounds)
        #expect(
          (page.appearance == .appeared) == shown,
          "\(page.name) is \(shown ? "shown" : "not shown") but \(page.appearance.rawValue)",
          sourceLocation: sourceLocation)
      }
      #expect(journal.violations == [], sourceLocation: sourceLocation)
    }

    /// The clean check every test ends with: the pages rest and the shown ones appeared; then
    /// the window goes, every page that appeared hears it disappear, and the pager ends with no
    /// child left and no call out of order.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
      await settle(sourceLocation: sourceLocation)
      expectShownPagesAppeared(sourceLocation: sourceLocation)
      if appearsByHand {
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
      }
      window.isHidden = true
      window.rootViewController = nil
      await waitUntil("the pager disappeared with its window", sourceLocation: sourceLocation) {
        pager.appearance == .disappeared
      }
      for case let page as SpyPage in pager.children {
        #expect(page.appearance == .disappeared, "\(page.name)", sourceLocation: sourceLocation)
      }
      pager.invalidate()
      #expect(pager.children.isEmpty, "every page left the pager", sourceLocation: sourceLocation)
      #expect(journal.violations == [], sourceLocation: sourceLocation)
    }

    /// Whether two rects share some area.
    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
      let across = min(Double(a.maxX), Double(b.maxX)) - max(Double(a.minX), Double(b.minX))
      let down = min(Double(a.maxY), Double(b.maxY)) - max(Double(a.minY), Double(b.minY))
      return across > 1e-6 && down > 1e-6
    }
  }

  /// The app's screen around the pager: an ordinary parent view controller.
  @MainActor
  final class Holder: UIViewController {
    let pager: UIViewController
    /// The pager's width, when not the screen's.
    var pagesWidth: Double?

    init(pager: UIViewController, pagesWidth: Double?) {
      self.pager = pager
      self.pagesWidth = pagesWidth
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(pager)
      view.addSubview(pager.view)
      pager.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      var frame = view.bounds
      if let pagesWidth { frame.size.width = CGFloat(pagesWidth) }
      pager.view.frame = frame
    }
  }
#endif
