import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// Followed motion, as found from outside (round five): what the scroll view shows, what is
/// drawn and what is visible stay one answer through resizes, scale changes and updates; no tap
/// on content still moving; a layout pass never ends an animation the scroll view was asked
/// for. (The harness checks after every step that each frame is where the scroll view's offset
/// shows it.)
@Suite struct HostFollowedRegressionTests {
  /// Two pages at 400 × 300, 1x, resting on the last one, a finger 150 points past its end
  /// and holding.
  private func bouncingPastTheEnd() throws -> (Screen, PlatformScrollViewModel<Card>) {
    let screen = Screen(
      count: 2, viewport: Size(width: 400, height: 300), scale: 1, motion: .followed)
    let platform = try #require(screen.harness.platform)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1 && platform.offset == 400)
    screen.harness.touchDown(at: Point(x: 300, y: 100))
    screen.harness.touchMoved(to: Point(x: 140, y: 100))
    #expect(platform.offset > 400 && platform.phase == .tracking)
    #expect(screen.container.overscroll > 0)
    return (screen, platform)
  }

  /// Where the scroll view's offset puts page `index` (full pages, left to right).
  private func shownX(_ screen: Screen, _ platform: PlatformScrollViewModel<Card>, page: Int)
    -> Double
  {
    screen.host.grid.align(Double(page) * screen.container.pageStride - platform.offset)
  }

