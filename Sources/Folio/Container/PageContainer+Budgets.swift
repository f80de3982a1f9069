// MARK: - Budgets: who gives a controller up, and when plugins may prefetch again

extension PageContainer {
  /// Makes room for one more controller of `key` for the page at `index`, if its budget is
  /// reached and no pooled controller can serve: the farthest page that may give one up does.
  ///
  /// - Throws: ``PageContainerError/liveBudgetReached(typeName:limit:)`` when none may.
  func makeRoom(for key: ReuseIdentifier, at index: Int, page id: Page.DiffID)
    throws(PageContainerError)
  {
    guard let limit = retention.budget(of: key) else { return }
    // Taking a pooled controller keeps the count; a new one adds one.
    func needed() -> Int { reuse.poolIsEmpty(key) ? 1 : 0 }
    while liveCount(of: key) + needed() > limit {
      let asking = retention.ask.forDisplay ? nil : index
      guard let victim = budgetVictim(of: key, forPageAt: asking, id: id) else {
        let error = PageContainerError.liveBudgetReached(typeName: key.typeName, limit: limit)
        retention.refuse(error, key: key)
        throw error
      }
      retire(victim)
    }
  }

  /// A controller of `key` was freed (or its budget changed, or a page holding one unpinned):
  /// if a prefetch of that type was refused, or the budget `grown` (a budget lowered before
  /// may have taken pages a plugin prefetched), plugins hear they may prefetch again, as a
  /// queued request after the work under way.
  func budgetMayHaveRoom(for key: ReuseIdentifier, grown: Bool = false) {
    guard retention.mayHaveRoom(for: key, grown: grown) else { return }
    submit { self.forEachPlugin { $0.plugin.pageContainerBudgetMayHaveRoom($0.context) } }
  }

  /// Brings every budget within its limit where pages allow (after a budget was lowered while
  /// shown pages held more).
  func enforceBudgets() {
    var over = false
    for key in retention.budgetKeys {
      if !enforceBudget(key) { over = true }
    }
    retention.noteBudgetsHold(!over)
  }

  /// Takes the budget of `key` down to its limit: pooled controllers first, then the farthest
  /// hidden, unpinned pages.
  /// - Returns: Whether the budget holds now (shown and pinned pages may hold more until they
  ///   go).
  @discardableResult
  func enforceBudget(_ key: ReuseIdentifier) -> Bool {
    guard let limit = retention.budget(of: key) else { return true }
    while liveCount(of: key) > limit, let extra = reuse.popPooled(key) {
      release(extra)
    }
    while liveCount(of: key) > limit, let victim = budgetVictim(of: key, forPageAt: nil, id: nil) {
      retire(victim)
      if let extra = reuse.popPooled(key) { release(extra) }
    }
    return liveCount(of: key) <= limit
  }

  /// The page that gives up a controller of `key` first: a hidden deleted page, else the hidden,
  /// unpinned page least likely to be read next: one no plugin retains (outside a working
  /// range) before one a plugin retains, and among them by ``budgetRank(of:around:)`` (the
  /// farthest from the current one, around the ring while looping, the target of a jump under
  /// way; at equal distance the page behind the reader before the page ahead); ranked below the
  /// page at `index` (a prefetch; any for `nil`), other than the page `id` asking.
  func budgetVictim(of key: ReuseIdentifier, forPageAt index: Int?, id: Page.DiffID?)
    -> ActivePage<Page>?
  {
    let current = transition.target ?? currentIndex ?? 0
    let floor = index.map { budgetRank(of: $0, around: current) } ?? -1
    let victim = retention.budgetVictim(
      among: presentation.slots.all, key: key, floor: floor, asking: id,
      id: { entry($0).page.diffID }, rank: { budgetRank(of: $0, around: current) },
      retainedByPlugin: { listeners.hasPlugins && askPluginsToRetain(entry($0)) })
    return victim.map(entry)
  }

  /// How readily the page at `index` gives up a controller (see
  /// ``Retention/budgetRank(of:around:ring:forward:)``).
  func budgetRank(of index: Int, around current: Int) -> Int {
    Retention<Page.DiffID>.budgetRank(
      of: index, around: current, ring: ring, forward: transition.direction == .forward)
  }

  /// Shown pages that hold a stand-in because a budget refused them are asked again (at rest):
  /// a controller that now fits swaps in place, presented at once.
  func retryBudgetRefusals() {
    guard retention.hasBudgets, transition.isResting else { return }
    let waiting = retention.budgetRetries(among: presentation.slots.all)
    guard !waiting.isEmpty else { return }
    for slot in waiting where slot.isActive && !slot.isDeleted {
      retention.clearStandIn(slot)
      _ = controllerEntry(at: slot.index, for: .standInReplacement)
    }
    present()
  }
}
