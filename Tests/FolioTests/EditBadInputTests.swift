import Folio
import FolioTesting
import Testing

/// Edits take any `Int` and any identity: indices are clamped, unknown identities ignored,
/// taken ones dropped with a diagnostic; nothing crashes, and the contract holds.
@Suite struct EditBadInputTests {
  @Test(arguments: [Int.min, -1, 0, 2, 3, 4, Int.max])
  func insertAtAnyIndex_clampsToTheList(index: Int) {
    let fixture = ContainerFixture(count: 3)
    fixture.container.insertPages([TestPage(id: "x")], at: index)
    let expected = min(max(0, index), 3)
    #expect(fixture.container.pages.map(\.id).firstIndex(of: "x") == expected)
    #expect(fixture.container.count == 4)
    #expect(fixture.container.page(at: fixture.container.currentIndex ?? -1)?.id == "p0")
    fixture.finish()
  }

  @Test(arguments: [Int.min, -1, 0, 1, 2, 5, Int.max])
  func moveToAnyIndex_clampsToTheList(index: Int) {
    let fixture = ContainerFixture(count: 3)
    fixture.container.movePage(withID: "p1", to: index)
    let expected = min(max(0, index), 2)
    #expect(fixture.container.pages.map(\.id).firstIndex(of: "p1") == expected)
    fixture.finish()
  }

  @Test func unknownAndTakenIdentities_changeNothing_theTakenOnesSayWhy() {
    let fixture = ContainerFixture(count: 3)
    fixture.recorder.clear()
    fixture.container.removePages(withIDs: ["nope"])
    fixture.container.movePage(withID: "nope", to: 0)
    fixture.container.reloadPages([TestPage(id: "nope", text: "!")])
    fixture.container.reloadPages([TestPage(id: "p1")])  // the same content: nothing to say
    fixture.container.appendPages([])
    fixture.container.appendPages([TestPage(id: "p2"), TestPage(id: "y"), TestPage(id: "y")])
    #expect(fixture.container.pages.map(\.id) == ["p0", "p1", "p2", "y"])
    #expect(
      fixture.recorder.take() == [
        .diagnostic("object at index 0 repeats identity p2; it was dropped"),
        .diagnostic("object at index 2 repeats identity y; it was dropped"),
        .updated(PageChanges(inserts: [3], deletes: [], moves: [], updates: [])),
      ])
    fixture.finish()
  }

  @Test func removingEveryPage_thenAppending_showsTheNewFirstPage() {
    let fixture = ContainerFixture(count: 2)
    fixture.recorder.clear()
    fixture.container.removePages(withIDs: ["p0", "p1", "p0"])
    #expect(fixture.container.count == 0)
    #expect(fixture.container.currentIndex == nil)
    fixture.container.appendPages([TestPage(id: "p7")])
    #expect(fixture.container.currentIndex == 0)
    #expect(fixture.container.visibleIndices == [0])
    fixture.finish()
  }
}
