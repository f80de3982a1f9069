import Foundation

/// Encoded states by page identity in least-recently-used order, bounded by entry count and
/// bytes: a hash table threaded with a doubly linked list, so every operation is O(1) (eviction
/// O(1) per evicted entry).
struct StateStore<ID: Hashable & Codable> {
  struct Entry: Codable, Equatable {
    var id: ID
    /// The fully qualified name of the controller type that saved it (module and enclosing
    /// types included); another type never gets it.
    var controllerType: String
    var data: Data
  }

  private struct Node {
    var entry: Entry
    var older: ID?
    var newer: ID?
  }

  private var nodes: [ID: Node] = [:]
  private var oldest: ID?
  private var newest: ID?
  private(set) var byteCount = 0

  var count: Int { nodes.count }

  /// The identities of the kept states, in no particular order.
  var ids: [ID] { Array(nodes.keys) }

  /// The entries, least recently used first.
  ///
  /// - Complexity: O(n).
  var entries: [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(nodes.count)
    var cursor = oldest
    while let id = cursor, let node = nodes[id] {
      result.append(node.entry)
      cursor = node.newer
    }
    return result
  }

  func entry(for id: ID) -> Entry? { nodes[id]?.entry }

  /// Stores `entry` as the most recent, evicting the oldest to stay in bounds.
  mutating func store(_ entry: Entry, maximumEntries: Int, maximumBytes: Int) {
    remove(entry.id)
    nodes[entry.id] = Node(entry: entry, older: newest, newer: nil)
    if let newest { nodes[newest]?.newer = entry.id }
    newest = entry.id
    if oldest == nil { oldest = entry.id }
    byteCount += entry.data.count
    trim(maximumEntries: maximumEntries, maximumBytes: maximumBytes)
  }

  /// Drops the oldest entries until both bounds hold.
  mutating func trim(maximumEntries: Int, maximumBytes: Int) {
    while let id = oldest, nodes.count > maximumEntries || byteCount > maximumBytes {
      remove(id)
    }
  }

  /// Forgets a page's state.
  @discardableResult
  mutating func remove(_ id: ID) -> Entry? {
    guard let node = nodes.removeValue(forKey: id) else { return nil }
    if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
    if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
    byteCount -= node.entry.data.count
    return node.entry
  }

  /// Forgets the states `drop` says yes to.
  ///
  /// - Complexity: O(n).
  mutating func removeAll(where drop: (ID) -> Bool) {
    for id in nodes.keys.filter(drop) { remove(id) }
  }
}
