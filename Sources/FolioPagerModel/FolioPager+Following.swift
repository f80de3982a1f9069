import Folio
import FolioHost

// MARK: - Followed motion: the pages follow a paging ScrollView (SwiftUI's scroll geometry)

extension FolioPager {
  /// The followed scroll view's content size, in points: every page at its stride.
  public var scrollContentSize: Size { host.platformContentSize }

  /// The followed scroll view's geometry changed (`onScrollGeometryChange`): the pages follow
  /// its content offset.
  ///
  /// SwiftUI does not order this callback and ``scrollPhaseDidChange(to:contentOffset:contentInset:containerSize:velocity:)``:
  /// nothing here depends on which comes first. A report at rest while the pages want the
  /// scroll view elsewhere (a resize, pages inserted before the current one: ``scrollRequest``
  /// puts it there) is a correction, never a motion; any other report at rest is a scroll
  /// nobody asked for (VoiceOver's, the app's own), which the pages follow toward a page for
  /// as many frames as it reports, then rest on the page nearest it once it goes quiet. The
  /// offset is counted from the content's origin (`contentOffset` plus the leading and top
  /// content insets SwiftUI adds, such as the safe area's). A container size other than the
  /// pages' viewport is a resize SwiftUI reports before the view's own size reaches the
  /// pager: the pager takes it at once, keeping the current page.
  ///
  /// - Parameters:
  ///   - contentOffset: The geometry's `contentOffset`, in points; not finite: ignored.
  ///   - contentInset: Its `contentInsets`' leading (x) and top (y) insets.
  ///   - containerSize: Its `containerSize`, if known.
  public func scrollGeometryDidChange(
    contentOffset: Point, contentInset: Point = .zero, containerSize: Size? = nil
  ) {
    guard let offset = takeGeometry(contentOffset, contentInset, containerSize) else { return }
    report(offset, phaseChanged: false)
    didMove()
  }

  /// The followed scroll view's phase changed (`onScrollPhaseChange`), with the geometry and
  /// velocity its context carries: told to the host as a platform that says its phase.
  ///
  /// A finger on it (`.tracking`, `.interacting`) is a touch, which holds pages in motion;
  /// while it scrolls them the pages follow it; when it lifts, the page the pages rest on is
  /// decided once, by the container's rule, from the velocity its offsets had (and the one
  /// SwiftUI gives, whatever its unit), and ``scrollTarget(proposed:velocity:containerSize:)``
  /// answers it whether SwiftUI asks before or after the `.decelerating` phase; `.idle` ends
  /// the motion on a page. The geometry, when given, is applied with the phase (the context
  /// carries both: no report falls between them).
  ///
  /// - Parameters:
  ///   - phase: The new phase.
  ///   - contentOffset: The context's geometry's `contentOffset`, if given.
  ///   - contentInset: Its leading and top content insets.
  ///   - containerSize: Its container size.
  ///   - velocity: The context's velocity, if given (SwiftUI does not say its unit: points per
  ///     second or per millisecond are both read right).
  public func scrollPhaseDidChange(
    to phase: PagerScrollPhase, contentOffset: Point? = nil, contentInset: Point = .zero,
    containerSize: Size? = nil, velocity: Point? = nil
  ) {
    let old = scrollPhase
    scrollPhase = phase
    guard host.motion == .followed else { return }
    if let velocity { systemVelocity = along(velocity) }
    let before = reportedOffset
    let reported = contentOffset.flatMap { takeGeometry($0, contentInset, containerSize) }
    let moved = reported.map { $0 != before } ?? false
    let offset = reported ?? reportedOffset ?? 0
    guard old != phase else {
      if reported != nil { report(offset, phaseChanged: false) }
      return didChange()
    }
    if phase.isTouched, followedTouch == .none {
      // A finger on it: it holds pages in motion where they are.
      (followedTouch, touchPaged) = (.down, false)
      (releaseTarget, systemVelocity, samples) = (nil, velocity.map(along), [])
      animationTarget = nil
      host.touchDown(at: viewportCenter, time: clock.now)
      // A finger down moves nothing: what it caught stands (a far jump completes, and the
      // scroll view is asked onto its target) until the scroll view reports a move.
      if phase == .tracking, !moved { return didChange() }
    }
    if phase == .interacting { (followedTouch, touchPaged) = (.dragging, true) }
    // A finger that stops scrolling (SwiftUI says `.tracking` again) lifts with no velocity.
    if phase == .tracking, old == .interacting { samples = [] }
    if !phase.isTouched, followedTouch == .down, phase == .idle, !moved {
      // A finger that never scrolled lifts with nothing moved (UIKit's scroll view reports
      // nothing of it either): what it held rests where the host puts it.
      followedTouch = .none
      host.touchUp(at: viewportCenter, time: clock.now)
      return didChange()
    }
    if !phase.isTouched, followedTouch != .none {
      // The finger lifted: where the pages go is decided now, once.
      if phase == .decelerating { _ = decideRelease(at: offset) }
      followedTouch = .none
      report(offset, phaseChanged: true)
      host.touchUp(at: viewportCenter, time: clock.now)
    } else {
      if phase == .idle { animationTarget = nil }
      report(offset, phaseChanged: true)
    }
    didChange()
  }

