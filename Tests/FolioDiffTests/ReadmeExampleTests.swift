import FolioDiff
import Testing

/// The README's FolioDiff example, kept compiling and true.
@Suite struct ReadmeExampleTests {
  struct Tab: Diffable, Equatable {
    var id: String
    var title: String
    var diffID: String { id }
  }

  @Test func readmeTabsExample_resultsAsDocumented() {
    let old = [
      Tab(id: "news", title: "News"), Tab(id: "sport", title: "Sport"),
      Tab(id: "music", title: "Music"),
    ]
    let new = [
      Tab(id: "music", title: "Music"), Tab(id: "news", title: "Top news"),
      Tab(id: "film", title: "Film"),
    ]
    let result = diff(old: old, new: new)
    #expect(result.deletes == [1])
    #expect(result.inserts == [2])
    #expect(result.updates == [0])
    #expect(result.moves == [DiffMove(from: 2, to: 0)])
    #expect(result.oldIndex(for: "music") == 2)
    #expect(result.newIndex(for: "music") == 0)
    let batch = result.forBatchUpdates()
    #expect(batch.moves == [DiffMove(from: 2, to: 0)] && batch.updates == [0])
  }
}
