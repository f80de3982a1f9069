import FolioList
import Testing

private func page(_ section: Int) -> ItemPath { PagerFixture.page(section) }

/// Replaces the model's sections and applies the batch the diff gives, as the adapter does.
private func update(_ f: PagerFixture, to sections: [ModelSection]) throws {
  let result = diff(old: f.model.sections, new: sections).forBatchUpdates()
  f.model.sections = sections
  var batch = BatchUpdate()
  batch.deleteSections(result.deletes)
  batch.insertSections(result.inserts)
  for move in result.moves { batch.moveSection(move.from, to: move.to) }
  batch.reloadSections(result.updates)
  try f.view.performBatchUpdates(batch)
  #expect(f.recorder.agrees(with: f.view))
}

private func ids(_ values: [Int]) -> [ModelSection] {
  values.map { ModelSection(id: $0, itemCount: 1) }
}

@Suite struct BatchUpdateTests {
  /// A five-page view resting on page 2 (identity 2).
  private func onPageTwo() -> PagerFixture {
    let f = PagerFixture(pages: 5)
    f.view.setContentOffset(Point(x: 200, y: 0), animated: false)
    _ = f.recorder.takeSteps()
    return f
  }

  private func shownLabel(_ f: PagerFixture) -> String? {
    f.view.visibleCells.map { ($0 as? LabelCell)?.label ?? "?" }.first
  }

  @Test func insertBeforeVisible_sameCellStaysOnScreenAtShiftedIndex() throws {
    let f = onPageTwo()
    let cell = f.view.cellForItem(at: page(2))
    try update(f, to: ids([9, 0, 1, 2, 3, 4]))
    #expect(f.recorder.takeSteps() == [.didScroll])
    #expect(f.view.visibleItemPaths == [page(3)])
    #expect(f.view.cellForItem(at: page(3)) === cell)
    #expect(f.view.contentOffset.x == 300)
    #expect(shownLabel(f) == "2.0")
  }

  @Test func deleteBeforeVisible_sameCellStaysOnScreenAtShiftedIndex() throws {
    let f = onPageTwo()
    let cell = f.view.cellForItem(at: page(2))
    try update(f, to: ids([1, 2, 3, 4]))
    #expect(f.recorder.takeSteps() == [.didScroll])
    #expect(f.view.visibleItemPaths == [page(1)])
    #expect(f.view.cellForItem(at: page(1)) === cell)
    #expect(f.view.contentOffset.x == 100)
  }

  @Test func deleteTheVisibleItem_nextItemTakesItsPlace() throws {
    let f = onPageTwo()
    try update(f, to: ids([0, 1, 3, 4]))
    #expect(f.recorder.takeSteps() == [.willDisplay(page(2)), .didEndDisplaying(page(2))])
    #expect(f.view.contentOffset.x == 200)
    #expect((f.view.cellForItem(at: page(2)) as? LabelCell)?.label == "3.0")
  }

