@_spi(Testing) import Folio
import FolioNestedScroll
import FolioStateRestoration
import FolioTesting
import Testing

/// A feed page whose offset survives reclaim through state restoration.
final class RestorableFeedPage: ConstructiblePageController, NestedScrollFeed,
  RestorablePageController
{
  typealias Page = Channel
  struct State: Codable, Sendable { var offset: Double }
  var nestedContentLength = 0.0
  var nestedFeedOffset = 0.0
  init() {}
  func prepareForReuse() { nestedFeedOffset = -1 }  // a reused controller's offset must not show
  func bind(to page: Channel) { nestedContentLength = page.length }
  func saveState() -> State? { State(offset: nestedFeedOffset) }
  func restoreState(_ state: State?) { nestedFeedOffset = state?.offset ?? 0 }
}

final class RestorableChannels: PageContainerDataSource {
  var channels: [Channel] = []
  func pages(for container: PageContainer<Channel>) -> [Channel] { channels }
  func pageContainer(
    _ container: PageContainer<Channel>, controllerFor page: Channel, at index: Int
  )
    throws(PageContainerError) -> any PageController<Channel>
  {
    try container.dequeueReusablePage(of: RestorableFeedPage.self, for: index)
  }
}

/// Random vertical, horizontal and diagonal drags, flings, pulls to refresh (every feed on its
/// own, ended by page), taps, page switches, updates and resizes:
/// the header stays in range at every frame, no frame jumps, each page's offset is what it was
/// when the user left it, one gesture never moves both the pager and a feed, and the lifecycle
/// contract holds throughout.
@Suite struct NestedScrollModelTests {
  @Test(arguments: 0..<12)
  func randomGestures_everyInvariantHolds(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 0x9E37_79B9)
    let harness = PageContainerHarness<Channel>(viewportSize: Size(width: 400, height: 800))
    let source = RestorableChannels()
    var next = 0
    func channel() -> Channel {
      next += 1
      return Channel(id: "c\(next)", length: Double.random(in: 0...3_000, using: &random))
    }
    source.channels = (0..<8).map { _ in channel() }
    let nested = NestedScrollCoordinator<Channel>(
      headerHeight: 200, pinnedHeight: 50,
      chaining: ScrollChaining.allCases[seed % 3], arbiter: GestureArbiter(slop: 10),
      clock: harness.clock)
    harness.container.dataSource = source
    harness.container.addPlugin(StateRestorationPlugin<Channel>(maximumEntries: 1_000))
    harness.container.addPlugin(nested)
    harness.layout()

