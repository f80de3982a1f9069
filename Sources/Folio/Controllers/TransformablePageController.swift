/// A page controller that follows where its page is while it is shown, for transforms
/// (parallax, scale, fade, a cube): ViewPager2's `PageTransformer`, per page.
///
/// The container calls ``pageDidChangeProgress(_:)`` with the page's signed *progress*, its
/// distance from its resting position in page lengths: 0 when it rests in place (the current
/// page at rest), +1 one page toward higher indices (the next page, about to come in), -1 one
/// page toward lower indices. Progress is logical: it does not change sign in a right-to-left
/// layout (mirror it when drawing; see ``PageLayoutDirection``).
///
/// It is called, for every shown page whose progress changed, in every frame and every
/// request that moves the pages: right after the page's `pageWillAppear` (so it knows where it
/// is before it is drawn), and on each frame after that, until `pageDidDisappear`. At rest the
/// current page's last call says 0.
///
/// ```
/// incoming pageWillAppear ─▶ outgoing pageDidDisappear ─▶ [plugins: visiblePagesDidChange]
///   ─▶ pageDidChangeProgress (each shown page whose progress changed, in the order they
///      appeared)
///   ─▶ [plugins: pageContainerDidScroll] ─▶ …
/// ```
///
/// The container's cost is O(visible pages) per frame, without allocating.
///
/// ```swift
/// final class ParallaxPage: TransformablePageController {
///   typealias Page = Article
///   var imageShift = 0.0
///   func pageDidChangeProgress(_ progress: Double) { imageShift = -progress * 0.5 }
/// }
/// ```
public protocol TransformablePageController: PageController {
  /// The page moved: its signed progress, in page lengths from its resting position.
  ///
  /// - Parameter progress: 0 at rest in place, +1 one page toward higher indices, -1 one page
  ///   toward lower indices (logical, whatever the layout direction).
  func pageDidChangeProgress(_ progress: Double)
}
