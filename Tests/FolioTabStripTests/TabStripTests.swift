@_spi(Testing) import Folio
import FolioTabStrip
import FolioTesting
import Testing

/// A channel page: an identity and a title.
struct Channel: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var title: String
  var diffID: String { id }
  var description: String { id }
}

final class ChannelPage: ConstructiblePageController {
  typealias Page = Channel
  init() {}
}

final class Channels: PageContainerDataSource {
  var channels: [Channel]

  init(_ titles: [String]) {
    channels = titles.map { Channel(id: $0.lowercased(), title: $0) }
  }

  func pages(for container: PageContainer<Channel>) -> [Channel] { channels }

  func pageContainer(
    _ container: PageContainer<Channel>, controllerFor page: Channel, at index: Int
  ) throws(PageContainerError) -> any PageController<Channel> {
    try container.dequeueReusablePage(of: ChannelPage.self, for: index)
  }
}

/// A container of channels with a tab strip that records every frame it draws, with the live
/// position it drew it at.
struct StripFixture {
  let harness = PageContainerHarness<Channel>()
  let source: Channels
  let strip: TabStrip<Channel>
  var clock: ManualClock { harness.clock }
  var container: PageContainer<Channel> { harness.container }
  var checker: LifecycleChecker { harness.checker }
  let log = FrameLog()

  final class FrameLog {
    var frames: [TabStripFrame] = []
    var positions: [Double] = []
    func take() -> [TabStripFrame] {
      defer {
        frames = []
        positions = []
      }
      return frames
    }
  }

  init(
    _ titles: [String] = ["News", "Sport", "Tech", "Arts", "Music", "Games"],
    visibleWidth: Double = 20, spacing: Double = 1, loops: Bool = false
  ) {
    source = Channels(titles)
    let container = harness.container
    container.loops = loops
    strip = TabStrip(visibleWidth: visibleWidth, spacing: spacing) { $0.title }
    container.dataSource = source
    container.addPlugin(strip)
    container.layoutIfNeeded()
    let (log, strip) = (log, strip)
    strip.didChange = { [unowned strip, unowned container] in
      log.frames.append(strip.frame)
      log.positions.append(container.position)
    }
  }

  /// The frame a strip over `starts` and `widths` should draw at `position`, computed here
  /// independently of the plugin.
  static func expected(
    position: Double, starts: [Double], widths: [Double], visibleWidth: Double, selected: Int?
  ) -> TabStripFrame {
    let position = min(max(0, position), Double(starts.count - 1))
    let low = Int(position)
    let high = min(low + 1, starts.count - 1)
    let t = position - Double(low)
    let x = starts[low] * (1 - t) + starts[high] * t
    let width = widths[low] * (1 - t) + widths[high] * t
    let content = (starts.last ?? 0) + (widths.last ?? 0)
    let offset = min(max(0, x + width / 2 - visibleWidth / 2), max(0, content - visibleWidth))
    return TabStripFrame(offset: offset, indicatorX: x, indicatorWidth: width, selected: selected)
  }
}

/// News(8) Sport(9) Tech(8) Arts(8) Music(9) Games(9), 1 apart.
private let starts: [Double] = [0, 9, 19, 28, 37, 47]
private let widths: [Double] = [8, 9, 8, 8, 9, 9]

private func near(_ a: TabStripFrame, _ b: TabStripFrame) -> Bool {
  abs(a.offset - b.offset) < 1e-9 && abs(a.indicatorX - b.indicatorX) < 1e-9
    && abs(a.indicatorWidth - b.indicatorWidth) < 1e-9 && a.selected == b.selected
}

