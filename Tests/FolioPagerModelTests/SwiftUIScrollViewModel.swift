import Folio
import FolioHost
import FolioPagerModel

/// A paging SwiftUI `ScrollView` as FolioPageView's followed body sees it on iOS 18, in every
/// order and unit Apple leaves open (``Choices``).
///
/// It reports its content offset (`onScrollGeometryChange`) and its phase with its context's
/// geometry and velocity (`onScrollPhaseChange`), asks its target behaviour where to rest when
/// a finger lifts (and, if it does so, when its container resizes), and performs the pager's
/// scroll requests (animated through `.animating`; set at once, which stops any motion under
/// way, as SwiftUI documents). Decelerations and animations run for a fixed time, eased, on
/// the runtime's frames; past either end a drag rubber-bands.
@MainActor
final class SwiftUIScrollViewModel {
  /// What SwiftUI does not document, each either way.
  struct Choices: Hashable, CustomStringConvertible {
    /// The phase callback comes before the geometry callback of the same change (or after).
    var phaseFirst = true
    /// `updateTarget` comes before the `.decelerating` phase (or after).
    var targetBeforePhase = true
    /// The context's velocity is in points per millisecond (or per second).
    var velocityPerMillisecond = false
    /// A resize asks `updateTarget` (before reporting the kept offset).
    var resizeAsksTarget = false
    /// The phase's context carries the velocity.
    var phaseHasVelocity = true

    static let all: [Choices] = (0..<32).map { bits in
      Choices(
        phaseFirst: bits & 1 == 0, targetBeforePhase: bits & 2 == 0,
        velocityPerMillisecond: bits & 4 != 0, resizeAsksTarget: bits & 8 != 0,
        phaseHasVelocity: bits & 16 == 0)
    }

    var description: String {
      [
        phaseFirst ? "phase first" : "geometry first",
        targetBeforePhase ? "target before phase" : "target after phase",
        velocityPerMillisecond ? "pt/ms" : "pt/s",
        resizeAsksTarget ? "resize asks target" : "resize asks nothing",
        phaseHasVelocity ? "phase velocity" : "no phase velocity",
      ].joined(separator: ", ")
    }
  }

  let runtime: PagerRuntime
  let choices: Choices
  private(set) var offset = Point.zero
  private(set) var phase = PagerScrollPhase.idle
  private(set) var containerSize: Size
  private var motion: (from: Point, to: Point, start: Double, duration: Double)?
  private var velocity = Point.zero
  private var lastApplied: PagerScrollRequest?
  /// Every request performed, in order.
  private(set) var performed: [PagerScrollRequest] = []

  init(runtime: PagerRuntime, choices: Choices = Choices()) {
    self.runtime = runtime
    self.choices = choices
    containerSize = runtime.pager.host.viewportSize
    apply()
  }

  var pager: FolioPager<Card> { runtime.pager }
  var axisOffset: Double {
    pager.container.axis == .horizontal ? offset.x : offset.y
  }
  private var horizontal: Bool { pager.container.axis == .horizontal }

  /// SwiftUI's velocity, in the unit chosen.
  private var reportedVelocity: Point {
    choices.velocityPerMillisecond
      ? Point(x: velocity.x / 1000, y: velocity.y / 1000) : velocity
  }

  /// A phase and an offset that change together, in the order chosen.
  private func change(phase new: PagerScrollPhase?, offset point: Point?) {
    let moves = point.map { $0 != offset } ?? false
    let phaseChanges = new.map { $0 != phase } ?? false
    if let point { offset = point }
    if let new { phase = new }
    func reportPhase() {
      guard phaseChanges else { return }
      pager.scrollPhaseDidChange(
        to: phase, contentOffset: offset, containerSize: containerSize,
        velocity: choices.phaseHasVelocity ? reportedVelocity : nil)
    }
    func reportGeometry() {
      guard moves else { return }
      pager.scrollGeometryDidChange(contentOffset: offset, containerSize: containerSize)
    }
    if choices.phaseFirst {
      reportPhase()
      reportGeometry()
    } else {
      reportGeometry()
      reportPhase()
    }
  }

