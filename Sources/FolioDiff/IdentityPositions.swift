/// Where each identity of a list without repeated identities sits, as the hashing pass that
/// dropped repeats built it: kept by a list adapter's objects, so that neither their first
/// identity lookup nor their first edit hashes the list again.
///
/// Package API, for FolioList's object list. About 12 bytes per element.
@usableFromInline
package struct IdentityPositions: Sendable {
  @usableFromInline let index: UniqueIdentityIndex

  @inlinable
  init(_ index: UniqueIdentityIndex) { self.index = index }

  /// The position in `elements` (the list indexed, or one with the same identities at the same
  /// positions) of the element with identity `id`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  package func position<Element: Diffable>(of id: Element.DiffID, in elements: [Element]) -> Int? {
    index.index(of: id, in: elements)
  }
}
