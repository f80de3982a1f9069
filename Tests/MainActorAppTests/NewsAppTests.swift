import Folio
import Testing

/// Yields until `condition` holds: a task resumed on the main actor runs when the executor gets
/// to it (under a full test run, after any number of yields and any wall time); gives up after
/// a minute, against a hang.
@MainActor
func yield(until condition: () -> Bool) async {
  let clock = ContinuousClock()
  let deadline = clock.now + .seconds(60)
  var yields = 0
  while !condition(), clock.now < deadline {
    await Task.yield()
    yields += 1
    if yields % 1_000 == 0 { try? await Task.sleep(for: .milliseconds(1)) }
  }
}

/// Loads articles after the test lets it, so that a page can leave the range first.
@MainActor
final class GatedLoader: ArticleLoader {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var started: [String] = []
  private var released = 0
  private var finished = 0

  func articles(of channel: Channel) async throws -> [Article] {
    started.append(channel.id)
    await withCheckedContinuation { waiting.append($0) }
    finished += 1
    return (0..<channel.articles).map { Article(id: "\(channel.id).\($0)", title: "\($0)") }
  }

  /// Lets every load started so far finish, once each has reached its wait.
  func release() async {
    await yield { waiting.count == started.count - released }
    let continuations = waiting
    waiting = []
    released += continuations.count
    for continuation in continuations { continuation.resume() }
    await yield { finished == released }
    // (What the app does with the articles runs on in the same task, after a yield or two.)
    for _ in 0..<10 { await Task.yield() }
  }
}

@MainActor
@Suite struct NewsAppTests {
  @Test func pagesLoadWhenTheyEnterTheRange_andCancelWhenTheyLeaveFirst() async {
    let loader = GatedLoader()
    let app = NewsApp(channels: 12, loader: loader)
    await yield { loader.started.count >= 2 }
    #expect(loader.started == ["c0", "c1"])
    let second = app.page(at: 1)
    try? app.container.scrollToPage(8, animated: false)  // c1 leaves before its load finished
    #expect(second?.cancels == 1)
    await yield { loader.started.contains("c8") }
    await loader.release()
    #expect(app.page(at: 8)?.articles.map(\.id) == ["c8.0", "c8.1", "c8.2"])
    #expect(app.visits.visits == ["c0", "c8"])
  }

  @Test func sectionControllersKeepTheirOwnStateOnTheMainActor() async {
    let loader = GatedLoader()
    let app = NewsApp(channels: 4, loader: loader)
    await yield { !loader.started.isEmpty }
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
