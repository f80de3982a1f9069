import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// Followed motion where UIKit acts on its own: an offset set under a still finger, a lift
/// with no drag, a touch that stops a deceleration (reported or not), the clamp of a layout
/// pass, scrolls nobody asked for, offsets on the pixel grid, an animation that never runs.
@Suite struct HostPlatformOnItsOwnTests {
  typealias Choices = PlatformScrollViewModel<Card>.Choices

  private func screen(
    count: Int = 8, viewport: Size = Size(width: 390, height: 844), scale: Double = 3,
    choices: Choices = Choices()
  ) -> Screen {
    Screen(
      count: count, viewport: viewport, scale: scale, motion: .followed, platformChoices: choices)
  }

  /// Every choice UIKit leaves open here.
  static let everyChoice: [Choices] = [true, false].flatMap { stop in
    [true, false].map { first in Choices(reportsStopByTouch: stop, touchesFirst: first) }
  }

  // MARK: A finger that does not drag

  /// The catch of a far jump puts the offset on its target under a still finger (reported
  /// with `isTracking`), and the finger lifts without a drag: UIKit sends nothing.
  @Test(arguments: everyChoice)
  func anOffsetSetUnderAStillFinger_thenALiftWithoutADrag_leavesTapsWorking(choices: Choices)
    throws
  {
    let s = screen(choices: choices)
    try s.container.scrollToPage(5, animated: true)
    s.harness.advance(by: .milliseconds(17))
    s.harness.touchDown(at: Point(x: 200, y: 400))
    #expect(s.container.currentIndex == 5, "the catch completes the jump")
    s.harness.touchUp(after: .milliseconds(60))
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting && s.rules.taps.isEmpty)
    s.harness.tap(at: Point(x: 100, y: 100))
    #expect(s.rules.taps == [Point(x: 100, y: 100)], "a tap at rest is a tap")
    s.harness.touchDown(at: Point(x: 100, y: 100))
    #expect(s.container.phase == .resting, "a touch at rest holds nothing")
    s.harness.touchUp(after: .milliseconds(60))
    try s.harness.finish()
  }

  /// Pages inserted before the current one while a finger rests on it: the layout moves the
  /// offset under the finger (a correction), and the lift sends nothing.
  @Test func pagesInsertedUnderAStillFinger_areACorrection_andTheLiftIsATap() throws {
    let s = screen()
    try s.container.scrollToPage(2, animated: false)
    s.harness.runUntilIdle()
    s.harness.touchDown(at: Point(x: 200, y: 400))
    s.cards.pages.insert(contentsOf: [Card(id: "a"), Card(id: "b")], at: 0)
    s.container.performUpdates()
    s.harness.layoutContainer()
    #expect(s.harness.platform?.offset == 4 * 390 && s.container.currentIndex == 4)
    #expect(s.container.phase == .resting)
    s.harness.touchUp(after: .milliseconds(60))
    #expect(s.rules.taps.count == 1)
    try s.harness.finish()
  }

  /// UIKit does not animate to where the scroll view is, and says nothing.
  @Test func anAnimationToWhereTheScrollViewIs_isNotAsked_andThePagesRest() throws {
    let s = screen()
    try s.container.scrollToPage(1, animated: true)
    s.harness.runUntilIdle()
    #expect(s.rules.platformScrolls == [390])
    s.container.currentIndex.map { _ in try? s.container.scrollToPage(1, animated: true) }
    s.harness.layout()
    #expect(s.container.phase == .resting && s.rules.platformScrolls == [390])
    try s.harness.finish()
  }

  /// An animation the platform never runs (nor reports) ends after a quiet period: the pages
  /// rest on its page, and the layout puts the scroll view there.
  @Test func anAnimationThePlatformNeverRuns_endsOnItsPage() throws {
    let s = screen()
    s.rules.onAnimatePlatform = nil
    try s.container.scrollToPage(3, animated: true)
    s.harness.layout()
    #expect(s.container.phase == .jumping(toward: 3))
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting && s.container.currentIndex == 3)
    #expect(abs((s.harness.platform?.offset ?? 0) - 3 * 390) < 1e-9)
    try s.harness.finish()
  }

  // MARK: A touch that stops a deceleration

  /// A flick, then a touch three frames into its deceleration: the pages are held where the
  /// finger stopped them, whether UIKit reports the stop or not, and whichever hears the touch
  /// first; the lift with no drag rests them on the nearest page.
  @Test(arguments: everyChoice)
  func aTouchThatStopsADeceleration_holdsThePages(choices: Choices) throws {
    let s = screen(choices: choices)
    let platform = try #require(s.harness.platform)
    s.harness.swipe(from: Point(x: 300, y: 400), to: Point(x: 120, y: 400))
    s.harness.advance(by: .milliseconds(50))
    guard case .decelerating = platform.phase else {
      Issue.record("the flick decelerates: \(platform.phase)")
      return
    }
    let stoppedAt = platform.offset
    s.harness.touchDown(at: Point(x: 100, y: 100))
    #expect(platform.offset == stoppedAt, "it stops under the finger")
    #expect(s.container.phase == .tracking, "the pages are held there")
    #expect(s.host.wantedPlatformOffset == nil, "nothing moves under a still finger")
    s.harness.advance(by: .milliseconds(400))
    #expect(platform.offset == stoppedAt && s.container.phase == .tracking)
    s.harness.touchUp(after: .milliseconds(30))
    s.harness.runUntilIdle()
    #expect(s.rules.taps.isEmpty, "catching moving pages is no tap")
    #expect(s.container.phase == .resting && s.container.currentIndex == 1)
    #expect(platform.offset == 390)
    try s.harness.finish()
  }

  // MARK: Layout

  /// A rotation: setting the frame and the content size clamps the offset (UIKit reports it),
  /// and the reader stays on their page, the last one included, in both directions.
  @Test(arguments: [2, 4])
  func aRotation_keepsTheReadersPage(page: Int) throws {
    let s = screen(count: 5, viewport: Size(width: 844, height: 390))
    let platform = try #require(s.harness.platform)
    try s.container.scrollToPage(page, animated: false)
    s.harness.runUntilIdle()
    let heard = s.rules.heard
    for size in [Size(width: 390, height: 844), Size(width: 844, height: 390)] {
      s.host.setViewport(size, scale: 3)
      s.harness.layout()
      #expect(s.container.currentIndex == page && s.container.phase == .resting)
      #expect(platform.offset == Double(page) * size.width)
    }
    #expect(s.rules.heard == heard, "no page heard anything")
    try s.harness.finish()
  }

  /// A page width off the pixel grid (320.5 points at 3×) settles, whatever rounding the
  /// platform keeps its offsets to, and the layout passes at rest set nothing.
  @Test(arguments: PlatformScrollViewModel<Card>.PixelRounding.allCases)
  func aFractionalPageWidth_settles_andLayoutStopsAtRest(
    rounding: PlatformScrollViewModel<Card>.PixelRounding
  ) throws {
    let s = screen(
      count: 6, viewport: Size(width: 320.5, height: 600),
      choices: Choices(pixelRounding: rounding))
    let platform = try #require(s.harness.platform)
    for _ in 0..<3 {
      s.harness.swipe(.forward)
      s.harness.runUntilIdle()
    }
    #expect(s.container.currentIndex == 3 && s.container.phase == .resting)
    let reports = platform.reports
    for _ in 0..<5 { s.harness.layout() }
    #expect(platform.reports == reports, "a layout at rest sets nothing")
    #expect(s.host.wantedPlatformOffset == nil)
    try s.harness.finish()
  }

  // MARK: Scrolls nobody asked for

  /// `scrollRectToVisible(_:animated: true)` (or VoiceOver's focus) toward a peeking page:
  /// the pages glide with it, no layout sets the offset while it animates, and where it
  /// stops between two pages the scroll view is animated to the nearest.
  @Test func anAnimatedScrollNobodyAsked_isFollowed_thenEndsOnAPage() throws {
    let s = screen()
    let platform = try #require(s.harness.platform)
    platform.setContentOffset(250, animated: true)
    var offsets: [Double] = []
    for _ in 0..<30 where s.rules.platformScrolls.isEmpty {
      s.harness.advance(by: .milliseconds(16))
      offsets.append(platform.offset)
      // (Its first frame, within a pixel of where the pages rest, moves nothing.)
      #expect(
        abs(s.container.position * 390 - platform.offset) < 1.0 / 3, "the pages follow it")
    }
    #expect(offsets == offsets.sorted(), "no fight: it only moves forward \(offsets)")
    #expect(offsets.last == 250 && s.container.phase == .gliding(toward: 1))
    #expect(s.rules.platformScrolls == [390], "where it ends, it is animated to the nearest page")
    s.harness.runUntilIdle()
    #expect(s.container.phase == .resting && s.container.currentIndex == 1)
    #expect(platform.offset == 390)
    try s.harness.finish()
  }

  /// An offset set without animation by VoiceOver's focus or a first responder: the pages
  /// follow it, and once it is quiet they rest on the nearest page.
  @Test func anInstantScrollNobodyAsked_endsOnTheNearestPage() throws {
    let s = screen()
    let platform = try #require(s.harness.platform)
    platform.setContentOffset(500, animated: false)
    #expect(s.container.phase == .gliding(toward: 1))
    s.harness.layout()
    #expect(platform.offset == 500, "the layout does not put it back")
    s.harness.runUntilIdle()
    #expect(s.container.currentIndex == 1 && platform.offset == 390)
    try s.harness.finish()
  }

  /// `accessibilityScroll` with no plugin: UIKit scrolls by a page, animated.
  @Test func anAccessibilityScrollWithNoPlugin_endsOnTheNextPage() throws {
    let s = screen()
    let platform = try #require(s.harness.platform)
    platform.setContentOffset(390, animated: true)
    s.harness.runUntilIdle()
    #expect(s.container.currentIndex == 1 && s.container.phase == .resting)
    #expect(s.rules.platformScrolls.isEmpty, "it ended on a page")
    try s.harness.finish()
  }
}
