import Folio
import Testing

/// The Updates at Scale article's example, run.
@MainActor
@Suite struct UpdatesAtScaleSnippetTests {
  @Test func edits_changeTheFeedByIdentity_andAnOffActorUpdateFollowsTheDataSource() async {
    let feed = ReelFeed()
    let container = PageContainer<Reel>(
      viewportSize: Size(width: 40, height: 80), axis: .vertical, clock: ManualClock())
    container.dataSource = feed
    container.layoutIfNeeded()
    editReels(container, batch: (0..<8).map { Reel(id: "r\($0)") })
    #expect(
      container.pages.map(\.id) == ["pinned", "r5", "r1", "r2", "r3", "r4", "r6", "r7"])
    #expect(container.pages[4].caption == "edited")
    // The first page shown, r0, was removed: its neighbour r1 became current and stays so,
    // by identity, through the insert and the move before it.
    #expect(container.currentIndex == 2)
    // The data source has no pages: an update to its list empties the feed.
    #expect(await refreshReels(container))
    #expect(container.count == 0)
  }
}
