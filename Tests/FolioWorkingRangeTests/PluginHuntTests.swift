@_spi(Testing) import Folio
import FolioAccessibility
import FolioImpressions
import FolioStateRestoration
import FolioTabStrip
import FolioTesting
import FolioWorkingRange
import Foundation
import Testing

/// A controller of the plugin hunt: restorable (its state names its page, so a state restored
/// into another page is caught), in the working range, and firing the trap from every callback,
/// saving and restoring included.
final class HuntFeedPage: PageController, WorkingRangeDelegate, RestorablePageController {
  struct State: Codable, Sendable {
    var page: String
    var offset: Int
  }
  let trap: CallbackTrap
  let problems: Problems
  private(set) var page: Channel?
  private var offset = 0

  init(trap: CallbackTrap, problems: Problems) {
    self.trap = trap
    self.problems = problems
  }

  func prepareForReuse() { trap.fire() }
  func bind(to page: Channel) {
    if let old = self.page, old.id != page.id {
      problems.report("\(old.id)'s controller bound to \(page.id) while still serving it")
    }
    self.page = page
    trap.fire()
  }
  func pageWillAppear() {
    offset += 1
    trap.fire()
  }
  func pageDidAppear() { trap.fire() }
  func pageDidDisappear() { trap.fire() }
  func pageWasReclaimed() {
    page = nil
    trap.fire()
  }
  func pageWillEnterWorkingRange() { trap.fire() }
  func pageDidExitWorkingRange() { trap.fire() }

  func saveState() -> State? {
    trap.fire()
    guard let page else { return nil }
    return State(page: page.id, offset: offset)
  }

  func restoreState(_ state: State?) {
    if let state, state.page != page?.id {
      problems.report("\(page?.id ?? "?") restored \(state.page)'s state")
    }
    offset = state?.offset ?? 0
    trap.fire()
  }
}

/// Problems found by the hunt's controllers and observers.
final class Problems {
  private(set) var first: String?
  func report(_ problem: String) {
    if first == nil { first = problem }
  }
}

/// Fires the trap from the event stream: requests made by an event observer while the container,
/// or a plugin doing its own work (a snapshot, the end of visits), delivers an event.
final class TrapObserver: PageEventObserver {
  let trap: CallbackTrap
  init(trap: CallbackTrap) { self.trap = trap }
  func pageContainerDidEmit(_ event: PageEvent) { trap.fire() }
}

final class HuntChannels: PageContainerDataSource {
  var channels: [Channel] = []
  let trap: CallbackTrap
  init(trap: CallbackTrap) { self.trap = trap }
  func pages(for container: PageContainer<Channel>) -> [Channel] { channels }
  func pageContainer(
    _ container: PageContainer<Channel>, controllerFor page: Channel, at index: Int
  ) throws(PageContainerError) -> any PageController<Channel> {
    trap.fire()
    switch container.page(at: index)?.kind ?? .news {
    case .news, .video: return try container.dequeueReusablePage(of: HuntFeedPage.self, for: index)
    case .broken:
      throw PageContainerError.noController(index: index, page: "?", reason: "a broken channel")
    }
  }
}

/// All five shipped plugins on one container, with requests (plugin setters, snapshots, the end
/// of visits, taps) armed inside every hook, controller callback and event, on fractional and
/// empty viewports, both axes, and a checker attached late.
private struct PluginHunt {
  let clock: ManualClock
  let container: PageContainer<Channel>
  let source: HuntChannels
  let range: WorkingRangePlugin<Channel>
  let strip: TabStrip<Channel>
  let restoration: StateRestorationPlugin<Channel>
  let impressions: PageImpressionsPlugin<Channel>
  let accessibility: PageAccessibilityPlugin<Channel>
  let checker = LifecycleChecker()
  let rangeChecker = RangeProtocolChecker()
  let trap = CallbackTrap()
  let problems = Problems()
  let observer: TrapObserver
  var operations: RandomPageOperations<Channel>
  var configuration: String

