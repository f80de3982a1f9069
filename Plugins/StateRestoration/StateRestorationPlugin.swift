import Folio
import Foundation

/// Saves the state of pages' controllers by page identity when they leave their page, and
/// gives it back to the next controller that serves the page (ViewPager2's and UIKit's state
/// restoration, for a page container), in this process or, through ``snapshot()``, the next.
///
/// - **When.** A ``RestorablePageController`` saves its state when its page's controller is
///   reclaimed (recycled, its page deleted, or swapped out in place for another type), when the
///   plugin is removed and when the container is deallocated; the store then keeps it. An active
///   page's state lives in its controller: ``snapshot()`` asks active controllers for their
///   states and writes them into the snapshot, without keeping them in the store. A controller
///   that gets a page gets ``RestorablePageController/restoreState(_:)`` after
///   `prepareForReuse` and `bind(to:)`, before `pageWillAppear` and before a working range
///   enter, whatever the order the plugins were added in
///   (`PageContainerPlugin.prepareDequeuedPage(_:id:at:)`): with the page's state, or `nil`
///   (start fresh), so a reused controller never shows another page's state. A state saved by
///   another restorable controller type (the page changed kind) is dropped, not given; a
///   controller that cannot restore (a stand-in, a placeholder) leaves it for the next
///   controller of its type.
/// - **Bounded.** At most ``maximumEntries`` states and ``maximumBytes`` encoded bytes, least
///   recently saved evicted first; a single state larger than ``maximumBytes`` is not kept.
///   States of deleted pages are dropped at once, after every update or reload that leaves
///   pages (when no page is left, as before a container's first load, they wait for pages to
///   come back).
/// - **Across processes.** ``snapshot()`` encodes the current page's identity, its nearest
///   neighbours and every state as `Data`; a new plugin made with
///   ``init(restoringFrom:maximumEntries:maximumBytes:)`` on a new container lands the first
///   pages to arrive (by a reload or an update, once) on that page, or on its nearest surviving
///   neighbour if it is gone (the next one first at equal distance), without showing another
///   page first; added to a container that already shows pages, it moves there at once. In a
///   feed that may still grow (`PageContainer.feedTailState` other than `ended`) the page may
///   simply not have come yet: the landing waits for it while the reader has not moved (a
///   finger, a fling or a scroll gives it up), keeps the feed loading (its
///   ``prefetchDistance``) for up to 8 batches, and lands on it as its batch arrives, from the
///   loading page without showing another page first, or from the first page if it came after;
///   the states of pages a growing feed has not brought are kept meanwhile.
/// - **From any callback.** Every property and method is safe to use from any callback, a
///   controller's `saveState` included; a snapshot runs as a request of the container, so
///   requests made while it asks controllers for their states run after it.
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

  var store = StateStore<Page.DiffID>()
  private(set) var context: PagePluginContext<Page>?

  /// The context of the container the plugin serves, while it serves one.
  public var attachedContext: PagePluginContext<Page>? { context }
  /// The page to land on at the first load, from a snapshot: its identity, then neighbours.
  var landing: [Page.DiffID]?
  /// How many more updates a landing waits through for its page in a feed that may still bring
  /// it (while the reader has not moved).
  var landingPatience = 0

  /// The most updates (batches) after the first pages arrive that a landing waits through for
  /// its page, in a feed that may still bring it.
  static var landingBatches: Int { 8 }

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - maximumEntries: The most states kept; 100 by default.
  ///   - maximumBytes: The most encoded bytes kept; 256 KiB by default.
  public init(maximumEntries: Int = 100, maximumBytes: Int = 262_144) {
    self.maximumEntries = maximumEntries
    self.maximumBytes = maximumBytes
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

  /// Forgets every kept state.
  ///
  /// Safe from any callback, a controller's `saveState` included (a state being saved then is
  /// kept after this).
  public func removeAll() {
    store.removeAll { _ in true }
  }

  /// The controller type (as `String(reflecting:)` names it) whose state is kept for a page.
  @_spi(Testing) public func savedStateControllerType(of id: Page.DiffID) -> String? {
    store.entry(for: id)?.controllerType
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
    context.run {
      for saved in activeStates(context) {
        keep(saved, in: &store)
        announce(saved)
      }
    }
    self.context = nil
  }

  /// Gives the controller its page's state, or `nil`.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func prepareDequeuedPage(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) {
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
    // A controller swapped out in place for another type saves too: its state waits for the
    // next controller of its type to serve the page (the page's new controller, of another
    // type, got none; a controller that cannot restore, a stand-in, never takes it).
    let saved = state(of: controller, id: id)
    keep(saved, in: &store)
    announce(saved)
  }

  /// Drops the states of deleted pages.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - changes: The changes, or `nil` for a reload.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    // Pages all gone at once (a container not loaded yet, or emptied for a moment) keep their
    // states until pages come back.
    defer { followLanding(context) }
    guard context.count > 0, store.count > 0 else { return }
    // A feed that may still grow keeps the states of pages it has not brought (yet): a later
    // batch may (within the limits, least recently saved evicted first).
    guard !Self.mayStillGrow(context) else { return }
    // The deleted pages are found first, then dropped: no access to the store is open while
    // the pages' identities are computed.
    let gone = store.ids.filter { context.index(of: $0) == nil }
    for id in gone { store.remove(id) }
  }

  /// Saves the state of every active page of a container that goes away.
  ///
  /// It runs inside the container's deallocation: where the app lets go of its last reference
  /// (`container = nil`), each restorable controller's `saveState` is called, synchronously.
  ///
  /// - Parameter activePages: The active pages.
  public func pageContainerWillDeallocate(activePages: [PageContainer<Page>.ActivePageInfo]) {
    for page in activePages where !page.isDeleted {
      // The context no longer answers: nothing is recorded, and there is no queue to run in.
      keep(state(of: page.controller, id: page.id), in: &store)
    }
    context = nil
  }

  // MARK: - Internals

  /// A state asked of a controller: the entry to keep, none (the controller has no state: any
  /// kept one is stale), or one too large to keep.
  enum Saved {
    case entry(StateStore<Page.DiffID>.Entry)
    case none(Page.DiffID)
    case tooLarge(Page.DiffID)
    case notRestorable
  }

  /// How deep the plugin is in controllers' `saveState`: a snapshot asked for there would ask
  /// them again.
  private(set) var savingDepth = 0

  /// The states of the active pages, asked of their controllers: outside code, called with no
  /// access to the plugin's store open, so that it may change the plugin.
  func activeStates(_ context: PagePluginContext<Page>) -> [Saved] {
    var states: [Saved] = []
    for index in context.activeIndices {
      guard let page = context.page(at: index), let controller = context.controller(at: index)
      else { continue }
      states.append(state(of: controller, id: page.diffID))
    }
    return states
  }

  /// Asks a controller for its state and encodes it.
  private func state(of controller: any PageController<Page>, id: Page.DiffID) -> Saved {
    guard let restorable = controller as? any RestorablePageController else {
      return .notRestorable
    }
    savingDepth += 1
    defer { savingDepth -= 1 }
    guard let data = encodedState(of: restorable) else { return .none(id) }
    guard data.count <= max(0, maximumBytes), maximumEntries > 0 else { return .tooLarge(id) }
    return .entry(
      StateStore<Page.DiffID>.Entry(
        id: id, controllerType: String(reflecting: type(of: restorable)), data: data))
  }

  /// Puts a state in a store (no outside code runs).
  func keep(_ saved: Saved, in store: inout StateStore<Page.DiffID>) {
    switch saved {
    case .entry(let entry):
      store.store(entry, maximumEntries: max(0, maximumEntries), maximumBytes: max(0, maximumBytes))
    case .none(let id), .tooLarge(let id):
      store.remove(id)
    case .notRestorable:
      break
    }
  }

  /// Records a save in the event log (observers run: outside code).
  func announce(_ saved: Saved) {
    switch saved {
    case .entry(let entry): context?.record("saveState", forPage: entry.id)
    case .tooLarge(let id): context?.record("dropState", forPage: id)
    case .none, .notRestorable: break
    }
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

  func evict() {
    store.trim(maximumEntries: max(0, maximumEntries), maximumBytes: max(0, maximumBytes))
  }
}