  /// Where the followed scroll view comes to rest (a `ScrollTargetBehavior`'s
  /// `updateTarget`).
  ///
  /// Nothing here depends on the order of SwiftUI's calls, nor on the unit of its velocity: a
  /// container size other than the pages' viewport is a resize (the pager takes the size at
  /// once and answers the current page's offset); with a finger on the scroll view, or just
  /// lifted, it is a release, and the answer is the page decided for it (once, whichever of
  /// this call and the `.decelerating` phase comes first); during an animation the pager asked
  /// for, its target; otherwise (a scroll nobody asked for) the page nearest where it would
  /// stop.
  ///
  /// - Parameters:
  ///   - proposed: Where SwiftUI would stop (the target's origin), in points.
  ///   - velocity: The context's velocity, if given: points per second or per millisecond
  ///     (told apart by the offsets' own rate and SwiftUI's own projection).
  ///   - containerSize: The context's container size, if given.
  /// - Returns: The target's origin.
  public func scrollTarget(proposed: Point, velocity: Point? = nil, containerSize: Size? = nil)
    -> Point
  {
    guard host.motion == .followed, proposed.x.isFinite, proposed.y.isFinite else {
      return proposed
    }
    if let containerSize { adopt(containerSize) }
    let projected = host.platformOffset(
      of: Point(x: proposed.x + scrollInset.x, y: proposed.y + scrollInset.y))
    let target: Double
    if let velocity { systemVelocity = along(velocity) }
    if followedTouch != .none || releaseTarget != nil {
      target = decideRelease(at: reportedOffset ?? projected, projected: projected)
    } else if let animationTarget {
      target = animationTarget
    } else if followedTouch == .none, let current = container.currentIndex,
      let resting = host.platformOffset(forPage: current),
      scrollPhase == .idle
        || (scrollPhase == .animating
          && (abs(projected - resting) < 0.5
            || reportedOffset.map({ abs($0 - resting) < 0.5 }) ?? true))
    {
      // Asked at rest (a resize, whether SwiftUI reported the kept offset first or not; an
      // update of the content): the current page stays.
      target = resting
    } else {
      target = nearestPageOffset(to: projected)
    }
    return contentPoint(target)
  }

  /// What the followed scroll view must do now, if anything.
  ///
  /// An animation the host asked for (to where its page is now: pages inserted before it move
  /// it), else, with the scroll view at rest (no finger, no motion, no animation of the
  /// pager's under way), an offset to set at once (`PageHost.wantedPlatformOffset`: after a
  /// resize, pages inserted before the current one; under a finger that rests, the target of
  /// a far jump it caught). Never a set while it moves: SwiftUI
  /// documents that a programmatic scroll without animation stops any scroll under way. An
  /// animation the pages no longer make is not asked for any more.
  public var scrollRequest: PagerScrollRequest? {
    guard host.motion == .followed else { return nil }
    if let askedAnimation, let target = motionTarget {
      var offset = askedAnimation.offset
      if target != askedAnimation.page, let now = host.platformOffset(forPage: target) {
        // The page moved: as far as its offset moved (around a ring, in the ring asked).
        let then = host.platformOffset(forPage: askedAnimation.page)
        offset = then.map { askedAnimation.offset + (now - $0) } ?? now
      }
      return PagerScrollRequest(
        offset: contentPoint(offset), isAnimated: true, serial: scrollRequestSerial)
    }
    // At rest, or under a finger that rests (it scrolls nothing: a set moves the content under
    // it, as UIKit's layout pass does after a touch that caught a jump).
    let still = scrollPhase == .idle && followedTouch == .none
    let held = scrollPhase == .tracking && followedTouch == .down
    guard still || held, animationTarget == nil, let wanted = host.wantedPlatformOffset
    else { return nil }
    return PagerScrollRequest(
      offset: contentPoint(wanted), isAnimated: false, serial: scrollRequestSerial)
  }

