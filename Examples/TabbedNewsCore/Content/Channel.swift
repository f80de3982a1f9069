import Folio
import Foundation

/// A channel of the service: a tab and its page, with a feed of its own.
package struct Channel: Diffable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// What the channel's feed shows; a page's controller type follows it.
  package enum Kind: String, Codable, Hashable, Sendable {
    /// Headlines, stories and ads.
    case news
    /// Videos and headlines.
    case video
  }

  /// The identity.
  package var id: String
  /// The tab's title.
  package var title: String
  /// The feed's kind.
  package var kind: Kind

  package init(id: String, title: String, kind: Kind) {
    self.id = id
    self.title = title
    self.kind = kind
  }

  package var diffID: String { id }
  package var description: String { id }
}

/// The server's channel configuration, in versions `v1`, `v2`, `v3`, embedded as JSON.
///
/// From v1 to v2: `tech` is inserted, `weather` removed, `sport` renamed "Sports", `culture`
/// moved to the front. From v2 to v3: `world` is removed, `science` inserted, and `culture`
/// turns from news into video.
package enum ChannelConfig {
  /// The version names, in order.
  package static let versions = ["v1", "v2", "v3"]

  /// The channels of a version.
  ///
  /// - Parameter version: `v1`, `v2` or `v3`.
  /// - Returns: The channels, or `nil` for an unknown version.
  package static func channels(_ version: String) -> [Channel]? {
    guard let text = json[version] else { return nil }
    return try? JSONDecoder().decode([Channel].self, from: Data(text.utf8))
  }

  private static let json: [String: String] = [
    "v1": """
    [{"id": "top", "title": "Top", "kind": "news"},
     {"id": "world", "title": "World", "kind": "news"},
     {"id": "business", "title": "Business", "kind": "news"},
     {"id": "sport", "title": "Sport", "kind": "news"},
     {"id": "culture", "title": "Culture", "kind": "news"},
     {"id": "weather", "title": "Weather", "kind": "news"},
     {"id": "travel", "title": "Travel", "kind": "news"},
     {"id": "clips", "title": "Clips", "kind": "video"}]
    """,
    "v2": """
    [{"id": "culture", "title": "Culture", "kind": "news"},
     {"id": "top", "title": "Top", "kind": "news"},
     {"id": "world", "title": "World", "kind": "news"},
     {"id": "tech", "title": "Tech", "kind": "news"},
     {"id": "business", "title": "Business", "kind": "news"},
     {"id": "sport", "title": "Sports", "kind": "news"},
     {"id": "travel", "title": "Travel", "kind": "news"},
     {"id": "clips", "title": "Clips", "kind": "video"}]
    """,
    "v3": """
    [{"id": "culture", "title": "Culture", "kind": "video"},
     {"id": "top", "title": "Top", "kind": "news"},
     {"id": "science", "title": "Science", "kind": "news"},
     {"id": "tech", "title": "Tech", "kind": "news"},
     {"id": "business", "title": "Business", "kind": "news"},
     {"id": "sport", "title": "Sports", "kind": "news"},
     {"id": "travel", "title": "Travel", "kind": "news"},
     {"id": "clips", "title": "Clips", "kind": "video"}]
    """,
  ]
}
