import FolioList
import FolioSupport
import Testing

/// Random scrolls, drags, releases, ticks, updates, reloads and resizes against the view's
/// invariants, checked after every step.
private struct RandomSession {
  var random: SeededRandomNumberGenerator
  let clock = ManualClock()
  let model: SectionModel
  let recorder = ViewRecorder()
  let view: VirtualCollectionView
  var nextID = 1_000

  init(seed: UInt64, layout: ModelLayout) {
    random = SeededRandomNumberGenerator(seed: seed)
    model = SectionModel(sections: [])
    model.measuresItems = layout != .paging
    view = VirtualCollectionView(
      layout: layout.make(), viewportSize: Size(width: 100, height: 40),
      physics: ScrollPhysics(isPagingEnabled: layout == .paging), clock: clock)
    model.sections = randomSections()
    view.dataSource = model
    view.delegate = recorder
    view.layoutIfNeeded()
  }

  mutating func randomSections() -> [ModelSection] {
    (0..<Int.random(in: 0...12, using: &random)).map { _ in
      nextID += 1
      return ModelSection(id: nextID, itemCount: Int.random(in: 0...3, using: &random))
    }
  }

  /// The section identity and item at the viewport's leading edge.
  func leadingItem() -> (id: Int, item: Int)? {
    guard let path = view.visibleItemPaths.first else { return nil }
    return (model.sections[path.section].id, path.item)
  }

  /// Performs one random operation and returns its name.
  mutating func step() throws -> String {
    let width = view.viewportSize.length(along: view.layout.axis)
    let axis = view.layout.axis
    switch Int.random(in: 0..<13, using: &random) {
    case 0, 1:
      view.beginDragging()
      return "beginDragging"
    case 2, 3:
      let distance = Double.random(in: -1.6...1.6, using: &random) * width
      view.drag(by: distance)
      return "drag(\(distance))"
    case 4:
      let velocity = Double.random(in: -3...3, using: &random) * width
      view.endDragging(velocity: velocity)
      return "endDragging(\(velocity))"
    case 5, 6:
      let milliseconds = Int.random(in: 0...250, using: &random)
      clock.advance(by: .milliseconds(milliseconds))
      return "advance(\(milliseconds))"
    case 7:
      let x = Double.random(
        in: -50...(view.contentSize.length(along: axis) + 50), using: &random)
      let animated = Bool.random(using: &random)
      view.setContentOffset(.along(axis, x), animated: animated)
      return "setContentOffset(\(x), animated: \(animated))"
    case 8:
      return try updateSections()
    case 9:
      return try updateItems()
    case 10:
      model.sections = randomSections()
      view.reloadData()
      return "reloadData(\(model.sections))"
    case 11:
      let size =
        Int.random(in: 0..<8, using: &random) == 0
        ? Size.zero
        : Size(
          width: Double(Int.random(in: 20...120, using: &random)),
          height: Double(Int.random(in: 20...60, using: &random)))
      view.setViewportSize(size)
      return "setViewportSize(\(size))"
    default:
      clock.runUntilIdle()
      return "runUntilIdle"
    }
  }

  private mutating func updateSections() throws -> String {
    let old = model.sections
    var new = old.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      nextID += 1
      let section = ModelSection(id: nextID, itemCount: Int.random(in: 0...3, using: &random))
      new.insert(section, at: Int.random(in: 0...new.count, using: &random))
    }
    if new.count > 1, Bool.random(using: &random) {
      let moved = new.remove(at: Int.random(in: new.indices, using: &random))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
    }
    for index in new.indices where Int.random(in: 0..<6, using: &random) == 0 {
      new[index].itemCount = Int.random(in: 0...3, using: &random)
    }
    let result = diff(old: old, new: new).forBatchUpdates()
    var batch = BatchUpdate()
    batch.deleteSections(result.deletes)
    batch.insertSections(result.inserts)
    for move in result.moves { batch.moveSection(move.from, to: move.to) }
    batch.reloadSections(result.updates)

