import FolioList
import Testing

/// A data source of `count` one-section items whose lengths come from a closure.
private final class LengthSource: CollectionViewDataSource {
  var lengths: [Double]
  private(set) var sizeRequests = 0

  init(_ lengths: [Double]) {
    self.lengths = lengths
  }

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { 1 }

  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  { lengths.count }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(of: LabelCell.self, for: path)
  }

  func collectionView(_ collectionView: VirtualCollectionView, sizeForItemAt path: ItemPath)
    -> Size?
  {
    sizeRequests += 1
    return Size(width: 1, height: lengths[path.item])
  }
}

private struct ListFixture {
  let clock = ManualClock()
  let source: LengthSource
  let recorder = ViewRecorder()
  let view: VirtualCollectionView

  init(_ lengths: [Double], layout: ListLayout = ListLayout(), height: Double = 100) {
    source = LengthSource(lengths)
    view = VirtualCollectionView(
      layout: layout, viewportSize: Size(width: 80, height: height),
      physics: ScrollPhysics(isPagingEnabled: false), clock: clock)
    view.dataSource = source
    view.delegate = recorder
    view.layoutIfNeeded()
  }

  static func item(_ index: Int) -> ItemPath { ItemPath(section: 0, item: index) }
}

@Suite struct ListLayoutTests {
  @Test func frames_followLengthsInsetsAndSpacing() {
    let layout = ListLayout(
      axis: .vertical, insets: EdgeInsets(top: 10, left: 4, bottom: 6, right: 2), spacing: 3)
    let fixture = ListFixture([20, 30, 40], layout: layout)
    let frames = (0..<3).compactMap { fixture.view.frameForItem(at: ListFixture.item($0)) }
    #expect(
      frames == [
        Rect(x: 4, y: 10, width: 74, height: 20), Rect(x: 4, y: 33, width: 74, height: 30),
        Rect(x: 4, y: 66, width: 74, height: 40),
      ])
    #expect(fixture.view.contentSize == Size(width: 80, height: 112))
    #expect(fixture.view.visibleItemPaths == [0, 1, 2].map(ListFixture.item))
  }

  @Test func horizontalList_usesWidths() {
    let layout = ListLayout(axis: .horizontal, insets: EdgeInsets(top: 1, left: 5), spacing: 0)
    let source = LengthSource([])
    let view = VirtualCollectionView(
      layout: layout, viewportSize: Size(width: 50, height: 10),
      physics: ScrollPhysics(isPagingEnabled: false), clock: ManualClock())
    final class Widths: CollectionViewDataSource {
      func numberOfSections(in collectionView: VirtualCollectionView) -> Int { 1 }
      func collectionView(
        _ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int
      ) -> Int { 4 }
      func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath)
        -> CollectionViewCell
      { collectionView.dequeueReusableCell(of: LabelCell.self, for: path) }
      func collectionView(_ collectionView: VirtualCollectionView, sizeForItemAt path: ItemPath)
        -> Size?
      { Size(width: Double(10 * (path.item + 1)), height: 999) }
    }
    _ = source
    let widths = Widths()
    view.dataSource = widths
    view.layoutIfNeeded()
    #expect(view.frameForItem(at: ListFixture.item(2)) == Rect(x: 35, y: 1, width: 30, height: 9))
    #expect(view.visibleItemPaths == [0, 1, 2].map(ListFixture.item))
    #expect(view.contentSize == Size(width: 105, height: 10))
  }

  @Test func scrolling_displaysExactlyTheIntersectingItems_inOrder() {
    let fixture = ListFixture([30, 30, 0, 30, 30, 30], height: 50)
    #expect(
      fixture.recorder.takeSteps() == [
        .willDisplay(ListFixture.item(0)), .willDisplay(ListFixture.item(1)),
      ])
    fixture.view.setContentOffset(Point(x: 0, y: 45), animated: false)
    // 45..<95 meets item 1 (30..<60), the empty item 2 at 60 lying between, item 3 (60..<90)
    // and item 4 (90..<120).
    #expect(
      fixture.recorder.takeSteps() == [
        .willDisplay(ListFixture.item(2)), .willDisplay(ListFixture.item(3)),
        .willDisplay(ListFixture.item(4)), .didEndDisplaying(ListFixture.item(0)), .didScroll,
      ])
    fixture.view.setContentOffset(Point(x: 0, y: 60), animated: false)
    #expect(
      fixture.recorder.takeSteps() == [
        .didEndDisplaying(ListFixture.item(1)), .didEndDisplaying(ListFixture.item(2)), .didScroll,
      ])
    #expect(fixture.view.visibleItemPaths == [3, 4].map(ListFixture.item))
  }

  @Test func aMillionItems_scrollWithoutMeasuringAgain() {
    let fixture = ListFixture((0..<1_000_000).map { Double($0 % 7 + 1) })
    #expect(fixture.source.sizeRequests == 1_000_000)
    // Items are 1...7 long, 4 on average: item 500,000 starts at 2,000,000 − ...
    let target = fixture.view.frameForItem(at: ListFixture.item(500_000))
    fixture.view.scrollToItem(at: ListFixture.item(500_000), animated: false)
    #expect(fixture.view.visibleItemPaths.first == ListFixture.item(500_000))
    #expect(fixture.view.contentOffset.y == target?.origin.y)
    fixture.view.setContentOffset(Point(x: 0, y: .infinity), animated: false)
    #expect(fixture.view.visibleItemPaths.last == ListFixture.item(999_999))
    #expect(fixture.source.sizeRequests == 1_000_000, "scrolling measured items again")
  }

  @Test func badNumbers_areClamped() {
    let layout = ListLayout(
      insets: EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 0), spacing: -.infinity,
      itemLength: .nan)
    #expect(layout.insets == EdgeInsets(top: 0, left: 0, bottom: ListLayout.maximumLength))
    #expect(layout.spacing == 0 && layout.itemLength == 0)
    let fixture = ListFixture([.nan, -3, .infinity, 10], layout: ListLayout())
    let lengths = (0..<4).compactMap {
      fixture.view.frameForItem(at: ListFixture.item($0))?.size.height
    }
    #expect(lengths == [0, 0, ListLayout.maximumLength, 10])
    // The end of the content: the tail of the clamped item and the last one.
    fixture.view.setContentOffset(Point(x: 0, y: .infinity), animated: false)
    #expect(fixture.view.visibleItemPaths == [2, 3].map(ListFixture.item))
    fixture.view.setContentOffset(Point(x: 0, y: .nan), animated: false)
    #expect(fixture.view.visibleItemPaths == [ListFixture.item(2)])
  }

  @Test func invalidateLayout_measuresAgainAndKeepsTheLeadingItem() {
    let fixture = ListFixture(Array(repeating: 20, count: 10), height: 50)
    fixture.view.setContentOffset(Point(x: 0, y: 105), animated: false)  // item 5, 5 points in
    _ = fixture.recorder.takeSteps()
    fixture.source.lengths[0] = 70
    fixture.source.lengths[5] = 40
    fixture.view.invalidateLayout()
    #expect(
      fixture.view.frameForItem(at: ListFixture.item(5))
        == Rect(x: 0, y: 150, width: 80, height: 40))
    // 5 points into 20 is an eighth of the way; an eighth of 40 is 10.
    #expect(fixture.view.contentOffset.y == 160)
    #expect(fixture.view.visibleItemPaths == [5, 6].map(ListFixture.item))
    #expect(
      fixture.recorder.takeSteps() == [
        .didEndDisplaying(ListFixture.item(7)), .didScroll,
      ])
  }

  @Test func batchUpdates_remeasure_andKeepTheLeadingItem() throws {
    let fixture = ListFixture(Array(repeating: 20, count: 10), height: 50)
    fixture.view.setContentOffset(Point(x: 0, y: 100), animated: false)
    _ = fixture.recorder.takeSteps()
    fixture.source.lengths.insert(35, at: 0)
    var batch = BatchUpdate()
    batch.insertItems(at: [ListFixture.item(0)])
    try fixture.view.performBatchUpdates(batch)
    #expect(fixture.view.contentOffset.y == 135)
    #expect(fixture.view.visibleItemPaths == [6, 7, 8].map(ListFixture.item))
    #expect(fixture.recorder.takeSteps() == [.didScroll])
  }

  @Test func glide_withoutPaging_comesToRestWherePhysicsSays() {
    let fixture = ListFixture(Array(repeating: 10, count: 100), height: 50)
    fixture.view.beginDragging()
    fixture.view.drag(by: 15)
    fixture.view.endDragging(velocity: 100)  // 0.3 s of 100 points per second: 30 more
    fixture.clock.runUntilIdle()
    #expect(fixture.view.contentOffset.y == 45)
    #expect(fixture.view.visibleItemPaths == (4...9).map(ListFixture.item))
  }

  @Test func adapter_asksSectionControllersForSizes() {
    let fixture = AdapterFixture(
      tabs: [Tab(id: "a", items: 2), Tab(id: "b", items: 1)],
      layout: ListLayout(axis: .horizontal))
    let expected = [("a", 0), ("a", 1), ("b", 0)].map {
      TabSectionController.length(of: $0, item: $1)
    }
    let paths = [
      ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 0),
    ]
    #expect(paths.compactMap { fixture.view.frameForItem(at: $0)?.size.width } == expected)
    #expect(fixture.view.contentSize.width == expected.reduce(0, +))
  }
}

