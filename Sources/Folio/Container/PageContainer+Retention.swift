// MARK: - Retention: live-controller budgets, pins, visited pages, memory pressure

extension PageContainer {
  /// Caps the live controllers of a type: those serving a page (shown, kept near the current
  /// page, in a working range, pinned) and those waiting in its pool together, as a player pool
  /// needs ("at most 3 players").
  ///
  /// When a page needs one more controller of the type and the budget is reached, a pooled one is
  /// reused; otherwise the page farthest from the current one that is hidden, not pinned and
  /// farther than the page asking gives its controller up (with `pageWasReclaimed`, and
  /// ``PageContainerPlugin/pageWillBeReclaimed(_:id:at:)`` before it, whatever plugins retain).
  /// If no page can, the dequeue throws ``PageContainerError/liveBudgetReached(typeName:limit:)``:
  /// a prefetch fails, and a page being shown gets a placeholder (or what the data source
  /// dequeues instead when it catches the error) until the budget has room, when it is asked
  /// again, at rest, and swaps in place. The page on screen never gives its controller up.
  ///
  /// Lowering a budget releases pooled controllers first, then reclaims the farthest hidden,
  /// unpinned pages down to it (a queued request, like every change). Any `Int` is accepted:
  /// less than 1 counts as 1; `nil` removes the budget.
  ///
  /// - Parameters:
  ///   - limit: The most live controllers; `nil` for no budget.
  ///   - type: The controller type.
  ///   - reuseIdentifier: The pool within the type; `nil` by default.
  /// - Throws: ``PageContainerError/pinsFillBudget(typeName:limit:)`` when pinned pages of the
  ///   type would leave no controller for the page on screen (the budget is then unchanged).
  public func setLiveBudget<Controller: PageController>(
    _ limit: Int?, for type: Controller.Type, reuseIdentifier: String? = nil
  ) throws(PageContainerError) where Controller.Page == Page {
    let key = ReuseIdentifier(type, identifier: reuseIdentifier)
    guard let limit else {
      submit {
        let had = self.retention.setBudget(nil, for: key) != nil
        if had { self.budgetMayHaveRoom(for: key, grown: true) }
      }
      return
    }
    let clamped = max(1, limit)
    let pinned = pinnedCount(of: key)
    guard pinned < clamped else {
      throw .pinsFillBudget(typeName: key.typeName, limit: clamped)
    }
    submit {
      let before = self.retention.setBudget(clamped, for: key)
      self.enforceBudgets()
      self.retryBudgetRefusals()
      // A raised budget has room for what it took or refused before.
      self.budgetMayHaveRoom(for: key, grown: before.map { clamped > $0 } ?? false)
    }
  }

  /// The live-controller budget of a type, if any.
  ///
  /// - Parameters:
  ///   - type: The controller type.
  ///   - reuseIdentifier: The pool within the type; `nil` by default.
  /// - Returns: The budget, or `nil` for none.
  public func liveBudget<Controller: PageController>(
    for type: Controller.Type, reuseIdentifier: String? = nil
  ) -> Int? where Controller.Page == Page {
    retention.budget(of: ReuseIdentifier(type, identifier: reuseIdentifier))
  }

  /// The live controllers by type name (`Type` or `Type/identifier`): those serving a page and
  /// those pooled.
  ///
  /// By the name alone: two classes of one name in different modules are counted together
  /// (budgets count by class). A page shown without a controller counts under its placeholder's
  /// name, `PlaceholderPageController<Page>`.
  ///
  /// - Complexity: O(active pages + pools).
  public var liveControllerCounts: [String: Int] {
    var counts: [String: Int] = [:]
    for slot in presentation.slots.all { counts[slot.key.description, default: 0] += 1 }
    for (key, pooled) in reuse.poolCounts where pooled > 0 {
      counts[key.description, default: 0] += pooled
    }
    return counts
  }

  /// Keeps a page's controller alive until ``unpin(_:)`` (audio playing, an upload running):
  /// recycling, budgets and ``shedMemory(regrowAfter:)`` pass it by.
  ///
  /// Pins count against the budget of the controller's type. Deleting the page by an update or a
  /// reload drops its pin.
  ///
  /// Takes effect at once.
  ///
  /// - Parameter id: The page's identity.
  /// - Throws: ``PageContainerError/pageNotActive(page:)`` for a page without a controller now
  ///   (or whose controller is being reclaimed: from a plugin's
  ///   ``PageContainerPlugin/pageWillBeReclaimed(_:id:at:)``, say);
  ///   ``PageContainerError/pinsFillBudget(typeName:limit:)`` when its type's budget would have
  ///   no controller left for the page on screen.
  public func pin(_ id: Page.DiffID) throws(PageContainerError) {
    // A page whose controller is going (plugins hear `pageWillBeReclaimed`) is past keeping.
    guard let entry = activePage(id), !entry.isDeleted, presentation.reclaiming !== entry else {
      throw .pageNotActive(page: String(describing: id))
    }
    guard !retention.isPinned(id) else { return }
    // A page shown by a stand-in a budget gave counts against that budget: it is the type the
    // page gets once the budget has room.
    let key = entry.budgetRefusedKey ?? entry.key
    if let limit = retention.budget(of: key), pinnedCount(of: key) + 1 >= limit {
      throw .pinsFillBudget(typeName: key.typeName, limit: limit)
    }
    retention.pin(id)
  }

