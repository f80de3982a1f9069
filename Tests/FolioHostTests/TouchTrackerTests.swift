import FolioHost
import Testing

/// Touches on their own: the slop, taps, caught motion, the release velocity.
@Suite struct TouchTrackerTests {
  private func ms(_ value: Int) -> Duration { .milliseconds(value) }

  @Test func withinTheSlop_nothingMoves_andALiftIsATap() {
    var tracker = TouchTracker(slop: 10)
    tracker.down(at: Point(x: 100, y: 100), time: ms(0), onMovingContent: false)
    let moved = tracker.move(to: Point(x: 106, y: 107.9), time: ms(16))
    #expect(moved == nil)
    #expect(tracker.phase == .pressed)
    let end = tracker.up(at: Point(x: 106, y: 107.9), time: ms(60))
    #expect(end == .tap(Point(x: 106, y: 107.9)))
    #expect(tracker.phase == .idle)
  }

  @Test func pastTheSlop_onlyTheTravelBeyondItMoves_thenEveryDelta() {
    var tracker = TouchTracker(slop: 10)
    tracker.down(at: Point(x: 100, y: 100), time: ms(0), onMovingContent: false)
    // 20 points left: 10 of them past the slop.
    let began = tracker.move(to: Point(x: 80, y: 100), time: ms(16))
    #expect(began == .began(Point(x: -10, y: 0)))
    let moved = tracker.move(to: Point(x: 70, y: 103), time: ms(32))
    #expect(moved == .moved(Point(x: -10, y: 3)))
    #expect(tracker.phase == .panning)
  }

  @Test func aTouchOnMovingContent_caughtIt_andIsNoTap() {
    var tracker = TouchTracker()
    tracker.down(at: .zero, time: ms(0), onMovingContent: true)
    let end = tracker.up(at: .zero, time: ms(50))
    #expect(end == .caught)
  }

  @Test func badPointsAndTimes_areIgnoredOrClamped() {
    var tracker = TouchTracker(slop: .nan)
    #expect(tracker.slop == 0)
    let accepted = tracker.down(at: Point(x: .nan, y: 0), time: ms(0), onMovingContent: false)
    #expect(!accepted)
    #expect(tracker.phase == .idle)
    tracker.down(at: .zero, time: ms(100), onMovingContent: false)
    let infinite = tracker.move(to: Point(x: .infinity, y: 0), time: ms(116))
    #expect(infinite == nil)
    let began = tracker.move(to: Point(x: 5, y: 0), time: ms(10))
    #expect(began == .began(Point(x: 5, y: 0)))
    let cancelled = tracker.cancel()
    #expect(cancelled)
    let end = tracker.up(at: .zero, time: ms(200))
    #expect(end == TouchTracker.End.none)
  }

  @Test func aSteadySwipe_releasesAtItsSpeed() {
    var tracker = TouchTracker(slop: 10)
    tracker.down(at: Point(x: 300, y: 0), time: ms(0), onMovingContent: false)
    // 1200 points per second to the left, a move every 8 ms.
    for step in 1...10 {
      _ = tracker.move(to: Point(x: 300 - 9.6 * Double(step), y: 0), time: ms(8 * step))
    }
    guard case .pan(let velocity) = tracker.up(at: Point(x: 204, y: 0), time: ms(80)) else {
      Issue.record("expected a pan")
      return
    }
    #expect(abs(velocity.x + 1200) < 1e-6 && abs(velocity.y) < 1e-9)
  }

  @Test func aFingerThatRestedBeforeLifting_releasesAtRest() {
    var tracker = TouchTracker(slop: 10)
    tracker.down(at: Point(x: 300, y: 0), time: ms(0), onMovingContent: false)
    for step in 1...5 {
      _ = tracker.move(to: Point(x: 300 - 20 * Double(step), y: 0), time: ms(16 * step))
    }
    guard case .pan(let velocity) = tracker.up(at: Point(x: 200, y: 0), time: ms(300)) else {
      Issue.record("expected a pan")
      return
    }
    #expect(velocity == .zero)
  }

  @Test func oneLateShortMove_doesNotDecideTheFling() {
    // A slow drag (100 pt/s) whose last two samples are 1 ms apart and 5 points apart: the last
    // pair alone reads 5000 pt/s; the fit over the last 100 ms stays near the drag's speed.
    var estimator = VelocityEstimator()
    for step in 0...10 {
      estimator.add(Point(x: Double(step), y: 0), at: ms(10 * step))
    }
    estimator.add(Point(x: 15, y: 0), at: ms(101))
    let velocity = estimator.velocity.x
    #expect(velocity > 50 && velocity < 500, "\(velocity)")
  }

