import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

/// A followed feed's pull to refresh: the indicator's room (its top inset grown by the
/// threshold) holds until `endRefreshing()` whatever the feed does meanwhile, and the spring
/// back after it is an animation whose end the coordinator hears, the inset shrinking after.
@Suite struct NestedFollowedRefreshTests {
  /// Every feed choice of UIKit's that a refresh meets.
  static let choices: [PlatformFeedScrollViewModel<Card>.Choices] = [true, false].flatMap {
    insetsFirst in
    [true, false].map { reported in
      PlatformFeedScrollViewModel<Card>.Choices(
        reportsStopByTouch: reported, insetsFirst: insetsFirst)
    }
  }

  /// What UIKit may do or not when a finger stops a motion: report it, clamp an offset out of
  /// a changed inset's range, spring back after a lift with no drag.
  static let unaskedChoices: [PlatformFeedScrollViewModel<Card>.Choices] = [true, false].flatMap {
    reported in
    [true, false].flatMap { clamps in
      [true, false].map { springs in
        PlatformFeedScrollViewModel<Card>.Choices(
          reportsStopByTouch: reported, insetChangeClamps: clamps, liftSpringsBack: springs)
      }
    }
  }

  /// Lets `duration` pass in frames of 100 ms, `page`'s rows at `offset` all along (under a
  /// still finger: past the quiet period after which a silent motion counts as over).
  static func expectStill(
    _ page: FollowedFeedPage, at offset: Double, for duration: Duration,
    on screen: FollowedNestedScreen, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var waited = Duration.zero
    while waited < duration {
      screen.harness.advance(by: .milliseconds(100))
      waited += .milliseconds(100)
      #expect(
        page.scrollView.offset == offset, "the rows under the still finger stay (at \(waited))",
        sourceLocation: sourceLocation)
    }
  }

  /// A header 200 tall (40 pinned), the threshold 60: the hold is at -260.
  private static func refreshing(
    _ choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws -> (FollowedNestedScreen, FollowedFeedPage) {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40, feedChoices: choices)
    let page = try #require(screen.current)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(page.refreshes == 1)
    #expect(page.scrollView.contentInsetTop == 260)
    #expect(page.scrollView.offset == -260, "the bounce came to rest on the hold")
    return (screen, page)
  }

  @Test(arguments: choices)
  func aSecondPullAndATouchThatStopsItsBounce_keepTheRoom_untilEndRefreshing(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let (screen, page) = try Self.refreshing(choices)
    var placed: [NestedFeedPlacement] = []
    page.willPlace = { _, placement in placed.append(placement) }
    // A second pull, released: the feed bounces back toward the hold, and a finger stops it
    // past the hold.
    screen.drag(-150, interval: .milliseconds(100), settle: false)
    #expect(page.scrollView.phase == .decelerating)
    screen.harness.advance(by: .milliseconds(48))
    let stopped = page.scrollView.offset
    #expect(stopped < -260, "stopped past the hold, at \(stopped)")
    page.scrollView.touchDown(at: 300)
    screen.harness.advance(by: .milliseconds(100))
    #expect(page.scrollView.offset == stopped, "the rows under the still finger stay")
    #expect(placed.allSatisfy { $0.contentOffset == nil }, "nothing moved it: \(placed)")
    // It lifts without dragging: the scroll view springs back to its top, the hold.
    page.scrollView.touchUp(at: 300)
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == -260, "it holds its room")
    #expect(page.scrollView.contentInsetTop == 260)
    #expect(placed.allSatisfy { $0.contentOffset == nil }, "\(placed)")
    #expect(page.refreshes == 1, "one refresh")
    // Scrolled into the content and back, meanwhile: the room holds.
    screen.drag(400, interval: .milliseconds(100))
    #expect(page.scrollView.contentInsetTop == 260)
    screen.drag(-200, interval: .milliseconds(100))
    screen.drag(-200, interval: .milliseconds(100))
    #expect(page.scrollView.offset == -260)
    #expect(page.scrollView.contentInsetTop == 260)
    #expect(page.refreshes == 1)
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == -200)
    #expect(page.scrollView.contentInsetTop == 200)
    try screen.harness.finish()
  }

  @Test(arguments: choices)
  func endRefreshing_springsBackAnimated_andTheInsetShrinksAtItsEnd(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let (screen, page) = try Self.refreshing(choices)
    var offsets: [Double] = []
    var insets: [Double] = []
    var ends = 0
    page.scrollView.onReport = {
      offsets.append(page.scrollView.offset)
      insets.append(page.scrollView.contentInsetTop)
      if page.scrollView.phase == .resting { ends += 1 }
    }
    screen.nested.endRefreshing()
    #expect(page.scrollView.phase == .animating(target: -200), "an animated spring back")
    #expect(page.scrollView.contentInsetTop == 260, "the room stays while it springs back")
    screen.harness.runUntilIdle()
    #expect(offsets.count > 5, "it moved frame by frame: \(offsets)")
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "one way: \(offsets)")
    #expect(offsets.last == -200)
    let shown = zip(offsets, insets).filter { $0.0 < -200 }.map(\.1)
    #expect(shown.allSatisfy { $0 == 260 }, "the room stays while it shows: \(insets)")
    #expect(page.scrollView.contentInsetTop == 200)
    #expect(ends >= 1, "its end reported")
    #expect(screen.harness.host.nestedOffsets?.feedShownOffset == 0)
    try screen.harness.finish()
  }

  /// UIKit may end the animation a spring back replaced from inside the spring's own set (an
  /// outside checker's UITableView model found the coordinator taking that end for its
  /// spring's, asking the spring again at every frame: a feed that never came to rest).
  @Test func theEndOfTheAnimationASpringReplaced_isNotTheSpringsEnd() throws {
    let (screen, page) = try Self.refreshing(.init())
    var asked: [NestedFeedPlacement] = []
    page.willPlace = { _, placement in
      if placement.contentOffset != nil { asked.append(placement) }
    }
    // The replaced motion's end, where the spring starts, from inside the spring's set.
    var ended = false
    page.didPlace = { page, placement in
      guard placement.animated, !ended else { return }
      ended = true
      screen.nested.feedDidEndScrolling(page, offset: -260)
    }
    screen.nested.endRefreshing()
    page.didPlace = nil
    #expect(asked.map(\.contentOffset) == [-200] && asked.allSatisfy(\.animated))
    #expect(asked.count == 1, "the spring runs on, not asked again: \(asked)")
    screen.harness.runUntilIdle()
    #expect(asked.count == 1, "\(asked)")
    #expect(page.scrollView.offset == -200)
    #expect(page.scrollView.contentInsetTop == 200)
    try screen.harness.finish()
  }

  /// A spring back UIKit drops without a word (a scroll to the top to where the feed already
  /// is replaced it, in an outside checker's model): after a quiet period it is over, and the
  /// feed is put where it rests (the room stayed for good).
  @Test func aSpringBackDroppedWithoutAWord_endsAfterAQuietPeriod() throws {
    let (screen, page) = try Self.refreshing(.init())
    screen.nested.endRefreshing()
    #expect(page.scrollView.phase == .animating(target: -200))
    // Stopped where it starts (a set stops the motion here, and reports no end).
    page.scrollView.setContentOffset(-260, animated: false)
    #expect(page.scrollView.phase == .resting)
    screen.harness.advance(by: .milliseconds(600))
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == -200)
    #expect(page.scrollView.contentInsetTop == 200)
    try screen.harness.finish()
  }

  /// A deceleration UIKit stops without a word, the refresh having ended during it (an outside
  /// checker's UITableView model: a status-bar tap's scroll to the top where the feed already
  /// is stopped the bounce back, sent no `didEndDecelerating`, and never ran): after a quiet
  /// period it is over where it is, and the feed springs back out of the room (which stayed
  /// for good).
  @Test(arguments: [true, false])
  func aDecelerationStoppedWithoutAWord_endsAfterAQuietPeriod(refreshing: Bool) throws {
    let choices = PlatformFeedScrollViewModel<Card>.Choices(setStopsMotion: true)
    let (screen, page) =
      refreshing
      ? try Self.refreshing(choices)
      : try {
        let screen = try FollowedNestedScreen(header: 200, pinned: 40, feedChoices: choices)
        return (screen, try #require(screen.current))
      }()
    // A pull, released (short of the threshold, or a second one): it bounces back.
    screen.drag(refreshing ? -150 : -40, interval: .milliseconds(100), settle: false)
    #expect(page.scrollView.phase == .decelerating)
    screen.harness.advance(by: .milliseconds(48))
    if refreshing { screen.nested.endRefreshing() }
    // Stopped where it is: a set there stops the motion and reports nothing.
    let stopped = page.scrollView.offset
    #expect(stopped < -200)
    page.scrollView.setContentOffset(stopped, animated: false)
    #expect(page.scrollView.phase == .resting)
    screen.harness.advance(by: .milliseconds(600))
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == -200, "from \(stopped)")
    #expect(page.scrollView.contentInsetTop == 200)
    #expect(page.refreshes == (refreshing ? 1 : 0))
    try screen.harness.finish()
  }

  /// A finger that stops a bounce back (refreshing: past the hold) and stays down longer than
  /// the quiet period after which a silent motion counts as over: the rows under the still
  /// finger stay until it lifts; then the feed goes to its hold, or its top.
  @Test(arguments: [true, false], unaskedChoices)
  func aFingerThatStopsABounceAndStays_holdsItsRowsPastTheQuietPeriod(
    refreshing: Bool, choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let (screen, page) =
      refreshing
      ? try Self.refreshing(choices)
      : try {
        let screen = try FollowedNestedScreen(header: 200, pinned: 40, feedChoices: choices)
        return (screen, try #require(screen.current))
      }()
    let top: Double = refreshing ? -260 : -200
    screen.drag(refreshing ? -150 : -40, interval: .milliseconds(100), settle: false)
    #expect(page.scrollView.phase == .decelerating)
    screen.harness.advance(by: .milliseconds(48))
    let finger = Point(x: 100, y: 300)
    #expect(screen.touchDown(at: finger) === page)
    let stopped = page.scrollView.offset
    #expect(stopped < top, "stopped past its top, at \(stopped)")
    Self.expectStill(page, at: stopped, for: .milliseconds(600), on: screen)
    screen.touchUp(page, at: finger)
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == top, "from \(stopped)")
    #expect(page.scrollView.contentInsetTop == -top)
    try screen.harness.finish()
  }

  /// A finger during a far jump whose leaving page's feed bounces back past its hold.
  ///
  /// The pager's scroll view hears the touch first, which completes the jump (the leaving page is
  /// gone from view before the host hears the finger), and the touch stays with the feed it
  /// came down on, the leaving page's or the arriving page's. An outside checker's UITableView
  /// model found the leaving feed moved under the still finger a quiet period later, or when
  /// its refresh ended, since only the feeds shown after the jump counted as maybe touched.
  @Test(arguments: [true, false], [true, false])
  func aFingerThatCatchesAFarJump_holdsTheFeedsItMayBeOn_untilItLifts(
    onLeavingPage: Bool, reportsStop: Bool
  ) throws {
    let screen = try FollowedNestedScreen(
      header: 200, pinned: 40,
      pagerChoices: .init(reportsStopByTouch: reportsStop, touchesFirst: false),
      feedChoices: .init(reportsStopByTouch: false))
    try screen.harness.container.scrollToPage(2, animated: false)
    screen.harness.runUntilIdle()
    let page = try #require(screen.current)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(page.refreshes == 1)
    screen.drag(-150, interval: .milliseconds(100), settle: false)
    try screen.harness.container.scrollToPage(0, animated: true)
    screen.harness.advance(by: .milliseconds(100))
    let frame = try #require(screen.harness.host.frames.first { $0.index == 2 }).frame
    let x = onLeavingPage ? frame.maxX - 10 : frame.minX - 10
    let finger = Point(x: x, y: 300)
    let touched = screen.touchDown(at: finger)
    #expect((touched === page) == onLeavingPage)
    #expect(screen.harness.container.currentIndex == 0, "the catch completed the jump")
    if !onLeavingPage {
      // Not stopped by the finger, the bounce runs to the hold; then the refresh ends.
      screen.harness.advance(by: .milliseconds(800))
      screen.nested.endRefreshing(page: "f2")
    }
    let held = page.scrollView.offset
    #expect(held < -259, "past or at its hold, at \(held)")
    Self.expectStill(page, at: held, for: .milliseconds(600), on: screen)
    screen.touchUp(touched, at: finger)
    screen.harness.runUntilIdle()
    if onLeavingPage { #expect(page.scrollView.offset == -260, "from \(held)") }
    #expect(screen.harness.container.currentIndex == 0)
    try screen.harness.finish()
  }

  /// A refreshing feed's bounce back from past its end, stopped by a finger that stays while
  /// the refresh ends: the room's inset does not shrink under the finger (UIKit may clamp an
  /// offset then out of range at rest; the random sessions found the rows moved 208 points),
  /// and the feed comes back to its end once the finger lifts.
  @Test(arguments: unaskedChoices)
  func aRefreshThatEndsUnderAStillFingerPastTheEnd_movesNoRows(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let (screen, page) = try Self.refreshing(choices)
    screen.drag(2_000, interval: .milliseconds(100), settle: false)
    screen.harness.advance(by: .milliseconds(48))
    let finger = Point(x: 100, y: 300)
    #expect(screen.touchDown(at: finger) === page)
    let stopped = page.scrollView.offset
    #expect(stopped > 1_400, "stopped past its end, at \(stopped)")
    screen.nested.endRefreshing()
    Self.expectStill(page, at: stopped, for: .milliseconds(600), on: screen)
    screen.touchUp(page, at: finger)
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == 1_400, "at its end")
    #expect(page.scrollView.contentInsetTop == 200, "the room went")
    try screen.harness.finish()
  }

  /// A finger that stops the spring back within a point of its end, and lifts without
  /// dragging (UIKit then sends nothing): the feed lands on its top, not a fraction of a point
  /// above it (an outside checker's UITableView model found a third of a point left at rest).
  @Test(arguments: unaskedChoices)
  func aTouchThatStopsTheSpringBackJustShortOfItsEnd_leavesNoGapAtRest(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let (screen, page) = try Self.refreshing(choices)
    screen.nested.endRefreshing()
    var steps = 0
    while page.scrollView.offset < -201, steps < 200 {
      screen.harness.advance(by: .milliseconds(4))
      steps += 1
    }
    let stopped = page.scrollView.offset
    #expect(stopped > -201 && stopped < -200, "stopped within a point of its end: \(stopped)")
    let finger = Point(x: 100, y: 300)
    #expect(screen.touchDown(at: finger) === page)
    screen.harness.advance(by: .milliseconds(200))
    #expect(page.scrollView.offset == stopped, "the rows under the still finger stay")
    screen.touchUp(page, at: finger)
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == -200, "at its top")
    #expect(page.scrollView.contentInsetTop == 200)
    try screen.harness.finish()
  }

  @Test func endRefreshing_whileTheFeedIsScrolledAway_shrinksTheInset_withoutMovingIt() throws {
    let (screen, page) = try Self.refreshing(.init())
    screen.drag(600, interval: .milliseconds(100))
    let offset = page.scrollView.offset
    screen.nested.endRefreshing()
    #expect(page.scrollView.contentInsetTop == 200)
    #expect(page.scrollView.offset == offset)
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == offset)
    try screen.harness.finish()
  }

  @Test func endRefreshing_underAFingerDraggingTheFeed_waitsForItsLift() throws {
    let (screen, page) = try Self.refreshing(.init())
    page.scrollView.touchDown(at: 300)
    screen.harness.advance(by: .milliseconds(16))
    // (Up, into the room: a pull past the threshold would refresh again.)
    page.scrollView.touchMoved(to: 280)
    let held = page.scrollView.offset
    screen.nested.endRefreshing()
    screen.harness.advance(by: .milliseconds(100))
    #expect(page.scrollView.offset == held, "nothing moves under the finger")
    #expect(page.scrollView.contentInsetTop == 260)
    page.scrollView.touchUp(at: 280)
    screen.harness.runUntilIdle()
    #expect(page.scrollView.offset == -200)
    #expect(page.scrollView.contentInsetTop == 200)
    try screen.harness.finish()
  }

  @Test(arguments: choices)
  func twoFeedsRefreshAtOnce_andEachEndsOnItsOwn(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let (screen, top) = try Self.refreshing(choices)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    let world = try #require(screen.current)
    #expect(world !== top)
    screen.drag(-300, interval: .milliseconds(100))
    #expect(world.refreshes == 1, "a pull on f1 while f0 refreshes is not ignored")
    #expect(world.scrollView.contentInsetTop == 260 && world.scrollView.offset == -260)
    #expect(screen.nested.refreshingPages == ["f0", "f1"])
    #expect(top.scrollView.contentInsetTop == 260, "f0 keeps its room")
    // f0's refresh ends (its feed hears it); f1's holds.
    screen.nested.endRefreshing(page: "f0")
    screen.harness.runUntilIdle()
    #expect(top.refreshEnds == 1 && world.refreshEnds == 0)
    #expect(world.scrollView.contentInsetTop == 260 && world.scrollView.offset == -260)
    screen.harness.swipe(.backward)
    screen.harness.runUntilIdle()
    #expect(top.scrollView.contentInsetTop == 200 && top.scrollView.offset == -200)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(world.scrollView.contentInsetTop == 260, "f1 still refreshes")
    // The current page's refresh ends with `endRefreshing()`.
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    #expect(world.refreshEnds == 1 && screen.nested.refreshingPages.isEmpty)
    #expect(world.scrollView.contentInsetTop == 200 && world.scrollView.offset == -200)
    #expect(top.refreshes == 1 && world.refreshes == 1)
    try screen.harness.finish()
  }

  /// The independent model's defect: a refreshing page reclaimed by an instant jump came back
  /// (another controller) with a top inset of 200, its room lost.
  @Test(arguments: choices)
  func aRefreshingPageReclaimedByAJump_comesBackInItsRoom_untilItsRefreshEnds(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let (screen, first) = try Self.refreshing(choices)
    try screen.harness.container.scrollToPage(4, animated: false)
    screen.harness.runUntilIdle()
    #expect(screen.feed(at: 0) == nil, "f0's controller was reclaimed")
    #expect(first.refreshEnds == 0, "a reclaimed controller hears no end")
    #expect(screen.nested.isRefreshing(page: "f0"))
    try screen.harness.container.scrollToPage(0, animated: false)
    screen.harness.runUntilIdle()
    let back = try #require(screen.current)
    #expect(back.page?.id == "f0")
    #expect(back.scrollView.contentInsetTop == 260, "placed with the refresh's room")
    #expect(back.scrollView.offset == -260, "at its top, the indicator shows")
    #expect(back.refreshes >= 1, "the new feed heard that its page refreshes")
    // Scrolled into its content and back: the room holds.
    screen.drag(400, interval: .milliseconds(100))
    screen.drag(-200, interval: .milliseconds(100))
    screen.drag(-200, interval: .milliseconds(100))
    #expect(back.scrollView.contentInsetTop == 260 && back.scrollView.offset == -260)
    #expect(screen.nested.refreshingPages == ["f0"], "no second refresh")
    screen.nested.endRefreshing(page: "f0")
    screen.harness.runUntilIdle()
    #expect(back.refreshEnds == 1)
    #expect(back.scrollView.contentInsetTop == 200 && back.scrollView.offset == -200)
    try screen.harness.finish()
  }

  /// The top inset is the header's height in every mode, on every report: the offset carries
  /// the collapse (a pinned header never moves, so it never changes either).
  @Test(arguments: ScrollChaining.allCases)
  func theTopInset_neverChangesOnAReport(chaining: ScrollChaining) throws {
    let screen = try FollowedNestedScreen(chaining: chaining, header: 200, pinned: 40)
    let page = try #require(screen.current)
    var insets: Set<Double> = []
    page.scrollView.onReport = { insets.insert(page.scrollView.contentInsetTop) }
    screen.drag(500, interval: .milliseconds(50))
    screen.drag(-300, interval: .milliseconds(50))
    screen.drag(100, steps: 3, interval: .milliseconds(10))
    screen.drag(-40, interval: .milliseconds(50))
    #expect(insets == [200], "\(insets)")
    try screen.harness.finish()
  }
}

