import FolioList
import FolioSupport
import Testing

/// A pager of any viewport length along either axis: at rest exactly one page is visible, and
/// updates before it keep it exactly at its page start.
private struct FractionalPager {
  let clock = ManualClock()
  let model: SectionModel
  let view: VirtualCollectionView
  let axis: ScrollAxis
  var nextID: Int

  init(length: Double, pages: Int, axis: ScrollAxis) {
    self.axis = axis
    model = SectionModel(pages: pages)
    nextID = pages
    let size =
      axis == .horizontal
      ? Size(width: length, height: 40) : Size(width: 40, height: length)
    view = VirtualCollectionView(
      layout: PagingLayout(axis: axis), viewportSize: size, clock: clock)
    view.dataSource = model
    view.layoutIfNeeded()
  }

  var offset: Double { view.contentOffset.coordinate(along: axis) }

  /// Where the viewport starts when it rests on `path`: the item's start, as far as the
  /// content allows.
  func restingOffset(on path: ItemPath) -> Double? {
    guard let frame = view.frameForItem(at: path) else { return nil }
    let length = view.viewportSize.length(along: axis)
    let maxOffset = max(0, view.contentSize.length(along: axis) - length)
    return min(frame.origin.coordinate(along: axis), maxOffset)
  }

  /// The identity of the one visible page, or why there is not exactly one resting on its start.
  func restingPage() -> Result<Int, RestError> {
    let visible = view.visibleItemPaths
    guard visible.count == 1, let path = visible.first else {
      return .failure(RestError("visible \(visible) at offset \(offset)"))
    }
    guard offset == restingOffset(on: path) else {
      return .failure(
        RestError(
          "page \(path.section) starts at \(String(describing: restingOffset(on: path))), offset \(offset)"
        ))
    }
    guard view.pagePosition == Double(path.section) else {
      return .failure(RestError("position \(view.pagePosition) on page \(path.section)"))
    }
    return .success(model.sections[path.section].id)
  }

  /// Inserts and deletes random pages (never the visible one) in one batch.
  mutating func update(using random: inout SeededRandomNumberGenerator, keeping id: Int) throws {
    let old = model.sections
    var new = old.filter { $0.id == id || Int.random(in: 0..<4, using: &random) > 0 }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      nextID += 1
      new.insert(
        ModelSection(id: nextID, itemCount: 1), at: Int.random(in: 0...new.count, using: &random))
    }
    let result = diff(old: old, new: new).forBatchUpdates()
    var batch = BatchUpdate()
    batch.deleteSections(result.deletes)
    batch.insertSections(result.inserts)
    for move in result.moves { batch.moveSection(move.from, to: move.to) }
    model.sections = new
    try view.performBatchUpdates(batch)
  }
}

private struct RestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

@Suite struct FractionalPagingTests {
  /// Viewport lengths: named awkward ones, then seeded random ones from tiny to huge.
  static let lengths: [Double] = {
    var random = SeededRandomNumberGenerator(seed: 7)
    var lengths = [13.3, 7.7, 0.1, 0.3, 1.0 / 3, 2.0 / 3, 10.0 / 3, 100.0 / 7, 1e-3, 1e6 + 0.1]
    for _ in 0..<30 {
      let exponent = Double.random(in: -3...9, using: &random)
      var length = 1.0
      for _ in 0..<Int(abs(exponent)) { length *= exponent < 0 ? 0.1 : 10 }
      lengths.append(length * Double.random(in: 1...10, using: &random))
    }
    return lengths
  }()

  @Test(arguments: [ScrollAxis.horizontal, .vertical], 0..<lengths.count)
  func fractionalViewport_restsOnExactlyOnePageThroughJumpsSwipesAndUpdates(
    axis: ScrollAxis, lengthIndex: Int
  ) throws {
    let length = Self.lengths[lengthIndex]
    var random = SeededRandomNumberGenerator(seed: UInt64(lengthIndex))
    let pages = [1, 2, 3, 17, 250][lengthIndex % 5]
    var pager = FractionalPager(length: length, pages: pages, axis: axis)
    let context = "\(axis) length \(length) pages \(pages) (seed \(lengthIndex))"
    var history: [String] = []
    for step in 0..<60 {
      let count = pager.model.sections.count
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let page = Int.random(in: 0..<count, using: &random)
        history.append("jump(\(page), animated: \(step % 2 == 0))")
        pager.view.scrollToItem(at: ItemPath(section: page, item: 0), animated: step % 2 == 0)
        pager.clock.runUntilIdle()
        let id = try pager.restingPage().get()
        #expect(id == pager.model.sections[page].id, "\(context), step \(step): jump to \(page)")
      case 1:
        let distance = (Bool.random(using: &random) ? 0.6 : -0.6) * length
        let velocity = Double.random(in: -2...2, using: &random) * length
        history.append("swipe(\(distance), velocity: \(velocity))")
        pager.view.beginDragging()
        pager.view.drag(by: distance)
        pager.view.endDragging(velocity: velocity)
        pager.clock.runUntilIdle()
      default:
        let before = try pager.restingPage().get()
        try pager.update(using: &random, keeping: before)
        history.append("update(to: \(pager.model.sections.map(\.id)))")
        let after = pager.restingPage()
        #expect(
          (try? after.get()) == before,
          "\(context), step \(step): page \(before) after an update: \(after)")
      }
      guard case .success = pager.restingPage() else {
        Issue.record(
          "\(context), step \(step): \(pager.restingPage())\nlast steps: \(history.suffix(4))")
        return
      }
    }
  }

  @Test func viewport13Point3Wide_everyPageRestsAlone() {
    let pager = FractionalPager(length: 13.3, pages: 30, axis: .horizontal)
    for page in 0..<30 {
      pager.view.scrollToItem(at: ItemPath(section: page, item: 0), animated: false)
      #expect(pager.view.visibleItemPaths == [ItemPath(section: page, item: 0)], "page \(page)")
      #expect(pager.view.pagePosition == Double(page), "page \(page)")
    }
  }

  @Test func viewport7Point7Tall_updatesBeforeThePageKeepItAtItsStart() throws {
    var random = SeededRandomNumberGenerator(seed: 1)
    for page in 0..<40 {
      var pager = FractionalPager(length: 7.7, pages: 40, axis: .vertical)
      pager.view.scrollToItem(at: ItemPath(section: page, item: 0), animated: false)
      for _ in 0..<5 {
        try pager.update(using: &random, keeping: page)
        let resting = pager.restingPage()
        #expect((try? resting.get()) == page, "page \(page): \(resting)")
      }
    }
  }
}