extension ListLayoutTests {
  @Test func aChangedObjectsNewSize_isMeasured_withoutAReload() {
    final class Sized: ListAdapterDataSource {
      struct Item: Diffable, Equatable {
        var id: Int
        var length: Double
        var diffID: Int { id }
      }
      final class Section: ListSectionController {
        func sizeForItem(at index: Int, in context: ListSectionContext<Item>) -> Size? {
          Size(width: 1, height: context.object?.length ?? 0)
        }
        func cellForItem(at index: Int, in context: ListSectionContext<Item>) -> CollectionViewCell
        {
          context.dequeueReusableCell(of: LabelCell.self, at: index)
        }
      }
      var items = [Item(id: 0, length: 100), Item(id: 1, length: 100)]
      func objects(for adapter: ListAdapter<Item>) -> [Item] { items }
      func listAdapter(_ adapter: ListAdapter<Item>, sectionControllerFor object: Item)
        -> any ListSectionController<Item>
      { Section() }
    }
    let view = VirtualCollectionView(
      layout: ListLayout(), viewportSize: Size(width: 10, height: 100),
      physics: ScrollPhysics(isPagingEnabled: false), clock: ManualClock())
    let adapter = ListAdapter<Sized.Item>(collectionView: view)
    let source = Sized()
    adapter.dataSource = source
    view.layoutIfNeeded()
    source.items[0].length = 1_000
    adapter.performUpdates()
    view.layoutIfNeeded()
    #expect(view.contentSize.height == 1_100)
    source.items[1].length = 50
    adapter.performUpdates()
    view.invalidateLayout()  // applies the pending update first, then measures
    #expect(view.contentSize.height == 1_050)
  }

  @Test func aViewportNarrowerThanTheInsets_keepsThePosition() {
    let layout = ListLayout(axis: .vertical, insets: EdgeInsets(left: 10, right: 10))
    let fixture = ListFixture(Array(repeating: 10, count: 100), layout: layout, height: 20)
    fixture.view.scrollToItem(at: ListFixture.item(50), animated: false)
    #expect(fixture.view.contentOffset.y == 500)
    fixture.view.setViewportSize(Size(width: 15, height: 20))
    #expect(fixture.view.visibleItemPaths.isEmpty)
    fixture.view.setViewportSize(Size(width: 40, height: 20))
    #expect(fixture.view.contentOffset.y == 500)
    #expect(fixture.view.visibleItemPaths == [50, 51].map(ListFixture.item))
  }
}
