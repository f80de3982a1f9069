/// What a pull past the top refreshes under a ``NestedScrollCoordinator``.
public enum NestedRefreshScope: Hashable, Sendable {
  /// Each feed refreshes on its own (a news app's channels): every page can refresh at once,
  /// each feed hears its own start and end (``NestedScrollFeed``), and the pull shows as a gap
  /// under the header, the indicator's room. The default.
  case eachFeed
  /// One refresh for the screen (a profile's, as JXPagingView's main list refreshes): the pull
  /// stretches the header instead of opening a gap
  /// (``NestedScrollCoordinator/headerStretch``), a release past the threshold starts the
  /// screen's refresh (``NestedScrollCoordinator/screenRefreshDidStart``), the header holds
  /// the indicator's room until ``NestedScrollCoordinator/endRefreshing()``, and a pull on any
  /// page meanwhile starts nothing. The feeds hear no refresh of their own.
  case screen
}
