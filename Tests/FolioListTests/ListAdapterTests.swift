import FolioList
import Testing

@Suite struct ListAdapterTests {
  @Test func firstLayout_createsOnlyTheDisplayedSectionController() {
    let f = AdapterFixture(ids: ["a", "b", "c"])
    #expect(
      f.log.take() == [
        "create(a)", "didUpdate(a:)", "willDisplaySection(a)", "adapter.willDisplay(a@0)",
        "willDisplayCell(a.0)",
      ])
    #expect(f.adapter.sectionControllerCount == 1)
    #expect(f.shown == ["a.0"])
  }

  @Test func millionObjects_onlyDisplayedSectionsGetControllers() {
    let f = AdapterFixture(tabs: (0..<1_000_000).map { Tab(id: "t\($0)") })
    f.view.setContentOffset(Point(x: 50_000_000, y: 0), animated: false)
    #expect(f.adapter.sectionControllerCount == 2)
    #expect(f.shown == ["t500000.0"])
    f.source.tabs.insert(Tab(id: "new"), at: 0)
    f.adapter.performUpdates()
    f.view.layoutIfNeeded()
    #expect(f.shown == ["t500000.0"], "the page on screen stays put")
    #expect(f.adapter.sectionController(forSection: 500_001) === f.source.made["t500000"])
    #expect(f.adapter.sectionControllerCount == 2)
  }

  @Test func swipeWithinAndAcrossSections_displayCountedPerSection() {
    let f = AdapterFixture(tabs: [Tab(id: "a", items: 2), Tab(id: "b")])
    _ = f.log.take()
    f.view.setContentOffset(Point(x: 50, y: 0), animated: false)
    f.view.setContentOffset(Point(x: 100, y: 0), animated: false)
    #expect(f.log.take() == ["willDisplayCell(a.1)", "didEndDisplayingCell(a.0)"])
    f.view.setContentOffset(Point(x: 200, y: 0), animated: false)
    #expect(
      f.log.take() == [
        "create(b)", "didUpdate(b:)", "willDisplaySection(b)", "adapter.willDisplay(b@1)",
        "willDisplayCell(b.0)", "didEndDisplayingCell(a.1)", "didEndDisplayingSection(a)",
        "adapter.didEndDisplaying(a@0)",
      ])
  }

  @Test func updatesBeforeTheNextLayout_coalesceIntoOneWithCompletionsInOrder() {
    let f = AdapterFixture(ids: ["a", "b"])
    var completed: [Int] = []
    f.source.tabs.append(Tab(id: "c"))
    f.adapter.performUpdates { _ in completed.append(1) }
    f.source.tabs.insert(Tab(id: "z"), at: 0)
    f.adapter.performUpdates { _ in completed.append(2) }
    #expect(f.adapter.objects.map(\.id) == ["a", "b"], "nothing applied before the layout pass")
    f.view.layoutIfNeeded()
    #expect(completed == [1, 2])
    #expect(f.source.updates == [.reloadData, .performUpdates])
    #expect(f.adapter.objects.map(\.id) == ["z", "a", "b", "c"])
    #expect(f.shown == ["a.0"])
  }

  @Test func updatesApplyOnTheNextClockTick() {
    let f = AdapterFixture(ids: ["a"])
    f.source.tabs = [Tab(id: "b"), Tab(id: "a")]
    f.adapter.performUpdates()
    f.clock.advance(by: .zero)
    #expect(f.adapter.objects.map(\.id) == ["b", "a"])
  }

  @Test func controllersFollowTheirObjectsAndOnlyChangedOnesAreUpdated() {
    let f = AdapterFixture(ids: ["a", "b", "c"])
    _ = f.adapter.sectionController(forSection: 1)
    _ = f.adapter.sectionController(forSection: 2)
    let a = f.source.made["a"]
    let b = f.source.made["b"]
    let c = f.source.made["c"]
    _ = f.log.take()
    f.source.tabs = [Tab(id: "c"), Tab(id: "a", title: "A!"), Tab(id: "x")]
    f.adapter.performUpdates()
    f.view.layoutIfNeeded()
    #expect(f.adapter.sectionController(forSection: 0) === c)
    #expect(f.adapter.sectionController(forSection: 1) === a)
    #expect(a?.section == 1 && c?.section == 0)
    #expect(b?.section == nil, "a deleted object's controller is detached")
    #expect(a?.object?.title == "A!")
    let entries = f.log.take()
    #expect(entries.first == "didUpdate(a:A!)")
    #expect(entries.filter { $0.hasPrefix("didUpdate") } == ["didUpdate(a:A!)"])
  }

  @Test func duplicateIdentities_droppedWithDiagnostics() {
    let f = AdapterFixture(ids: ["a", "b", "a", "c", "b"])
    #expect(f.adapter.objects.map(\.id) == ["a", "b", "c"])
    #expect(
      f.source.diagnostics == [
        .duplicateIdentity(index: 2, identity: "a"), .duplicateIdentity(index: 4, identity: "b"),
      ])
  }

  @Test func reloadData_recreatesControllersAndReplacesCells() {
    let f = AdapterFixture(ids: ["a", "b"])
    let oldController = f.source.made["a"]
    let oldCell = f.view.visibleCells.first
    _ = f.log.take()
    f.adapter.reloadData()
    f.view.layoutIfNeeded()
    #expect(f.source.made["a"] !== oldController)
    #expect(f.view.visibleCells.first !== oldCell)
    #expect(oldController?.section == nil)
    #expect(
      f.log.take() == [
        "create(a)", "didUpdate(a:)", "didEndDisplayingCell(a.0)", "didEndDisplayingSection(a)",
        "adapter.didEndDisplaying(a@0)", "willDisplaySection(a)", "adapter.willDisplay(a@0)",
        "willDisplayCell(a.0)",
      ])
  }

  @Test func reloadObjects_updatesTheControllerAndReplacesItsCell() {
    let f = AdapterFixture(ids: ["a", "b"])
    let controller = f.source.made["a"]
    let oldCell = f.view.visibleCells.first
    _ = f.log.take()
    f.adapter.reloadObjects([Tab(id: "a", title: "fresh"), Tab(id: "zzz")])
    f.view.layoutIfNeeded()
    #expect(f.source.made["a"] === controller)
    #expect(controller?.object?.title == "fresh")
    #expect(f.view.visibleCells.first !== oldCell)
    #expect(f.log.take().first == "didUpdate(a:fresh)")
  }

  @Test func scrollEvents_goToDisplayedSectionControllers() {
    let f = AdapterFixture(ids: ["a", "b", "c"])
    _ = f.log.take()
    f.view.beginDragging()
    f.view.drag(by: 60)
    f.view.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    let scrollEntries = f.log.take().filter { $0.contains("Dragging(") || $0.contains("Decel") }
    #expect(scrollEntries == ["willBeginDragging(a)", "didEndDecelerating(b)"])
  }

  @Test func itemBatchThroughTheContext_insertsAnItemAndCompletes() {
    let f = AdapterFixture(tabs: [Tab(id: "a", items: 1), Tab(id: "b")])
    guard let a = f.source.made["a"], let context = a.context else {
      Issue.record("no controller for a")
      return
    }
    var result: Bool?
    context.performBatch(
      { batch in
        a.extraItems = 1
        batch.insert(at: [0])
      },
      completion: { result = $0 })
    #expect(result == nil)
    f.view.layoutIfNeeded()
    #expect(result == true)
    #expect(f.view.numberOfItems(inSection: 0) == 2)
    #expect(f.view.visibleItemPaths == [ItemPath(section: 0, item: 1)], "the shown item stays")
    #expect(f.source.updates.last == .itemUpdates)
  }

  @Test func itemBatchWithWrongCounts_failsWithDiagnostic() {
    let f = AdapterFixture(ids: ["a"])
    guard let a = f.source.made["a"] else { return }
    var result: Bool?
    a.context?.performBatch({ $0.insert(at: [0]) }, completion: { result = $0 })
    f.view.layoutIfNeeded()
    #expect(result == false)
    #expect(
      f.source.diagnostics == [
        .batchUpdateFailed(.itemCountMismatch(section: 0, expected: 2, reported: 1))
      ])
  }

  @Test func countHintDisagreesWithController_sectionReloadedWithControllersCount() {
    let log = AdapterLog()
    let source = TabSource(tabs: [Tab(id: "a", items: 3)], log: log)
    source.hintOverride = 1
    let clock = ManualClock()
    let view = VirtualCollectionView(viewportSize: Size(width: 100, height: 50), clock: clock)
    let adapter = ListAdapter<Tab>(collectionView: view)
    adapter.dataSource = source
    adapter.delegate = source
    view.layoutIfNeeded()
    #expect(source.diagnostics == [.itemCountMismatch(section: 0, expected: 1, actual: 3)])
    #expect(view.numberOfItems(inSection: 0) == 3)
  }

  @Test func dataSourceReturnsAControllerInUse_placeholderAndDiagnostic() {
    let f = AdapterFixture(ids: ["a", "b"])
    f.source.sharedController = f.source.made["a"]
    f.view.setContentOffset(Point(x: 100, y: 0), animated: false)
    #expect(f.source.diagnostics == [.sectionControllerReused(section: 1)])
    #expect(f.adapter.sectionController(forSection: 1) !== f.source.made["a"])
    #expect(f.view.numberOfItems(inSection: 1) == 0)
  }

  @Test func collectionContext_answersForItsSectionOnly() {
    let f = AdapterFixture(tabs: [Tab(id: "a", items: 2), Tab(id: "b")])
    guard let a = f.source.made["a"], let context = a.context,
      let cell = f.view.visibleCells.first
    else {
      Issue.record("no controller for a")
      return
    }
    #expect(context.containerSize == Size(width: 100, height: 50))
    #expect(context.index(of: cell) == 0)
    #expect(context.visibleIndexes == [0])
    #expect(context.visibleCells.first === cell)
    #expect(context.section == 0)
    #expect(f.adapter.context(of: a) === context)
    context.scroll(to: 1, animated: false)
    #expect(f.view.visibleItemPaths == [ItemPath(section: 0, item: 1)])
    #expect(f.adapter.visibleObjects.map(\.id) == ["a"])
  }

  @Test func emptyDataSource_showsNothing() {
    let f = AdapterFixture(ids: [])
    #expect(f.view.visibleCells.isEmpty)
    #expect(f.adapter.sectionControllerCount == 0)
    f.source.tabs = [Tab(id: "a")]
    f.adapter.performUpdates()
    f.view.layoutIfNeeded()
    #expect(f.shown == ["a.0"])
  }
}

