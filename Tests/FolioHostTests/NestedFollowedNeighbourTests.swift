import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

/// Followed feeds of the pages next to the current one, while the pages are between two: the
/// feed a finger moves keeps its rows under the finger, and the others land where they were
/// under the header, however it moved.
@Suite struct NestedFollowedNeighbourTests {
  /// A header 200 tall with 40 pinned over pages whose feed 1 is shorter than its viewport.
  private static func screen() throws -> FollowedNestedScreen {
    try FollowedNestedScreen(header: 200, pinned: 40, lengths: { $0 == "f1" ? 300 : 2000 })
  }

  /// Swipes toward page 1 and stops the pages a few frames into their glide with a finger on
  /// page 1 (at its left part); returns the feed under the finger.
  private static func stopMidSwipe(_ screen: FollowedNestedScreen, at point: Point) throws
    -> FollowedFeedPage
  {
    screen.harness.swipe(.forward)
    for _ in 0..<3 { screen.harness.advance(by: .milliseconds(16)) }
    #expect(screen.harness.container.visibleIndices == [0, 1], "between pages 0 and 1")
    let feed = try #require(screen.touchDown(at: point))
    #expect(feed === screen.feed(at: 1))
    #expect(screen.harness.container.currentIndex == 0, "page 0 is still the current page")
    return feed
  }

  @Test(arguments: [true, false])
  func aNeighboursFeedScrolledMidSwipe_keepsItsRowsUnderTheFinger_andAtItsLift(
    touchesFirst: Bool
  ) throws {
    let screen = try FollowedNestedScreen(
      header: 200, pinned: 40, lengths: { $0 == "f1" ? 300 : 2000 },
      pagerChoices: .init(touchesFirst: touchesFirst))
    let point = Point(x: 280, y: 300)
    let feed = try Self.stopMidSwipe(screen, at: point)
    #expect(feed.scrollView.offset == -200, "placed under the expanded header")
    var moves: [Double] = []
    feed.willPlace = { page, placement in
      if let offset = placement.contentOffset { moves.append(offset) }
    }
    // The finger drags page 1's feed up by 105 and stops, then lifts (no deceleration).
    for step in 1...10 {
      screen.touchMoved(
        feed, to: Point(x: point.x, y: point.y - 10.5 * Double(step)), after: .milliseconds(16))
    }
    screen.harness.advance(by: .milliseconds(200))
    #expect(feed.scrollView.offset == -95)
    screen.touchUp(feed, at: Point(x: point.x, y: point.y - 105))
    #expect(feed.scrollView.phase == .resting, "lifted without deceleration")
    #expect(feed.scrollView.offset == -95, "the rows stay where the finger left them")
    #expect(moves.isEmpty, "no placement moved the feed under the finger: \(moves)")
    // It moved the header as it went (collapsing first), as the current feed's would.
    #expect(screen.nested.headerOffset == 105)
    screen.harness.runUntilIdle()
    #expect(feed.scrollView.offset == -95, "where the reader left it, whichever page rests")
    #expect(moves.isEmpty)
    #expect(screen.nested.headerOffset == 105)
    if let first = screen.feed(at: 0) {
      #expect(first.scrollView.offset == screen.aligned(first), "page 0 under the header")
    }
    try screen.harness.finish()
  }

  @Test func whenTheHeaderExpandsWithANeighbourInView_theNeighbourLandsUnderIt() throws {
    let screen = try Self.screen()
    // Page 0's feed collapses the header by its 160 and scrolls 140.
    screen.drag(300, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 160)
    let first = try #require(screen.current)
    // The pages stop between 0 and 1 with a finger on page 0, which drags its feed down by
    // 300: its own 140 back, then the header's 160.
    let point = Point(x: 20, y: 200)
    screen.harness.swipe(.forward)
    for _ in 0..<3 { screen.harness.advance(by: .milliseconds(16)) }
    let second = try #require(screen.feed(at: 1))
    #expect(second.scrollView.offset == -40, "placed under the collapsed header")
    #expect(screen.touchDown(at: point) === first)
    for step in 1...10 {
      screen.touchMoved(
        first, to: Point(x: point.x, y: point.y + 30 * Double(step)), after: .milliseconds(16))
      // At every step page 1's rows sit right under the header, where they were.
      #expect(second.scrollView.offset == screen.nested.headerOffset - 200, "at step \(step)")
    }
    #expect(screen.nested.headerOffset == 0)
    #expect(second.scrollView.offset == -200, "its top right under the expanded header")
    screen.harness.advance(by: .milliseconds(200))
    screen.touchUp(first, at: Point(x: point.x, y: point.y + 300))
    screen.harness.runUntilIdle()
    for index in screen.harness.container.visibleIndices {
      let page = try #require(screen.feed(at: index))
      #expect(page.scrollView.offset == screen.aligned(page), "page \(index)")
    }
    try screen.harness.finish()
  }

  @Test func aStillFingerOnANeighbour_holdsItsRows_whileTheCurrentFeedsFlingMovesTheHeader()
    throws
  {
    let screen = try Self.screen()
    let first = try #require(screen.current)
    // Page 0's feed, scrolled 300 (the header collapsed), flings down (its feed back to its
    // top, then the header expands as it goes); the pages are swiped and a finger rests on page
    // 1 without moving.
    screen.drag(300, interval: .milliseconds(100))
    screen.drag(-60, steps: 3, interval: .milliseconds(10), settle: false)
    #expect(first.scrollView.phase == .decelerating)
    screen.harness.swipe(.forward)
    screen.harness.advance(by: .milliseconds(16))
    let point = Point(x: 290, y: 300)
    let second = try #require(screen.touchDown(at: point))
    let held = second.scrollView.offset
    var moves = 0
    second.willPlace = { _, placement in if placement.contentOffset != nil { moves += 1 } }
    let header = screen.nested.headerOffset
    for _ in 0..<20 { screen.harness.advance(by: .milliseconds(16)) }
    #expect(screen.nested.headerOffset != header, "the fling moved the header meanwhile")
    #expect(second.scrollView.offset == held, "the rows under the still finger stay")
    #expect(moves == 0)
    // The finger lifts without dragging: the feed lands where it was under the header.
    screen.touchUp(second, at: point)
    #expect(second.scrollView.offset == screen.nested.headerOffset - 200)
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test func aPeekingNeighboursFeed_movesTheHeader_andTheCurrentFeedFollows() throws {
    let screen = try FollowedNestedScreen(
      header: 200, pinned: 40, shape: PageShape(size: .fraction(0.8)))
    let first = try #require(screen.current)
    let second = try #require(screen.feed(at: 1), "page 1 peeks at rest")
    let point = Point(x: 280, y: 300)
    #expect(screen.touchDown(at: point) === second)
    for step in 1...10 {
      screen.touchMoved(
        second, to: Point(x: point.x, y: point.y - 20 * Double(step)), after: .milliseconds(16))
    }
    screen.harness.advance(by: .milliseconds(200))
    screen.touchUp(second, at: Point(x: point.x, y: point.y - 200))
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 160)
    #expect(second.nestedFeedOffset == 40)
    #expect(second.scrollView.offset == 40 + 160 - 200)
    #expect(first.scrollView.offset == 160 - 200, "page 0's top right under the header")
    // Page 0's feed takes the header back.
    screen.drag(-100, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 60)
    #expect(second.scrollView.offset == 40 + 60 - 200, "page 1 where it was under it")
    try screen.harness.finish()
  }
}