@Suite struct TabStripTests {
  @Test func tabs_areMeasuredFromTitles_withSpacing() {
    let f = StripFixture()
    #expect(f.strip.count == 6)
    #expect(f.strip.contentWidth == 56)
    #expect(
      f.strip.tab(at: 1) == Tab(index: 1, title: "Sport", x: 9, width: 9)
        && f.strip.tab(at: 5) == Tab(index: 5, title: "Games", x: 47, width: 9))
    #expect(f.strip.visibleTabs.map(\.title) == ["News", "Sport", "Tech"])
    #expect(
      f.strip.frame == TabStripFrame(offset: 0, indicatorX: 0, indicatorWidth: 8, selected: 0))
    #expect(f.strip.tab(at: 6) == nil && f.strip.tab(at: -1) == nil)
  }

  @Test func swipe_movesTheIndicatorFrameByFrame_betweenTheTwoTabs() {
    let f = StripFixture()
    let driver = PageContainerDriver(container: f.container, clock: f.clock)
    f.container.beginDragging()
    f.container.drag(byPages: 0.25)
    #expect(
      f.log.take() == [
        TabStripFrame(offset: 0, indicatorX: 2.25, indicatorWidth: 8.25, selected: 0)
      ]
    )
    f.container.endDragging(velocity: 2)  // a fling: glides to page 1
    driver.runUntilSettled()
    let frames = f.log.frames
    #expect(frames.count > 5, "the glide is drawn frame by frame: \(frames)")
    for (frame, position) in zip(frames, f.log.positions) {
      let expected = StripFixture.expected(
        position: position, starts: starts, widths: widths, visibleWidth: 20, selected: 1)
      #expect(near(frame, expected), "at \(position): \(frame), expected \(expected)")
    }
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.indicatorX <= $1.indicatorX })
    #expect(
      f.strip.frame == TabStripFrame(offset: 3.5, indicatorX: 9, indicatorWidth: 9, selected: 1))
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty)
  }

  @Test func farJump_glidesAcrossEveryTab_neverTeleports() throws {
    let f = StripFixture()
    try f.strip.select(5)
    #expect(f.strip.selectedIndex == 5, "the target is selected from the tap on")
    f.clock.runUntilIdle()
    let frames = f.log.take()
    #expect(frames.count >= 10, "\(frames)")
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.indicatorX <= $1.indicatorX })
    let largestStep = zip(frames, frames.dropFirst()).map { $1.indicatorX - $0.indicatorX }.max()
    #expect((largestStep ?? 0) < 47.0 / 3, "the indicator jumped: \(frames)")
    #expect(frames.allSatisfy { $0.selected == 5 })
    #expect(
      f.strip.frame == TabStripFrame(offset: 36, indicatorX: 47, indicatorWidth: 9, selected: 5))
    #expect(f.container.currentIndex == 5)
  }

  @Test func rapidTaps_convergeOnTheLastTap() {
    let f = StripFixture()
    // The strip shows News Sport Tech at offset 0: x 10 is Sport, 20 is past the strip.
    #expect(f.strip.tap(atX: 10) == 1)
    f.clock.advance(by: .milliseconds(40))
    #expect(f.strip.tap(atX: 19.5) == 2)
    f.clock.advance(by: .milliseconds(40))
    #expect(f.strip.tap(atX: 0.5) == 0)
    #expect(f.strip.selectedIndex == 0)
    f.clock.advance(by: .milliseconds(40))
    let tab = f.strip.visibleTabs.last
    #expect(tab.flatMap { f.strip.tap(atX: $0.x - f.strip.frame.offset + 0.5) } == tab?.index)
    f.clock.runUntilIdle()
    #expect(f.container.currentIndex == tab?.index && f.container.phase == .resting)
    let expected = StripFixture.expected(
      position: Double(tab?.index ?? 0), starts: starts, widths: widths, visibleWidth: 20,
      selected: tab?.index)
    #expect(f.strip.frame == expected)
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty)
  }

  @Test func taps_outsideTheTabs_doNothing() throws {
    let f = StripFixture(["A", "B"], visibleWidth: 40, spacing: 2)  // A 0..<5, B 7..<12
    for x in [-1, 5.5, 12, 39, 40, 1e300, .nan, .infinity, -.infinity] {
      #expect(f.strip.tap(atX: x) == nil, "x \(x)")
    }
    #expect(f.container.isQuiescent && f.container.currentIndex == 0)
    #expect(throws: PageContainerError.indexOutOfRange(index: 2, count: 2)) {
      try f.strip.select(2)
    }
    #expect(throws: PageContainerError.indexOutOfRange(index: -1, count: 2)) {
      try f.strip.select(-1)
    }
  }

  @Test func badNumbers_areClamped() {
    let f = StripFixture(["A", "B"])
    f.strip.visibleWidth = .nan
    #expect(f.strip.visibleWidth == 0 && f.strip.visibleTabs.isEmpty)
    f.strip.visibleWidth = .infinity
    #expect(f.strip.visibleWidth == 1e9)
    f.strip.spacing = -.infinity
    #expect(f.strip.spacing == 0)
    f.strip.widths = .measured { $0 == "A" ? .nan : .infinity }
    #expect(
      f.strip.tab(at: 0)?.width == 0
        && f.strip.tab(at: 1) == Tab(index: 1, title: "B", x: 0, width: 1e9))
    f.strip.widths = .fixed(-3)
    #expect(f.strip.contentWidth == 0)
    #expect(f.strip.frame.offset == 0 && f.strip.frame.indicatorWidth == 0)
  }

  @Test func updates_insertsDeletesMovesAndRetitles_areFollowed() throws {
    let f = StripFixture()
    try f.container.scrollToPage(2, animated: false)  // Tech
    f.source.channels.insert(Channel(id: "local", title: "Local"), at: 0)
    f.source.channels[3].title = "Science"  // Tech, now at 3
    f.source.channels.removeAll { $0.id == "arts" }
    f.source.channels.swapAt(1, 2)  // Sport before News
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(
      (0..<f.strip.count).compactMap { f.strip.tab(at: $0)?.title } == [
        "Local", "Sport", "News", "Science", "Music", "Games",
      ])
    #expect(f.container.currentIndex == 3)
    // Local 9, Sport 9, News 8 with spacing: Science starts at 29 and is 11 wide.
    #expect(f.strip.tab(at: 3) == Tab(index: 3, title: "Science", x: 29, width: 11))
    #expect(
      f.strip.frame == TabStripFrame(offset: 24.5, indicatorX: 29, indicatorWidth: 11, selected: 3))
    // A reload of other pages.
    f.source.channels = Channels(["One", "Two"]).channels
    f.container.reloadData()
    f.container.layoutIfNeeded()
    #expect(f.strip.count == 2 && f.strip.tab(at: 1)?.title == "Two")
    #expect(f.strip.selectedIndex == f.container.currentIndex)
  }

  @Test func fixedWidths_costNothingPerTab_atAMillionPages() throws {
    let clock = ManualClock()
    let source = Channels([])
    source.channels = (0..<1_000_000).map { Channel(id: "\($0)", title: "Page \($0)") }
    let container = PageContainer<Channel>(viewportSize: Size(width: 100, height: 40), clock: clock)
    let strip = TabStrip<Channel>(visibleWidth: 80, widths: .fixed(12), spacing: 0) { $0.title }
    container.dataSource = source
    container.addPlugin(strip)
    container.layoutIfNeeded()
    try strip.select(999_999)
    clock.runUntilIdle()
    #expect(strip.frame.indicatorX == 999_999 * 12)
    #expect(strip.frame.offset == 12_000_000 - 80)
    #expect(strip.visibleTabs.map(\.title).last == "Page 999999")
  }

  @Test func detachedOrReleased_stripAndContainerDoNotLeak() {
    weak var weakStrip: TabStrip<Channel>?
    weak var weakContainer: PageContainer<Channel>?
    do {
      let f = StripFixture()
      weakStrip = f.strip
      weakContainer = f.container
      try? f.strip.select(3)
      f.clock.runUntilIdle()
    }
    #expect(weakStrip == nil && weakContainer == nil)
    let f = StripFixture()
    f.container.removePlugin(f.strip)
    #expect(f.strip.count == 0 && f.strip.frame.selected == nil)
    #expect(throws: PageContainerError.self) { try f.strip.select(0) }
  }
}

