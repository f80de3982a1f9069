@_spi(Testing) import Folio
import FolioNestedScroll
import FolioTesting
import Testing

/// Each page's feed offset stays with the page across its controller's reclaim, and a reused
/// controller starts its next page at the top: an app writes nothing for either.
@Suite struct NestedFeedMemoryTests {
  private struct Screen {
    let harness = PageContainerHarness<Channel>(viewportSize: Size(width: 400, height: 800))
    let channels = Channels()
    let nested: NestedScrollCoordinator<Channel>
    init() {
      // Twelve channels; `FeedPage` keeps its offset and resets nothing in reuse, as an app
      // writes it.
      channels.channels = (0..<12).map { Channel(id: "c\($0)") }
      nested = NestedScrollCoordinator(headerHeight: 200, pinnedHeight: 50, clock: harness.clock)
      harness.container.dataSource = channels
      harness.container.addPlugin(nested)
      harness.layout()
    }
    func feed(_ index: Int) -> FeedPage? {
      harness.container.activeController(at: index) as? FeedPage
    }
    func jump(to index: Int) throws {
      try harness.container.scrollToPage(index, animated: false)
      harness.skip()
    }
  }

  @Test func aReclaimedPageComesBackWhereItsFeedWas_aReusedControllerStartsAtTheTop() throws {
    let s = Screen()
    s.nested.verticalDrag(by: 450)  // 150 collapse the header, 300 scroll c0's feed
    s.nested.verticalRelease(velocity: 0)
    s.harness.skip()
    #expect(s.feed(0)?.nestedFeedOffset == 300)
    let first = try #require(s.feed(0))
    try s.jump(to: 8)  // c0 is reclaimed; its controller may serve c8 or c9
    #expect(s.harness.container.activeController(at: 0) == nil)
    for index in s.harness.container.activeIndices {
      #expect(s.feed(index)?.nestedFeedOffset == 0, "c\(index) starts at its top")
    }
    try s.jump(to: 0)
    #expect(s.feed(0)?.nestedFeedOffset == 300, "c0 comes back where its feed was")
    _ = first
    try s.harness.finish()
  }

  @Test func aDeletedPagesOffsetIsForgotten() throws {
    let s = Screen()
    s.nested.verticalDrag(by: 450)
    s.nested.verticalRelease(velocity: 0)
    s.harness.skip()
    try s.jump(to: 8)
    s.channels.channels.remove(at: 0)
    s.harness.container.reloadData()
    s.harness.layout()
    s.harness.skip()
    s.channels.channels.insert(Channel(id: "c0"), at: 0)
    s.harness.container.reloadData()
    s.harness.layout()
    s.harness.skip()
    try s.jump(to: 0)
    #expect(s.feed(0)?.nestedFeedOffset == 0, "a page deleted and added again starts fresh")
    try s.harness.finish()
  }

  /// Random reading: feeds scrolled, jumps and swipes across 12 channels (controllers reclaimed
  /// and reused); every page, whenever it has a controller, shows the offset it was left at.
  @Test(arguments: 0..<40)
  func randomReading_everyPageKeepsItsOffset(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
    let s = Screen()
    var left: [String: Double] = [:]
    for step in 0..<60 {
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        s.nested.verticalDrag(by: Double(Int.random(in: -400...600, using: &random)))
        s.nested.verticalRelease(velocity: 0)
        s.harness.skip()
      case 1: try s.jump(to: Int.random(in: 0..<12, using: &random))
      default:
        s.harness.driver.swipe(by: Bool.random(using: &random) ? 1 : -1)
        s.harness.skip()
      }
      if let current = s.harness.container.currentIndex, let feed = s.feed(current) {
        left["c\(current)"] = feed.nestedFeedOffset
      }
      for index in s.harness.container.activeIndices {
        let offset = s.feed(index)?.nestedFeedOffset
        #expect(
          offset == left["c\(index)"] ?? 0,
          "seed \(seed) step \(step): c\(index) shows \(offset as Any), left at \(left["c\(index)"] ?? 0)"
        )
      }
    }
    try s.harness.finish()
  }
}
