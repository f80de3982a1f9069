import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

/// What a UIKit screen asks of the host to lay itself out: the header slot and the pages, a
/// followed scroll view's content size and offsets along the axis, and the clock it drives.
@Suite struct HostScreenLayoutTests {
  @Test func withoutACoordinator_theHeaderSitsAboveThePages_withinTheArea() {
    let harness = PageHostHarness<Card>(viewportSize: Size(width: 300, height: 500))
    let area = Rect(x: 0, y: 44, width: 300, height: 500)
    let layout = harness.host.screenLayout(in: area, headerHeight: 48)
    #expect(layout.header == Rect(x: 0, y: 44, width: 300, height: 48))
    #expect(layout.pages == Rect(x: 0, y: 92, width: 300, height: 452))
    // A header taller than the area takes it all; nonsense counts as none.
    #expect(harness.host.screenLayout(in: area, headerHeight: 900).pages.size.height == 0)
    for bad: Double in [-.infinity, -5, .nan, .infinity] {
      #expect(harness.host.screenLayout(in: area, headerHeight: bad).pages == area, "\(bad)")
    }
    let broken = Rect(x: .nan, y: .infinity, width: -4, height: .nan)
    #expect(harness.host.screenLayout(in: broken, headerHeight: 10).pages == .zero)
    #expect(layout.refreshIndicator == nil, "no coordinator, no screen refresh")
  }

  @Test func withACoordinator_thePagesFillTheArea_andTheHeaderSlidesUp() throws {
    let screen = Screen(count: 3, viewport: Size(width: 300, height: 600), motion: .followed)
    let harness = screen.harness
    let nested = NestedScrollCoordinator<Card>(
      headerHeight: 200, pinnedHeight: 44, motion: .followed, clock: harness.displayLink.clock)
    harness.host.attach(nested)
    let area = Rect(x: 0, y: 0, width: 300, height: 600)
    var layout = harness.host.screenLayout(in: area, headerHeight: 48)
    #expect(layout.pages == area)
    #expect(layout.header == Rect(x: 0, y: 0, width: 300, height: 200))
    layout = harness.host.screenLayout(in: area, headerHeight: 0)
    #expect(layout.header.size.height == 200, "the coordinator's height")
    #expect(layout.refreshIndicator == nil, "each feed's refresh shows in its feed")
    try harness.finish()
  }

  @Test(arguments: [ScrollAxis.horizontal, .vertical])
  func followed_theContentSizeAndOffsetsRunAlongTheAxis(axis: ScrollAxis) throws {
    let screen = Screen(
      count: 4, viewport: Size(width: 300, height: 500), axis: axis, motion: .followed)
    let harness = screen.harness
    let size = harness.host.platformContentSize
    let length = harness.host.platformContentLength
    #expect(length == (axis == .horizontal ? 4 * 300 : 4 * 500))
    #expect(
      size
        == (axis == .horizontal
          ? Size(width: length, height: 500) : Size(width: 300, height: length)))
    let point = harness.host.platformContentOffset(123)
    #expect(point == (axis == .horizontal ? Point(x: 123, y: 0) : Point(x: 0, y: 123)))
    #expect(harness.host.platformOffset(of: point) == 123)
    #expect(harness.host.platformOffset(of: Point(x: 7, y: 9)) == (axis == .horizontal ? 7 : 9))
    try harness.finish()
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func aSegmentedControlShowsThePageThePagesGoTo_fromTheMomentItIsDecided(motion: HostMotion)
    throws
  {
    let screen = Screen(count: 5, motion: motion)
    let host = screen.host
    #expect(host.selectedSegment(among: 5) == 0)
    screen.harness.swipe(.forward)
    #expect(host.selectedSegment(among: 5) == 1 && screen.container.currentIndex == 0)
    screen.harness.runUntilIdle()
    try screen.container.scrollToPage(4, animated: true)
    #expect(host.selectedSegment(among: 5) == 4, "a jump: its target at once")
    #expect(host.selectedSegment(among: 4) == nil, "a page with no segment shows none")
    for count in [0, -1, Int.min] { #expect(host.selectedSegment(among: count) == nil) }
    screen.harness.runUntilIdle()
    screen.cards.pages = []
    screen.container.performUpdates()
    screen.harness.runUntilIdle()
    #expect(host.selectedSegment(among: 5) == nil, "no pages, no segment")
    try screen.harness.finish()
  }

  @Test func owned_theContentIsTheViewport() {
    let harness = PageHostHarness<Card>(viewportSize: Size(width: 300, height: 500))
    #expect(harness.host.platformContentSize == Size(width: 300, height: 500))
  }

  @Test func theClockAScreenDrives_mustBeTheContainers() throws {
    let harness = PageHostHarness<Card>()
    try harness.host.checkClock(harness.displayLink.clock)
    let other = HostClock(currentTime: { 0 })
    #expect(throws: PageHostError.clockIsNotTheContainers) { try harness.host.checkClock(other) }
    #expect(PageHostError.clockIsNotTheContainers.description.contains("container"))
  }
}
