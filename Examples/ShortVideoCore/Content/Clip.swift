import Folio

/// A page of the short-video feed: a clip, or the page after the last clip (loading, failed,
/// the end).
package struct Clip: Diffable, Hashable, Sendable, CustomStringConvertible {
  /// What the page is.
  package enum Kind: String, Hashable, Sendable {
    case clip, loading, failed, end
  }

  /// `c0`, `c1`, … for clips; `loading`, `failed`, `end` for the tail pages.
  package var id: String
  package var kind: Kind
  /// The clip's title (empty for tail pages).
  package var title: String

  package var diffID: String { id }
  package var description: String { id }

  /// The clip with number `number`.
  package static func clip(_ number: Int) -> Clip {
    let topics = [
      "surf", "cats", "chess", "ramen", "trains", "tides", "bees", "jazz", "lego", "kites",
    ]
    return Clip(
      id: "c\(number)", kind: .clip, title: "\(topics[number % topics.count]) #\(number)")
  }

  /// The page after the last clip in a state of the feed.
  package static func tail(_ kind: Kind) -> Clip { Clip(id: kind.rawValue, kind: kind, title: "") }
}
