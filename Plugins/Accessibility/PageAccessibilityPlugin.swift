import Folio

/// The accessibility of a `PageContainer`, as a headless model a host maps one to one to
/// UIAccessibility, AppKit's NSAccessibility or a terminal: the container as one adjustable
/// element, the pages in the accessibility tree, announcements, focus and keys.
///
/// - The container is one adjustable element: ``label`` and ``value`` ("Page 3 of 12", or the
///   app's own words through ``pageLabel`` and ``valueText``), ``increment()`` and
///   ``decrement()`` that page with animation, and ``scroll(_:)``, the page scroll of
///   VoiceOver's three-finger swipes, which returns the status to speak.
/// - The tree (``elements``) holds exactly the pages shown (`PagePluginContext/visibleIndices`):
///   at rest the visible pages, during a drag what is visible, during a far jump its two ends;
///   never a prefetched, pooled or working-range page.
/// - ``announce`` hears one ``PageAnnouncement`` each time the pages settle on another page
///   (the settled page's label): none while dragging, none for a cancelled swipe (the same page
///   settles), none for the pages a far jump passes, one for the last of several rapid
///   requests, one when an update removes the current page and another takes its place, and one
///   when pages arrive where there were none (the first layout included, when the plugin is
///   added before it). ``moveFocus`` hears the settled page's index right after.
/// - Keys (``handleKey(_:in:)``): arrows along the axis (left and right mirrored in
///   right-to-left, ``layoutDirection``), Page Up and Page Down, Home and End.
/// - ``reducesMotion``: moves this plugin makes are instant; other parts of the app read it.
///
/// ```swift
/// let accessibility = PageAccessibilityPlugin<Channel>(label: "Channels")
/// accessibility.announce = { announcement in
///   guard !announcement.answersAction else { return }  // VoiceOver read the value already
///   UIAccessibility.post(notification: .announcement, argument: announcement.text)
/// }
/// container.addPlugin(accessibility)
/// ```
///
/// Every property and method may be used from any callback: moves are requests of the
/// container, queued behind what it is doing.
public final class PageAccessibilityPlugin<Page: Diffable>: PageContainerPlugin {
  /// The container's label: what the pages are ("Pages" by default; "Channels", "Photos").
  public var label: String

  /// A page's label: its element's label and the words of its announcement.
  ///
  /// "Page n of m" by default (``AccessiblePage/defaultLabel``); set it for the app's own,
  /// localised, words.
  public var pageLabel: (AccessiblePage<Page>) -> String = { $0.defaultLabel }

  /// The container's value for a page, when it should differ from ``pageLabel``; `nil` (the
  /// default) uses ``pageLabel``.
  public var valueText: ((AccessiblePage<Page>) -> String)?

  /// The container's value when there are no pages ("No pages" by default).
  public var emptyValue: String

  /// The container's layout direction (`PageContainer/layoutDirection`); left to right while
  /// detached.
  ///
  /// In right-to-left the left arrow and a page scroll to the right go to the next page.
  /// Indices stay logical.
  public var layoutDirection: PageLayoutDirection { context?.layoutDirection ?? .leftToRight }

  /// Whether the user asked for reduced motion (UIKit's `isReduceMotionEnabled`, AppKit's
  /// `accessibilityDisplayShouldReduceMotion`); `false` by default.
  ///
  /// While it is `true`, every move this plugin makes (an action, a key) is instant, and
  /// turning it on finishes an animated scroll or jump in progress at once. For the whole
  /// container (every animated jump, transforms at rest, an auto-advance stopped) set
  /// `PageContainer/reducesMotion`, which this plugin follows as well. A finger's glide is the
  /// user's own motion and is left alone.
  public var reducesMotion: Bool {
    didSet {
      guard reducesMotion, !oldValue, let context else { return }
      context.perform { [weak self] in self?.finishAnimation() }
    }
  }

  /// Receives an announcement each time the pages settle on another page.
  ///
  /// See the type's rules. Called from a hook of the container: what it asks of the container
  /// runs after.
  public var announce: ((PageAnnouncement) -> Void)?