  /// The scroll view's content offset (`ScrollGeometry.contentOffset`, insets taken off) for
  /// an offset along the axis.
  private func contentPoint(_ offset: Double) -> Point {
    let content = host.platformContentOffset(offset)
    return Point(x: content.x - scrollInset.x, y: content.y - scrollInset.y)
  }

  /// The view performed ``scrollRequest``: its scroll view reports the motion from here.
  ///
  /// The next request, once the scroll view has reported since, is a new value even for the
  /// same offset (an insert before the current page after a resize asks for the offset the
  /// resize did): a view that performs a request when it changes performs it.
  public func scrollRequestDidApply() {
    // A set to where a scroll view that never reported already is reports nothing: it is
    // there, as after a layout's set.
    if scrollRequest?.isAnimated == false, reportedOffset == nil { host.performPlatformLayout {} }
    if let request = scrollRequest, request.isAnimated {
      animationTarget = host.platformOffset(
        of: Point(x: request.offset.x + scrollInset.x, y: request.offset.y + scrollInset.y))
    }
    askedAnimation = nil
    requestWasApplied = true
    didChange()
  }

  /// The followed scroll view may be a new one (the view disappeared, or appeared, perhaps
  /// made again with a new scroll view at its content's origin, the old one saying nothing
  /// more): a finger on it is cancelled, its motion rests on its page, and the next request
  /// sets it where the pages are (a set to where it is moves nothing).
  func scrollViewMayBeNew() {
    guard host.motion == .followed else { return }
    if followedTouch != .none { host.touchCancelled(time: clock.now) }
    (followedTouch, scrollPhase, samples) = (.none, .idle, [])
    (releaseTarget, animationTarget, askedAnimation, reportedOffset) = (nil, nil, nil, nil)
    host.platformScrollViewMayBeNew()
    scrollRequestSerial &+= 1
  }

  // MARK: The reports, whatever their order

  /// A geometry as SwiftUI gives it: its offset along the axis, or `nil` for one to ignore.
  private func takeGeometry(_ contentOffset: Point, _ inset: Point, _ containerSize: Size?)
    -> Double?
  {
    guard host.motion == .followed, contentOffset.x.isFinite, contentOffset.y.isFinite,
      inset.x.isFinite, inset.y.isFinite
    else { return nil }
    if let containerSize { adopt(containerSize) }
    scrollInset = inset
    let offset = host.platformOffset(
      of: Point(x: contentOffset.x + inset.x, y: contentOffset.y + inset.y))
    reportedOffset = offset
    if requestWasApplied {
      (requestWasApplied, scrollRequestSerial) = (false, scrollRequestSerial &+ 1)
    }
    if followedTouch != .none { sample(offset) }
    return offset
  }

  /// The scroll view is `size` (SwiftUI may say so before the view's own size reaches the
  /// pager): the viewport follows at once, keeping the current page.
  private func adopt(_ size: Size) {
    let viewport = host.viewportSize
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
      abs(size.width - viewport.width) >= 0.5 || abs(size.height - viewport.height) >= 0.5
    else { return }
    host.setViewport(size, scale: host.grid.scale)
    container.layoutIfNeeded()
    didChange()
  }

  /// Tells the host where the scroll view is, as its phase says (`phaseChanged`: the report
  /// comes with a new phase, which may end a motion; else it is the geometry's alone).
  private func report(_ offset: Double, phaseChanged: Bool) {
    switch scrollPhase {
    case .tracking, .interacting:
      // A finger that holds it still is a touch, not a drag (no phase for the pages).
      if scrollPhase == .interacting || followedTouch == .dragging
        || samples.first.map({ abs($0.offset - offset) >= 0.5 }) ?? false
      {
        (followedTouch, touchPaged) = (.dragging, true)
        host.platformDidScroll(offset: offset, phase: .tracking)
      }
    case .decelerating:
      host.platformDidScroll(
        offset: offset, phase: .decelerating(targetOffset: decideRelease(at: offset)))
    case .animating:
      if let animationTarget {
        host.platformDidScroll(offset: offset, phase: .animating(targetOffset: animationTarget))
      } else {
        host.scrollViewDidScroll(offset: offset, isTracking: false, isDecelerating: false)
      }
    case .idle:
      if let target = animationTarget ?? releaseTarget, abs(offset - target) >= 0.5,
        animationTarget != nil
      {
        // An animation the view performed, reported with no phase: it goes on to its target.
        host.platformDidScroll(offset: offset, phase: .animating(targetOffset: target))
      } else if animationTarget == nil, releaseTarget == nil, host.isPlatformMotionUnasked {
        // A scroll nobody asked for (VoiceOver's, `scrollRectToVisible`, the app's own): the
        // pages follow it to where it is, its last frame too. Reported frame by frame at
        // `.idle`, it ends when it goes quiet; at its `.idle`, here, on the page nearest.
        host.scrollViewDidScroll(offset: offset, isTracking: false, isDecelerating: false)
        if phaseChanged { host.platformDidScroll(offset: offset, phase: .resting) }
      } else if animationTarget != nil || releaseTarget != nil || host.isPlatformMoving {
        // The motion ended here: the pages rest on its page (the scroll view animated there
        // if it stopped between two).
        animationTarget = nil
        releaseTarget = nil
        host.platformDidScroll(offset: offset, phase: .resting)
      } else if host.wantedPlatformOffset != nil {
        // The pages want it elsewhere (a resize, an update): where it was is no scroll.
        host.performPlatformLayout {
          host.scrollViewDidScroll(offset: offset, isTracking: false, isDecelerating: false)
        }
      } else {
        host.scrollViewDidScroll(offset: offset, isTracking: false, isDecelerating: false)
      }
    }
  }

