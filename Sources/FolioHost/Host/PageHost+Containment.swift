import Folio

// MARK: - Containment: children, appearance, the screen's own appearance

extension PageHost {
  /// The screen is about to appear (its `viewWillAppear`): every shown page's child begins
  /// appearing. No page is reused, prefetched or reclaimed because of it.
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

  /// The controllers that are children now, with what each has heard, by their index
  /// (ascending; a controller whose page is gone, swapped out until its reclaim, last).
  public var childAppearances: [(controller: any PageController<Page>, heard: ChildAppearance)] {
    children.values
      .map { (controller: $0.controller, heard: $0.heard, index: indexOf($0.controller)) }
      .sorted { ($0.index ?? .max, tagOf($0.controller)) < ($1.index ?? .max, tagOf($1.controller)) }
      .map { ($0.controller, $0.heard) }
  }

  // MARK: Internals

  private func indexOf(_ controller: any PageController<Page>) -> Int? {
    for index in container.activeIndices where container.activeController(at: index) === controller
    {
      return index
    }
    return nil
  }

  private func tagOf(_ controller: any PageController<Page>) -> String {
    container.tag(of: controller)?.description ?? ""
  }

  func setScreen(_ appearance: ChildAppearance) {
    guard !isInvalidated, appearance != screen else { return }
    // UIKit never begins appearing what has appeared, or disappearing what has disappeared:
    // such a call changes nothing.
    if appearance == .appearing, screen == .appeared { return }
    if appearance == .disappearing, screen == .disappeared { return }
    screen = appearance
    // Shown pages, in index order (the others hear nothing).
    for index in container.visibleIndices {
      guard let controller = container.activeController(at: index),
        let tag = container.tag(of: controller)
      else { continue }
      reconcile(tag)
    }
    // A child whose page is swapped out but still shown.
    for tag in children.keys.sorted(by: { $0.description < $1.description })
    where children[tag]?.page != .hidden {
      reconcile(tag)
    }
  }

  /// The controllers the container holds when the host starts listening become children.
  func adoptActiveControllers() {
    let visible = container.visibleIndices
    let moving = container.phase != .resting
    for index in container.activeIndices {
      guard let controller = container.activeController(at: index) else { continue }
      adopt(controller)
      guard visible.contains(index), let tag = container.tag(of: controller) else { continue }
      children[tag]?.page = moving && index != container.currentIndex ? .appearing : .appeared
      reconcile(tag)
    }
  }

  /// A controller got a page: it becomes a child, its view in the hierarchy.
  func adopt(_ controller: any PageController<Page>) {
    guard !isInvalidated, let tag = container.tag(of: controller), children[tag] == nil else {
      return
    }
    children[tag] = HostedChild(controller: controller, page: .hidden, heard: .disappeared)
    perform(.addChild, controller, tag)
    perform(.addView, controller, tag)
    perform(.didMoveToParent, controller, tag)
  }

  /// The lifecycle, in order.
  func handle(_ event: PageEvent) {
    guard !isInvalidated else { return }
    switch event {
    case .willAppear(_, _, let tag): setPage(tag, .appearing)
    case .didAppear(_, _, let tag): setPage(tag, .appeared)
    case .didDisappear(_, _, let tag): setPage(tag, .hidden)
    case .reclaimed(_, _, let tag): removeChild(tag)
    default: break
    }
  }

  private func setPage(_ tag: ControllerTag, _ appearance: PageAppearance) {
    guard children[tag] != nil else { return }
    children[tag]?.page = appearance
    reconcile(tag)
    invalidateFrames()
  }

  /// The child hears what takes it to what it should have heard.
  private func reconcile(_ tag: ControllerTag) {
    guard let child = children[tag] else { return }
    let target = ChildAppearance.wanted(page: child.page, screen: screen, heard: child.heard)
    let steps = child.heard.steps(to: target)
    guard !steps.isEmpty else { return }
    // The state first: a child's callback that reaches the host sees it done.
    children[tag]?.heard = steps.reduce(child.heard) { $0.after($1) }
    for step in steps { perform(step, child.controller, tag) }
  }

  /// A controller goes back to its pool: it leaves, its appearance ended first.
  func removeChild(_ tag: ControllerTag) {
    guard let child = children.removeValue(forKey: tag) else { return }
    for step in child.heard.steps(to: .disappeared) { perform(step, child.controller, tag) }
    perform(.willMoveToNoParent, child.controller, tag)
    perform(.removeView, child.controller, tag)
    perform(.removeFromParent, child.controller, tag)
  }

  private func perform(
    _ step: ContainmentStep, _ controller: any PageController<Page>, _ tag: ControllerTag
  ) {
    display?.pageHost(self, perform: ContainmentAction(step, controller: controller, tag: tag))
  }
}
