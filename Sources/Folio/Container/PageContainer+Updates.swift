// MARK: - Data: reloads, diffed updates, layout and resizes

extension PageContainer {
  /// How the last update by diff or by edit moved the pages: a host whose platform scroll view
  /// still shows the old content reads its reports by it.
  package var lastPagesMove: PagesMove? { updates.lastMove }

  /// Requests that the pages be read again and diffed against the current ones: every page
  /// keeps its controller through moves and index shifts, the page on screen stays put when
  /// pages are inserted or deleted before it, and a page whose content changed has its
  /// controller told (`bind(to:)`).
  ///
  /// Deleting the current page makes its neighbour current (the next one, or the previous one
  /// at the end), with the normal events; a deleted page's controller is reclaimed. Applied at
  /// the next layout pass (the next clock tick or ``layoutIfNeeded()``), together with every
  /// other request made before it.
  ///
  /// - Parameter completion: Called once the update is applied and everything it causes is
  ///   done: appearances, the settle, plugin hooks and reclaims.
  public func performUpdates(completion: ((Bool) -> Void)? = nil) {
    submit {
      self.adapter.performUpdates(animated: true, completion: nil)
      if let completion { self.updates.addCompletion(completion) }
    }
  }

  /// Requests that the pages be read again without a diff: pages whose identity is still present
  /// keep their controllers (told of new content through `bind(to:)`); the others are
  /// reclaimed.
  ///
  /// Applied at the next layout pass. As with UICollectionView's `reloadData`, the index on
  /// screen is kept (clamped to the new pages), so the page there may change; use
  /// ``performUpdates(completion:)`` to keep a page on screen by identity.
  ///
  /// - Parameter completion: Called once the reload is applied and everything it causes is done.
  public func reloadData(completion: ((Bool) -> Void)? = nil) {
    submit {
      // A batch on its way was asked of the feed this reload replaces.
      self.feed.replace(isFeed: self.feed.isFeed)
      self.adapter.reloadData(completion: nil)
      if let completion { self.updates.addCompletion(completion) }
    }
  }

  /// Runs a pending layout pass now: applies requested updates, and loads the pages the first
  /// time (the initial page gets `pageWillAppear` then `pageDidAppear`).
  public func layoutIfNeeded() {
    submit { self.present() }
  }

  /// Resizes the pages; the position, in pages, does not change, so the current page stays
  /// current and motion goes on.
  ///
  /// - Parameter size: The new page size; a size empty along either dimension (or not a number)
  ///   shows nothing (every shown page gets `pageDidDisappear`) and changes nothing else, until
  ///   the container is resized again.
  public func setViewportSize(_ size: Size) {
    submit {
      // Pending updates apply first, so that the view's resize pass applies none of its own.
      self.applyPendingChanges()
      let resized = self.pageGeometry.setViewportSize(size)
      self.collectionView.setViewportSize(self.pageGeometry.shownSize)
      if let oldSize = resized { self.reportResize(from: oldSize) }
      self.present()
    }
  }

  // MARK: Internals

  /// The shown size changed: the event, then active controllers that follow the size
  /// (ascending index), then plugins.
  func reportResize(from oldSize: Size) {
    let size = pageGeometry.shownSize
    emit(.resized(size))
    for slot in presentation.slots.all where !slot.isDeleted {
      tellSize(to: entry(slot).controller)
    }
    forEachPlugin { $0.plugin.pageContainerDidResize($0.context, from: oldSize) }
  }

  /// Tells a controller that follows the viewport's size what it is now.
  func tellSize(to controller: any PageController<Page>) {
    // (Known per class: the cast is made once per class, not per page dequeued.)
    guard reuse.resizes(controller), let resizable = controller as? any ResizablePageController
    else { return }
    let size = pageGeometry.shownSize
    callingUserCode { resizable.pageDidResize(to: size) }
  }

  /// The data source's pages (user code).
  func pagesFromDataSource() -> [Page] {
    guard let dataSource else { return [] }
    let pages = callingUserCode { dataSource.pages(for: self) }
    return feed.isFeed ? appendingTail(to: pages) : pages
  }

