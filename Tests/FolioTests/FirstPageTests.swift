import Folio
import FolioTesting
import Testing

/// A plugin that asks the pages to land somewhere when they arrive (what a restoration does).
private final class LandingPlugin: PageContainerPlugin {
  typealias Page = TestPage
  let index: Int
  init(index: Int) { self.index = index }
  func pageContainerWillReload(_ context: PagePluginContext<TestPage>) {
    context.settleReload(onPage: index)
  }
  func pageContainerPagesWillArrive(_ context: PagePluginContext<TestPage>) {
    context.settleReload(onPage: index)
  }
}

@MainActor
@Suite("The first page: the pages open on the page the app names")
struct FirstPageTests {
  /// The pages dequeued, and where the pages first settled.
  private func opening(_ fixture: ContainerFixture) -> (dequeued: [Int], settled: Int?) {
    var dequeued: [Int] = []
    for event in fixture.recorder.events {
      switch event {
      case .dequeued(let index, _, _, _): dequeued.append(index)
      case .settled(let index): return (dequeued, index)
      default: continue
      }
    }
    return (dequeued, nil)
  }

  @Test("a deep link binds its page only, and wins over a restored place in either order")
  func deepLinkWinsOverRestoration() {
    for pluginFirst in [true, false] {
      let fixture = ContainerFixture(count: 8, layout: false)
      let restore = LandingPlugin(index: 2)
      if pluginFirst { fixture.container.addPlugin(restore) }
      #expect(fixture.container.open(on: .page("p5")))
      if !pluginFirst { fixture.container.addPlugin(restore) }
      fixture.container.layoutIfNeeded()
      let (dequeued, settled) = opening(fixture)
      #expect(dequeued == [5], "plugin first: \(pluginFirst)")
      #expect(settled == 5)
      #expect(fixture.container.currentIndex == 5)
      // Once the pages are there, it is a scroll's job.
      #expect(!fixture.container.open(on: .index(1)))
      fixture.finish()
    }
  }

  @Test("a scroll asked before the first layout is kept; an index past the pages is the last")
  func scrollBeforeLayoutIsKept() throws {
    let fixture = ContainerFixture(count: 6, layout: false)
    try fixture.container.scrollToPage(4, animated: true)
    fixture.container.layoutIfNeeded()
    #expect(opening(fixture).dequeued == [4])
    #expect(fixture.container.currentIndex == 4)
    let far = ContainerFixture(count: 6, layout: false)
    try far.container.scrollToPage(Int.max, animated: false)
    far.container.layoutIfNeeded()
    #expect(far.container.currentIndex == 5)
    #expect(throws: PageContainerError.self) { try far.container.scrollToPage(-1, animated: false) }
    let negative = ContainerFixture(count: 6, layout: false)
    #expect(throws: PageContainerError.self) {
      try negative.container.scrollToPage(-1, animated: false)
    }
    #expect(!negative.container.open(on: .index(Int.min)))
  }

  @Test("an empty container keeps it until its first pages arrive; an unknown page is no page")
  func firstPagesArriveLater() {
    let fixture = ContainerFixture(count: 0)
    #expect(fixture.container.open(on: .page("p3")))
    fixture.source.pages = (0..<5).map { TestPage(id: "p\($0)") }
    fixture.container.performUpdates()
    fixture.container.layoutIfNeeded()
    #expect(fixture.container.currentIndex == 3)
    #expect(opening(fixture).dequeued == [3])
    let unknown = ContainerFixture(count: 5, layout: false)
    unknown.container.open(on: .page("nowhere"))
    unknown.container.layoutIfNeeded()
    #expect(unknown.container.currentIndex == 0)
  }

  @Test(
    "random openings: the app's page, else a plugin's, else the first; nothing else is bound first",
    arguments: 0..<40)
  func randomOpenings(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let count = Int.random(in: 0...30, using: &random)
    let arrivesLater = count > 0 && Bool.random(using: &random)
    let fixture = ContainerFixture(count: arrivesLater ? 0 : count, layout: false)
    let named: FirstPage<String>? =
      switch Int.random(in: 0..<4, using: &random) {
      case 0: .index(Int.random(in: 0...40, using: &random))
      case 1: .page("p\(Int.random(in: 0...40, using: &random))")
      case 2: .page("q")
      default: nil
      }
    let asked = Bool.random(using: &random) ? Int.random(in: -5...40, using: &random) : nil
    let plugin = asked.map(LandingPlugin.init(index:))
    let pluginFirst = Bool.random(using: &random)
    if pluginFirst, let plugin { fixture.container.addPlugin(plugin) }
    if let named { fixture.container.open(on: named) }
    if !pluginFirst, let plugin { fixture.container.addPlugin(plugin) }
    fixture.container.layoutIfNeeded()
    if arrivesLater {
      fixture.source.pages = (0..<count).map { TestPage(id: "p\($0)") }
      fixture.container.performUpdates()
      fixture.container.layoutIfNeeded()
    }
    let description =
      "seed \(seed): \(count) pages, first \(String(describing: named)), plugin \(String(describing: asked)), later \(arrivesLater)"
    guard count > 0 else {
      #expect(fixture.container.currentIndex == nil, "\(description)")
      return
    }
    let fromName: Int? =
      switch named {
      case .index(let index)?: min(index, count - 1)
      case .page(let id)?: fixture.container.index(of: id)
      case nil: nil
      }
    let expected = fromName ?? asked.map { min(max(0, $0), count - 1) } ?? 0
    let (dequeued, settled) = opening(fixture)
    #expect(settled == expected, "\(description)")
    #expect(dequeued == [expected], "\(description)")
    fixture.finish()
  }
}
