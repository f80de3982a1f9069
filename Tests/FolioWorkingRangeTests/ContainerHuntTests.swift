@_spi(Testing) import Folio
import FolioTesting
import FolioWorkingRange
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A channel of the hunt: its kind picks the controller type; a broken one makes the data
/// source fail.
struct Channel: Diffable, Equatable, CustomStringConvertible {
  enum Kind: CaseIterable { case news, video, broken }
  var id: String
  var kind = Kind.news
  var revision = 0
  var diffID: String { id }
  var description: String { id }
}

/// Controllers that fire the trap from every callback, so that armed requests run inside
/// `prepareForReuse`, `bind`, the lifecycle and working-range callbacks.
class HuntPage: PageController, WorkingRangeDelegate {
  let trap: CallbackTrap
  init(trap: CallbackTrap) { self.trap = trap }
  func prepareForReuse() { trap.fire() }
  func bind(to page: Channel) { trap.fire() }
  func pageWillAppear() { trap.fire() }
  func pageDidAppear() { trap.fire() }
  func pageDidDisappear() { trap.fire() }
  func pageWasReclaimed() { trap.fire() }
  func pageWillEnterWorkingRange() { trap.fire() }
  func pageDidExitWorkingRange() { trap.fire() }
}
final class NewsPage: HuntPage {}
final class VideoPage: HuntPage {}

final class Channels: PageContainerDataSource {
  var channels: [Channel] = []
  let trap: CallbackTrap
  init(trap: CallbackTrap) { self.trap = trap }
  func pages(for container: PageContainer<Channel>) -> [Channel] { channels }
  func pageContainer(
    _ container: PageContainer<Channel>, controllerFor page: Channel, at index: Int
  ) throws(PageContainerError) -> any PageController<Channel> {
    trap.fire()
    switch container.page(at: index)?.kind ?? .news {
    case .news: return try container.dequeueReusablePage(of: NewsPage.self, for: index)
    case .video: return try container.dequeueReusablePage(of: VideoPage.self, for: index)
    case .broken:
      throw PageContainerError.noController(index: index, page: "?", reason: "a broken channel")
    }
  }
}

/// The working range's invariants from the event stream, per identity and per controller:
/// enters and exits alternate, and a controller exits before it is reclaimed.
final class RangeProtocolChecker: PageEventObserver {
  private(set) var inRange: [String: ControllerTag?] = [:]
  private(set) var violations: [String] = []

  func pageContainerDidEmit(_ event: PageEvent) {
    switch event {
    case .plugin("enterWorkingRange", _, let page, let tag):
      if inRange[page] != nil { violations.append("second enter for \(page)") }
      inRange[page] = tag
    case .plugin("exitWorkingRange", _, let page, let tag):
      guard let entered = inRange.removeValue(forKey: page) else {
        return violations.append("exit without enter for \(page)")
      }
      if entered != tag { violations.append("\(page) exits with another controller") }
    case .reclaimed(_, let page, let tag):
      if let entered = inRange[page], entered == tag {
        violations.append("\(page) reclaimed while in range, without its exit")
      }
    default:
      break
    }
  }

  func reset(to pages: [String]) {
    inRange = [:]
    for page in pages { inRange[page] = .some(nil) }
  }
}

/// One random configuration and its container, plugin and operations.
private struct Hunt {
  let seed: UInt64
  let clock: ManualClock
  let container: PageContainer<Channel>
  let source: Channels
  let plugin: WorkingRangePlugin<Channel>
  let checker = LifecycleChecker()
  let rangeChecker = RangeProtocolChecker()
  let trap = CallbackTrap()
  let recorder = PageEventRecorder()
  let restChecks = Counter()
  var operations: RandomPageOperations<Channel>
  var configuration: String

