// MARK: - The adapter as the collection view's data source and delegate

extension ListAdapter: CollectionViewDataSource {
  /// One section per object.
  ///
  /// - Parameter collectionView: The view.
  /// - Returns: The number of objects.
  public func numberOfSections(in collectionView: VirtualCollectionView) -> Int { objects.count }

  /// The section controller's count if it exists, otherwise the data source's count for the
  /// object (so that no controller is created for a section that is not displayed).
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - section: A section.
  /// - Returns: The number of items.
  public func collectionView(
    _ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    itemCount(ofSection: section)
  }

  /// The section controller's cell for the item (creating the controller if needed).
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - path: The item.
  /// - Returns: The cell.
  public func collectionView(
    _ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath
  ) -> CollectionViewCell {
    guard let controller = sectionController(forSection: path.section),
      path.item < controller.numberOfItems
    else {
      // A count that disagrees with the controller; the section is reloaded at the next pass.
      return collectionView.dequeueReusableCell(of: CollectionViewCell.self, for: path)
    }
    let cell = controller.cellForItem(at: path.item)
    cellOwners[ObjectIdentifier(cell)] = controller
    return cell
  }

  /// Applies the updates requested since the last pass, as one.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewWillLayout(_ collectionView: VirtualCollectionView) {
    applyPendingUpdates()
  }
}

extension ListAdapter: CollectionViewDelegate {
  /// Counts the display of the cell's section: the first cell tells the section controller's
  /// display delegate and the adapter's delegate that the section is displayed.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The cell.
  ///   - path: The item.
  public func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    if let controller = cellOwners[ObjectIdentifier(cell)] {
      let key = ObjectIdentifier(controller)
      let count = displayCounts[key, default: 0] + 1
      displayCounts[key] = count
      if count == 1 {
        displayedControllers[key] = controller
        controller.displayDelegate?.sectionControllerWillDisplay(controller)
        if let object = controller.object {
          delegate?.listAdapter(self, willDisplay: object, at: path.section)
        }
      }
      controller.displayDelegate?.sectionController(controller, willDisplay: cell, at: path.item)
    }
    collectionViewDelegate?.collectionView(collectionView, willDisplay: cell, at: path)
  }

  /// Counts the end of display of the cell's section: the last cell tells the section
  /// controller's display delegate and the adapter's delegate.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The cell.
  ///   - path: The item's last path.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    if let controller = cellOwners.removeValue(forKey: ObjectIdentifier(cell)) {
      let key = ObjectIdentifier(controller)
      controller.displayDelegate?.sectionController(
        controller, didEndDisplaying: cell, at: path.item)
      let count = displayCounts[key, default: 1] - 1
      displayCounts[key] = count > 0 ? count : nil
      if count <= 0 {
        displayedControllers[key] = nil
        controller.displayDelegate?.sectionControllerDidEndDisplaying(controller)
        if let object = controller.object {
          delegate?.listAdapter(self, didEndDisplaying: object, at: path.section)
        }
        if discardsHiddenSectionControllers, let section = controller.section,
          controllers[section] === controller
        {
          controllers[section] = nil
          detach(controller)
        }
      }
    }
    collectionViewDelegate?.collectionView(collectionView, didEndDisplaying: cell, at: path)
  }

  /// Tells the displayed section controllers, then the collection view delegate.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidScroll(_ collectionView: VirtualCollectionView) {
    forEachVisibleController { $0.scrollDelegate?.sectionControllerDidScroll($0) }
    collectionViewDelegate?.collectionViewDidScroll(collectionView)
  }

  /// Forwards to the collection view delegate.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - oldState: The state before.
  ///   - newState: The state now.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didChangeScrollState oldState: ScrollState,
    to newState: ScrollState
  ) {
    collectionViewDelegate?.collectionView(
      collectionView, didChangeScrollState: oldState, to: newState)
  }

  /// Tells the displayed section controllers, then the collection view delegate.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewWillBeginDragging(_ collectionView: VirtualCollectionView) {
    forEachVisibleController { $0.scrollDelegate?.sectionControllerWillBeginDragging($0) }
    collectionViewDelegate?.collectionViewWillBeginDragging(collectionView)
  }

  /// Forwards to the collection view delegate.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - velocity: The release velocity.
  ///   - targetContentOffset: The resting offset.
  public func collectionView(
    _ collectionView: VirtualCollectionView, willEndDraggingWithVelocity velocity: Double,
    targetContentOffset: Point
  ) {
    collectionViewDelegate?.collectionView(
      collectionView, willEndDraggingWithVelocity: velocity,
      targetContentOffset: targetContentOffset)
  }

  /// Tells the displayed section controllers, then the collection view delegate.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - decelerate: Whether the content glides on.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didEndDraggingWillDecelerate decelerate: Bool
  ) {
    forEachVisibleController {
      $0.scrollDelegate?.sectionController($0, didEndDraggingWillDecelerate: decelerate)
    }
    collectionViewDelegate?.collectionView(collectionView, didEndDraggingWillDecelerate: decelerate)
  }

  /// Tells the displayed section controllers, then the collection view delegate.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidEndDecelerating(_ collectionView: VirtualCollectionView) {
    forEachVisibleController { $0.scrollDelegate?.sectionControllerDidEndDecelerating($0) }
    collectionViewDelegate?.collectionViewDidEndDecelerating(collectionView)
  }

  /// Forwards to the collection view delegate.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidEndScrollingAnimation(_ collectionView: VirtualCollectionView) {
    collectionViewDelegate?.collectionViewDidEndScrollingAnimation(collectionView)
  }
}

extension ListAdapter {
  /// Runs `body` for every displayed section controller, in section order.
  fileprivate func forEachVisibleController(_ body: (ListSectionController<Object>) -> Void) {
    for controller in visibleSectionControllers { body(controller) }
  }
}
