/// When a page's view controller hears that it disappears, as a ``PageHost`` forwards Folio's
/// lifecycle to child view controllers.
///
/// | moment | ``folio`` | ``uiKit`` (UIPageViewController, a navigation pop) |
/// | --- | --- | --- |
/// | a swipe begins: the next page comes in | the next page: `viewWillAppear` | the next page: `viewWillAppear`; the current page: `viewWillDisappear` |
/// | the swipe ends on the next page | the old page: `viewWillDisappear`, `viewDidDisappear`; the next page: `viewDidAppear` | the old page: `viewDidDisappear`; the next page: `viewDidAppear` |
/// | the swipe is cancelled | the next page: `viewWillDisappear`, `viewDidDisappear`; the current page: nothing | the next page: `viewWillDisappear`, `viewDidDisappear`; the current page: `viewWillAppear`, `viewDidAppear` |
///
/// Either way every call is balanced and Folio's own lifecycle (`pageWillAppear` ...) is the
/// same; only when the leaving page's view controller hears `viewWillDisappear` differs. Use
/// ``uiKit`` when pages pause a video or save their state in `viewWillDisappear`, as they do
/// under UIPageViewController.
public enum AppearanceConvention: Hashable, Sendable {
  /// Folio's: a page hears `viewWillDisappear` with `viewDidDisappear`, when its last pixel
  /// leaves; the page a cancelled swipe comes back to hears nothing.
  case folio
  /// UIKit's interactive transitions: the current page hears `viewWillDisappear` as soon as the
  /// pages move away from it with another page coming in, `viewDidDisappear` when it is gone;
  /// if they come back to rest on it, `viewWillAppear` and `viewDidAppear`.
  case uiKit
}