/// The feed's own refresh shows its indicator (FolioUIKit's `FolioFeedScrolling` draws it from
/// the placement): from the refresh's start to its end, in the room, and never for the
/// screen's refresh.
@Suite struct NestedFollowedRefreshIndicatorTests {
  private func indicatorChanges(_ heights: [Double]) -> [Double] {
    heights.reduce(into: []) { changes, height in
      if changes.last != height { changes.append(height) }
    }
  }

  @Test(arguments: NestedFollowedRefreshTests.choices)
  func theFeedsRefresh_showsItsIndicator_untilItEnds(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40, feedChoices: choices)
    let page = try #require(screen.current)
    var heights: [Double] = []
    page.willPlace = { _, placement in heights.append(placement.refreshIndicatorHeight) }
    screen.drag(-300, interval: .milliseconds(100))
    #expect(page.refreshes == 1 && heights.last == 60)
    #expect(screen.nested.placement(for: page).refreshIndicatorHeight == 60)
    // Scrolled into its content and back, the indicator stays told.
    screen.drag(400, interval: .milliseconds(100))
    screen.drag(-400, interval: .milliseconds(100))
    #expect(heights.last == 60)
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    #expect(indicatorChanges(heights).suffix(2) == [60, 0], "\(heights)")
    #expect(screen.nested.placement(for: page).refreshIndicatorHeight == 0)
    try screen.harness.finish()
  }

  @Test func theScreensRefresh_showsNoFeedIndicator() throws {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40)
    screen.nested.refreshScope = .screen
    let page = try #require(screen.current)
    var heights: [Double] = []
    page.willPlace = { _, placement in heights.append(placement.refreshIndicatorHeight) }
    screen.drag(-300, interval: .milliseconds(100))
    #expect(screen.nested.isRefreshingScreen && heights.allSatisfy { $0 == 0 })
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }
}

