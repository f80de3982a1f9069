/// The collection view's data source and delegate for a ``ListAdapter``: it answers the view's
/// plumbing calls so that the adapter itself does not conform to those protocols in public
/// (IGListKit hides the same behind `IGListAdapterProxy`).
///
/// Display events are counted per section controller, scroll events forwarded to the displayed
/// ones, and every event passed on to the adapter's `collectionViewDelegate`.
final class AdapterViewProxy<Object: Diffable>: CollectionViewDataSource, CollectionViewDelegate,
  UniformItemCounts
{
  unowned let adapter: ListAdapter<Object>

  init(adapter: ListAdapter<Object>) {
    self.adapter = adapter
  }

  // MARK: - Data source

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { adapter.objects.count }

  var uniformItemCount: Int? { adapter.itemsPerObject }

  func collectionView(
    _ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    adapter.itemCount(ofSection: section)
  }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath)
    -> CollectionViewCell
  {
    guard let slot = adapter.slot(forSection: path.section),
      path.item < slot.controller.numberOfItems(in: slot.context)
    else {
      // A count that disagrees with the controller; the section is reloaded at the next pass.
      return collectionView.dequeueReusableCell(of: CollectionViewCell.self, for: path)
    }
    let cell = slot.controller.cellForItem(at: path.item, in: slot.context)
    adapter.cellOwners[ObjectIdentifier(cell)] = slot
    return cell
  }

  func collectionView(_ collectionView: VirtualCollectionView, sizeForItemAt path: ItemPath)
    -> Size?
  {
    guard let slot = adapter.slot(forSection: path.section),
      path.item < slot.controller.numberOfItems(in: slot.context)
    else { return nil }
    return slot.controller.sizeForItem(at: path.item, in: slot.context)
  }

  func collectionViewWillLayout(_ collectionView: VirtualCollectionView) {
    adapter.applyPendingUpdates()
  }

  // MARK: - Display

  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    if let slot = adapter.cellOwners[ObjectIdentifier(cell)] {
      let count = adapter.displayCounts[slot.key, default: 0] + 1
      adapter.displayCounts[slot.key] = count
      if count == 1 {
        adapter.displayedControllers[slot.key] = slot
        slot.controller.willDisplay(in: slot.context)
        if let object = slot.context.object {
          adapter.delegate?.listAdapter(adapter, willDisplay: object, at: path.section)
        }
      }
      slot.controller.willDisplay(cell, at: path.item, in: slot.context)
    }
    adapter.collectionViewDelegate?.collectionView(collectionView, willDisplay: cell, at: path)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    if let slot = adapter.cellOwners.removeValue(forKey: ObjectIdentifier(cell)) {
      slot.controller.didEndDisplaying(cell, at: path.item, in: slot.context)
      let count = adapter.displayCounts[slot.key, default: 1] - 1
      adapter.displayCounts[slot.key] = count > 0 ? count : nil
      if count <= 0 {
        adapter.displayedControllers[slot.key] = nil
        slot.controller.didEndDisplaying(in: slot.context)
        if let object = slot.context.object {
          adapter.delegate?.listAdapter(adapter, didEndDisplaying: object, at: path.section)
        }
        if adapter.discardsHiddenSectionControllers, let section = slot.context.section,
          adapter.controllers[section]?.context === slot.context
        {
          adapter.controllers[section] = nil
          adapter.detach(slot)
        }
      }
    }
    adapter.collectionViewDelegate?.collectionView(collectionView, didEndDisplaying: cell, at: path)
  }

  // MARK: - Scrolling

  func collectionViewDidScroll(_ collectionView: VirtualCollectionView) {
    for slot in adapter.visibleSlots { slot.controller.didScroll(in: slot.context) }
    adapter.collectionViewDelegate?.collectionViewDidScroll(collectionView)
  }

  func collectionViewDidChangeLayout(_ collectionView: VirtualCollectionView) {
    adapter.collectionViewDelegate?.collectionViewDidChangeLayout(collectionView)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didChangeScrollState oldState: ScrollState,
    to newState: ScrollState
  ) {
    adapter.collectionViewDelegate?.collectionView(
      collectionView, didChangeScrollState: oldState, to: newState)
  }

  func collectionViewWillBeginDragging(_ collectionView: VirtualCollectionView) {
    for slot in adapter.visibleSlots { slot.controller.willBeginDragging(in: slot.context) }
    adapter.collectionViewDelegate?.collectionViewWillBeginDragging(collectionView)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, willEndDraggingWithVelocity velocity: Double,
    targetContentOffset: Point
  ) {
    adapter.collectionViewDelegate?.collectionView(
      collectionView, willEndDraggingWithVelocity: velocity,
      targetContentOffset: targetContentOffset)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDraggingWillDecelerate decelerate: Bool
  ) {
    for slot in adapter.visibleSlots {
      slot.controller.didEndDragging(willDecelerate: decelerate, in: slot.context)
    }
    adapter.collectionViewDelegate?.collectionView(
      collectionView, didEndDraggingWillDecelerate: decelerate)
  }

  func collectionViewDidEndDecelerating(_ collectionView: VirtualCollectionView) {
    for slot in adapter.visibleSlots { slot.controller.didEndDecelerating(in: slot.context) }
    adapter.collectionViewDelegate?.collectionViewDidEndDecelerating(collectionView)
  }

  func collectionViewDidEndScrollingAnimation(_ collectionView: VirtualCollectionView) {
    adapter.collectionViewDelegate?.collectionViewDidEndScrollingAnimation(collectionView)
  }
}
