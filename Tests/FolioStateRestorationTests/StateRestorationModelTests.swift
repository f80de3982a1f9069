@_spi(Testing) import Folio
@_spi(Testing) import FolioStateRestoration
import FolioTesting
import FolioWorkingRange
import Testing

/// Random swipes, jumps, drags, updates (inserts, deletes, moves, kind changes), reloads,
/// resizes, feed scrolls, store limits, working range sizes and snapshots, with the plugin's
/// invariants checked after every step: a restored state is the one last saved for that page,
/// never another page's; every controller is restored before it appears; the store stays
/// within its bounds and holds no state of a deleted page.
private struct RestorationSession {
  let f: FeedFixture
  let range = WorkingRangePlugin<FeedChannel>(size: 1)
  var operations: RandomPageOperations<FeedChannel>

  init(seed: UInt64) {
    let plugin = StateRestorationPlugin<FeedChannel>(maximumEntries: 6, maximumBytes: 200)
    let f = FeedFixture(count: 12, plugin: plugin)
    self.f = f
    f.container.addPlugin(range)
    var counter = 100
    let (container, range) = (f.container, range)
    operations = RandomPageOperations(
      driver: PageContainerDriver(container: f.container, clock: f.clock), seed: seed,
      makePage: { _ in
        counter += 1
        return FeedChannel(id: "p\(counter)")
      },
      changeContent: { page, _ in
        var page = page
        page.video.toggle()
        return page
      },
      setPages: { f.source.channels = $0 },
      extraOperations: [
        { random in
          // Scroll the feed of an active page.
          guard let index = container.activeIndices.randomElement(using: &random),
            let feed = container.activeController(at: index) as? FeedPage
          else { return "scrollFeed(none)" }
          feed.offset = Int.random(in: 0...500, using: &random)
          return "scrollFeed(\(index) → \(feed.offset))"
        },
        { random in
          plugin.maximumEntries = [0, 1, 3, 6, 50, -1][Int.random(in: 0..<6, using: &random)]
          plugin.maximumBytes = [0, 30, 200, 10_000][Int.random(in: 0..<4, using: &random)]
          return "limits(\(plugin.maximumEntries), \(plugin.maximumBytes))"
        },
        { random in
          range.leading = Int.random(in: 0...3, using: &random)
          range.trailing = Int.random(in: 0...3, using: &random)
          return "range(\(range.leading), \(range.trailing))"
        },
        { _ in
          let data = try? plugin.snapshot()
          return "snapshot(\(data?.count ?? -1) bytes)"
        },
      ])
  }

  func violation() -> String? {
    if let found = f.log.violations.first { return found }
    let plugin = f.plugin
    let ids = plugin.savedPageIDs
    if ids.count > max(0, plugin.maximumEntries) || plugin.byteCount > max(0, plugin.maximumBytes) {
      return "store over its bounds: \(ids.count) entries, \(plugin.byteCount) bytes"
    }
    if f.container.isQuiescent, f.container.count > 0 {
      let pages = Set(f.container.pages.map(\.id))
      if let stale = ids.first(where: { !pages.contains($0) }) {
        return "the state of deleted page \(stale) is kept"
      }
    }
    for page in f.container.activePages where !page.isDeleted {
      guard let feed = page.controller as? FeedPage else { continue }
      if feed.page != page.id { return "\(page.id)'s controller is bound to \(feed.page)" }
      if !feed.restoredSinceBind { return "\(page.id)'s controller was never restored" }
      // A state kept for an active page is of another type (its controller was swapped out):
      // one of the live controller's own type would be stale.
      if plugin.savedStateControllerType(of: page.id) == String(reflecting: type(of: feed)) {
        return "active page \(page.id) also has a kept state of its own controller's type"
      }
    }
    return nil
  }
}

@Suite struct StateRestorationModelTests {
  @Test(arguments: 0..<24)
  func randomOperations_restoredStateIsAlwaysThePagesOwn(seed: UInt64) {
    var session = RestorationSession(seed: seed)
    var history: [String] = []
    for step in 0..<1_500 {
      history.append(session.operations.step())
      session.f.checker.verify(session.f.container)
      if let violation = session.violation()
        ?? session.f.checker.violations.first.map({ "\($0)" })
      {
        Issue.record("seed \(seed), step \(step): \(violation)\nlast steps: \(history.suffix(6))")
        return
      }
    }
  }
}
