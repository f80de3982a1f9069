import Folio
import FolioTesting
import Testing

@Suite struct DataUpdateTests {
  /// Six pages, settled on page 2 (pages 0...2 active).
  private func onPageTwo() -> ContainerFixture {
    let f = ContainerFixture(count: 6)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    f.recorder.clear()
    return f
  }

  @Test func insertBeforeCurrent_pageStaysOnScreenAndKeepsItsController() {
    let f = onPageTwo()
    let controller = f.container.activeController(at: 2)
    f.source.pages.insert(TestPage(id: "new"), at: 0)
    f.driver.applyUpdates()
    #expect(f.recorder.take() == [.updated(PageChanges(inserts: [0]))])
    #expect(f.container.currentIndex == 3)
    #expect(f.container.activeController(at: 3) === controller)
    #expect(f.container.visibleIndices == [3])
    #expect(f.container.activeIndices == [1, 2, 3])
    f.verify()
  }

  /// Pages inserted between the two under a finger: the current page stays where it is on
  /// screen, under the finger, the new page beside it (the pages jumped half a page before,
  /// and the current page left the screen when it was the second of the two).
  @Test func insertBetweenThePagesUnderAFinger_theCurrentPageStaysWhereItIs() {
    for (drag, insertAt, position, shown) in [
      (-0.4, 2, 2.6, [2, 3]),  // current p2 the second of the two: p1 | p2
      (0.3, 3, 2.3, [2, 3]),  // current p2 the first: p2 | p3
    ] {
      let f = onPageTwo()
      let current = f.container.activeController(at: 2)
      f.driver.drag(byPages: drag)
      f.recorder.clear()
      f.source.pages.insert(TestPage(id: "new"), at: insertAt)
      f.container.performUpdates()
      f.container.layoutIfNeeded()
      #expect(f.container.scrollState == .tracking)
      let index = f.container.currentIndex ?? -1
      #expect(f.container.activeController(at: index) === current, "drag \(drag)")
      #expect(abs(f.container.position - position) < 1e-9, "drag \(drag): \(f.container.position)")
      #expect(f.container.visibleIndices == shown, "drag \(drag)")
      #expect(f.container.visibleIndices.contains(index), "drag \(drag): the current page shown")
      // The finger goes on from there, and lets go on the current page.
      f.driver.drag(byPages: -drag / 2)
      f.driver.release(velocity: 0)
      f.driver.runUntilSettled()
      #expect(f.container.activeController(at: f.container.currentIndex ?? -1) === current)
      f.verify()
    }
  }

  /// `visibleIndices` is rewritten in place when the shown pages change (no allocation once
  /// readers let go): an array a reader still holds keeps what it said.
  @Test func visibleIndices_heldFromBefore_keepsItsAnswerAcrossShiftsAndSwipes() {
    let f = onPageTwo()
    let before = f.container.visibleIndices
    #expect(f.container.visibleIndices == before, "asked again with nothing changed")
    f.source.pages.insert(TestPage(id: "new"), at: 0)
    f.driver.applyUpdates()
    let shifted = f.container.visibleIndices
    f.driver.drag(byPages: 0.5)
    let midway = f.container.visibleIndices
    f.driver.release(velocity: 2)
    f.driver.runUntilSettled()
    #expect(before == [2] && shifted == [3] && midway == [3, 4])
    #expect(f.container.visibleIndices == [4])
    f.verify()
  }

