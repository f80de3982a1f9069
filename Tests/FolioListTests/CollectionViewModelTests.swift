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

  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
    model = SectionModel(sections: [])
    view = VirtualCollectionView(viewportSize: Size(width: 100, height: 40), clock: clock)
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
    let width = view.viewportSize.width
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
      let x = Double.random(in: -50...(view.contentSize.width + 50), using: &random)
      let animated = Bool.random(using: &random)
      view.setContentOffset(Point(x: x, y: 0), animated: animated)
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
        ? Size.zero : Size(width: Double(Int.random(in: 20...120, using: &random)), height: 40)
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
    let offsetBefore = view.contentOffset
    let visibleBefore = view.visibleItemPaths
    // The batch form turns an update that also moves into a delete and an insert: such a
    // section is a new item to the view, like a reloaded one.
    let replaced = Set((result.updates + result.deletes).map { old[$0].id })
    model.sections = new
    try view.performBatchUpdates(batch)
    // The content on screen stays put: the leading item, if it survives unchanged, still leads.
    if let leading, !replaced.contains(leading.id),
      new.contains(where: { $0.id == leading.id && $0.itemCount > leading.item })
    {
      let now = leadingItem()
      try #require(
        now?.id == leading.id && now?.item == leading.item,
        "leading item \(leading) became \(String(describing: now)) at \(view.contentOffset) (was \(offsetBefore), visible \(visibleBefore) → \(view.visibleItemPaths), size \(view.viewportSize), state \(view.scrollState)) \(old) → \(new)"
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
    if view.visibleItemPaths != view.geometricallyVisibleItemPaths {
      return "displayed \(view.visibleItemPaths) ≠ geometric \(view.geometricallyVisibleItemPaths)"
    }
    let displayed = Set(view.visibleCells.map(ObjectIdentifier.init))
    let queued = view.queuedCells.map(ObjectIdentifier.init)
    if Set(queued).count != queued.count { return "a cell is queued twice" }
    if !displayed.isDisjoint(with: queued) { return "a cell is both queued and displayed" }
    let maxOffset = max(0, view.contentSize.width - view.viewportSize.width)
    if view.contentOffset.x < 0 || view.contentOffset.x > maxOffset || view.contentOffset.y != 0 {
      return "offset \(view.contentOffset) outside 0...\(maxOffset)"
    }
    for (path, cell) in zip(view.visibleItemPaths, view.visibleCells) {
      let label = (cell as? LabelCell)?.label ?? ""
      if !label.hasPrefix("\(model.sections[path.section].id).") {
        return "cell at \(path) shows \(label)"
      }
    }
    if view.scrollState == .idle, view.needsFrames, !clock.isIdle, view.numberOfItems > 0 {
      return "idle but still moving"
    }
    return nil
  }
}

@Suite struct CollectionViewModelTests {
  @Test(arguments: 0..<40)
  func randomOperations_invariantsHoldAfterEveryStep(seed: UInt64) throws {
    var session = RandomSession(seed: seed)
    var history: [String] = []
    for stepIndex in 0..<2_000 {
      let operation: String
      do {
        operation = try session.step()
      } catch {
        Issue.record("seed \(seed), step \(stepIndex): \(error)\nlast steps: \(history.suffix(6))")
        return
      }
      history.append(operation)
      if let violation = session.violation() {
        Issue.record(
          "seed \(seed), step \(stepIndex): \(violation)\nlast steps: \(history.suffix(6))")
        return
      }
    }
    session.clock.runUntilIdle()
    #expect(session.violation() == nil, "seed \(seed)")
    #expect(session.view.scrollState == .idle || session.view.scrollState == .tracking)
  }
}
