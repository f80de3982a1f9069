import Folio

// MARK: - Containment: children, appearance, the screen's own appearance

extension PageHost {
  /// The screen is about to appear (its `viewWillAppear`).
  ///
  /// Every shown page's child begins appearing. No page is reused, prefetched or reclaimed because of it.
  ///
  /// The four screen calls may come in any order, as UIKit sends them (an interactive pop
  /// that is cancelled goes will-disappear, will-appear, did-appear); one that UIKit never
  /// sends (will-appear on an appeared screen, will-disappear on a gone one) changes nothing.
  ///
  /// - Parameter animated: Whether it appears animated (UIKit's `viewWillAppear(_:)`): the
  ///   children's calls say the same.
  public func screenWillAppear(animated: Bool = false) { setScreen(.appearing, animated: animated) }

  /// The screen appeared (`viewDidAppear`): shown pages that have appeared in the container
  /// end appearing.
  ///
  /// - Parameter animated: Whether it appeared animated.
  public func screenDidAppear(animated: Bool = false) { setScreen(.appeared, animated: animated) }

  /// The screen is about to go (another screen pushed or presented over it, its tab switched
  /// away: `viewWillDisappear`): every shown page's child begins disappearing.
  ///
  /// - Parameter animated: Whether it goes animated.
  public func screenWillDisappear(animated: Bool = false) {
    setScreen(.disappearing, animated: animated)
  }

  /// The screen went (`viewDidDisappear`): shown pages' children end disappearing; pages the
  /// container shows meanwhile hear nothing until the screen returns.
  ///
  /// - Parameter animated: Whether it went animated.
  public func screenDidDisappear(animated: Bool = false) {
    setScreen(.disappeared, animated: animated)
  }

  /// The app went to the background (`UIApplication.didEnterBackgroundNotification`).
  ///
  /// What counts time holds (impressions stop counting, an auto-advance waits:
  /// `PageContainer.isInBackground` is `true`) until it comes back. The pages and their view
  /// controllers hear nothing (UIKit sends no appearance call for it either).
  public func appDidEnterBackground() {
    guard !ended, !isInBackground else { return }
    isInBackground = true
    container.isInBackground = true
  }

  /// The app comes back to the foreground (`UIApplication.willEnterForegroundNotification`):
  /// what counts time resumes, if the screen shows the pages.
  public func appWillEnterForeground() {
    guard !ended, isInBackground else { return }
    isInBackground = false
    container.isInBackground = false
  }

  /// Whether another screen covers this one without making it disappear (a page or form
  /// sheet, SwiftUI's `.sheet`, a popover: UIKit and SwiftUI tell the presenting screen
  /// nothing); `false` by default.
  ///
  /// Set it when such a screen comes and goes: covered is the screen going, with its effect,
  /// whatever the platform says: every shown page hears `pageDidDisappear` (and its view
  /// controller `viewWillDisappear` and `viewDidDisappear`), plugins that count time hold; not
  /// covered again, they appear again if the screen is shown (its own `viewWillAppear` and
  /// `viewDidAppear` calls still count). The pages stay drawn where they are meanwhile (a page
  /// sheet, or one at a medium detent, leaves the screen in view behind it): the frames list
  /// the pages in the viewport that have a controller, though none appears.
  public var isCovered: Bool {
    get { covered }
    set {
      guard !ended, newValue != covered else { return }
      covered = newValue
      drawingDidChange()
      if newValue {
        // The screen goes, as far as it has not: will-disappear, then did-disappear.
        if shownScreen == .appearing || shownScreen == .appeared {
          applyScreen(.disappearing, animated: false)
        }
        applyScreen(.disappeared, animated: false)
      } else {
        // The screen comes back as far as it is itself: appearing, then appeared (one that is
        // leaving, or gone, stays gone).
        if screenStorage == .appearing || screenStorage == .appeared {
          applyScreen(.appearing, animated: false)
        }
        if screenStorage == .appeared { applyScreen(.appeared, animated: false) }
      }
    }
  }

