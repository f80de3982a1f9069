import Folio

/// Adopted by a page controller that wants to know when its page enters and leaves the working
/// range of a ``WorkingRangePlugin``: the place to start and cancel loading what the page
/// shows, before it is on screen.
///
/// Both hooks have default implementations that do nothing: implement the ones the page needs.
///
/// ```swift
/// final class ArticlePage: ConstructiblePageController, WorkingRangeDelegate {
///   private var loading: Task<Void, Never>?
///   init() {}
///   func bind(to page: Article) {}
///   func pageWillEnterWorkingRange() { loading = Task { await load() } }
///   func pageDidExitWorkingRange() { loading?.cancel(); loading = nil }
/// }
/// ```
public protocol WorkingRangeDelegate: AnyObject {
  /// The page entered the working range: its controller is bound to it and active, on screen
  /// or not.
  func pageWillEnterWorkingRange()

  /// The page left the working range (or was deleted, or the plugin was removed); its
  /// controller may now be reclaimed by the normal recycling rule.
  func pageDidExitWorkingRange()
}

extension WorkingRangeDelegate {
  /// Does nothing: a controller implements only the hooks it needs, as with `PageController`.
  public func pageWillEnterWorkingRange() {}

  /// Does nothing: a controller implements only the hooks it needs, as with `PageController`.
  public func pageDidExitWorkingRange() {}
}
