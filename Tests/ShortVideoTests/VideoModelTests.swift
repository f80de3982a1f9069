@_spi(Testing) import Folio
import FolioSupport
import FolioTesting
import ShortVideoCore
import Testing

/// Random scripts of every command: the player budget is never exceeded at any event, a pinned
/// clip keeps its controller, the feed is asked once per batch and only near its end, and the
/// lifecycle contract holds throughout.
@MainActor
@Suite struct VideoModelTests {
  final class Watch: PageEventObserver {
    weak var container: PageContainer<Clip>?
    var worst = 0
    var at = ""
    func pageContainerDidEmit(_ event: PageEvent) {
      guard let container else { return }
      let players = container.liveControllerCounts["ClipPage"] ?? 0
      if players > VideoService.playerBudget, players > worst {
        worst = players
        at = "\(event)"
      }
    }
  }

  @Test(arguments: 0..<10)
  func randomScripts_keepTheBudgetPinsAndContract(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7)
    let clock = ManualClock()
    let service = VideoService(
      latency: .milliseconds(Int.random(in: 0...600, using: &random)),
      pageSize: VideoScriptRunner.pageSize, clock: clock)
    let container = service.container
    let checker = LifecycleChecker(observing: container)
    let watch = Watch()
    watch.container = container
    container.addEventObserver(watch)
    var batches = 0
    var pinned: [String: ObjectIdentifier] = [:]
    service.eventHandler = { event in
      if event.name == "loadMore" { batches += 1 }
    }
    var history: [String] = []
    for step in 0..<400 {
      let command: VideoCommand =
        switch Int.random(in: 0..<14, using: &random) {
        case 0, 1: .paging(.swipe(direction: 1, wait: Bool.random(using: &random)))
        case 2: .paging(.swipe(direction: -1, wait: Bool.random(using: &random)))
        case 3:
          .paging(
            .jump(
              index: Int.random(in: -1...container.count, using: &random),
              instant: Bool.random(using: &random), wait: Bool.random(using: &random)))
        case 4: .paging(.drag(pages: Double.random(in: -1.5...1.5, using: &random)))
        case 5: .paging(.release(velocity: Double.random(in: -4...4, using: &random)))
        case 6: .paging(.tick(milliseconds: Int.random(in: 0...900, using: &random)))
        case 7: .wait
        case 8: .fail(Bool.random(using: &random))
        case 9: .retry
        case 10: .pin
        case 11: .unpin
        case 12: .memory
        default: .state
        }
      history.append("\(command)")
      let wasFailed = container.feedTailState == .failed
      let before = batches
      if case .unpin = command { pinned = [:] }
      if let current = container.currentIndex, case .pin = command,
        let controller = container.activeController(at: current),
        let page = container.page(at: current), page.kind == .clip
      {
        if VideoScriptRunner.perform(command, on: service, clock: clock) == nil,
          controller is ClipPage
        {
          pinned[page.id] = ObjectIdentifier(controller)
        }
      } else {
        _ = VideoScriptRunner.perform(command, on: service, clock: clock)
      }
      let context = "seed \(seed) step \(step): \(history.suffix(5))"
      checker.verify(container)
      if let violation = checker.violations.first {
        Issue.record("\(violation); \(context)")
        return
      }
      if watch.worst > 0 {
        Issue.record("\(watch.worst) players at \(watch.at); \(context)")
        return
      }
      #expect(batches - before <= 1, "more than one batch asked at once; \(context)")
      if wasFailed, case .retry = command {
      } else if wasFailed {
        #expect(batches == before, "a failed feed asked without a retry; \(context)")
      }
      for (id, controller) in pinned {
        guard let index = container.index(of: id) else { continue }
        let now = container.activeController(at: index).map(ObjectIdentifier.init)
        #expect(now == controller, "pinned \(id) lost its player; \(context)")
      }
    }
    withExtendedLifetime(service) {}
  }
}
