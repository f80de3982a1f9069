import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

/// Nested feeds that keep their own scroll views (UIKit's `UITableView`s): the coordinator
/// follows them, as FolioHostTesting's feed scroll view model reports in UIKit's order.
@Suite struct NestedFollowedTests {
  @Test func aFeedComingIntoView_isPlacedUnderTheHeader() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    #expect(page.scrollView.contentInsetTop == 120)
    #expect(page.scrollView.contentInsetBottom == 0)
    #expect(page.scrollView.offset == -120, "the feed's top right under the expanded header")
    try screen.harness.finish()
  }

  @Test func aDragUp_collapsesTheHeaderFirst_thenScrollsTheFeed_inOneScrollView() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(50, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 50)
    #expect(page.nestedFeedOffset == 0)
    screen.drag(100, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 80, "collapsed by its range, 40 pinned")
    #expect(page.nestedFeedOffset == 70)
    #expect(page.scrollView.offset == 70 + 80 - 120)
    #expect(screen.harness.host.nestedOffsets?.headerOffset == 80, "the host draws the header")
    // Down: the feed to its top first, then the header.
    screen.drag(-100, interval: .milliseconds(100))
    #expect(page.nestedFeedOffset == 0)
    #expect(screen.nested.headerOffset == 50)
    try screen.harness.finish()
  }

  @Test func aFling_handsOverFromTheHeaderToTheFeed() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(60, steps: 3, interval: .milliseconds(10), settle: false)
    #expect(page.scrollView.phase == .decelerating, "a fling")
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 80)
    #expect(page.nestedFeedOffset > 100, "the same fling went on into the feed")
    #expect(abs(page.scrollView.offset - screen.aligned(page)) < 1e-9)
    try screen.harness.finish()
  }

  @Test(arguments: ScrollChaining.allCases)
  func aPageSwitch_landsEachFeedWhereItWas_underTheHeaderWhereItIs(chaining: ScrollChaining)
    throws
  {
    let screen = try FollowedNestedScreen(chaining: chaining)
    let first = try #require(screen.current)
    screen.drag(300, interval: .milliseconds(100))
    let header = screen.nested.headerOffset
    let firstOffset = first.nestedFeedOffset
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    let second = try #require(screen.current)
    #expect(second !== first)
    #expect(screen.nested.headerOffset == header, "a page switch leaves the header")
    #expect(second.nestedFeedOffset == 0)
    #expect(second.scrollView.offset == header - 120, "its top right under the header")
    screen.drag(-30, interval: .milliseconds(100))
    screen.harness.swipe(.backward)
    screen.harness.runUntilIdle()
    #expect(screen.current === first)
    #expect(first.nestedFeedOffset == firstOffset, "it kept its own offset")
    #expect(first.scrollView.offset == screen.aligned(first))
    try screen.harness.finish()
  }

  @Test func aRestoredFeed_landsAtItsSavedOffset() throws {
    let screen = try FollowedNestedScreen()
    screen.saved.offsets["f3"] = 420
    try screen.harness.container.scrollToPage(3, animated: false)
    screen.harness.runUntilIdle()
    let page = try #require(screen.current)
    #expect(page.nestedFeedOffset == 420)
    #expect(page.scrollView.offset == 420 + 0 - 120)
    try screen.harness.finish()
  }

  @Test func aPullPastTheTop_refreshes_holds_andSpringsBackWhenItEnds() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    let recorder = PageEventRecorder()
    screen.harness.container.addEventObserver(recorder)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(page.refreshes == 1)
    #expect(page.scrollView.contentInsetTop == 180, "the indicator's room above the content")
    #expect(page.scrollView.offset == -180, "the bounce came to rest on the refresh's hold")
    #expect(screen.harness.host.nestedOffsets?.feedShownOffset == -60)
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    #expect(page.scrollView.contentInsetTop == 120)
    #expect(page.scrollView.offset == -120)
    #expect(screen.harness.host.nestedOffsets?.feedShownOffset == 0)
    let names = recorder.events(.lifecycleAndPlugins).compactMap { event -> String? in
      if case .plugin = event { "\(event)" } else { nil }
    }
    #expect(names.map { $0.split(separator: " ").first ?? "" } == ["refreshStart", "refreshEnd"])
    try screen.harness.finish()
  }

  @Test func aShortPull_springsBack_withoutRefreshing() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(-60, interval: .milliseconds(100))
    #expect(page.refreshes == 0)
    #expect(page.scrollView.offset == -120)
    try screen.harness.finish()
  }

  @Test func aFeedShorterThanItsViewport_stillCollapsesTheHeader() throws {
    let screen = try FollowedNestedScreen(lengths: { _ in 300 })
    let page = try #require(screen.current)
    #expect(page.scrollView.contentInsetBottom == 260, "560 of viewport under the pinned part")
    screen.drag(200, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 80)
    #expect(page.scrollView.offset == -40, "its end: the content right under the pinned part")
    try screen.harness.finish()
  }

  @Test func aPinnedHeader_neverMoves_andTheFeedScrollsBelowIt() throws {
    let screen = try FollowedNestedScreen(chaining: .pinned)
    let page = try #require(screen.current)
    screen.drag(200, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 0)
    #expect(page.nestedFeedOffset == 200)
    // Its end shows at the viewport's bottom, below the whole header.
    screen.drag(5000, interval: .milliseconds(100))
    #expect(page.nestedFeedOffset == 2000 - 480)
    #expect(page.scrollView.offset == page.scrollView.maxOffset)
    try screen.harness.finish()
  }

  @Test func theFeedTheReaderLeaves_noLongerScrollsToTheTop_onlyTheCurrentOneDoes() throws {
    let screen = try FollowedNestedScreen()
    let posts = try #require(screen.current)
    #expect(posts.scrollView.scrollsToTop)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    let replies = try #require(screen.current)
    #expect(replies !== posts)
    #expect(!posts.scrollView.scrollsToTop, "Posts' table, no longer current, is told so")
    #expect(replies.scrollView.scrollsToTop)
    #expect(
      screen.made.all.filter(\.scrollView.scrollsToTop).map(ObjectIdentifier.init) == [
        ObjectIdentifier(replies)
      ])
    // Far away and back: the feed that is current again is told, the one left is told too.
    try screen.harness.container.scrollToPage(4, animated: false)
    screen.harness.runUntilIdle()
    let last = try #require(screen.current)
    #expect(
      screen.made.all.filter(\.scrollView.scrollsToTop).map(ObjectIdentifier.init) == [
        ObjectIdentifier(last)
      ])
    try screen.harness.finish()
  }

  @Test func scrollToTop_expandsTheHeader() throws {
    let screen = try FollowedNestedScreen()
    let page = try #require(screen.current)
    screen.drag(700, interval: .milliseconds(100))
    page.scrollView.scrollToTop()
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 0)
    #expect(page.nestedFeedOffset == 0)
    #expect(page.scrollView.offset == -120)
    try screen.harness.finish()
  }

  @Test func contentThatGrows_isPlacedAtOnce_andContentThatShrinks_movesTheHeaderNotTheRows()
    throws
  {
    let screen = try FollowedNestedScreen(chaining: .expandFirst, lengths: { _ in 300 })
    let page = try #require(screen.current)
    #expect(page.scrollView.contentInsetBottom > 0, "a short feed can still collapse the header")
    page.scrollView.contentLength = 3000
    #expect(page.scrollView.contentInsetBottom == 0)
    screen.drag(2800, interval: .milliseconds(400))
    screen.harness.runUntilIdle()
    // At the feed's end, the header expanded by 40 (expand first).
    screen.drag(-40, interval: .milliseconds(400))
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == screen.nested.headerRange - 40)
    let before = page.scrollView.offset
    // The content shrinks by 30 under the feed's offset, the scroll view still in its range:
    // the rows stay where they are and the header collapses by the difference.
    page.scrollView.contentLength = 3000 - 30
    #expect(page.scrollView.offset == before)
    #expect(page.scrollView.offset == screen.aligned(page))
    #expect(screen.nested.headerOffset == screen.nested.headerRange - 10)
    try screen.harness.finish()
  }

  @Test func contentThatGrows_withoutACall_isReadAtTheNextReport() throws {
    let screen = try FollowedNestedScreen(lengths: { _ in 300 })
    let page = try #require(screen.current)
    page.scrollView.tellsContentChanges = false
    page.scrollView.contentLength = 3000
    screen.drag(1000, interval: .milliseconds(100))
    #expect(page.nestedFeedOffset == 1000 - 80)
    #expect(page.scrollView.contentInsetBottom == 0, "the next report gave the room back")
    try screen.harness.finish()
  }

  @Test func theHeaderMoves_andTheHostLaysOut() throws {
    let screen = try FollowedNestedScreen()
    let requests = screen.harness.rules.layoutRequests
    screen.drag(40, interval: .milliseconds(100))
    #expect(screen.harness.rules.layoutRequests > requests)
    #expect(screen.harness.host.nestedOffsets?.headerOffset == 40)
    // A screen's header slot slides up with it, over pages that fill the area.
    let area = Rect(x: 0, y: 0, width: 390, height: 600)
    let layout = screen.harness.host.screenLayout(in: area, headerHeight: 0)
    #expect(layout.header == Rect(x: 0, y: -40, width: 390, height: 120))
    #expect(layout.pages == area)
    #expect(!screen.harness.displayLink.isRunning, "no frames of Folio's at rest")
    try screen.harness.finish()
  }

  @Test func ownedVerticalTouches_doNothingToAFollowedCoordinator() throws {
    let screen = try FollowedNestedScreen()
    screen.nested.touchDown()
    screen.nested.touchMoved(dx: 0, dy: 80)
    screen.nested.touchUp(velocityX: 0, velocityY: 900)
    screen.nested.verticalDrag(by: 50)
    screen.nested.verticalRelease(velocity: 900)
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 0, "the feed's own scroll view moves the header")
    try screen.harness.finish()
  }

  /// Folio's physics for the pages (owned host motion), the feeds' own scroll views for the
  /// feeds: the host's touches page across, and leave the feeds to their scroll views.
  @Test func anOwnedPager_pagesAcross_andItsFeedsScrollThemselves() throws {
    let screen = try FollowedNestedScreen(pager: .owned)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.harness.container.currentIndex == 1, "a horizontal swipe pages")
    // A vertical pan through the host leaves the header alone: UIKit gives it to the table.
    screen.harness.touchDown(at: Point(x: 150, y: 400))
    screen.harness.touchMoved(to: Point(x: 150, y: 300))
    screen.harness.touchUp(after: .milliseconds(16))
    screen.harness.runUntilIdle()
    #expect(screen.nested.headerOffset == 0)
    #expect(screen.harness.container.currentIndex == 1)
    // The table's own drag collapses it.
    screen.drag(100, interval: .milliseconds(100))
    #expect(screen.nested.headerOffset == 80)
    try screen.harness.finish()
  }
}

