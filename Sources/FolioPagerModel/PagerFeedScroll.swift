import Folio
import FolioHost
import FolioNestedScroll

#if canImport(Combine)
  import Combine
#endif

/// A page's feed under a collapsing header, in SwiftUI: its `ScrollView` keeps SwiftUI's
/// physics and reports its geometry and phases (iOS 18), which this model forwards to the
/// pager's followed `NestedScrollCoordinator`; the coordinator's placements (the header's room
/// as the feed's top margin, an offset to hold) come back here for the view to apply
/// (`folioNestedFeed`).
///
/// The page controller keeps one and is the feed: its `nestedContentLength` is
/// ``contentLength``, its `nestedFeedPlace(_:)` calls ``place(_:)``. Platform-free, tested on
/// Linux; an `ObservableObject` where Combine is available.
@MainActor
public final class PagerFeedScroll<Page: Diffable> {
  #if canImport(Combine)
    /// Counts the changes the view applies; published.
    @Published public private(set) var revision = 0
  #else
    /// Counts the changes the view applies.
    public private(set) var revision = 0
  #endif

  /// The page controller whose feed it is (held weakly).
  public weak var feed: (any NestedScrollFeed)?
  /// The feed's content height, as its scroll view last reported it.
  public private(set) var contentLength = 0.0
  /// Where the feed's scroll view must be: its top and bottom margins (the header's room), and
  /// whether it is the current page's.
  public private(set) var placement = NestedFeedPlacement(contentInsetTop: 0, contentInsetBottom: 0)
  private weak var pager: FolioPager<Page>?
  private var phase = PagerScrollPhase.idle
  private var offset: Double?
  private var asked: (offset: Double, animated: Bool)?
  /// An offset set at once and not reported yet: reports of where the scroll view was are
  /// stale until it arrives (SwiftUI applies a position at its next update, not at once).
  private var pending: Double?
  private var isPlaced = false
  private var serial = 0

  /// Creates the feed's model for `pager`, whose host has a followed coordinator attached
  /// (``FolioPager/attach(_:)``).
  ///
  /// - Parameters:
  ///   - pager: The pager (held weakly).
  ///   - feed: The page controller whose feed it is (held weakly; set it later when `self` is
  ///     not ready).
  public init(pager: FolioPager<Page>, feed: (any NestedScrollFeed)? = nil) {
    self.pager = pager
    self.feed = feed
  }

  private var coordinator: NestedScrollCoordinator<Page>? { pager?.host.nestedScroll }

  /// Takes the coordinator's placement (`nestedFeedPlace(_:)`): the view applies its margins,
  /// and its offset through ``scrollRequest``.
  ///
  /// - Parameter placement: The placement.
  public func place(_ placement: NestedFeedPlacement) {
    self.placement = placement
    if let wanted = placement.contentOffset {
      isPlaced = true
      asked = (wanted, placement.animated)
      // Set at once now, reports of where it was are stale until it arrives; one that waits
      // for a motion to end is asked for then.
      pending = !placement.animated && phase == .idle ? wanted : nil
      serial &+= 1
    }
    revision &+= 1
  }

  /// The feed's view appeared or its page changed: it is put where the coordinator wants it
  /// (its margins and an offset), as a feed that first lays out.
  public func feedDidAppear() {
    guard let feed, let coordinator else { return }
    place(coordinator.placement(for: feed))
  }

  /// An offset the view must set on the feed's scroll view, if any (animated when a refresh
  /// ends).
  ///
  /// One to set at once waits until the feed's scroll view is at rest: SwiftUI documents that
  /// a programmatic scroll without animation stops any scroll under way (a fling would stop
  /// dead), where UIKit's offset set carries it on.
  public var scrollRequest: PagerScrollRequest? {
    guard let asked, asked.animated || phase == .idle else { return nil }
    return PagerScrollRequest(
      offset: Point(x: 0, y: asked.offset), isAnimated: asked.animated, serial: serial)
  }

  /// The view set ``scrollRequest``'s offset: its scroll view reports from there.
  public func scrollRequestDidApply() { asked = nil }

  /// The feed's scroll view scrolled or its content changed (`onScrollGeometryChange`): the
  /// coordinator follows (the header collapses first, then the feed scrolls, as its chaining
  /// says).
  ///
  /// Before the feed is first placed (``feedDidAppear()``), and after an offset is set until the
  /// scroll view reports it (or a finger takes it), only its content height is kept.
  ///
  /// - Parameters:
  ///   - contentOffset: Its vertical content offset (negative within its top margin).
  ///   - contentLength: Its content height.
  public func scrollGeometryDidChange(contentOffset: Double, contentLength: Double) {
    guard contentOffset.isFinite, contentLength.isFinite else { return }
    let grew = contentLength != self.contentLength
    self.contentLength = max(0, contentLength)
    if let pending, abs(contentOffset - reachable(pending)) < 0.5 || phase.isTouched {
      self.pending = nil
    }
    guard isPlaced, pending == nil else { return }
    offset = contentOffset
    guard let feed, let coordinator else { return }
    if grew { coordinator.feedLengthDidChange() }
    coordinator.feedDidScroll(
      feed, offset: contentOffset, isTracking: phase.isTouched,
      isDecelerating: phase == .decelerating)
    pager?.didMove()
  }

  /// Where the scroll view can be asked to go: an offset its content and margins allow
  /// (SwiftUI clamps a position to them).
  private func reachable(_ offset: Double) -> Double {
    let top = -placement.contentInsetTop
    let viewport = pager?.host.viewportSize.height ?? 0
    let bottom = max(top, contentLength - viewport + placement.contentInsetBottom)
    return min(max(offset, top), bottom)
  }

  /// The feed's scroll view's phase changed (`onScrollPhaseChange`): a drag that ends (a pull
  /// far enough refreshes), a motion that ends.
  ///
  /// - Parameter phase: The new phase.
  public func scrollPhaseDidChange(to phase: PagerScrollPhase) {
    let old = self.phase
    self.phase = phase
    // An offset that waited for the scroll view to rest is asked for now.
    if phase == .idle, old != .idle, let asked {
      if !asked.animated { pending = asked.offset }
      revision &+= 1
    }
    guard old != phase, let feed, let coordinator, let offset else { return }
    if old == .interacting, !phase.isTouched {
      coordinator.feedDidEndDragging(feed, offset: offset, willDecelerate: phase == .decelerating)
    } else if phase == .idle, !old.isTouched {
      coordinator.feedDidEndScrolling(feed, offset: offset)
    }
    pager?.didChange()
  }
}

#if canImport(Combine)
  extension PagerFeedScroll: ObservableObject {}
#endif

extension FolioPager {
  /// Attaches a followed nested-scroll coordinator (made with `motion: .followed`).
  ///
  /// Its header is over the pages (``headerFrame``) and collapses as the current page's feed
  /// scrolls, each feed a SwiftUI `ScrollView` with a ``PagerFeedScroll``. For a horizontal
  /// pager.
  ///
  /// - Parameter coordinator: The coordinator (held weakly by the host: keep it).
  public func attach(_ coordinator: NestedScrollCoordinator<Page>) {
    host.attach(coordinator)
    didChange()
  }

  /// Where the nested header is drawn, in the pager's coordinates (it slides up as it
  /// collapses, its pinned part staying); `nil` without a coordinator.
  public var headerFrame: Rect? {
    guard host.nestedScroll != nil else { return nil }
    let area = Rect(origin: .zero, size: host.viewportSize)
    return host.screenLayout(in: area, headerHeight: 0).header
  }
}
