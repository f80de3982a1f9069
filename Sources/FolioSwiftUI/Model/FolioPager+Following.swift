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

  /// The followed scroll view's content offset changed (`onScrollGeometryChange`, the
  /// geometry's `contentOffset`): the pages follow it in the phase SwiftUI last reported.
  ///
  /// - Parameter contentOffset: The content offset, in points.
  public func scrollGeometryDidChange(contentOffset: Point) {
    guard host.motion == .followed else { return }
    let offset = host.platformOffset(of: contentOffset)
    reportedOffset = offset
    host.scrollViewDidScroll(
      offset: offset, isTracking: scrollPhase.isTouched,
      isDecelerating: scrollPhase == .decelerating)
    didChange()
  }

  /// The followed scroll view's phase changed (`onScrollPhaseChange`): told to the host as
  /// UIKit's delegate calls (a drag begins, ends with or without deceleration, a deceleration
  /// or an animation ends), and a finger on it as a touch.
  ///
  /// - Parameter phase: The new phase.
  public func scrollPhaseDidChange(to phase: PagerScrollPhase) {
    let old = scrollPhase
    scrollPhase = phase
    guard host.motion == .followed, old != phase else { return }
    let offset = reportedOffset ?? 0
    let time = clock.now
    if phase.isTouched, !old.isTouched {
      // A finger on it: it holds the pages where they are (a glide it catches stops).
      host.touchDown(at: viewportCenter, time: time)
    }
    if phase == .interacting, old != .interacting {
      host.scrollViewWillBeginDragging(offset: offset)
    }
    if old.isTouched, !phase.isTouched {
      if old == .interacting {
        host.scrollViewDidEndDragging(offset: offset, willDecelerate: phase == .decelerating)
      }
      host.touchUp(at: viewportCenter, time: time)
    }
    if phase == .idle, !old.isTouched {
      if old == .animating {
        host.scrollViewDidEndScrollingAnimation(offset: offset)
      } else {
        host.scrollViewDidEndDecelerating(offset: offset)
      }
    }
    didChange()
  }

  /// Where the followed scroll view comes to rest after a finger lifts (a
  /// `ScrollTargetBehavior`'s `updateTarget`): a page, by the container's rule.
  ///
  /// - Parameters:
  ///   - proposed: Where SwiftUI would stop (the target's origin), in points.
  ///   - velocity: The scroll's velocity, in points per second.
  /// - Returns: The target's origin.
  public func scrollTarget(proposed: Point, velocity: Point) -> Point {
    guard host.motion == .followed else { return proposed }
    let along = container.axis == .horizontal ? velocity.x : velocity.y
    var target = host.platformOffset(of: proposed)
    host.scrollViewWillEndDragging(velocity: along / 1000, targetOffset: &target)
    return host.platformContentOffset(target)
  }

  /// What the followed scroll view must do now, if anything: an animation the host asked
  /// for, else an offset to set at once (`PageHost.wantedPlatformOffset`).
  public var scrollRequest: PagerScrollRequest? {
    guard host.motion == .followed else { return nil }
    if let askedAnimation {
      return PagerScrollRequest(
        offset: host.platformContentOffset(askedAnimation), isAnimated: true,
        serial: scrollRequestSerial)
    }
    guard let wanted = host.wantedPlatformOffset else { return nil }
    return PagerScrollRequest(
      offset: host.platformContentOffset(wanted), isAnimated: false, serial: scrollRequestSerial)
  }

  /// The view performed ``scrollRequest``: its scroll view reports the motion from here.
  public func scrollRequestDidApply() {
    askedAnimation = nil
    didChange()
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
    pager.askedAnimation = offset
    pager.scrollRequestSerial &+= 1
    pager.didChange()
  }

  func pageHostNeedsLayout(_ host: PageHost<Page>) { pager?.didChange() }

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
