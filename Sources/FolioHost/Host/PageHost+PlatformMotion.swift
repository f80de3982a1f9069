import Folio
import FolioList

// MARK: - Followed motion: the host asks the platform scroll view to move

/// When a followed scroll view's motion is asked for again (``PageHost/retargetPlatformMotion()``).
enum Retarget {
  /// Not.
  case none
  /// If its target moved.
  case ifMoved
  /// In any case: a layout set its offset mid-motion, which may have stopped it.
  case always
}

extension PageHost {
  /// The pages' geometry or indices changed (a resize, an update) while the scroll view runs
  /// toward a target the host set (an animation it asked for, a release's deceleration): that
  /// target is where the page the pages go to was, so the scroll view is animated to where the
  /// page is now, after the layout pass that puts its offset where the pages are drawn (UIKit
  /// does not say whether its motion keeps its target when the offset is set under it: either
  /// way it ends there).
  func retargetPlatformMotion() {
    if retargetOwed == .none { retargetOwed = .ifMoved }
  }

  /// At the end of a layout pass: a motion whose target moved (or whose offset the layout
  /// set) is animated to it.
  func retargetPlatformMotionIfOwed() {
    let owed = retargetOwed
    let newGeometry = retargetAfterNewGeometry
    guard owed != .none else { return }
    (retargetOwed, retargetAfterNewGeometry) = (.none, false)
    guard isFollowing, container.pageStride > 0, container.count > 0 else { return }
    let target: Double
    switch scrollState.motion {
    case .asked(let asked, _): target = asked
    case .decelerating(let release): target = release
    case .resting, .dragging, .held, .unasked, .stopping: return
    }
    let index: Int
    switch container.phase {
    case .gliding(let toward), .animating(let toward), .jumping(let toward): index = toward
    case .resting, .tracking: return
    }
    let goal = unwrappedPosition(ofIndex: index)
    let wanted = platformOffset(ofPosition: goal)
    guard owed == .always || Self.differ(target, wanted, pixel: grid.pixel) else { return }
    let now = clockNow
    // Where it is already (the layout put it there): the pages rest, and the scroll view's
    // motion is stopped there (UIKit does not say whether the layout's set stopped it: what it
    // still reports of it is put back).
    if let reported = scrollState.offset, abs(reported - wanted) <= 1e-9 * max(1, abs(wanted)) {
      if scrollState.stop(now: now, resized: true, newGeometry: newGeometry) {
        watchScrollDeadline()
      }
      return container.follow(position: goal.rounded(), motion: .resting)
    }
    scrollState.didAsk(animatingTo: wanted, from: askedFrom, now: now)
    displayStorage?.pageHost(self, animatePlatformTo: wanted)
    watchScrollDeadline()
  }

  /// Where the scroll view is as an animation is asked: as it last reported, else where the
  /// host put the pages (a set to where it already is reports nothing).
  private var askedFrom: Double {
    scrollState.offset ?? platformOffset(ofPosition: unwrappedContainerPosition)
  }

  /// A motion of the container's own in followed motion becomes the platform's.
  ///
  /// A jump or an animation asked of the container, an auto-advance, an accessibility action or
  /// a release by the app: the platform animates there, and the container follows it from
  /// where it is.
  func takeOverOwnMotion() {
    guard !container.followsScroll, container.pageStride > 0, container.count > 0 else { return }
    // A finger holds the scroll view (panning it or not: it would not animate under a finger):
    // the motion completes at once (as a touch completes a far jump), and the scroll view is
    // put on its target (wantedPlatformOffset).
    if tracker.phase != .idle {
      switch container.phase {
      case .gliding(let index), .animating(let index), .jumping(let index):
        container.follow(position: unwrappedPosition(ofIndex: index), motion: .resting)
      case .resting, .tracking:
        break
      }
      return
    }
    let toward: Int
    let glides: Bool
    switch container.phase {
    case .gliding(let index): (toward, glides) = (index, true)
    case .animating(let index), .jumping(let index): (toward, glides) = (index, false)
    case .resting, .tracking: return
    }
    let position = container.position
    var target = Double(toward)
    if container.isLooping {
      // The target lies the way the pages travel.
      let count = Double(container.count)
      let ahead = (target - position).truncatingRemainder(dividingBy: count)
      let forward = ahead < 0 ? ahead + count : ahead
      target =
        container.travelDirection == .forward ? position + forward : position + forward - count
      if container.travelDirection == .backward, forward == 0 { target = position }
    }
    // From where the scroll view shows the pages: a bounce under way past the end they rest
    // against included (the container's own motion began without it).
    let unwrapped = unwrappedContainerPosition
    var start = unwrapped
    if !scrollState.rests, !container.isLooping, let reported = scrollState.offset {
      let shown = logicalPosition(ofOffset: reported)
      let last = Double(container.count - 1)
      if (shown < 0 && start == 0) || (shown > last && start == last) { start = shown }
    }
    // (On a copy of the ring the content holds: near either end of it, the other way round.)
    animatePlatform(from: start, to: withinRings(unwrapped + (target - position)), glides: glides)
  }

  /// The scroll view animates from where the pages are (`start`) to `end` (unwrapped
  /// positions), and the pages follow it; already there, they rest.
  func animatePlatform(from start: Double, to end: Double, glides: Bool) {
    let page = Int(min(max(end.rounded(), -1e15), 1e15))
    let offset = platformOffset(ofPosition: end)
    // Already there (a platform does not animate to where it is, and reports nothing): the
    // pages rest. Any distance else is animated, as the container's own motion would (a
    // platform that rounds it away reports nothing either: the quiet period ends it).
    if let reported = scrollState.offset, abs(reported - offset) <= 1e-9 * max(1, abs(offset)) {
      scrollState.rest()
      container.follow(position: end, motion: .resting)
      return
    }
    let generation = container.pagesGeneration
    container.follow(
      position: start, motion: glides ? .decelerating(toward: page) : .animating(toward: page))
    var target = offset
    if container.pagesGeneration != generation {
      // The follow applied an update that was waiting (pages inserted or deleted as the
      // motion began): the page the pages go to is where the update put it, in its content.
      switch container.phase {
      case .gliding(let index), .animating(let index), .jumping(let index):
        target = platformOffset(ofPosition: unwrappedPosition(ofIndex: index))
      case .resting, .tracking: return  // (the layout puts it where they rest)
      }
    }
    // Until the scroll view reports, it is about to animate: a layout pass before its first
    // report does not end the motion (it is not at rest).
    let now = clockNow
    scrollState.didAsk(animatingTo: target, from: askedFrom, now: now)
    watchScrollDeadline()
    // After an update that moved the pages under it, its offsets are the old content's until
    // the layout sets it: asked for at the end of that layout.
    guard platformShift == 0 else {
      retargetOwed = .always
      return (displayStorage?.pageHostNeedsLayout(self)) ?? ()
    }
    displayStorage?.pageHost(self, animatePlatformTo: target)
  }
}
