import FolioList
import Testing

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

/// A view over `sections` in a vertical list tall enough to show every item, laid out and
/// recorded.
private struct ListFixture {
  let clock = ManualClock()
  let model: SectionModel
  let recorder = ViewRecorder()
  let view: VirtualCollectionView

  init(sections: [ModelSection]) {
    model = SectionModel(sections: sections)
    view = VirtualCollectionView(
      layout: ListLayout(axis: .vertical, itemLength: 10),
      viewportSize: Size(width: 50, height: 200),
      physics: ScrollPhysics(isPagingEnabled: false), clock: clock)
    view.dataSource = model
    view.delegate = recorder
    view.layoutIfNeeded()
    _ = recorder.takeSteps()
  }
}

/// An item replaced in place (an item or section reload) has its old cell end before its new
/// cell displays, as in UIKit, section by section, ascending; `reloadData` ends every old cell
/// before any new cell displays.
@Suite struct ReplacementOrderTests {
  // MARK: - Cells (CollectionViewDelegate)

  @Test func reloadDataOfAList_everyOldCellEndsBeforeAnyNewCellDisplays() {
    let f = ListFixture(sections: [
      ModelSection(id: 1, itemCount: 2), ModelSection(id: 2, itemCount: 1),
    ])
    let old = f.view.visibleCells
    f.view.reloadData()
    #expect(
      f.recorder.takeSteps() == [
        .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(0, 1)),
        .didEndDisplaying(path(1, 0)), .willDisplay(path(0, 0)), .willDisplay(path(0, 1)),
        .willDisplay(path(1, 0)),
      ])
    #expect(f.view.visibleCells.allSatisfy { new in !old.contains { $0 === new } })
    #expect(f.recorder.balanceErrors.isEmpty)
  }

  @Test func reloadDataWithFewerItems_everyOldCellEndsThenTheNewOnesDisplay() {
    let f = ListFixture(sections: [
      ModelSection(id: 1, itemCount: 1), ModelSection(id: 2, itemCount: 2),
      ModelSection(id: 3, itemCount: 1),
    ])
    f.model.sections = [ModelSection(id: 4, itemCount: 1), ModelSection(id: 5, itemCount: 1)]
    f.view.reloadData()
    #expect(
      f.recorder.takeSteps() == [
        .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(1, 0)),
        .didEndDisplaying(path(1, 1)), .didEndDisplaying(path(2, 0)),
        .willDisplay(path(0, 0)), .willDisplay(path(1, 0)),
      ])
  }

  @Test func reloadItemsAfterADeletedSection_eachOldCellEndsAtItsOldPathBeforeItsNewCell() throws {
    let f = ListFixture(sections: [
      ModelSection(id: 9, itemCount: 1), ModelSection(id: 1, itemCount: 3),
      ModelSection(id: 2, itemCount: 2),
    ])
    let kept = f.view.cellForItem(at: path(1, 0))
    f.model.sections.removeFirst()
    var batch = BatchUpdate()
    batch.deleteSections([0])
    batch.reloadItems(at: [path(2, 0), path(1, 1)])
    try f.view.performBatchUpdates(batch)
    #expect(
      f.recorder.takeSteps() == [
        .didEndDisplaying(path(1, 1)), .willDisplay(path(0, 1)),
        .didEndDisplaying(path(2, 0)), .willDisplay(path(1, 0)),
        .didEndDisplaying(path(0, 0)),
      ])
    #expect(f.view.cellForItem(at: path(0, 0)) === kept)
    #expect(f.recorder.balanceErrors.isEmpty && f.recorder.agrees(with: f.view))
  }

  @Test func reloadSectionOfTwoItems_bothOldCellsEndThenBothNewOnesDisplay() throws {
    let f = ListFixture(sections: [
      ModelSection(id: 1, itemCount: 1), ModelSection(id: 2, itemCount: 2),
    ])
    f.model.sections[1].itemCount = 3
    var batch = BatchUpdate()
    batch.reloadSections([1])
    try f.view.performBatchUpdates(batch)
    #expect(
      f.recorder.takeSteps() == [
        .didEndDisplaying(path(1, 0)), .didEndDisplaying(path(1, 1)),
        .willDisplay(path(1, 0)), .willDisplay(path(1, 1)), .willDisplay(path(1, 2)),
      ])
  }

  @Test func reloadOfAPagerMidSwipe_itemByItemOldThenNew() throws {
    let f = PagerFixture(pages: 4)
    f.view.beginDragging()
    f.view.drag(by: 130)
    _ = f.recorder.takeSteps()
    var batch = BatchUpdate()
    batch.reloadSections([1, 2])
    try f.view.performBatchUpdates(batch)
    #expect(
      f.recorder.takeSteps() == [
        .didEndDisplaying(PagerFixture.page(1)), .willDisplay(PagerFixture.page(1)),
        .didEndDisplaying(PagerFixture.page(2)), .willDisplay(PagerFixture.page(2)),
      ])
  }

  // MARK: - Adapter: cells, section controllers and objects

  /// An adapter fixture whose collection view events are recorded too.
  private func adapter(
    ids: [String], layout: any CollectionViewLayout = PagingLayout()
  ) -> (AdapterFixture, ViewRecorder) {
    let f = AdapterFixture(ids: ids, layout: layout)
    let recorder = ViewRecorder()
    f.adapter.collectionViewDelegate = recorder
    _ = f.log.take()
    return (f, recorder)
  }

  @Test func adapterReloadDataMidSwipe_everyOldControllerEndsBeforeAnySuccessorDisplays() {
    let (f, recorder) = adapter(ids: ["a", "b", "c"])
    withExtendedLifetime(recorder) {
      f.view.beginDragging()
      f.view.drag(by: 40)
      _ = f.log.take()
      _ = recorder.takeSteps()
      f.adapter.reloadData()
      f.view.layoutIfNeeded()
      #expect(
        f.log.take() == [
          "create(a)", "didUpdate(a:)", "create(b)", "didUpdate(b:)",
          "didEndDisplayingCell(a.0)", "didEndDisplayingSection(a)",
          "adapter.didEndDisplaying(a@0)",
          "didEndDisplayingCell(b.0)", "didEndDisplayingSection(b)",
          "adapter.didEndDisplaying(b@1)",
          "willDisplaySection(a)", "adapter.willDisplay(a@0)", "willDisplayCell(a.0)",
          "willDisplaySection(b)", "adapter.willDisplay(b@1)", "willDisplayCell(b.0)",
        ])
      #expect(
        recorder.takeSteps() == [
          .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(1, 0)),
          .willDisplay(path(0, 0)), .willDisplay(path(1, 0)),
        ])
    }
  }

  @Test func adapterReloadDataOfAList_oldControllerEndsAllItsCellsBeforeTheNewOneDisplays() {
    // "a" has two items (22 and 35 points), "b" one (23): all three fit in 100 points.
    let (f, recorder) = adapter(
      ids: [], layout: ListLayout(axis: .horizontal, spacing: 0))
    withExtendedLifetime(recorder) {
      f.source.tabs = [Tab(id: "a", items: 2), Tab(id: "b")]
      f.adapter.reloadData()
      f.view.layoutIfNeeded()
      _ = f.log.take()
      _ = recorder.takeSteps()
      f.adapter.reloadData()
      f.view.layoutIfNeeded()
      let log = f.log.take().filter { !$0.hasPrefix("create") && !$0.hasPrefix("didUpdate") }
      #expect(
        log == [
          "didEndDisplayingCell(a.0)", "didEndDisplayingCell(a.1)", "didEndDisplayingSection(a)",
          "adapter.didEndDisplaying(a@0)",
          "didEndDisplayingCell(b.0)", "didEndDisplayingSection(b)",
          "adapter.didEndDisplaying(b@1)",
          "willDisplaySection(a)", "adapter.willDisplay(a@0)", "willDisplayCell(a.0)",
          "willDisplayCell(a.1)",
          "willDisplaySection(b)", "adapter.willDisplay(b@1)", "willDisplayCell(b.0)",
        ])
      #expect(
        recorder.takeSteps() == [
          .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(0, 1)),
          .didEndDisplaying(path(1, 0)), .willDisplay(path(0, 0)), .willDisplay(path(0, 1)),
          .willDisplay(path(1, 0)),
        ])
    }
  }

  @Test func reloadObjects_cellReplacedOldFirstAndItsControllerStaysDisplayed() {
    let (f, recorder) = adapter(ids: ["a", "b"])
    withExtendedLifetime(recorder) {
      f.adapter.reloadObjects([Tab(id: "a", title: "fresh")])
      f.view.layoutIfNeeded()
      #expect(
        f.log.take() == [
          "didUpdate(a:fresh)", "didEndDisplayingCell(a.0)", "willDisplayCell(a.0)",
        ])
      #expect(recorder.takeSteps() == [.didEndDisplaying(path(0, 0)), .willDisplay(path(0, 0))])
      #expect(f.adapter.visibleObjects.map(\.id) == ["a"])
    }
  }

  @Test func changedObjectWithNewCount_oldCellEndsBeforeTheSectionsNewCells() {
    let (f, recorder) = adapter(ids: ["a", "b"])
    withExtendedLifetime(recorder) {
      f.source.tabs[0].items = 2
      f.source.tabs[0].title = "two"
      f.adapter.performUpdates()
      f.view.layoutIfNeeded()
      #expect(
        f.log.take() == [
          "didUpdate(a:two)", "didEndDisplayingCell(a.0)", "willDisplayCell(a.0)",
        ])
      #expect(recorder.takeSteps() == [.didEndDisplaying(path(0, 0)), .willDisplay(path(0, 0))])
    }
  }

  @Test func itemReloadThroughTheContext_oldCellEndsFirstAndTheSectionStaysDisplayed() {
    let (f, recorder) = adapter(ids: ["a", "b"])
    withExtendedLifetime(recorder) {
      let context = f.source.made["a"].flatMap { f.adapter.context(of: $0) }
      context?.performBatch { $0.reload(at: [0]) }
      f.view.layoutIfNeeded()
      #expect(f.log.take() == ["didEndDisplayingCell(a.0)", "willDisplayCell(a.0)"])
      #expect(recorder.takeSteps() == [.didEndDisplaying(path(0, 0)), .willDisplay(path(0, 0))])
    }
  }

  @Test func discardingHiddenControllers_aReloadedSectionKeepsItsController() {
    let (f, recorder) = adapter(ids: ["a", "b"])
    withExtendedLifetime(recorder) {
      f.adapter.discardsHiddenSectionControllers = true
      let controller = f.adapter.sectionController(forSection: 0)
      f.adapter.reloadObjects([Tab(id: "a", title: "fresh")])
      f.view.layoutIfNeeded()
      #expect(f.adapter.sectionController(forSection: 0) === controller)
      #expect(
        f.log.take() == ["didUpdate(a:fresh)", "didEndDisplayingCell(a.0)", "willDisplayCell(a.0)"])
    }
  }

  /// The audit's second class: an object that changes (a new item count) and moves in the same
  /// update never shows two cells at one item path.
  @Test func anUpdatedObjectThatAlsoMoves_neverShowsTwoCellsAtOnePath() {
    let (f, recorder) = adapter(ids: [], layout: ListLayout(axis: .horizontal, spacing: 0))
    withExtendedLifetime(recorder) {
      f.source.tabs = [Tab(id: "a"), Tab(id: "b"), Tab(id: "c")]
      f.adapter.reloadData()
      f.view.layoutIfNeeded()
      _ = recorder.takeSteps()
      f.source.tabs = [Tab(id: "c", title: "two", items: 2), Tab(id: "a"), Tab(id: "b")]
      f.adapter.performUpdates()
      f.view.layoutIfNeeded()
      #expect(recorder.balanceErrors.isEmpty, "\(recorder.balanceErrors)")
      #expect(recorder.agrees(with: f.view))
    }
  }

  /// `reloadData` after objects moved: every old section controller ends before any new one
  /// displays, so none displays before the one of its object ends.
  @Test func adapterReloadDataAfterObjectsMoved_everyOldControllerEndsFirst() {
    let (f, recorder) = adapter(ids: [], layout: ListLayout(axis: .horizontal, spacing: 0))
    withExtendedLifetime(recorder) {
      f.source.tabs = [Tab(id: "a"), Tab(id: "b"), Tab(id: "c")]
      f.adapter.reloadData()
      f.view.layoutIfNeeded()
      _ = f.log.take()
      _ = recorder.takeSteps()
      f.source.tabs = [Tab(id: "c"), Tab(id: "a"), Tab(id: "b")]
      f.adapter.reloadData()
      f.view.layoutIfNeeded()
      let log = f.log.take().filter { $0.hasPrefix("adapter.") }
      #expect(
        log == [
          "adapter.didEndDisplaying(a@0)", "adapter.didEndDisplaying(b@1)",
          "adapter.didEndDisplaying(c@2)", "adapter.willDisplay(c@0)",
          "adapter.willDisplay(a@1)", "adapter.willDisplay(b@2)",
        ])
      #expect(recorder.balanceErrors.isEmpty && recorder.agrees(with: f.view))
    }
  }
}
