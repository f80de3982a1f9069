import FolioList
import FolioSupport
import Testing

/// The layouts whose display order is model-tested, on both axes.
enum OrderLayout: CaseIterable, Sendable {
  case horizontalPaging, verticalPaging, verticalList, horizontalList

  func make() -> any CollectionViewLayout {
    switch self {
    case .horizontalPaging: PagingLayout(axis: .horizontal)
    case .verticalPaging: PagingLayout(axis: .vertical)
    case .verticalList: ListLayout(axis: .vertical, insets: EdgeInsets(top: 3), spacing: 2)
    case .horizontalList: ListLayout(axis: .horizontal, spacing: 1)
    }
  }

  var pages: Bool { self == .horizontalPaging || self == .verticalPaging }
}

/// Random batch updates (with section and item reloads), reloads, scrolls and resizes, with the
/// display events checked per item path by a ``PathOccupancy``.
private struct OrderSession {
  var random: SeededRandomNumberGenerator
  let clock = ManualClock()
  let model = SectionModel(sections: [])
  let occupancy = PathOccupancy()
  let view: VirtualCollectionView
  var nextID = 0

  init(seed: UInt64, layout: OrderLayout) {
    random = SeededRandomNumberGenerator(seed: seed)
    model.measuresItems = !layout.pages
    view = VirtualCollectionView(
      layout: layout.make(), viewportSize: Size(width: 90, height: 70),
      physics: ScrollPhysics(isPagingEnabled: layout.pages), clock: clock)
    model.sections = randomSections()
    view.dataSource = model
    view.delegate = occupancy
    view.layoutIfNeeded()
  }

  mutating func randomSections() -> [ModelSection] {
    (0..<Int.random(in: 0...9, using: &random)).map { _ in
      nextID += 1
      return ModelSection(id: nextID, itemCount: Int.random(in: 0...3, using: &random))
    }
  }

