@_spi(Testing) import Folio
import FolioSupport
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// Random sessions against the service, with its invariants checked after every step.
///
/// Swipes, drags, releases, jumps, taps, feed scrolls, config changes, latency changes and
/// ticks; the invariants:
/// - every load that starts finishes or is cancelled exactly once, and only for a channel in
///   the working range;
/// - a feed only ever shows its own channel's items;
/// - a restored offset is the one saved last for that channel;
/// - at rest, the tab strip's indicator is on the selected tab, which is the current one.
@MainActor
private final class NewsModel {
  let clock = ManualClock()
  let service: NewsService
  var open: [Int: String] = [:]
  var ended: Set<Int> = []
  var saved: [String: Int] = [:]
  var violations: [String] = []

  init(workingRange: Int, latency: Int) {
    service = NewsService(
      workingRange: workingRange, latency: .milliseconds(latency),
      pageSize: NewsScriptRunner.pageSize, stripWidth: 80, clock: clock)
    service.eventHandler = { [unowned self] event in observe(event) }
    // The first layout ran before the handler was set: its loads are in the loader.
    for (request, page) in service.loader.pending { open[request] = page }
  }

  func field(_ event: PagerEvent, _ key: String) -> JSONValue? {
    event.fields.first { $0.key == key }?.value
  }

  func observe(_ event: PagerEvent) {
    guard case .string(let page)? = field(event, "page") else { return }
    switch event.name {
    case "loadStart":
      guard case .integer(let request)? = field(event, "request") else { return }
      open[request] = page
      if !service.workingRange.pagesInRange.contains(page) {
        violations.append(
          "load \(request) for \(page), outside the range \(service.workingRange.pagesInRange)")
      }
    case "loadFinish", "loadCancel":
      guard case .integer(let request)? = field(event, "request") else { return }
      if open.removeValue(forKey: request) == nil || !ended.insert(request).inserted {
        violations.append("\(event.name) for request \(request) that was not in progress")
      }
    case "saveState":
      if case .integer(let offset)? = field(event, "offset") { saved[page] = offset }
    case "restoreState":
      if case .integer(let offset)? = field(event, "offset"), saved[page] != offset {
        violations.append(
          "\(page) restored at \(offset), saved at \(String(describing: saved[page]))")
      }
    default: break
    }
  }

  func check() -> String? {
    if let first = violations.first { return first }
    let container = service.container
    for index in container.activeIndices {
      guard let feed = container.activeController(at: index) as? FeedPage else { continue }
      let channel = feed.channel?.id ?? "?"
      if let stranger = feed.shownItems.first(where: { $0.item.channel != channel }) {
        return "\(channel)'s feed shows \(stranger.item.id)"
      }
      if container.page(at: index)?.id != channel { return "page \(index) is bound to \(channel)" }
    }
    if container.isQuiescent, container.phase == .resting, let current = container.currentIndex {
      let frame = service.tabStrip.frame
      guard let tab = service.tabStrip.tab(at: current) else { return "no tab for \(current)" }
      if frame.selected != current || frame.indicatorX != tab.x || frame.indicatorWidth != tab.width
      {
        return "at rest on \(current) the strip shows \(frame), the tab is \(tab)"
      }
    }
    if Set(service.loader.pending.map(\.request)) != Set(open.keys) {
      return "loads in progress \(service.loader.pending) ≠ started and not ended \(open)"
    }
    return nil
  }
}

@MainActor
@Suite struct NewsModelTests {
  @Test(arguments: 0..<16)
  func randomSessions_keepTheServiceInvariants(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let model = NewsModel(
      workingRange: Int(seed % 3), latency: [0, 120, 300, 900][Int(seed / 3 % 4)])
    let service = model.service
    var history: [String] = []
    for step in 0..<400 {
      let command: NewsCommand
      switch Int.random(in: 0..<12, using: &random) {
      case 0:
        command = .paging(
          .swipe(
            direction: Bool.random(using: &random) ? 1 : -1, wait: Bool.random(using: &random)))
      case 1:
        command = .tap(
          index: Int.random(in: -1...8, using: &random), wait: Bool.random(using: &random))
      case 2:
        command = .paging(
          .jump(
            index: Int.random(in: 0...8, using: &random), instant: Bool.random(using: &random),
            wait: Bool.random(using: &random)))
      case 3: command = .paging(.drag(pages: Double.random(in: -1.2...1.2, using: &random)))
      case 4: command = .paging(.release(velocity: Double.random(in: -3...3, using: &random)))
      case 5, 6: command = .paging(.tick(milliseconds: Int.random(in: 0...700, using: &random)))
      case 7: command = .scroll(rows: Int.random(in: -20...40, using: &random))
      case 8:
        command = .config(version: ChannelConfig.versions.randomElement(using: &random) ?? "v1")
      case 9:
        command = .latency(milliseconds: [0, 50, 300, 2_000].randomElement(using: &random) ?? 0)
      case 10: command = .wait
      default: command = .state
      }
      history.append("\(command)")
      if !"\(command)".hasPrefix("drag"), !"\(command)".hasPrefix("tick"),
        !"\(command)".hasPrefix("release")
      {
        service.release(velocity: 0)
      }
      _ = NewsScriptRunner.perform(command, on: service, clock: model.clock)
      if let violation = model.check() {
        Issue.record("seed \(seed), step \(step): \(violation)\nlast steps: \(history.suffix(6))")
        return
      }
    }
    service.release(velocity: 0)
    model.clock.runUntilIdle()
    #expect(model.check() == nil, "seed \(seed)")
    #expect(model.open.isEmpty, "seed \(seed): loads never ended: \(model.open)")
  }
}
