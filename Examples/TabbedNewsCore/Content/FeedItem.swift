import Folio

/// One item of a channel's feed.
package struct FeedItem: Diffable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// What the item is; it decides its height and its section controller.
  package enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    /// One row.
    case headline
    /// Three rows: a title and two lines of text.
    case story
    /// Four rows: a title and a picture.
    case video
    /// Two rows.
    case ad

    /// The item's height in rows.
    package var rows: Int {
      switch self {
      case .headline: 1
      case .story: 3
      case .video: 4
      case .ad: 2
      }
    }
  }

  /// The identity: `channel.n`.
  package var id: String
  /// The kind.
  package var kind: Kind
  /// The title.
  package var title: String

  package init(id: String, kind: Kind, title: String) {
    self.id = id
    self.kind = kind
    self.title = title
  }

  package var diffID: String { id }
  package var description: String { id }

  /// The channel the item belongs to.
  package var channel: Substring { id.split(separator: ".").first ?? "" }

  /// The feed a load of `channel` gives: 16 items, the same for every load of the channel.
  ///
  /// - Parameter channel: The channel.
  /// - Returns: The items.
  package static func feed(of channel: Channel) -> [FeedItem] {
    let kinds: [Kind] =
      channel.kind == .video ? [.video, .headline, .video, .ad] : [.story, .headline, .story, .ad]
    return (0..<16).map { index in
      let kind = kinds[index % kinds.count]
      return FeedItem(
        id: "\(channel.id).\(index)", kind: kind,
        title: "\(channel.title) \(kind.rawValue) \(index + 1)")
    }
  }
}
