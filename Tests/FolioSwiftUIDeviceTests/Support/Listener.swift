// The pages of the SwiftUI device tests, and their controllers, which write down what they hear.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioPagerModel

  /// A page: a card with an identity ("c0", "c1", …), codable for state restoration.
  struct Card: Identifiable, Diffable, Equatable, Sendable {
    var id: String

    /// `count` cards, "c0" first.
    static func deck(_ count: Int) -> [Card] { (0..<count).map { Card(id: "c\($0)") } }
  }

  /// Everything the controllers of one pager heard, in order: Folio's lifecycle
  /// (`pageWillAppear` …) and their page's appearance on screen (`PagerAppearanceObserving`).
  final class Heard {
    /// One call, as a controller heard it.
    struct Entry: Equatable, Sendable, CustomStringConvertible {
      /// The card its controller was bound to ("c2").
      var card: String
      /// What it heard: `willAppear`, `didAppear`, `didDisappear`, `reclaimed` (Folio's), or
      /// `screen appearing`, `screen appeared`, `screen disappearing`, `screen disappeared`.
      var call: String
      var description: String { "\(card) \(call)" }
    }

    private(set) var entries: [Entry] = []

    /// Where the log is now: what a later look starts from.
    var mark: Int { entries.count }

    func append(_ card: String, _ call: String) { entries.append(Entry(card: card, call: call)) }

    /// What `card`'s controllers heard since `mark`, described.
    func calls(of card: String, since mark: Int = 0) -> [String] {
      entries[mark...].filter { $0.card == card }.map(\.call)
    }

    /// Where `card`'s page last was on screen, as its controller heard it.
    func screen(of card: String) -> ChildAppearance {
      switch entries.last(where: { $0.card == card && $0.call.hasPrefix("screen ") })?.call {
      case "screen appearing"?: .appearing
      case "screen appeared"?: .appeared
      case "screen disappearing"?: .disappearing
      default: .disappeared
      }
    }
  }

  /// A page controller as an app writes one (a player, say): it hears Folio's lifecycle and its
  /// page's appearance on screen, and writes both down.
  final class Listener: PageController, PagerAppearanceObserving {
    typealias Page = Card

    private let heard: Heard
    private(set) var card: Card?

    init(heard: Heard) { self.heard = heard }

    func bind(to page: Card) { card = page }
    func pageWillAppear() { write("willAppear") }
    func pageDidAppear() { write("didAppear") }
    func pageDidDisappear() { write("didDisappear") }
    func pageWasReclaimed() { write("reclaimed") }

    func pageAppearanceDidChange(to appearance: ChildAppearance) {
      let name =
        switch appearance {
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        case .disappeared: "disappeared"
        }
      write("screen " + name)
    }

    private func write(_ call: String) { heard.append(card?.id ?? "unbound", call) }
  }
#endif
