import Foundation

/// Decides which axis a touch moves: nothing until it has moved a slop distance, then the axis
/// its direction is closest to, by an angle; once decided, the other axis ignores the touch until
/// the finger lifts (the pager and a feed never both move on one gesture).
///
/// Distances on both axes are in the same unit (points; a terminal converts its cells).
///
/// ```swift
/// var arbiter = GestureArbiter(slop: 8, horizontalAngle: 45)
/// arbiter.touchDown()
/// arbiter.move(dx: 3, dy: 2)      // nil: within the slop
/// arbiter.move(dx: 9, dy: 3)      // (.horizontal, 4.0...): the pager takes it, past the slop
/// arbiter.move(dx: 1, dy: 20)     // (.horizontal, 1): vertical motion is ignored now
/// arbiter.lift()
/// ```
public struct GestureArbiter: Hashable, Sendable {
  /// A decided axis.
  public enum Axis: String, Hashable, Sendable {
    /// Across pages: the pager (or a horizontal scroller inside a page, first).
    case horizontal
    /// Along a feed: the header and the feed.
    case vertical
  }

  /// How far a touch moves before its axis is decided.
  public var slop: Double
  /// A touch within this many degrees of horizontal goes to the pager; any other to the feed.
  ///
  /// 45 by default (the axis it is closest to); less favours feeds.
  public var horizontalAngle: Double

  /// The decided axis, or `nil` before the slop or with no finger down.
  public private(set) var axis: Axis?
  /// Whether a finger is down.
  public private(set) var isTouching = false
  private var dx = 0.0
  private var dy = 0.0

  /// Creates an arbiter; a negative or not-a-number slop counts as 0, the angle is clamped to
  /// `0...90` (not a number: 45).
  ///
  /// - Parameters:
  ///   - slop: The distance before the axis is decided; 8 by default.
  ///   - horizontalAngle: Degrees from horizontal within which the pager wins; 45 by default.
  public init(slop: Double = 8, horizontalAngle: Double = 45) {
    self.slop = slop.isFinite ? max(0, slop) : 0
    self.horizontalAngle = horizontalAngle.isNaN ? 45 : min(max(0, horizontalAngle), 90)
  }

  /// A finger goes down: nothing is decided.
  public mutating func touchDown() {
    isTouching = true
    axis = nil
    dx = 0
    dy = 0
  }

  /// The finger moves by `dx` (positive toward higher pages) and `dy` (positive moves the
  /// content up).
  ///
  /// - Parameters:
  ///   - dx: The horizontal movement.
  ///   - dy: The vertical movement.
  /// - Returns: The decided axis and the distance to apply along it now (at the decision, the
  ///   part past the slop), or `nil` while undecided or with no finger down.
  public mutating func move(dx: Double, dy: Double) -> (axis: Axis, distance: Double)? {
    guard isTouching, dx.isFinite, dy.isFinite else { return nil }
    if let axis { return (axis, axis == .horizontal ? dx : dy) }
    self.dx += dx
    self.dy += dy
    let length = (self.dx * self.dx + self.dy * self.dy).squareRoot()
    guard length > 0, length >= slop else { return nil }
    let angle = atan2(abs(self.dy), abs(self.dx)) * 180 / Double.pi
    let decided: Axis = angle <= horizontalAngle ? .horizontal : .vertical
    axis = decided
    let past = (length - slop) / length
    return (decided, (decided == .horizontal ? self.dx : self.dy) * past)
  }

  /// The finger lifts: the next touch decides anew.
  public mutating func lift() {
    isTouching = false
    axis = nil
    dx = 0
    dy = 0
  }
}