@Suite struct ListAdapterUpdateTests {
  @Test func changedObjectWithSameCount_keepsItsCells() {
    let f = AdapterFixture(ids: ["a", "b"])
    let cell = f.view.visibleCells.first
    f.source.tabs[0].title = "new title"
    f.adapter.performUpdates()
    f.view.layoutIfNeeded()
    #expect(f.view.visibleCells.first === cell)
    #expect(f.source.made["a"]?.object?.title == "new title")
  }

  @Test func changedObjectWithNewCount_reloadsItsSection() {
    let f = AdapterFixture(ids: ["a", "b"])
    let cell = f.view.visibleCells.first
    f.source.tabs[0].items = 3
    f.adapter.performUpdates()
    f.view.layoutIfNeeded()
    #expect(f.view.numberOfItems(inSection: 0) == 3)
    #expect(f.view.visibleCells.first !== cell)
    #expect(f.source.diagnostics.isEmpty)
  }

  @Test func deletingTheDisplayedObject_itsControllerEndsDisplayAndTheNextIsShown() {
    let f = AdapterFixture(ids: ["a", "b", "c"])
    _ = f.log.take()
    f.source.tabs.removeFirst()
    f.adapter.performUpdates()
    f.view.layoutIfNeeded()
    #expect(
      f.log.take() == [
        "create(b)", "didUpdate(b:)", "willDisplaySection(b)", "adapter.willDisplay(b@0)",
        "willDisplayCell(b.0)", "didEndDisplayingCell(a.0)", "didEndDisplayingSection(a)",
        "adapter.didEndDisplaying(a@0)",
      ])
    #expect(f.shown == ["b.0"])
  }
}

