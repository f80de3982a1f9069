// MARK: - Layout passes and display changes

extension VirtualCollectionView {
  /// A scroll position that survives changes of size and data: an item (by flat index) and how
  /// far past its leading edge the viewport starts, as a fraction of the item's length.
  struct Anchor: Equatable {
    var flatIndex: Int
    var fraction: Double
  }

  var axis: ScrollAxis { layout.axis }
  var axisOffset: Double { contentOffset.coordinate(along: axis) }
  var pageLength: Double { viewportSize.length(along: axis) }
  /// The largest offset along the axis; 0 while the viewport is empty (it shows nothing and
  /// keeps its position in ``parkedAnchor``).
  var maxOffset: Double {
    viewportSize.isEmpty ? 0 : max(0, contentSize.length(along: axis) - pageLength)
  }

  /// `offset` limited to the content; not-a-number becomes 0.
  func clamped(_ offset: Double) -> Double {
    guard !offset.isNaN else { return 0 }
    return min(max(0, offset), maxOffset)
  }

  /// The anchor for a viewport starting at `offset`: the first item it intersects.
  func anchor(atOffset offset: Double) -> Anchor? {
    let rect = Rect(origin: .along(axis, offset), size: viewportSize)
    let range = layout.itemIndexes(
      in: rect, itemCount: counts.itemCount, viewportSize: viewportSize)
    guard let first = range.first else { return nil }
    let frame = layout.frame(ofItemAt: first, viewportSize: viewportSize)
    let length = frame.size.length(along: axis)
    let fraction = length > 0 ? (offset - frame.origin.coordinate(along: axis)) / length : 0
    // A viewport at an item's start, up to floating-point noise (a clamped last page, say),
    // is at its start: the item goes on starting exactly at the viewport's edge.
    return Anchor(flatIndex: first, fraction: PageCount.snapped(fraction) == 0 ? 0 : fraction)
  }

  /// The offset that puts `anchor` back where it was, clamped to the content.
  func offset(for anchor: Anchor) -> Double {
    guard counts.itemCount > 0 else { return 0 }
    let index = min(max(0, anchor.flatIndex), counts.itemCount - 1)
    let frame = layout.frame(ofItemAt: index, viewportSize: viewportSize)
    let length = frame.size.length(along: axis)
    return clamped(frame.origin.coordinate(along: axis) + anchor.fraction * length)
  }

  /// Runs layout passes until nothing is pending: the data source's pending updates, a reload,
  /// then the display change for the current offset.
  func runLayoutPass(scrolled: Bool) {
    guard !isLayingOut else {
      needsLayout = true
      return
    }
    isLayingOut = true
    defer { isLayingOut = false }
    var scrolled = scrolled
    var rounds = 0
    repeat {
      rounds += 1
      needsLayout = false
      dataSource?.collectionViewWillLayout(self)
      if needsReload {
        reloadNow(scrolled: scrolled)
      } else {
        if needsMeasure {
          if viewportSize.isEmpty {
            prepareLayout()  // nothing shown: the position stays parked
          } else {
            let before = contentOffset
            relayout(to: viewportSize)
            scrolled = scrolled || contentOffset != before
          }
        }
        refreshDisplay(scrolled: scrolled)
      }
      scrolled = false
    } while (needsLayout || needsReload) && rounds < 16
  }

  private func reloadNow(scrolled: Bool) {
    needsReload = false
    // reloadData replaces every cell: every old cell ends before any new one displays, so that
    // no item path shows two cells and no section's new cells display before an old cell of
    // the same content (moved elsewhere) ends.
    let removed = displayed.map { RemovedCell(path: $0.key, cell: $0.value, replacement: $0.key) }
    displayed = [:]
    let source = dataSource
    let sectionCount = source?.numberOfSections(in: self) ?? 0
    if let uniform = (source as? any UniformItemCounts)?.uniformItemCount {
      counts = SectionCounts(sectionCount: sectionCount, itemsPerSection: uniform)
    } else {
      counts = SectionCounts(sectionCount: sectionCount) { section in
        source?.collectionView(self, numberOfItemsInSection: section) ?? 0
      }
    }
    prepareLayout()
    let before = axisOffset
    contentOffset = .along(axis, clamped(before))
    if var moving = motion {
      moving.to = clamped(moving.to)
      motion = moving
    }
    refreshDisplay(
      removing: removed, endingAllFirst: true, scrolled: scrolled || axisOffset != before)
  }

  /// A cell a reload or a batch took off display.
  struct RemovedCell {
    /// The path it was displayed at (before the batch).
    var path: ItemPath
    var cell: CollectionViewCell
    /// Where its item is now, when a reload replaced the cell of an item that stays (an item
    /// or section reload, or `reloadData`); `nil` for a deleted item.
    var replacement: ItemPath?
  }