  /// The screen as the pages see it: its own appearance (``screen``), or gone while
  /// ``isCovered`` (and, uncovered while the screen disappears, until it has: the pages do not
  /// appear on a screen going away, and stay drawn); what the pages and their view
  /// controllers hear follows it.
  public var screenForPages: ChildAppearance { shownScreen }

  /// Whether the app is in the background, as the host was told.
  public var isAppInBackground: Bool { isInBackground }

  /// The controllers that are children now, with what each has heard, in the order of their
  /// names.
  public var childAppearances: [(controller: AnyObject, heard: ChildAppearance)] {
    children.values.sorted { $0.tag.description < $1.tag.description }
      .map { ($0.controller, $0.heard) }
  }

  // MARK: Internals

  /// Whether a screen in `appearance` shows the pages: from its will-appear until it has
  /// disappeared (its pages hear `pageDidDisappear` with its did-disappear, and
  /// `pageWillAppear` with its will-appear).
  static func showsPages(_ appearance: ChildAppearance) -> Bool {
    appearance != .disappeared
  }

  /// The screen's own appearance call: what the screen is (``screen``) and, unless covered,
  /// what the pages hear.
  func setScreen(_ appearance: ChildAppearance, animated: Bool = false) {
    guard !ended, appearance != screenStorage else { return }
    // UIKit never begins appearing what has appeared, or disappearing what has disappeared:
    // such a call changes nothing.
    if appearance == .appearing, screenStorage == .appeared { return }
    if appearance == .disappearing, screenStorage == .disappeared { return }
    screenStorage = appearance
    drawingDidChange()
    guard !covered else { return }
    applyScreen(appearance, animated: animated)
  }

  /// Whether the pages are drawn though they do not appear: the screen itself is shown while
  /// the pages' is gone: covered (a sheet may leave the pages in view; ``forEachFrame(_:)``), or
  /// uncovered while the screen leaves (they disappeared with the cover, and do not appear on a
  /// screen going away, which still shows them until it is gone).
  var drawsDisappearedPages: Bool {
    Self.showsPages(screenStorage) && !Self.showsPages(shownScreen)
  }

  /// The pages as drawn may have changed (covered or uncovered, the screen's own appearance):
  /// the frames are worked out again, in the display's next layout.
  private func drawingDidChange() {
    source.invalidatePhase()
    displayStorage?.pageHostNeedsLayout(self)
  }

  /// The screen as the pages see it (covered: gone) becomes `appearance`: the container's
  /// pages and the children follow.
  func applyScreen(_ appearance: ChildAppearance, animated: Bool) {
    guard appearance != shownScreen else { return }
    screenAnimated = animated
    defer { screenAnimated = false }
    shownScreen = appearance
    source.invalidatePhase()  // (whether the pages are drawn without appearing)
    container.isOnScreen = Self.showsPages(appearance)
    // Shown pages, in index order; then any other child still shown (an outgoing controller
    // of a swap): the others hear nothing.
    var done = Set<ObjectIdentifier>()
    for index in container.visibleIndices {
      guard let controller = container.activeController(at: index) else { continue }
      let id = ObjectIdentifier(controller)
      done.insert(id)
      if let child = children[id] { reconcile(child) }
    }
    let rest = children.filter { !done.contains($0.key) && $0.value.page != .hidden }
    for child in rest.values.sorted(by: { $0.tag.description < $1.tag.description }) {
      reconcile(child)
    }
  }

  /// The controllers the container holds when the host starts listening become children.
  func adoptActiveControllers() {
    let visible = container.visibleIndices
    let moving = container.phase != .resting
    for index in container.activeIndices {
      guard let controller = container.activeController(at: index) else { continue }
      adopt(controller)
      guard visible.contains(index) else { continue }
      let id = ObjectIdentifier(controller)
      guard let child = children[id] else { continue }
      child.page = moving && index != container.currentIndex ? .appearing : .appeared
      reconcile(child)
    }
  }