@Suite struct ListAdapterRetentionTests {
  @Test func discardingHiddenControllers_keepsOnlyDisplayedOnes_andRecreatesOnReturn() {
    let f = AdapterFixture(ids: (0..<100).map { "s\($0)" })
    f.adapter.discardsHiddenSectionControllers = true
    let first = f.source.made["s0"]
    for section in 1..<100 {
      f.view.setContentOffset(Point(x: Double(section) * 100, y: 0), animated: false)
    }
    #expect(f.adapter.sectionControllerCount == 1)
    #expect(first?.section == nil, "a hidden controller is detached")
    f.view.setContentOffset(.zero, animated: false)
    #expect(f.adapter.sectionController(forSection: 0) !== first)
    #expect(f.shown == ["s0.0"])
  }

  @Test func keepingControllers_isTheDefault() {
    let f = AdapterFixture(ids: (0..<10).map { "s\($0)" })
    for section in 1..<10 {
      f.view.setContentOffset(Point(x: Double(section) * 100, y: 0), animated: false)
    }
    #expect(f.adapter.sectionControllerCount == 10)
  }
}

@Suite struct RealTimeClockTests {
  final class Counter: FrameClockObserver {
    var ticks: [Duration] = []
    var needsFrames = true
    func clockDidTick(at now: Duration) { ticks.append(now) }
  }

