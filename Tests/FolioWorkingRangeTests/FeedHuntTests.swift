@_spi(Testing) import Folio
import FolioNestedScroll
import FolioStateRestoration
import FolioTesting
import FolioWorkingRange
import Foundation
import Testing

/// A clip of the feed hunt.
struct FeedClip: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var revision = 0
  var diffID: String { id }
  var description: String { id }
  var isTail: Bool { id.hasPrefix("~") }
}

/// A player: restorable (its state names its page), in the working range, a nested feed, and
/// firing the trap from every callback.
final class FeedPlayer: PageController, WorkingRangeDelegate, RestorablePageController,
  NestedScrollFeed
{
  struct State: Codable, Sendable {
    var page: String
    var offset: Double
  }
  let trap: CallbackTrap
  let problems: Problems
  private(set) var page: FeedClip?
  var nestedContentLength = 400.0
  var nestedFeedOffset = 0.0
  /// The last `shownOffset` it heard.
  private(set) var shown: Double?

  init(trap: CallbackTrap, problems: Problems) {
    self.trap = trap
    self.problems = problems
  }

  func prepareForReuse() {
    nestedFeedOffset = 0
    shown = nil
    trap.fire()
  }
  func bind(to page: FeedClip) {
    self.page = page
    trap.fire()
  }
  func pageWillAppear() { trap.fire() }
  func pageDidAppear() { trap.fire() }
  func pageDidDisappear() { trap.fire() }
  func pageWasReclaimed() { trap.fire() }
  func pageWillEnterWorkingRange() { trap.fire() }
  func pageDidExitWorkingRange() { trap.fire() }
  func nestedFeedDidScroll(shownOffset: Double) {
    shown = shownOffset
    trap.fire()
  }
  func nestedFeedDidStartRefreshing() { trap.fire() }

  func saveState() -> State? {
    trap.fire()
    guard let page else { return nil }
    return State(page: page.id, offset: nestedFeedOffset)
  }
  func restoreState(_ state: State?) {
    if let state, state.page != page?.id {
      problems.report("\(page?.id ?? "?") restored \(state.page)'s state")
    }
    nestedFeedOffset = state?.offset ?? 0
    shown = nil
    trap.fire()
  }
}

/// What shows a clip the player budget refused, and the feed's tail pages.
final class FeedPoster: PageController {
  typealias Page = FeedClip
}

/// A feed of clips in batches the test lands or fails, with loading, failure and end pages;
/// a clip whose player the budget refuses gets a poster, and a prefetch may get one on purpose.
final class HuntFeed: PageContainerFeedDataSource {
  var clips: [FeedClip] = []
  var batches: [PageBatch<FeedClip>] = []
  var total = 40
  var next = 0
  var postersForPrefetch = false
  let trap: CallbackTrap
  init(trap: CallbackTrap) { self.trap = trap }
  func pages(for container: PageContainer<FeedClip>) -> [FeedClip] { clips }
  func hasMorePages(for container: PageContainer<FeedClip>) -> Bool { next < total }
  func pageContainer(_ container: PageContainer<FeedClip>, loadMore batch: PageBatch<FeedClip>) {
    batches.append(batch)
    trap.fire()
  }
  func pageContainer(
    _ container: PageContainer<FeedClip>, tailPageFor state: FeedTailState
  ) -> FeedClip? {
    switch state {
    case .more, .loading: FeedClip(id: "~loading")
    case .failed: FeedClip(id: "~failed")
    case .ended: FeedClip(id: "~end")
    }
  }
  func pageContainer(
    _ container: PageContainer<FeedClip>, controllerFor page: FeedClip, at index: Int
  ) throws(PageContainerError) -> any PageController<FeedClip> {
    trap.fire()
    if page.isTail || (postersForPrefetch && container.controllerRequest == .prefetch) {
      return try container.dequeueReusablePage(of: FeedPoster.self, for: index)
    }
    do {
      return try container.dequeueReusablePage(of: FeedPlayer.self, for: index)
    } catch .liveBudgetReached {
      return try container.dequeueReusablePage(of: FeedPoster.self, for: index)
    }
  }
  /// The server answers the oldest batch: `count` clips, or a failure.
  func land(_ count: Int, fail: Bool) {
    guard !batches.isEmpty else { return }
    let batch = batches.removeFirst()
    if fail { return batch.fail() }
    let end = min(total, next + count)
    clips += (next..<end).map { FeedClip(id: "v\($0)") }
    next = end
    batch.finish()
  }
}

/// Budgets, the working range, restoration, load more and nested scrolling on one feed, with
/// requests armed in every callback; after every step the lifecycle contract, restored states,
/// the budget, the feeds' drawn offsets, and after every settle the working range's window
/// whenever the budget allows it.
private struct FeedHunt {
  let clock = ManualClock()
  let container: PageContainer<FeedClip>
  let feed: HuntFeed
  let range: WorkingRangePlugin<FeedClip>
  let restoration = StateRestorationPlugin<FeedClip>(maximumEntries: 6)
  let nested: NestedScrollCoordinator<FeedClip>
  let checker = LifecycleChecker()
  let trap = CallbackTrap()
  let problems = Problems()
  var operations: RandomPageOperations<FeedClip>

