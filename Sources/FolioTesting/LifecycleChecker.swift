import Folio

/// Checks a container's events against the page lifecycle grammar as they happen, and its
/// state against the container's invariants when asked.
///
/// Add it as an event observer before the first layout, drive the container, and call
/// ``verify(_:)`` at quiet points (after a settle, say):
///
/// ```swift
/// let checker = LifecycleChecker()
/// container.addEventObserver(checker)
/// driver.swipe(by: 1)
/// checker.verify(container)
/// #expect(checker.violations.isEmpty, "\(checker.violations)")
/// ```
///
/// The grammar, per controller: `(prepareForReuse? ; (willAppear ; didAppear? ; didDisappear)*
/// ; reclaimed)*`. No event reaches a pooled controller, no controller serves two pages, at most
/// one page has appeared at any time, and `didAppear` goes to the page that then settles.
public final class LifecycleChecker: PageEventObserver {
  /// A broken rule, with the event or state that broke it.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  private enum ControllerState: Equatable {
    case created
    case active(page: String, phase: Phase)
    case pooled
    case released
  }

  private enum Phase: Equatable {
    case hidden
    case appearing
    case appeared
  }

  /// Every controller's state by the events; changed only through `set(_:_:)`.
  private var states: [ControllerTag: ControllerState] = [:]
  /// Which controller serves each page, by the events.
  private var owners: [String: ControllerTag] = [:]
  private var appeared: Set<ControllerTag> = []
  private var activeCount = 0
  private var pooledCount = 0

  /// Moves a controller to a new state, keeping the counters and indexes in step.
  private func set(_ tag: ControllerTag, _ state: ControllerState) {
    switch states[tag] {
    case .active(let page, let phase):
      activeCount -= 1
      if owners[page] == tag { owners[page] = nil }
      if phase == .appeared { appeared.remove(tag) }
    case .pooled: pooledCount -= 1
    default: break
    }
    states[tag] = state
    switch state {
    case .active(let page, let phase):
      activeCount += 1
      owners[page] = tag
      if phase == .appeared { appeared.insert(tag) }
    case .pooled: pooledCount += 1
    default: break
    }
  }
  /// Every violation found so far.
  public private(set) var violations: [Violation] = []

  /// Creates a checker with no violations.
  public init() {}

  private func fail(_ message: String) {
    violations.append(Violation(message: message))
  }

  /// Checks one event against the grammar.
  ///
  /// - Parameter event: The event.
  public func pageContainerDidEmit(_ event: PageEvent) {
    switch event {
    case .instantiated(let tag):
      if states[tag] != nil { fail("\(tag) instantiated twice") }
      set(tag, .created)
    case .dequeued(_, let page, let tag, let source):
      dequeued(tag, page: page, source: source)
    case .willAppear(_, let page, let tag):
      guard case .active(let owner, .hidden) = states[tag], owner == page else {
        return fail("willAppear to \(tag) for \(page) in state \(describe(tag))")
      }
      set(tag, .active(page: page, phase: .appearing))
    case .didAppear(let index, let page, let tag):
      guard case .active(let owner, .appearing) = states[tag], owner == page else {
        return fail("didAppear to \(tag) for \(page) in state \(describe(tag))")
      }
      if let other = appeared.first {
        fail("didAppear to \(tag) for page \(index) while \(other) has appeared")
      }
      set(tag, .active(page: page, phase: .appeared))
    case .didDisappear(_, let page, let tag):
      guard case .active(let owner, let phase) = states[tag], owner == page, phase != .hidden else {
        return fail("didDisappear to \(tag) for \(page) in state \(describe(tag))")
      }
      set(tag, .active(page: page, phase: .hidden))
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
    case .settled, .updated, .reloaded, .plugin, .resized, .diagnostic:
      break
    }
  }

  private func dequeued(_ tag: ControllerTag, page: String, source: PageEvent.DequeueSource) {
    let expected: Bool
    switch (source, states[tag]) {
    case (.new, .created), (.pool, .pooled): expected = true
    case (.active, .active(let owner, _)): expected = owner == page
    default: expected = false
    }
    guard expected else {
      return fail("dequeue of \(tag) (\(source.rawValue)) for \(page) in state \(describe(tag))")
    }
    if source != .active {
      // A page already served by another controller is having it swapped (a controller of
      // another type): the old one keeps its page until it is reclaimed, after the new one
      // has appeared in its place.
      set(tag, .active(page: page, phase: .hidden))
    }
  }

  private func describe(_ tag: ControllerTag) -> String {
    switch states[tag] {
    case nil: "unknown"
    case .created: "created"
    case .active(let page, let phase): "active for \(page), \(phase)"
    case .pooled: "pooled"
    case .released: "released"
    }
  }

  /// Checks the container's own view of itself against the events: every active controller is
  /// in the state its events say, no controller serves two pages or sits both active and
  /// pooled, none was lost; and, at rest, the rest rule: the position is exactly the current
  /// page, only that page is shown, it alone has appeared (none with no pages or an empty
  /// viewport), and recycling is done.
  ///
  /// - Parameter container: The container the checker observes.
  public func verify<Page: Diffable>(_ container: PageContainer<Page>) {
    let pages = container.activePages
    let activeIDs = pages.map { ObjectIdentifier($0.controller) }
    if Set(activeIDs).count != activeIDs.count { fail("a controller serves two pages") }
    let pooled = container.pooledControllers.map { ObjectIdentifier($0) }
    if Set(pooled).count != pooled.count { fail("a controller sits twice in the pools") }
    if !Set(pooled).isDisjoint(with: activeIDs) { fail("a controller is both active and pooled") }
    for page in pages {
      let name = String(describing: page.id)
      guard let tag = container.tag(of: page.controller) else {
        fail("page \(name) has a controller without a tag")
        continue
      }
      let phase: Phase =
        switch page.appearance {
        case .hidden: .hidden
        case .appearing: .appearing
        case .appeared: .appeared
        }
      if states[tag] != .active(page: name, phase: phase) {
        fail("events say \(tag) is \(describe(tag)); the container says \(name) \(phase)")
      }
    }
    let (activeByEvents, pooledByEvents) = (activeCount, pooledCount)
    if activeByEvents != pages.count || pooledByEvents != pooled.count {
      fail(
        "events account for \(activeByEvents) active and \(pooledByEvents) pooled controllers; "
          + "the container has \(pages.count) and \(pooled.count): a controller was lost")
    }
    let shown = pages.filter { $0.appearance != .hidden && !$0.isDeleted }.map(\.index)
    if shown != container.visibleIndices {
      fail("visibleIndices \(container.visibleIndices) but shown pages \(shown)")
    }
    guard container.phase == .resting else { return }
    verifyRest(container, pages: pages)
  }

  private func verifyRest<Page: Diffable>(
    _ container: PageContainer<Page>, pages: [PageContainer<Page>.ActivePageInfo]
  ) {
    let appeared = pages.filter { $0.appearance == .appeared }.map(\.index)
    let shown = container.visibleIndices
    guard let current = container.currentIndex else {
      if container.count != 0 { fail("\(container.count) pages but no current page") }
      if !shown.isEmpty || !appeared.isEmpty { fail("no pages, but shown \(shown)") }
      return
    }
    if container.position != Double(current) {
      fail("at rest on \(current) but the position is \(container.position)")
    }
    if !container.canShowPages {
      if !shown.isEmpty { fail("an empty viewport shows \(shown)") }
    } else if shown != [current] || appeared != [current] {
      fail("at rest on \(current) but shown \(shown), appeared \(appeared)")
    }
    let distance = max(0, container.recycleDistance)
    for page in pages where page.appearance == .hidden {
      let gap = page.index > current ? page.index - current : current - page.index
      if page.isDeleted || (gap > distance && !page.isRetainedByPlugin) {
        fail("page \(page.index) (\(page.id)) should have been reclaimed")
      }
    }
  }

  /// The exhaustive clean-finish check, in the spirit of SwiftNIO's `EmbeddedChannel.finish()`:
  /// ``verify(_:)``, and the container owes nothing (no request, update or motion pending).
  ///
  /// - Parameter container: The container the checker observes.
  public func finish<Page: Diffable>(_ container: PageContainer<Page>) {
    verify(container)
    if !container.isQuiescent { fail("the container still owes work at the finish") }
  }
}
