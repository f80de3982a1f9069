import Folio

/// A headless tab strip for a `PageContainer`: one tab per page, a scroll offset that keeps
/// the selected tab in view, and an indicator that follows the pages' live position
/// (Parchment's or Tabman's bar, as a model a renderer draws).
///
/// - Titles come from the pages (`title`), widths from ``TabWidths`` (by default the title's
///   length plus padding), with ``spacing`` between tabs.
/// - The indicator's frame is interpolated between the two tabs the live position lies
///   between, also during a far jump, which the container glides across: it slides, it never
///   teleports. At rest it is exactly the current page's tab.
/// - The strip's ``TabStripFrame/offset`` centres the indicator where the strip allows (never scrolling past
///   either end of the tabs), so the selected tab stays in view.
/// - ``select(_:)`` and ``tap(atX:)`` start an animated jump; taps in quick succession retarget
///   it, so the content and the indicator end on the last tab tapped.
/// - Inserts, deletes, moves and retitles are followed after every update and reload.
/// - In a right-to-left container (`PageContainer/layoutDirection`) the strip mirrors: tab 0 is
///   at the right, and every x it reports or takes (tabs, indicator, offset, taps) is measured
///   from the strip's left edge, as drawn.
/// - While the container loops (`PagePluginContext/isLooping`) the tabs form a ring of period
///   ``contentWidth`` + ``spacing`` (``TabStripFrame/period``): tab 0 follows the last tab, the
///   indicator moves on across the seam, a strip wider than ``visibleWidth`` scrolls with no
///   ends, and ``TabStripFrame/indicatorSegments`` draws the indicator in one or two pieces.
///
/// ```swift
/// let strip = TabStrip<Channel>(visibleWidth: 80) { $0.title }
/// container.addPlugin(strip)
/// strip.didChange = { [unowned strip] in render(strip.frame, strip.visibleTabs) }
/// strip.tap(atX: 30)   // the tab under x = 30 of the strip: an animated jump to its page
/// ```
///
/// Everything runs on the container's clock, so a `ManualClock` makes every frame
/// reproducible. Bad numbers are clamped: widths, spacing and the visible width below 0 or not
/// a number count as 0, and above 10^9 as 10^9.
public final class TabStrip<Page: Diffable>: PageContainerPlugin {
  /// How wide the strip is on screen; the offset keeps the selected tab within it.
  public var visibleWidth: Double {
    didSet {
      visibleWidth = TabStripLayout.clamp(visibleWidth)
      refresh()
    }
  }

  /// How wide tabs are; changing it lays the tabs out again.
  public var widths: TabWidths {
    didSet { relayout() }
  }

  /// Space between tabs, clamped to `0...10^9` (not-a-number counts as 0); changing it lays
  /// the tabs out again.
  public var spacing: Double {
    didSet {
      spacing = TabStripLayout.clamp(spacing)
      relayout()
    }
  }

  /// Whether the user asked for reduced motion; `false` by default.
  ///
  /// ``select(_:)`` and ``tap(atX:)`` then move the pages at once instead of animating. Set it from the same setting as
  /// `FolioAccessibility`'s `PageAccessibilityPlugin/reducesMotion`.
  public var reducesMotion = false

  /// A tab's accessibility label from its title, its number (from 1) and the number of tabs:
  /// "title, tab n of m" by default; set it for the app's own, localised, words (see
  /// ``accessibility(ofTab:)``).
  public var accessibilityLabel: (_ title: String, _ number: Int, _ count: Int) -> String = {
    "\($0), tab \($1) of \($2)"
  }

  /// Called when the strip has a new frame to draw: after the pages move, settle, are shown anew or
  /// change, and after a change of the strip's own settings.
  ///
  /// ``frame`` is computed when read, so a renderer that draws on its own frames may read it at any
  /// time instead.
  public var didChange: (() -> Void)?

  /// The strip now: offset, indicator and selected tab, computed from the container's live
  /// position and phase when read, so it is never stale.
  ///
  /// - Complexity: O(1).
  public var frame: TabStripFrame { currentFrame() }

  /// The frame as of the last ``didChange``.
  private var drawn = TabStripFrame(offset: 0, indicatorX: 0, indicatorWidth: 0, selected: nil)

  private let title: (Page) -> String
  /// The tabs as last measured; read through ``layout``, which measures again when the pages
  /// changed.
  private var measured = TabStripLayout(count: 0, widths: .fixed(0), spacing: 0) { _ in "" }
  /// The container's pages generation the tabs were measured for.
  private var measuredGeneration = 0
  private(set) var context: PagePluginContext<Page>?

  /// The context of the container the plugin serves, while it serves one.
  public var attachedContext: PagePluginContext<Page>? { context }

