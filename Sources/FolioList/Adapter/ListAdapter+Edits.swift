// MARK: - Edits: explicit changes, applied without a diff

extension ListAdapter {
  /// Requests an explicit change to the objects, applied at the next layout pass before any
  /// other pending request, without reading the data source or diffing the list.
  ///
  /// The data source is not asked: after edits, a later diff (``performUpdates(animated:completion:)``)
  /// makes the objects equal the data source's again.
  /// - Parameters:
  ///   - edit: The change.
  ///   - willApply: Called with what changed once the objects are the new ones, before the
  ///     collection view applies it (where a diff's delegate hears `willApply`); not called for
  ///     an edit that changes nothing.
  /// - Complexity: O(k + c) for k edited objects, c a constant (one chunk of the list) plus the
  ///   chunks after the edit's; the first edit of a list set by a reload or a diff converts it,
  ///   O(n) once.
  package func performEdit(_ edit: ObjectEdit<Object>, willApply: @escaping (ObjectChange) -> Void)
  {
    pending.edits.append(PendingEdit(edit: edit, willApply: willApply))
    collectionView.setNeedsLayout()
  }

  struct PendingEdit {
    var edit: ObjectEdit<Object>
    var willApply: (ObjectChange) -> Void
  }

  /// Applies one edit: the objects, the section controllers, then the collection view.
  func apply(_ pendingEdit: PendingEdit) {
    guard let change = change(for: pendingEdit.edit) else { return }
    // Section controllers follow their objects.
    let followed = followSectionControllers(
      newIndex: change.newIndex(forOldIndex:), object: { list[$0] })
    controllers = followed
    for updated in change.updates {
      guard let slot = controllers[updated].map(typed) else { continue }
      slot.controller.didUpdate(to: list[updated], in: slot.context)
    }
    var batch = BatchUpdate()
    batch.deleteSections(change.deletes)
    batch.insertSections(change.inserts)
    for move in change.moves { batch.moveSection(move.from, to: move.to) }
    // An update keeps the section's cells unless its item count changed.
    for updated in change.updates
    where itemCount(ofSection: updated) != collectionView.numberOfItems(inSection: updated) {
      batch.reloadSections([updated])
    }
    pendingEdit.willApply(change)
    placeSectionControllers()
    if !change.updates.isEmpty {
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

  /// Changes the objects as `edit` says.
  ///
  /// - Returns: What changed; `nil` when nothing did.
  private func change(for edit: ObjectEdit<Object>) -> ObjectChange? {
    // Into chunks first (once), with the identity table built by specialised code: a flat
    // list's own lookups would build a map only to drop it.
    list.prepareForEdits(groupIndex: kernel.groupIndex)
    let oldCount = list.count
    switch edit {
    case .insert(let candidates, let index):
      var fresh: [Object] = []
      var seen = Set<Object.DiffID>()
      fresh.reserveCapacity(candidates.count)
      for (position, object) in candidates.enumerated() {
        let id = object.diffID
        if list.contains(id) || !seen.insert(id).inserted {
          emit(.duplicateIdentity(index: position, identity: String(describing: id)))
        } else {
          fresh.append(object)
        }
      }
      guard !fresh.isEmpty else { return nil }
      let at = min(max(0, index), oldCount)
      list.insert(fresh, at: at)
      return ObjectChange(shape: .insert(at: at, count: fresh.count), oldCount: oldCount)
    case .remove(let ids):
      let indices = Array(Set(ids.compactMap { list.index(of: $0) })).sorted()
      guard !indices.isEmpty else { return nil }
      list.remove(at: indices)
      return ObjectChange(shape: .remove(indices), oldCount: oldCount)
    case .move(let id, let to):
      guard let from = list.index(of: id) else { return nil }
      let to = min(max(0, to), oldCount - 1)
      guard from != to else { return nil }
      list.move(from: from, to: to)
      // Swapping neighbours, a diff reports the later one moving back (its longest kept run
      // keeps the earlier old index): report the same, which maps every index the same way.
      let shape: ObjectChange.Shape =
        to == from + 1 ? .move(from: to, to: from) : .move(from: from, to: to)
      return ObjectChange(shape: shape, oldCount: oldCount)
    case .reload(let objects):
      // The last version of an identity wins; an update is a change from the version before
      // the edit.
      var originals: [Int: Object] = [:]
      for object in objects {
        guard let index = list.index(of: object.diffID) else { continue }
        if originals[index] == nil { originals[index] = list[index] }
        list[index] = object
      }
      let updates = originals.filter { !$0.value.isContentEqual(to: list[$0.key]) }.keys.sorted()
      // Versions with the same content change nothing a diff would report.
      guard !updates.isEmpty else { return nil }
      return ObjectChange(shape: .reload, oldCount: oldCount, updates: updates.sorted())
    }
  }
}

extension ListAdapter {
  /// Files every section controller under its object's new section, with its new object, and
  /// detaches those whose object went: what a diff and an edit both do.
  ///
  /// The contexts keep their old section until ``placeSectionControllers()``: between the two,
  /// ``ListSectionController/didUpdate(to:in:)`` runs while the view still shows the old
  /// layout, so a context answers about one layout (its section, its cells) at every moment.
  ///
  /// - Parameters:
  ///   - newIndex: An old section's new one, `nil` for a deleted object.
  ///   - object: The object at a new section.
  /// - Returns: The controllers by their new section.
  @inline(__always)
  func followSectionControllers(newIndex: (Int) -> Int?, object: (Int) -> Object)
    -> [Int: SectionSlot]
  {
    var followed: [Int: SectionSlot] = [:]
    for (section, slot) in controllers {
      if let destination = newIndex(section) {
        let slot = typed(slot)
        slot.context.object = object(destination)
        followed[destination] = slot
      } else {
        detach(slot)
      }
    }
    return followed
  }

  /// The view is about to apply the new layout: every section controller's context answers
  /// about its new section from now on.
  func placeSectionControllers() {
    for (section, slot) in controllers where slot.section != section {
      typed(slot).place(at: section)
    }
    reorderDisplayed()
  }
}
