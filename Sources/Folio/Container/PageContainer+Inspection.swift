// MARK: - Inspection for test support (FolioTesting)

extension PageContainer {
  /// One active page as a checker sees it.
  package struct ActiveSnapshot {
    package var index: Int
    package var page: String
    package var tag: ControllerTag?
    package var controller: AnyObject
    package var isShown: Bool
    package var hasAppeared: Bool
    package var isDeleted: Bool
    package var isRetainedByPlugin: Bool
  }

  /// Every active page, ascending by index.
  package var activeSnapshots: [ActiveSnapshot] {
    active.values.sorted { $0.index < $1.index }.map { entry in
      ActiveSnapshot(
        index: entry.index, page: name(of: entry.page),
        tag: tags[ObjectIdentifier(entry.controller)], controller: entry.controller,
        isShown: entry.appearance != .hidden, hasAppeared: entry.appearance == .appeared,
        isDeleted: entry.isDeleted,
        isRetainedByPlugin: plugins.contains {
          $0.plugin.shouldRetainPage($0.context, id: entry.page.diffID, at: entry.index)
        })
    }
  }

  /// Every pooled controller.
  package var pooledControllers: [AnyObject] { pools.values.flatMap { $0.map { $0 as AnyObject } } }

  /// The page indexes whose cells the collection view displays.
  package var displayedIndices: [Int] { collectionView.visibleItemPaths.map(\.section) }

  /// The controllers hosted by displayed cells, with the page index of the cell.
  package var hostedControllers: [(index: Int, controller: AnyObject)] {
    zip(collectionView.visibleItemPaths, collectionView.visibleCells).compactMap { path, cell in
      guard let hosted = (cell as? PageCell)?.hosted else { return nil }
      return (path.section, hosted)
    }
  }

  /// Whether an animated jump over several pages is running.
  package var isFarJumping: Bool { farJump != nil }
}
