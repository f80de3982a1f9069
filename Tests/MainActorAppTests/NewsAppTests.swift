import Folio
import Testing

/// Loads articles after the test lets it, so that a page can leave the range first.
@MainActor
final class GatedLoader: ArticleLoader {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var started: [String] = []

  func articles(of channel: Channel) async throws -> [Article] {
    started.append(channel.id)
    await withCheckedContinuation { waiting.append($0) }
    return (0..<channel.articles).map { Article(id: "\(channel.id).\($0)", title: "\($0)") }
  }

  /// Lets every waiting load finish.
  func release() async {
    for _ in 0..<10 { await Task.yield() }  // loads just started reach their wait
    let continuations = waiting
    waiting = []
    for continuation in continuations { continuation.resume() }
    for _ in 0..<10 { await Task.yield() }
  }
}

@MainActor
@Suite struct NewsAppTests {
  @Test func pagesLoadWhenTheyEnterTheRange_andCancelWhenTheyLeaveFirst() async {
    let loader = GatedLoader()
    let app = NewsApp(channels: 12, loader: loader)
    for _ in 0..<5 { await Task.yield() }
    #expect(loader.started == ["c0", "c1"])
    let second = app.page(at: 1)
    try? app.container.scrollToPage(8, animated: false)  // c1 leaves before its load finished
    #expect(second?.cancels == 1)
    await loader.release()
    #expect(app.page(at: 8)?.articles.map(\.id) == ["c8.0", "c8.1", "c8.2"])
    #expect(app.visits.visits == ["c0", "c8"])
  }

  @Test func sectionControllersKeepTheirOwnStateOnTheMainActor() async {
    let loader = GatedLoader()
    let app = NewsApp(channels: 4, loader: loader)
    for _ in 0..<5 { await Task.yield() }
    await loader.release()
    guard let page = app.page(at: 0) else {
      Issue.record("no page 0")
      return
    }
    page.feed.collectionView.layoutIfNeeded()
    #expect(page.sections["c0.0"]?.title == "0")
    #expect(page.sections["c0.0"]?.displayed == 1)
    app.container.swipe(.forward)
    app.clock.runUntilIdle()
    #expect(app.container.currentIndex == 1)
    // The load the swipe started waits on the gate: let it finish, or its task waits forever.
    await loader.release()
  }
}