  init(seed: UInt64) {
    self.seed = seed
    var random = SeededRandomNumberGenerator(seed: seed &* 0x9E37_79B9)
    let frame = [1, 16, 17, 33, 100, 250][Int.random(in: 0..<6, using: &random)]
    let durations = [0, 1, 300, 1_000].map(Duration.milliseconds)
    let glide = durations[Int.random(in: 0..<4, using: &random)]
    let animation = durations[Int.random(in: 0..<4, using: &random)]
    let viewports = [
      Size(width: 100, height: 40), Size(width: 0.1, height: 40), Size(width: 7.7, height: 7.7),
      Size(width: 1e-3, height: 1e6), Size(width: 1e6, height: 0.3), Size(width: 33.3, height: 0),
    ]
    let viewport = viewports[Int.random(in: 0..<viewports.count, using: &random)]
    let axis: ScrollAxis = Bool.random(using: &random) ? .horizontal : .vertical
    let leading = Int.random(in: 0...3, using: &random)
    let trailing = Bool.random(using: &random) ? leading : Int.random(in: 0...3, using: &random)
    clock = ManualClock(frameInterval: .milliseconds(frame))
    container = PageContainer(
      viewportSize: viewport, axis: axis,
      physics: ScrollPhysics(decelerationDuration: glide, animationDuration: animation),
      clock: clock)
    source = Channels(trap: trap)
    let trap = self.trap
    container.register(NewsPage.self) { NewsPage(trap: trap) }
    container.register(VideoPage.self) { VideoPage(trap: trap) }
    container.recycleDistance = Int.random(in: 0...5, using: &random)
    container.poolLimit = [nil, 0, 1, 2, 3][Int.random(in: 0..<5, using: &random)]
    plugin = WorkingRangePlugin(leading: leading, trailing: trailing)
    configuration =
      "frame \(frame) ms, glide \(glide), animation \(animation), viewport \(viewport) \(axis), "
      + "range \(leading)/\(trailing), recycle \(container.recycleDistance), "
      + "pool \(container.poolLimit.map(String.init) ?? "nil")"
    container.addEventObserver(checker)
    container.addEventObserver(rangeChecker)
    if getenv("FOLIO_HUNT_STATS") != nil { container.addEventObserver(recorder) }
    var next = 0
    func newChannel(_ random: inout SeededRandomNumberGenerator) -> Channel {
      next += 1
      return Channel(
        id: "c\(next)", kind: Channel.Kind.allCases[Int.random(in: 0..<2, using: &random)])
    }
    source.channels = (0..<Int.random(in: 0...12, using: &random)).map { _ in newChannel(&random) }
    container.dataSource = source
    container.addPlugin(plugin)
    container.layoutIfNeeded()
    let (container, plugin, source) = (self.container, self.plugin, self.source)
    let attached = Flag()
    attached.isSet = true
    operations = RandomPageOperations(
      driver: PageContainerDriver(container: container, clock: clock), seed: seed, trap: trap,
      makePage: newChannel,
      changeContent: { channel, random in
        var changed = channel
        changed.revision += 1
        if Int.random(in: 0..<3, using: &random) == 0 {
          changed.kind = Channel.Kind.allCases[Int.random(in: 0..<3, using: &random)]
        }
        return changed
      },
      setPages: { source.channels = $0 },
      extraOperations: [
        { random in
          let sizes = [0, 1, 2, 3, 5, Int.max, Int.min]
          let leading = sizes[Int.random(in: 0..<sizes.count, using: &random)]
          let trailing = sizes[Int.random(in: 0..<sizes.count, using: &random)]
          plugin.leading = leading
          plugin.trailing = trailing
          return "range(\(leading), \(trailing))"
        },
        { random in
          if attached.isSet { container.removePlugin(plugin) } else { container.addPlugin(plugin) }
          attached.isSet.toggle()
          return attached.isSet ? "addPlugin" : "removePlugin"
        },
      ])
  }

