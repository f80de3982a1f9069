/// The controller of one page of a ``PageContainer``: YKPageControllerScrollView's page view
/// controller, headless.
///
/// A controller is reused: the container takes it back into a reuse pool when its page is far
/// from the current one, and hands it out again for another page. Every method is optional.
///
/// ## Lifecycle
/// Per controller, always:
/// ```
/// ( prepareForReuse? ; ( pageWillAppear ; pageDidAppear? ; pageDidDisappear )* ; pageWasReclaimed )*
/// ```
/// - `pageWillAppear`: the page starts being shown (any part of it starts intersecting the
///   viewport).
/// - `pageDidAppear`: scrolling settled and the page is the current one, or, with a
///   ``PageContainer/shape`` that shows several pages, scrolling settled with the page shown
///   (in part or whole). It stays appeared while the pages move, until `pageDidDisappear`.
/// - `pageDidDisappear`: the page stops being shown (no part of it is left in the viewport).
/// - `pageWasReclaimed`: the container took the controller back into its pool; nothing is
///   delivered to it until it is handed out again (after `prepareForReuse`).
///
/// `bind(to:)` is not part of that grammar: it gives the controller its page model after it is
/// dequeued, and again whenever the page's content changes.
///
/// ## Naming the page type
/// Swift infers ``Page`` from `bind(to:)`. A controller that does not bind (every method is
/// optional) names it instead, or the compiler says it "does not conform to protocol
/// 'PageController'" and asks for a nested type `Page`:
/// ```swift
/// final class Spinner: ConstructiblePageController {
///   typealias Page = Story        // no bind(to:) to infer it from
///   init() {}
/// }
/// ```
public protocol PageController<Page>: AnyObject {
  /// The page model type of the container.
  associatedtype Page: Diffable

  /// Resets the controller before it is handed out again from a pool.
  func prepareForReuse()

  /// Gives the controller its page: after each dequeue, and when the page's content changes
  /// (same identity, new content).
  ///
  /// - Parameter page: The page model.
  func bind(to page: Page)

  /// The page starts being shown.
  func pageWillAppear()

  /// Scrolling settled with this page current.
  func pageDidAppear()

  /// The page stopped being shown.
  func pageDidDisappear()

  /// The container took the controller back into its reuse pool.
  func pageWasReclaimed()
}

extension PageController {
  /// Does nothing.
  public func prepareForReuse() {}

  /// Does nothing.
  ///
  /// - Parameter page: The page model.
  public func bind(to page: Page) {}

  /// Does nothing.
  public func pageWillAppear() {}

  /// Does nothing.
  public func pageDidAppear() {}

  /// Does nothing.
  public func pageDidDisappear() {}

  /// Does nothing.
  public func pageWasReclaimed() {}
}

/// A page controller that follows the size of the viewport, for pages that lay out nested
/// content (a feed's `VirtualCollectionView`, say) without polling.
///
/// The container calls ``pageDidResize(to:)`` right after `bind(to:)` each time it hands the
/// controller out for a page, so it knows its size before `pageWillAppear`, and whenever the
/// viewport changes size while the controller is active (shown or not), before the container's
/// plugins hear of it and before any page appears or disappears because of it.
///
/// ```swift
/// final class FeedPage: ResizablePageController {
///   let feed = VirtualCollectionView(layout: ListLayout(), viewportSize: .zero, clock: clock)
///   func pageDidResize(to size: Size) { feed.setViewportSize(size) }
/// }
/// ```
public protocol ResizablePageController: PageController {
  /// The size pages are shown at: the viewport's size, or `Size/zero` while the container
  /// can show no page (an empty or not finite viewport).
  ///
  /// - Parameter size: The page size.
  func pageDidResize(to size: Size)
}

/// A page controller the container can create on its own, with `init()`.
///
/// Dequeuing such a type registers it on first use; any other type must be registered with a
/// factory first.
public protocol ConstructiblePageController: PageController {
  /// Creates a controller.
  init()
}
