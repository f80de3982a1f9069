import FolioNestedScroll
import Foundation
import Testing

/// Which axis a touch moves: after the slop, by angle, for the rest of the touch.
@Suite struct GestureArbiterTests {
  /// The arbiter's answers to moves, in turn, as `axis distance` or `-`.
  private func answers(_ arbiter: inout GestureArbiter, _ moves: [(Double, Double)]) -> [String] {
    moves.map { dx, dy in
      arbiter.move(dx: dx, dy: dy).map { "\($0.axis.rawValue) \($0.distance)" } ?? "-"
    }
  }

  @Test func withinTheSlop_nothing_thenTheAxisItIsClosestTo_pastTheSlop() {
    var arbiter = GestureArbiter(slop: 10)
    arbiter.touchDown()
    // 5 of 10, then 10 of 10 at 53°: vertical, with nothing past the slop; then decided.
    #expect(
      answers(&arbiter, [(3, 4), (3, 4), (50, 2), (-7, -1)]) == [
        "-", "vertical 0.0", "vertical 2.0", "vertical -1.0",
      ])
    arbiter.lift()
    #expect(answers(&arbiter, [(50, 0)]) == ["-"], "no finger down")
    arbiter.touchDown()
    #expect(answers(&arbiter, [(20, 0), (5, 30)]) == ["horizontal 10.0", "horizontal 5.0"])
  }

  @Test(arguments: [
    (30.0, 29.0, GestureArbiter.Axis.horizontal), (30, 30, .horizontal), (30, 31, .vertical),
  ])
  func atTheAngleBoundary_theBoundaryGoesToThePager(
    angle: Double, degrees: Double, expected: GestureArbiter.Axis
  ) {
    var arbiter = GestureArbiter(slop: 1, horizontalAngle: angle)
    arbiter.touchDown()
    let radians = degrees * Double.pi / 180
    let decided = arbiter.move(dx: 100 * cos(radians), dy: 100 * sin(radians))
    #expect(decided?.axis == expected)
  }

  @Test func badNumbers_areClampedOrIgnored() {
    var arbiter = GestureArbiter(slop: -.infinity, horizontalAngle: .nan)
    #expect(arbiter.slop == 0 && arbiter.horizontalAngle == 45)
    arbiter.touchDown()
    #expect(
      answers(&arbiter, [(.nan, 1), (0, .infinity), (0, -3)]) == ["-", "-", "vertical -3.0"])
    #expect(GestureArbiter(horizontalAngle: 400).horizontalAngle == 90)
  }
}
