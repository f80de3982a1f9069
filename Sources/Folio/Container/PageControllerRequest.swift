/// Why a ``PageContainer`` asks its data source for a page's controller: read
/// ``PageContainer/controllerRequest`` inside
/// ``PageContainerDataSource/pageContainer(_:controllerFor:at:)``.
///
/// A data source can hand a cheap controller (a poster instead of a player) to a prefetch: the
/// page is asked again, with ``display``, as it comes on screen, and a controller of another
/// type then takes its place before the page appears.
public enum PageControllerRequest: Hashable, Sendable {
  /// The page is about to be shown (it enters the viewport, or it is the current page).
  case display
  /// A plugin prefetches the page off screen (a working range); a live budget lets it take a
  /// controller only from a page less likely to be read next.
  case prefetch
  /// The page's content changed (an update): hand back the controller it has to keep it, or
  /// another type to swap it in place.
  case update
  /// The page shows a stand-in because a live budget refused its controller, and the budget
  /// may have room now: asked again at rest.
  case standInReplacement
}
