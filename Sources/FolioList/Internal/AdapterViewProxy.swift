/// The collection view's data source and delegate for a ``ListAdapter``: it answers the view's
/// plumbing calls so that the adapter itself does not conform to those protocols in public
/// (IGListKit hides the same behind `IGListAdapterProxy`).
///
/// Display events are counted per section controller, scroll events forwarded to the displayed
/// ones, and every event passed on to the adapter's `collectionViewDelegate`. A section
/// controller's section-level events (`willDisplay(in:)`, `didEndDisplaying(in:)`, and the
/// adapter delegate's object events) come when its first cell displays and when its last cell
/// ends, except while its cells are replaced in place: then it stays displayed.
final class AdapterViewProxy<Object: Diffable>: CollectionViewDataSource, CollectionViewDelegate,
  UniformItemCounts
{
  /// Unowned (the adapter owns the proxy).
  ///
  /// Each read of it is a retain, so the methods that run on every frame or display change read it
  /// once.
  unowned let adapter: ListAdapter<Object>

  init(adapter: ListAdapter<Object>) {
    self.adapter = adapter
  }

  // MARK: - Data source

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { adapter.list.count }

  var uniformItemCount: Int? { adapter.itemsPerObject }

  func collectionView(
    _ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    adapter.itemCount(ofSection: section)
  }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath)
    -> CollectionViewCell
  {
    let adapter = adapter
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
    let adapter = adapter
    if let owner = adapter.cellOwners[ObjectIdentifier(cell)] {
      owner.displayCount += 1
      let slot = adapter.typed(owner)
      if !owner.isDisplayed {
        owner.isDisplayed = true
        adapter.addDisplayed(owner)
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
    let adapter = adapter
    if let owner = adapter.cellOwners.removeValue(forKey: ObjectIdentifier(cell)) {
      let slot = adapter.typed(owner)
      slot.controller.didEndDisplaying(cell, at: path.item, in: slot.context)
      owner.displayCount = max(0, owner.displayCount - 1)
      // A section whose cells are replaced in place (an item or section reload) stays
      // displayed: its new cells display right after, in this display change.
      if owner.displayCount == 0, owner.isDisplayed,
        !collectionView.awaitingDisplay.contains(where: {
          adapter.cellOwners[ObjectIdentifier($0)] === owner
        })
      {
        owner.isDisplayed = false
        adapter.removeDisplayed(owner)
        slot.controller.didEndDisplaying(in: slot.context)
        if let object = slot.context.object {
          adapter.delegate?.listAdapter(adapter, didEndDisplaying: object, at: path.section)
        }
        if adapter.discardsHiddenSectionControllers, let section = owner.section,
          adapter.controllers[section] === owner
        {
          adapter.controllers[section] = nil
          adapter.detach(owner)
        }
      }
    }
    adapter.collectionViewDelegate?.collectionView(collectionView, didEndDisplaying: cell, at: path)
  }

  // MARK: - Scrolling

  /// Runs `body` for each displayed section controller, in section order, allocating nothing;
  /// then tells the adapter's `collectionViewDelegate` through `forward`.
  private func relay(
    _ body: (ListSectionSlot<Object>) -> Void, then forward: (any CollectionViewDelegate) -> Void
  ) {
    let adapter = adapter
    for slot in adapter.displayedSlots { body(adapter.typed(slot)) }
    if let delegate = adapter.collectionViewDelegate { forward(delegate) }
  }

  func collectionViewDidScroll(_ collectionView: VirtualCollectionView) {
    relay {
      $0.controller.didScroll(in: $0.context)
    } then: {
      $0.collectionViewDidScroll(collectionView)
    }
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
    relay {
      $0.controller.willBeginDragging(in: $0.context)
    } then: {
      $0.collectionViewWillBeginDragging(collectionView)
    }
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
    relay {
      $0.controller.didEndDragging(willDecelerate: decelerate, in: $0.context)
    } then: {
      $0.collectionView(collectionView, didEndDraggingWillDecelerate: decelerate)
    }
  }

  func collectionViewDidEndDecelerating(_ collectionView: VirtualCollectionView) {
    relay {
      $0.controller.didEndDecelerating(in: $0.context)
    } then: {
      $0.collectionViewDidEndDecelerating(collectionView)
    }
  }

  func collectionViewDidEndScrollingAnimation(_ collectionView: VirtualCollectionView) {
    adapter.collectionViewDelegate?.collectionViewDidEndScrollingAnimation(collectionView)
  }
}