  @Test func deleteTheVisibleLastItem_previousItemTakesItsPlace() throws {
    let f = PagerFixture(pages: 3)
    f.view.setContentOffset(Point(x: 200, y: 0), animated: false)
    _ = f.recorder.takeSteps()
    try update(f, to: ids([0, 1]))
    #expect(
      f.recorder.takeSteps() == [.willDisplay(page(1)), .didEndDisplaying(page(2)), .didScroll])
    #expect(f.view.contentOffset.x == 100)
    #expect(shownLabel(f) == "1.0")
  }

  @Test func insertAndDeleteAfterVisible_nothingOnScreenChanges() throws {
    let f = onPageTwo()
    try update(f, to: ids([0, 1, 2, 7, 4, 8]))
    #expect(f.recorder.takeSteps().isEmpty)
    #expect(f.view.visibleItemPaths == [page(2)])
    #expect(f.view.numberOfSections == 6)
  }

  @Test func moveTheVisibleItem_contentFollowsIt() throws {
    let f = onPageTwo()
    let cell = f.view.cellForItem(at: page(2))
    try update(f, to: ids([0, 1, 3, 4, 2]))
    #expect(f.recorder.takeSteps() == [.didScroll])
    #expect(f.view.visibleItemPaths == [page(4)])
    #expect(f.view.cellForItem(at: page(4)) === cell)
  }

  @Test func moveAnotherItemAcrossTheVisibleOne_visibleItemKeepsItsContent() throws {
    let f = onPageTwo()
    try update(f, to: ids([1, 2, 3, 0, 4]))
    #expect(f.recorder.takeSteps() == [.didScroll])
    #expect(f.view.visibleItemPaths == [page(1)])
    #expect(shownLabel(f) == "2.0")
  }

  @Test func reloadTheVisibleItem_oldCellEndsBeforeTheNewOneDisplays() throws {
    let f = onPageTwo()
    let old = f.view.cellForItem(at: page(2))
    var batch = BatchUpdate()
    batch.reloadSections([2])
    try f.view.performBatchUpdates(batch)
    #expect(f.recorder.takeSteps() == [.didEndDisplaying(page(2)), .willDisplay(page(2))])
    #expect(f.view.cellForItem(at: page(2)) !== old)
  }

  @Test func insertBeforeDuringDeceleration_motionKeepsItsTargetItem() throws {
    let f = PagerFixture(pages: 5)
    f.view.beginDragging()
    f.view.drag(by: 60)
    f.view.endDragging(velocity: 0)  // toward identity 1
    f.clock.advance(by: .milliseconds(50))
    try update(f, to: ids([8, 9, 0, 1, 2, 3, 4]))
    f.clock.runUntilIdle()
    #expect(f.view.contentOffset.x == 300)
    #expect(shownLabel(f) == "1.0")
    #expect(f.recorder.balanceErrors.isEmpty)
  }

  @Test func itemsInsertedAndDeletedInsideASection_countsFollow() throws {
    let clock = ManualClock()
    let model = SectionModel(sections: [
      ModelSection(id: 0, itemCount: 3), ModelSection(id: 1, itemCount: 2),
    ])
    let view = VirtualCollectionView(viewportSize: Size(width: 10, height: 10), clock: clock)
    view.dataSource = model
    view.layoutIfNeeded()
    view.scrollToItem(at: ItemPath(section: 1, item: 0), animated: false)
    #expect(view.visibleItemPaths == [ItemPath(section: 1, item: 0)])
    model.sections[0].itemCount = 2
    model.sections[1].itemCount = 4
    var batch = BatchUpdate()
    batch.deleteItems(at: [ItemPath(section: 0, item: 1)])
    batch.insertItems(at: [ItemPath(section: 1, item: 0), ItemPath(section: 1, item: 3)])
    try view.performBatchUpdates(batch)
    #expect(view.numberOfItems == 6)
    #expect(view.visibleItemPaths == [ItemPath(section: 1, item: 1)])
    #expect(view.contentOffset.x == 30)
  }

  @Test func itemMovedAcrossSections_keepsItsCell() throws {
    let clock = ManualClock()
    let model = SectionModel(sections: [
      ModelSection(id: 0, itemCount: 2), ModelSection(id: 1, itemCount: 2),
    ])
    let view = VirtualCollectionView(viewportSize: Size(width: 10, height: 10), clock: clock)
    view.dataSource = model
    view.layoutIfNeeded()
    let cell = view.cellForItem(at: ItemPath(section: 0, item: 0))
    model.sections[0].itemCount = 1
    model.sections[1].itemCount = 3
    var batch = BatchUpdate()
    batch.moveItem(at: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 2))
    try view.performBatchUpdates(batch)
    #expect(view.visibleItemPaths == [ItemPath(section: 1, item: 2)])
    #expect(view.cellForItem(at: ItemPath(section: 1, item: 2)) === cell)
  }

  @Test(arguments: [
    (
      BatchUpdate.deleting([7]),
      BatchUpdateError.sectionOutOfRange(operation: "delete section", section: 7, sectionCount: 5)
    ),
    (
      BatchUpdate.deleting([1, 1]),
      .duplicateIndex(operation: "delete, reload or move section", description: "1")
    ),
    (BatchUpdate.deleting([1]), .sectionCountMismatch(expected: 4, reported: 5)),
  ])
  func invalidBatch_typedErrorAndViewReloadsFromDataSource(
    batch: BatchUpdate, expected: BatchUpdateError
  ) {
    let f = onPageTwo()
    #expect(throws: expected) { try f.view.performBatchUpdates(batch) }
    #expect(f.view.numberOfSections == 5)
    #expect(f.view.visibleItemPaths == [page(2)])
    #expect(f.recorder.balanceErrors.isEmpty)
  }

  @Test func itemCountMismatch_namesTheSection() {
    let f = onPageTwo()
    f.model.sections[3].itemCount = 4
    var batch = BatchUpdate()
    batch.insertItems(at: [ItemPath(section: 3, item: 1)])
    #expect(throws: BatchUpdateError.itemCountMismatch(section: 3, expected: 2, reported: 4)) {
      try f.view.performBatchUpdates(batch)
    }
    #expect(f.view.numberOfItems(inSection: 3) == 4, "reloaded from the data source")
  }

  @Test func batchFromInsideADisplayCallback_isRefused() {
    final class Meddler: CollectionViewDelegate {
      var error: BatchUpdateError?
      func collectionView(
        _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell,
        at path: ItemPath
      ) {
        do throws(BatchUpdateError) {
          try collectionView.performBatchUpdates(BatchUpdate.deleting([0]))
        } catch { self.error = error }
      }
    }
    let f = PagerFixture(pages: 3)
    let meddler = Meddler()
    f.view.delegate = meddler
    f.view.setContentOffset(Point(x: 100, y: 0), animated: false)
    #expect(meddler.error == .requestedDuringCallback)
    #expect(f.view.numberOfSections == 3)
  }

  @Test func reloadDataDuringDeceleration_replacesCellsAndMotionContinues() {
    let f = PagerFixture(pages: 5)
    f.view.beginDragging()
    f.view.drag(by: 60)
    f.view.endDragging(velocity: 0)
    f.clock.advance(by: .milliseconds(50))
    _ = f.recorder.takeSteps()
    f.model.sections = ids([10, 11, 12])
    f.view.reloadData()
    #expect(
      f.recorder.takeSteps() == [
        .didEndDisplaying(page(0)), .didEndDisplaying(page(1)), .willDisplay(page(0)),
        .willDisplay(page(1)),
      ])
    f.clock.runUntilIdle()
    #expect(f.view.contentOffset.x == 100)
    #expect(shownLabel(f) == "11.0")
    #expect(f.view.scrollState == .idle)
    #expect(f.recorder.balanceErrors.isEmpty)
  }

  @Test func reloadDataToFewerItems_offsetClampsToTheNewLastItem() {
    let f = PagerFixture(pages: 5)
    f.view.setContentOffset(Point(x: 400, y: 0), animated: false)
    _ = f.recorder.takeSteps()
    f.model.sections = ids([0, 1])
    f.view.reloadData()
    #expect(
      f.recorder.takeSteps() == [.didEndDisplaying(page(4)), .willDisplay(page(1)), .didScroll])
    #expect(f.view.contentOffset.x == 100)
  }
}

extension BatchUpdate {
  /// A batch that deletes sections.
  static func deleting(_ sections: [Int]) -> BatchUpdate {
    var batch = BatchUpdate()
    batch.deleteSections(sections)
    return batch
  }
}
