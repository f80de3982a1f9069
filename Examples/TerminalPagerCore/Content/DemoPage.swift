import Folio

/// A page of the demo's built-in content.
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

  /// The identity: `p<i>` for built-in pages, `n<k>` for the k-th inserted one.
  package var id: String
  /// What it shows.
  package var kind: Kind
  /// Bumped by an update (same identity, new content).
  package var revision: Int

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - kind: What it shows.
  ///   - revision: The content version; 0 by default.
  package init(id: String, kind: Kind, revision: Int = 0) {
    self.id = id
    self.kind = kind
    self.revision = revision
  }

  /// The identity.
  package var diffID: String { id }
}