/// Followed motion: one refresh for the screen, the pull stretching the header; the feed's own
/// scroll view holds the room as it does for its own refresh.
@Suite struct NestedFollowedScreenRefreshTests {
  @Test(arguments: NestedFollowedRefreshTests.choices)
  func aPullStretchesTheHeader_theScreenRefreshes_thenSpringsBack(
    choices: PlatformFeedScrollViewModel<Card>.Choices
  ) throws {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40, feedChoices: choices)
    var (starts, ends) = (0, 0)
    screen.nested.refreshScope = .screen
    screen.nested.screenRefreshDidStart = { starts += 1 }
    screen.nested.screenRefreshDidEnd = { ends += 1 }
    let page = try #require(screen.current)
    screen.drag(-300, interval: .milliseconds(100), settle: false)
    // While the feed's scroll view shows its pull, the header's frame fills it.
    let pulled = -200 - page.scrollView.offset
    #expect(pulled > 0)
    let layout = screen.harness.host.screenLayout(
      in: Rect(x: 0, y: 0, width: 300, height: 600), headerHeight: 0)
    #expect(abs(layout.header.size.height - (200 + pulled)) < 1e-9, "\(layout.header)")
    // Released past the threshold, the refresh started: its indicator fills the room on the way.
    #expect(starts == 1)
    let room = try #require(layout.refreshIndicator)
    #expect(room.origin == .zero && abs(room.size.height - pulled) < 1e-9, "\(room)")
    screen.harness.runUntilIdle()
    #expect(starts == 1 && page.refreshes == 0, "the screen's refresh, not the feed's")
    #expect(page.scrollView.offset == -260 && screen.nested.headerStretch == 60)
    // The indicator shows in the room the header holds open, at the top of the header's slot.
    #expect(indicator(screen) == Rect(x: 0, y: 0, width: 300, height: 60))
    screen.nested.endRefreshing()
    #expect(indicator(screen) == nil, "ended: the indicator goes as the header springs back")
    screen.harness.runUntilIdle()
    #expect(ends == 1 && page.refreshEnds == 0)
    #expect(page.scrollView.offset == -200 && screen.nested.headerStretch == 0)
    #expect(indicator(screen) == nil)
    try screen.harness.finish()
  }

  @Test func theScreensIndicator_showsOnlyWhileItsRoomIsOpen() throws {
    let screen = try FollowedNestedScreen(header: 200, pinned: 40)
    screen.nested.refreshScope = .screen
    // A pull under the finger stretches the header; the refresh starts only at its release.
    let feed = screen.touchDown(at: Point(x: 150, y: 300))
    screen.touchMoved(feed, to: Point(x: 150, y: 500), after: .milliseconds(100))
    #expect(screen.nested.headerStretch > 0 && indicator(screen) == nil)
    screen.touchUp(feed, at: Point(x: 150, y: 500), after: .milliseconds(400))
    screen.harness.runUntilIdle()
    #expect(screen.nested.isRefreshingScreen && indicator(screen)?.size.height == 60)
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    screen.drag(-300, interval: .milliseconds(100))
    #expect(screen.nested.isRefreshingScreen && indicator(screen)?.size.height == 60)
    // Scrolled into the feed, the header collapses over the room: the refresh holds unseen.
    screen.drag(400, interval: .milliseconds(100))
    #expect(screen.nested.isRefreshingScreen && indicator(screen) == nil)
    screen.nested.endRefreshing()
    screen.harness.runUntilIdle()
    #expect(!screen.nested.isRefreshingScreen && indicator(screen) == nil)
    try screen.harness.finish()
  }

  private func indicator(_ screen: FollowedNestedScreen) -> Rect? {
    screen.harness.host.screenLayout(in: Rect(x: 0, y: 0, width: 300, height: 600), headerHeight: 0)
      .refreshIndicator
  }
}
