/// The container's retention part: what keeps controllers alive beyond recycling, or takes
/// them away before it (live-controller budgets, pins, recently visited pages, memory
/// pressure), and who gives a controller up first.
///
/// It decides and returns; the container performs: ``recycleVictims(_:first:last:distance:ring:id:retainedByPlugin:)``
/// and ``budgetVictim(among:key:floor:asking:id:rank:retainedByPlugin:)`` return the pages to
/// reclaim, and the container retires them (delivering their steps) at the delivery point.
///
/// Invariants:
/// - ``keepsAny`` is whether any page is pinned or kept as visited, and ``hasBudgets`` whether
///   any budget is set: the part's own methods are the only way to change pins, visits and
///   budgets, and they keep both;
/// - at most ``keepVisited`` pages are kept as visited, the most recently settled ones;
/// - budgets and the bound-page limit are at least 1.
package final class Retention<ID: Hashable> {
  /// The most live controllers (serving a page, or pooled) of each reuse identifier.
  private(set) var budgets: [ReuseIdentifier: Int] = [:]
  /// Whether any budget is set.
  private(set) var hasBudgets = false
  /// Whether any page is pinned or kept as visited.
  private(set) var keepsAny = false
  /// How many recently settled pages stay alive beyond the recycling distance.
  private(set) var keepVisited = 0
  /// When prefetching may resume after shedding memory; `nil` when not shedding.
  private(set) var pressureEnds: Duration?
  /// The current ask of the data source, while budgets are set.
  private(set) var ask = Ask(forDisplay: true)
  /// Whether a budget was left exceeded by shown pages (a budget lowered under them): a page
  /// that leaves the screen then brings it down.
  private(set) var overBudget = false
  /// The reuse identifiers whose budgets refused a prefetch since they last had room: when one
  /// frees a controller, plugins hear they may prefetch again.
  private var refusedPrefetches: Set<ReuseIdentifier> = []
  /// The pages the app pinned, by identity.
  private(set) var pins: Set<ID> = []
  /// The pages settled on, with the number of their last visit (at most ``keepVisited``).
  private var visited: [ID: UInt64] = [:]
  /// Numbers the visits, for their recency.
  private var visitCount: UInt64 = 0
  /// Whether a plugin retained a page at the last recycling pass.
  private(set) var anyRetainedByPlugins = false
  /// The most pages bound at once, whatever their controllers' types (pooled controllers
  /// apart); `nil` for no limit.
  private(set) var boundLimit: Int?
  /// Whether the bound-page limit refused a prefetch since a page was last unbound.
  private var boundRefusedPrefetch = false

  // MARK: What tests read

  /// Whether a plugin retained a page at the last recycling pass.
  package var pluginsRetainAny: Bool { anyRetainedByPlugins }

  /// An ask of the data source, as budgets see it.
  struct Ask {
    /// Whether the page is being shown (any hidden page may then give its controller up), not
    /// prefetched (only pages farther than the one asked about may).
    var forDisplay: Bool
    /// Set when a dequeue of the ask was refused by a budget.
    var refused: PageContainerError?
    /// The reuse identifier whose budget refused it.
    var refusedKey: ReuseIdentifier?
  }

  /// Nothing kept, no budget.
  package init() {}

  /// Whether anything is kept as visited or budgeted (what a settle looks at).
  var keepsOrBudgets: Bool { keepVisited > 0 || hasBudgets }

  // MARK: Budgets

  /// The budget of `key`, if any.
  package func budget(of key: ReuseIdentifier) -> Int? { budgets[key] }

  /// Sets the budget of `key` (less than 1 counts as 1; `nil` removes it).
  ///
  /// - Returns: The budget before.
  @discardableResult
  package func setBudget(_ limit: Int?, for key: ReuseIdentifier) -> Int? {
    let before = budgets[key]
    budgets[key] = limit.map { max(1, $0) }
    hasBudgets = !budgets.isEmpty
    return before
  }

  /// The budgeted reuse identifiers, in a stable order.
  package var budgetKeys: [ReuseIdentifier] {
    budgets.keys.sorted { $0.description < $1.description }
  }

  /// The data source is asked for a page's controller, to show it or to prefetch it.
  package func beginAsk(forDisplay: Bool) { ask = Ask(forDisplay: forDisplay) }

  /// The budget of `key` refused the ask under way.
  package func refuse(_ error: PageContainerError, key: ReuseIdentifier) {
    ask.refused = error
    ask.refusedKey = key
  }

  /// The ask under way was a prefetch the budget refused: the budget is noted, to say when it
  /// may have room again.
  package func noteRefusedPrefetch() {
    if let key = ask.refusedKey { refusedPrefetches.insert(key) }
  }

  /// A controller of `key` was freed (or its budget changed, or a page holding one unpinned).
  ///
  /// - Parameters:
  ///   - key: The reuse identifier.
  ///   - grown: Whether its budget grew (it may have taken pages a plugin prefetched).
  /// - Returns: Whether plugins should hear that they may prefetch again: a prefetch of `key`
  ///   was refused since it last had room, or its budget grew.
  package func mayHaveRoom(for key: ReuseIdentifier, grown: Bool) -> Bool {
    refusedPrefetches.remove(key) != nil || grown
  }

  /// Notes whether every budget holds after enforcing them (shown pages may hold more until
  /// they go).
  package func noteBudgetsHold(_ hold: Bool) { overBudget = !hold }

  /// The page at `slot` shows a stand-in because the ask under way was refused by a budget,
  /// if it was: it is asked again once that budget has room, and counts against it.
  package func noteStandIn(_ slot: PageSlot) {
    guard ask.refused != nil else { return }
    slot.budgetRefusedKey = ask.refusedKey
  }

  /// The page at `slot` is asked again for its controller: it holds no refused stand-in now.
  package func clearStandIn(_ slot: PageSlot) { slot.budgetRefusedKey = nil }

  // MARK: The bound-page limit

  /// Sets the most pages bound at once (less than 1 counts as 1; `nil` removes it).
  ///
  /// - Returns: The limit before.
  @discardableResult
  package func setBoundLimit(_ limit: Int?) -> Int? {
    let before = boundLimit
    boundLimit = limit.map { max(1, $0) }
    return before
  }

  /// The bound-page limit refused a prefetch: when a page is next unbound, plugins hear that
  /// they may prefetch again.
  package func noteBoundRefusal() { boundRefusedPrefetch = true }

  /// A page was unbound (or the limit was raised or removed: `grown`).
  ///
  /// - Returns: Whether plugins should hear that they may prefetch again: the limit refused a
  ///   prefetch since a page was last unbound, or it grew.
  package func boundMayHaveRoom(grown: Bool = false) -> Bool {
    defer { boundRefusedPrefetch = false }
    return boundRefusedPrefetch || grown
  }

  // MARK: Memory pressure

  /// Memory is shed: prefetching waits until `ends`.
  package func shed(until ends: Duration) { pressureEnds = ends }

  /// Whether prefetching waits at `now`.
  package func isShedding(at now: Duration) -> Bool {
    guard let ends = pressureEnds else { return false }
    return now < ends
  }

  /// The clock reached `now`.
  ///
  /// - Returns: Whether the wait after shedding memory ended now (plugins hear it).
  package func endPressure(at now: Duration) -> Bool {
    guard let ends = pressureEnds, now >= ends else { return false }
    pressureEnds = nil
    return true
  }

  // MARK: Pins and visits

  /// Whether the page stays alive beyond the recycling distance (pinned or recently visited).
  package func keeps(_ id: ID) -> Bool {
    guard keepsAny else { return false }
    return pins.contains(id) || visited[id] != nil
  }

  /// Whether the page is pinned.
  package func isPinned(_ id: ID) -> Bool { !pins.isEmpty && pins.contains(id) }

  /// Pins a page.
  package func pin(_ id: ID) {
    pins.insert(id)
    noteChange()
  }

  /// Unpins a page.
  ///
  /// - Returns: Whether it was pinned.
  package func unpin(_ id: ID) -> Bool {
    defer { noteChange() }
    return pins.remove(id) != nil
  }

  /// Sets how many recently settled pages are kept (negative counts as 0), forgetting the
  /// oldest visits beyond it.
  package func setKeepVisited(_ count: Int) {
    keepVisited = max(0, count)
    trimVisited()
  }

  /// A settle on the page: it is the most recent visit.
  package func noteVisit(_ id: ID) {
    guard keepVisited > 0 else { return }
    visitCount &+= 1
    visited[id] = visitCount
    trimVisited()
  }

  /// The pages kept as visited, most recent first.
  package var visitedPages: [ID] {
    visited.sorted { $0.value > $1.value }.map(\.key)
  }

  /// Drops the pins of pages `isLive` rejects and the visits of pages `exists` rejects.
  package func forgetGone(pinned isLive: (ID) -> Bool, visited exists: (ID) -> Bool) {
    guard keepsAny else { return }
    if !pins.isEmpty { pins = pins.filter(isLive) }
    if !visited.isEmpty { visited = visited.filter { exists($0.key) } }
    noteChange()
  }

  /// Forgets the least recent visits beyond ``keepVisited``: O(1) per settle while within it,
  /// O(kept) when one visit is forgotten, O(kept log kept) for many at once.
  private func trimVisited() {
    let extra = visited.count - keepVisited
    if extra == 1, let oldest = visited.min(by: { $0.value < $1.value })?.key {
      visited[oldest] = nil
    } else if extra > 1 {
      for (id, _) in visited.sorted(by: { $0.value < $1.value }).prefix(extra) { visited[id] = nil }
    }
    noteChange()
  }

  private func noteChange() {
    keepsAny = !pins.isEmpty || !visited.isEmpty
  }

  // MARK: Who gives a controller up

  /// The pages recycling reclaims, in delivery order.
  ///
  /// Every hidden page that is deleted, or more than `distance` from `first...last` on `ring`
  /// and kept by neither a pin, a visit nor a plugin. Marks the pages plugins retain.
  ///
  /// - Parameters:
  ///   - slots: The active pages, in delivery order.
  ///   - first: The first page the distance counts from (a virtual page around a ring).
  ///   - last: The last page the distance counts from.
  ///   - distance: The recycle distance (at least 0).
  ///   - ring: The pages' ring.
  ///   - id: A page's identity.
  ///   - retainedByPlugin: Whether a plugin keeps the page (plugin code, asked only of pages
  ///     nothing else keeps).
  /// - Returns: The pages to reclaim.
  package func recycleVictims(
    _ slots: [PageSlot], first: Int, last: Int, distance: Int, ring: PageRing,
    id: (PageSlot) -> ID, retainedByPlugin: (PageSlot) -> Bool
  ) -> [PageSlot] {
    var anyRetained = false
    var victims: [PageSlot] = []
    for slot in slots {
      slot.isRetainedByPlugin = false
      guard slot.appearance == .hidden else { continue }
      if !slot.isDeleted {
        // The distance from first...last > distance, without overflow for any distance.
        guard ring.gap(of: slot.index, first: first, last: last) > distance else { continue }
        if keeps(id(slot)) { continue }
        if retainedByPlugin(slot) {
          slot.isRetainedByPlugin = true
          anyRetained = true
          continue
        }
      }
      victims.append(slot)
    }
    anyRetainedByPlugins = anyRetained
    return victims
  }

  /// No page is retained by a plugin any more.
  package func forgetPluginRetention(_ slots: [PageSlot]) {
    guard anyRetainedByPlugins else { return }
    for slot in slots { slot.isRetainedByPlugin = false }
    anyRetainedByPlugins = false
  }

  /// The page that gives up a controller of `key` first: a hidden deleted page, else the
  /// hidden, unpinned page least likely to be read next: one no plugin retains before one a
  /// plugin retains, and among them the highest `rank` (equal ranks: the higher index); ranked
  /// above `floor`, other than the page `asking`.
  package func budgetVictim(
    among slots: [PageSlot], key: ReuseIdentifier, floor: Int, asking: ID?, id: (PageSlot) -> ID,
    rank: (Int) -> Int, retainedByPlugin: (PageSlot) -> Bool
  ) -> PageSlot? {
    victim(
      among: slots, floor: floor, id: id, rank: rank, retainedByPlugin: retainedByPlugin,
      candidate: { slot in slot.key == key },
      keeps: { page in page == asking })
  }

  /// The page the bound-page limit unbinds first: a hidden deleted page, else the hidden,
  /// unpinned page least likely to be read next that `protected` lets go (as
  /// ``budgetVictim(among:key:floor:asking:id:rank:retainedByPlugin:)`` ranks them), ranked
  /// above `floor`.
  package func boundVictim(
    among slots: [PageSlot], floor: Int, protected: (PageSlot) -> Bool, id: (PageSlot) -> ID,
    rank: (Int) -> Int, retainedByPlugin: (PageSlot) -> Bool
  ) -> PageSlot? {
    victim(
      among: slots, floor: floor, id: id, rank: rank, retainedByPlugin: retainedByPlugin,
      candidate: { slot in slot.isDeleted || !protected(slot) }, keeps: { _ in false })
  }

  /// The hidden `candidate` page that gives its controller up first: a deleted one, else the
  /// unpinned one (not kept by `keeps`) no plugin retains before one a plugin retains, and
  /// among them the highest `rank` above `floor` (equal ranks: the higher index).
  private func victim(
    among slots: [PageSlot], floor: Int, id: (PageSlot) -> ID, rank: (Int) -> Int,
    retainedByPlugin: (PageSlot) -> Bool, candidate: (PageSlot) -> Bool, keeps: (ID) -> Bool
  ) -> PageSlot? {
    var best: (slot: PageSlot, rank: Int)?
    for slot in slots where slot.isActive && slot.appearance == .hidden && candidate(slot) {
      if slot.isDeleted { return slot }
      let page = id(slot)
      guard !keeps(page), !isPinned(page) else { continue }
      let distanceRank = rank(slot.index)
      guard distanceRank > floor else { continue }
      // A page a plugin keeps (in a working range) gives way after every page none keeps.
      let rank = retainedByPlugin(slot) ? distanceRank : distanceRank | (1 << 62)
      if best == nil || rank >= best?.rank ?? 0 { best = (slot, rank) }
    }
    return best?.slot
  }

  /// The shown pages that hold a stand-in because a budget refused them (to ask again, at
  /// rest), in delivery order.
  package func budgetRetries(among slots: [PageSlot]) -> [PageSlot] {
    guard hasBudgets else { return [] }
    return slots.filter {
      $0.wantsBudgetRetry && $0.isActive && !$0.isDeleted && $0.appearance != .hidden
    }
  }

  /// How readily the page at `index` gives up a controller: twice its distance from `current`
  /// on `ring`, plus one behind the reader (against the last direction of travel), so that a
  /// feed read forward keeps the page ahead and lets the page behind go.
  package static func budgetRank(
    of index: Int, around current: Int, ring: PageRing, forward: Bool
  ) -> Int {
    let distance = ring.gap(of: index, first: current, last: current)
    guard distance > 0 else { return 0 }
    let forwardSide: Bool
    if ring.loops {
      let ahead = ((index - current) % ring.count + ring.count) % ring.count
      forwardSide = ahead <= ring.count - ahead
    } else {
      forwardSide = index > current
    }
    let behind = forwardSide != forward
    return min(distance, 1 << 60) * 2 + (behind ? 1 : 0)
  }
}
