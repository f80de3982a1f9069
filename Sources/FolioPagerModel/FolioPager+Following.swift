import Folio
import FolioHost

/// What a SwiftUI scroll view is doing: SwiftUI's `ScrollPhase`, case for case.
public enum PagerScrollPhase: Hashable, Sendable {
  /// It is not scrolling.
  case idle
  /// A finger is on it and has not begun to scroll it.
  case tracking
  /// A finger scrolls it.
  case interacting
  /// The finger lifted; it decelerates to its target.
  case decelerating
  /// A programmatic scroll animates it.
  case animating

  /// Whether a finger is on it.
  var isTouched: Bool { self == .tracking || self == .interacting }
}

/// A finger on a followed scroll view, as its phases tell it.
enum FollowedTouch {
  /// No finger.
  case none
  /// A finger down that has not dragged it.
  case down
  /// A finger that dragged it (its drag ends when the finger lifts).
  case dragging
}

/// Where a followed scroll view must be put: an offset the host wants, animated or not.
public struct PagerScrollRequest: Hashable, Sendable {
  /// The content offset, in points.
  public var offset: Point
  /// Whether the scroll animates (a jump, a selection, an auto-advance) or is set at once (a
  /// resize, pages inserted before the current one).
  public var isAnimated: Bool
  /// Tells two requests for the same offset apart.
  public var serial: Int
}

// MARK: - Followed motion: the pages follow a paging ScrollView (SwiftUI's scroll geometry)

extension FolioPager {
  /// The followed scroll view's content size, in points: every page at its stride.
  public var scrollContentSize: Size { host.platformContentSize }

  /// The followed scroll view's geometry changed (`onScrollGeometryChange`): the pages follow
  /// its content offset in the phase SwiftUI last reported.
  ///
  /// The offset is counted from the content's origin (`contentOffset` plus the leading and
  /// top content insets SwiftUI adds, such as the safe area's); a report whose container size
  /// is not the pages' viewport (a rotation under way, before ``setViewport(width:height:scale:rightToLeft:)``)
  /// is left out. An animation the view performed (``scrollRequestDidApply()``) that reaches its
  /// target while SwiftUI reports no phase ends there.
  ///
  /// - Parameters:
  ///   - contentOffset: The geometry's `contentOffset`, in points; not finite: ignored.
  ///   - contentInset: Its `contentInsets`' leading (x) and top (y) insets.
  ///   - containerSize: Its `containerSize`, if known.
  public func scrollGeometryDidChange(
    contentOffset: Point, contentInset: Point = .zero, containerSize: Size? = nil
  ) {
    guard host.motion == .followed, contentOffset.x.isFinite, contentOffset.y.isFinite,
      contentInset.x.isFinite, contentInset.y.isFinite
    else { return }
    if let containerSize {
      let viewport = host.viewportSize
      guard abs(containerSize.width - viewport.width) < 0.5,
        abs(containerSize.height - viewport.height) < 0.5
      else { return }
    }
    scrollInset = contentInset
    let offset = host.platformOffset(
      of: Point(x: contentOffset.x + contentInset.x, y: contentOffset.y + contentInset.y))
    reportedOffset = offset
    host.scrollViewDidScroll(
      offset: offset, isTracking: scrollPhase.isTouched,
      isDecelerating: scrollPhase == .decelerating)
    if scrollPhase == .idle, let target = animationTarget, abs(offset - target) < 0.5 {
      animationTarget = nil
      host.scrollViewDidEndScrollingAnimation(offset: offset)
    }
    didMove()
  }

  /// The followed scroll view's phase changed (`onScrollPhaseChange`): told to the host as
  /// UIKit's delegate calls, in any order SwiftUI reports the phases.
  ///
  /// A finger on it is a touch (from `.tracking` or `.interacting`); its first `.interacting`
  /// begins a drag, which ends when the finger lifts (decelerating or not, whatever phases
  /// came between); `.idle` after a deceleration or an animation ends it.
  ///
  /// - Parameter phase: The new phase.
  public func scrollPhaseDidChange(to phase: PagerScrollPhase) {
    let old = scrollPhase
    scrollPhase = phase
    guard host.motion == .followed, old != phase else { return }
    let offset = reportedOffset ?? 0
    if phase.isTouched, followedTouch == .none {
      // A finger on it: it holds the pages where they are (a glide it catches stops).
      followedTouch = .down
      animationTarget = nil
      host.touchDown(at: viewportCenter, time: clock.now)
    }
    if phase == .interacting, followedTouch != .dragging {
      followedTouch = .dragging
      host.scrollViewWillBeginDragging(offset: offset)
    }
    if !phase.isTouched, followedTouch != .none {
      if followedTouch == .dragging {
        host.scrollViewDidEndDragging(offset: offset, willDecelerate: phase == .decelerating)
      }
      followedTouch = .none
      host.touchUp(at: viewportCenter, time: clock.now)
    } else if phase == .idle, old == .decelerating || old == .animating {
      animationTarget = nil
      if old == .animating {
        host.scrollViewDidEndScrollingAnimation(offset: offset)
      } else {
        host.scrollViewDidEndDecelerating(offset: offset)
      }
    }
    didChange()
  }