  /// The page a release goes to, decided once (on the lift, or when SwiftUI asks first),
  /// as an offset.
  private func decideRelease(at offset: Double, projected: Double? = nil) -> Double {
    if let releaseTarget { return releaseTarget }
    var target = projected ?? offset
    host.platformWillEndDragging(
      velocity: releaseVelocity(at: offset, projected: projected), targetOffset: &target)
    releaseTarget = target
    return target
  }

  /// The release's velocity along the axis, in points per second: the offsets' own (a fit of
  /// their last 100 ms under the finger), or, when they give too little, SwiftUI's, read in
  /// the unit its own projection says (the distance to where it would stop over the velocity
  /// is under a second's worth in points per second, hundreds in points per millisecond).
  private func releaseVelocity(at offset: Double, projected: Double?) -> Double {
    if let measured = measuredVelocity() { return measured }
    guard let system = systemVelocity, system.isFinite, system != 0 else { return 0 }
    if let projected, abs(projected - offset) / abs(system) >= 10 { return system * 1000 }
    return system
  }

  /// Keeps an offset reported under the finger, with its time: one per time (the last), so
  /// the fit is the same whichever of SwiftUI's calls brought the offset again at the lift.
  private func sample(_ offset: Double) {
    let now = clock.now
    if samples.last?.time == now { samples.removeLast() }
    samples.append((now, offset))
    samples.removeAll { now - $0.time > .milliseconds(100) }
  }

  /// The offsets' velocity under the finger, in points per second: a least-squares fit of
  /// their last 100 ms; `nil` with fewer than two over 8 ms.
  private func measuredVelocity() -> Double? {
    // The finger is where it was last reported: a pause before the lift slows the fit.
    if let last = samples.last { sample(last.offset) }
    guard let first = samples.first, let last = samples.last,
      last.time - first.time >= .milliseconds(8)
    else { return nil }
    let points = samples.map { (Self.seconds($0.time - first.time), $0.offset) }
    let n = Double(points.count)
    let meanT = points.reduce(0) { $0 + $1.0 } / n
    let meanX = points.reduce(0) { $0 + $1.1 } / n
    var num = 0.0
    var den = 0.0
    for (t, x) in points {
      num += (t - meanT) * (x - meanX)
      den += (t - meanT) * (t - meanT)
    }
    guard den > 0 else { return nil }
    let velocity = num / den
    return velocity.isFinite ? velocity : nil
  }

  /// A velocity along the paging axis.
  private func along(_ velocity: Point) -> Double {
    let value = container.axis == .horizontal ? velocity.x : velocity.y
    return value.isFinite ? value : 0
  }

  /// The offset of the page nearest `offset`, within the content.
  private func nearestPageOffset(to offset: Double) -> Double {
    let stride = container.pageStride
    guard stride > 0 else { return offset }
    let limit = host.platformContentLength - container.viewportSize.length(along: container.axis)
    return min(max(0, (offset / stride).rounded() * stride), max(0, limit))
  }

  /// The page the container moves to on its own (a glide, an animation, a jump).
  var motionTarget: Int? {
    switch container.phase {
    case .gliding(let index), .animating(let index), .jumping(let index): index
    case .resting, .tracking: nil
    }
  }

  private var viewportCenter: Point {
    let size = host.viewportSize
    return Point(x: size.width / 2, y: size.height / 2)
  }
}
