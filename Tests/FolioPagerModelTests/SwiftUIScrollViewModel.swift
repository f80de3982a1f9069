import Folio
import FolioHost
import FolioPagerModel

/// A paging SwiftUI `ScrollView` as FolioPageView's followed body sees it on iOS 18.
///
/// It reports its content offset (`onScrollGeometryChange`) and its phase
/// (`onScrollPhaseChange`), asks its target behaviour where to rest when a finger lifts, and
/// performs the pager's scroll requests (animated through `.animating`, or set at once).
/// Decelerations and animations run for a fixed time, eased, on the runtime's frames.
@MainActor
final class SwiftUIScrollViewModel {
  let runtime: PagerRuntime
  private(set) var offset = Point.zero
  private(set) var phase = PagerScrollPhase.idle
  private var motion: (from: Point, to: Point, start: Double, duration: Double)?

  init(runtime: PagerRuntime) {
    self.runtime = runtime
    apply()
  }

  var pager: FolioPager<Card> { runtime.pager }
  var axisOffset: Double {
    pager.container.axis == .horizontal ? offset.x : offset.y
  }

  private func set(phase new: PagerScrollPhase) {
    guard new != phase else { return }
    phase = new
    pager.scrollPhaseDidChange(to: new)
  }

  private func move(to point: Point) {
    guard point != offset else { return }
    offset = point
    pager.scrollGeometryDidChange(contentOffset: point)
  }

  /// Performs what the pager asks of its scroll view (FolioPageView's `onChange` of
  /// `scrollRequest`).
  func apply() {
    guard let request = pager.scrollRequest else { return }
    pager.scrollRequestDidApply()
    if request.isAnimated {
      set(phase: .animating)
      motion = (offset, request.offset, runtime.time.now, 0.3)
    } else {
      motion = nil
      if phase == .animating || phase == .decelerating { set(phase: .idle) }
      move(to: request.offset)
    }
  }

  /// A finger drags it by `by` points in `steps` moves, then lifts (with the velocity of its
  /// last move, or, when it pauses first, with none: SwiftUI reports `.tracking` again).
  func drag(by: Point, steps: Int = 10, lift: Bool = true, pausesFirst: Bool = false) {
    motion = nil
    set(phase: .tracking)
    let step = Point(x: by.x / Double(steps), y: by.y / Double(steps))
    for _ in 0..<steps {
      runtime.time.now += 0.016
      set(phase: .interacting)
      // A finger moves the content the other way.
      move(to: Point(x: offset.x - step.x, y: offset.y - step.y))
      frame()
    }
    guard lift else { return }
    if pausesFirst {
      set(phase: .tracking)
      let target = pager.scrollTarget(proposed: offset, velocity: .zero)
      set(phase: target == offset ? .idle : .decelerating)
      if target != offset { motion = (offset, target, runtime.time.now, 0.35) }
      return apply()
    }
    let velocity = Point(x: -step.x / 0.016, y: -step.y / 0.016)
    let proposed = Point(x: offset.x + velocity.x * 0.3, y: offset.y + velocity.y * 0.3)
    let target = pager.scrollTarget(proposed: proposed, velocity: velocity)
    if target == offset {
      set(phase: .idle)
    } else {
      set(phase: .decelerating)
      motion = (offset, target, runtime.time.now, 0.35)
    }
    apply()
  }

  /// A frame: the pager's timeline frame if it runs, the scroll view's own motion.
  func frame() {
    if pager.needsFrames { pager.frame() }
    if let motion {
      let t = min(1, (runtime.time.now - motion.start) / motion.duration)
      let eased = 1 - (1 - t) * (1 - t)
      move(
        to: Point(
          x: motion.from.x + (motion.to.x - motion.from.x) * eased,
          y: motion.from.y + (motion.to.y - motion.from.y) * eased))
      if t >= 1 {
        self.motion = nil
        set(phase: .idle)
      }
    }
    apply()
  }

  /// Lets `seconds` pass at 60 frames a second.
  func run(seconds: Double) {
    let end = runtime.time.now + seconds
    while runtime.time.now < end {
      runtime.time.now += 1.0 / 60
      frame()
    }
  }
}
