// MARK: - Which pages are shown, settling, and recycling

extension PageContainer {
  /// The pages that should be shown now: those the viewport intersects, or, during an animated
  /// jump over several pages, its source and target only.
  private var desiredIndices: [Int] {
    if let farJump {
      let ids = farJump.sources + [farJump.target]
      return Set(ids.compactMap(activeIndex(of:))).sorted()
    }
    var seen = Set<Int>()
    return collectionView.visibleItemPaths.map(\.section).filter { seen.insert($0).inserted }
  }

  /// The index of a page, from its active entry when it has one: the pages of a far jump are
  /// active once it has started, so frames never build the O(n) identity index.
  func activeIndex(of id: Page.ID) -> Int? {
    if let entry = active[id] { return entry.isDeleted ? nil : entry.index }
    return index(of: id)
  }

  /// Brings the shown pages in line with ``desiredIndices``: entering pages get their
  /// controller (from the data source) and `pageWillAppear`, ascending; then leaving pages get
  /// `pageDidDisappear`, ascending; then plugins hear that the visible pages changed.
  func syncPresentation() {
    let desired = desiredIndices
    var wanted = Set<Page.ID>()
    var entering: [Int] = []
    for index in desired {
      guard let page = page(at: index) else { continue }
      wanted.insert(page.diffID)
      if (active[page.diffID]?.appearance ?? .hidden) == .hidden { entering.append(index) }
    }
    let leaving = active.values
      .filter { $0.appearance != .hidden && ($0.isDeleted || !wanted.contains($0.page.diffID)) }
      .sorted { $0.index < $1.index }
    guard !entering.isEmpty || !leaving.isEmpty else { return }
    for index in entering {
      guard let entry = controllerEntry(at: index) else { continue }
      let id = entry.page.diffID
      active[id]?.appearance = .appearing
      host(entry.controller, at: index)
      if let tag = tags[ObjectIdentifier(entry.controller)] {
        emit(.willAppear(index: index, page: name(of: entry.page), controller: tag))
      }
      entry.controller.pageWillAppear()
      delegate?.pageContainer(self, willDisplay: entry.controller, at: index)
    }
    for entry in leaving {
      active[entry.page.diffID]?.appearance = .hidden
      deliverDidDisappear(entry)
    }
    forEachPlugin { $0.plugin.visiblePagesDidChange($0.context) }
  }

  func deliverDidDisappear(_ entry: ActivePage) {
    if let tag = tags[ObjectIdentifier(entry.controller)] {
      emit(.didDisappear(index: entry.index, page: name(of: entry.page), controller: tag))
    }
    entry.controller.pageDidDisappear()
    delegate?.pageContainer(self, didEndDisplaying: entry.controller, at: entry.index)
  }

  /// Shows a controller in the cell of its page, if that cell is displayed.
  func host(_ controller: any PageController<Page>, at index: Int) {
    let cell = collectionView.cellForItem(at: ItemPath(section: index, item: 0)) as? PageCell
    cell?.hosted = controller
  }

  /// The active entry of a page, asking the data source for its controller (which dequeues it).
  ///
  /// A data source that fails, or returns a controller that is not the page's dequeued one, gets a
  /// diagnostic and the page a placeholder, so that the lifecycle stays whole.
  func controllerEntry(at index: Int) -> ActivePage? {
    guard let page = page(at: index) else { return nil }
    let id = page.diffID
    do {
      guard let dataSource else {
        throw PageContainerError.noController(
          index: index, page: name(of: page), reason: "the container has no data source")
      }
      let controller = try dataSource.pageContainer(self, controllerForPageAt: index)
      if let entry = active[id], entry.controller === controller { return entry }
      if isInUse(controller) {
        throw PageContainerError.controllerInUse(
          controller: tags[ObjectIdentifier(controller)]
            ?? ControllerTag(typeName: String(describing: type(of: controller)), number: 0),
          page: name(of: page))
      }
      // A controller the data source made itself: adopt it as a new one.
      adopt(controller, for: page, at: index)
    } catch {
      emit(.diagnostic(String(describing: error)))
      adopt(PlaceholderPageController<Page>(), for: page, at: index)
    }
    return active[id]
  }