  /// Receives the settled page's index right after its announcement.
  ///
  /// The host moves its focus (the VoiceOver cursor, keyboard focus) to that page's view if
  /// focus was in the container. Never the index of a page that is not shown.
  ///
  /// The container holds the plugin, which holds this closure: capture the container (or a
  /// view controller that holds it) weakly, `{ [weak container] index in ... }`, or the three
  /// never go.
  public var moveFocus: ((Int) -> Void)?

  /// Called when ``elements`` or ``value`` may have changed.
  ///
  /// Shown pages changed, pages changed, or a move began. A host posts UIKit's
  /// `.layoutChanged` (with `nil`), or redraws.
  public var elementsDidChange: (() -> Void)?

  private(set) var context: PagePluginContext<Page>?
  /// The identity of the page last settled on (announced, or there when the plugin was added).
  private var settledID: Page.DiffID?
  /// Whether the pages settled on a page that was not shown (an empty viewport): it is
  /// announced when it is.
  private var announcementOwed = false
  /// The page an increment, decrement or page scroll is moving to.
  private var actionTarget: Int?

  /// The context of the container the plugin serves, while it serves one.
  public var attachedContext: PagePluginContext<Page>? { context }

  /// Creates the plugin; add it with `PageContainer/addPlugin(_:)`.
  ///
  /// - Parameters:
  ///   - label: What the pages are; "Pages" by default.
  ///   - emptyValue: The value with no pages; "No pages" by default.
  ///   - reducesMotion: Whether moves are instant; `false` by default.
  public init(
    label: String = "Pages", emptyValue: String = "No pages", reducesMotion: Bool = false
  ) {
    self.label = label
    self.emptyValue = emptyValue
    self.reducesMotion = reducesMotion
  }

  // MARK: - The element

  /// The page the container is moving to, else the settled page.
  ///
  /// A glide's, a scroll's or a jump's target, the nearest page while a finger is down; `nil`
  /// with no pages or when detached. What ``value`` speaks of, and where relative moves start
  /// from, so rapid requests add up.
  public var destinationIndex: Int? {
    guard let context, context.count > 0, let current = context.currentIndex else { return nil }
    let last = context.count - 1
    switch context.phase {
    case .resting: return min(max(0, current), last)
    case .gliding(let target), .animating(let target), .jumping(let target):
      return min(max(0, target), last)
    case .tracking:
      let position = context.position
      guard position.isFinite else { return current }
      let nearest = position.rounded()
      // Around a ring, past the last page comes the first (a finger across the seam).
      guard context.isLooping, abs(nearest) < 1e15 else {
        return Int(min(max(0, nearest), Double(last)))
      }
      let count = Double(context.count)
      return Int(nearest - (nearest / count).rounded(.down) * count)
    }
  }

  /// The container's value: ``valueText`` (else ``pageLabel``) of ``destinationIndex``, or
  /// ``emptyValue``.
  public var value: String {
    guard let index = destinationIndex else { return emptyValue }
    return valueText(at: index) ?? emptyValue
  }

  /// The pages in the accessibility tree, in reading order: exactly the pages shown, ascending;
  /// across the seam of a looping container, in the order they are shown (the last page, then
  /// page 0).
  ///
  /// - Complexity: O(shown pages), plus the label closure for each.
  public var elements: [PageAccessibilityElement] {
    guard let context else { return [] }
    let current = context.currentIndex
    let shown =
      context.isLooping
      ? context.placements.sorted { $0.offset < $1.offset }.map(\.index) : context.visibleIndices
    return shown.compactMap { index in
      text(at: index, pageLabel).map {
        PageAccessibilityElement(index: index, label: $0, isCurrent: index == current)
      }
    }
  }

  /// A page's element, whether shown or not (a host that builds elements ahead of time).
  ///
  /// - Parameter index: A page index; any `Int`.
  /// - Returns: The element, or `nil` out of range or when detached.
  public func element(forPage index: Int) -> PageAccessibilityElement? {
    text(at: index, pageLabel).map {
      PageAccessibilityElement(index: index, label: $0, isCurrent: index == context?.currentIndex)
    }
  }