  init(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed &* 0x51_7CC1_B727_220A)
    let viewports = [
      Size(width: 100, height: 40), Size(width: 13.3, height: 40), Size(width: 7.7, height: 7.7),
      Size(width: 0.1, height: 1e6), Size(width: 33.3, height: 0), Size(width: 1e6, height: 0.3),
    ]
    let viewport = viewports[Int.random(in: 0..<viewports.count, using: &random)]
    let axis: ScrollAxis = Bool.random(using: &random) ? .horizontal : .vertical
    let frame = [16, 17, 33, 100][Int.random(in: 0..<4, using: &random)]
    clock = ManualClock(frameInterval: .milliseconds(frame))
    container = PageContainer(viewportSize: viewport, axis: axis, clock: clock)
    source = HuntChannels(trap: trap)
    let (trap, problems) = (self.trap, self.problems)
    container.register(HuntFeedPage.self) { HuntFeedPage(trap: trap, problems: problems) }
    container.recycleDistance = Int.random(in: 0...4, using: &random)
    range = WorkingRangePlugin(size: Int.random(in: 0...2, using: &random))
    strip = TabStrip(visibleWidth: 40, title: { $0.id })
    restoration = StateRestorationPlugin(maximumEntries: Int.random(in: 0...8, using: &random))
    impressions = PageImpressionsPlugin(minimumDuration: .milliseconds(100))
    accessibility = PageAccessibilityPlugin()
    observer = TrapObserver(trap: trap)
    configuration =
      "viewport \(viewport) \(axis), frame \(frame) ms, range \(range.leading), "
      + "recycle \(container.recycleDistance), states \(restoration.maximumEntries)"
    container.addEventObserver(checker)
    container.addEventObserver(rangeChecker)
    container.addEventObserver(observer)
    var next = 0
    func newChannel(_ random: inout SeededRandomNumberGenerator) -> Channel {
      next += 1
      return Channel(id: "c\(next)")
    }
    source.channels = (0..<Int.random(in: 0...8, using: &random)).map { _ in newChannel(&random) }
    container.dataSource = source
    for plugin in [range, strip, restoration, impressions, accessibility]
      as [any PageContainerPlugin<Channel>]
    {
      container.addPlugin(plugin)
    }
    container.layoutIfNeeded()
    let (container, range, strip, restoration, impressions, source) = (
      self.container, self.range, self.strip, self.restoration, self.impressions, self.source
    )
    let accessibility = self.accessibility
    // Focus only ever goes to the settled page, shown.
    // Weakly: the container holds the plugin, which holds this closure.
    accessibility.moveFocus = { [weak container] index in
      guard let container else { return }
      if container.canShowPages, container.visibleIndices != [index] {
        problems.report("focus to \(index) while showing \(container.visibleIndices)")
      }
    }
    /// Requests a plugin's user makes; armed inside callbacks, or made at once.
    let pluginRequests: [(String, () -> Void)] = [
      ("range.size", { range.size = 1 }),
      ("range.leading", { range.leading = 3 }),
      ("range.trailing", { range.trailing = 0 }),
      ("states.maximumEntries", { restoration.maximumEntries = 1 }),
      ("states.maximumBytes", { restoration.maximumBytes = 64 }),
      ("states.removeAll", { restoration.removeAll() }),
      ("states.snapshot", { _ = try? restoration.snapshot() }),
      ("impressions.endVisits", { impressions.endVisits() }),
      ("strip.select", { try? strip.select(0) }),
      ("strip.visibleWidth", { strip.visibleWidth = 13.3 }),
      ("strip.tap", { _ = strip.tap(atX: 5) }),
      ("a11y.increment", { accessibility.increment() }),
      ("a11y.end", { accessibility.handleKey(.end) }),
      ("a11y.tabLeft", { accessibility.handleKey(.left, in: .tabStrip) }),
      ("a11y.scroll", { _ = accessibility.scroll(.previous) }),
      ("a11y.reducesMotion", { accessibility.reducesMotion.toggle() }),
    ]
    operations = RandomPageOperations(
      driver: PageContainerDriver(container: container, clock: clock), seed: seed, trap: trap,
      makePage: newChannel,
      changeContent: { channel, random in
        var changed = channel
        changed.revision += 1
        if Int.random(in: 0..<4, using: &random) == 0 { changed.kind = .broken }
        return changed
      },
      setPages: { source.channels = $0 },
      extraOperations: [
        { random in
          let (label, request) = pluginRequests[
            Int.random(in: 0..<pluginRequests.count, using: &random)]
          trap.arm(label, request)
          return "arm(\(label))"
        },
        { random in
          let (label, request) = pluginRequests[
            Int.random(in: 0..<pluginRequests.count, using: &random)]
          request()
          return label
        },
      ])
  }

  /// The first broken promise, if any.
  func problem() -> String? {
    checker.verify(container)
    if let violation = checker.violations.first { return violation.message }
    if let violation = rangeChecker.violations.first { return violation }
    if let problem = problems.first { return problem }
    for id in range.pagesInRange
    where container.index(of: id).flatMap(container.activeController(at:)) == nil {
      return "\(id) in range but not active"
    }
    if accessibility.elements.map(\.index) != container.visibleIndices {
      return "the accessibility tree \(accessibility.elements.map(\.index)) is not the shown "
        + "pages \(container.visibleIndices)"
    }
    guard container.phase == .resting, container.isQuiescent else { return nil }
    if accessibility.destinationIndex != container.currentIndex {
      return "at rest on \(String(describing: container.currentIndex)), the value speaks of "
        + "\(String(describing: accessibility.destinationIndex))"
    }
    if strip.count != container.count {
      return "the strip has \(strip.count) tabs for \(container.count) pages"
    }
    if container.canShowPages, strip.selectedIndex != container.currentIndex {
      return "at rest on \(String(describing: container.currentIndex)), the strip selects "
        + "\(String(describing: strip.selectedIndex))"
    }
    let visible = Set(container.visibleIndices.compactMap { container.page(at: $0)?.id })
    for id in impressions.tracker.openVisits where !visible.contains(id) {
      return "a visit of \(id) is open while it is not shown"
    }
    // A page served by a controller that cannot restore (a placeholder) keeps its state for
    // the next one that can.
    for id in restoration.savedPageIDs
    where container.index(of: id).flatMap(container.activeController(at:)) is HuntFeedPage {
      return "active page \(id) also has a kept state"
    }
    return nil
  }
}

/// The hunt with every shipped plugin attached at once: 32 seeds × `FOLIO_PLUGIN_HUNT_STEPS`
/// operations (8,000 by default), checked after every operation, a second checker attached
/// half way through.
@Suite struct PluginHuntTests {
  static let steps = environmentInt("FOLIO_PLUGIN_HUNT_STEPS") ?? 8_000

  @Test(arguments: 0..<4)
  func everyPluginAtOnce_requestsFromEveryCallback_everyContractHolds(shard: Int) {
    for seed in stride(from: shard, to: 32, by: 4) {
      var hunt = PluginHunt(seed: UInt64(seed))
      var history: [String] = []
      var late: LifecycleChecker?
      for step in 0..<Self.steps {
        history.append(hunt.operations.step())
        if history.count > 12 { history.removeFirst() }
        if step == Self.steps / 2 {
          late = LifecycleChecker(observing: hunt.container)
        }
        late?.verify(hunt.container)
        if let problem = hunt.problem() ?? late?.violations.first.map({ "late: \($0)" }) {
          Issue.record(
            "seed \(seed), step \(step): \(problem)\nconfiguration: \(hunt.configuration)\nlast steps: \(history)"
          )
          return
        }
      }
    }
  }
}
