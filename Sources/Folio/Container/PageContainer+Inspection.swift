// MARK: - A read-only view of the container's state, for checkers and tools

extension PageContainer {
  /// One active page as a checker sees it.
  public struct ActivePageInfo {
    /// The page's index (for a page just deleted, the index it had).
    public var index: Int
    /// The page's identity.
    public var id: Page.DiffID
    /// Its controller.
    public var controller: any PageController<Page>
    /// Where it stands in its lifecycle.
    public var appearance: PageAppearance
    /// Whether the page was deleted and its controller awaits reclaiming.
    public var isDeleted: Bool
    /// Whether a plugin kept it from being reclaimed at the last recycling pass (the view runs
    /// no plugin code: a read-only view never calls into anything).
    public var isRetainedByPlugin: Bool
    /// Whether the app keeps it alive: pinned, or among the last visited pages it keeps.
    public var isKeptByApp: Bool
  }

  /// Every active page, ascending by index.
  ///
  /// Inspection for tests and checkers, not API: `@_spi(Testing) import Folio`.
  ///
  /// - Complexity: O(a) for a active pages.
  @_spi(Testing) public var activePages: [ActivePageInfo] {
    presentation.slots.all.map { slot in
      let entry = entry(slot)
      return ActivePageInfo(
        index: entry.index, id: entry.page.diffID, controller: entry.controller,
        appearance: entry.appearance, isDeleted: entry.isDeleted,
        isRetainedByPlugin: entry.isRetainedByPlugin,
        isKeptByApp: !entry.isDeleted && retention.keeps(entry.page.diffID))
    }
  }

  /// Every controller waiting in a reuse pool.
  ///
  /// Inspection for tests and checkers, not API: `@_spi(Testing) import Folio`.
  @_spi(Testing) public var pooledControllers: [any PageController<Page>] {
    reuse.pooledControllers
  }

  /// Whether the container owes nothing: no request queued or running, no update or layout pending,
  /// no motion.
  ///
  /// What a test checks at the end, like SwiftNIO's `EmbeddedChannel.finish()`.
  /// Inspection for tests and checkers, not API: `@_spi(Testing) import Folio`.
  @_spi(Testing) public var isQuiescent: Bool { !isBusy && !needsFrames }
}

// MARK: - For the package's own tests

extension PageContainer {
  /// The page indices whose cells the collection view displays now.
  package var displayedCellIndices: [Int] { collectionView.visibleItemPaths.map(\.section) }

  /// How many section controllers the adapter holds now.
  package var sectionControllerCount: Int { adapter.sectionControllerCount }
}

extension PageContainer {
  /// Everything the container made and holds now, named.
  ///
  /// Itself, its adapter, view, bridge and request queue, every section controller and its
  /// context, every cell (shown or queued), every active and pooled page controller: what the
  /// package's leak tests watch.
  package var ownedObjects: [(name: String, object: AnyObject)] {
    var objects: [(name: String, object: AnyObject)] = [
      ("container", self), ("adapter", adapter), ("view", collectionView),
      ("request queue", collectionView.requestQueue),
    ]
    if let bridge { objects.append(("bridge", bridge)) }
    for (section, controller) in adapter.existingSectionControllers {
      objects.append(("section controller \(section)", controller))
      if let context = adapter.context(of: controller) {
        objects.append(("section context \(section)", context))
      }
    }
    for cell in collectionView.visibleCells + collectionView.queuedCells {
      objects.append(("cell", cell))
    }
    for slot in presentation.slots.all {
      let entry = entry(slot)
      objects.append(("page controller \(entry.index)", entry.controller))
    }
    for controller in pooledControllers { objects.append(("pooled page controller", controller)) }
    return objects
  }
}
