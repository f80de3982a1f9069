import Foundation

/// The vertical motion of one screen with a collapsing header over the current page's feed: a
/// drag, a fling through the hand-off between header and feed, the ends with their resistance and
/// bounce, and pull to refresh, as a function of the inputs and the clock's time.
///
/// Headless and exact: the same inputs at the same times give the same offsets. Each page's feed
/// keeps its own offset; switching feeds (``setFeed(range:viewportLength:offset:)``) keeps the
/// header where it is.
///
/// ```swift
/// let scroller = NestedScroller(headerRange: 120, chaining: .collapseFirst)
/// scroller.setFeed(range: 2_000, viewportLength: 600, offset: 0)
/// scroller.touchDown(at: clock.now)
/// scroller.drag(by: 150)              // the header collapses 120, the feed scrolls 30
/// scroller.release(velocity: 900, at: clock.now)
/// scroller.tick(at: clock.now)        // every frame, until `needsFrames` is false
/// ```
public final class NestedScroller {
  /// What moves the offsets now.
  public enum Phase: Hashable, Sendable {
    /// Nothing moves.
    case resting
    /// A finger is down.
    case dragging
    /// A fling after a release, maybe through the hand-off and into a bounce at an end.
    case flinging
    /// Springing back from past an end, or into a refresh's hold.
    case springing
    /// Holding the refresh indicator at the top until ``endRefreshing(at:)``.
    case refreshing
  }

  /// How the motion behaves.
  public let physics: NestedScrollPhysics
  /// How motion is shared between header and feed; changing it applies from the next motion.
  public var chaining: ScrollChaining {
    get { chainingStorage }
    set { chainingStorage = newValue }
  }
  // Each public property below is stored apart from its public face: the hot paths (a report
  // of a feed's scroll view every frame) read them without the run-time exclusivity checks a
  // public stored property keeps.
  private var chainingStorage: ScrollChaining
  /// Whether a pull past the top starts a refresh; `true` by default.
  public var isRefreshEnabled = true
  /// Lets the app change where a released drag comes to rest (snapping to feed items, say), as
  /// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: called with the
  /// release velocity and the feed offset the fling would end at; set the offset it should end
  /// at (clamped to the feed).
  public var willEndDragging: ((_ velocity: Double, _ targetFeedOffset: inout Double) -> Void)?
  /// Called when a released pull starts a refresh.
  public var refreshDidStart: (() -> Void)?
  /// Whether a released pull may start a refresh now (the coordinator's screen refresh allows
  /// one at a time); asked only for a pull past the threshold.
  var mayStartRefresh: () -> Bool = { true }

  /// How far the header can collapse.
  public var headerRange: Double { headerRangeStorage }
  private var headerRangeStorage: Double
  /// The current feed's largest offset.
  public var feedRange: Double { feedRangeStorage }
  private var feedRangeStorage: Double = 0
  /// The current feed's viewport length (the rubber band's scale).
  public var feedViewportLength: Double { feedViewportLengthStorage }
  private var feedViewportLengthStorage: Double = 0
  /// The offsets, with the finger's distance past an end.
  public var offsets: NestedOffsets { offsetsStorage }
  private var offsetsStorage: NestedOffsets = NestedOffsets(header: 0, feed: 0)
  /// How far past an end the content shows (negative past the top): what a renderer draws.
  public var shownOverscroll: Double { shownOverscrollStorage }
  private var shownOverscrollStorage: Double = 0
  /// What moves the offsets.
  public var phase: Phase { phaseStorage }
  private var phaseStorage: Phase = Phase.resting

  private var motion: Motion?

  /// Creates a scroller with the header expanded and an empty feed.
  ///
  /// - Parameters:
  ///   - headerRange: How far the header can collapse (its height less its pinned part).
  ///   - chaining: How motion is shared; collapse first by default.
  ///   - physics: How motion behaves.
  public init(
    headerRange: Double, chaining: ScrollChaining = .collapseFirst,
    physics: NestedScrollPhysics = NestedScrollPhysics()
  ) {
    headerRangeStorage = headerRange.isFinite ? max(0, headerRange) : 0
    chainingStorage = chaining
    self.physics = physics
  }

  /// The lengths routing uses.
  public var extent: NestedExtent {
    NestedExtent(headerRange: headerRangeStorage, feedRange: feedRangeStorage)
  }

  /// Whether motion needs frames.
  public var needsFrames: Bool { motion != nil }

  /// The feed's shown offset: its offset, moved by the overscroll shown past either end.
  public var shownFeedOffset: Double { offsetsStorage.feed + shownOverscrollStorage }

  /// Whether a refresh started and has not ended.
  public var isRefreshing: Bool { refreshing }
  private var refreshing = false

  // MARK: - Inputs

