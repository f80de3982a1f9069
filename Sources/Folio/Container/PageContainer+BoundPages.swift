// MARK: - Bound pages: how many pages hold a controller at once

extension PageContainer {
  /// The most pages bound at once, whatever their controllers' types; `nil` (the default)
  /// for no limit.
  ///
  /// A page is bound when its controller is bound to it: shown, kept near the current page by
  /// ``recycleDistance``, prefetched by a working range, kept as visited, pinned. Controllers
  /// waiting in reuse pools do not count: they hold no page's content.
  ///
  /// "At most 3 decoded images" is `boundPageLimit = 3`, whatever the working range's size and
  /// the recycle distance: the current page and its two nearest neighbours stay bound (the
  /// page ahead of the reader first), and every other page gives its controller up
  /// (`pageWasReclaimed`, a working range's exit before it), into its pool. ViewPager2's
  /// `offscreenPageLimit = n` keeps `n` pages on each side: the limit `2n + 1`, counted
  /// instead of measured, so that it holds for several pages per viewport, loops and far
  /// jumps alike.
  ///
  /// - **Who goes first.** The page least likely to be read next: a deleted page's, then one
  ///   no plugin retains (outside a working range) before one a plugin retains, and among them
  ///   the farthest from the current page (the target of a jump under way; around the ring
  ///   while looping), at equal distance the page behind the reader before the page ahead.
  /// - **Who never goes.** The current page, the pages with a pixel on screen (every page of
  ///   the span the shape shows), and pinned pages (``pin(_:)``). When they alone hold more
  ///   than the limit (a swipe shows two pages at a limit of 1), no other page is bound until
  ///   they go.
  /// - **Prefetches.** A prefetch (a working range's) beyond the limit takes the place of a
  ///   page ranked farther than itself, or fails with
  ///   ``PageContainerError/boundPageLimitReached(limit:)``; plugins hear
  ///   ``PageContainerPlugin/pageContainerBudgetMayHaveRoom(_:)`` when a page is next unbound,
  ///   and a working range fills in. A page coming on screen takes the place of any page that
  ///   may go, so far jumps and swipes hold the limit too.
  /// - It stands beside the live-controller budgets
  ///   (``setLiveBudget(_:for:reuseIdentifier:)``), which count the pooled controllers of one
  ///   type as well (players a pool keeps warm); both hold.
  ///
  /// Any `Int` is accepted: less than 1 counts as 1. A queued request, like every change:
  /// lowering it unbinds at once what it no longer allows; raising or removing it lets plugins
  /// prefetch again.
  ///
  /// - Complexity: Setting it, O(a × k) for a active pages and k pages unbound; at rest, O(1)
  ///   per request while the bound pages are within the limit.
  public var boundPageLimit: Int? {
    get { retention.boundLimit }
    set {
      submit {
        let before = self.retention.setBoundLimit(newValue)
        let after = self.retention.boundLimit
        self.enforceBoundLimit()
        let grown = before.map { old in after.map { $0 > old } ?? true } ?? false
        if self.retention.boundMayHaveRoom(grown: grown) { self.tellPluginsBoundPagesHaveRoom() }
      }
    }
  }

  // MARK: Internals

  /// How many pages hold a controller now (a deleted or replaced page's until it is reclaimed
  /// included).
  var boundCount: Int { presentation.slots.all.count }

  /// Brings the bound pages within ``boundPageLimit`` where pages allow (at rest and after
  /// every data change, with recycling; when the limit is lowered).
  func enforceBoundLimit() {
    guard let limit = retention.boundLimit, boundCount > limit else { return }
    let kept = keptByBoundLimit()
    while boundCount > limit, let victim = boundVictim(floor: -1, kept: kept) {
      unbind(victim)
    }
  }

  /// Makes room, within ``boundPageLimit``, for the pages at `entering` that come on screen.
  ///
  /// The pages that may go give theirs up for those that have no controller yet (never a page
  /// on screen, nor one of `entering`). If too few may, the pages come on screen all the same.
  func makeBoundRoom(forShowing entering: [Int]) {
    guard let limit = retention.boundLimit else { return }
    var needed = 0
    for index in entering where presentation.slots.live(at: index) == nil { needed += 1 }
    guard needed > 0, boundCount + needed > limit else { return }
    var kept = keptByBoundLimit()
    kept.indices.formUnion(entering)
    while boundCount + needed > limit, let victim = boundVictim(floor: -1, kept: kept) {
      unbind(victim)
    }
  }

  /// Makes room, within ``boundPageLimit``, for a prefetch of the page at `index`: a page
  /// ranked farther than it gives its controller up.
  ///
  /// - Returns: Whether there is room (when not, plugins hear when a page is next unbound).
  func makeBoundRoom(forPrefetchAt index: Int) -> Bool {
    guard let limit = retention.boundLimit, boundCount >= limit else { return true }
    let floor = budgetRank(of: index, around: transition.target ?? currentIndex ?? 0)
    let kept = keptByBoundLimit()
    while boundCount >= limit {
      guard let victim = boundVictim(floor: floor, kept: kept) else {
        retention.noteBoundRefusal()
        return false
      }
      unbind(victim)
    }
    return true
  }

  /// A page was unbound or unpinned: if the limit refused a prefetch since, plugins hear they
  /// may prefetch again, as a queued request after the work under way.
  func boundPagesMayHaveRoom() {
    guard retention.boundMayHaveRoom() else { return }
    tellPluginsBoundPagesHaveRoom()
  }

  /// Takes a page's controller back for the limit: a plugin that prefetched the page (a
  /// working range) will hear when there is room again, as after a refused prefetch.
  private func unbind(_ victim: ActivePage<Page>) {
    retire(victim)
    retention.noteBoundRefusal()
  }

  private func tellPluginsBoundPagesHaveRoom() {
    submit { self.forEachPlugin { $0.plugin.pageContainerBudgetMayHaveRoom($0.context) } }
  }

  /// What the limit never unbinds: the current page (and the target of a jump) and the span
  /// of pages the shape shows with it.
  private func keptByBoundLimit() -> (first: Int, last: Int, indices: Set<Int>) {
    let current = currentIndex ?? 0
    var (first, last) = (current, current)
    if shapeShowsSeveralPages, let span = currentSpan {
      (first, last) = ring.anchor(current: current, span: span)
    }
    var indices: Set<Int> = [current]
    if let target = transition.target { indices.insert(target) }
    return (first, last, indices)
  }

  private func boundVictim(
    floor: Int, kept: (first: Int, last: Int, indices: Set<Int>)
  ) -> ActivePage<Page>? {
    let current = transition.target ?? currentIndex ?? 0
    let ring = self.ring
    let victim = retention.boundVictim(
      among: presentation.slots.all, floor: floor,
      protected: { slot in
        kept.indices.contains(slot.index)
          || ring.gap(of: slot.index, first: kept.first, last: kept.last) == 0
      },
      id: { entry($0).page.diffID }, rank: { budgetRank(of: $0, around: current) },
      retainedByPlugin: { listeners.hasPlugins && askPluginsToRetain(entry($0)) })
    return victim.map(entry)
  }
}