  /// Whether ``increment()`` can move: there is a page after ``destinationIndex`` (always, while
  /// the pages loop).
  public var canIncrement: Bool { target(of: .next) != nil }

  /// Whether ``decrement()`` can move: there is a page before ``destinationIndex`` (always, while
  /// the pages loop).
  public var canDecrement: Bool { target(of: .previous) != nil }

  // MARK: - Plugin hooks

  /// Keeps the container; its settled page is where announcements start from.
  ///
  /// - Parameter context: The container.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    settledID = context.currentIndex.flatMap { context.page(at: $0)?.diffID }
    actionTarget = nil
  }

  /// Forgets the container.
  ///
  /// - Parameter context: The container.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) { forget() }

  /// Forgets the container, which goes.
  ///
  /// - Parameter activePages: The container's active pages.
  public func pageContainerWillDeallocate(activePages: [PageContainer<Page>.ActivePageInfo]) {
    forget()
  }

  /// Pages arrive where there were none: the page they settle on is announced, even one that
  /// was there before they all went.
  ///
  /// - Parameter context: The container.
  public func pageContainerPagesWillArrive(_ context: PagePluginContext<Page>) {
    settledID = nil
  }

  /// The tree changed; at rest, a settled page that was not shown (an empty viewport) and now
  /// is gets its announcement and focus then.
  ///
  /// - Parameter context: The container.
  public func visiblePagesDidChange(_ context: PagePluginContext<Page>) {
    elementsDidChange?()
    if announcementOwed, context.phase == .resting { announceSettledPage(context, answered: nil) }
  }

  /// Labels and the value may have changed.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - changes: The changes.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    elementsDidChange?()
  }

  /// A finger, or another request, takes over a move an action asked for.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - oldPhase: The phase before.
  public func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) {
    switch context.phase {
    case .resting: break
    case .tracking: actionTarget = nil
    case .gliding(let target), .animating(let target), .jumping(let target):
      if target != actionTarget { actionTarget = nil }
    }
    elementsDidChange?()
  }

  /// Announces the settled page and moves focus to it, if it is another page than the one
  /// last settled on.
  ///
  /// - Parameter context: The container.
  public func pageContainerDidSettle(_ context: PagePluginContext<Page>) {
    let answered = actionTarget
    actionTarget = nil
    announceSettledPage(context, answered: answered)
  }

  /// Announces the settled page and moves focus to it, if it is shown (a viewport that shows
  /// nothing waits until it does) and another page than the one last announced.
  private func announceSettledPage(_ context: PagePluginContext<Page>, answered: Int?) {
    guard let current = context.currentIndex, let page = context.page(at: current) else {
      settledID = nil
      return
    }
    guard page.diffID != settledID else { return }
    // A settle in a viewport that shows nothing is announced once the page is shown.
    announcementOwed = !context.visibleIndices.contains(current)
    guard !announcementOwed else { return }
    settledID = page.diffID
    let text = pageLabel(AccessiblePage(page: page, index: current, count: context.count))
    announce?(PageAnnouncement(text: text, index: current, answersAction: answered == current))
    moveFocus?(current)
  }

  // MARK: - Internals

  private func forget() {
    context = nil
    settledID = nil
    actionTarget = nil
  }

  /// Notes the page an action moves to, for ``PageAnnouncement/answersAction``.
  func noteActionTarget(_ index: Int?) { actionTarget = index }

  /// The value's words for a page.
  func valueText(at index: Int) -> String? {
    text(at: index, valueText ?? pageLabel)
  }

  private func text(at index: Int, _ words: (AccessiblePage<Page>) -> String) -> String? {
    guard let context, let page = context.page(at: index) else { return nil }
    return words(AccessiblePage(page: page, index: index, count: context.count))
  }

  /// Finishes an animated scroll or jump at once (reduced motion was turned on).
  private func finishAnimation() {
    guard let context else { return }
    switch context.phase {
    case .animating(let target), .jumping(let target):
      try? context.scrollToPage(target, animated: false)
    case .resting, .tracking, .gliding: break
    }
  }
}
