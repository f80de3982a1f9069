@_spi(Testing) import Folio
import FolioTesting
import Testing

/// The defect classes an independent audit found in the lifecycle contract, one named test
/// each (viewport 100×40 unless stated; a swipe is finger down, drag 0.6, release at 2 pages/s,
/// run until idle).
@Suite struct ContractRegressionTests {
  // MARK: 1. Fractional viewport lengths

  @Test(arguments: [0.1, 7.7, 1e-3, 1e6, 0.3])
  func fractionalWidth_instantJumpThenSwipeBack_restsOnOnePageExactly(width: Double) throws {
    let f = ContainerFixture(count: 20, viewport: Size(width: width, height: 40))
    try f.driver.jump(to: 3, animated: false)
    f.driver.swipe(by: -1)
    #expect(f.container.currentIndex == 2 && f.container.position == 2)
    #expect(f.container.visibleIndices == [2])
    try f.driver.jump(to: 13, animated: true)
    #expect(f.container.visibleIndices == [13] && f.container.position == 13)
    f.finish()
  }

  @Test(arguments: [0.1, 7.7])
  func fractionalHeight_verticalPager_restsOnOnePageExactly(height: Double) throws {
    let f = ContainerFixture(count: 20, viewport: Size(width: 40, height: height), axis: .vertical)
    for _ in 0..<7 { f.driver.swipe(by: 1) }
    f.driver.swipe(by: -1)
    #expect(f.container.visibleIndices == [6] && f.container.position == 6)
    f.finish()
  }

  // MARK: 6. Re-entrant requests from callbacks

  @Test func layoutIfNeededFromPrepareForReuse_withADeletePending_bindsNoControllerToADeletedPage()
    throws
  {
    let f = ContainerFixture(count: 12, layout: false)
    let armed = Flag()
    // Weakly: the container keeps the factory and its pages, which keep the closure.
    f.container.register(ArticlePage.self) { [weak container = f.container] in
      let page = ArticlePage()
      page.onPrepareForReuse = {
        guard armed.isSet else { return }
        armed.isSet = false
        container?.layoutIfNeeded()
      }
      return page
    }
    f.container.layoutIfNeeded()
    try f.driver.jump(to: 6, animated: false)  // p0 reclaimed into the pool
    armed.isSet = true
    f.source.pages.remove(at: 5)
    f.container.performUpdates()
    f.driver.swipe(by: -1)
    f.driver.runUntilSettled()
    let indices = f.container.activePages.map(\.index)
    #expect(Set(indices).count == indices.count, "no two controllers on one page: \(indices)")
    f.finish()
  }

  @Test func clockTickFromAFarJumpTargetsWillAppear_runsAfterTheDelivery() throws {
    let f = ContainerFixture(count: 12)
    f.source.onRequest = { [clock = f.clock] index in
      if index == 9 { clock.advance(by: .milliseconds(100)) }
    }
    try f.driver.jump(to: 9, animated: true)
    f.driver.runUntilSettled()
    let gone = f.recorder.events.filter {
      if case .didDisappear = $0 { true } else { false }
    }
    #expect(gone == [.gone(0, article(1))], "each page disappears once")
    f.finish()
  }

  @Test func dragFromACallbackDuringAnUpdate_losesNoController() throws {
    let f = ContainerFixture(count: 8)
    f.driver.swipe(by: 1)
    f.source.onRequest = { [container = f.container] _ in
      container.beginDragging()
      container.drag(byPages: 0.3)
    }
    f.source.pages.insert(TestPage(id: "new"), at: 1)
    f.driver.applyUpdates()
    f.source.onRequest = nil
    f.driver.release(velocity: 0)
    f.driver.runUntilSettled()
    f.finish()
  }

  // MARK: 7. Far jump whose source and target are deleted mid-flight

  @Test func farJumpWithSourceAndTargetDeletedMidFlight_alwaysShowsAPage() throws {
    let f = ContainerFixture(count: 12)
    try f.driver.jump(to: 9, animated: true, wait: false)
    f.driver.advance(by: .milliseconds(100))
    f.recorder.clear()
    f.source.pages.removeAll { $0.id == "p0" || $0.id == "p9" }
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(!f.container.visibleIndices.isEmpty, "the jump goes on to the target's neighbour")
    let events = f.recorder.take(.lifecycle)
    let firstWill = events.firstIndex { if case .willAppear = $0 { true } else { false } }
    let firstGone = events.firstIndex { if case .didDisappear = $0 { true } else { false } }
    #expect(firstWill != nil && firstGone != nil && firstWill! < firstGone!)
    while f.container.phase != .resting {
      #expect(!f.container.visibleIndices.isEmpty)
      f.driver.advance(by: .milliseconds(16))
    }
    #expect(f.container.currentIndex == 8, "p10, the target's neighbour, is now at 8")
    f.finish()
  }

