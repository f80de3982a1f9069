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
  public func screenWillAppear() { setScreen(.appearing) }

  /// The screen appeared (`viewDidAppear`): shown pages that have appeared in the container
  /// end appearing.
  public func screenDidAppear() { setScreen(.appeared) }

  /// The screen is about to go (another screen pushed or presented over it, its tab switched
  /// away: `viewWillDisappear`): every shown page's child begins disappearing.
  public func screenWillDisappear() { setScreen(.disappearing) }

  /// The screen went (`viewDidDisappear`): shown pages' children end disappearing; pages the
  /// container shows meanwhile hear nothing until the screen returns.
  public func screenDidDisappear() { setScreen(.disappeared) }

  /// The controllers that are children now, with what each has heard, in the order of their
  /// names.
  public var childAppearances: [(controller: AnyObject, heard: ChildAppearance)] {
    children.values.sorted { $0.tag.description < $1.tag.description }
      .map { ($0.controller, $0.heard) }
  }

  // MARK: Internals

  /// Whether a screen in `appearance` shows the pages: what counts time (impressions, an
  /// auto-advance) holds from its will-disappear to its will-appear.
  static func showsPages(_ appearance: ChildAppearance) -> Bool {
    appearance == .appeared || appearance == .appearing
  }

  func setScreen(_ appearance: ChildAppearance) {
    guard !ended, appearance != screen else { return }
    // UIKit never begins appearing what has appeared, or disappearing what has disappeared:
    // such a call changes nothing.
    if appearance == .appearing, screen == .appeared { return }
    if appearance == .disappearing, screen == .disappeared { return }
    screenStorage = appearance
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
    switch step {
    case .willAppear: setPage(id, .appearing)
    case .didAppear: setPage(id, .appeared)
    case .didDisappear: setPage(id, .hidden)
    case .reclaimed: removeChild(id)
    }
  }

  private func setPage(_ id: ObjectIdentifier, _ appearance: PageAppearance) {
    guard let child = children[id] else { return }
    child.page = appearance
    reconcile(child)
  }

  /// The child hears what takes it to what it should have heard.
  private func reconcile(_ child: HostedChild) {
    let heard = child.heard
    let target = ChildAppearance.wanted(page: child.page, screen: screen, heard: heard)
    guard target != heard else { return }
    // The state first: a child's callback that reaches the host sees it done.
    var reached = heard
    heard.forEachStep(to: target) { reached = reached.after($0) }
    child.heard = reached
    heard.forEachStep(to: target) { perform($0, child.controller, child.tag) }
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
    displayStorage?.pageHost(
      self, perform: ContainmentAction(step, controller: controller, tag: tag))
  }
}
