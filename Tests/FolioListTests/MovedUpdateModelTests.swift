import FolioList
import FolioSupport
import Testing

/// Objects that move and change (title, item count) in one update, or by `reloadData`, in lists
/// and pagers mid-scroll: no item path ever shows two cells (an object's old cells end before
/// its new ones display), every cell's display is balanced, what the delegate heard agrees
/// with what the view shows, and a controller that relabels its cells in `didUpdate` labels
/// its own (its context answers about one layout).
@Suite struct MovedUpdateModelTests {
  @Test(arguments: 0..<60) func movesWithUpdates_neverShowTwoCellsAtOnePath(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let paging = seed % 2 == 0
    let layout: any CollectionViewLayout =
      paging ? PagingLayout() : ListLayout(axis: .horizontal, spacing: 0)
    let f = AdapterFixture(ids: [], layout: layout)
    f.source.relabelsOnUpdate = true
    let recorder = ViewRecorder()
    let labels = LabelLog()
    recorder.next = labels
    f.adapter.collectionViewDelegate = recorder
    f.source.tabs = (0..<6).map { Tab(id: "t\($0)", items: Int.random(in: 1...2, using: &random)) }
    f.adapter.reloadData()
    f.view.layoutIfNeeded()
    var history: [String] = []
    for step in 0..<25 {
      var tabs = f.source.tabs
      tabs.shuffle(using: &random)
      for index in tabs.indices where Bool.random(using: &random) {
        tabs[index].items = Int.random(in: 1...3, using: &random)
        tabs[index].title = "s\(step)"
      }
      if Int.random(in: 0..<4, using: &random) == 0, !tabs.isEmpty { tabs.removeLast() }
      if Int.random(in: 0..<4, using: &random) == 0 { tabs.append(Tab(id: "n\(step)")) }
      f.source.tabs = tabs
      _ = labels.takeOrderProblems()
      let reload = Int.random(in: 0..<5, using: &random) == 0
      history.append("\(reload ? "reload" : "update") \(tabs.map { "\($0.id):\($0.items)" })")
      if reload { f.adapter.reloadData() } else { f.adapter.performUpdates() }
      if paging, Bool.random(using: &random) {
        f.view.beginDragging()
        f.view.drag(by: Double.random(in: -60...60, using: &random))
        f.view.endDragging(velocity: 0)
      }
      f.view.layoutIfNeeded()
      f.clock.advance(by: .milliseconds(Int.random(in: 0...200, using: &random)))
      let context = "seed \(seed), step \(step): \(history.suffix(3))"
      #expect(recorder.balanceErrors.isEmpty, "\(context) \(recorder.balanceErrors)")
      #expect(recorder.agrees(with: f.view), "\(context)")
      // Every displayed cell shows its own section's object.
      let mislabelled = f.view.visibleItemPaths.filter { path in
        let label = (f.view.cellForItem(at: path) as? LabelCell)?.label
        return label != "\(f.adapter.objects[path.section].id).\(path.item)"
      }
      #expect(
        mislabelled.isEmpty, "\(context): cells labelled for another section at \(mislabelled)")
      let order = labels.takeOrderProblems()
      #expect(order.isEmpty, "\(context): \(order)")
      if !recorder.balanceErrors.isEmpty || !recorder.agrees(with: f.view) || !mislabelled.isEmpty
        || !order.isEmpty
      {
        return
      }
    }
    withExtendedLifetime(recorder) {}
  }
}

/// Cells by label (`object.item`): a cell must not end while another cell with its label,
/// displayed since the step began, is displayed (the same item of the same object shown twice
/// at once).
final class LabelLog: CollectionViewDelegate {
  private var displayed: [ObjectIdentifier: String] = [:]
  private var problems: [String] = []

  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    displayed[ObjectIdentifier(cell)] = Self.label(cell)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    let id = ObjectIdentifier(cell)
    let label = displayed.removeValue(forKey: id) ?? Self.label(cell)
    if displayed.values.contains(label) {
      problems.append("a new cell of \(label) displayed before the old one at \(path) ended")
    }
  }

  /// The problems since the last call; a new step starts.
  func takeOrderProblems() -> [String] {
    defer {
      problems = []
      displayed = [:]
    }
    return problems
  }

  private static func label(_ cell: CollectionViewCell) -> String {
    (cell as? LabelCell)?.label ?? "?"
  }
}
