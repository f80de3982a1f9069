import FolioSupport
import FolioTesting
import Testing

// Testable, to watch the container's own adapter, view, section controllers and cells, which
// its public face hides.
@testable import Folio

extension PageContainer {
  /// Watches the container, its adapter and view, every section controller and context, every
  /// cell and every page controller it has now.
  func watchEverything(_ probes: WeakProbes) {
    probes.watch(self, "container")
    probes.watch(adapter, "adapter")
    probes.watch(collectionView, "view")
    probes.watch(bridge, "bridge")
    probes.watch(collectionView.requestQueue, "request queue")
    for (section, controller) in adapter.existingSectionControllers {
      probes.watch(controller, "section controller \(section)")
      if let context = adapter.context(of: controller) {
        probes.watch(context, "section context \(section)")
      }
    }
    for cell in collectionView.visibleCells + collectionView.queuedCells {
      probes.watch(cell, "cell")
    }
    for page in activePages {
      if let controller = activeController(at: page.index) {
        probes.watch(controller, "page controller \(page.index)")
      }
    }
    for controller in pooledControllers { probes.watch(controller, "pooled page controller") }
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