@Suite struct TabStripRightToLeftTests {
  @Test func mirrored_tabZeroIsAtTheRight_andEveryXIsFromTheLeft() {
    let f = StripFixture()
    f.container.layoutDirection = .rightToLeft
    // Content 56 wide: News [0, 8) mirrors to [48, 56); the window shows the right end.
    #expect(f.strip.tab(at: 0) == Tab(index: 0, title: "News", x: 48, width: 8))
    #expect(f.strip.tab(at: 5) == Tab(index: 5, title: "Games", x: 0, width: 9))
    #expect(
      f.strip.frame == TabStripFrame(offset: 36, indicatorX: 48, indicatorWidth: 8, selected: 0))
    #expect(f.strip.visibleTabs.map(\.title) == ["Tech", "Sport", "News"])
    #expect(f.log.frames.last == f.strip.frame, "the strip redrew when mirrored")
  }

  @Test func mirrored_indicatorMovesLeftAsThePagesAdvance() {
    let f = StripFixture()
    f.container.layoutDirection = .rightToLeft
    f.container.beginDragging()
    f.container.drag(byPages: 0.25)
    // Left to right it would be x 2.25, width 8.25: mirrored, 56 - 2.25 - 8.25.
    #expect(f.strip.frame.indicatorX == 45.5)
    #expect(f.strip.frame.indicatorWidth == 8.25)
    f.container.endDragging(velocity: 0)
  }

  @Test func mirrored_tapSelectsTheTabDrawnThere() {
    let f = StripFixture()
    f.container.layoutDirection = .rightToLeft
    let driver = PageContainerDriver(container: f.container, clock: f.clock)
    // The window is [36, 56): x = 5 is at 41, inside Sport [38, 47).
    #expect(f.strip.tap(atX: 5) == 1)
    driver.runUntilSettled()
    #expect(f.container.currentIndex == 1)
    #expect(f.strip.tap(atX: 19.5) == 0)
  }

  @Test func mirrored_narrowTabsSitAtTheRight() {
    let f = StripFixture(["A", "B"], visibleWidth: 30)
    f.container.layoutDirection = .rightToLeft
    // Tabs 5 + 1 + 5 = 11 wide within 30: A at [25, 30), B at [19, 24).
    #expect(f.strip.tab(at: 0)?.x == 25)
    #expect(f.strip.tab(at: 1)?.x == 19)
    #expect(f.strip.frame.offset == 0)
    #expect(f.strip.tap(atX: 20) == 1)
  }
}
