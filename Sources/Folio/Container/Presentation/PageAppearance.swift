/// Where a page stands in its lifecycle.
public enum PageAppearance: Hashable, Sendable {
  /// Not shown (active but off screen: kept near the current page, or prefetched).
  case hidden
  /// Shown: `pageWillAppear` delivered, `pageDidAppear` not yet.
  case appearing
  /// `pageDidAppear` delivered: the settled, current page.
  case appeared
}
