import Folio

/// A page controller whose state (a feed's scroll offset, its loaded items...) a
/// ``StateRestorationPlugin`` saves when the controller leaves its page and gives back when a
/// controller next serves that page, even in another process.
///
/// ```swift
/// final class FeedPage: RestorablePageController {
///   struct State: Codable, Sendable { var offset: Double }
///   var offset = 0.0
///   func bind(to page: Feed) {}
///   func saveState() -> State? { State(offset: offset) }
///   func restoreState(_ state: State?) { offset = state?.offset ?? 0 }
/// }
/// ```
public protocol RestorablePageController: PageController {
  /// What the controller saves: small, as it is kept encoded (JSON) in a bounded store.
  associatedtype SavedState: Codable & Sendable

  /// The state to keep for the page, or `nil` for nothing worth keeping.
  ///
  /// - Returns: The state.
  func saveState() -> SavedState?

  /// Sets the controller up for its new page: with the page's saved state, or with `nil`
  /// when there is none, in which case the controller starts fresh (so a reused controller
  /// never shows another page's state).
  ///
  /// - Parameter state: The page's saved state, or `nil`.
  func restoreState(_ state: SavedState?)
}