  /// Makes another page's feed the current one, or updates the current one's lengths.
  ///
  /// The header stays where it is; any motion stops.
  ///
  /// - Parameters:
  ///   - range: The feed's largest offset (content less viewport; negative counts as 0).
  ///   - viewportLength: The feed's viewport length.
  ///   - offset: The feed's offset, clamped to `0...range`.
  public func setFeed(range: Double, viewportLength: Double, offset: Double) {
    feedRangeStorage = range.isFinite ? max(0, range) : 0
    feedViewportLengthStorage = viewportLength.isFinite ? max(0, viewportLength) : 0
    let clamped = offset.isFinite ? min(max(0, offset), feedRangeStorage) : 0
    offsetsStorage = NestedOffsets(
      header: min(offsetsStorage.header, headerRangeStorage), feed: clamped)
    shownOverscrollStorage = 0
    motion = nil
    refreshing = false
    phaseStorage = .resting
  }

  /// The current feed's lengths changed (its content loaded, say): the offsets and any motion
  /// go on, within the new range.
  ///
  /// - Parameters:
  ///   - range: The feed's largest offset (negative counts as 0).
  ///   - viewportLength: The feed's viewport length.
  public func setFeedLengths(range: Double, viewportLength: Double) {
    feedRangeStorage = range.isFinite ? max(0, range) : 0
    feedViewportLengthStorage = viewportLength.isFinite ? max(0, viewportLength) : 0
    offsetsStorage.feed = min(offsetsStorage.feed, feedRangeStorage)
  }

  /// The header's collapsible range changed (its height did); the header stays within it.
  ///
  /// - Parameter range: The new range; negative or not a number counts as 0.
  public func setHeaderRange(_ range: Double) {
    headerRangeStorage = range.isFinite ? max(0, range) : 0
    offsetsStorage.header = min(offsetsStorage.header, headerRangeStorage)
  }

  /// A finger goes down: catches any motion where it is (a bounce or a refresh's hold is caught
  /// at the distance it shows).
  ///
  /// - Parameter now: The time.
  public func touchDown(at now: Duration) {
    if motion != nil { tick(at: now) }
    motion = nil
    offsetsStorage.overscroll = physics.fingerDistance(
      showing: shownOverscrollStorage, length: feedViewportLengthStorage)
    phaseStorage = .dragging
  }

  /// The finger moves the content by `distance` (positive up).
  ///
  /// The distance is routed through the header and the feed, and past an end with resistance.
  /// Nothing happens without a finger down.
  ///
  /// - Parameter distance: The signed distance; not a number moves nothing.
  public func drag(by distance: Double) {
    guard phaseStorage == .dragging, distance.isFinite else { return }
    offsetsStorage = chainingStorage.route(offsetsStorage, by: distance, in: extent)
    shownOverscrollStorage = physics.rubberBand(
      offsetsStorage.overscroll, length: feedViewportLengthStorage)
  }

  /// The finger lifts with `velocity` (per second, positive up): past the top far enough it starts
  /// a refresh, past an end it springs back, otherwise it flings (to where
  /// ``willEndDragging`` says, if set).
  ///
  /// - Parameters:
  ///   - velocity: The release velocity; not a number counts as 0.
  ///   - now: The time.
  public func release(velocity: Double, at now: Duration) {
    guard phaseStorage == .dragging else { return }
    let velocity = velocity.isFinite ? velocity : 0
    if shownOverscrollStorage != 0 {
      let pulled = -shownOverscrollStorage >= physics.refreshThreshold
      if isRefreshEnabled, refreshing || (pulled && mayStartRefresh()) {
        if !refreshing {
          refreshing = true
          refreshDidStart?()
        }
        spring(to: -physics.refreshThreshold, at: now)
      } else {
        spring(to: 0, at: now)
      }
      return
    }
    var distance = physics.flingDistance(velocity: velocity)
    if let willEndDragging {
      let projected = chainingStorage.route(offsetsStorage, by: distance, in: extent).feed
      var target = projected
      willEndDragging(velocity, &target)
      if target != projected, target.isFinite {
        distance = self.distance(toFeedOffset: min(max(0, target), feedRangeStorage))
      }
    }
    guard distance != 0 else {
      phaseStorage = refreshing ? .refreshing : .resting
      return
    }
    motion = .fling(
      Fling(
        start: now, from: offsetsStorage, velocity: physics.flingVelocity(covering: distance),
        room: chainingStorage.room(from: offsetsStorage, toward: distance, in: extent),
        physics: physics))
    phaseStorage = .flinging
  }

  /// The refresh is over: the content springs back from the refresh's hold.
  ///
  /// - Parameter now: The time.
  public func endRefreshing(at now: Duration) {
    guard refreshing else { return }
    refreshing = false
    if phaseStorage == .refreshing || phaseStorage == .springing { spring(to: 0, at: now) }
  }

  /// The current feed's page refreshes (a refresh that started while it was another page's
  /// feed, still pending): at its top, the content holds the indicator's room at once, as
  /// after a pull; scrolled into its content, it holds it when it comes back to the top.
  func holdRefresh() {
    guard !refreshing else { return }
    refreshing = true
    motion = nil
    offsetsStorage.overscroll = 0
    let atTop = chainingStorage.room(from: offsetsStorage, toward: -1, in: extent) <= 0
    if atTop { shownOverscrollStorage = -physics.refreshThreshold }
    phaseStorage = .refreshing
  }