  @Test func aResizeDuringABounce_drawsThePagesWhereTheScrollViewShowsThem() throws {
    let (screen, platform) = try bouncingPastTheEnd()
    screen.host.setViewport(Size(width: 427, height: 300), scale: 1)
    screen.harness.layout()
    // The scroll view reported nothing (its bounds changed, its offset did not).
    let frame = try #require(screen.host.frames.first { $0.index == 1 })
    #expect(frame.frame.minX == shownX(screen, platform, page: 1), "\(frame) at \(platform.offset)")
    #expect(screen.harness.violations.isEmpty, "\(screen.harness.violations)")
    screen.harness.touchUp(after: .milliseconds(50))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test func aScaleChangeDuringABounce_drawsThePagesWhereTheScrollViewShowsThem() throws {
    let (screen, platform) = try bouncingPastTheEnd()
    screen.host.setViewport(Size(width: 400, height: 300), scale: 3)
    screen.harness.layout()
    let frame = try #require(screen.host.frames.first { $0.index == 1 })
    #expect(frame.frame.minX == shownX(screen, platform, page: 1))
    #expect(screen.harness.violations.isEmpty, "\(screen.harness.violations)")
    screen.harness.touchUp()
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test(
    "a scale change alone during a bounce keeps it, left to right and right to left (the content did not move)",
    arguments: [PageLayoutDirection.leftToRight, .rightToLeft])
  func aScaleChangeAloneDuringABounce_keepsIt(direction: PageLayoutDirection) throws {
    let screen = Screen(count: 8, motion: .followed, direction: direction)
    let harness = screen.harness
    harness.touchDown(at: Point(x: 195, y: 400))
    // Toward before the first page: right, left to right; left, right to left.
    harness.touchMoved(
      to: Point(x: direction == .leftToRight ? 257 : 133, y: 400), after: .milliseconds(8))
    let bounce = screen.host.bounceOffset
    let before = try #require(screen.host.frames.first { $0.index == 0 }).frame.minX
    #expect(abs(bounce) > 20)
    screen.host.setViewport(Size(width: 390, height: 844), scale: 2)
    harness.layout()
    // (Right to left, it was dropped, and the host wanted the scroll view moved under the
    // finger.)
    #expect(abs(screen.host.bounceOffset - bounce) < 0.5, "\(screen.host.bounceOffset)")
    let after = try #require(screen.host.frames.first { $0.index == 0 }).frame.minX
    #expect(abs(after - before) <= 0.5, "\(before) → \(after)")
    harness.touchUp()
    harness.runUntilIdle()
    #expect(harness.violations.isEmpty, "\(harness.violations)")
    try harness.finish()
  }

  @Test(arguments: ["insert at end", "insert before", "delete first"])
  func anUpdateDuringABounce_drawsThePagesWhereTheScrollViewShowsThem(update: String) throws {
    let (screen, platform) = try bouncingPastTheEnd()
    switch update {
    case "insert at end": screen.cards.pages.append(Card(id: "new"))
    case "insert before": screen.cards.pages.insert(Card(id: "new"), at: 0)
    default: screen.cards.pages.removeFirst()
    }
    screen.container.performUpdates()
    screen.harness.layout()
    let current = try #require(screen.container.currentIndex)
    let frame = try #require(screen.host.frames.first { $0.index == current })
    #expect(frame.frame.minX == shownX(screen, platform, page: current), "\(update)")
    #expect(screen.harness.violations.isEmpty, "\(update): \(screen.harness.violations)")
    screen.harness.touchUp()
    screen.harness.runUntilIdle()
    try screen.harness.finish()
  }

  @Test func aFingerOnContentStillBouncingBack_isNoTap() throws {
    let screen = Screen(
      count: 3, viewport: Size(width: 400, height: 300), scale: 2, motion: .followed)
    let platform = try #require(screen.harness.platform)
    screen.harness.touchDown(at: Point(x: 100, y: 100))
    screen.harness.touchMoved(to: Point(x: 160, y: 100))
    screen.harness.touchUp(after: .milliseconds(50))
    #expect(platform.phase != .resting && platform.offset < 0, "bouncing back past the start")
    screen.harness.advance(by: .milliseconds(100))
    #expect(platform.phase != .resting, "still bouncing back")
    screen.harness.tap(at: Point(x: 200, y: 150))
    #expect(screen.rules.taps.isEmpty, "a finger that catches moving content is no tap")
    screen.harness.runUntilIdle()
    screen.harness.tap(at: Point(x: 200, y: 150))
    #expect(screen.rules.taps == [Point(x: 200, y: 150)], "at rest it is one")
    try screen.harness.finish()
  }

  /// The pages rest (an instant jump, say) while the scroll view still decelerates: what is
  /// under a finger still moves, so it is no tap (judged by the scroll view, not the pages).
  @Test func pagesAtRest_onAScrollViewStillMoving_areNoTap() throws {
    let screen = Screen(
      count: 3, viewport: Size(width: 400, height: 300), scale: 2, motion: .followed,
      layout: false)
    let host = screen.host
    screen.container.layoutIfNeeded()
    host.platformDidScroll(offset: 0, phase: .resting)
    host.platformDidScroll(offset: -30, phase: .decelerating(targetOffset: 0))
    try screen.container.scrollToPage(0, animated: false)
    #expect(screen.container.phase == .resting, "the pages rest")
    host.touchDown(at: Point(x: 200, y: 150), time: .milliseconds(100))
    host.touchUp(at: Point(x: 200, y: 150), time: .milliseconds(180))
    #expect(screen.rules.taps.isEmpty, "the scroll view still moves: no tap")
    host.platformDidScroll(offset: 0, phase: .resting)
    host.touchDown(at: Point(x: 200, y: 150), time: .milliseconds(300))
    host.touchUp(at: Point(x: 200, y: 150), time: .milliseconds(380))
    #expect(screen.rules.taps == [Point(x: 200, y: 150)])
  }

  /// Parchment's PageViewManager cases that failed: selecting the next, the previous or a far
  /// page, animated, then the layout pass a screen runs anyway (the same size), then frames:
  /// the scroll view's animation runs to its end, and the pages hear each step once, in order.
  @Test(arguments: [(from: 2, to: 3), (from: 2, to: 1), (from: 0, to: 7)])
  func anAnimatedSelection_survivesTheNextLayoutPass(from: Int, to: Int) throws {
    let screen = Screen(
      count: 10, viewport: Size(width: 320, height: 480), scale: 2, motion: .followed)
    let platform = try #require(screen.harness.platform)
    try screen.container.scrollToPage(from, animated: false)
    screen.harness.runUntilIdle()
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    try screen.container.scrollToPage(to, animated: true)
    // The layout pass the screen runs anyway, before the scroll view's first report.
    screen.host.setViewport(Size(width: 320, height: 480), scale: 2)
    screen.harness.advance(by: .milliseconds(16))
    #expect(screen.container.phase != .resting, "the animation goes on")
    #expect(platform.phase != .resting)
    #expect(!events.events(.lifecycle).map(\.description).contains { $0.hasPrefix("didAppear") })
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == to && platform.offset == Double(to) * 320)
    let lifecycle = events.events(.lifecycle).map(\.description)
    #expect(lifecycle.filter { $0.hasPrefix("didAppear") }.count == 1, "\(lifecycle)")
    #expect(lifecycle.filter { $0.hasPrefix("settle") } == ["settle \(to)"], "\(lifecycle)")
    try screen.harness.finish()
  }
}

extension HostFollowedRegressionTests {
  @Test(
    "an instant scroll back while a followed animation runs: the pages stay on its page, whether UIKit stops the animation or runs it on from the set, laid out every frame or not",
    arguments: [true, false], [true, false])
  func anInstantScrollDuringAFollowedAnimation_keepsItsPage(setStops: Bool, laysOut: Bool)
    throws
  {
    for rounding in PlatformScrollViewModel<Card>.PixelRounding.allCases {
      for back in [1, 2] {
        let screen = Screen(
          count: 8, scale: 3, motion: .followed,
          platformChoices: .init(pixelRounding: rounding, setStopsMotion: setStops))
        let harness = screen.harness
        let platform = try #require(harness.platform)
        try screen.container.scrollToPage(3, animated: false)
        harness.layout()
        try screen.container.scrollToPage(4, animated: true)
        harness.layout()
        let events = PageEventRecorder()
        screen.container.addEventObserver(events)
        try screen.container.scrollToPage(3 - back, animated: false)
        harness.layout()
        _ = events.take()
        for _ in 0..<30 {
          if laysOut {
            harness.advance(by: .milliseconds(16))
          } else {
            harness.displayLink.advance(by: .milliseconds(16))  // a display laying out late
          }
        }
        harness.runUntilIdle()
        let label = "\(rounding), back \(back)"
        #expect(screen.container.currentIndex == 3 - back, "\(label)")
        // (On its page to a device pixel, as the host compares: UIKit rounds by its own rule.)
        #expect(abs(platform.offset - Double(3 - back) * 390) < 1.0 / 3, "\(label)")
        let heard = events.take(.lifecycle).map(\.description)
        #expect(heard.isEmpty, "\(label): \(heard)")
        try harness.finish()
      }
    }
  }
}

extension HostFollowedRegressionTests {
  @Test(
    "a shape change that makes the pages narrower as a followed glide reaches the last page: the pages stay at their position (the scroll view's offset is the old geometry's, not a bounce past the new end)"
  )
  func aNarrowerShapeDuringAGlideToTheLastPage_isNoBounce() throws {
    // Offsets on the pixel grid, rounded up: the glide shows its end before it ends.
    let screen = Screen(
      count: 6, scale: 3, motion: .followed,
      platformChoices: .init(pixelRounding: .up, reportsUnchangedOffset: false))
    let harness = screen.harness
    try screen.container.scrollToPage(4, animated: false)
    harness.layout()
    harness.swipe(.forward)  // gliding to c5, the last page
    for _ in 0..<60 where screen.container.position < 5 {
      harness.advance(by: .milliseconds(8))
    }
    let position = screen.container.position
    try #require(position == 5 && screen.container.phase != .resting, "\(position)")
    screen.container.shape = PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered)
    screen.container.layoutIfNeeded()
    harness.layout()
    #expect(screen.container.overscroll == 0, "no bounce: \(screen.container.overscroll)")
    #expect(abs(screen.container.position - position) < 1e-9, "\(screen.container.position)")
    let c5 = try #require(screen.host.frames.first { $0.index == 5 })
    let stride = screen.container.pageStride
    #expect(abs(c5.frame.minX - ((5 - position) * stride + 39)) <= 1 / 3 + 1e-9, "\(c5)")
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 5)
    try harness.finish()
  }
}