  /// Brings the displayed cells in line with the viewport and delivers the events.
  ///
  /// The events come in one ascending sweep:
  ///
  /// 1. entering items' `willDisplay`, ascending; an item replaced in place (reloaded, or
  ///    `reloadData`) is among them, and the old cells of its section's replaced items get
  ///    `didEndDisplaying` (ascending, each back to its queue right after) just before the
  ///    section's first new cell displays: with one item per section, item by item, the old
  ///    cell ends, then the new one displays;
  /// 2. leaving items' `didEndDisplaying` (ascending, each cell back to its queue right after):
  ///    items scrolled off, deleted, or reloaded but no longer visible;
  /// 3. `didScroll` if `scrolled`, then `didChangeLayout` if the viewport's size or the items'
  ///    frames changed.
  ///
  /// So no item path ever has two cells displayed at once, and a section controller whose
  /// cells are all replaced sees them end before the new ones display.
  ///
  /// - Parameters:
  ///   - removed: Cells already taken off display by a batch or a reload.
  ///   - endingAllFirst: Whether every removed cell ends before any cell displays
  ///     (`reloadData`) rather than section by section.
  ///   - scrolled: Whether the content offset changed.
  func refreshDisplay(
    removing removed: [RemovedCell] = [], endingAllFirst: Bool = false, scrolled: Bool
  ) {
    withCallbacks {
      let visible = geometricallyVisibleItemPaths
      let visibleSet = Set(visible)
      var leaving: [(path: ItemPath, cell: CollectionViewCell)] = []
      for (path, cell) in displayed where !visibleSet.contains(path) {
        leaving.append((path, cell))
      }
      for (path, _) in leaving {
        displayed[path] = nil
      }
      leavingCells = leaving.map(\.cell)
      if !removed.isEmpty { leavingCells += removed.map(\.cell) }
      var entering: [(path: ItemPath, cell: CollectionViewCell)] = []
      for path in visible where displayed[path] == nil {
        let cell = makeCell(for: path)
        displayed[path] = cell
        entering.append((path, cell))
      }
      for (path, cell) in displayed {
        cell.frame = layout.frame(ofItemAt: counts.flatIndex(of: path), viewportSize: viewportSize)
      }
      // The old cells of replaced items, by the section whose new cells they wait for.
      var endsBefore: [Int: [(path: ItemPath, cell: CollectionViewCell)]] = [:]
      if endingAllFirst, !removed.isEmpty {
        awaitingDisplay = entering.map(\.cell)
        for item in removed.sorted(by: { $0.path < $1.path }) {
          delegate?.collectionView(self, didEndDisplaying: item.cell, at: item.path)
          reuse.enqueue(item.cell)
        }
      } else if !removed.isEmpty {
        let enteringPaths = Set(entering.map(\.path))
        var replacedSections = Set<Int>()
        for item in removed {
          if let path = item.replacement, enteringPaths.contains(path) {
            replacedSections.insert(path.section)
          }
        }
        for item in removed {
          if let path = item.replacement, replacedSections.contains(path.section) {
            endsBefore[path.section, default: []].append((item.path, item.cell))
          } else {
            leaving.append((item.path, item.cell))
          }
        }
        if !endsBefore.isEmpty { awaitingDisplay = entering.map(\.cell) }
      }
      leaving.sort { $0.path < $1.path }
      for (path, cell) in entering {
        if let ends = endsBefore.removeValue(forKey: path.section) {
          for (oldPath, oldCell) in ends.sorted(by: { $0.path < $1.path }) {
            delegate?.collectionView(self, didEndDisplaying: oldCell, at: oldPath)
            reuse.enqueue(oldCell)
          }
        }
        if !awaitingDisplay.isEmpty { awaitingDisplay.removeFirst() }
        delegate?.collectionView(self, willDisplay: cell, at: path)
      }
      for (path, cell) in leaving {
        delegate?.collectionView(self, didEndDisplaying: cell, at: path)
        reuse.enqueue(cell)
      }
      leavingCells = []
      if scrolled { delegate?.collectionViewDidScroll(self) }
      if layoutChanged {
        layoutChanged = false
        delegate?.collectionViewDidChangeLayout(self)
      }
    }
  }

  /// Asks the data source for a cell and makes sure it is in one place only.
  private func makeCell(for path: ItemPath) -> CollectionViewCell {
    dequeuedDuringRequest = []
    var cell =
      dataSource?.collectionView(self, cellForItemAt: path)
      ?? dequeueReusableCell(of: CollectionViewCell.self, for: path)
    for extra in dequeuedDuringRequest where extra !== cell {
      reuse.enqueue(extra)
    }
    dequeuedDuringRequest = []
    // A data source that hands back a cell it did not dequeue must not put one cell in two
    // places: a queued cell is taken out of its queue, a displayed one is replaced.
    _ = reuse.remove(cell)
    if displayed.values.contains(where: { $0 === cell })
      || leavingCells.contains(where: { $0 === cell })
    {
      let replacement = type(of: cell).init()
      replacement.reuseIdentifier = cell.reuseIdentifier
      cell = replacement
    }
    return cell
  }

  /// Lets the layout measure the current items and viewport; requests the data source makes
  /// while answering wait, as they do during callbacks.
  func prepareLayout() {
    needsMeasure = false
    layoutChanged = true
    withCallbacks { layout.prepare(in: self) }
  }

  // MARK: - Callbacks and deferred requests

  /// Runs a public request now, or after the request in progress if called from a callback
  /// (through the shared ``requestQueue``).
  func perform(_ request: @escaping () -> Void) {
    requestQueue.perform(request)
  }

  /// Runs `body`, which delivers callbacks; requests made meanwhile wait for the request in
  /// progress.
  func withCallbacks(_ body: () -> Void) {
    requestQueue.delivering(body)
  }
}