  @Test func theEstimator_keepsItsStorage_andForgetsOnReset() {
    var estimator = VelocityEstimator(horizon: .zero)
    #expect(estimator.horizon == .milliseconds(100))
    for step in 0..<(VelocityEstimator.capacity * 3) {
      estimator.add(Point(x: Double(step) * 2, y: 0), at: ms(step))
    }
    #expect(abs(estimator.velocity.x - 2000) < 1e-6)
    estimator.reset()
    #expect(estimator.velocity == .zero)
    estimator.add(Point(x: 1, y: 1), at: ms(5))
    estimator.add(Point(x: 2, y: 2), at: ms(5))
    #expect(estimator.velocity == .zero, "no time between samples: no velocity")
  }
}

/// The pixel grid.
@Suite struct PixelGridTests {
  @Test(arguments: [1.0, 2.0, 3.0])
  func neighbours_shareTheirEdge_onTheGrid(scale: Double) {
    let grid = PixelGrid(scale: scale)
    let width = 390.4
    for step in 0...50 {
      let offset = Double(step) * 7.77
      let first = grid.align(start: -offset, length: width)
      let second = grid.align(start: width - offset, length: width)
      // The same pixel boundary (to a rounding error far below a pixel).
      #expect(abs(first.start + first.length - second.start) < 1e-9)
      #expect(grid.isAligned(first.start) && grid.isAligned(second.start + second.length))
    }
  }

  @Test(arguments: [0.0, -2, .nan, .infinity, 1e-300, 0.5])
  func badScales_countAsOne(scale: Double) {
    #expect(PixelGrid(scale: scale).scale == 1)
  }

  @Test func isAligned_readsPixels() {
    let grid = PixelGrid(scale: 3)
    #expect(grid.isAligned(1.0 / 3) && grid.isAligned(2) && !grid.isAligned(0.5))
    #expect(!grid.isAligned(.nan))
    #expect(grid.isAligned(Rect(x: 1.0 / 3, y: 0, width: 2.0 / 3, height: 10)))
  }
}

/// A child's appearance: what it should hear, and the calls that take it there.
@Suite struct ChildAppearanceTests {
  static let all: [ChildAppearance] = [.disappeared, .appearing, .appeared, .disappearing]

  @Test func everyStep_isAllowedByUIKit_andReachesItsTarget() {
    for from in Self.all {
      for to in Self.all {
        var state = from
        for step in from.steps(to: to) {
          let next = state.after(step)
          #expect(next != state, "\(step) from \(state) is refused by UIKit's rules")
          state = next
        }
        // Two targets cannot be reached from where a child is, and it stays.
        let unreachable =
          (from == .disappeared && to == .disappearing) || (from == .appeared && to == .appearing)
        #expect(state == (unreachable ? from : to), "\(from) → \(to) ended \(state)")
      }
    }
  }

  @Test func theTable_ofTheLifecycle() {
    // pageWillAppear begins appearing; pageDidAppear ends it; a disappearance begins and ends.
    #expect(
      ChildAppearance.disappeared.steps(to: .appearing) == [.beginAppearance(isAppearing: true)])
    #expect(ChildAppearance.appearing.steps(to: .appeared) == [.endAppearance])
    #expect(
      ChildAppearance.appeared.steps(to: .disappeared)
        == [.beginAppearance(isAppearing: false), .endAppearance])
    // A cancelled swipe: viewWillAppear, then viewWillDisappear and viewDidDisappear.
    #expect(
      ChildAppearance.appearing.steps(to: .disappeared)
        == [.beginAppearance(isAppearing: false), .endAppearance])
  }

  @Test func theScreen_gatesThePage() {
    #expect(
      ChildAppearance.wanted(page: .appeared, screen: .disappeared, heard: .appeared)
        == .disappeared)
    #expect(
      ChildAppearance.wanted(page: .appeared, screen: .appearing, heard: .disappeared) == .appearing
    )
    #expect(
      ChildAppearance.wanted(page: .appearing, screen: .appeared, heard: .disappeared) == .appearing
    )
    #expect(
      ChildAppearance.wanted(page: .appeared, screen: .disappearing, heard: .appeared)
        == .disappearing)
    #expect(
      ChildAppearance.wanted(page: .appearing, screen: .disappearing, heard: .disappeared)
        == .disappeared,
      "a page shown while the screen goes hears nothing")
    #expect(
      ChildAppearance.wanted(page: .hidden, screen: .appeared, heard: .appeared) == .disappeared)
  }
}
