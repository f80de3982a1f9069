// MARK: - Updates: requested any time, applied together at the next layout pass

extension ListAdapter {
  /// Requests that the adapter diff its objects against the data source's and apply the
  /// changes: inserted, deleted and moved sections as one batch; section controllers kept by
  /// identity; ``ListSectionController/didUpdate(to:in:)`` for objects whose content changed.
  ///
  /// A changed object keeps its section's cells (its controller reconfigures them, or asks for
  /// a reload through its context) unless its item count changed, which reloads the section.
  ///
  /// Applied at the next layout pass (the next clock tick, scroll step or
  /// `collectionView.layoutIfNeeded()`), together with every other request made before it.
  /// - Parameters:
  ///   - animated: Recorded for update listeners; the headless view applies batches at once.
  ///   - completion: Called once applied, after the completions of earlier requests.
  public func performUpdates(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
    pending.animated = pending.animated || animated
    enqueue(.diff, completion: completion)
  }

  /// Requests that the adapter recreate everything: objects read again, every section
  /// controller created anew, every cell replaced.
  ///
  /// Applied at the next layout pass, like ``performUpdates(animated:completion:)``.
  /// - Parameter completion: Called once applied, after the completions of earlier requests.
  public func reloadData(completion: ((Bool) -> Void)? = nil) {
    enqueue(.reload, completion: completion)
  }

  /// Requests that the sections of these objects be refreshed.
  ///
  /// Each controller gets ``ListSectionController/didUpdate(to:in:)`` with the object given here,
  /// and its cells are replaced. Objects not in the list are ignored.
  ///
  /// Applied at the next layout pass, like ``performUpdates(animated:completion:)``.
  /// - Parameter objects: New versions of objects of the list (matched by identity).
  public func reloadObjects(_ objects: [Object]) {
    pending.reloadedObjects += objects
    enqueue(.reloadObjects, completion: nil)
  }

  enum RequestKind {
    case diff
    case reload
    case reloadObjects
  }

  func enqueue(_ kind: RequestKind, completion: ((Bool) -> Void)?) {
    switch kind {
    case .diff: pending.diff = true
    case .reload: pending.reload = true
    case .reloadObjects: break
    }
    if let completion { pending.completions.append((pending.nextRequest, completion)) }
    pending.nextRequest += 1
    collectionView.setNeedsLayout()
  }

  func enqueueItemBatch(
    for context: ListSectionContext<Object>, updates: @escaping (ListBatchContext) -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let request = pending.nextRequest
    pending.itemBatches.append(ItemBatch(context: context, updates: updates, request: request))
    if let completion { pending.completions.append((request, completion)) }
    pending.nextRequest += 1
    collectionView.setNeedsLayout()
  }

  /// Requests made since the last layout pass.
  struct PendingUpdates {
    var reload = false
    var diff = false
    var animated = false
    var reloadedObjects: [Object] = []
    /// Objects whose section controller reported another count than the data source.
    var countFixes: Set<Object.DiffID> = []
    var itemBatches: [ItemBatch] = []
    /// Explicit edits, in the order they were requested.
    var edits: [PendingEdit] = []
    /// A diff made elsewhere, applied instead of diffing here.
    var precomputed: PrecomputedDiff<Object>?
    var completions: [(request: Int, call: (Bool) -> Void)] = []
    var nextRequest = 0

    var isEmpty: Bool {
      !reload && !diff && reloadedObjects.isEmpty && countFixes.isEmpty && itemBatches.isEmpty
        && completions.isEmpty && edits.isEmpty
    }
  }

  struct ItemBatch {
    weak var context: ListSectionContext<Object>?
    var updates: (ListBatchContext) -> Void
    var request: Int
  }

  /// Applies every pending request as one update; called at the start of a layout pass.
  func applyPendingUpdates() {
    guard mayHavePendingUpdates else { return }
    let work = pending
    pending = PendingUpdates()
    pending.nextRequest = work.nextRequest
    mayHavePendingUpdates = false
    guard !work.isEmpty else { return }

    for edit in work.edits { apply(edit) }
    if !work.edits.isEmpty { notifyListeners(.performUpdates, animated: work.animated) }
    if work.reload {
      reloadEverything()
      notifyListeners(.reloadData, animated: false)
    } else if work.diff || !work.reloadedObjects.isEmpty || !work.countFixes.isEmpty {
      applyObjectChanges(
        diffing: work.diff, precomputed: work.precomputed, reloading: work.reloadedObjects,
        fixing: work.countFixes)
      if work.diff { notifyListeners(.performUpdates, animated: work.animated) }
    }
    var failed = Set<Int>()
    for batch in work.itemBatches where !apply(batch) {
      failed.insert(batch.request)
    }
    if !work.itemBatches.isEmpty { notifyListeners(.itemUpdates, animated: work.animated) }
    for (request, call) in work.completions { call(!failed.contains(request)) }
  }

