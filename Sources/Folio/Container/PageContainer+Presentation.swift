// MARK: - Presentation: which pages are shown, settling, recycling

extension PageContainer {
  /// The pages that should be shown now: none with no pages or an empty viewport; during a jump
  /// over several pages its target and the sources still in the viewport; otherwise the pages the shape puts in the
  /// viewport (for one page per viewport, the one or two pages the position lies on: exactly
  /// one at rest, where the position is an integer).
  var desiredIndices: [Int] { desiredIndices(startingJump: false) }

  /// The pages to show; as a jump starts (`startingJump`), the pages its start position shows:
  /// the jump slides out what is on screen when it starts.
  private func desiredIndices(startingJump: Bool) -> [Int] {
    // (A screen that is not shown shows no page.)
    guard count > 0, pageGeometry.showsPages else { return [] }
    if transition.isJumping, !startingJump, let target = transition.target {
      // Sources slide out as the target slides in: a source with no part left in the
      // viewport has left it.
      let frame = ProgressFrame(self)
      return jump.shownIndices(
        target: target, targetOffset: frame.offset(of: target, from: .nan),
        index: { index(of: $0) },
        offset: { index in
          presentation.slots.live(at: index).map { frame.offset(of: index, from: $0.jumpOffset) }
        }, isShown: { isShown(atProgress: $0) })
    }
    guard let span = span(duringJump: startingJump) else { return [] }
    if transition.loops { return ring.indices(of: span).sorted() }
    return span.low == span.high ? [span.low] : Array(span.low...span.high)
  }

  /// Brings everything in line with the transition, in the documented order: shown pages (incoming
  /// `pageWillAppear`, outgoing `pageDidDisappear`, plugins), scroll hooks, the current page's
  /// `pageDidAppear` at rest, the settle, data-change hooks, reclaims, and the view's offset.
  ///
  /// Every request ends here.
  func present() {
    syncLooping()
    applyPendingChanges()
    // A jump starts from what is on screen: the pages its start position shows (a followed
    // scroll view may have moved the pages as the jump began).
    if transition.isJumping, jump.course == nil { syncShownPages(startingJump: true) }
    if transition.isJumping || jump.course != nil { followJumpCourse() }
    syncShownPages()
    deliverProgress()
    if transition.position != listeners.reportedPosition
      || transition.overscroll != listeners.reportedOverscroll
    {
      reportScroll()
    }
    announcePhase()
    if listeners.announceLooping(transition.loops) {
      forEachPlugin { $0.plugin.pageContainerLoopingDidChange($0.context) }
    }
    let owed = changeTransition { $0.takeOwed() }
    if transition.isResting { appearShownPages() }
    if owed.settle, transition.isResting, let current = currentIndex {
      // (A settle no motion decided first, an unanimated scroll or the first page: the page
      // was decided all the same.)
      announceTarget()
      if retention.keepsOrBudgets { noteSettle(on: current) }
      emit(.settled(index: current))
      forEachPlugin { $0.plugin.pageContainerDidSettle($0.context) }
      callingUserCode { delegate?.pageContainer(self, didSettleAt: current) }
    }
    switch owed.dataChange {
    case .update(let changes)?:
      forEachPlugin { $0.plugin.pageContainerDidUpdate($0.context, changes: changes) }
    case .reload?:
      forEachPlugin { $0.plugin.pageContainerDidUpdate($0.context, changes: nil) }
    case nil: break
    }
    if owed.dataChange != nil {
      forgetRetentionOfGonePages()
      // (The page a motion goes to may have gone, and the motion another.)
      announceTarget()
    }
    if owed.settle || owed.dataChange != nil, feed.isFeed { checkLoadMore() }
    // Recycling runs after each data change, and whenever the pages rest (so at rest it is
    // always done, whatever changed: a settle, a resize, a plugin that retains less).
    if transition.isResting || owed.dataChange != nil { recycle() }
    syncView()
    runUpdateCompletions()
    presentation.recordPresented(currentSpan)
  }

  /// At rest, every shown page that has not appeared yet appears (`pageDidAppear`), ascending:
  /// the current page alone with one page per viewport.
  private func appearShownPages() {
    if presentation.shown.count == 1 {
      let slot = presentation.shown[0]
      guard slot.appearance == .appearing, !slot.isDeleted else { return }
      presentation.appear(slot)
      deliver(.didAppear, slot)
      return
    }
    for index in visibleIndices {
      guard let slot = presentation.slots.live(at: index), slot.isActive,
        slot.appearance == .appearing
      else {
        continue
      }
      presentation.appear(slot)
      deliver(.didAppear, slot)
    }
  }

  /// The phase changed since plugins last heard: they hear it now.
  func announcePhase() {
    guard let old = listeners.announce(phase) else { return }
    forEachPlugin { $0.plugin.pageContainerPhaseDidChange($0.context, from: old) }
    announceTarget()
  }