  /// Asks the pager where to rest (`updateTarget`), from where it would stop.
  private func askTarget(proposed: Point) -> Point {
    pager.scrollTarget(proposed: proposed, velocity: reportedVelocity, containerSize: containerSize)
  }

  /// Performs what the pager asks of its scroll view (FolioPageView's `onChange` of
  /// `scrollRequest`).
  ///
  /// Only a request other than the last one performed (`onChange` sees no change when no render
  /// falls between two equal requests).
  func apply() {
    guard let request = pager.scrollRequest, request != lastApplied else { return }
    lastApplied = request
    performed.append(request)
    pager.scrollRequestDidApply()
    if request.isAnimated {
      velocity = .zero
      motion = (offset, request.offset, runtime.time.now, 0.3)
      change(phase: .animating, offset: nil)
    } else {
      // A set without animation stops any motion (SwiftUI says so).
      motion = nil
      velocity = .zero
      change(phase: .idle, offset: request.offset)
    }
  }

  /// A finger drags it by `by` points in `steps` moves 16 ms apart, then lifts (with the
  /// velocity of its last move, or, when it pauses first, with none), `liftsAfter` seconds
  /// after its last move (a lift between two frames).
  func drag(
    by: Point, steps: Int = 10, lift: Bool = true, pausesFirst: Bool = false,
    liftsAfter: Double = 0
  ) {
    motion = nil
    velocity = .zero
    change(phase: .tracking, offset: nil)
    let step = Point(x: by.x / Double(steps), y: by.y / Double(steps))
    for _ in 0..<max(1, steps) {
      runtime.time.now += 0.016
      // A finger moves the content the other way; past either end it rubber-bands.
      velocity = Point(x: -step.x / 0.016, y: -step.y / 0.016)
      change(phase: .interacting, offset: banded(Point(x: offset.x - step.x, y: offset.y - step.y)))
      frame()
    }
    guard lift else { return }
    runtime.time.now += liftsAfter
    if pausesFirst {
      velocity = .zero
      change(phase: .tracking, offset: nil)
      runtime.time.now += 0.15
    }
    release()
  }

  /// Reports its geometry as it is (a new scroll view's first report, at its origin, which
  /// SwiftUI may or may not send).
  func reportGeometry() {
    pager.scrollGeometryDidChange(contentOffset: offset, containerSize: containerSize)
  }

  /// A scroll nobody asked the pager for, by `by` points over `frames` frames.
  ///
  /// VoiceOver's, `scrollRectToVisible`'s or the app's own `ScrollPosition`, reported at
  /// `phase` (SwiftUI does not say which: `.idle` with the geometry alone, or `.animating`,
  /// then `.idle` at its end, with its last frame's offset or after it: `endsWithLastFrame`).
  /// The pager's requests are performed as they come, as FolioPageView does; returns those
  /// performed while the scroll ran.
  @discardableResult
  func scrollNobodyAsked(
    by: Point, frames: Int, phase scrollPhase: PagerScrollPhase, endsWithLastFrame: Bool = false
  ) -> [PagerScrollRequest] {
    let start = offset
    let before = performed.count
    // As far as the content goes (no such scroll goes past an end).
    let content = pager.scrollContentSize
    let by = Point(
      x: min(max(0, start.x + by.x), max(0, content.width - containerSize.width)) - start.x,
      y: min(max(0, start.y + by.y), max(0, content.height - containerSize.height)) - start.y)
    if scrollPhase != .idle { change(phase: scrollPhase, offset: nil) }
    for step in 1...max(1, frames) {
      runtime.time.now += 1.0 / 60
      let fraction = Double(step) / Double(max(1, frames))
      // Its last frame's offset may come with its `.idle` (`endsWithLastFrame`).
      let ends = endsWithLastFrame && step == max(1, frames) && scrollPhase != .idle
      change(
        phase: ends ? .idle : nil,
        offset: Point(x: start.x + by.x * fraction, y: start.y + by.y * fraction))
      frame()
    }
    if scrollPhase != .idle, phase == scrollPhase { change(phase: .idle, offset: nil) }
    return Array(performed[before...])
  }