  // MARK: 8-10. Empty viewports

  @Test func emptyViewportWhileDragging_thenJumps_restsOnAnIntegerPage() throws {
    let f = ContainerFixture(count: 12)
    try f.driver.jump(to: 10, animated: false)
    f.driver.drag(byPages: -0.4)
    f.container.setViewportSize(.zero)
    try f.container.scrollToPage(3, animated: true)
    try f.container.scrollToPage(3, animated: false)
    f.container.setViewportSize(Size(width: 100, height: 40))
    f.driver.runUntilSettled()
    #expect(f.container.position == 3 && f.container.visibleIndices == [3])
    f.finish()
  }

  @Test(arguments: [Size(width: 100, height: 0), Size(width: 0, height: 40), .zero])
  func viewportEmptyAcrossEitherAxis_showsNothingChangesNothing(size: Size) {
    let f = ContainerFixture(count: 6)
    f.driver.swipe(by: 1)
    f.recorder.clear()
    f.container.setViewportSize(size)
    f.container.layoutIfNeeded()
    #expect(f.recorder.take(.lifecycle) == [.gone(1, article(2))])
    #expect(f.container.currentIndex == 1 && f.container.visibleIndices.isEmpty)
    f.driver.runUntilSettled()
    f.verify()
    f.container.setViewportSize(Size(width: 100, height: 40))
    f.container.layoutIfNeeded()
    #expect(f.recorder.take(.lifecycle) == [.will(1, article(2)), .did(1, article(2))])
    f.finish()
  }

  @Test func glideResizedToEmptyAndBackMidGlide_restsOnAnIntegerPage() {
    let f = ContainerFixture(count: 6)
    f.driver.drag(byPages: 0.6)
    f.driver.release(velocity: 2)
    f.driver.advance(by: .milliseconds(50))
    f.container.setViewportSize(Size(width: 100, height: 0))
    f.driver.advance(by: .milliseconds(50))
    f.container.setViewportSize(Size(width: 60, height: 40))
    f.driver.runUntilSettled()
    #expect(f.container.position == 1 && f.container.visibleIndices == [1])
    f.finish()
  }

  @Test func animatedFarJumpWithAnEmptyViewport_completes_andTheTargetAppearsWhenShown() throws {
    let f = ContainerFixture(count: 12)
    f.container.setViewportSize(.zero)
    try f.driver.jump(to: 8, animated: true)
    #expect(f.container.currentIndex == 8 && f.container.visibleIndices.isEmpty)
    f.recorder.clear()
    f.container.setViewportSize(Size(width: 100, height: 40))
    f.container.layoutIfNeeded()
    // p0 was reclaimed when the jump settled; its controller serves p8 now.
    #expect(f.recorder.take(.lifecycle) == [.will(8, article(1)), .did(8, article(1))])
    f.finish()
  }

  // MARK: 12. Far jumps cost nothing per intermediate page

  @Test(arguments: [(0, 8), (8, 0), (3, 40)])
  func farJump_displaysNoCellAndMakesNoSectionControllerInBetween(from: Int, to: Int) throws {
    let f = ContainerFixture(count: 50)
    try f.driver.jump(to: from, animated: false)
    f.recorder.clear()
    try f.driver.jump(to: to, animated: true, wait: false)
    var displayed = Set<Int>()
    while f.container.phase != .resting {
      displayed.formUnion(f.container.displayedCellIndices)
      #expect(f.container.sectionControllerCount <= 2)
      f.driver.advance(by: .milliseconds(16))
    }
    displayed.formUnion(f.container.displayedCellIndices)
    #expect(displayed == [from, to])
    let dequeued = Set(
      f.recorder.events.compactMap { event -> Int? in
        if case .dequeued(let index, _, _, _) = event { index } else { nil }
      })
    #expect(dequeued == [to], "no controller for a page in between")
    f.finish()
  }
}

/// A flag a closure can share.
final class Flag {
  var isSet = false
}
