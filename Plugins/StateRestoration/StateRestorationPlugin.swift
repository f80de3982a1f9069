import Folio
import Foundation

/// Saves the state of pages' controllers by page identity when they leave their page, and
/// gives it back to the next controller that serves the page (ViewPager2's and UIKit's state
/// restoration, for a page container), in this process or, through ``snapshot()``, the next.
///
/// - **When.** A ``RestorablePageController`` saves its state when its page's controller is
///   reclaimed (recycled, its page deleted, or replaced by another type), when the plugin is
///   removed, when the container is deallocated, and in ``snapshot()``. A controller that gets
///   a page gets ``RestorablePageController/restoreState(_:)`` after `prepareForReuse` and
///   `bind(to:)`, before `pageWillAppear` and before a working range enter: with the page's
///   state, or `nil` (start fresh), so a reused controller never shows another page's state. A
///   state saved by another controller type (the page changed kind) is dropped, not given.
/// - **Bounded.** At most ``maximumEntries`` states and ``maximumBytes`` encoded bytes, least
///   recently saved evicted first; a single state larger than ``maximumBytes`` is not kept.
///   States of deleted pages are dropped at once, after every update or reload that leaves
///   pages (when no page is left, as before a container's first load, they wait for pages to
///   come back).
/// - **Across processes.** ``snapshot()`` encodes the current page's identity, its nearest
///   neighbours and every state as `Data`; a new plugin made with ``init(restoringFrom:maximumEntries:maximumBytes:)``
///   on a new container lands its first load on that page, or on its nearest surviving
///   neighbour if it is gone (the next one first at equal distance), without showing another
///   page first.
///
/// Each save and restore is also recorded in the container's event stream (`saveState`,
/// `restoreState`, and `dropState` for a state that could not be used).
public final class StateRestorationPlugin<Page: Diffable>: PageContainerPlugin
where Page.DiffID: Codable {
  /// The most states kept; negative values count as 0.
  ///
  /// Lowering it evicts at once.
  public var maximumEntries: Int {
    didSet { evict() }
  }

  /// The most encoded bytes kept; negative values count as 0.
  ///
  /// Lowering it evicts at once.
  public var maximumBytes: Int {
    didSet { evict() }
  }

  private var store = StateStore<Page.DiffID>()
  private var context: PagePluginContext<Page>?
  /// The page to land on at the first load, from a snapshot: its identity, then neighbours.
  private var landing: [Page.DiffID]?

  /// How many neighbours on each side of the current page a snapshot names.
  static var snapshotNeighbours: Int { 16 }

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - maximumEntries: The most states kept; 100 by default.
  ///   - maximumBytes: The most encoded bytes kept; 256 KiB by default.
  public init(maximumEntries: Int = 100, maximumBytes: Int = 262_144) {
    self.maximumEntries = maximumEntries
    self.maximumBytes = maximumBytes
  }

  /// Creates a plugin from a ``snapshot()`` of another, for a new container: its states, and
  /// the page its container's first load lands on.
  ///
  /// - Parameters:
  ///   - data: A snapshot.
  ///   - maximumEntries: The most states kept; 100 by default.
  ///   - maximumBytes: The most encoded bytes kept; 256 KiB by default.
  /// - Throws: ``StateRestorationError/unreadableSnapshot(_:)`` when `data` is not a snapshot
  ///   of this page type.
  public convenience init(
    restoringFrom data: Data, maximumEntries: Int = 100, maximumBytes: Int = 262_144
  ) throws(StateRestorationError) {
    self.init(maximumEntries: maximumEntries, maximumBytes: maximumBytes)
    let snapshot: Snapshot
    do {
      snapshot = try JSONDecoder().decode(Snapshot.self, from: data)
    } catch {
      throw .unreadableSnapshot(String(describing: error))
    }
    for entry in snapshot.states {
      store.store(entry, maximumEntries: .max, maximumBytes: .max)
    }
    evict()
    landing = snapshot.current.map { [$0] + snapshot.neighbours }
  }

  // MARK: - Reading the store

  /// The identities of the pages whose state is kept, least recently saved first.
  ///
  /// - Complexity: O(n).
  public var savedPageIDs: [Page.DiffID] { store.entries.map(\.id) }

  /// The encoded size of every kept state.
  public var byteCount: Int { store.byteCount }

  /// A page's kept state, decoded.
  ///
  /// - Parameters:
  ///   - id: A page identity.
  ///   - type: The state's type.
  /// - Returns: The state, or `nil` when none is kept or it is not of that type.
  public func savedState<State: Decodable>(of id: Page.DiffID, as type: State.Type) -> State? {
    store.entry(for: id).flatMap { try? JSONDecoder().decode(State.self, from: $0.data) }
  }

  /// Saves the state of every active page, then encodes the current page, its neighbours and
  /// every kept state.
  ///
  /// - Returns: The snapshot, for ``init(restoringFrom:maximumEntries:maximumBytes:)``.
  /// - Throws: ``StateRestorationError/unreadableSnapshot(_:)`` if encoding fails.
  public func snapshot() throws(StateRestorationError) -> Data {
    // Active pages' states go into a copy: in the store, they would wait for a dequeue that
    // does not come while the page stays active.
    var states = store
    saveActivePages(into: &states)
    var current: Page.DiffID?
    var neighbours: [Page.DiffID] = []
    if let context, let index = context.currentIndex {
      current = context.page(at: index)?.diffID
      for distance in 1...Self.snapshotNeighbours {
        for neighbour in [index + distance, index - distance] {
          if let page = context.page(at: neighbour) { neighbours.append(page.diffID) }
        }
      }
    } else if let landing {
      current = landing.first
      neighbours = Array(landing.dropFirst())
    }
    let snapshot = Snapshot(current: current, neighbours: neighbours, states: states.entries)
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return try encoder.encode(snapshot)
    } catch {
      throw .unreadableSnapshot(String(describing: error))
    }
  }

  /// Forgets every kept state.
  public func removeAll() {
    store.removeAll { _ in true }
  }

  // MARK: - Plugin hooks

  /// Keeps the context; lands on the snapshot's page if the pages are already loaded.
  ///
  /// - Parameter context: The container.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    if context.count > 0, let index = landingIndex(context) {
      landing = nil
      try? context.scrollToPage(index, animated: false)
    }
  }

  /// Saves the state of every active page.
  ///
  /// - Parameter context: The container.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) {
    saveActivePages(into: &store)
    self.context = nil
  }

  /// Gives the controller its page's state, or `nil`.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func pageDidDequeue(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int) {
    guard let controller = context.controller(forPage: id) as? any RestorablePageController
    else { return }
    let typeName = String(reflecting: type(of: controller))
    let entry = store.remove(id)
    guard let entry, entry.controllerType == typeName else {
      if entry != nil { context.record("dropState", forPage: id) }
      startFresh(controller)
      return
    }
    if restore(controller, from: entry.data) {
      context.record("restoreState", forPage: id)
    } else {
      context.record("dropState", forPage: id)
      startFresh(controller)
    }
  }

  /// Saves the state of the page's controller.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func pageWillBeReclaimed(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) {
    // A deleted page's state is not kept (unless the pages are all gone at once: see the type's
    // documentation).
    guard let controller = context.controller(forPage: id),
      context.count == 0 || context.index(of: id) != nil
    else { return }
    // A controller swapped for one of another type: the page has its new controller (given a
    // fresh start already); a state of the old type would only be dropped.
    if let live = context.index(of: id).flatMap(context.controller(at:)), live !== controller {
      return
    }
    save(controller, of: id, into: &store)
  }

  /// Drops the states of deleted pages.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - changes: The changes, or `nil` for a reload.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    // Pages all gone at once (a container not loaded yet, or emptied for a moment) keep their
    // states until pages come back.
    guard context.count > 0, store.count > 0 else { return }
    store.removeAll { context.index(of: $0) == nil }
  }

  /// Lands the first load after a snapshot on its page.
  ///
  /// - Parameter context: The container.
  public func pageContainerWillReload(_ context: PagePluginContext<Page>) {
    guard context.count > 0, landing != nil else { return }
    if let index = landingIndex(context) { context.settleReload(onPage: index) }
    landing = nil
  }

  /// Saves the state of every active page of a container that goes away.
  ///
  /// - Parameter activePages: The active pages.
  public func pageContainerWillDeallocate(activePages: [PageContainer<Page>.ActivePageInfo]) {
    for page in activePages where !page.isDeleted {
      save(page.controller, of: page.id, into: &store)
    }
    context = nil
  }

  // MARK: - Internals

  private struct Snapshot: Codable {
    var version = 1
    var current: Page.DiffID?
    var neighbours: [Page.DiffID]
    var states: [StateStore<Page.DiffID>.Entry]
  }

  /// The snapshot's page, or its nearest surviving neighbour, among the container's pages.
  private func landingIndex(_ context: PagePluginContext<Page>) -> Int? {
    landing?.lazy.compactMap { context.index(of: $0) }.first
  }

  private func saveActivePages(into store: inout StateStore<Page.DiffID>) {
    guard let context else { return }
    for index in context.activeIndices {
      guard let page = context.page(at: index), let controller = context.controller(at: index)
      else { continue }
      save(controller, of: page.diffID, into: &store)
    }
  }

  private func save(
    _ controller: any PageController<Page>, of id: Page.DiffID,
    into store: inout StateStore<Page.DiffID>
  ) {
    guard let restorable = controller as? any RestorablePageController else { return }
    guard let data = encodedState(of: restorable) else {
      store.remove(id)
      return
    }
    let limit = max(0, maximumBytes)
    guard data.count <= limit, maximumEntries > 0 else {
      store.remove(id)
      context?.record("dropState", forPage: id)
      return
    }
    let entry = StateStore<Page.DiffID>.Entry(
      id: id, controllerType: String(reflecting: type(of: restorable)), data: data)
    store.store(entry, maximumEntries: max(0, maximumEntries), maximumBytes: limit)
    context?.record("saveState", forPage: id)
  }

  private func encodedState<Controller: RestorablePageController>(of controller: Controller)
    -> Data?
  {
    guard let state = controller.saveState() else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try? encoder.encode(state)
  }

  private func restore<Controller: RestorablePageController>(
    _ controller: Controller, from data: Data
  ) -> Bool {
    guard let state = try? JSONDecoder().decode(Controller.SavedState.self, from: data) else {
      return false
    }
    controller.restoreState(state)
    return true
  }

  private func startFresh<Controller: RestorablePageController>(_ controller: Controller) {
    controller.restoreState(nil)
  }

  private func evict() {
    store.trim(maximumEntries: max(0, maximumEntries), maximumBytes: max(0, maximumBytes))
  }
}

/// Why a ``StateRestorationPlugin`` could not read or write a snapshot.
public enum StateRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a snapshot of this page type; the text says why.
  case unreadableSnapshot(String)

  /// What went wrong.
  public var description: String {
    switch self {
    case .unreadableSnapshot(let reason): "unreadable state snapshot: \(reason)"
    }
  }
}
