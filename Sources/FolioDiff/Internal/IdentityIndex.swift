import Synchronization

/// The two lists a diff compared, with identity → index maps built on first use.
///
/// A diff of two equal lists never hashes an element (it walks their common prefix), so the maps
/// behind ``DiffResult/oldIndex(for:)`` and ``DiffResult/newIndex(for:)`` are built lazily, at
/// most once per list. A mutex keeps that safe when a result is shared across isolation domains.
@usableFromInline
final class IdentityIndex<Element: Diffable> {
  /// Which of the two lists a lookup is for.
  enum Side {
    case old
    case new
  }

  private struct Maps {
    var old: [Element.DiffID: Int]?
    var new: [Element.DiffID: Int]?
  }

  let old: [Element]
  let new: [Element]
  private let maps = Mutex(Maps())

  @usableFromInline
  init(old: [Element], new: [Element]) {
    self.old = old
    self.new = new
  }

  /// The first index of an element with identity `id` in the list on `side`.
  func index(of id: Element.DiffID, in side: Side) -> Int? {
    maps.withLock { maps in
      switch side {
      case .old:
        if maps.old == nil { maps.old = Self.firstIndexes(of: old) }
        return maps.old?[id]
      case .new:
        if maps.new == nil { maps.new = Self.firstIndexes(of: new) }
        return maps.new?[id]
      }
    }
  }

  private static func firstIndexes(of elements: [Element]) -> [Element.DiffID: Int] {
    var map: [Element.DiffID: Int] = [:]
    map.reserveCapacity(elements.count)
    for index in elements.indices.reversed() {
      map[elements[index].diffID] = index
    }
    return map
  }
}

extension IdentityIndex: Sendable where Element: Sendable {}