  /// The finger lifts: SwiftUI asks where to rest (before or after the phase), decelerates there.
  func release() {
    // Where SwiftUI's own deceleration (`.normal`) would stop: half a second's worth.
    let proposed = Point(x: offset.x + velocity.x * 0.499, y: offset.y + velocity.y * 0.499)
    var target = offset
    if choices.targetBeforePhase { target = askTarget(proposed: proposed) }
    let decelerates = velocity != .zero || target != offset || !choices.targetBeforePhase
    change(phase: decelerates ? .decelerating : .idle, offset: nil)
    if !choices.targetBeforePhase { target = askTarget(proposed: proposed) }
    velocity = .zero
    if target == offset {
      change(phase: .idle, offset: nil)
    } else {
      motion = (offset, target, runtime.time.now, 0.35)
    }
    apply()
  }

  /// The container resizes to `size`; the view's own size reaches the pager (`setViewport`)
  /// before or after SwiftUI's reports, as `viewFirst` says.
  func resize(to size: Size, viewFirst: Bool) {
    containerSize = size
    if viewFirst { setViewport() }
    if choices.resizeAsksTarget {
      let target = askTarget(proposed: offset)
      offset = target
      pager.scrollGeometryDidChange(contentOffset: offset, containerSize: size)
    } else {
      // The kept offset, reported at the new size.
      pager.scrollGeometryDidChange(contentOffset: offset, containerSize: size)
    }
    if !viewFirst { setViewport() }
    apply()
  }

  private func setViewport() {
    pager.setViewport(
      width: containerSize.width, height: containerSize.height, scale: 3, rightToLeft: false)
  }

  /// UIScrollView's rubber band past either end.
  private func banded(_ point: Point) -> Point {
    let content = pager.scrollContentSize
    func band(_ value: Double, _ limit: Double, _ viewport: Double) -> Double {
      func pull(_ travel: Double) -> Double { (1 - 1 / (travel * 0.55 / viewport + 1)) * viewport }
      if value < 0 { return -pull(-value) }
      if value > limit { return limit + pull(value - limit) }
      return value
    }
    return horizontal
      ? Point(
        x: band(point.x, max(0, content.width - containerSize.width), containerSize.width),
        y: point.y)
      : Point(
        x: point.x,
        y: band(point.y, max(0, content.height - containerSize.height), containerSize.height))
  }

  /// A frame: the pager's timeline frame if it runs (or its wake-up task's, when one is due),
  /// the scroll view's own motion.
  func frame() {
    if pager.needsFrames || pager.nextWakeUp.map({ pager.delay(until: $0) == .zero }) == true {
      pager.frame()
    }
    if let motion {
      let t = min(1, (runtime.time.now - motion.start) / motion.duration)
      let eased = 1 - (1 - t) * (1 - t)
      let point = Point(
        x: motion.from.x + (motion.to.x - motion.from.x) * eased,
        y: motion.from.y + (motion.to.y - motion.from.y) * eased)
      if t >= 1 {
        self.motion = nil
        change(phase: .idle, offset: point)
      } else {
        change(phase: nil, offset: point)
      }
    }
    apply()
  }

  /// Runs frames until the scroll view and the pages rest with nothing asked of them (at most
  /// `seconds`).
  func settle(seconds: Double = 3) {
    let end = runtime.time.now + seconds
    repeat {
      runtime.time.now += 1.0 / 60
      frame()
    } while runtime.time.now < end
      && (motion != nil || phase != .idle || pager.needsFrames || pager.scrollRequest != nil
        || pager.container.phase != .resting)
  }

  /// Lets `seconds` pass at 60 frames a second, with the pager's wake-ups at rest.
  func run(seconds: Double) {
    let end = runtime.time.now + seconds
    while runtime.time.now < end {
      runtime.time.now += 1.0 / 60
      frame()
      if motion == nil, !pager.needsFrames, let due = pager.nextWakeUp {
        let (whole, attoseconds) = pager.delay(until: due).components
        let wake = runtime.time.now + Double(whole) + Double(attoseconds) * 1e-18
        if wake < end, wake > runtime.time.now {
          runtime.time.now = wake
          pager.frame()
          apply()
        }
      }
    }
  }
}
