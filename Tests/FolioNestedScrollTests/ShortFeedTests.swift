@_spi(Testing) import Folio
import FolioNestedScroll
import FolioStateRestoration
import FolioTesting
import Testing

/// Pages whose feed is shorter than its viewport, and feed offsets that outlive their controller.
@Suite struct ShortFeedTests {
  typealias Fixture = NestedScrollCoordinatorTests.Fixture

  /// `header/shown feed offset` after each step, shown offsets rounded.
  private func state(_ f: Fixture) -> String {
    "\(Int(f.nested.headerOffset))/\(Int(f.nested.scroller.shownFeedOffset.rounded()))"
  }

  /// A feed shorter than its viewport (300 in 750) cannot scroll, but the header still collapses
  /// and expands over it (a page switch never moves the header, so a short page must not pin
  /// it either); past its ends it rubber-bands and springs back.
  @Test func aShortFeed_stillCollapsesTheHeader_andBouncesAtBothEnds() throws {
    let f = Fixture(lengths: [300])
    f.harness.skip()
    var steps: [String] = []
    f.nested.verticalDrag(by: 100)  // the header collapses 100 of 150
    steps.append(state(f))
    f.nested.verticalDrag(by: 100)  // 50 more, then 50 past the end: 26.5 shown (0.55, 750)
    steps.append(state(f))
    f.nested.verticalRelease(velocity: 0)  // springs back; the header stays collapsed
    f.harness.clock.runUntilIdle()
    steps.append(state(f))
    f.nested.verticalDrag(by: -100)  // the feed is at its top: the header expands
    steps.append(state(f))
    f.nested.verticalDrag(by: -80)  // 50 to expand it, 30 pulled past the top
    steps.append(state(f))
    f.nested.verticalRelease(velocity: 0)  // short of the refresh threshold: springs back
    f.harness.clock.runUntilIdle()
    steps.append(state(f))
    #expect(steps == ["100/0", "150/27", "150/0", "50/0", "0/-16", "0/0"])
    #expect(f.feed(0)?.refreshes == 0 && f.feed(0)?.nestedFeedOffset == 0)
    #expect(f.harness.skip(.lifecycleAndPlugins).isEmpty, "no page events from vertical motion")
    try f.harness.finish()
  }

  /// Under a collapsed header, a switch to a short page keeps the header collapsed and shows
  /// the short feed from its top right under the pinned part; a fling on it that has nothing to
  /// scroll bounces and rests, and the header stays.
  @Test func underACollapsedHeader_aShortPageShowsFromItsTop_andKeepsTheHeader() throws {
    let f = Fixture(lengths: [2_000, 300])
    f.nested.verticalDrag(by: 400)
    f.nested.verticalRelease(velocity: 0)
    f.harness.driver.swipe(by: 1)
    #expect(state(f) == "150/0" && f.feed(1)?.nestedFeedOffset == 0)
    f.nested.verticalDrag(by: 1)  // a finger on the short feed, then a fling upward
    f.nested.verticalRelease(velocity: 2_000)
    var shown: [Double] = []
    while !f.harness.clock.isIdle {
      f.harness.clock.advance(by: f.harness.clock.frameInterval)
      shown.append(f.nested.scroller.shownFeedOffset)
    }
    #expect(shown.contains { $0 > 0 } && shown.last == 0, "it bounced past the end and back")
    #expect(f.nested.headerOffset == 150 && f.feed(1)?.nestedFeedOffset == 0)
    f.harness.driver.swipe(by: -1)
    #expect(f.feed(0)?.nestedFeedOffset == 250, "the long page kept its offset")
    f.harness.skip()
    try f.harness.finish()
  }

  /// A page's feed offset outlives its controller: reclaimed (more than 3 pages away) and
  /// dequeued again on a reused controller, it comes back through `FolioStateRestoration`.
  @Test func aFeedOffset_survivesReclaim_throughStateRestoration() throws {
    let harness = PageContainerHarness<Channel>(viewportSize: Size(width: 400, height: 800))
    let source = RestorableChannels()
    source.channels = (0..<8).map { Channel(id: "c\($0)") }
    let nested = NestedScrollCoordinator<Channel>(
      headerHeight: 200, pinnedHeight: 50, clock: harness.clock)
    harness.container.dataSource = source
    harness.container.addPlugin(StateRestorationPlugin<Channel>(maximumEntries: 100))
    harness.container.addPlugin(nested)
    harness.layout()
    nested.verticalDrag(by: 400)
    nested.verticalRelease(velocity: 0)
    let first = harness.container.activeController(at: 0) as? RestorableFeedPage
    #expect(first?.nestedFeedOffset == 250)
    harness.skip()
    try harness.driver.jump(to: 6, animated: false)
    try harness.expect(
      [
        "willAppear 6 c6 RestorableFeedPage#2", "didDisappear 0 c0 RestorableFeedPage#1",
        "didAppear 6 c6 RestorableFeedPage#2", "settle 6", "reclaimed 0 c0 RestorableFeedPage#1",
      ], .lifecycle)
    try harness.driver.jump(to: 0, animated: false)
    let back = harness.container.activeController(at: 0) as? RestorableFeedPage
    #expect(back?.nestedFeedOffset == 250 && nested.headerOffset == 150)
    nested.verticalDrag(by: -50)  // the restored offset is the one the scroller moves
    #expect(back?.nestedFeedOffset == 200 && nested.headerOffset == 150)
    nested.verticalRelease(velocity: 0)
    harness.skip()
    try harness.finish()
  }
}

/// Found from outside: the header resized during a fling stays within its new range.
@Suite struct NestedResizeTests {
  @Test func aHeaderResizedDuringAFling_staysWithinItsNewRange_atEveryFrame() throws {
    let f = NestedScrollCoordinatorTests.Fixture()
    f.nested.verticalDrag(by: 100)
    f.nested.verticalRelease(velocity: 0)
    f.nested.verticalDrag(by: 10)
    f.nested.verticalRelease(velocity: 3_000)
    f.harness.clock.advance(by: .milliseconds(50))
    f.nested.setHeader(height: 3, pinnedHeight: 30)
    #expect(f.nested.headerRange == 0 && f.nested.headerOffset == 0)
    while !f.harness.clock.isIdle {
      f.harness.clock.advance(by: f.harness.clock.frameInterval)
      #expect(f.nested.headerOffset == 0, "header \(f.nested.headerOffset) past its range 0")
    }
    #expect(f.nested.scroller.offsets.header == 0)
    f.harness.skip()
    try f.harness.finish()
  }
}