  init(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D)
    container = PageContainer(viewportSize: Size(width: 40, height: 100), clock: clock)
    feed = HuntFeed(trap: trap)
    let (trap, problems) = (self.trap, self.problems)
    container.register(FeedPlayer.self) { FeedPlayer(trap: trap, problems: problems) }
    container.register(FeedPoster.self) { FeedPoster() }
    range = WorkingRangePlugin(
      leading: Int.random(in: 0...2, using: &random),
      trailing: Int.random(in: 0...1, using: &random))
    nested = NestedScrollCoordinator(headerHeight: 20, pinnedHeight: 5, clock: clock)
    try? container.setLiveBudget(Int.random(in: 2...4, using: &random), for: FeedPlayer.self)
    feed.postersForPrefetch = Int.random(in: 0..<3, using: &random) == 0
    container.addEventObserver(checker)
    container.addEventObserver(TrapObserver(trap: trap))
    // The plugins in a random order: restore still comes before a range enter.
    var plugins: [any PageContainerPlugin<FeedClip>] = [range, restoration, nested]
    plugins.shuffle(using: &random)
    for plugin in plugins { container.addPlugin(plugin) }
    container.dataSource = feed
    container.layoutIfNeeded()
    feed.land(Int.random(in: 1...6, using: &random), fail: false)
    container.layoutIfNeeded()
    let (container, feed, nested, range, restoration) = (
      self.container, self.feed, self.nested, self.range, self.restoration
    )
    /// Requests a feed app makes; armed inside callbacks, or made at once.
    let requests: [(String, () -> Void)] = [
      ("land", { [weak feed] in feed?.land(5, fail: false) }),
      ("fail", { [weak feed] in feed?.land(5, fail: true) }),
      ("retry", { [weak container] in container?.retryLoadingMore() }),
      (
        "pin",
        { [weak container] in
          guard let container, let index = container.currentIndex,
            let id = container.page(at: index)?.id
          else { return }
          try? container.pin(id)
        }
      ),
      (
        "unpin",
        { [weak container] in
          for id in container?.pinnedPages ?? [] { container?.unpin(id) }
        }
      ),
      ("memory", { [weak container] in container?.shedMemory(regrowAfter: .milliseconds(300)) }),
      (
        "budget",
        { [weak container] in
          // Refused while pins would fill the smaller budget.
          let now = container?.liveBudget(for: FeedPlayer.self) ?? 2
          try? container?.setLiveBudget(now == 2 ? 3 : 2, for: FeedPlayer.self)
        }
      ),
      ("vdrag", { [weak nested] in nested?.verticalDrag(by: 30) }),
      ("vpull", { [weak nested] in nested?.verticalDrag(by: -90) }),
      ("vrelease", { [weak nested] in nested?.verticalRelease(velocity: 0) }),
      ("endRefreshing", { [weak nested] in nested?.endRefreshing() }),
      ("range", { [weak range] in range?.leading = range?.leading == 1 ? 2 : 1 }),
      ("snapshot", { [weak restoration] in _ = try? restoration?.snapshot() }),
      (
        "bound",
        { [weak container] in
          // The bound-page limit beside the player budget: 2, 3, 5 pages, or none.
          let limits = [nil, 2, 3, 5]
          let now = limits.firstIndex(of: container?.boundPageLimit) ?? 0
          container?.boundPageLimit = limits[(now + 1) % limits.count]
        }
      ),
    ]
    // A feed's own operations, often: batches, pins and the budget.
    let feedOperation: RandomPageOperations<FeedClip>.Operation = { random in
      let (label, request) = requests[Int.random(in: 0..<7, using: &random)]
      request()
      return label
    }
    var clipCounter = 1_000
    operations = RandomPageOperations(
      driver: PageContainerDriver(container: container, clock: clock), seed: seed, trap: trap,
      makePage: { _ in
        clipCounter += 1
        return FeedClip(id: "x\(clipCounter)")
      },
      changeContent: { clip, _ in
        var changed = clip
        changed.revision += 1
        return changed
      },
      // The container's pages include the tail page: the feed's clips do not.
      setPages: { [weak feed] pages in feed?.clips = pages.filter { !$0.isTail } },
      extraOperations: [
        { random in
          let (label, request) = requests[Int.random(in: 0..<requests.count, using: &random)]
          if Bool.random(using: &random) {
            trap.arm(label, request)
            return "arm(\(label))"
          }
          request()
          return label
        }
      ] + Array(repeating: feedOperation, count: 4))
  }

  /// The first broken rule, if any.
  func violation(afterSettle: Bool) -> String? {
    if let problem = problems.first { return problem }
    if let broken = checker.violations.first { return "\(broken)" }
    let budget = container.liveBudget(for: FeedPlayer.self) ?? .max
    // The budget: more players than it allows only on shown or pinned pages (none pooled).
    let players = container.liveControllerCounts["FeedPlayer"] ?? 0
    if players > budget {
      let pinned = Set(container.pinnedPages)
      for index in container.activeIndices {
        guard container.activeController(at: index) is FeedPlayer,
          let id = container.page(at: index)?.id
        else { continue }
        if !container.visibleIndices.contains(index), !pinned.contains(id) {
          return "\(players) players over a budget of \(budget): \(id) is hidden and not pinned"
        }
      }
    }
    // A feed the reader left is drawn where it rests.
    let current = container.currentIndex
    for index in container.activeIndices where index != current {
      guard let player = container.activeController(at: index) as? FeedPlayer,
        let shown = player.shown
      else { continue }
      if shown != player.nestedFeedOffset {
        return "page \(index)'s feed drawn at \(shown), resting at \(player.nestedFeedOffset)"
      }
    }
    guard afterSettle, container.phase == .resting, container.canShowPages,
      container.feedTailState != .loading
    else { return nil }
    // The bound-page limit: more pages bound than it allows only when each is shown, current
    // or pinned.
    let limit = container.boundPageLimit ?? .max
    let bound = container.activeIndices
    if bound.count > limit {
      let kept = Set(container.visibleIndices + [current ?? -1]).union(
        container.pinnedPages.compactMap { container.index(of: $0) })
      if let free = bound.first(where: { !kept.contains($0) }) {
        return "\(bound.count) pages bound over a limit of \(limit): page \(free) may go"
      }
    }
    // At rest the range is the documented window whenever the budget allows it.
    let window = expectedWindow
    let wanted = Set(window + container.visibleIndices).union(
      container.pinnedPages.compactMap { container.index(of: $0) })
    let clips = wanted.filter { container.page(at: $0).map { !$0.isTail } ?? false }
    FeedHuntStats.considered += 1
    // (A limit reached keeps the nearest pages, which may lie outside the window: the page
    // behind before the page two ahead. BoundPageLimitTests checks that order.)
    guard clips.count <= budget, bound.count < limit, !feed.postersForPrefetch else {
      return nil
    }
    FeedHuntStats.checked += 1
    let inRange = range.pagesInRange.compactMap { container.index(of: $0) }.sorted()
    if inRange != window {
      return "at rest on \(current ?? -1) the range is \(inRange), the window \(window)"
        + " (budget \(budget), players \(container.liveControllerCounts))"
    }
    return nil
  }

  /// The window at rest: the current page widened by the leading size toward the direction of
  /// travel and the trailing size behind, clipped to the pages.
  private var expectedWindow: [Int] {
    guard let current = container.currentIndex else { return [] }
    let (ahead, behind) = (max(0, range.leading), max(0, range.trailing))
    let (below, above) = container.travelDirection == .backward ? (ahead, behind) : (behind, ahead)
    let low = max(0, current - below)
    let high = min(container.count - 1, current + above)
    return low <= high ? Array(low...high) : []
  }
}

