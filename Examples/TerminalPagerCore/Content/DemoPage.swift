import Folio

/// A page of the demo's built-in content: 16 bytes, its identity and kind worked out from a
/// number, so that ten million pages cost what their numbers do.
package struct DemoPage: Diffable, Hashable, Sendable {
  /// What a page shows, which decides its controller type (and reuse pool).
  package enum Kind: String, CaseIterable, Sendable {
    /// Paragraphs of text.
    case article = "Article"
    /// An ASCII picture.
    case photo = "Photo"
    /// A progress bar that plays while the page has appeared.
    case video = "Video"

    /// The kind of the `number`-th page: Article, Photo, Video, Article, ...
    ///
    /// - Parameter number: A page or insertion number.
    package init(number: Int) {
      self = Kind.allCases[((number % 3) + 3) % 3]
    }
  }

  /// A page's identity: `p<i>` for built-in page `i`, `n<k>` for the k-th inserted one.
  package struct ID: Hashable, Sendable, CustomStringConvertible {
    /// `i` for a built-in page, `-k` for an inserted one.
    private let value: Int

    /// Built-in page `index` (0 or more).
    package static func builtIn(_ index: Int) -> ID { ID(value: max(0, index)) }
    /// The `number`-th inserted page (1 or more).
    package static func inserted(_ number: Int) -> ID { ID(value: -max(1, number)) }

    /// The page's number: its index for a built-in page, k for the k-th inserted one.
    package var number: Int { value >= 0 ? value : -value }
    /// `p<i>` or `n<k>`: how events and the screen name the page.
    package var description: String { value >= 0 ? "p\(value)" : "n\(-value)" }
  }

  /// The identity.
  package var id: ID
  /// Bumped by an update (same identity, new content).
  package var revision: Int

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - revision: The content version; 0 by default.
  package init(id: ID, revision: Int = 0) {
    self.id = id
    self.revision = revision
  }

  /// What it shows: by its number, mod 3 (Article, Photo, Video).
  package var kind: Kind { Kind(number: id.number) }

  /// The identity.
  package var diffID: ID { id }
}
