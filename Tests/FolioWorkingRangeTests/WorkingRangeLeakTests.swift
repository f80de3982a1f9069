@_spi(Testing) import Folio
import FolioSupport
import FolioTesting
import FolioWorkingRange
import Testing

/// A container with a working range, dropped by the app, is deallocated with its plugin and
/// every controller, whatever the plugin's sizes went through.
@Suite struct WorkingRangeLeakTests {
  private func watch(_ f: RangeFixture, _ probes: WeakProbes) {
    probes.watch(f.container, "container")
    probes.watch(f.plugin, "plugin")
    for page in f.container.activePages {
      if let controller = f.container.activeController(at: page.index) {
        probes.watch(controller, "controller \(page.index)")
      }
    }
    for controller in f.container.pooledControllers {
      probes.watch(controller, "pooled controller")
    }
  }

  @Test func containerWithAWorkingRangeDroppedAfterResizesSwipesAndUpdates_everythingDeinits()
    throws
  {
    let probes = WeakProbes()
    try {
      let f = RangeFixture(count: 14, size: 1)
      probes.watch(f.clock, "clock")
      probes.watch(f.source, "data source")
      watch(f, probes)
      f.plugin.size = 2
      f.driver.swipe(by: 1)
      watch(f, probes)
      f.plugin.leading = 3
      f.plugin.trailing = 0
      f.driver.swipe(by: 1)
      try f.driver.jump(to: 9, animated: true)
      watch(f, probes)
      f.source.cards.insert(Card(id: "n", flavor: 1), at: 0)
      f.source.cards.remove(at: 5)
      f.driver.applyUpdates()
      f.plugin.size = 0
      f.driver.swipe(by: -1)
      watch(f, probes)
      f.verify()
    }()
    #expect(probes.count > 8)
    #expect(probes.alive == [])
  }

  @Test func pluginRemovedThenContainerDropped_everythingDeinits() {
    let probes = WeakProbes()
    do {
      let f = RangeFixture(count: 8, size: 2)
      watch(f, probes)
      f.driver.swipe(by: 1)
      f.plugin.size = 1
      f.container.removePlugin(f.plugin)
      f.plugin.size = 3
      watch(f, probes)
    }
    #expect(probes.alive == [])
  }

  @Test(arguments: 0..<4)
  func huntDroppedWithARequestStillArmedInItsTrap_everythingDeinits(seed: UInt64) {
    let probes = WeakProbes()
    do {
      let clock = ManualClock()
      let trap = CallbackTrap()
      let source = Channels(trap: trap)
      source.channels = (0..<9).map { Channel(id: "c\($0)", kind: $0 % 3 == 0 ? .video : .news) }
      let container = PageContainer<Channel>(
        viewportSize: Size(width: 100, height: 40), clock: clock)
      container.register(NewsPage.self) { NewsPage(trap: trap) }
      container.register(VideoPage.self) { VideoPage(trap: trap) }
      container.dataSource = source
      let plugin = WorkingRangePlugin<Channel>(size: 1)
      container.addPlugin(plugin)
      container.layoutIfNeeded()
      var next = 100
      var operations = RandomPageOperations(
        driver: PageContainerDriver(container: container, clock: clock), seed: seed, trap: trap,
        makePage: { _ in
          next += 1
          return Channel(id: "c\(next)")
        },
        setPages: { source.channels = $0 },
        extraOperations: [
          { random in
            plugin.size = Int.random(in: 0...3, using: &random)
            return "size"
          }
        ])
      var steps = 0
      while steps < 200 || (trap.label == nil && steps < 5_000) {
        _ = operations.step()
        steps += 1
        if steps % 50 == 0 {
          for page in container.activePages {
            if let controller = container.activeController(at: page.index) {
              probes.watch(controller, "controller")
            }
          }
        }
      }
      #expect(trap.label != nil, "a request is armed when the hunt is dropped")
      probes.watch(container, "container")
      probes.watch(plugin, "plugin")
      probes.watch(source, "data source")
      probes.watch(trap, "trap")
      for controller in container.pooledControllers { probes.watch(controller, "pooled") }
    }
    #expect(probes.alive == [])
  }
}