  /// Runs the collection view's pending layout pass (which applies the adapter's pending updates),
  /// then follows what changed: active pages to their new indices, the transition to its new
  /// position; then asks again for the controllers of pages whose content changed.
  ///
  /// ``present()`` starts here, so the pages the container reads and the active pages always agree.
  /// With nothing pending it checks two flags and returns.
  func applyPendingChanges() {
    guard collectionView.needsFrames || updates.hasApplied else { return }
    recheckControllers(of: followLayoutPass())
  }

  /// The layout pass and what follows it (see ``applyPendingChanges()``).
  ///
  /// - Returns: The active pages whose content changed: their controller may change type.
  private func followLayoutPass() -> [PageSlot] {
    let currentBefore = currentIndex.flatMap { page(at: $0)?.diffID }
    let announcedBefore = presentation.selection.announced.flatMap { page(at: $0)?.diffID }
    let tailBefore = feed.hasTail && count > 0 ? count - 1 : nil
    collectionView.layoutIfNeeded()
    // A diff that changes nothing causes nothing, in motion or at rest (as an edit that changes
    // nothing): no event, no hook, no recycling pass.
    guard let change = updates.takeApplied() else { return [] }
    // The decided and announced pages stay the same pages, before anything reads them.
    switch change {
    case .diff(let result): presentation.selection.remap(result.newIndex(forOldIndex:))
    case .edit(let edit): presentation.selection.remap(edit.newIndex(forOldIndex:))
    case .reload:
      // A reload keeps indices, as the motion's target (the page now there is decided); the
      // delegate last heard a page, wherever it is now (the new pages' index: the active
      // pages follow the reload only below).
      let pages = count
      presentation.selection = PageSelection(
        decided: presentation.selection.decided.flatMap { pages > 0 ? min($0, pages - 1) : nil },
        announced: announcedBefore.flatMap { adapter.section(for: $0) })
    }
    // A jump's pages hold where they are while its course is worked out again.
    if jump.course != nil { holdJumpCourse() }
    switch change {
    case .diff(let result):
      return follow(
        PageChanges(
          inserts: result.inserts, deletes: result.deletes, moves: result.moves,
          updates: result.updates), newIndex: result.newIndex(forOldIndex:), tailBefore: tailBefore)
    case .edit(let edit):
      return follow(
        PageChanges(
          inserts: edit.inserts, deletes: edit.deletes, moves: edit.moves, updates: edit.updates),
        newIndex: edit.newIndex(forOldIndex:), tailBefore: tailBefore)
    case .reload: return followReload(currentBefore: currentBefore)
    }
  }

  /// Asks the data source again for the controllers of active pages whose content changed
  /// (ascending index): a page whose data source still hands out its controller has it told of
  /// the new content (`bind(to:)`); a page whose data source now hands out another controller
  /// type (a channel that turns from articles to videos, a placeholder replaced) gets it at once,
  /// even on screen, as a transition (see ``supersede(_:)``): the old controller is never bound to
  /// the new content.
  private func recheckControllers(of changed: [PageSlot]) {
    for slot in changed where slot.isActive && !slot.isDeleted {
      let before = entry(slot)
      let after = controllerEntry(at: before.index, for: .update)
      guard let after, after === before else { continue }
      let controller = after.controller
      let page = after.page
      callingUserCode { controller.bind(to: page) }
    }
  }

  /// Runs the completions of applied updates, once nothing is pending.
  func runUpdateCompletions() {
    guard updates.hasCompletions, !collectionView.needsFrames else { return }
    let completions = updates.takeCompletions()
    callingUserCode {
      for completion in completions { completion(true) }
    }
  }