  /// A controller got a page: it becomes a child, its view in the hierarchy.
  func adopt(_ controller: any PageController<Page>) {
    let id = ObjectIdentifier(controller)
    guard !ended, children[id] == nil, let tag = container.tag(of: controller) else { return }
    children[id] = HostedChild(controller: controller, tag: tag, page: .hidden, heard: .disappeared)
    perform(.addChild, controller, tag)
    perform(.addView, controller, tag)
    perform(.didMoveToParent, controller, tag)
  }

  /// A controller reached a step of its lifecycle.
  func controller(_ controller: any PageController<Page>, didReach step: PageLifecycleStep) {
    guard !ended else { return }
    let id = ObjectIdentifier(controller)
    // What is shown changed before the page hears it: a layout the call causes (a child's
    // `viewWillAppear` that lays out) draws the page it is about, and no page it is not.
    if step != .reclaimed { source.invalidateVisible() }
    switch step {
    case .willAppear:
      setPage(id, .appearing)
      // UIKit's convention: another page comes in as the pages move, so the current page
      // starts leaving (after the incoming page's call, in Folio's order).
      if convention == .uiKit, container.phase != .resting { leaveCurrentPage(except: id) }
    case .didAppear: setPage(id, .appeared)
    case .didDisappear:
      children[id]?.isLeaving = false
      setPage(id, .hidden)
    case .reclaimed: removeChild(id)
    }
  }

  /// UIKit's convention: the current page's child begins disappearing while still shown.
  private func leaveCurrentPage(except incoming: ObjectIdentifier) {
    guard let index = container.currentIndex,
      let current = container.activeController(at: index).map(ObjectIdentifier.init),
      current != incoming, let child = children[current], child.page == .appeared,
      !child.isLeaving
    else { return }
    child.isLeaving = true
    reconcile(child)
  }

  /// The pages settled: under UIKit's convention, a page they came back to hears it appear
  /// again; the calls of a settle that ends a motion were animated.
  func pagesDidSettle() {
    for child in children.values where child.isLeaving {
      child.isLeaving = false
      reconcile(child)
    }
    movedSinceRest = false
  }

  private func setPage(_ id: ObjectIdentifier, _ appearance: PageAppearance) {
    guard let child = children[id] else { return }
    child.page = appearance
    reconcile(child)
  }

  /// The child hears what takes it to what it should have heard.
  func reconcile(_ child: HostedChild) {
    let heard = child.heard
    let target = ChildAppearance.wanted(
      page: child.page, screen: shownScreen, heard: heard, isLeaving: child.isLeaving)
    guard target != heard else { return }
    // The state first: a child's callback that reaches the host sees it done.
    var reached = heard
    heard.forEachStep(to: target) { reached = reached.after($0) }
    child.heard = reached
    heard.forEachStep(to: target) { perform($0, child.controller, child.tag) }
  }

  /// Whether appearance calls now belong to an animated change: the pages move or settle after
  /// moving, or the screen's own appearance is animated.
  private var appearanceIsAnimated: Bool {
    screenAnimated || movedSinceRest || container.phase != .resting
  }

  /// A controller goes back to its pool: it leaves, its appearance ended first.
  func removeChild(_ id: ObjectIdentifier) {
    guard let child = children.removeValue(forKey: id) else { return }
    child.heard.forEachStep(to: .disappeared) { perform($0, child.controller, child.tag) }
    perform(.willMoveToNoParent, child.controller, child.tag)
    perform(.removeView, child.controller, child.tag)
    perform(.removeFromParent, child.controller, child.tag)
  }

  private func perform(_ step: ContainmentStep, _ controller: AnyObject, _ tag: ControllerTag) {
    let animated: Bool
    switch step {
    case .beginAppearance, .endAppearance:
      animated = appearanceIsAnimated
      // What is shown is read again first, whatever led here (a settle, the screen, a page's
      // step): a layout the call causes draws the page it is about (the pages settled on a
      // page an update had moved, and it heard it appear again before the frames listed it).
      source.invalidateVisible()
      source.invalidatePhase()
    default: animated = false
    }
    displayStorage?.pageHost(
      self, perform: ContainmentAction(step, controller: controller, tag: tag, isAnimated: animated)
    )
  }
}
