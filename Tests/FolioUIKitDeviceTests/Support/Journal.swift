// What the view controllers of a test heard of UIKit's appearance calls, in order.
#if canImport(UIKit) && !os(watchOS)
  /// Where a view controller is in UIKit's appearance cycle.
  enum Appearance: String, Sendable {
    case disappeared, appearing, appeared, disappearing

    /// Where `call` takes it, if UIKit's rules allow the call now (a cancelled transition goes
    /// back through will-appear or will-disappear); `nil` for a call out of order.
    func after(_ call: Journal.Call) -> Appearance? {
      switch (self, call) {
      case (.disappeared, .willAppear), (.disappearing, .willAppear): .appearing
      case (.appearing, .didAppear): .appeared
      case (.appeared, .willDisappear), (.appearing, .willDisappear): .disappearing
      case (.disappearing, .didDisappear): .disappeared
      default: nil
      }
    }
  }

  /// Every appearance call the spies of a test heard, in the order they heard them.
  @MainActor
  final class Journal {
    /// An appearance call.
    enum Call: String, Sendable { case willAppear, didAppear, willDisappear, didDisappear }

    /// One call as a view controller heard it.
    struct Entry: Equatable, Sendable, CustomStringConvertible {
      /// The page's card ("c2"), or the screen's name ("pager", "over").
      var who: String
      var call: Call
      var animated: Bool
      /// Whether a page heard it.
      var isPage: Bool
      var description: String { "\(who) \(call.rawValue)" + (animated ? " animated" : "") }
    }

    private(set) var entries: [Entry] = []
    /// The calls UIKit's order does not allow, described (none, in every test).
    private(set) var violations: [String] = []

    /// Where the journal is now: what a later look starts from.
    var mark: Int { entries.count }

    /// Records `call`, heard by `who`, and moves its appearance on.
    func heard(
      _ call: Call, animated: Bool, by who: String, isPage: Bool, appearance: inout Appearance
    ) {
      entries.append(Entry(who: who, call: call, animated: animated, isPage: isPage))
      guard let next = appearance.after(call) else {
        violations.append("\(who) heard \(call.rawValue) while \(appearance.rawValue)")
        return
      }
      appearance = next
    }

    /// The pages' calls since `mark`, described.
    func pages(since mark: Int) -> [String] {
      entries[mark...].filter(\.isPage).map(\.description)
    }

    /// The calls `who` heard since `mark`, described.
    func calls(of who: String, since mark: Int) -> [String] {
      entries[mark...].filter { $0.who == who }.map(\.description)
    }
  }
#endif
