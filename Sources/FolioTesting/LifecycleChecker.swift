@_spi(Testing) import Folio

/// Checks a container's events against the page lifecycle contract as they happen, and its
/// state against the container's invariants when asked.
///
/// Make it for a container, drive the container, and call ``verify(_:)`` at quiet points (after
/// a settle, say) and ``finish(_:)`` at the end:
///
/// ```swift
/// let checker = LifecycleChecker(observing: container)
/// driver.swipe(by: 1)
/// checker.finish(container)
/// #expect(checker.violations.isEmpty, "\(checker.violations)")
/// ```
///
/// ``init(observing:)`` starts from the container's state at that moment, so it may be made at
/// any time, before the first layout or in the middle of a swipe. A checker made with
/// ``init()`` and added with `PageContainer/addEventObserver(_:)` knows nothing of what
/// happened before: add it before the container's first layout (if its first event concerns a
/// controller it has never seen made, it says so once and checks nothing more).
///
/// The rules checked as events arrive, each one of the README's:
/// - per controller, `(prepareForReuse? ; (willAppear ; didAppear? ; didDisappear)* ;
///   reclaimed)*` (a dequeue stands for `prepareForReuse`); nothing reaches a pooled or released
///   controller; a controller is released only from its pool;
/// - no controller serves two pages, and a page has one controller, except while a swap hands
///   it from the outgoing controller to the incoming one;
/// - with one page per viewport, at most one page has appeared at any time, and `didAppear`
///   goes to the page that then settles: at a settle, the page that has appeared (if any) is
///   the settled one; with a shape that shows several pages (`PageContainer/shape`, known to a
///   checker made with ``init(observing:)``), several pages may have appeared, and at a settle
///   the settled page is one of them;
/// - some page is always shown: a `didDisappear` never leaves no page shown while there are
///   pages and the viewport can show them (incoming pages appear before outgoing ones go, in
///   swipes, jumps, swaps, updates and reloads alike).
public final class LifecycleChecker: PageEventObserver {
  /// A broken rule, with the event or state that broke it.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  enum ControllerState: Equatable {
    case created
    case active(page: String, phase: Phase)
    case pooled
    case released
  }

  enum Phase: Equatable {
    case hidden
    case appearing
    case appeared
  }

  /// Every controller's state by the events; changed only through `set(_:_:)`.
  var states: [ControllerTag: ControllerState] = [:]
  /// Which controller serves each page, by the events.
  var owners: [String: ControllerTag] = [:]
  /// The index of each active controller's page, as last named by an event and moved by
  /// updates since; unknown after a reload until an event names it again.
  var indices: [ControllerTag: Int] = [:]
  var appeared: Set<ControllerTag> = []
  /// Controllers whose page is shown (appearing or appeared).
  var shownCount = 0
  var activeCount = 0
  var pooledCount = 0
  /// The number of pages, by reload and update events.
  var pageCount = 0
  /// Whether the viewport can show pages, by resize events.
  var viewportShows = true
  /// Whether a late attachment was reported: nothing more is checked then.
  var isLost = false
  /// Whether the checker was made from the container's state (``init(observing:)``): a
  /// controller it never saw is then an error of the container, not a late start.
  var knewTheStart = false
  /// Whether the observed container's shape may show several pages at rest (always false for
  /// a checker made with ``init()``, which knows no container).
  var severalPagesShown: () -> Bool = { false }
  /// Whether the observed container's screen is shown (always true for a checker made with
  /// ``init()``): a screen that is not shown shows no page.
  var screenShown: () -> Bool = { true }

  /// Every violation found so far.
  public internal(set) var violations: [Violation] = []

  /// Creates a checker that knows nothing yet: add it as an event observer before the
  /// container's first layout (or use ``init(observing:)``).
  ///
  /// It knows only what the events say: not the container's screen (`isOnScreen` off makes
  /// every shown page disappear with none in its place, which it reports as no page shown), nor
  /// a shape that shows several pages at once (which it reports as more than one page
  /// appeared). For a container whose screen goes away or whose shape shows several pages, use
  /// ``init(observing:)``, which asks the container.
  public init() {}

  /// Creates a checker that starts from the container's state now and observes it: its active
  /// pages with their controllers and phases, its pooled controllers, its page count and
  /// viewport.
  ///
  /// - Parameter container: The container to check; the checker adds itself as its observer.
  public init<Page: Diffable>(observing container: PageContainer<Page>) {
    for page in container.activePages {
      guard let tag = container.tag(of: page.controller) else { continue }
      let phase: Phase =
        switch page.appearance {
        case .hidden: .hidden
        case .appearing: .appearing
        case .appeared: .appeared
        }
      set(tag, .active(page: String(describing: page.id), phase: phase))
      if !page.isDeleted { indices[tag] = page.index }
    }
    for controller in container.pooledControllers {
      if let tag = container.tag(of: controller) { set(tag, .pooled) }
    }
    pageCount = container.count
    viewportShows = container.canShowPages
    knewTheStart = true
    severalPagesShown = { [weak container] in container?.showsSeveralPages ?? false }
    screenShown = { [weak container] in container?.isOnScreen ?? true }
    container.addEventObserver(self)
  }

  func fail(_ message: String) {
    violations.append(Violation(message: message))
  }

  /// Moves a controller to a new state, keeping the counters and indexes in step.
  func set(_ tag: ControllerTag, _ state: ControllerState) {
    switch states[tag] {
    case .active(let page, let phase):
      activeCount -= 1
      if owners[page] == tag { owners[page] = nil }
      if phase == .appeared { appeared.remove(tag) }
      if phase != .hidden { shownCount -= 1 }
    case .pooled: pooledCount -= 1
    default: break
    }
    states[tag] = state
    switch state {
    case .active(let page, let phase):
      activeCount += 1
      owners[page] = tag
      if phase == .appeared { appeared.insert(tag) }
      if phase != .hidden { shownCount += 1 }
    case .pooled: pooledCount += 1
    default: indices[tag] = nil
    }
  }

  /// Checks one event against the rules.
  ///
  /// - Parameter event: The event.
  public func pageContainerDidEmit(_ event: PageEvent) {
    guard !isLost else { return }
    if !knewTheStart, let tag = event.controllerTag, states[tag] == nil, !event.isInstantiation {
      isLost = true
      return fail(
        "the first event seen, \(event), concerns \(tag), which the checker never saw: it was "
          + "added after the container started; make it with LifecycleChecker(observing:)")
    }
    switch event {
    case .instantiated(let tag):
      if states[tag] != nil { fail("\(tag) instantiated twice") }
      set(tag, .created)
    case .dequeued(let index, let page, let tag, let source):
      dequeued(tag, index: index, page: page, source: source)
    case .willAppear(let index, let page, let tag):
      guard case .active(let owner, .hidden) = states[tag], owner == page else {
        return fail("willAppear to \(tag) for \(page) in state \(describe(tag))")
      }
      indices[tag] = index
      set(tag, .active(page: page, phase: .appearing))
    case .didAppear(let index, let page, let tag):
      guard case .active(let owner, .appearing) = states[tag], owner == page else {
        return fail("didAppear to \(tag) for \(page) in state \(describe(tag))")
      }
      if let other = appeared.first, !severalPagesShown() {
        fail("didAppear to \(tag) for page \(index) while \(other) has appeared")
      }
      indices[tag] = index
      set(tag, .active(page: page, phase: .appeared))
    case .didDisappear(let index, let page, let tag):
      didDisappear(tag, index: index, page: page)
    case .reclaimed(_, let page, let tag):
      guard case .active(let owner, .hidden) = states[tag], owner == page else {
        return fail("reclaimed \(tag) for \(page) in state \(describe(tag))")
      }
      set(tag, .pooled)
    case .released(let tag):
      guard states[tag] == .pooled else {
        return fail("released \(tag) in state \(describe(tag))")
      }
      set(tag, .released)
    case .settled(let index):
      settled(on: index)
    case .updated(let changes):
      pageCount += changes.inserts.count - changes.deletes.count
      for (tag, index) in indices { indices[tag] = changes.newIndex(forOldIndex: index) }
    case .reloaded(let count):
      pageCount = count
      indices = [:]
    case .resized(let size):
      viewportShows = size != .zero
    case .plugin, .diagnostic, .loadMore, .loadMoreFailed:
      break
    }
  }

  private func dequeued(
    _ tag: ControllerTag, index: Int, page: String, source: PageEvent.DequeueSource
  ) {
    let expected: Bool
    switch (source, states[tag]) {
    case (.new, .created), (.pool, .pooled): expected = true
    case (.active, .active(let owner, _)): expected = owner == page
    default: expected = false
    }
    guard expected else {
      return fail("dequeue of \(tag) (\(source.rawValue)) for \(page) in state \(describe(tag))")
    }
    indices[tag] = index
    if source != .active {
      // A page already served by another controller is having it swapped (a controller of
      // another type): the old one keeps its page until it is reclaimed, after the new one
      // has appeared in its place.
      set(tag, .active(page: page, phase: .hidden))
    }
  }

  private func didDisappear(_ tag: ControllerTag, index: Int, page: String) {
    guard case .active(let owner, let phase) = states[tag], owner == page, phase != .hidden else {
      return fail("didDisappear to \(tag) for \(page) in state \(describe(tag))")
    }
    set(tag, .active(page: page, phase: .hidden))
    if shownCount == 0, pageCount > 0, viewportShows, screenShown() {
      fail(
        "didDisappear to \(tag) for \(page) left no page shown (\(pageCount) pages): the "
          + "incoming page must appear first"
          + (knewTheStart
            ? ""
            : " (a plain LifecycleChecker() does not see the screen go: if it did, use "
              + "init(observing:))"))
    }
  }

  private func settled(on index: Int) {
    if severalPagesShown() {
      // An index unknown since a reload may be the settled one.
      if !appeared.isEmpty,
        !appeared.contains(where: { indices[$0] == nil || indices[$0] == index })
      {
        fail("settled on \(index), which is not among the pages that appeared")
      }
      return
    }
    if appeared.count > 1 { fail("settled on \(index) with \(appeared.count) pages appeared") }
    for tag in appeared {
      guard let at = indices[tag], at != index else { continue }
      fail("settled on \(index), but the page that appeared is \(describe(tag)) at \(at)")
    }
  }

  func describe(_ tag: ControllerTag) -> String {
    switch states[tag] {
    case nil: "unknown"
    case .created: "created"
    case .active(let page, let phase): "active for \(page), \(phase)"
    case .pooled: "pooled"
    case .released: "released"
    }
  }
}

extension PageEvent {
  /// The controller the event concerns, if any.
  fileprivate var controllerTag: ControllerTag? {
    switch self {
    case .instantiated(let tag), .released(let tag): tag
    case .dequeued(_, _, let tag, _), .willAppear(_, _, let tag), .didAppear(_, _, let tag),
      .didDisappear(_, _, let tag), .reclaimed(_, _, let tag):
      tag
    case .plugin(_, _, _, let tag): tag
    case .settled, .updated, .reloaded, .resized, .diagnostic, .loadMore, .loadMoreFailed: nil
    }
  }

  fileprivate var isInstantiation: Bool {
    if case .instantiated = self { true } else { false }
  }
}
