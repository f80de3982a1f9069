import FolioList
import FolioSupport
import Testing

/// An adapter, its view, its section controllers, their contexts and every cell, dropped by
/// the app after a busy life, are all deallocated.
@Suite struct ListLeakTests {
  /// Watches the adapter, the view, the clock, and every controller, context and cell so far.
  private func watchEverything(_ f: AdapterFixture, _ probes: WeakProbes) {
    probes.watch(f.adapter, "adapter")
    probes.watch(f.view, "view")
    probes.watch(f.clock, "clock")
    probes.watch(f.source, "data source")
    for (id, controller) in f.source.made {
      probes.watch(controller, "controller \(id)")
      if let context = controller.context { probes.watch(context, "context \(id)") }
    }
    for cell in f.view.visibleCells + f.view.queuedCells { probes.watch(cell, "cell") }
  }

  private func busyLife(layout: any CollectionViewLayout, probes: WeakProbes) {
    let f = AdapterFixture(ids: ["a", "b", "c", "d", "e"], layout: layout)
    watchEverything(f, probes)
    f.view.beginDragging()
    f.view.drag(by: 60)
    f.view.endDragging(velocity: 300)
    f.clock.runUntilIdle()
    watchEverything(f, probes)
    f.source.tabs.insert(Tab(id: "z"), at: 0)
    f.source.tabs.remove(at: 3)
    f.source.tabs[1].title = "changed"
    f.adapter.performUpdates { _ in f.log.entries.append("updated") }
    f.clock.runUntilIdle()
    watchEverything(f, probes)
    // A section controller asks for an item batch through its context, keeping both.
    if let controller = f.adapter.visibleSectionControllers.first,
      let context = f.adapter.context(of: controller)
    {
      context.performBatch({ batch in batch.reload(at: [0]) }, completion: { _ in _ = context })
    }
    f.adapter.reloadObjects(Array(f.adapter.objects.prefix(2)))
    f.view.layoutIfNeeded()
    watchEverything(f, probes)
    f.adapter.reloadData()
    f.view.layoutIfNeeded()
    watchEverything(f, probes)
    f.view.setContentOffset(.along(layout.axis, 250), animated: true)
    f.clock.advance(by: .milliseconds(100))
    watchEverything(f, probes)
    f.view.setViewportSize(Size(width: 70, height: 30))
    f.clock.runUntilIdle()
    watchEverything(f, probes)
  }

  @Test(arguments: [false, true])
  func adapterDroppedAfterUpdatesReloadsAndScrolls_everythingDeinits(list: Bool) {
    let probes = WeakProbes()
    busyLife(layout: list ? ListLayout(axis: .horizontal) : PagingLayout(), probes: probes)
    #expect(probes.count > 10)
    #expect(probes.alive == [])
  }

  @Test func adapterDroppedWithUpdatesPending_everythingDeinits() {
    let probes = WeakProbes()
    do {
      let f = AdapterFixture(ids: ["a", "b"])
      watchEverything(f, probes)
      f.source.tabs.append(Tab(id: "c"))
      f.adapter.performUpdates()
      if let controller = f.source.made["a"], let context = controller.context {
        context.performBatch({ _ in _ = controller }, completion: { _ in _ = context })
      }
      watchEverything(f, probes)
    }
    #expect(probes.alive == [])
  }
}