  /// Where the followed scroll view comes to rest (a `ScrollTargetBehavior`'s
  /// `updateTarget`): after a drag, a page by the container's rule.
  ///
  /// SwiftUI also asks when the scroll view's size changes: outside a drag the answer is the
  /// current page's offset, and nothing changes.
  ///
  /// - Parameters:
  ///   - proposed: Where SwiftUI would stop (the target's origin), in points.
  ///   - velocity: The scroll's velocity, in points per second.
  /// - Returns: The target's origin.
  public func scrollTarget(proposed: Point, velocity: Point) -> Point {
    guard host.motion == .followed else { return proposed }
    let inset = scrollInset
    guard followedTouch == .dragging else {
      guard let current = container.currentIndex, let offset = host.platformOffset(forPage: current)
      else { return proposed }
      let content = host.platformContentOffset(offset)
      return Point(x: content.x - inset.x, y: content.y - inset.y)
    }
    let along = container.axis == .horizontal ? velocity.x : velocity.y
    var target = host.platformOffset(of: Point(x: proposed.x + inset.x, y: proposed.y + inset.y))
    host.scrollViewWillEndDragging(velocity: along / 1000, targetOffset: &target)
    let content = host.platformContentOffset(target)
    return Point(x: content.x - inset.x, y: content.y - inset.y)
  }

  /// What the followed scroll view must do now, if anything.
  ///
  /// An animation the host asked for (to where its page is now: pages inserted before it move
  /// it), else an offset to set at once (`PageHost.wantedPlatformOffset`). An animation the
  /// pages no longer make (an instant jump after it, a selection set back) is not asked for
  /// any more.
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
    guard let wanted = host.wantedPlatformOffset else { return nil }
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
  public func scrollRequestDidApply() {
    if let request = scrollRequest, request.isAnimated {
      animationTarget = host.platformOffset(
        of: Point(x: request.offset.x + scrollInset.x, y: request.offset.y + scrollInset.y))
    }
    askedAnimation = nil
    didChange()
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

/// The host's display for a pager: animations the host asks a followed scroll view for, and
/// each page's appearance on screen for the controllers that hear it.
@MainActor
final class PagerHostDisplay<Page: Diffable>: @MainActor PageHostDisplay {
  weak var pager: FolioPager<Page>?
  private var onScreen: [ObjectIdentifier: ChildAppearance] = [:]

  init(pager: FolioPager<Page>) { self.pager = pager }

  func pageHost(_ host: PageHost<Page>, animatePlatformTo offset: Double) {
    guard let pager else { return }
    pager.askedAnimation = (offset, pager.motionTarget ?? host.container.currentIndex ?? 0)
    pager.scrollRequestSerial &+= 1
    pager.didChange()
  }

  func pageHostNeedsLayout(_ host: PageHost<Page>) { pager?.didChange() }

  func pageHost(_ host: PageHost<Page>, didTapAt point: Point) { pager?.onTap?(point) }

  func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {
    let id = ObjectIdentifier(action.controller)
    switch action.step {
    case .beginAppearance, .endAppearance:
      let appearance = (onScreen[id] ?? .disappeared).after(action.step)
      onScreen[id] = appearance
      (action.controller as? PagerAppearanceObserving)?.pageAppearanceDidChange(to: appearance)
    case .removeFromParent:
      onScreen[id] = nil
    default:
      break
    }
  }
}

/// A page controller that hears its page's appearance on screen: Folio's lifecycle and the
/// screen's together (the pager's view appearing and disappearing, the scene going to the
/// background), as a UIKit child hears `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`
/// and `viewDidDisappear` in FolioUIKit.
///
/// A player plays from `.appeared` and pauses from `.disappearing`: it then also pauses when
/// another screen covers the pager, and resumes when it is back.
public protocol PagerAppearanceObserving: AnyObject {
  /// The page's appearance on screen changed.
  ///
  /// - Parameter appearance: The appearance it now has.
  func pageAppearanceDidChange(to appearance: ChildAppearance)
}