  /// The page the pages go to may have changed (a phase that decides one, or a settle): the
  /// delegate hears a page other than the one it last heard.
  func announceTarget() {
    switch phase {
    case .gliding(let toward), .animating(let toward), .jumping(let toward):
      presentation.selection.decided = toward < transition.count ? toward : nil
    case .resting: presentation.selection.decided = nil
    case .tracking: break
    }
    guard let index = targetIndex, index < transition.count,
      index != presentation.selection.announced
    else { return }
    presentation.selection.announced = index
    guard let delegate else { return }
    callingUserCode { delegate.pageContainer(self, willSettleAt: index) }
  }

  /// The position changed: plugins and the delegate hear it.
  func reportScroll() {
    // (And where a followed bounce past either end draws them: it moves the pages, not the
    // position, and what is visible follows it.)
    listeners.report(transition.position, overscroll: transition.overscroll)
    if listeners.hearsScrolling {
      let links = listeners.plugins
      var listening = false
      for link in links where link.isAttached && link.hearsScrolling {
        link.didScroll()
        listening = listening || link.hearsScrolling
      }
      listeners.noteScrollListeners(listening)
    }
    guard listeners.mayHaveDelegate, let delegate else { return }
    callingUserCode { delegate.pageContainerDidScroll(self) }
  }

  /// What decides the pages shown outside a jump: the pages the shape shows at the position
  /// (the one or two pages under it, for one full page per viewport).
  ///
  /// `nil` during a jump, or when nothing can be shown.
  var currentSpan: PresentedSpan? { span(duringJump: false) }

  /// The pages the shape shows at the position (`duringJump`: even during a jump, as if it
  /// were not one).
  private func span(duringJump: Bool) -> PresentedSpan? {
    let count = transition.count
    let geometry = shapeGeometry
    let position = drawnPosition
    guard count > 0, pageGeometry.showsPages, duringJump || !transition.isJumping else {
      return nil
    }
    let loops = transition.loops
    func span(of geometry: ShapeGeometry) -> (low: Int, high: Int)? {
      loops
        ? geometry.ringSpan(at: position, count: count)
        : geometry.span(at: position, count: count)
    }
    guard let grid = pageGeometry.grid else {
      guard let span = span(of: geometry) else { return nil }
      let stable = geometry.stability(at: position)
      return PresentedSpan(
        low: span.low, high: span.high, count: count, from: stable.from, until: stable.until,
        after: stable.after, through: stable.through)
    }
    // On the grid a page shows while its frame keeps a pixel in the viewport: while its exact
    // edge is more than half a pixel inside. The pages within bounds narrowed by half a pixel,
    // worked out a rounding error wider and narrower: where both agree, that is the span, and
    // it holds while both do; otherwise (an edge within a rounding error of a pixel's half)
    // the frames decide, and the span holds for this position only.
    let half = 0.5 * grid.pixel / geometry.stride
    let slack = 1e-9 * max(1, abs(position))
    var outer = geometry
    outer.low += half - slack
    outer.high -= half - slack
    var inner = geometry
    inner.low += half + slack
    inner.high -= half + slack
    guard let wide = span(of: outer) else { return nil }
    guard let narrow = span(of: inner), narrow == wide else {
      let framed = framed(wide)
      return PresentedSpan(
        low: framed.low, high: framed.high, count: count, from: .infinity, until: -.infinity)
    }
    let a = outer.stability(at: position)
    let b = inner.stability(at: position)
    return PresentedSpan(
      low: wide.low, high: wide.high, count: count, from: max(a.from, b.from),
      until: min(a.until, b.until), after: max(a.after, b.after), through: min(a.through, b.through)
    )
  }

  /// A span's pages less those at either end whose frame on the grid misses the viewport.
  ///
  /// A frame on the grid intersects the viewport only if the exact one does (a sliver under
  /// half a pixel rounds away), so the span holds every visible page. Never empty: a span with
  /// no page visible keeps one page (the overscroll's clamp and the rest rule keep one in view).
  private func framed(_ span: (low: Int, high: Int)) -> (low: Int, high: Int) {
    let layout = frameLayout
    let frame = ProgressFrame(self)
    let ring = self.ring
    func visible(_ page: Int) -> Bool {
      let index = transition.loops ? ring.index(ofVirtual: page) : page
      return layout.isVisible(atProgress: frame.offset(of: index))
    }
    var (low, high) = span
    while low < high, !visible(low) { low += 1 }
    while high > low, !visible(high) { high -= 1 }
    return (low, high)
  }

  /// Whether a page at `progress` is shown: its frame intersects the viewport (on the grid,
  /// when there is one).
  func isShown(atProgress progress: Double) -> Bool {
    guard pageGeometry.grid != nil else {
      let geometry = shapeGeometry
      return progress > geometry.low && progress < geometry.high
    }
    return frameLayout.isVisible(atProgress: progress)
  }

