import Folio

extension WorkingRangePlugin {
  // MARK: - The range

  /// Brings the entered pages in line with the range: pages that left exit (ascending), then
  /// pages that came in enter (nearest the live position first).
  ///
  /// While nothing but the shown pages changed since the last time (no data update, reload,
  /// reclaim or failed prefetch), the pages in range are exactly those at the indices covered
  /// then, so only the indices that differ are looked at, by index: a swipe step costs one exit
  /// and one enter, and a step that changes nothing costs a comparison of indices.
  ///
  /// While the screen is not shown (gone, or covered by a sheet: no page is shown), the range
  /// holds: the pages around the reader stay ready for the screen's return, and it catches up
  /// when the pages are shown again.
  func recompute() {
    guard let context, context.isAttached, context.isOnScreen else { return }
    var jumpTarget: Int?
    if case .jumping(let target) = context.phase { jumpTarget = target }
    let change = coverage.move(
      visible: context.visibleIndices, count: context.count, sizes: sizes,
      toward: context.travelDirection, jumpTarget: jumpTarget,
      generation: context.pagesGeneration, looping: context.isLooping)
    switch change {
    case .none:
      return
    case .step(let previous, let wanted):
      // The identity of a page is looked up only when it exits.
      let entering = RangeCoverage.compare(previous, with: wanted) { index in
        exitLivePage(at: index, context: context)
      }
      enter(entering, knownOutOfRange: true, nearest: jumpTarget, context: context)
    case .replace(let wanted):
      exitReplacing(with: wanted, context: context)
      enter(wanted, knownOutOfRange: false, nearest: jumpTarget, context: context)
    }
  }

  /// The full path: pages in range whose identity is not among the pages at `wanted` exit.
  ///
  /// A function of its own, so that the generic values it handles cost the swipe step nothing
  /// (a function looks up the metadata of its generic locals on entry).
  func exitReplacing(with wanted: [Int], context: PagePluginContext<Page>) {
    var wantedIDs = Set<Page.DiffID>()
    for index in wanted {
      if let page = context.page(at: index) { wantedIDs.insert(page.diffID) }
    }
    exit(entered.keys.filter { !wantedIDs.contains($0) }, context: context)
  }

  /// Prefetches the pages at `indices` and takes them into the range, nearest the live position
  /// first (during a jump, nearest its target: where the reader is going); a page already in
  /// range is skipped, unless `knownOutOfRange` says none is.
  func enter(
    _ indices: [Int], knownOutOfRange: Bool, nearest jumpTarget: Int? = nil,
    context: PagePluginContext<Page>
  ) {
    // A swipe step enters one page: no order to find, so no position to ask for.
    let order =
      indices.count < 2
      ? indices
      : RangeCoverage.enteringOrder(
        indices, position: jumpTarget.map(Double.init) ?? context.position,
        toward: context.travelDirection, ring: context.isLooping ? context.count : nil)
    for index in order {
      guard let id = context.page(at: index)?.diffID, knownOutOfRange || entered[id] == nil else {
        continue
      }
      guard let controller = try? context.prefetchPage(at: index) else {
        coverage.isExact = false
        continue
      }
      take(id, controller: controller, at: index, context: context)
    }
  }

  /// Takes a page into the range with its controller.
  func take(
    _ id: Page.DiffID, controller: any PageController<Page>, at index: Int,
    context: PagePluginContext<Page>
  ) {
    enterCount += 1
    entered[id] = Entry(order: enterCount, controller: controller)
    context.record("enterWorkingRange", at: index)
    workingRangeDelegate(of: controller)?.pageWillEnterWorkingRange()
  }

  /// Takes the page at `index` out of the range, if it is in it: the incremental path, where
  /// the page is live and named by its index.
  func exitLivePage(at index: Int, context: PagePluginContext<Page>) {
    guard let id = context.page(at: index)?.diffID, let entry = entered.removeValue(forKey: id)
    else { return }
    context.record("exitWorkingRange", forPage: id, controller: entry.controller)
    workingRangeDelegate(of: entry.controller)?.pageDidExitWorkingRange()
  }

  /// Takes pages out of the range, ascending by index (a deleted page, named by the index it
  /// had, before a live page that now has that index; then in the order they entered), so the
  /// order never depends on hash-table order.
  func exit(_ ids: [Page.DiffID], context: PagePluginContext<Page>) {
    var ordered = ids
    if ids.count > 1 {
      let keys = ids.map { id in
        (id: id, index: context.activeIndex(ofPage: id) ?? .max, entered: entered[id]?.order ?? 0)
      }
      ordered = keys.sorted { lhs, rhs in
        if lhs.index != rhs.index { return lhs.index < rhs.index }
        // Same index: a deleted page (named by the index it had) first, then entry order.
        let lhsLive = context.index(of: lhs.id) != nil
        let rhsLive = context.index(of: rhs.id) != nil
        if lhsLive != rhsLive { return !lhsLive }
        return lhs.entered < rhs.entered
      }.map(\.id)
    }
    for id in ordered {
      // A hook may have taken it out already (a reclaim during a prefetch): one exit only.
      guard let entry = entered.removeValue(forKey: id) else { continue }
      context.record("exitWorkingRange", forPage: id, controller: entry.controller)
      workingRangeDelegate(of: entry.controller)?.pageDidExitWorkingRange()
    }
  }

  /// The controller as a ``WorkingRangeDelegate``, if its type adopts it.
  func workingRangeDelegate(of controller: any PageController<Page>)
    -> (any WorkingRangeDelegate)?
  {
    let type = ObjectIdentifier(Swift.type(of: controller))
    if adoptsDelegate[type] == false { return nil }
    let delegate = controller as? any WorkingRangeDelegate
    adoptsDelegate[type] = delegate != nil
    return delegate
  }
}