  /// Lets a pinned page follow the normal rules again (a queued request: it may be reclaimed
  /// at once).
  ///
  /// - Parameter id: The page's identity; a page that is not pinned is ignored.
  public func unpin(_ id: Page.DiffID) {
    submit {
      guard self.retention.unpin(id) else { return }
      // The page may now give its controller up to a prefetch, even if recycling keeps it.
      if let key = self.activePage(id)?.key { self.budgetMayHaveRoom(for: key) }
      if self.retention.boundLimit != nil { self.boundPagesMayHaveRoom() }
      self.recycle()
      self.retryBudgetRefusals()
    }
  }

  /// The pinned pages, in index order.
  public var pinnedPages: [Page.DiffID] {
    presentation.slots.all.compactMap { slot in
      let id = entry(slot).page.diffID
      return !slot.isDeleted && retention.isPinned(id) ? id : nil
    }
  }

  /// How many of the most recently settled pages stay alive beyond ``recycleDistance`` (by recency,
  /// as a back stack: ViewPager2's offscreen limit and Compose's beyond-viewport count keep pages
  /// by distance instead).
  ///
  /// 0 by default; negative values count as 0. They count against budgets, which may take them.
  /// A settle costs O(1) for them (O(kept) when the oldest is forgotten).
  public var keepsVisitedPages: Int {
    get { retention.keepVisited }
    set {
      submit {
        self.retention.setKeepVisited(newValue)
        self.recycle()
      }
    }
  }

  /// Sheds memory at once: every page but the shown and the pinned ones gives its controller up
  /// (ascending index, with `pageWasReclaimed` and plugins'
  /// ``PageContainerPlugin/pageWillBeReclaimed(_:id:at:)``), every pool is emptied, and plugins
  /// hear ``PageContainerPlugin/pageContainerDidShedMemory(_:)``.
  ///
  /// For `delay`, prefetches fail (a working range stays empty); then, at the first clock tick
  /// with the pages at rest (a deadline of the clock: no frames are asked for meanwhile), plugins
  /// hear ``PageContainerPlugin/pageContainerDidEndMemoryPressure(_:)`` and the range grows back.
  ///
  /// A queued request. Call it from the app's memory warning.
  ///
  /// - Parameter delay: How long prefetching waits: 0 to 60 seconds (less counts as 0, more as
  ///   60).
  public func shedMemory(regrowAfter delay: Duration = .seconds(2)) {
    submit {
      self.retention.shed(until: self.clock.now + min(max(.zero, delay), .seconds(60)))
      for slot in self.presentation.slots.all where slot.appearance == .hidden {
        let entry = self.entry(slot)
        guard slot.isActive, slot.appearance == .hidden,
          slot.isDeleted || !self.retention.isPinned(entry.page.diffID)
        else { continue }
        self.retire(entry)
      }
      self.releasePools()
      self.forEachPlugin { $0.plugin.pageContainerDidShedMemory($0.context) }
    }
  }

  // MARK: Internals

  /// Whether prefetching waits after shedding memory.
  var isShedding: Bool {
    retention.isShedding(at: clock.now)
  }

  /// The delay after shedding memory ended: plugins hear it.
  func endMemoryPressureIfDue(at now: Duration) {
    guard retention.endPressure(at: now) else { return }
    forEachPlugin { $0.plugin.pageContainerDidEndMemoryPressure($0.context) }
  }

  /// The live controllers of a reuse identifier.
  func liveCount(of key: ReuseIdentifier) -> Int {
    var count = reuse.pooledCount(key)
    for slot in presentation.slots.all where slot.key == key { count += 1 }
    return count
  }

  private func pinnedCount(of key: ReuseIdentifier) -> Int {
    guard retention.keepsAny else { return 0 }
    var count = 0
    for slot in presentation.slots.all
    where (slot.budgetRefusedKey ?? slot.key) == key && !slot.isDeleted {
      if retention.isPinned(entry(slot).page.diffID) { count += 1 }
    }
    return count
  }

  /// A settle: the page is noted among the visited ones, and if it holds a stand-in the budget
  /// gave, it is asked again once this settle is done.
  func noteSettle(on index: Int) {
    if retention.hasBudgets, let slot = presentation.slots.live(at: index), slot.wantsBudgetRetry {
      submit { self.retryBudgetRefusals() }
    }
    guard retention.keepVisited > 0, let id = page(at: index)?.diffID else { return }
    retention.noteVisit(id)
  }

  /// Drops the pins and visits of pages that are gone.
  func forgetRetentionOfGonePages() {
    retention.forgetGone(
      pinned: { activePage($0).map { !$0.isDeleted } ?? false },
      visited: { index(of: $0) != nil })
  }

  /// Releases every pooled controller, in a stable order.
  func releasePools() {
    for controller in reuse.removeAllPooled() { release(controller) }
  }
}
