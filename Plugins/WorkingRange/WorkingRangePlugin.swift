import Folio

/// Prefetches the pages near the visible ones: IGListKit's working range, for a page container.
///
/// The range is the visible pages, each widened by ``trailing`` pages behind and ``leading``
/// pages ahead (ahead = toward the last direction of travel; initially toward higher indices),
/// clipped to the pages. During an animated jump over several pages, its source pages keep the
/// windows they had when it started and only its target's window faces the way it goes (from
/// the jump's start, before the target slides into view: the destination is prefetched), so
/// the pages it flies over never enter (unless the range at rest covers them), even when the
/// jump is turned around in flight. Pages entering the range are prefetched (the container dequeues and
/// binds their controller off screen) and a controller adopting ``WorkingRangeDelegate`` gets
/// `pageWillEnterWorkingRange`; pages leaving get `pageDidExitWorkingRange`. A page in the range
/// is never recycled; once it leaves, the normal recycling rule applies (the container's
/// budgets and `PageContainer.boundPageLimit` come first: the farthest pages exit).
///
/// ```swift
/// let workingRange = WorkingRangePlugin<Tab>(size: 1)
/// container.addPlugin(workingRange)
/// ```
///
/// ## When it runs, and in what order
/// The range is recomputed, by page identity, whenever the visible pages change and after every
/// data update, so inserts and deletes never leave it stale (IGListKit issue 1581). Each time:
/// exits first (ascending index), then enters, nearest to the live position first (ties: the
/// leading side first; at rest the live position is the current page).
/// Within a transition that comes after the incoming page's `pageWillAppear` and the outgoing
/// page's `pageDidDisappear`:
/// ```
/// incoming pageWillAppear ─▶ outgoing pageDidDisappear ─▶ exits ─▶ enters ─▶ ... settle
/// ```
/// so on sequential swipes with a size of 1 or more, every page enters before it appears. A
/// page deleted while in range exits before its controller is reclaimed; a reload sends exits
/// for every page in range, then enters for the new range. Each enter and exit is also recorded
/// in the container's event stream as `enterWorkingRange` / `exitWorkingRange`.
public final class WorkingRangePlugin<Page: Diffable>: PageContainerPlugin {
  /// How many pages ahead of the visible ones (toward the direction of travel) are in range.
  ///
  /// Negative values count as 0 (and read back as 0); any `Int` is accepted (the range is
  /// clipped to the pages). Changing it recomputes the range, and reclaims what recycling no
  /// longer keeps, as a request of the container: at once when it is idle, otherwise after what
  /// it is doing.
  public var leading: Int {
    get { sizes.leading }
    set { resize(leading: newValue, trailing: sizes.trailing) }
  }

  /// How many pages behind the visible ones are in range.
  ///
  /// Negative values count as 0 (and read back as 0); any `Int` is accepted (the range is
  /// clipped to the pages). Changing it is a request of the container, as for ``leading``.
  public var trailing: Int {
    get { sizes.trailing }
    set { resize(leading: sizes.leading, trailing: newValue) }
  }

  // No access to the range's state spans a call into a controller or the container (loops run
  // over copies), so the runtime exclusivity check, which stays on, never fires.

  var sizes: (leading: Int, trailing: Int)

  /// The identities of the pages in range, in the order they entered.
  ///
  /// - Complexity: O(r log r) for r pages in range (membership is kept in a hash table).
  public var pagesInRange: [Page.DiffID] {
    entered.sorted { $0.value.order < $1.value.order }.map(\.key)
  }

  /// The pages in range, each with when it entered: O(1) membership, so a change of the range
  /// costs O(size), not O(size²).
  var entered: [Page.DiffID: Entry] = [:]

  /// A page in range: when it entered, and the controller that entered (the one that exits).
  struct Entry {
    var order: Int
    var controller: any PageController<Page>
  }
  /// The indices the range covers, and whether the pages in range are exactly those.
  var coverage = RangeCoverage()
  var enterCount = 0
  /// Whether controllers of each type adopt ``WorkingRangeDelegate``: a cast that fails costs
  /// more than the rest of a swipe step's range work, so it is tried once per type.
  var adoptsDelegate: [ObjectIdentifier: Bool] = [:]

  var context: PagePluginContext<Page>?

  /// The context of the container the plugin serves, while it serves one.
  public var attachedContext: PagePluginContext<Page>? { context }

  /// Creates a symmetric working range.
  ///
  /// - Parameter size: Pages on each side of the visible ones; 0 means the visible pages only.
  public convenience init(size: Int) {
    self.init(leading: size, trailing: size)
  }

  /// Creates a working range with different sizes ahead of and behind the visible pages.
  ///
  /// - Parameters:
  ///   - leading: Pages ahead, toward the direction of travel; less than 0 counts as 0.
  ///   - trailing: Pages behind; less than 0 counts as 0.
  public init(leading: Int, trailing: Int) {
    sizes = (max(0, leading), max(0, trailing))
  }

  /// The size on both sides, when they are equal; setting it sets both, and recomputes once.
  public var size: Int? {
    get { leading == trailing ? leading : nil }
    set {
      guard let newValue else { return }
      resize(leading: newValue, trailing: newValue)
    }
  }

  private func resize(leading: Int, trailing: Int) {
    let (leading, trailing) = (max(0, leading), max(0, trailing))
    guard let context, context.isAttached else {
      sizes = (leading, trailing)
      return
    }
    // A request of the container: never in the middle of its work (an exit callback that
    // changes the size does not get overwritten by the recomputation it interrupted).
    context.perform { [weak self] in
      guard let self else { return }
      self.sizes = (leading, trailing)
      self.recompute()
      context.recycle()
    }
  }

