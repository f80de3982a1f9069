import Folio

/// Impressions of a `PageContainer`'s pages, on the container's clock: a page counts when at
/// least ``threshold`` of it (half by default) is shown for at least ``minimumDuration`` (1 s
/// by default), once per visit, reported when the visit ends (``ImpressionTracker``).
///
/// A page's visible fraction is the part of it in the viewport
/// (`PageContainer/visibleFraction(of:)`: `1 − |offset|` of its placement for one full page per
/// viewport), so during a swipe both pages are partly visible, during a far jump only its ends
/// are, and in a carousel a neighbour counts for the part of it that peeks. Pages the content
/// glides past quickly report nothing. Visits end when the page leaves,
/// when the viewport can show nothing, when the plugin is removed, when the container is
/// deallocated, on ``endVisits()`` (the pages still shown then begin new visits), while
/// ``isTracking`` is `false`, while the screen is away (`PageContainer/isOnScreen` is `false`:
/// another screen covers it) and while the app is in the background
/// (`PageContainer/isInBackground`; FolioHost says both); the pages still shown begin new
/// visits when the screen and the app are back. Every property and method is safe to use from any callback,
/// ``didRecord`` included.
/// Each impression also appears in the container's event stream as an `impression` plugin
/// event.
///
/// ``didQualify`` hears a visit the moment it has lasted ``minimumDuration`` (autoplay, view
/// counting), on the container's clock (a `qualified` plugin event): the plugin sets a deadline
/// on the clock (`FrameClockObserver.nextDeadline`) rather than asking for frames, so waiting for
/// it keeps nothing busy.
///
/// ```swift
/// let impressions = PageImpressionsPlugin<Channel>()
/// impressions.didRecord = { analytics.log($0.id, $0.duration) }
/// container.addPlugin(impressions)
/// ```
public final class PageImpressionsPlugin<Page: Diffable>: PageContainerPlugin {
  /// The tracker behind the plugin.
  public let tracker: ImpressionTracker<Page.DiffID>
  /// Receives each impression.
  public var didRecord: ((Impression<Page.DiffID>) -> Void)?
  /// Receives each visit the moment it qualifies (``ImpressionTracker/didQualify``).
  public var didQualify: ((Impression<Page.DiffID>) -> Void)?
  private var context: PagePluginContext<Page>?
  private let ticker = Ticker()
  private var clock: (any FrameClock)?

  /// Advances the tracker on the container's clock: a deadline (not frames) at the moment the
  /// next visit qualifies.
  private final class Ticker: FrameClockObserver {
    weak var plugin: PageImpressionsPlugin<Page>?
    var needsFrames: Bool { false }
    var nextDeadline: Duration? { plugin?.tracker.nextQualification }
    func clockDidTick(at now: Duration) {
      guard let plugin, let context = plugin.context,
        let due = plugin.tracker.nextQualification, due <= now
      else { return }
      context.run { plugin.tracker.advance(to: context.now) }
    }
  }

  /// The context of the container the plugin serves, while it serves one.
  public var attachedContext: PagePluginContext<Page>? { context }

  /// The visible fraction that counts.
  public var threshold: Double { tracker.threshold }
  /// How long a visit must last.
  public var minimumDuration: Duration { tracker.minimumDuration }

  /// Creates the plugin.
  ///
  /// - Parameters:
  ///   - threshold: The fraction that counts; 0.5 by default (see ``ImpressionTracker``).
  ///   - minimumDuration: How long a visit must last; 1 s by default.
  public init(threshold: Double = 0.5, minimumDuration: Duration = .seconds(1)) {
    tracker = ImpressionTracker(threshold: threshold, minimumDuration: minimumDuration)
    tracker.didRecord = { [weak self] impression in self?.record(impression) }
    tracker.didQualify = { [weak self] impression in self?.qualify(impression) }
    ticker.plugin = self
  }

  /// Whether visits are tracked; `true` by default.
  ///
  /// Setting it to `false` ends every open visit
  /// (reporting those long enough) and starts none until it is `true` again, when the pages
  /// shown then begin new visits: what an app does when it goes to the background and comes
  /// back.
  public var isTracking = true {
    didSet {
      guard isTracking != oldValue, let context else { return }
      context.run { update(context) }
    }
  }

  /// Ends every open visit now, reporting those long enough, and begins new ones.
  ///
  /// The pages still shown begin new visits at once (a checkpoint: the end of a session of the
  /// screen, say). To stop counting
  /// time, as in the background, set ``isTracking`` to `false` instead.
  ///
  /// It runs as a request of the container (its own, or part of the one in progress): what
  /// ``didRecord`` or an event observer requests meanwhile runs after it, in order.
  public func endVisits() {
    guard let context else { return }
    context.run {
      tracker.endVisits(at: context.now)
      update(context)
    }
  }

  /// Starts tracking the shown pages.
  ///
  /// - Parameter context: The container.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    clock = context.clock
    clock?.addObserver(ticker)
    update(context)
  }

  /// Ends every open visit.
  ///
  /// - Parameter context: The container.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) {
    tracker.endVisits(at: context.now)
    self.context = nil
    clock?.removeObserver(ticker)
    clock = nil
  }

  /// Ends every open visit, at the time the container went; the plugin is then free to serve
  /// another container.
  ///
  /// - Parameter activePages: The container's active pages.
  public func pageContainerWillDeallocate(activePages: [PageContainer<Page>.ActivePageInfo]) {
    tracker.endVisits(at: context?.now ?? .zero)
    context = nil
    clock?.removeObserver(ticker)
    clock = nil
  }

  /// Follows what is shown.
  ///
  /// - Parameter context: The container.
  public func visiblePagesDidChange(_ context: PagePluginContext<Page>) { update(context) }

  /// Follows the live position.
  ///
  /// - Parameter context: The container.
  public func pageContainerDidScroll(_ context: PagePluginContext<Page>) { update(context) }

  /// Follows pages that are inserted, deleted or moved.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - changes: The changes.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    update(context)
  }

  /// Ends every open visit when the screen goes away; the pages shown begin new visits when it
  /// returns.
  ///
  /// - Parameter context: The container.
  public func pageContainerScreenDidChange(_ context: PagePluginContext<Page>) { update(context) }

  /// Follows a viewport that can no longer show pages, or can again.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - oldSize: The size before.
  public func pageContainerDidResize(_ context: PagePluginContext<Page>, from oldSize: Size) {
    update(context)
  }

  private func update(_ context: PagePluginContext<Page>) {
    var fractions: [(Page.DiffID, Double)] = []
    if isTracking, context.countsTime, context.viewportSize != .zero {
      for placement in context.placements {
        guard let page = context.page(at: placement.index) else { continue }
        fractions.append((page.diffID, context.visibleFraction(of: placement)))
      }
    }
    tracker.update(fractions, at: context.now)
    // The next qualification is a deadline of the clock: a sleeping host sets its timer anew.
    clock?.scheduleDidChange()
  }

  private func qualify(_ impression: Impression<Page.DiffID>) {
    context?.record("qualified", forPage: impression.id)
    didQualify?(impression)
  }

  private func record(_ impression: Impression<Page.DiffID>) {
    context?.record("impression", forPage: impression.id)
    didRecord?(impression)
  }
}
