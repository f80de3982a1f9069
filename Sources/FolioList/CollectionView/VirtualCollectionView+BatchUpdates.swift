// MARK: - Batch updates

extension VirtualCollectionView {
  /// Applies inserts, deletes, moves and reloads of sections and items in one layout pass.
  ///
  /// The batch is atomic, and the data source must already report the new counts.
  ///
  /// - Cells of items that stay visible are kept (and re-addressed); deleted and reloaded items'
  ///   cells get `didEndDisplaying` with their old path; newly visible items get `willDisplay`.
  ///   A reloaded item's old cell ends before its new cell displays (see
  ///   ``reloadData()`` for the order).
  /// - The content on screen stays put: the item at the viewport's leading edge keeps its place
  ///   when items are inserted or deleted before it. If that item is deleted, the item that
  ///   takes its index (or the new last item) does. Motion in progress keeps its target item.
  ///
  /// - Parameter batch: The changes.
  /// - Throws: ``BatchUpdateError`` when an index is out of range or repeated, or the data
  ///   source's counts do not match the old counts plus the batch. The view then reloads from
  ///   the data source, so it stays consistent with it. Also thrown, with nothing changed, when
  ///   called from inside a display or scroll callback.
  public func performBatchUpdates(_ batch: BatchUpdate) throws(BatchUpdateError) {
    guard !requestQueue.isDelivering else { throw .requestedDuringCallback }
    if needsReload {
      // Not loaded yet, or a reload is pending: it reads the data source, which already
      // includes the batch.
      perform { self.runLayoutPass(scrolled: false) }
      return
    }
    let source = dataSource
    let plan: BatchPlan
    do {
      plan = try BatchPlan(
        batch, counts: counts, newSectionCount: source?.numberOfSections(in: self) ?? 0,
        newItemCount: { source?.collectionView(self, numberOfItemsInSection: $0) ?? 0 })
    } catch {
      reloadData()
      throw error
    }
    perform { self.apply(plan) }
  }

  private func apply(_ plan: BatchPlan) {
    let anchor = parkedAnchor ?? self.anchor(atOffset: axisOffset)
    let targetAnchor = motion.flatMap { self.anchor(atOffset: $0.to) }
    func remapped(_ anchor: Anchor) -> Anchor {
      // A parked anchor can predate a reload; with no old items there is nothing to follow.
      guard plan.oldCounts.itemCount > 0 else { return anchor }
      let index = min(max(0, anchor.flatIndex), plan.oldCounts.itemCount - 1)
      let path = plan.oldCounts.path(forFlatIndex: index)
      return Anchor(flatIndex: plan.standInFlatIndex(of: path), fraction: anchor.fraction)
    }

    var kept: [ItemPath: CollectionViewCell] = [:]
    var removed: [RemovedCell] = []
    for (path, cell) in displayed {
      if let newPath = plan.newPath(of: path) {
        kept[newPath] = cell
      } else {
        removed.append(
          RemovedCell(path: path, cell: cell, replacement: plan.replacementPath(of: path)))
      }
    }
    counts = plan.newCounts
    displayed = kept
    prepareLayout()

    let before = axisOffset
    if viewportSize.isEmpty {
      parkedAnchor = anchor.map(remapped)
    } else {
      contentOffset = .along(axis, anchor.map { offset(for: remapped($0)) } ?? clamped(before))
    }
    if var moving = motion {
      let shift = axisOffset - before
      moving.from += shift
      moving.to = targetAnchor.map { offset(for: remapped($0)) } ?? clamped(moving.to + shift)
      motion = moving
    }
    refreshDisplay(removing: removed, scrolled: axisOffset != before)
  }
}
