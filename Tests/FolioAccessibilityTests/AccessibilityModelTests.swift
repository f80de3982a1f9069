import Folio
import FolioAccessibility
import FolioSupport
import FolioTesting
import FolioWorkingRange
import Testing

/// The container's settles as the event stream tells them, with the settled page's identity
/// and label then: the independent account announcements are checked against.
private final class SettleModel: PageEventObserver {
  unowned let container: PageContainer<Story>
  var lastID: String?
  var expected: [PageAnnouncement] = []

  init(container: PageContainer<Story>) {
    self.container = container
    lastID = container.currentIndex.flatMap { container.page(at: $0)?.id }
  }

  /// Whether the pages settled in a viewport that shows nothing: the page is announced when it
  /// appears.
  var owed = false

  func pageContainerDidEmit(_ event: PageEvent) {
    let index: Int
    switch event {
    case .updated, .reloaded:
      // Pages gone: those that come back arrive anew.
      if container.count == 0 { lastID = nil }
      return
    case .settled(let settled):
      guard container.canShowPages else {
        owed = container.page(at: settled) != nil
        return
      }
      index = settled
    case .didAppear(let appeared, _, _) where owed:
      index = appeared
    default: return
    }
    owed = false
    guard let page = container.page(at: index) else {
      lastID = nil
      return
    }
    guard page.id != lastID else { return }
    lastID = page.id
    expected.append(
      PageAnnouncement(text: "Page \(index + 1) of \(container.count)", index: index))
  }
}

@Suite struct AccessibilityModelTests {
  @Test(arguments: 0..<20)
  func randomOperations_treeIsTheShownPages_announcementsAreTheSettles(seed: UInt64) {
    let axis: ScrollAxis = seed % 2 == 0 ? .horizontal : .vertical
    let harness = PageContainerHarness<Story>(axis: axis)
    let container = harness.container
    let source = Stories(count: Int(seed % 7) + 1)
    container.dataSource = source
    let plugin = PageAccessibilityPlugin<Story>()
    let model = SettleModel(container: container)
    container.addEventObserver(model)
    var heard: [PageAnnouncement] = []
    var problems: [String] = []
    plugin.announce = { heard.append($0) }
    // Weakly: the container holds the plugin, which holds this closure.
    plugin.moveFocus = { [weak container] index in
      guard let container else { return }
      // Focus goes to the settled page, which is shown: never a prefetched one.
      if container.visibleIndices != [index], container.canShowPages {
        problems.append("focus \(index) while showing \(container.visibleIndices)")
      }
    }
    container.addPlugin(plugin)
    container.addPlugin(WorkingRangePlugin<Story>(size: 2))
    harness.layout()
    let keys = PageKey.allCases
    let directions = PageScrollDirection.allCases
    var counter = 1_000
    var operations = RandomPageOperations(
      driver: harness.driver, seed: seed,
      makePage: { _ in
        counter += 1
        return Story(id: "n\(counter)")
      },
      setPages: { source.stories = $0 },
      extraOperations: [
        { random in
          let key = keys[Int.random(in: 0..<keys.count, using: &random)]
          let scope: PageKeyScope = Bool.random(using: &random) ? .pages : .tabStrip
          return "key(\(key), \(scope)) -> \(String(describing: plugin.handleKey(key, in: scope)))"
        },
        { random in
          Bool.random(using: &random)
            ? "increment -> \(plugin.increment())" : "decrement -> \(plugin.decrement())"
        },
        { random in
          let direction = directions[Int.random(in: 0..<directions.count, using: &random)]
          return "scroll(\(direction)) -> \(plugin.scroll(direction) ?? "nil")"
        },
        { _ in
          // Every page goes, then the same pages come back: their arrival is announced.
          let pages = source.stories
          source.stories = []
          container.performUpdates()
          container.layoutIfNeeded()
          source.stories = pages
          container.performUpdates()
          container.layoutIfNeeded()
          return "empty and back"
        },
        { random in
          plugin.reducesMotion = Bool.random(using: &random)
          container.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
          return "reducesMotion(\(plugin.reducesMotion)), \(plugin.layoutDirection)"
        },
      ])
    var history: [String] = []
    for step in 0..<1_200 {
      history.append(operations.step())
      let failure = "seed \(seed), step \(step), last steps: \(history.suffix(6))"
      let tree = plugin.elements.map(\.index)
      // At every moment the tree is the pages shown, never one only prefetched.
      #expect(tree == container.visibleIndices, "\(failure)")
      if container.scrollState == .idle, container.canShowPages,
        let current = container.currentIndex
      {
        #expect(tree == [current], "at rest: \(failure)")
        let allCurrent = plugin.elements.allSatisfy { $0.isCurrent }
        #expect(allCurrent, "\(failure)")
      }
      // The flag about actions is the plugin's own; the rest is the settles'.
      let said = heard.map { PageAnnouncement(text: $0.text, index: $0.index) }
      #expect(said == model.expected, "\(failure)")
      #expect(problems.isEmpty, "\(failure): \(problems)")
      #expect(harness.checker.violations.isEmpty, "\(failure): \(harness.checker.violations)")
      if said != model.expected || !problems.isEmpty || !harness.checker.violations.isEmpty {
        return
      }
    }
  }
}