  /// The first broken promise, if any.
  func problem() -> String? {
    checker.verify(container)
    if let violation = checker.violations.first { return violation.message }
    if let violation = rangeChecker.violations.first { return violation }
    let attached = container.attachedPlugins.contains { $0 === plugin }
    for id in plugin.pagesInRange
    where container.index(of: id).flatMap(container.activeController(at:)) == nil {
      return "\(id) in range but not active"
    }
    if !attached, !plugin.pagesInRange.isEmpty { return "detached but holds pages" }
    if attached, container.phase == .resting, container.isQuiescent {
      restChecks.value += 1
      let range = plugin.pagesInRange.compactMap { container.index(of: $0) }.sorted()
      if range != expectedRange() { return "range at rest \(range), expected \(expectedRange())" }
    }
    return nil
  }

  private func expectedRange() -> [Int] {
    guard let current = container.currentIndex, container.canShowPages else { return [] }
    let ahead = max(0, plugin.leading)
    let behind = max(0, plugin.trailing)
    let (below, above) = container.travelDirection == .backward ? (ahead, behind) : (behind, ahead)
    return Array(
      (current - min(current, below))...(current + min(container.count - 1 - current, above)))
  }
}

final class Counter { var value = 0 }

/// A flag a closure can share.
final class Flag {
  var isSet = false
}

/// The model test that hunts: random configurations and operations, including requests armed
/// inside every kind of callback, against the lifecycle grammar, the rest rule and the working
/// range's invariants after every operation.
///
/// Runs 64 seeds × `FOLIO_HUNT_STEPS` operations (16,000 by default: over 10^6 checked
/// operations per `swift test`); set `FOLIO_HUNT_SEEDS` for more seeds in a long soak, and
/// `FOLIO_HUNT_STATS=1` to print what each seed reached (callbacks fired, diagnostics,
/// appearances, reclaims, range enters, checks at rest).
@Suite struct ContainerHuntTests {
  static let steps = environmentInt("FOLIO_HUNT_STEPS") ?? 16_000
  static let seeds = environmentInt("FOLIO_HUNT_SEEDS") ?? 64

  @Test(arguments: 0..<8)
  func randomConfigurationsAndOperations_everyContractHolds(shard: Int) {
    var checked = 0
    for seed in stride(from: shard, to: Self.seeds, by: 8) {
      var hunt = Hunt(seed: UInt64(seed))
      var history: [String] = []
      for step in 0..<Self.steps {
        history.append(hunt.operations.step())
        if history.count > 12 { history.removeFirst() }
        checked += 1
        if let problem = hunt.problem()
          ?? (history.last?.hasSuffix("!") == true ? history.last : nil)
        {
          Issue.record(
            "seed \(seed), step \(step): \(problem)\nconfiguration: \(hunt.configuration)\nlast steps: \(history)"
          )
          return
        }
      }
      if getenv("FOLIO_HUNT_STATS") != nil {
        let events = hunt.recorder.events
        func n(_ p: (PageEvent) -> Bool) -> Int { events.filter(p).count }
        print(
          "STATS seed \(seed) fired \(hunt.trap.fired) diag \(n { if case .diagnostic = $0 { true } else { false } }) will \(n { if case .willAppear = $0 { true } else { false } }) reclaimed \(n { if case .reclaimed = $0 { true } else { false } }) released \(n { if case .released = $0 { true } else { false } }) enter \(n { if case .plugin("enterWorkingRange", _, _, _) = $0 { true } else { false } }) restChecks \(hunt.restChecks.value)"
        )
      }
      hunt.operations.driver.container.endDragging(velocity: 0)
      hunt.operations.driver.runUntilSettled()
      hunt.checker.finish(hunt.container)
      if let violation = hunt.checker.violations.first?.message ?? hunt.problem() {
        Issue.record(
          "seed \(seed), at the finish: \(violation)\nconfiguration: \(hunt.configuration)")
        return
      }
    }
    #expect(checked == Self.steps * ((Self.seeds - shard + 7) / 8))
  }
}

func environmentInt(_ name: String) -> Int? {
  getenv(name).flatMap { Int(String(cString: $0)) }
}