  /// Follows a change by diff or by edit: `newIndex` maps an old index to its new one (`nil`
  /// for a deleted page).
  ///
  /// A reader on a feed's tail page (`tailBefore`) whose tail moved or went (a batch landed, a load
  /// failed) stays at the same index: the page that takes the tail's place (the batch's first page,
  /// the failure page) is shown there, in place; unless, at rest, pages arrived and a plugin
  /// chose where they land (``PageContainerPlugin/pageContainerPagesWillArrive(_:)``: a restored
  /// page in the batch).
  private func follow(_ changes: PageChanges, newIndex: (Int) -> Int?, tailBefore: Int?)
    -> [PageSlot]
  {
    emit(.updated(changes))
    let oldCount = count - changes.inserts.count + changes.deletes.count
    let drawnBefore = drawnPosition
    defer {
      updates.lastMove = PagesMove(
        generation: updates.pagesGeneration, from: drawnBefore, to: drawnPosition,
        countBefore: oldCount)
    }
    // An old index's new one; a deleted page's surviving neighbour (the next, else the previous).
    func survivor(_ old: Int) -> Int? {
      if let index = newIndex(old) { return index }
      var next = old + 1
      while next < oldCount {
        if let index = newIndex(next) { return index }
        next += 1
      }
      var previous = old - 1
      while previous >= 0 {
        if let index = newIndex(previous) { return index }
        previous -= 1
      }
      return nil
    }
    // The feed's tail, when its page moved or went (a batch landed, a load failed): the page
    // that takes its place is where it was, for a motion toward it too (no glide over a batch).
    let tailInPlace = tailBefore.flatMap { count > 0 && newIndex($0) != $0 ? $0 : nil }
    func follows(_ old: Int) -> Int? { old == tailInPlace ? min(old, count - 1) : survivor(old) }
    let (currentBefore, aim) = (transition.current, transition.target)
    func remap(_ position: Double) -> Double {
      let base = min(max(0, Int(position.rounded(.down))), max(0, oldCount - 1))
      guard let index = survivor(base) else { return 0 }
      let fraction = position - Double(base)
      guard fraction > 0 else { return Double(index) }
      // The next page still the next one (around a ring, the first after the last): the
      // fraction stays.
      let looping = transition.loops && oldCount > 0 && count > 0
      let next = looping ? (base + 1) % oldCount : base + 1
      if follows(next) == (looping ? (index + 1) % count : index + 1) {
        return Double(index) + fraction
      }
      // Pages inserted between the two shown (or the second one gone): the current page, if
      // it is one of them, stays where it is on screen, the page now beside it in the gap (as
      // a collection view keeps its offset); else the first shows whole. Moved to an end, it
      // stays there under a followed finger or in a followed glide, past the end (a bounce,
      // which the scroll view brings back).
      let holds: Bool
      switch transition.phase {
      case .tracking: holds = transition.tracksReports
      case .gliding(let motion), .animating(let motion): holds = motion.isFollowed
      case .resting, .jumping: holds = false
      }
      // The position that keeps the first, or the second, where it is on screen (`nil`: it
      // went, or nothing lies past the end it is at now).
      let keepsBase =
        newIndex(base) == index && (index + 1 < count || looping || holds)
        ? Double(index) + fraction : nil
      let after = newIndex(next)
      let keepsNext = after.flatMap {
        $0 >= 1 || looping || holds ? Double($0) - (1 - fraction) : nil
      }
      // In motion, the page it goes to keeps its place if it is one of them (where it lands:
      // no glide back over the pages from where the current page went); else the current page.
      if aim == next, let keepsNext { return keepsNext }
      if aim == base, let keepsBase { return keepsBase }
      if currentBefore == base, let keepsBase { return keepsBase }
      // (Moved to the first page, unheld: it shows whole there, as one moved to the last.)
      if currentBefore == next, let after { return keepsNext ?? Double(after) }
      // Neither is (a glide caught on its way): the one more on screen stays where it is.
      if currentBefore != base, let kept = fraction < 0.5 ? keepsBase : keepsNext { return kept }
      return Double(index)
    }
    jump.rebase(remap)
    let landing = oldCount == 0 && count > 0 ? announceArrival() : nil
    if let tail = tailBefore, transition.current == tail, count > 0,
      newIndex(tail) != tail
    {
      // The reader waited on the loading page for these pages: they arrive, as where there
      // were none.
      let arrival = count > oldCount && transition.isResting ? announceArrival() : nil
      let stay = arrival ?? min(tail, count - 1)
      let position = arrival.map(Double.init) ?? min(transition.position, Double(count - 1))
      let (pages, now) = (count, clock.now)
      let target = transition.target.map { min($0, pages - 1) }
      changeTransition {
        $0.pagesChanged(
          count: pages, current: stay, currentReplaced: true, position: position,
          target: target, change: .update(changes), at: now)
      }
      return followActivePages { newIndex($0.index) }
    }
    let (current, now) = (landing ?? transition.current.flatMap(survivor), clock.now)
    let replaced = transition.current.map { newIndex($0) == nil } ?? false
    let (position, target) = (remap(transition.position), transition.target.flatMap(follows))
    let pages = count
    changeTransition {
      $0.pagesChanged(
        count: pages, current: current, currentReplaced: replaced, position: position,
        target: target, change: .update(changes), at: now)
    }
    return followActivePages { newIndex($0.index) }
  }

