@_spi(Testing) import Folio
import FolioSupport
import FolioTesting
import FolioWorkingRange
import Testing

/// Random user and data operations with a player budget, pins, visited pages, memory pressure and a
/// working range: no budget is exceeded at any event (mid-swipe included), a pinned page keeps its
/// controller until unpinned or deleted, and the lifecycle contract holds throughout.
@Suite struct RetentionModelTests {
  /// Checks the budget at every event the container emits.
  ///
  /// A budget lowered below what shown pages hold takes effect as they go: from the end of a
  /// step within it, it must hold.
  final class BudgetWatch: PageEventObserver {
    weak var container: PageContainer<Clip>?
    var budget = 3 {
      didSet { armed = false }
    }
    var armed = false
    var worst = 0
    var at = ""
    func pageContainerDidEmit(_ event: PageEvent) {
      guard let container else { return }
      let players = container.liveControllerCounts["PlayerPage"] ?? 0
      if armed, players > budget, players > worst {
        worst = players
        let pages = container.activePages.map {
          "\($0.index):\(type(of: $0.controller))\($0.isDeleted ? "x" : "")"
        }
        at = "\(event) (pools \(container.poolSizes), active \(pages))"
      }
    }
  }

  @Test(arguments: 0..<16)
  func randomOperations_neverExceedABudget_andPinsHold(seed: Int) throws {
    let seed = UInt64(seed) &* 0x5851_F42D_4C95_7F2D &+ 11
    let harness = PageContainerHarness<Clip>()
    let clips = Clips(count: 12, mixed: seed % 2 == 0)
    clips.fallBackToPhotos = seed % 3 == 0
    harness.container.dataSource = clips
    let watch = BudgetWatch()
    watch.container = harness.container
    harness.container.addEventObserver(watch)
    try harness.container.setLiveBudget(3, for: PlayerPage.self)
    harness.container.addPlugin(WorkingRangePlugin<Clip>(size: Int(seed % 3)))
    harness.container.keepsVisitedPages = Int(seed % 4)
    harness.layout()
    var pinned: [Int: ObjectIdentifier] = [:]
    var next = 1_000
    let container = harness.container
    let extra: [RandomPageOperations<Clip>.Operation] = [
      { random in
        guard let index = container.activeIndices.randomElement(using: &random),
          let page = container.page(at: index),
          let controller = container.activeController(at: index)
        else { return "pin: nothing active" }
        do {
          try container.pin(page.id)
          // A pin keeps a player; a stand-in (a still or a placeholder the budget gave) may
          // still become the page's player.
          if controller is PlayerPage { pinned[page.id] = ObjectIdentifier(controller) }
          return "pin \(page.id)"
        } catch {
          return "pin \(page.id) refused: \(error)"
        }
      },
      { random in
        guard let id = pinned.keys.sorted().randomElement(using: &random) else {
          return "unpin: none"
        }
        container.unpin(id)
        pinned[id] = nil
        return "unpin \(id)"
      },
      { random in
        let delay = Duration.milliseconds(Int.random(in: -100...3_000, using: &random))
        container.shedMemory(regrowAfter: delay)
        return "shed \(delay)"
      },
      { random in
        let limit = Int.random(in: -1...5, using: &random)
        let before = watch.budget
        // Raised, the new budget applies at once (a stand-in may take a player in the request).
        watch.budget = max(before, max(1, limit))
        do {
          try container.setLiveBudget(limit, for: PlayerPage.self)
          watch.budget = max(1, limit)
          return "budget \(limit)"
        } catch {
          watch.budget = before
          return "budget \(limit) refused"
        }
      },
    ]
    var operations = RandomPageOperations(
      driver: harness.driver, seed: seed,
      makePage: { _ in
        next += 1
        return Clip(id: next)
      },
      setPages: { clips.clips = $0 }, extraOperations: extra)
    var history: [String] = []
    for step in 0..<1_500 {
      if step % 50 == 0 { harness.skip() }
      history.append(operations.step())
      // Armed at the end of a step within the budget (a lowered one takes effect as pages go).
      if (container.liveControllerCounts["PlayerPage"] ?? 0) <= watch.budget { watch.armed = true }
      harness.checker.verify(container)
      let context = "seed \(seed) step \(step): \(history.suffix(5))"
      if let violation = harness.checker.violations.first {
        Issue.record("\(violation); \(context)")
        return
      }
      if watch.worst > 0 {
        Issue.record(
          "\(watch.worst) players over a budget of \(watch.budget) at \(watch.at); \(context)")
        return
      }
      // A pinned page that is still there keeps the controller it had when pinned.
      for (id, controller) in pinned {
        guard let index = container.index(of: id) else {
          pinned[id] = nil  // deleted: its pin went with it
          continue
        }
        let now = container.activeController(at: index).map(ObjectIdentifier.init)
        if now != controller {
          Issue.record(
            "pinned page \(id) lost its controller; \(context); events: \(harness.unasserted.suffix(25).map(\.description))"
          )
          return
        }
      }
    }
    withExtendedLifetime(clips) {}
  }
}
