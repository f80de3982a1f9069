// MARK: - Data: reloads and diffed updates

extension PageContainer {
  /// Requests that the pages be read again and diffed against the current ones: inserted,
  /// deleted and moved pages animate as a batch, every page keeps its controller through moves
  /// and index shifts, the page on screen stays put when pages are inserted or deleted before
  /// it, and a page whose content changed has its controller told (`bind(to:)`).
  ///
  /// Deleting the current page makes its neighbour current, with the normal events; a deleted
  /// page's controller is reclaimed. Applied at the next layout pass (the next clock tick or
  /// ``layoutIfNeeded()``), together with every other request made before it.
  /// - Parameter completion: Called once applied.
  public func performUpdates(completion: ((Bool) -> Void)? = nil) {
    collectionView.performAfterCurrentOperation { [self] in
      adapter.performUpdates(animated: true, completion: completion)
    }
  }

  /// Requests that the pages be read again without a diff: every cell is replaced, but pages whose
  /// identity is still present keep their controllers (told of new content through `bind(to:)`);
  /// the others are reclaimed.
  ///
  /// Applied at the next layout pass.
  ///
  /// As with UICollectionView's `reloadData`, the scroll offset is kept (clamped to the new
  /// pages), so the index on screen stays and the page there may change; use
  /// ``performUpdates(completion:)`` to keep a page on screen by identity.
  ///
  /// - Parameter completion: Called once applied.
  public func reloadData(completion: ((Bool) -> Void)? = nil) {
    collectionView.performAfterCurrentOperation { [self] in
      adapter.reloadData(completion: completion)
    }
  }

  /// Runs a pending layout pass now: applies requested updates, and loads the pages the first
  /// time (the initial page gets `pageWillAppear` then `pageDidAppear`).
  public func layoutIfNeeded() {
    collectionView.layoutIfNeeded()
  }

  /// Resizes the pages; the current page stays current.
  ///
  /// - Parameter size: The new page size; an empty size shows nothing (every shown page gets
  ///   `pageDidDisappear`) until the container is resized again.
  public func setViewportSize(_ size: Size) {
    collectionView.performAfterCurrentOperation { [self] in
      collectionView.setViewportSize(size)
      scheduleFinish()
    }
  }

  // MARK: Internals (called by the adapter bridge)

  /// The adapter replaced its pages after a diff: follow every active page to its new index,
  /// tell changed pages' controllers, then let the view apply the batch.
  func applyDiff(_ result: DiffResult<Page>) {
    let changes = PageChanges(
      inserts: result.inserts, deletes: result.deletes, moves: result.moves,
      updates: result.updates)
    emit(.updated(changes))
    isApplyingData = true
    if let current = currentIndexStorage, let moved = result.newIndex(forOldIndex: current) {
      currentIndexStorage = moved
    }
    follow { result.newIndex(forOldIndex: $0.index) }
    pendingData = .update(changes)
    scheduleFinish()
  }

  /// The adapter replaced its pages for a reload (also the first load).
  func applyReload() {
    emit(.reloaded(count: count))
    isApplyingData = true
    if let currentID, let index = index(of: currentID) { currentIndexStorage = index }
    follow { self.index(of: $0.page.diffID) }
    forEachPlugin { $0.plugin.pageContainerWillReload($0.context) }
    pendingData = .reload
    scheduleFinish()
  }

  /// Moves every active page to the index `newIndex` gives (or marks it deleted), and binds
  /// controllers whose page content changed.
  private func follow(_ newIndex: (ActivePage) -> Int?) {
    for (id, entry) in active where !entry.isDeleted {
      guard let index = newIndex(entry), let page = page(at: index) else {
        active[id]?.isDeleted = true
        continue
      }
      active[id]?.index = index
      active[id]?.page = page
      if !entry.page.isContentEqual(to: page) { entry.controller.bind(to: page) }
    }
  }

  /// A cell started or stopped being displayed: host the shown controller, and bring the shown
  /// pages in line.
  func displayDidChange(cell: CollectionViewCell?, at path: ItemPath) {
    if let cell = cell as? PageCell, let page = page(at: path.section),
      let entry = active[page.diffID], entry.appearance != .hidden
    {
      cell.hosted = entry.controller
    }
    syncPresentation()
  }

  func didScroll() {
    let now = position
    if !isApplyingData {
      if now > lastPosition { lastDirection = 1 } else if now < lastPosition { lastDirection = -1 }
    }
    lastPosition = now
    forEachPlugin { $0.plugin.pageContainerDidScroll($0.context) }
    delegate?.pageContainerDidScroll(self)
  }

  func scrollStateDidChange(to state: ScrollState) {
    guard state == .idle else { return }
    pendingSettle = true
    scheduleFinish()
  }
}