  /// Creates a tab strip; add it to a container with `PageContainer/addPlugin(_:)`.
  ///
  /// - Parameters:
  ///   - visibleWidth: How wide the strip is on screen.
  ///   - widths: How wide tabs are; their title's length plus 2 on each side by default.
  ///   - spacing: Space between tabs; 0 by default.
  ///   - title: A page's title.
  public init(
    visibleWidth: Double, widths: TabWidths = .titleLength(), spacing: Double = 0,
    title: @escaping (Page) -> String
  ) {
    self.visibleWidth = TabStripLayout.clamp(visibleWidth)
    self.widths = widths
    self.spacing = TabStripLayout.clamp(spacing)
    self.title = title
  }

  // MARK: - Reading the strip

  /// The number of tabs: the container's page count.
  public var count: Int { layout.count }

  /// The width of all tabs with their spacing.
  public var contentWidth: Double { layout.contentWidth }

  /// The selected tab: the page the container is moving toward, else the page at the live
  /// position (the current page at rest); `nil` with no pages, and before a page is current
  /// (the pages arrived, and a deep link or a restored place lands at their first layout: no
  /// tab is selected on the way, and no indicator drawn).
  public var selectedIndex: Int? { frame.selected }

  /// A tab.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The tab, or `nil` out of range.
  /// - Complexity: O(1), plus the title closure.
  public func tab(at index: Int) -> Tab? {
    guard index >= 0, index < layout.count else { return nil }
    let span = layout.span(of: index)
    let page = context?.page(at: index)
    return Tab(
      index: index, title: page.map(title) ?? "", x: screenX(span.x, width: span.width),
      width: span.width)
  }

  /// The page a tab stands for (a badge's unread page, a tab's own view): the container's page
  /// at `index`.
  ///
  /// - Parameter index: A tab's index (``Tab/index``).
  /// - Returns: The page, or `nil` out of range or before the strip is added to a container.
  public func page(at index: Int) -> Page? {
    guard index >= 0, index < layout.count else { return nil }
    return context?.page(at: index)
  }

  /// The tabs that lie at least partly within the strip's visible width, left to right as
  /// drawn (by descending index when mirrored); a renderer draws each at `x - frame.offset`.
  ///
  /// A looping strip that scrolls lists every copy of a tab in view, each with the content x
  /// of that copy (a tab's x, or it one ``TabStripFrame/period`` on): a short ring may show a
  /// tab twice.
  ///
  /// - Complexity: O(log n + visible tabs).
  public var visibleTabs: [Tab] {
    if let ring, ring.scrolls {
      return ring.visibleCopies(offset: frame.offset).compactMap { copy in
        tab(at: copy.index).map {
          Tab(index: $0.index, title: $0.title, x: copy.x, width: $0.width)
        }
      }
    }
    // The window in the tabs' own (leading-edge) coordinates.
    let offset = screenX(frame.offset, width: visibleWidth)
    let tabs = layout.tabs(overlapping: offset, offset + visibleWidth).compactMap(tab(at:))
    return isMirrored ? tabs.reversed() : tabs
  }

  // MARK: - Acting

  /// Starts an animated jump to a tab's page (a tap on the tab); with ``reducesMotion``, moves
  /// there at once.
  ///
  /// During motion it retargets: the content and the indicator end on the last tab selected.
  /// - Parameter index: A page index.
  /// - Throws: `PageContainerError/indexOutOfRange(index:count:)` for a bad index, or when
  ///   the strip is not attached.
  public func select(_ index: Int) throws(PageContainerError) {
    guard let context else { throw .indexOutOfRange(index: index, count: 0) }
    try context.scrollToPage(index, animated: !reducesMotion)
    // The jump's target is selected from the tap on, not from its first frame.
    context.perform { [weak self] in self?.refresh() }
  }

  /// A tap at `x` points from the strip's left edge, as drawn: selects the tab there, if any.
  ///
  /// While looping, the tap maps through the ring: a copy of a tab selects that tab.
  ///
  /// - Parameter x: The tap's position within the visible strip.
  /// - Returns: The tab tapped, or `nil` when the tap hit no tab (spacing, past the last tab,
  ///   outside the strip, or not a number).
  @discardableResult
  public func tap(atX x: Double) -> Int? {
    guard x >= 0, x < visibleWidth else { return nil }
    let point = frame.offset + x
    let index: Int?
    if let ring, ring.scrolls {
      index = ring.tab(at: point)
    } else {
      // Mirrored, the point is measured from the right end of the tabs' extent.
      index = layout.tab(containing: isMirrored ? mirrorExtent - point : point)
    }
    guard let index else { return nil }
    do {
      try select(index)
      return index
    } catch {
      return nil
    }
  }

  // MARK: - Plugin hooks

