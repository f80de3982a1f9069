import Folio
import Foundation

// MARK: - Snapshots: the states and the page to come back to, across processes

extension StateRestorationPlugin {
  /// How many neighbours on each side of the current page a snapshot names.
  static var snapshotNeighbours: Int { 16 }

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
    take(try Self.decode(data))
  }

  /// Restores what a ``snapshot()`` of an earlier session saved into this plugin, for a
  /// plugin the app made before its data was at hand (a UIKit screen's, restored by
  /// ``SceneRestoration`` as its view loads): the saved states join the kept ones (over a kept
  /// state of the same page), within the limits, and the container lands on the saved page.
  ///
  /// The landing is ``init(restoringFrom:maximumEntries:maximumBytes:)``'s: with the first
  /// pages to arrive (a page named with `PageContainer.open(on:)` wins over it), or at once
  /// when the plugin serves a container that has pages. A state of a page bound now reaches
  /// its controller when the page is next dequeued: restore before the pages are shown.
  ///
  /// - Parameter data: A snapshot.
  /// - Throws: ``StateRestorationError/unreadableSnapshot(_:)`` when `data` is not a snapshot
  ///   of this page type (nothing changes).
  public func restore(from data: Data) throws(StateRestorationError) {
    take(try Self.decode(data))
    if let context, context.count > 0, let index = landingIndex(context) {
      landing = nil
      try? context.scrollToPage(index, animated: false)
    }
  }

  /// Reads a snapshot.
  private static func decode(_ data: Data) throws(StateRestorationError) -> Snapshot {
    do {
      return try JSONDecoder().decode(Snapshot.self, from: data)
    } catch {
      throw .unreadableSnapshot(String(describing: error))
    }
  }

  /// Keeps a snapshot's states and its page to land on.
  private func take(_ snapshot: Snapshot) {
    for entry in snapshot.states {
      store.store(entry, maximumEntries: .max, maximumBytes: .max)
    }
    evict()
    landing = snapshot.current.map { [$0] + snapshot.neighbours }
    landingPatience = Self.landingBatches
  }

  /// Saves the state of every active page, then encodes the current page, its neighbours and
  /// every kept state.
  ///
  /// It runs as a request of the container (its own, or part of the one in progress): whatever
  /// is requested meanwhile (by a controller's `saveState`, or by an observer of the
  /// `saveState` events) runs after it, in order, so the snapshot sees one consistent state.
  /// The plugin may be changed from those callbacks (its limits, ``removeAll()``); the snapshot
  /// then reflects the change.
  ///
  /// - Returns: The snapshot, for ``init(restoringFrom:maximumEntries:maximumBytes:)``.
  /// - Throws: ``StateRestorationError/snapshotWhileSaving`` when called from inside a
  ///   controller's `saveState` (it would ask that controller again, forever);
  ///   ``StateRestorationError/unreadableSnapshot(_:)`` if encoding fails.
  public func snapshot() throws(StateRestorationError) -> Data {
    guard savingDepth == 0 else { throw .snapshotWhileSaving }
    guard let context else { return try encodeSnapshot(activeStates: []) }
    return try context.run { () throws(StateRestorationError) -> Data in
      try encodeSnapshot(activeStates: activeStates(context))
    }
  }

  /// Encodes the snapshot: the kept states with the active pages' states on top (in a copy: in
  /// the store they would wait for a dequeue that does not come while the pages stay active).
  private func encodeSnapshot(activeStates: [Saved]) throws(StateRestorationError) -> Data {
    var states = store
    for saved in activeStates { keep(saved, in: &states) }
    var current: Page.DiffID?
    var neighbours: [Page.DiffID] = []
    if let landing {
      // Still waiting for its page (a feed that has not brought it yet): the reader has not
      // moved, so the page to come back to is still that one.
      current = landing.first
      neighbours = Array(landing.dropFirst())
    } else if let context, let index = context.currentIndex {
      current = context.page(at: index)?.diffID
      for distance in 1...Self.snapshotNeighbours {
        for neighbour in [index + distance, index - distance] {
          if let page = context.page(at: neighbour) { neighbours.append(page.diffID) }
        }
      }
    }
    let snapshot = Snapshot(current: current, neighbours: neighbours, states: states.entries)
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      data = try encoder.encode(snapshot)
    } catch {
      throw .unreadableSnapshot(String(describing: error))
    }
    for saved in activeStates { announce(saved) }
    return data
  }

  /// What a snapshot holds: the page to come back to, its neighbours, and the kept states.
  struct Snapshot: Codable {
    var version = 1
    var current: Page.DiffID?
    var neighbours: [Page.DiffID]
    var states: [StateStore<Page.DiffID>.Entry]
  }
}
