import FolioList
import Testing

private let p0 = PagerFixture.page(0)
private let p1 = PagerFixture.page(1)
private let p2 = PagerFixture.page(2)
private let p3 = PagerFixture.page(3)

@Suite struct ScrollEventTests {
  @Test func firstLayout_displaysTheFirstItemOnly() {
    let f = PagerFixture(pages: 5)
    #expect(f.recorder.takeSteps() == [.willDisplay(p0)])
    #expect(f.view.visibleItemPaths == [p0])
    #expect((f.view.cellForItem(at: p0) as? LabelCell)?.label == "0.0")
  }

  @Test func swipePastHalfway_glidesToNextPageWithBalancedEvents() {
    let f = PagerFixture(pages: 5)
    _ = f.recorder.takeSteps()
    f.view.beginDragging()
    f.view.drag(by: 60)
    f.view.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(
      f.recorder.takeSteps() == [
        .state(.idle, .tracking), .willBeginDragging, .willDisplay(p1), .didScroll,
        .willEndDragging(target: 100), .state(.tracking, .decelerating),
        .didEndDragging(decelerate: true), .didScroll, .didEndDisplaying(p0), .didScroll,
        .state(.decelerating, .idle), .didEndDecelerating,
      ])
    #expect(f.view.contentOffset.x == 100)
    #expect(f.view.visibleItemPaths == [p1])
    #expect(f.view.scrollState == .idle)
  }

  @Test func swipeCancelledBeforeHalfway_glidesBackAndIncomingEndsDisplaying() {
    let f = PagerFixture(pages: 5)
    _ = f.recorder.takeSteps()
    f.view.beginDragging()
    f.view.drag(by: 30)
    f.view.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(
      f.recorder.takeSteps() == [
        .state(.idle, .tracking), .willBeginDragging, .willDisplay(p1), .didScroll,
        .willEndDragging(target: 0), .state(.tracking, .decelerating),
        .didEndDragging(decelerate: true), .didScroll, .didEndDisplaying(p1), .didScroll,
        .state(.decelerating, .idle), .didEndDecelerating,
      ])
    #expect(f.view.contentOffset.x == 0)
    #expect(f.view.visibleItemPaths == [p0])
  }

