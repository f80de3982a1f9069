// MARK: - Budgets: who gives a controller up, and when plugins may prefetch again

extension PageContainer {
  /// Makes room for one more controller of `key` for the page at `index`, if its budget is
  /// reached and no pooled controller can serve: the farthest page that may give one up does.
  ///
  /// - Throws: ``PageContainerError/liveBudgetReached(typeName:limit:)`` when none may.
  func makeRoom(for key: ReuseIdentifier, at index: Int, page id: Page.DiffID)
    throws(PageContainerError)
  {
    guard let limit = retention.budgets[key] else { return }
    // Taking a pooled controller keeps the count; a new one adds one.
    func needed() -> Int { reuse.poolIsEmpty(key) ? 1 : 0 }
    while liveCount(of: key) + needed() > limit {
      let asking = retention.ask.forDisplay ? nil : index
      guard let victim = budgetVictim(of: key, forPageAt: asking, id: id) else {
        let error = PageContainerError.liveBudgetReached(typeName: key.typeName, limit: limit)
        retention.ask.refused = error
        retention.ask.refusedKey = key
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
    guard retention.refusedPrefetches.remove(key) != nil || grown else { return }
    submit { self.forEachPlugin { $0.plugin.pageContainerBudgetMayHaveRoom($0.context) } }
  }

  /// Brings every budget within its limit where pages allow (after a budget was lowered while
  /// shown pages held more).
  func enforceBudgets() {
    var over = false
    for key in retention.budgets.keys.sorted(by: { $0.description < $1.description }) {
      if !enforceBudget(key) { over = true }
    }
    retention.overBudget = over
  }

  /// Takes the budget of `key` down to its limit: pooled controllers first, then the farthest
  /// hidden, unpinned pages.
  /// - Returns: Whether the budget holds now (shown and pinned pages may hold more until they
  ///   go).
  @discardableResult
  func enforceBudget(_ key: ReuseIdentifier) -> Bool {
    guard let limit = retention.budgets[key] else { return true }
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
    var best: (slot: PageSlot, rank: Int)?
    for slot in presentation.slots.all
    where slot.key == key && slot.isActive && slot.appearance == .hidden {
      if slot.isDeleted { return entry(slot) }
      let entry = entry(slot)
      guard entry.page.diffID != id, !pins.contains(entry.page.diffID) else { continue }
      let distanceRank = budgetRank(of: slot.index, around: current)
      guard distanceRank > floor else { continue }
      // A page a plugin keeps (in a working range) gives way after every page none keeps.
      let retained = hasPlugins && askPluginsToRetain(entry)
      let rank = retained ? distanceRank : distanceRank | (1 << 62)
      // Equal ranks (both ends of a ring): the higher index.
      if best == nil || rank >= best?.rank ?? 0 { best = (slot, rank) }
    }
    return best.map { entry($0.slot) }
  }

  /// How readily the page at `index` gives up a controller: twice its distance from `current`
  /// (around the ring while looping), plus one behind the reader (against the last direction of
  /// travel), so that a feed read forward keeps the page ahead and lets the page behind go.
  func budgetRank(of index: Int, around current: Int) -> Int {
    let distance = gap(of: index, first: current, last: current)
    guard distance > 0 else { return 0 }
    let forwardSide: Bool
    if transition.loops {
      let ahead = ((index - current) % transition.count + transition.count) % transition.count
      forwardSide = ahead <= transition.count - ahead
    } else {
      forwardSide = index > current
    }
    let behind = forwardSide != (transition.direction == .forward)
    return min(distance, 1 << 60) * 2 + (behind ? 1 : 0)
  }

  /// Shown pages that hold a stand-in because a budget refused them are asked again (at rest):
  /// a controller that now fits swaps in place, presented at once.
  func retryBudgetRefusals() {
    guard retention.hasBudgets, transition.isResting else { return }
    let waiting = presentation.slots.all.filter {
      $0.wantsBudgetRetry && $0.isActive && !$0.isDeleted && $0.appearance != .hidden
    }
    guard !waiting.isEmpty else { return }
    for slot in waiting where slot.isActive && !slot.isDeleted {
      slot.budgetRefusedKey = nil
      _ = controllerEntry(at: slot.index, for: .standInReplacement)
    }
    present()
  }
}