  private func followReload(currentBefore: Page.DiffID?) -> [PageSlot] {
    emit(.reloaded(count: count))
    let changed = followActivePages { self.adapter.section(for: $0.page.diffID) }
    let arriving = transition.count == 0
    let landing = announceLanding(arriving: arriving) {
      $0.plugin.pageContainerWillReload($0.context)
    }
    let kept = landing ?? transition.current.map { min($0, max(0, count - 1)) }
    let replaced = kept.flatMap { page(at: $0)?.diffID } != currentBefore
    let (pages, position, target, now) = (
      count, transition.position, transition.target, clock.now
    )
    changeTransition {
      $0.pagesChanged(
        count: pages, current: kept, currentReplaced: replaced, position: position,
        target: target, change: .reload, at: now)
    }
    return changed
  }

  /// The pages arrive where there were none (by an update): plugins hear
  /// ``PageContainerPlugin/pageContainerPagesWillArrive(_:)`` and may choose where they land.
  ///
  /// - Returns: The page a plugin asked the pages to land on, clamped; `nil` for none.
  private func announceArrival() -> Int? {
    announceLanding(arriving: true) { _ in }
  }

  /// Announces a reload (`announce`) and, when the pages arrive where there were none
  /// (`arriving`), their arrival, with ``PagePluginContext/settleReload(onPage:)`` armed.
  ///
  /// - Returns: The page a plugin asked the pages to land on, clamped; `nil` for none.
  private func announceLanding(
    arriving: Bool, _ announce: (AttachedPlugin<Page>) -> Void
  ) -> Int? {
    var landing: Int?
    if listeners.hasPlugins {
      listeners.beginReloadAnnouncement()
      forEachPlugin(announce)
      if arriving, count > 0 {
        forEachPlugin { $0.plugin.pageContainerPagesWillArrive($0.context) }
      }
      landing = listeners.endReloadAnnouncement()
    }
    guard count > 0 else { return nil }
    // The first page the app named wins over any plugin's (a restored place): the pages arrive
    // where there were none, and land there first.
    if arriving, transition.count == 0, let first = takeFirstPage() { landing = first }
    return landing.map { min(max(0, $0), count - 1) }
  }

  /// The index of the first page the app named (``open(on:)``), forgotten once taken; `nil`
  /// for none, or a page the data source does not give.
  private func takeFirstPage() -> Int? {
    guard let first = presentation.firstPage else { return nil }
    presentation.firstPage = nil
    switch first {
    case .index(let index): return index
    case .page(let id): return index(of: id)
    }
  }

  /// Moves every active page to the index `newIndex` gives (or marks it deleted).
  ///
  /// - Returns: The active pages whose content changed, ascending: their controllers are told
  ///   (or swapped) by ``recheckControllers(of:)``.
  private func followActivePages(_ newIndex: (ActivePage<Page>) -> Int?) -> [PageSlot] {
    var changed: [PageSlot] = []
    presentation.remap { slot in
      let entry = entry(slot)
      guard let index = newIndex(entry), let page = page(at: index) else { return nil }
      let old = entry.page
      entry.page = page
      if !old.isContentEqual(to: page) { changed.append(entry) }
      return index
    }
    // Ascending index, so that controllers are asked in an order that does not depend on
    // hash-table order.
    changed.sort { $0.index < $1.index }
    return changed
  }

}