  private func adopt(_ controller: any PageController<Page>, for page: Page, at index: Int) {
    if let previous = active[page.diffID], previous.controller !== controller { retire(previous) }
    let key = ReuseKey(type(of: controller))
    if tags[ObjectIdentifier(controller)] == nil { introduce(controller, typeName: key.typeName) }
    active[page.diffID] = ActivePage(controller: controller, key: key, page: page, index: index)
    controller.bind(to: page)
    if let tag = tags[ObjectIdentifier(controller)] {
      emit(.dequeued(index: index, page: name(of: page), controller: tag, source: .new))
    }
  }

  // MARK: Settling

  /// Asks for ``finish()`` once the collection view's current operation is over.
  func scheduleFinish() {
    guard !finishScheduled else { return }
    finishScheduled = true
    collectionView.performAfterCurrentOperation { [weak self] in self?.finish() }
  }

  /// What follows a settle or a data update, in the documented order: the shown pages brought
  /// in line, the current page's `pageDidAppear` (when idle), the settle hooks, the update
  /// hooks, then recycling.
  func finish() {
    finishScheduled = false
    isApplyingData = false
    let settled = pendingSettle
    let data = pendingData
    pendingSettle = false
    pendingData = nil
    let idle = collectionView.scrollState == .idle
    if idle { farJump = nil }
    syncPresentation()

    var currentChanged = false
    if count == 0 {
      currentID = nil
      currentIndexStorage = nil
    } else if !idle, let currentID, let entry = active[currentID], !entry.isDeleted {
      // In motion, the current page stays the last settled one, wherever updates moved it.
      currentIndexStorage = entry.index
    } else {
      let index = min(max(0, Int(position.rounded())), count - 1)
      let id = pages[index].diffID
      currentChanged = id != currentID
      currentID = id
      currentIndexStorage = index
    }
    if idle, let currentID, let entry = active[currentID], entry.appearance == .appearing {
      active[currentID]?.appearance = .appeared
      if let tag = tags[ObjectIdentifier(entry.controller)] {
        emit(.didAppear(index: entry.index, page: name(of: entry.page), controller: tag))
      }
      entry.controller.pageDidAppear()
      delegate?.pageContainer(self, didDisplay: entry.controller, at: entry.index)
    }
    if idle, settled || currentChanged, let index = currentIndex {
      emit(.settled(index: index))
      forEachPlugin { $0.plugin.pageContainerDidSettle($0.context) }
      delegate?.pageContainer(self, didSettleAt: index)
    }
    if let data {
      switch data {
      case .update(let changes):
        forEachPlugin { $0.plugin.pageContainerDidUpdate($0.context, changes: changes) }
      case .reload: forEachPlugin { $0.plugin.pageContainerDidUpdate($0.context, changes: nil) }
      }
    }
    recycle()
  }

  /// Reclaims, in ascending index, every active page that is hidden and either deleted, or not
  /// visible, more than ``recycleDistance`` from the current page and retained by no plugin.
  func recycle() {
    let visible = Set(collectionView.visibleItemPaths.map(\.section))
    let current = currentIndex ?? 0
    let distance = max(0, recycleDistance)
    let victims = active.values.filter { entry in
      guard entry.appearance == .hidden else { return false }
      if entry.isDeleted { return true }
      guard !visible.contains(entry.index), abs(entry.index - current) > distance else {
        return false
      }
      return !plugins.contains {
        $0.plugin.shouldRetainPage($0.context, id: entry.page.diffID, at: entry.index)
      }
    }
    for entry in victims.sorted(by: { $0.index < $1.index }) {
      // A plugin hook may have changed things; reclaim only what is still a candidate.
      guard let still = active[entry.page.diffID], still.controller === entry.controller,
        still.appearance == .hidden
      else { continue }
      retire(still)
    }
  }
}