  /// The lowest and highest index of the pages in range, or `nil` when it is empty.
  ///
  /// A hull: while the range wraps around a looping container's seam (on page 0 of 8 with size
  /// 1, pages 7, 0 and 1) it is `0...7`, although pages 2 to 6 are not in range; read ``spans``
  /// (`[0...1, 7...7]`) or ``pagesInRange`` for the pages themselves.
  public var bounds: ClosedRange<Int>? {
    let indices = entered.keys.compactMap { context?.index(of: $0) }
    guard let low = indices.min(), let high = indices.max() else { return nil }
    return low...high
  }

  /// The pages in range as ascending, disjoint runs of consecutive indices: one run at rest,
  /// two while an animated jump shows its source and its target far apart (`[4...6, 19...21]`).
  public var spans: [ClosedRange<Int>] {
    let indices = entered.keys.compactMap { context?.index(of: $0) }.sorted()
    var runs: [ClosedRange<Int>] = []
    for index in indices {
      if let last = runs.last, index <= last.upperBound + 1 {
        runs[runs.count - 1] = last.lowerBound...max(last.upperBound, index)
      } else {
        runs.append(index...index)
      }
    }
    return runs
  }

  // MARK: - Hooks

  /// Computes the first range.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    coverage.isExact = false
    recompute()
  }

  /// Every page in range exits (ascending index); the container then recycles as usual.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) {
    exit(pagesInRange, context: context)
    forgetTheContainer()
  }

  /// The container goes: every page in range exits (ascending index; the controller hears it,
  /// so that what it started on entering stops, but the container records no event), and the
  /// plugin is free to serve another container.
  ///
  /// - Parameter activePages: The container's active pages.
  public func pageContainerWillDeallocate(activePages: [PageContainer<Page>.ActivePageInfo]) {
    // The active pages come in delivery order: ascending index, a deleted page first.
    for page in activePages {
      guard let entry = entered[page.id], entry.controller === page.controller else { continue }
      entered[page.id] = nil
      workingRangeDelegate(of: entry.controller)?.pageDidExitWorkingRange()
    }
    forgetTheContainer()
  }

  /// Drops everything about the container's pages (its pages have all exited).
  private func forgetTheContainer() {
    entered.removeAll()
    coverage.reset()
    context = nil
  }

  /// Recomputes the range for the new visible pages.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func visiblePagesDidChange(_ context: PagePluginContext<Page>) {
    recompute()
  }

  /// A jump began, was retargeted or ended: its target's window is covered from its start,
  /// before the target slides into view, and no longer once it ends.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - oldPhase: The phase before.
  public func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) {
    var jumps = false
    if case .jumping = oldPhase { jumps = true }
    if case .jumping = context.phase { jumps = true }
    if jumps { recompute() }
  }

  /// Recomputes the range at rest: the direction of travel may have turned without the
  /// visible pages changing.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pageContainerDidSettle(_ context: PagePluginContext<Page>) {
    if coverage.holds(
      toward: context.travelDirection, generation: context.pagesGeneration,
      looping: context.isLooping)
    {
      return
    }
    recompute()
  }

  /// The pages started or stopped looping (`PageContainer.loops` set at rest, or pages
  /// added or removed around the ring's minimum): the window wraps around the ring at once, or
  /// no longer does, not at the next settle.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pageContainerLoopingDidChange(_ context: PagePluginContext<Page>) {
    recompute()
  }

  /// A page's controller is about to be reclaimed (its page deleted, or its controller
  /// replaced by one of another type): if the page is in range, it exits first, with that
  /// controller.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func pageWillBeReclaimed(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) {
    // Only the controller that entered exits (a swapped-out one already did, at the swap).
    guard let entry = entered[id], entry.controller === context.controller(forPage: id) else {
      return
    }
    exit([id], context: context)
    coverage.isExact = false
  }

  /// A page in range got another controller (swapped for one of another type, or a
  /// placeholder replaced): the old controller exits, then the new one enters, before either
  /// is shown or reclaimed.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func pageDidDequeue(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int) {
    guard let old = entered[id], let controller = context.controller(forPage: id),
      controller !== old.controller
    else { return }
    exit([id], context: context)
    take(id, controller: controller, at: index, context: context)
  }

  /// Recomputes the range by identity.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - changes: The applied diff, or `nil` for a reload.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    recompute()
  }

  /// Every page in range exits, ascending: a reload replaces the pages, and the new range enters
  /// as the new pages are shown.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pageContainerWillReload(_ context: PagePluginContext<Page>) {
    exit(pagesInRange, context: context)
    coverage.isExact = false
  }

  /// How far ahead the range prefetches: a feed asks for more before the reader comes this
  /// close (plus a margin) to its end.
  public var prefetchDistance: Int { max(sizes.leading, sizes.trailing) }

  /// The container shed memory: every page in range was reclaimed (each exited then); the range
  /// stays empty while prefetches fail.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pageContainerDidShedMemory(_ context: PagePluginContext<Page>) {
    coverage.isExact = false
  }

  /// The delay after shedding memory is over: the range grows back.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pageContainerDidEndMemoryPressure(_ context: PagePluginContext<Page>) {
    coverage.isExact = false
    recompute()
  }

  /// A live budget or the bound-page limit that refused a prefetch may have room again: the
  /// range fills in.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pageContainerBudgetMayHaveRoom(_ context: PagePluginContext<Page>) {
    coverage.isExact = false
    recompute()
  }

  /// Keeps pages in range from being reclaimed.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  /// - Returns: Whether the page is in range.
  public func shouldRetainPage(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int)
    -> Bool
  {
    entered[id] != nil
  }
}