  /// Entering pages get their controller (from the data source) and `pageWillAppear`,
  /// ascending; then leaving pages get `pageDidDisappear`, ascending; then plugins hear that
  /// the visible pages changed.
  ///
  /// Works on slots and indices only (no hashing, no generic code) until a page enters or
  /// leaves.
  private func syncShownPages(startingJump: Bool = false) {
    // The common frame: the same pages are shown (found without building the desired list).
    if let span = span(duringJump: startingJump) {
      if shows(span) { return }
    } else if presentation.shown.isEmpty, !transition.isJumping {
      return
    }
    var desired = desiredIndices(startingJump: startingJump)
    if desired.isEmpty, transition.isJumping, !startingJump, count > 0, canShowPages {
      // A jump with nothing in view to slide out (its sources gone or out of view, its target
      // not in view yet: the pages changed under it, or the viewport was empty as it began)
      // completes: its target settles, and no page between is shown.
      changeTransition { $0.completeJump() }
      followJumpCourse()
      desired = desiredIndices
    }
    let (entering, leaving) = presentation.changes(toShow: desired)
    guard !entering.isEmpty || !leaving.isEmpty else { return }
    if retention.boundLimit != nil, !entering.isEmpty { makeBoundRoom(forShowing: entering) }
    for index in entering {
      guard let entry = controllerEntry(at: index), entry.appearance == .hidden else { continue }
      presentation.show(entry)
      deliver(.willAppear, entry)
    }
    for slot in leaving where slot.isActive && slot.appearance != .hidden {
      setHidden(slot)
      deliver(.didDisappear, slot)
    }
    forEachPlugin { $0.plugin.visiblePagesDidChange($0.context) }
  }

  /// Whether the shown pages are exactly the span's.
  private func shows(_ span: PresentedSpan) -> Bool {
    let ring = self.ring
    return presentation.showsExactly(span.high - span.low + 1) { ring.contains(span, $0) }
  }

  /// Marks a shown page hidden.
  func setHidden(_ slot: PageSlot) {
    // A budget lowered while shown pages held more takes effect as they go.
    if retention.overBudget { submit { self.enforceBudgets() } }
    presentation.hide(slot)
  }

  /// The one place a lifecycle step reaches the event stream, the controller, the delegate and
  /// the plugins that listen to lifecycle steps, in that order.
  func deliver(_ step: PageLifecycleStep, _ slot: PageSlot) {
    let entry = entry(slot)
    let index = entry.index
    if listeners.hasObservers, let tag = reuse.tag(of: entry.controllerID) {
      let page = name(of: entry.page)
      switch step {
      case .willAppear: emit(.willAppear(index: index, page: page, controller: tag))
      case .didAppear: emit(.didAppear(index: index, page: page, controller: tag))
      case .didDisappear: emit(.didDisappear(index: index, page: page, controller: tag))
      case .reclaimed: emit(.reclaimed(index: index, page: page, controller: tag))
      }
    }
    let controller = entry.controller
    callingUserCode {
      switch step {
      case .willAppear:
        controller.pageWillAppear()
        delegate?.pageContainer(self, willDisplay: controller, at: index)
      case .didAppear:
        controller.pageDidAppear()
        delegate?.pageContainer(self, didDisplay: controller, at: index)
      case .didDisappear:
        controller.pageDidDisappear()
        delegate?.pageContainer(self, didEndDisplaying: controller, at: index)
      case .reclaimed:
        controller.pageWasReclaimed()
        delegate?.pageContainer(self, didReclaim: controller, at: index)
      }
    }
    if listeners.hearsLifecycle { deliverToPlugins(step, controller, at: index) }
  }

  /// Plugins that listen to lifecycle steps hear one; a plugin that keeps the default, empty
  /// hook says so on its first call and is skipped after.
  private func deliverToPlugins(
    _ step: PageLifecycleStep, _ controller: any PageController<Page>, at index: Int
  ) {
    let links = listeners.plugins
    var listening = false
    for link in links where link.isAttached && link.hearsLifecycle {
      let attached = attached(link)
      attached.plugin.pageDidReachLifecycleStep(
        attached.context, step: step, controller: controller, at: index)
      listening = listening || link.hearsLifecycle
    }
    listeners.noteLifecycleListeners(listening)
  }

  /// Puts the collection view's viewport where the transition says, so that it displays the
  /// cells of the shown pages (during a jump, those of its sources until it ends: no cell in
  /// between is ever displayed).
  ///
  /// The offset is quantised to what decides the displayed cells: a whole page, or halfway
  /// between two (both displayed), so glide frames that show the same pages cost the view
  /// nothing.
  func syncView() {
    // The view's size is the shown size (read here: the view's own would be checked at run time).
    let length = pageGeometry.shownSize.length(along: axis)
    guard length > 0, length.isFinite, count > 0 else { return }
    let anchor = transition.isJumping ? jump.start : transition.position
    let page = anchor.rounded(.down)
    let offset = Point.along(axis, (anchor == page ? page : page + 0.5) * length)
    collectionView.jumpIfMoved(to: offset)
  }
}
