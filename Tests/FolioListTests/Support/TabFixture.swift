import FolioList

/// A tab of the adapter tests: an identity, a title, and how many items (pages) it has.
struct Tab: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var title: String = ""
  var items: Int = 1
  var diffID: String { id }
  var description: String { id }
}

/// One ordered log shared by the data source, the section controllers and the delegates.
final class AdapterLog {
  var entries: [String] = []
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A section controller that logs its display, scroll and update events.
final class TabSectionController: ListSectionController {
  let log: AdapterLog
  var itemCountOverride: Int?
  var extraItems = 0
  /// Whether `didUpdate(to:in:)` relabels the displayed cells (as an app reconfigures them).
  var relabelsOnUpdate = false
  /// The context the adapter gave it (kept, as an app keeps it to act later).
  private(set) var context: ListSectionContext<Tab>?

  init(log: AdapterLog) {
    self.log = log
  }

  var object: Tab? { context?.object }
  var section: Int? { context?.section }
  private var name: String { object?.id ?? "?" }

  func numberOfItems(in context: ListSectionContext<Tab>) -> Int {
    (itemCountOverride ?? context.object?.items ?? 0) + extraItems
  }

  func sizeForItem(at index: Int, in context: ListSectionContext<Tab>) -> Size? {
    let length = Self.length(of: context.object?.id ?? "", item: index)
    return Size(width: length, height: length)
  }

  /// 5 to 44 points, from the tab's identity and the item.
  static func length(of id: String, item: Int) -> Double {
    Double((id.unicodeScalars.reduce(0) { $0 + Int($1.value) } + item * 13) % 40 + 5)
  }

  func cellForItem(at index: Int, in context: ListSectionContext<Tab>) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(of: LabelCell.self, at: index)
    cell.label = "\(name).\(index)"
    return cell
  }

  func didUpdate(to object: Tab, in context: ListSectionContext<Tab>) {
    self.context = context
    log.entries.append("didUpdate(\(object.id):\(object.title))")
    guard relabelsOnUpdate else { return }
    for cell in context.visibleCells {
      guard let index = context.index(of: cell) else { continue }
      (cell as? LabelCell)?.label = "\(object.id).\(index)"
    }
  }

  func willDisplay(in context: ListSectionContext<Tab>) {
    log.entries.append("willDisplaySection(\(name))")
  }

  func didEndDisplaying(in context: ListSectionContext<Tab>) {
    log.entries.append("didEndDisplayingSection(\(name))")
  }

  func willDisplay(_ cell: CollectionViewCell, at index: Int, in context: ListSectionContext<Tab>) {
    log.entries.append("willDisplayCell(\(name).\(index))")
  }

  func didEndDisplaying(
    _ cell: CollectionViewCell, at index: Int, in context: ListSectionContext<Tab>
  ) {
    log.entries.append("didEndDisplayingCell(\(name).\(index))")
  }

  func willBeginDragging(in context: ListSectionContext<Tab>) {
    log.entries.append("willBeginDragging(\(name))")
  }

  func didEndDecelerating(in context: ListSectionContext<Tab>) {
    log.entries.append("didEndDecelerating(\(name))")
  }
}

/// The adapter's data source and delegate in the tests.
final class TabSource: ListAdapterDataSource, ListAdapterDelegate, ListAdapterUpdateListener {
  var tabs: [Tab]
  let log: AdapterLog
  var made: [String: TabSectionController] = [:]
  var diagnostics: [ListDiagnostic] = []
  var updates: [ListUpdateKind] = []
  /// When set, every request for a controller gets this one.
  var sharedController: TabSectionController?
  /// Whether the controllers made relabel their cells on update.
  var relabelsOnUpdate = false
  var hintOverride: Int?

  init(tabs: [Tab], log: AdapterLog) {
    self.tabs = tabs
    self.log = log
  }

  func objects(for adapter: ListAdapter<Tab>) -> [Tab] { tabs }

  func listAdapter(_ adapter: ListAdapter<Tab>, sectionControllerFor object: Tab)
    -> any ListSectionController<Tab>
  {
    if let sharedController { return sharedController }
    log.entries.append("create(\(object.id))")
    let controller = TabSectionController(log: log)
    controller.relabelsOnUpdate = relabelsOnUpdate
    made[object.id] = controller
    return controller
  }

  func listAdapter(_ adapter: ListAdapter<Tab>, numberOfItemsFor object: Tab) -> Int {
    hintOverride ?? object.items
  }

  func listAdapter(_ adapter: ListAdapter<Tab>, willDisplay object: Tab, at section: Int) {
    log.entries.append("adapter.willDisplay(\(object.id)@\(section))")
  }

  func listAdapter(_ adapter: ListAdapter<Tab>, didEndDisplaying object: Tab, at section: Int) {
    log.entries.append("adapter.didEndDisplaying(\(object.id)@\(section))")
  }

  func listAdapter(_ adapter: ListAdapter<Tab>, didEmit diagnostic: ListDiagnostic) {
    diagnostics.append(diagnostic)
  }

  func listAdapterDidFinishUpdate(_ kind: ListUpdateKind, animated: Bool) {
    updates.append(kind)
  }
}

/// An adapter over tabs in a 100×50 view (a pager unless told otherwise), laid out once.
struct AdapterFixture {
  let clock = ManualClock()
  let log = AdapterLog()
  let source: TabSource
  let view: VirtualCollectionView
  let adapter: ListAdapter<Tab>

  init(tabs: [Tab], layout: any CollectionViewLayout = PagingLayout()) {
    source = TabSource(tabs: tabs, log: log)
    view = VirtualCollectionView(
      layout: layout, viewportSize: Size(width: 100, height: 50),
      physics: ScrollPhysics(isPagingEnabled: layout is PagingLayout), clock: clock)
    adapter = ListAdapter(collectionView: view)
    adapter.dataSource = source
    adapter.delegate = source
    adapter.addUpdateListener(source)
    view.layoutIfNeeded()
  }

  init(ids: [String], layout: any CollectionViewLayout = PagingLayout()) {
    self.init(tabs: ids.map { Tab(id: $0) }, layout: layout)
  }

  /// Labels of the displayed cells.
  var shown: [String] { view.visibleCells.map { ($0 as? LabelCell)?.label ?? "?" } }
}