  @Test func tick_deliversTheElapsedTimeToLiveObservers() {
    let clock = RealTimeClock()
    let counter = Counter()
    clock.addObserver(counter)
    #expect(clock.needsFrames)
    clock.tick()
    clock.tick()
    #expect(counter.ticks.count == 2)
    #expect(counter.ticks[0] <= counter.ticks[1] && counter.ticks[1] <= clock.now)
    counter.needsFrames = false
    #expect(!clock.needsFrames)
    clock.removeObserver(counter)
    clock.tick()
    #expect(counter.ticks.count == 2)
  }
}

/// The manual clock asks a sole observer for more frames right after its tick: observers added
/// or removed by that tick must still count as they would between frames.
@Suite struct ManualClockObserverTests {
  final class Stepper: FrameClockObserver {
    var framesLeft: Int
    var ticks: [Duration] = []
    var onTick: ((Stepper) -> Void)?
    init(frames: Int) { framesLeft = frames }
    var needsFrames: Bool { framesLeft > 0 }
    func clockDidTick(at now: Duration) {
      ticks.append(now)
      framesLeft = max(0, framesLeft - 1)
      onTick?(self)
    }
  }

  @Test func observerAddedByATick_keepsTheClockRunningUntilItIsDone() {
    let clock = ManualClock()
    let first = Stepper(frames: 2)
    let second = Stepper(frames: 5)
    first.onTick = { stepper in
      if stepper.ticks.count == 2 { clock.addObserver(second) }
    }
    clock.addObserver(first)
    clock.runUntilIdle()
    #expect(first.ticks.count == 7, "ticked on every frame while the second one needed frames")
    #expect(second.ticks.count == 5)
    #expect(clock.now == .seconds(7) / 60)
    #expect(clock.isIdle)
  }

  @Test func observerRemovedByItsOwnTick_stopsTheClock() {
    let clock = ManualClock()
    let stepper = Stepper(frames: 100)
    stepper.onTick = { stepper in
      if stepper.ticks.count == 3 { clock.removeObserver(stepper) }
    }
    clock.addObserver(stepper)
    clock.runUntilIdle()
    #expect(stepper.ticks.count == 3)
    #expect(clock.now == .seconds(3) / 60)
    clock.advance(by: .seconds(1))
    #expect(stepper.ticks.count == 3)
  }

  @Test func advance_ticksEveryFrameWhileNeeded_thenOnceAtTheEnd() {
    let clock = ManualClock()
    let stepper = Stepper(frames: 3)
    clock.addObserver(stepper)
    clock.advance(by: .seconds(1))
    #expect(stepper.ticks == [1, 2, 3].map { .seconds($0) / 60 } + [.seconds(1)])
    // A step of less than a frame ticks once, at its end, whether or not frames are needed.
    clock.advance(by: .milliseconds(1))
    #expect(stepper.ticks.last == .milliseconds(1001))
    #expect(clock.now == .milliseconds(1001))
  }
}