  @Test func shortFling_goesToTheNextPageInItsDirection() {
    let f = PagerFixture(pages: 5)
    f.view.setContentOffset(Point(x: 200, y: 0), animated: false)
    _ = f.recorder.takeSteps()
    f.view.beginDragging()
    f.view.drag(by: -10)
    f.view.endDragging(velocity: -80)  // 0.8 pages per second: past the threshold
    f.clock.runUntilIdle()
    #expect(
      f.recorder.takeSteps() == [
        .state(.idle, .tracking), .willBeginDragging, .willDisplay(p1), .didScroll,
        .willEndDragging(target: 100), .state(.tracking, .decelerating),
        .didEndDragging(decelerate: true), .didScroll, .didEndDisplaying(p2), .didScroll,
        .state(.decelerating, .idle), .didEndDecelerating,
      ])
    #expect(f.view.visibleItemPaths == [p1])
  }

  @Test func slowRelease_belowFlingThreshold_goesToNearestPage() {
    let f = PagerFixture(pages: 5)
    f.view.beginDragging()
    f.view.drag(by: 10)
    f.view.endDragging(velocity: 40)  // 0.4 pages per second: below the threshold
    f.clock.runUntilIdle()
    #expect(f.view.contentOffset.x == 0)
  }

  @Test func releaseOnAPageBoundary_settlesWithoutDeceleration() {
    let f = PagerFixture(pages: 5)
    _ = f.recorder.takeSteps()
    f.view.beginDragging()
    f.view.endDragging(velocity: 0)
    #expect(
      f.recorder.takeSteps() == [
        .state(.idle, .tracking), .willBeginDragging, .willEndDragging(target: 0),
        .state(.tracking, .idle), .didEndDragging(decelerate: false),
      ])
    #expect(f.clock.isIdle)
  }

  @Test func touchDuringDeceleration_catchesItWithItsEndEventThenANewDrag() {
    let f = PagerFixture(pages: 5)
    f.view.beginDragging()
    f.view.drag(by: 60)
    f.view.endDragging(velocity: 0)
    f.clock.advance(by: .milliseconds(100))
    let caughtAt = f.view.contentOffset.x
    #expect(caughtAt > 60 && caughtAt < 100)
    _ = f.recorder.takeSteps()
    f.view.beginDragging()
    #expect(
      f.recorder.takeSteps() == [
        .state(.decelerating, .tracking), .didEndDecelerating, .willBeginDragging,
      ])
    f.clock.advance(by: .seconds(1))
    #expect(f.view.contentOffset.x == caughtAt, "a caught motion stays put while the finger rests")
    f.view.drag(by: -50)
    f.view.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(f.view.contentOffset.x == 0)
    #expect(f.view.visibleItemPaths == [p0])
  }

  @Test func animatedScroll_passesEveryItemAndEndsWithScrollingAnimation() {
    let f = PagerFixture(pages: 5)
    _ = f.recorder.takeSteps()
    f.view.setContentOffset(Point(x: 300, y: 0), animated: true)
    f.clock.runUntilIdle()
    let steps = f.recorder.takeSteps()
    #expect(steps.first == .state(.idle, .animating))
    #expect(steps.suffix(2) == [.state(.animating, .idle), .didEndScrollingAnimation])
    // Each frame crosses a page boundary at most once: the frame that passes offset 100 shows
    // item 2 and hides item 0 in one pass, incoming first.
    #expect(
      steps.filter { if case .didScroll = $0 { false } else { true } } == [
        .state(.idle, .animating), .willDisplay(p1), .willDisplay(p2), .didEndDisplaying(p0),
        .willDisplay(p3), .didEndDisplaying(p1), .didEndDisplaying(p2), .state(.animating, .idle),
        .didEndScrollingAnimation,
      ])
    #expect(f.view.contentOffset.x == 300)
  }

  @Test func instantScroll_oneLayoutPassIncomingFirst() {
    let f = PagerFixture(pages: 5)
    _ = f.recorder.takeSteps()
    f.view.setContentOffset(Point(x: 300, y: 0), animated: false)
    #expect(f.recorder.takeSteps() == [.willDisplay(p3), .didEndDisplaying(p0), .didScroll])
    #expect(f.clock.isIdle)
  }

  @Test func animatedScrollRetargeted_oneEndEventAtTheNewTarget() {
    let f = PagerFixture(pages: 6)
    f.view.setContentOffset(Point(x: 400, y: 0), animated: true)
    f.clock.advance(by: .milliseconds(100))
    f.view.setContentOffset(Point(x: 100, y: 0), animated: true)
    f.clock.runUntilIdle()
    let steps = f.recorder.takeSteps()
    #expect(steps.filter { $0 == .didEndScrollingAnimation }.count == 1)
    #expect(steps.filter { $0 == .state(.idle, .animating) }.count == 1)
    #expect(f.view.contentOffset.x == 100)
    #expect(f.view.visibleItemPaths == [p1])
  }

  @Test func instantJumpDuringAnimation_endsItAfterTheJumpAsSettled() {
    let f = PagerFixture(pages: 6)
    f.view.setContentOffset(Point(x: 400, y: 0), animated: true)
    f.clock.advance(by: .milliseconds(50))
    _ = f.recorder.takeSteps()
    f.view.setContentOffset(Point(x: 500, y: 0), animated: false)
    let steps = f.recorder.takeSteps()
    #expect(steps.suffix(3) == [.didScroll, .state(.animating, .idle), .didEndScrollingAnimation])
    #expect(f.view.visibleItemPaths == [PagerFixture.page(5)])
  }

  @Test func animatedScrollWhileDragging_endsTheDragThenAnimates() {
    let f = PagerFixture(pages: 5)
    f.view.beginDragging()
    f.view.drag(by: 20)
    _ = f.recorder.takeSteps()
    f.view.setContentOffset(Point(x: 200, y: 0), animated: true)
    #expect(
      f.recorder.takeSteps() == [
        .willEndDragging(target: 200), .state(.tracking, .animating),
        .didEndDragging(decelerate: false),
      ])
    f.clock.runUntilIdle()
    #expect(f.view.contentOffset.x == 200)
  }

  @Test func dragWithoutFinger_andReleaseWithoutFinger_doNothing() {
    let f = PagerFixture(pages: 5)
    _ = f.recorder.takeSteps()
    f.view.drag(by: 50)
    f.view.endDragging(velocity: 500)
    #expect(f.recorder.takeSteps().isEmpty)
    #expect(f.view.contentOffset == .zero)
  }

  @Test func offsetsClampToTheContent() {
    let f = PagerFixture(pages: 3)
    f.view.setContentOffset(Point(x: -50, y: 0), animated: false)
    #expect(f.view.contentOffset.x == 0)
    f.view.setContentOffset(Point(x: 10_000, y: 0), animated: false)
    #expect(f.view.contentOffset.x == 200)
    f.view.beginDragging()
    f.view.drag(by: 500)
    #expect(f.view.contentOffset.x == 200)
    f.view.endDragging(velocity: 1_000)
    f.clock.runUntilIdle()
    #expect(f.view.contentOffset.x == 200)
    f.view.setContentOffset(Point(x: Double.nan, y: 0), animated: false)
    #expect(f.view.contentOffset.x == 0)
  }

  @Test func emptyContent_dragsAndScrollsShowNothing() {
    let f = PagerFixture(pages: 0)
    f.view.beginDragging()
    f.view.drag(by: 30)
    f.view.endDragging(velocity: 100)
    f.view.setContentOffset(Point(x: 100, y: 0), animated: true)
    f.view.scrollToItem(at: p3, animated: false)
    f.clock.runUntilIdle()
    #expect(f.view.visibleItemPaths.isEmpty)
    #expect(f.view.contentOffset == .zero)
    #expect(f.recorder.balanceErrors.isEmpty)
  }

  @Test func zeroSizeViewport_showsNothingAndRestoresThePageWhenResized() {
    let f = PagerFixture(pages: 5)
    f.view.setContentOffset(Point(x: 300, y: 0), animated: false)
    _ = f.recorder.takeSteps()
    f.view.setViewportSize(.zero)
    #expect(f.recorder.takeSteps() == [.didEndDisplaying(p3), .didScroll])
    #expect(f.view.visibleItemPaths.isEmpty)
    f.view.setViewportSize(Size(width: 80, height: 40))
    #expect(f.recorder.takeSteps() == [.willDisplay(p3), .didScroll])
    #expect(f.view.contentOffset.x == 240)
  }

  @Test func verticalPaging_scrollsAlongY() {
    let clock = ManualClock()
    let model = SectionModel(pages: 4)
    let view = VirtualCollectionView(
      layout: PagingLayout(axis: .vertical), viewportSize: Size(width: 30, height: 60),
      clock: clock)
    view.dataSource = model
    view.layoutIfNeeded()
    view.beginDragging()
    view.drag(by: 40)
    view.endDragging(velocity: 0)
    clock.runUntilIdle()
    #expect(view.contentOffset == Point(x: 0, y: 60))
    #expect(view.visibleItemPaths == [p1])
    #expect(view.frameForItem(at: p1) == Rect(x: 0, y: 60, width: 30, height: 60))
  }
}

@Suite struct EmptyViewportTests {
  @Test func releaseWhileTheViewportIsEmpty_restoresOnAPageBoundary() {
    let f = PagerFixture(pages: 5)
    f.view.beginDragging()
    f.view.drag(by: 160)  // 1.6 pages
    f.view.setViewportSize(.zero)
    f.view.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(f.view.scrollState == .idle)
    f.view.setViewportSize(Size(width: 50, height: 20))
    #expect(f.view.contentOffset.x == 100, "page 2 of 50-point pages, not 1.6 pages")
    #expect(f.view.visibleItemPaths == [PagerFixture.page(2)])
  }
}
