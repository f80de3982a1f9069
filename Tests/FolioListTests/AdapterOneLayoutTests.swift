import FolioList
import Testing

/// A section controller that relabels its displayed cells when its object changes, as an app
/// reconfigures cells in `didUpdate(to:in:)`, and records what its context said there.
private final class RelabelingController: ListSectionController {
  var heard: [String] = []

  func numberOfItems(in context: ListSectionContext<Tab>) -> Int { context.object?.items ?? 0 }

  func cellForItem(at index: Int, in context: ListSectionContext<Tab>) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(of: LabelCell.self, at: index)
    cell.label = "\(context.object?.id ?? "?").\(context.object?.title ?? "")"
    return cell
  }

  func didUpdate(to object: Tab, in context: ListSectionContext<Tab>) {
    heard.append("\(object.id)@\(context.section.map(String.init) ?? "-")")
    for cell in context.visibleCells {
      (cell as? LabelCell)?.label = "\(object.id).\(object.title)"
    }
  }
}

private final class RelabelingSource: ListAdapterDataSource {
  var tabs: [Tab]
  var made: [String: RelabelingController] = [:]
  init(_ tabs: [Tab]) { self.tabs = tabs }
  func objects(for adapter: ListAdapter<Tab>) -> [Tab] { tabs }
  func listAdapter(_ adapter: ListAdapter<Tab>, sectionControllerFor object: Tab)
    -> any ListSectionController<Tab>
  {
    let controller = RelabelingController()
    made[object.id] = controller
    return controller
  }
}

/// Records display events by path.
private final class PathLog: CollectionViewDelegate {
  var steps: [String] = []
  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    steps.append("willDisplay [\(path.section),\(path.item)]")
  }
  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    steps.append("didEndDisplaying [\(path.section),\(path.item)]")
  }
}

/// The adapter's context answers about one layout at every moment, and no item path ever
/// shows two cells, through updates that change, move and resize sections at once (ported
/// from IGListKit's adapter updater and end-to-end cases that failed).
@Suite struct AdapterOneLayoutTests {
  /// A tall vertical list that shows every item of the tests.
  private func make(_ tabs: [Tab]) -> (
    ListAdapter<Tab>, VirtualCollectionView, RelabelingSource, PathLog
  ) {
    let view = VirtualCollectionView(
      layout: ListLayout(axis: .vertical, itemLength: 10),
      viewportSize: Size(width: 50, height: 200), physics: ScrollPhysics(isPagingEnabled: false),
      clock: ManualClock())
    let source = RelabelingSource(tabs)
    let adapter = ListAdapter<Tab>(collectionView: view)
    adapter.dataSource = source
    view.layoutIfNeeded()
    let log = PathLog()
    // The adapter is the view's delegate; it passes the view's events on to this one.
    adapter.collectionViewDelegate = log
    return (adapter, view, source, log)
  }

  private func labels(_ view: VirtualCollectionView) -> [[String]] {
    let paths = view.visibleItemPaths
    let sections = Set(paths.map(\.section)).sorted()
    return sections.map { section in
      paths.filter { $0.section == section }.map {
        (view.cellForItem(at: $0) as? LabelCell)?.label ?? "?"
      }
    }
  }

  @Test func aChangedObjectThatMoves_reconfiguresItsOwnCells_notANeighbours() {
    let (adapter, view, source, _) = make([
      Tab(id: "id1", title: "1"), Tab(id: "id2", title: "2"),
    ])
    #expect(labels(view) == [["id1.1"], ["id2.2"]])
    source.tabs = [Tab(id: "id2", title: "22"), Tab(id: "id1", title: "1")]
    adapter.performUpdates()
    view.layoutIfNeeded()
    #expect(labels(view) == [["id2.22"], ["id1.1"]])
    // In didUpdate the context named the section its cells were displayed in then.
    #expect(source.made["id2"]?.heard.last == "id2@1")
    #expect(adapter.sectionController(forSection: 0) === source.made["id2"])
  }

  @Test func aChangedObjectThatMovesAndGainsAnItem_endsItsOldCellBeforeTheNewOnesDisplay() {
    let (adapter, view, source, log) = make([
      Tab(id: "0", title: "a"), Tab(id: "1", title: "a"), Tab(id: "2", title: "a"),
    ])
    source.tabs = [
      Tab(id: "2", title: "a"), Tab(id: "1", title: "b", items: 2), Tab(id: "0", title: "a"),
    ]
    adapter.performUpdates()
    view.layoutIfNeeded()
    #expect(
      log.steps == ["didEndDisplaying [1,0]", "willDisplay [1,0]", "willDisplay [1,1]"],
      "\(log.steps)")
    #expect(labels(view) == [["2.a"], ["1.b", "1.b"], ["0.a"]])
  }
}