  /// Lays the tabs out for the container's pages.
  ///
  /// - Parameter context: The container.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    relayout()
  }

  /// Forgets the container.
  ///
  /// - Parameter context: The container.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) {
    self.context = nil
    relayout()
  }

  /// Follows a jump's target as soon as it is shown.
  ///
  /// - Parameter context: The container.
  public func visiblePagesDidChange(_ context: PagePluginContext<Page>) { refresh() }

  /// Moves the indicator with the live position.
  ///
  /// - Parameter context: The container.
  public func pageContainerDidScroll(_ context: PagePluginContext<Page>) { refresh() }

  /// Rests the indicator on the current page.
  ///
  /// - Parameter context: The container.
  public func pageContainerDidSettle(_ context: PagePluginContext<Page>) { refresh() }

  /// Follows a jump's target from the moment it is asked for, and a finger going down.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - oldPhase: The phase before.
  public func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) { refresh() }

  /// Mirrors the strip.
  ///
  /// - Parameter context: The container.
  public func pageContainerLayoutDirectionDidChange(_ context: PagePluginContext<Page>) {
    refresh(force: true)
  }

  /// Redraws as a ring, or flat again, when the pages start or stop looping.
  ///
  /// - Parameter context: The container.
  public func pageContainerLoopingDidChange(_ context: PagePluginContext<Page>) {
    refresh(force: true)
  }

  /// Follows inserts, deletes, moves and retitles (a reload was followed when it began).
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - changes: The changes, or `nil` for a reload.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    if changes != nil { relayout() }
  }

  /// Follows the new pages of a reload.
  ///
  /// - Parameter context: The container.
  public func pageContainerWillReload(_ context: PagePluginContext<Page>) { relayout() }

  // MARK: - Internals

  /// The tabs for the container's pages now: measured again when the pages changed since they
  /// were last measured, so the strip is never stale, not even inside another plugin's update
  /// hook or an observer of the update event.
  var layout: TabStripLayout {
    if let context, context.pagesGeneration != measuredGeneration { measure() }
    return measured
  }

  /// Measures the tabs for the container's pages.
  private func measure() {
    let context = context
    // Noted first: a title that reads the strip sees the tabs measured before.
    measuredGeneration = context?.pagesGeneration ?? 0
    let new = TabStripLayout(count: context?.count ?? 0, widths: widths, spacing: spacing) {
      context?.page(at: $0).map(self.title) ?? ""
    }
    measured = new
  }

  /// Measures the tabs again, then the frame.
  private func relayout() {
    measure()
    refresh(force: true)
  }

  /// Tells ``didChange`` when the frame changed since it last did (or `force`).
  private func refresh(force: Bool = false) {
    let new = currentFrame()
    guard force || new != drawn else { return }
    drawn = new
    didChange?()
  }

  func currentFrame() -> TabStripFrame {
    let count = layout.count
    guard let context, count > 0 else {
      return TabStripFrame(offset: 0, indicatorX: 0, indicatorWidth: 0, selected: nil)
    }
    // No page is current yet (the pages arrived and their first layout has not placed them: a
    // deep link or a restored page lands there): no tab is selected, no indicator is drawn.
    if context.currentIndex == nil, context.phase == .resting {
      return TabStripFrame(
        offset: screenX(0, width: visibleWidth), indicatorX: 0, indicatorWidth: 0, selected: nil)
    }
    if let ring {
      let position = ring.onRing(context.position)
      return ring.frame(
        position: position, selected: selection(context, position: position, count: count))
    }
    let last = Double(count - 1)
    let position = context.position.isNaN ? 0 : min(max(0, context.position), last)
    let low = Int(position.rounded(.down))
    let high = min(low + 1, count - 1)
    let fraction = position - Double(low)
    let from = layout.span(of: low)
    let to = layout.span(of: high)
    let x = from.x + (to.x - from.x) * fraction
    let width = from.width + (to.width - from.width) * fraction
    let maxOffset = max(0, layout.contentWidth - visibleWidth)
    let offset = min(max(0, x + width / 2 - visibleWidth / 2), maxOffset)
    return TabStripFrame(
      offset: screenX(offset, width: visibleWidth), indicatorX: screenX(x, width: width),
      indicatorWidth: width,
      selected: selection(context, position: position, count: count))
  }

  /// Whether the strip is drawn right to left.
  var isMirrored: Bool { context?.layoutDirection == .rightToLeft }

  /// The width the strip mirrors within: the tabs, or the visible width when they are
  /// narrower (then they sit at the right).
  private var mirrorExtent: Double { max(layout.contentWidth, visibleWidth) }

  /// Where a span starts as drawn, from the strip's left edge.
  ///
  /// A span that starts at `x` (from the tabs' leading edge) and is `width` wide: itself left to
  /// right, mirrored right to left. Its own inverse.
  private func screenX(_ x: Double, width: Double) -> Double {
    isMirrored ? mirrorExtent - x - width : x
  }

  private func selection(_ context: PagePluginContext<Page>, position: Double, count: Int) -> Int {
    switch context.phase {
    case .gliding(let target), .animating(let target), .jumping(let target):
      return min(max(0, target), count - 1)
    case .tracking:
      let nearest = position.rounded()
      // Around the ring the position is within 0..<count: its nearest tab may be tab 0 again.
      if context.isLooping, nearest >= Double(count) { return 0 }
      return min(max(0, Int(nearest)), count - 1)
    case .resting:
      return min(max(0, context.currentIndex ?? Int(position.rounded())), count - 1)
    }
  }
}