    var left: [String: Double] = [:]  // each page's feed offset when it stopped being current
    var current = harness.container.currentIndex.flatMap { harness.container.page(at: $0)?.id }
    var history: [String] = []
    func feed() -> RestorableFeedPage? {
      harness.container.currentIndex.flatMap(harness.container.activeController(at:))
        as? RestorableFeedPage
    }
    func check(_ step: Int) {
      let context = "seed \(seed) step \(step) \(history.suffix(6))"
      #expect(nested.headerOffset >= 0 && nested.headerOffset <= nested.headerRange, "\(context)")
      let now = harness.container.currentIndex.flatMap { harness.container.page(at: $0)?.id }
      // At rest the scroller holds exactly the current page's refresh.
      if let now, harness.container.phase == .resting, feed() != nil,
        nested.scroller.phase != .dragging
      {
        #expect(
          nested.scroller.isRefreshing == nested.isRefreshing(page: now),
          "\(context): \(now) refreshes: \(nested.refreshingPages)")
      }
      if now != current, harness.container.phase == .resting {
        if let current { left[current] = nil }
        if let now, let expected = left[now], nested.scroller.phase == .resting {
          #expect(feed()?.nestedFeedOffset == expected, "\(context): \(now) came back elsewhere")
        }
        current = now
      }
    }
    /// Runs frames one by one; no frame moves the shown position more than a bound.
    func frames(_ count: Int, step: Int, velocity: Double) {
      var previous = nested.headerOffset + nested.scroller.shownFeedOffset
      var page = harness.container.currentIndex.flatMap { harness.container.page(at: $0)?.id }
      let physics = nested.scroller.physics
      let spring = Double.pi / 2 * 800 / 0.4
      let bound = (abs(velocity) + physics.minimumVelocity + spring) / 60 + 1e-6
      for _ in 0..<count where harness.clock.isIdle == false {
        harness.clock.advance(by: harness.clock.frameInterval)
        let position = nested.headerOffset + nested.scroller.shownFeedOffset
        let now = harness.container.currentIndex.flatMap { harness.container.page(at: $0)?.id }
        // Another page's feed may stand elsewhere: frames of one feed never jump.
        if now == page {
          #expect(
            abs(position - previous) <= bound,
            "seed \(seed) step \(step): a frame jumped \(previous) -> \(position) \(history.suffix(4))"
          )
        }
        page = now
        previous = position
        check(step)
      }
    }
    for step in 0..<300 {
      // Before leaving a page, note where its feed is.
      if let id = current, let offset = feed()?.nestedFeedOffset, nested.scroller.phase == .resting
      {
        left[id] = offset
      }
      switch Int.random(in: 0..<12, using: &random) {
      case 0, 1:
        let distance = Double.random(in: -600...600, using: &random)
        let velocity = Double.random(in: -3_000...3_000, using: &random)
        history.append("vdrag \(Int(distance)) v\(Int(velocity))")
        let position = harness.container.position
        nested.verticalDrag(by: distance)
        nested.verticalRelease(velocity: velocity)
        #expect(harness.container.position == position, "seed \(seed): a feed drag moved the pager")
        frames(Int.random(in: 0...200, using: &random), step: step, velocity: velocity)
      case 2, 3:
        let dx = Double.random(in: -500...500, using: &random)
        let dy = Double.random(in: -500...500, using: &random)
        history.append("pan \(Int(dx)) \(Int(dy))")
        let (position, header, shown) = (
          harness.container.position, nested.headerOffset, nested.scroller.shownFeedOffset
        )
        nested.touchDown()
        nested.touchMoved(dx: dx / 2, dy: dy / 2)
        nested.touchMoved(dx: dx / 2, dy: dy / 2)
        let pagerMoved = harness.container.position != position
        let feedMoved = nested.headerOffset != header || nested.scroller.shownFeedOffset != shown
        #expect(!(pagerMoved && feedMoved), "seed \(seed) step \(step): both axes moved")
        nested.touchUp(velocityX: 0, velocityY: 0)
        frames(400, step: step, velocity: 0)
      case 4:
        history.append("swipe")
        harness.driver.swipe(by: Bool.random(using: &random) ? 1 : -1)
        frames(400, step: step, velocity: 0)
      case 5:
        let index = Int.random(in: 0..<max(1, source.channels.count), using: &random)
        history.append("jump \(index)")
        try? harness.driver.jump(to: index, animated: Bool.random(using: &random))
        frames(400, step: step, velocity: 0)
      case 6:
        history.append("frames")
        frames(Int.random(in: 1...30, using: &random), step: step, velocity: 3_000)
      case 7:
        if Bool.random(using: &random), source.channels.count > 2 {
          let index = Int.random(in: 0..<source.channels.count, using: &random)
          let gone = source.channels.remove(at: index)
          left[gone.id] = nil
          history.append("delete \(index)")
        } else {
          source.channels.insert(
            channel(), at: Int.random(in: 0...source.channels.count, using: &random))
          history.append("insert")
        }
        harness.driver.applyUpdates()
        frames(400, step: step, velocity: 0)
      case 9:
        // A tap: no axis is decided, so nothing moves, whatever is in motion.
        history.append("tap")
        let (position, header) = (harness.container.position, nested.headerOffset)
        nested.touchDown()
        nested.touchMoved(dx: 3, dy: -4)
        nested.touchUp(velocityX: 0, velocityY: 0)
        #expect(
          harness.container.position == position && nested.headerOffset == header,
          "seed \(seed) step \(step): a tap moved something")
        frames(400, step: step, velocity: 0)
      case 11:
        // The header's content changes height (the pinned part, and so the feeds' viewport,
        // stay), whatever is in motion.
        let height = Double.random(in: 0...400, using: &random)
        history.append("header \(Int(height))")
        nested.setHeader(height: max(50, height), pinnedHeight: 50)
        #expect(nested.headerOffset <= nested.headerRange, "seed \(seed) step \(step)")
        frames(Int.random(in: 0...60, using: &random), step: step, velocity: 3_000)
      case 10:
        let size = [
          Size(width: 400, height: 800), Size(width: 300, height: 500),
          Size(width: 400, height: 40),
          Size(width: 0, height: 0), Size(width: 400, height: .nan),
        ][Int.random(in: 0..<5, using: &random)]
        history.append("resize \(size)")
        harness.container.setViewportSize(size)
        frames(400, step: step, velocity: 0)
      default:
        // The current page's refresh ends, or the earliest page's (every feed refreshes on its
        // own). (Chosen by the step: the generator's stream stays as it was.)
        if step % 2 == 1, let page = nested.refreshingPages.first {
          history.append("endRefreshing \(page)")
          nested.endRefreshing(page: page)
        } else {
          history.append("endRefreshing")
          nested.endRefreshing()
        }
        frames(400, step: step, velocity: 0)
      }
      check(step)
      harness.checker.verify(harness.container)
      if let violation = harness.checker.violations.first {
        Issue.record("seed \(seed) step \(step): \(violation) after \(history.suffix(6))")
        return
      }
    }
  }
}