  @Test func deleteBeforeCurrent_pageStaysOnScreenAndTheDeletedControllerIsReclaimed() {
    let f = onPageTwo()
    let controller = f.container.activeController(at: 2)
    f.source.pages.remove(at: 0)
    f.driver.applyUpdates()
    #expect(
      f.recorder.take() == [
        .updated(PageChanges(deletes: [0])),
        .reclaimed(index: 0, page: "p0", controller: article(1)),
      ])
    #expect(f.container.currentIndex == 1)
    #expect(f.container.activeController(at: 1) === controller)
    f.verify()
  }

  @Test func deleteTheCurrentPage_nextPageBecomesCurrentWithTheNormalEvents() {
    let f = onPageTwo()
    f.source.pages.remove(at: 2)
    f.driver.applyUpdates()
    #expect(
      f.recorder.take(.lifecycle) == [
        .willAppear(index: 2, page: "p3", controller: article(4)),
        .didDisappear(index: 2, page: "p2", controller: article(3)),
        .didAppear(index: 2, page: "p3", controller: article(4)), .settled(index: 2),
        .reclaimed(index: 2, page: "p2", controller: article(3)),
      ])
    #expect(f.container.currentIndex == 2)
    f.verify()
  }

  @Test func deleteTheCurrentLastPage_previousPageBecomesCurrent() {
    let f = ContainerFixture(count: 3)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    f.recorder.clear()
    f.source.pages.removeLast()
    f.driver.applyUpdates()
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(1, article(2)), .gone(2, article(3)), .did(1, article(2)), .settled(index: 1),
        .back(2, article(3)),
      ])
  }

  @Test func moveTheCurrentPage_itKeepsItsControllerAndStaysOnScreen() {
    let f = onPageTwo()
    let controller = f.container.activeController(at: 2)
    let moved = f.source.pages.remove(at: 2)
    f.source.pages.append(moved)
    f.driver.applyUpdates()
    // No page appears or disappears: the moved page stays shown and current. Pages 0 and 1 are
    // now 5 and 4 pages from it, so they are reclaimed (their old and new index are the same).
    #expect(
      f.recorder.take(.lifecycle) == [
        .reclaimed(index: 0, page: "p0", controller: article(1)),
        .reclaimed(index: 1, page: "p1", controller: article(2)),
      ])
    #expect(f.container.currentIndex == 5)
    #expect(f.container.activeController(at: 5) === controller)
    #expect(f.container.visibleIndices == [5])
    f.verify()
  }

  @Test func contentUpdateThatChangesTheControllerType_swapsItOnScreenInOrder() {
    let f = onPageTwo()
    f.recorder.clear()
    f.source.pages[2].kind = .photo
    f.driver.applyUpdates()
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(2, photo(1)), .gone(2, article(3)), .did(2, photo(1)), .back(2, article(3)),
      ])
    #expect(f.container.currentIndex == 2 && f.container.visibleIndices == [2])
    #expect(f.container.activeController(at: 2) is PhotoPage)
    f.finish()
  }

  @Test func updatedPage_itsControllerIsBoundToTheNewModel() {
    let f = onPageTwo()
    f.source.pages[2].text = "new text"
    f.source.pages[1].text = "also new"
    f.driver.applyUpdates()
    // The data source is asked again for changed pages (their controller type may change);
    // the same type keeps the same controller.
    #expect(
      f.recorder.take() == [
        .updated(PageChanges(updates: [1, 2])),
        .dequeued(index: 1, page: "p1", controller: article(2), source: .active),
        .dequeued(index: 2, page: "p2", controller: article(3), source: .active),
      ])
    #expect(f.controller(at: 2)?.bound?.text == "new text")
    #expect(f.controller(at: 2)?.calls.last == "bind(p2)")
    #expect(f.controller(at: 1)?.bound?.text == "also new")
    f.verify()
  }

  @Test func reloadWithFewerPages_currentBecomesTheNewLastPage() {
    let f = ContainerFixture(count: 8)
    f.driver.settledJump(to: 6, animated: false)
    f.recorder.clear()
    f.source.pages = Array(f.source.pages.prefix(3))
    f.driver.reload()
    #expect(f.container.currentIndex == 2)
    #expect(f.container.visibleIndices == [2])
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(2, article(1)), .gone(6, article(2)), .did(2, article(1)), .settled(index: 2),
        .back(6, article(2)),
      ])
    f.verify()
  }

  @Test func reloadKeepsTheIndexOnScreenAndControllersOfPagesThatRemain() {
    let f = onPageTwo()
    let p1 = f.container.activeController(at: 1)
    let p2 = f.container.activeController(at: 2)
    f.source.pages.insert(TestPage(id: "x"), at: 0)
    f.driver.reload()
    // The offset is kept, as UICollectionView's reloadData keeps it: index 2 now shows p1.
    #expect(
      f.recorder.take(.lifecycle) == [
        .willAppear(index: 2, page: "p1", controller: article(2)),
        .didDisappear(index: 3, page: "p2", controller: article(3)),
        .didAppear(index: 2, page: "p1", controller: article(2)), .settled(index: 2),
      ])
    #expect(f.container.activeController(at: 2) === p1)
    #expect(f.container.activeController(at: 3) === p2)
    f.verify()
  }

  @Test func duplicateIdentities_droppedWithADiagnostic() {
    let f = ContainerFixture(count: 0, layout: false)
    f.source.pages = [TestPage(id: "a"), TestPage(id: "b"), TestPage(id: "a")]
    f.container.layoutIfNeeded()
    #expect(f.container.count == 2)
    #expect(
      f.recorder.events.contains(
        .diagnostic("object at index 2 repeats identity a; it was dropped")))
    f.verify()
  }

  @Test func updatesRequestedBeforeALayoutPass_coalesceIntoOne() {
    let f = onPageTwo()
    f.source.pages.append(TestPage(id: "y"))
    f.container.performUpdates()
    f.source.pages.insert(TestPage(id: "x"), at: 0)
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(f.recorder.take() == [.updated(PageChanges(inserts: [0, 7]))])
  }
}