    let leading = leadingItem()
    let axis = view.layout.axis
    let offsetBefore = view.contentOffset.coordinate(along: axis)
    // Where the leading item starts, relative to the viewport's leading edge.
    let leadingGap = view.visibleItemPaths.first.flatMap(view.frameForItem(at:)).map {
      $0.origin.coordinate(along: axis) - offsetBefore
    }
    let visibleBefore = view.visibleItemPaths
    // The batch form turns an update that also moves into a delete and an insert: such a
    // section is a new item to the view, like a reloaded one.
    let replaced = Set((result.updates + result.deletes).map { old[$0].id })
    model.sections = new
    try view.performBatchUpdates(batch)
    // The content on screen stays put: the leading item, if it survives unchanged, keeps its
    // place in the viewport, as far as the content allows.
    if let leading, let leadingGap, !replaced.contains(leading.id),
      let section = new.firstIndex(where: { $0.id == leading.id && $0.itemCount > leading.item }),
      let frame = view.frameForItem(at: ItemPath(section: section, item: leading.item))
    {
      let maxOffset = max(
        0, view.contentSize.length(along: axis) - view.viewportSize.length(along: axis))
      let expected = min(maxOffset, max(0, frame.origin.coordinate(along: axis) - leadingGap))
      let now = view.contentOffset.coordinate(along: axis)
      try #require(
        abs(now - expected) < 1e-6,
        "leading item \(leading) should put the offset at \(expected), it is \(now) (was \(offsetBefore), visible \(visibleBefore) → \(view.visibleItemPaths), size \(view.viewportSize), state \(view.scrollState)) \(old) → \(new)"
      )
    }
    return "performBatchUpdates(\(old) → \(new))"
  }

  private mutating func updateItems() throws -> String {
    guard !model.sections.isEmpty else { return "updateItems(none)" }
    let section = Int.random(in: model.sections.indices, using: &random)
    let count = model.sections[section].itemCount
    var batch = BatchUpdate()
    if count > 0, Bool.random(using: &random) {
      batch.deleteItems(at: [
        ItemPath(section: section, item: Int.random(in: 0..<count, using: &random))
      ])
      model.sections[section].itemCount -= 1
    } else {
      batch.insertItems(at: [
        ItemPath(section: section, item: Int.random(in: 0...count, using: &random))
      ])
      model.sections[section].itemCount += 1
    }
    try view.performBatchUpdates(batch)
    return "items(\(batch))"
  }

  /// Every invariant of the view, with a reason when one fails.
  func violation() -> String? {
    if let error = recorder.balanceErrors.first { return error }
    if !recorder.agrees(with: view) { return "events and displayed cells disagree" }
    if recorder.displayChangeUnannounced {
      return "a display change ended with neither didScroll nor didChangeLayout"
    }
    if view.visibleItemPaths != view.geometricallyVisibleItemPaths {
      return "displayed \(view.visibleItemPaths) ≠ geometric \(view.geometricallyVisibleItemPaths)"
    }
    let displayed = Set(view.visibleCells.map(ObjectIdentifier.init))
    let queued = view.queuedCells.map(ObjectIdentifier.init)
    if Set(queued).count != queued.count { return "a cell is queued twice" }
    if !displayed.isDisjoint(with: queued) { return "a cell is both queued and displayed" }
    let axis = view.layout.axis
    let maxOffset =
      view.viewportSize.isEmpty
      ? 0 : max(0, view.contentSize.length(along: axis) - view.viewportSize.length(along: axis))
    let offset = view.contentOffset.coordinate(along: axis)
    if offset < 0 || offset > maxOffset || view.contentOffset != .along(axis, offset) {
      return "offset \(view.contentOffset) outside 0...\(maxOffset)"
    }
    for (path, cell) in zip(view.visibleItemPaths, view.visibleCells) {
      let label = (cell as? LabelCell)?.label ?? ""
      if !label.hasPrefix("\(model.sections[path.section].id).") {
        return "cell at \(path) shows \(label)"
      }
    }
    for (path, cell) in zip(view.visibleItemPaths, view.visibleCells)
    where cell.frame != view.frameForItem(at: path) {
      return
        "cell at \(path) has frame \(cell.frame), the layout says \(String(describing: view.frameForItem(at: path)))"
    }
    if view.scrollState == .idle, view.needsFrames, !clock.isIdle, view.numberOfItems > 0 {
      return "idle but still moving"
    }
    return nil
  }
}

/// The layouts the model test runs on.
enum ModelLayout: CaseIterable, Sendable {
  case paging, verticalList, horizontalList

  func make() -> any CollectionViewLayout {
    switch self {
    case .paging: PagingLayout()
    case .verticalList:
      ListLayout(axis: .vertical, insets: EdgeInsets(top: 3, left: 2, bottom: 5), spacing: 2)
    case .horizontalList: ListLayout(axis: .horizontal, insets: EdgeInsets(left: 7), spacing: 0)
    }
  }
}

@Suite struct CollectionViewModelTests {
  @Test(arguments: ModelLayout.allCases, 0..<40)
  func randomOperations_invariantsHoldAfterEveryStep(layout: ModelLayout, seed: UInt64) throws {
    var session = RandomSession(seed: seed, layout: layout)
    var history: [String] = []
    for stepIndex in 0..<2_000 {
      let operation: String
      do {
        operation = try session.step()
      } catch {
        Issue.record(
          "\(layout) seed \(seed), step \(stepIndex): \(error)\nlast steps: \(history.suffix(6))")
        return
      }
      history.append(operation)
      if let violation = session.violation() {
        Issue.record(
          "\(layout) seed \(seed), step \(stepIndex): \(violation)\nlast steps: \(history.suffix(6))"
        )
        return
      }
    }
    session.clock.runUntilIdle()
    #expect(session.violation() == nil, "seed \(seed)")
    #expect(session.view.scrollState == .idle || session.view.scrollState == .tracking)
  }
}