  private func reloadEverything() {
    let candidates = dataSource?.objects(for: self) ?? []
    let unique = kernel.droppingRepeats(candidates)
    reportRepeats(unique.repeats, in: candidates)
    let fresh = unique.elements
    for slot in controllers.values { detach(slot) }
    controllers = [:]
    list = ObjectList(fresh, positions: unique.positions)
    delegate?.listAdapterWillReload(self)
    collectionView.reloadData()
  }

  private func applyObjectChanges(
    diffing: Bool, precomputed: PrecomputedDiff<Object>?, reloading reloadedObjects: [Object],
    fixing countFixes: Set<Object.DiffID>
  ) {
    let new: ObjectList<Object>
    let result: DiffResult<Object>
    if let precomputed {
      reportRepeats(precomputed.diffed.repeats, in: precomputed.fresh)
      new = precomputed.list
      result = precomputed.diffed.result
    } else {
      let objects = list.array
      let fresh = diffing ? (dataSource?.objects(for: self) ?? []) : objects
      // The data source handed back the very list it gave last time: nothing changed, in O(1)
      // (no duplicate check, no diff, the identity index kept).
      if sharesStorage(fresh, objects), reloadedObjects.isEmpty, countFixes.isEmpty {
        delegate?.listAdapter(self, willApply: .unchanged(objects))
        return
      }
      if diffing {
        let unique = kernel.diffDroppingRepeats(objects, fresh)
        reportRepeats(unique.repeats, in: fresh)
        new = ObjectList(unique.elements, positions: unique.positions)
        result = unique.result
      } else {
        new = list
        result = .unchanged(objects)
      }
    }

    // Section controllers follow their objects by identity.
    let followed = followSectionControllers(
      newIndex: result.newIndex(forOldIndex:), object: { new[$0] })
    // A list diffed elsewhere replaces one whose freeing is O(n): kept for the caller to free
    // elsewhere too.
    if precomputed != nil { retiredList = list }
    list = new
    controllers = followed
    // Changed objects' controllers hear their new object while the view shows the old layout
    // (their contexts answer about it: their old section, its displayed cells); a count that
    // changed reloads the section below.
    for updated in result.updates {
      guard let destination = result.newIndex(forOldIndex: updated),
        let slot = controllers[destination].map(typed)
      else { continue }
      slot.controller.didUpdate(to: list[destination], in: slot.context)
    }

    // An update keeps the section's cells unless its item count changed.
    var reloads = Set<Int>()
    for updated in result.updates {
      guard let destination = result.newIndex(forOldIndex: updated) else { continue }
      if itemCount(ofSection: destination) != collectionView.numberOfItems(inSection: updated) {
        reloads.insert(destination)
      }
    }
    for object in reloadedObjects {
      guard let section = section(for: object.diffID) else { continue }
      list[section] = object
      if let slot = controllers[section].map(typed) {
        slot.context.object = object
        slot.controller.didUpdate(to: object, in: slot.context)
      }
      reloads.insert(section)
    }
    // The view applies the new layout next: contexts answer about it from here.
    placeSectionControllers()
    for id in countFixes {
      if let section = section(for: id) { reloads.insert(section) }
    }

    var batch = BatchUpdate()
    batch.deleteSections(result.deletes)
    batch.insertSections(result.inserts)
    var moves = result.moves
    for section in reloads.sorted() {
      guard let source = result.oldIndex(forNewIndex: section) else { continue }  // inserted
      if let move = moves.firstIndex(where: { $0.from == source }) {
        // A section cannot be moved and reloaded in one batch: replace it instead (its old
        // cells end before its new ones display, as for a reload).
        moves.remove(at: move)
        batch.replaceSection(source, with: section)
      } else {
        batch.reloadSections([source])
      }
    }
    for move in moves { batch.moveSection(move.from, to: move.to) }
    delegate?.listAdapter(self, willApply: result)
    // Changed objects that keep their cells may have changed size: measure again.
    if !result.updates.isEmpty {
      collectionView.needsMeasure = true
      collectionView.needsLayout = true
    }
    guard !batch.isEmpty else { return }
    do {
      try collectionView.performBatchUpdates(batch)
    } catch {
      emit(.batchUpdateFailed(error))
    }
  }

  private func apply(_ batch: ItemBatch) -> Bool {
    guard let sectionContext = batch.context, let section = sectionContext.section,
      controllers[section].map({ typed($0).context }) === sectionContext
    else { return false }
    let context = ListBatchContext(section: section)
    batch.updates(context)
    var update = context.update
    if context.reloadsWholeSection {
      update = BatchUpdate()
      update.reloadSections([section])
    }
    guard !update.isEmpty else { return true }
    do {
      try collectionView.performBatchUpdates(update)
      return true
    } catch {
      emit(.batchUpdateFailed(error))
      return false
    }
  }
}