enum FeedHuntStats {
  nonisolated(unsafe) static var considered = 0
  nonisolated(unsafe) static var checked = 0
}
@Suite(.serialized) struct FeedHuntTests {
  @Test(arguments: 0..<300) func aFeedWithEveryPlugin_keepsEveryRule(seed: UInt64) {
    var hunt = FeedHunt(seed: seed)
    var history: [String] = []
    for step in 0..<600 {
      var operation = hunt.operations.step()
      var settle = false
      if step % 3 == 2 {
        // Now and then the pages rest, the batches on their way land, and the clock runs past
        // any memory pressure.
        hunt.container.endDragging(velocity: 0)
        hunt.clock.runUntilIdle()
        while !hunt.feed.batches.isEmpty { hunt.feed.land(5, fail: false) }
        hunt.clock.advance(by: .seconds(1))
        hunt.clock.runUntilIdle()
        operation += " + settle"
        settle = true
      }
      history.append(operation)
      hunt.checker.verify(hunt.container)
      if let violation = hunt.violation(afterSettle: settle) {
        Issue.record(
          "seed \(seed), step \(step): \(violation)\nlast: \(history.suffix(8))\n\(hunt.configuration)"
        )
        return
      }
    }
    print("STATS", FeedHuntStats.considered, FeedHuntStats.checked)
  }
}

extension FeedHunt {
  var configuration: String {
    "budget \(container.liveBudget(for: FeedPlayer.self) ?? 0), bound limit"
      + " \(container.boundPageLimit.map(String.init) ?? "none"), range \(range.leading)/\(range.trailing), posters for prefetch "
      + "\(feed.postersForPrefetch)"
  }
}
