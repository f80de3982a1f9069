import FolioList
import FolioSupport
import Testing

/// Random updates, reloads, object reloads, drags, releases, jumps and ticks through a
/// ListAdapter, with its invariants checked after every step.
private struct AdapterSession {
  var random: SeededRandomNumberGenerator
  let fixture: AdapterFixture
  /// Per controller, whether its section is displayed according to its display delegate.
  var sectionDisplayed: [ObjectIdentifier: Bool] = [:]

  init(seed: UInt64, list: Bool) {
    random = SeededRandomNumberGenerator(seed: seed)
    fixture = AdapterFixture(
      ids: [], layout: list ? ListLayout(axis: .horizontal, spacing: 1) : PagingLayout())
    fixture.source.tabs = randomTabs()
    fixture.adapter.reloadData()
    fixture.view.layoutIfNeeded()
  }

  /// Tabs from a small pool of identities, so updates keep, move, drop and repeat them.
  mutating func randomTabs() -> [Tab] {
    (0..<Int.random(in: 0...10, using: &random)).map { _ in
      Tab(
        id: "t\(Int.random(in: 0..<14, using: &random))",
        title: Bool.random(using: &random) ? "x" : "y", items: Int.random(in: 1...2, using: &random)
      )
    }
  }

  mutating func step() -> String {
    let view = fixture.view
    switch Int.random(in: 0..<11, using: &random) {
    case 0:
      fixture.source.tabs = randomTabs()
      fixture.adapter.performUpdates()
      return "performUpdates(\(fixture.source.tabs.map { "\($0.id)×\($0.items)" }))"
    case 1:
      fixture.source.tabs = randomTabs()
      fixture.adapter.reloadData()
      return "reloadData"
    case 2:
      let objects = fixture.adapter.objects.filter { _ in Bool.random(using: &random) }
      fixture.adapter.reloadObjects(objects)
      return "reloadObjects(\(objects.map(\.id)))"
    case 3:
      view.beginDragging()
      return "beginDragging"
    case 4:
      view.drag(by: Double.random(in: -150...150, using: &random))
      return "drag"
    case 5:
      view.endDragging(velocity: Double.random(in: -300...300, using: &random))
      return "endDragging"
    case 6:
      let x = Double.random(in: 0...max(1, view.contentSize.width), using: &random)
      view.setContentOffset(Point(x: x, y: 0), animated: Bool.random(using: &random))
      return "setContentOffset(\(x))"
    case 7:
      view.layoutIfNeeded()
      return "layoutIfNeeded"
    case 8:
      fixture.clock.runUntilIdle()
      return "runUntilIdle"
    default:
      fixture.clock.advance(by: .milliseconds(Int.random(in: 0...120, using: &random)))
      return "advance"
    }
  }

  func violation() -> String? {
    let adapter = fixture.adapter
    let view = fixture.view
    if view.needsFrames { return nil }  // checked once pending updates are applied
    let ids = adapter.objects.map(\.id)
    if Set(ids).count != ids.count { return "duplicate identities kept: \(ids)" }
    for (section, controller) in adapter.existingSectionControllers {
      let context = adapter.context(of: controller)
      if context?.section != section {
        return "controller of \(section) thinks \(String(describing: context?.section))"
      }
      if context?.object?.id != ids[section] {
        return "controller of \(section) holds \(String(describing: context?.object?.id))"
      }
    }
    for (path, cell) in zip(view.visibleItemPaths, view.visibleCells) {
      let label = (cell as? LabelCell)?.label ?? "?"
      if !label.hasPrefix("\(ids[path.section]).") {
        return "section \(path.section) shows \(label)"
      }
    }
    let displayedSections = Set(view.visibleItemPaths.map(\.section))
    let controllerSections = Set(
      adapter.visibleSectionControllers.compactMap { adapter.context(of: $0)?.section })
    if displayedSections != controllerSections {
      return "displayed sections \(displayedSections) ≠ displayed controllers \(controllerSections)"
    }
    for (path, cell) in zip(view.visibleItemPaths, view.visibleCells) {
      guard let frame = view.frameForItem(at: path), cell.frame == frame else {
        return "cell at \(path) has frame \(cell.frame), not the layout's"
      }
      if view.layout is ListLayout,
        frame.size.width != TabSectionController.length(of: ids[path.section], item: path.item)
      {
        return "item \(path) is \(frame.size.width) long, its controller asked for another length"
      }
    }
    if adapter.sectionControllerCount > adapter.objects.count {
      return "more controllers than objects"
    }
    return nil
  }
}

@Suite struct ListAdapterModelTests {
  @Test(arguments: [false, true], 0..<25)
  func randomAdapterOperations_controllersFollowObjectsAndDisplayIsConsistent(
    list: Bool, seed: UInt64
  ) {
    var session = AdapterSession(seed: seed, list: list)
    var history: [String] = []
    for index in 0..<1_500 {
      history.append(session.step())
      if let violation = session.violation() {
        Issue.record(
          "list \(list) seed \(seed), step \(index): \(violation)\nlast steps: \(history.suffix(5))"
        )
        return
      }
    }
  }
}
