import Folio
import FolioSupport
import FolioTesting
import Testing

extension PageContainer {
  /// Watches everything the container made and holds now (``ownedObjects``).
  func watchEverything(_ probes: WeakProbes) {
    for (name, object) in ownedObjects { probes.watch(object, name) }
  }
}

/// A container dropped by the app after swipes, jumps, updates and a reload is deallocated
/// with everything it made.
@Suite struct ContainerLeakTests {
  @Test(arguments: [ScrollAxis.horizontal, .vertical])
  func containerDroppedAfterSwipesUpdatesAndReload_everythingDeinits(axis: ScrollAxis) throws {
    let probes = WeakProbes()
    try {
      let f = ContainerFixture(count: 12, axis: axis)
      probes.watch(f.clock, "clock")
      probes.watch(f.source, "data source")
      f.container.watchEverything(probes)
      f.driver.swipe(by: 1)
      f.driver.swipe(by: 1)
      f.container.watchEverything(probes)
      try f.driver.jump(to: 8, animated: true)
      f.container.watchEverything(probes)
      f.source.pages.insert(TestPage(id: "new", kind: .photo), at: 0)
      f.source.pages.remove(at: 4)
      f.source.pages[8].text = "changed"
      f.driver.applyUpdates()
      f.container.watchEverything(probes)
      f.driver.swipe(by: -1)
      f.driver.reload()
      f.container.watchEverything(probes)
      f.source.pages[8].kind = .photo
      f.driver.applyUpdates()
      f.driver.drag(byPages: 0.3)
      f.container.watchEverything(probes)
      f.driver.release(velocity: 0)
      f.driver.runUntilSettled()
      f.container.setViewportSize(Size(width: 70, height: 30))
      f.container.watchEverything(probes)
      f.finish()
    }()
    #expect(probes.count > 15)
    #expect(probes.alive == [])
  }
}
