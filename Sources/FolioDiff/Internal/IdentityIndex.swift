/// The two lists a diff compared, for identity lookups.
///
/// A diff of two equal lists never hashes an element (it walks their common prefix), so no
/// identity → index map is built for a result: ``DiffResult/oldIndex(for:)`` and
/// ``DiffResult/newIndex(for:)`` look the identity up in the list. (A map built on first use
/// would need a lock to stay safe in a result shared across isolation domains, and the package
/// uses no API newer than its platforms: `Mutex` needs macOS 15 / iOS 18.)
@usableFromInline
final class IdentityIndex<Element: Diffable> {
  /// Which of the two lists a lookup is for.
  enum Side {
    case old
    case new
  }

  let old: [Element]
  let new: [Element]

  @usableFromInline
  init(old: [Element], new: [Element]) {
    self.old = old
    self.new = new
  }

  /// The first index of an element with identity `id` in the list on `side`.
  ///
  /// - Complexity: O(n) for n elements in that list.
  func index(of id: Element.DiffID, in side: Side) -> Int? {
    switch side {
    case .old: old.firstIndex { $0.diffID == id }
    case .new: new.firstIndex { $0.diffID == id }
    }
  }
}

extension IdentityIndex: Sendable where Element: Sendable {}