  mutating func step() throws -> String {
    let length = view.viewportSize.length(along: view.layout.axis)
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      view.beginDragging()
      return "beginDragging"
    case 1:
      let distance = Double.random(in: -1.5...1.5, using: &random) * length
      view.drag(by: distance)
      return "drag(\(distance))"
    case 2:
      let velocity = Double.random(in: -3...3, using: &random) * length
      view.endDragging(velocity: velocity)
      return "endDragging(\(velocity))"
    case 3:
      let offset = Double.random(
        in: 0...max(1, view.contentSize.length(along: view.layout.axis)), using: &random)
      let animated = Bool.random(using: &random)
      view.setContentOffset(.along(view.layout.axis, offset), animated: animated)
      return "setContentOffset(\(offset), animated: \(animated))"
    case 4, 5:
      let milliseconds = Int.random(in: 0...200, using: &random)
      clock.advance(by: .milliseconds(milliseconds))
      return "advance(\(milliseconds))"
    case 6, 7:
      return try updateSections()
    case 8, 9:
      return try updateItems()
    case 10:
      if Bool.random(using: &random) { model.sections = randomSections() }
      occupancy.remap { .replaced($0) }
      view.reloadData()
      return "reloadData(\(model.sections))"
    default:
      let size = Size(
        width: Double(Int.random(in: 30...120, using: &random)),
        height: Double(Int.random(in: 30...90, using: &random)))
      view.setViewportSize(size)
      return "setViewportSize(\(size))"
    }
  }

  /// A diff of the sections (inserts, deletes, a move, changed counts) applied as a batch, with
  /// some unchanged sections reloaded too.
  private mutating func updateSections() throws -> String {
    let old = model.sections
    var new = old.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      nextID += 1
      let section = ModelSection(id: nextID, itemCount: Int.random(in: 0...3, using: &random))
      new.insert(section, at: Int.random(in: 0...new.count, using: &random))
    }
    if new.count > 1, Bool.random(using: &random) {
      let moved = new.remove(at: Int.random(in: new.indices, using: &random))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
    }
    for index in new.indices where Int.random(in: 0..<5, using: &random) == 0 {
      new[index].itemCount = Int.random(in: 0...3, using: &random)
    }
    let result = diff(old: old, new: new).forBatchUpdates()
    let moved = Set(result.moves.map(\.from))
    var reloaded = Set(result.updates)
    for section in old.indices
    where !moved.contains(section) && !result.deletes.contains(section)
      && Int.random(in: 0..<4, using: &random) == 0
    {
      reloaded.insert(section)
    }
    var batch = BatchUpdate()
    batch.deleteSections(result.deletes)
    batch.insertSections(result.inserts)
    for move in result.moves { batch.moveSection(move.from, to: move.to) }
    batch.reloadSections(reloaded.sorted())
    let deleted = Set(result.deletes)
    occupancy.remap { path in
      guard !deleted.contains(path.section),
        let section = new.firstIndex(where: { $0.id == old[path.section].id })
      else { return .gone }
      let target = ItemPath(section: section, item: path.item)
      guard reloaded.contains(path.section) else { return .kept(target) }
      return path.item < new[section].itemCount ? .replaced(target) : .gone
    }
    model.sections = new
    try view.performBatchUpdates(batch)
    return "sections(\(old) → \(new), reloading \(reloaded.sorted()))"
  }

  /// An item inserted or deleted in a section, or some items reloaded.
  private mutating func updateItems() throws -> String {
    guard !model.sections.isEmpty else { return "items(none)" }
    let section = Int.random(in: model.sections.indices, using: &random)
    let count = model.sections[section].itemCount
    var batch = BatchUpdate()
    switch Int.random(in: 0..<3, using: &random) {
    case 0 where count > 0:
      let item = Int.random(in: 0..<count, using: &random)
      batch.deleteItems(at: [ItemPath(section: section, item: item)])
      occupancy.remap { path in
        guard path.section == section else { return .kept(path) }
        if path.item == item { return .gone }
        return .kept(ItemPath(section: section, item: path.item - (path.item > item ? 1 : 0)))
      }
      model.sections[section].itemCount -= 1
    case 1:
      let paths = model.sections.indices.flatMap { section in
        (0..<model.sections[section].itemCount).map { ItemPath(section: section, item: $0) }
      }
      let reloaded = Set(paths.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
      batch.reloadItems(at: reloaded.sorted())
      occupancy.remap { reloaded.contains($0) ? .replaced($0) : .kept($0) }
    default:
      let item = Int.random(in: 0...count, using: &random)
      batch.insertItems(at: [ItemPath(section: section, item: item)])
      occupancy.remap { path in
        guard path.section == section, path.item >= item else { return .kept(path) }
        return .kept(ItemPath(section: section, item: path.item + 1))
      }
      model.sections[section].itemCount += 1
    }
    try view.performBatchUpdates(batch)
    return "items(\(batch))"
  }

  func violation() -> String? {
    occupancy.violations.first ?? occupancy.disagreement(with: view)
  }
}

@Suite struct DisplayOrderModelTests {
  @Test(arguments: OrderLayout.allCases, 0..<30)
  func randomUpdatesReloadsAndScrolls_atMostOneCellPerItemPathAndEventsAlternate(
    layout: OrderLayout, seed: UInt64
  ) throws {
    var session = OrderSession(seed: seed, layout: layout)
    var history: [String] = []
    for index in 0..<1_500 {
      let operation: String
      do {
        operation = try session.step()
      } catch {
        Issue.record("\(layout) seed \(seed), step \(index): \(error)\nlast: \(history.suffix(5))")
        return
      }
      history.append(operation)
      if let violation = session.violation() {
        Issue.record(
          "\(layout) seed \(seed), step \(index): \(violation)\nlast: \(history.suffix(5))")
        return
      }
    }
  }
}
