import Folio
import FolioNestedScroll
import Testing

/// One screen's vertical motion: flings through the hand-off, ends, refresh, snapping.
@Suite struct NestedScrollerTests {
  private func scroller(_ mode: ScrollChaining = .collapseFirst) -> NestedScroller {
    let scroller = NestedScroller(headerRange: 100, chaining: mode)
    scroller.setFeed(range: 1_000, viewportLength: 400, offset: 0)
    return scroller
  }

  /// Runs frames of 1/60 s from `start` until the motion ends; the shown positions, per frame.
  private func frames(_ scroller: NestedScroller, from start: Duration) -> [Double] {
    var now = start
    var positions: [Double] = []
    while scroller.needsFrames, positions.count < 10_000 {
      now += .seconds(1) / 60
      scroller.tick(at: now)
      positions.append(scroller.offsets.header + scroller.shownFeedOffset)
    }
    return positions
  }

  @Test func aFlingThatCollapsesTheHeader_carriesOnIntoTheFeed_withoutAJump() {
    let s = scroller()
    s.touchDown(at: .zero)
    s.drag(by: 30)
    s.release(velocity: 800, at: .zero)
    #expect(s.phase == .flinging)
    let positions = frames(s, from: .zero)
    // The header collapses first, then the feed takes the rest of the distance.
    let expected = 30 + NestedScrollPhysics().flingDistance(velocity: 800)
    #expect(abs((positions.last ?? 0) - expected) < 1e-6)
    #expect(s.offsets.header == 100 && abs(s.offsets.feed - (expected - 100)) < 1e-6)
    // Monotonic, and no frame moves more than the fling's first frame.
    var previous = 30.0
    let firstStep = (positions.first ?? 0) - 30
    for position in positions {
      #expect(position >= previous - 1e-9)
      #expect(position - previous <= firstStep + 1e-9)
      previous = position
    }
    #expect(s.phase == .resting && s.shownOverscroll == 0)
  }

  @Test func aFlingIntoTheEnd_bouncesPastIt_andSpringsBack() {
    let s = scroller()
    s.setFeed(range: 50, viewportLength: 400, offset: 0)
    s.touchDown(at: .zero)
    s.release(velocity: 2_000, at: .zero)
    var deepest = 0.0
    var now = Duration.zero
    while s.needsFrames {
      now += .seconds(1) / 60
      s.tick(at: now)
      deepest = max(deepest, s.shownOverscroll)
      #expect(s.offsets.header <= 100 && s.offsets.feed <= 50)
    }
    #expect(deepest > 0, "it went past the end")
    #expect(s.shownOverscroll == 0 && s.offsets.feed == 50 && s.offsets.header == 100)
  }

  @Test func aPullPastTheThreshold_startsARefresh_heldUntilItEnds() {
    let s = scroller()
    var started = 0
    s.refreshDidStart = { started += 1 }
    s.touchDown(at: .zero)
    s.drag(by: -400)  // header expanded, feed at its top: all of it is pull
    #expect(s.shownOverscroll < -60)
    s.release(velocity: 0, at: .zero)
    #expect(started == 1 && s.isRefreshing)
    _ = frames(s, from: .zero)
    #expect(s.phase == .refreshing && s.shownOverscroll == -60)
    s.endRefreshing(at: .seconds(5))
    _ = frames(s, from: .seconds(5))
    #expect(s.phase == .resting && s.shownOverscroll == 0 && !s.isRefreshing)
  }

  @Test func aPullShortOfTheThreshold_springsBack_withoutARefresh() {
    let s = scroller()
    var started = 0
    s.refreshDidStart = { started += 1 }
    s.touchDown(at: .zero)
    s.drag(by: -50)
    #expect(s.shownOverscroll > -50 && s.shownOverscroll < 0, "resistance")
    s.release(velocity: 0, at: .zero)
    _ = frames(s, from: .zero)
    #expect(started == 0 && s.shownOverscroll == 0 && s.phase == .resting)
  }

  @Test func theAppChangesWhereADragEnds_theFlingLandsExactlyThere() {
    let s = scroller()
    s.willEndDragging = { _, target in target = (target / 80).rounded() * 80 }
    s.touchDown(at: .zero)
    s.drag(by: 150)
    s.release(velocity: 700, at: .zero)
    _ = frames(s, from: .zero)
    #expect(abs(s.offsets.feed.truncatingRemainder(dividingBy: 80)) < 1e-6)
    #expect(s.offsets.header == 100)
  }

  @Test func switchingFeeds_keepsTheHeader_andEachFeedItsOwnOffset() {
    let s = scroller()
    s.touchDown(at: .zero)
    s.drag(by: 300)  // header collapsed, feed at 200
    s.release(velocity: 0, at: .zero)
    let first = s.offsets.feed
    s.setFeed(range: 800, viewportLength: 400, offset: 0)  // another page, at its top
    #expect(s.offsets.header == 100 && s.offsets.feed == 0)
    s.setFeed(range: 1_000, viewportLength: 400, offset: first)  // back
    #expect(s.offsets.header == 100 && s.offsets.feed == first)
  }

  @Test func touchDownDuringAFling_catchesItWhereItIs() {
    let s = scroller()
    s.touchDown(at: .zero)
    s.release(velocity: 1_500, at: .zero)
    s.tick(at: .milliseconds(100))
    let caught = s.offsets
    s.touchDown(at: .milliseconds(100))
    #expect(s.offsets == caught && s.phase == .dragging && !s.needsFrames)
  }
}