/// A finger on a feed whose own pan never began (the pages' pan took it, as UIKit gives one
/// pan the touch): its reports say `isTracking`, and no drag's end ever comes.
@Suite struct NestedFollowedTrackingWithoutDragTests {
  @Test("a report under a finger is a drag only when the feed says it drags (isDragging)")
  func trackingIsNotDragging() throws {
    let screen = try FollowedNestedScreen(
      shape: PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered))
    let first = try #require(screen.feed(at: 0))
    let neighbour = try #require(screen.feed(at: 1), "the neighbour peeks: shown")
    #expect(screen.nested.leadingFeed === first)
    // The finger is on the neighbour's table; the pages' pan has it: no drag of the feed's.
    screen.nested.feedDidScroll(
      neighbour, offset: neighbour.scrollView.offset, isTracking: true, isDecelerating: false,
      isDragging: false)
    #expect(screen.nested.leadingFeed === first, "the header stays with the current feed")
    // A platform that does not say whether it drags: a report under a finger is a drag.
    screen.nested.feedDidScroll(
      neighbour, offset: neighbour.scrollView.offset + 1, isTracking: true,
      isDecelerating: false)
    #expect(screen.nested.leadingFeed === neighbour)
  }
}

/// A neighbour feed's spring back that a finger stops without a word (UIKit before iOS 13,
/// or an animation), the pages then dragged so that it leaves the screen before the finger
/// lifts: when it comes back into view it springs back out of its gap (the nested checker's
/// seed 481).
@Suite struct NestedFollowedStoppedSpringTests {
  @Test func aNeighboursSpringBackStoppedSilently_springsBackWhenItComesBack() throws {
    let screen = try FollowedNestedScreen(
      shape: PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered),
      feedChoices: .init(reportsStopByTouch: false))
    let neighbour = try #require(screen.feed(at: 1), "the neighbour peeks: shown")
    // The app leaves the neighbour's feed in a gap under the header: it springs back.
    neighbour.scrollView.setContentOffset(-170, animated: false)
    #expect(neighbour.scrollView.phase == .animating(target: -120), "a spring back")
    screen.harness.advance(by: .milliseconds(32))
    // A finger comes down on the neighbour's peeking edge: its animation stops, silently.
    let edge = try #require(screen.harness.host.frames.first { $0.index == 1 }).frame.minX + 5
    #expect(screen.touchDown(at: Point(x: edge, y: 300)) === neighbour)
    let stopped = neighbour.scrollView.offset
    #expect(stopped < -121, "stopped in the gap, at \(stopped)")
    // The finger pans the pages right, past the first page's end: the neighbour leaves the
    // screen, then the finger lifts and the pages bounce back.
    for step in 1...6 {
      screen.touchMoved(
        nil, to: Point(x: edge + Double(step) * 20, y: 300), after: .milliseconds(16))
    }
    #expect(!screen.harness.host.frames.contains { $0.index == 1 }, "the neighbour out of view")
    screen.touchUp(nil, at: Point(x: edge + 120, y: 300), after: .milliseconds(200))
    screen.harness.runUntilIdle()
    #expect(screen.harness.host.frames.contains { $0.index == 1 }, "it peeks again")
    #expect(neighbour.scrollView.offset == -120, "under the header, no gap")
    try screen.harness.finish()
  }
}