  /// A frame: the motion advances to `now`.
  ///
  /// - Parameter now: The time.
  public func tick(at now: Duration) {
    guard let motion else { return }
    switch motion {
    case .fling(let fling): advance(fling, at: now)
    case .spring(let spring): advance(spring, at: now)
    }
  }

  /// Followed motion: the offsets are what the feed's platform scroll view shows, past an end
  /// included (the platform draws its own bounce); the scroller has no motion of its own.
  ///
  /// - Parameter new: The offsets, within the extent (the overscroll as shown).
  func follow(_ new: NestedOffsets) {
    offsetsStorage = new
    shownOverscrollStorage = new.overscroll
    motion = nil
    phaseStorage = .resting
  }

  // MARK: - Motion

  private enum Motion {
    case fling(Fling)
    case spring(Spring)
  }

  /// A fling from `from` at `velocity`, which reaches an end after `room` if it goes that far.
  private struct Fling {
    var start: Duration
    var from: NestedOffsets
    var velocity: Double
    var room: Double
    /// The speed, the direction, when it stops, how far it goes, and when it reaches an end (if
    /// it does): worked out once, at the release.
    var speed: Double
    var sign: Double
    var stop: Double
    var total: Double
    var edge: Double?

    init(
      start: Duration, from: NestedOffsets, velocity: Double, room: Double,
      physics: NestedScrollPhysics
    ) {
      self.start = start
      self.from = from
      self.velocity = velocity
      self.room = room
      let k = physics.decelerationRate
      let minimum = physics.minimumVelocity
      speed = abs(velocity)
      sign = velocity < 0 ? -1 : 1
      stop = speed > minimum ? log(speed / minimum) / k : 0
      total = max(0, (speed - minimum) / k)
      edge = room < total ? -log(1 - room * k / speed) / k : nil
    }
  }

  /// The shown overscroll springing from `from` to `to`.
  private struct Spring {
    var start: Duration
    var from: Double
    var to: Double
  }

  private func spring(to target: Double, at now: Duration) {
    offsetsStorage.overscroll = 0
    motion = .spring(Spring(start: now, from: shownOverscrollStorage, to: target))
    phaseStorage = .springing
  }

  private func advance(_ spring: Spring, at now: Duration) {
    let progress = seconds(now - spring.start) / seconds(physics.springDuration)
    guard progress < 1 else {
      shownOverscrollStorage = spring.to
      motion = nil
      phaseStorage = refreshing ? .refreshing : .resting
      return
    }
    let eased = (1 - cos(Double.pi * max(0, progress))) / 2
    shownOverscrollStorage = spring.from + (spring.to - spring.from) * eased
  }

  private func advance(_ fling: Fling, at now: Duration) {
    let k = physics.decelerationRate
    let minimum = physics.minimumVelocity
    let (speed, sign, stop, total) = (fling.speed, fling.sign, fling.stop, fling.total)
    let t = max(0, seconds(now - fling.start))
    guard let edge = fling.edge else {
      // Never reaches an end: the offsets follow the decay, then rest.
      let covered = speed / k * (1 - exp(-k * min(t, stop)))
      offsetsStorage = chainingStorage.route(fling.from, by: sign * min(covered, total), in: extent)
      if t >= stop { finish() }
      return
    }
    // Reaches an end at `edge` with `left` speed, and bounces past it.
    guard t >= edge else {
      let covered = speed / k * (1 - exp(-k * t))
      offsetsStorage = chainingStorage.route(
        fling.from, by: sign * min(covered, fling.room), in: extent)
      return
    }
    offsetsStorage = chainingStorage.route(fling.from, by: sign * fling.room, in: extent)
    offsetsStorage.overscroll = 0
    let left = speed - fling.room * k
    let kb = physics.bounceDecelerationRate
    let out = left > minimum ? log(left / minimum) / kb : 0
    let tau = t - edge
    let reach = left / kb * (1 - exp(-kb * min(tau, out)))
    guard tau >= out else {
      shownOverscrollStorage = sign * reach
      return
    }
    shownOverscrollStorage = sign * reach
    let bounceEnd = fling.start + .nanoseconds(Int64(((edge + out) * 1e9).rounded()))
    spring(to: 0, at: bounceEnd)
    tick(at: now)
  }

  private func finish() {
    motion = nil
    phaseStorage = refreshing ? .refreshing : .resting
  }

  /// The signed distance that brings the feed to `target` from the offsets now, through the
  /// header as the mode routes it (the routing is monotonic: bisection finds it).
  private func distance(toFeedOffset target: Double) -> Double {
    let up = chainingStorage.room(from: offsetsStorage, toward: 1, in: extent)
    let down = chainingStorage.room(from: offsetsStorage, toward: -1, in: extent)
    var low = -down
    var high = up
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if chainingStorage.route(offsetsStorage, by: middle, in: extent).feed < target {
        low = middle
      } else {
        high = middle
      }
    }
    return (low + high) / 2
  }

  private func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) * 1e-18
  }
}
