import FolioList
import FolioSupport
import Testing

/// Objects that move and change (title, item count) in one update, or by `reloadData`, in lists
/// and pagers mid-scroll: no item path ever shows two cells, every cell's display is balanced,
/// and what the delegate heard agrees with what the view shows.
@Suite struct MovedUpdateModelTests {
  @Test(arguments: 0..<60) func movesWithUpdates_neverShowTwoCellsAtOnePath(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let paging = seed % 2 == 0
    let layout: any CollectionViewLayout =
      paging ? PagingLayout() : ListLayout(axis: .horizontal, spacing: 0)
    let f = AdapterFixture(ids: [], layout: layout)
    let recorder = ViewRecorder()
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
      if !recorder.balanceErrors.isEmpty || !recorder.agrees(with: f.view) { return }
    }
    withExtendedLifetime(recorder) {}
  }
}
