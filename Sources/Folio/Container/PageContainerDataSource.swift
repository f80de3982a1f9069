/// Supplies a ``PageContainer`` with its pages and their controllers.
public protocol PageContainerDataSource<Page>: AnyObject {
  /// The page model type.
  associatedtype Page: Diffable

  /// The pages, in order. Pages whose identity repeats an earlier one are dropped, with a
  /// ``PageEvent/diagnostic(_:)``.
  ///
  /// - Parameter container: The asking container.
  /// - Returns: The page models.
  func pages(for container: PageContainer<Page>) -> [Page]

  /// The controller for a page, obtained from
  /// ``PageContainer/dequeueReusablePage(of:reuseIdentifier:for:)``.
  ///
  /// Called whenever the page is about to be shown or prefetched, and again after an update
  /// changed its content (so that it may get a controller of another type); the dequeue hands
  /// back the controller already active for the page when the type is the same.
  /// - Parameters:
  ///   - container: The asking container.
  ///   - page: The page.
  ///   - index: The page's index.
  /// - Returns: The dequeued controller.
  /// - Throws: Whatever the dequeue throws, or your own
  ///   ``PageContainerError/noController(index:page:reason:)``; the container then shows an
  ///   empty placeholder for the page and records a ``PageEvent/diagnostic(_:)``.
  func pageContainer(_ container: PageContainer<Page>, controllerFor page: Page, at index: Int)
    throws(PageContainerError) -> any PageController<Page>
}

/// Observes a ``PageContainer`` the way YKPageControllerScrollView's delegate does, plus settling
/// and reclaiming.
///
/// Every method is optional.
public protocol PageContainerDelegate<Page>: AnyObject {
  /// The page model type.
  associatedtype Page: Diffable

  /// A page starts being shown; its controller just got `pageWillAppear`.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The page's controller.
  ///   - index: The page's index.
  func pageContainer(
    _ container: PageContainer<Page>, willDisplay controller: any PageController<Page>,
    at index: Int)

  /// Scrolling settled on a page; its controller just got `pageDidAppear`.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The page's controller.
  ///   - index: The page's index.
  func pageContainer(
    _ container: PageContainer<Page>, didDisplay controller: any PageController<Page>,
    at index: Int)

  /// A page stopped being shown; its controller just got `pageDidDisappear`.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The page's controller.
  ///   - index: The page's index (its old index if it was deleted).
  func pageContainer(
    _ container: PageContainer<Page>, didEndDisplaying controller: any PageController<Page>,
    at index: Int)

  /// The live position changed.
  ///
  /// - Parameter container: The container; read ``PageContainer/position``.
  func pageContainerDidScroll(_ container: PageContainer<Page>)

  /// Scrolling settled: where the pages rest, shown or not (a view is `pageDidAppear`'s: while
  /// the screen is away, ``PageContainer/isOnScreen`` `false`, the pages settle and no page
  /// appears).
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - index: The current page.
  func pageContainer(_ container: PageContainer<Page>, didSettleAt index: Int)

  /// The pages are going to another page: a release, a scroll or a jump just decided it (before
  /// the motion runs), or the pages settled on a page no motion decided (an unanimated scroll,
  /// the first page). ``PageContainer/targetIndex`` is `index`.
  ///
  /// ViewPager2's `onPageSelected`: called once per page decided, not again as the pages
  /// arrive (``pageContainer(_:didSettleAt:)`` follows when they rest there), nor for a
  /// snap-back to the page already decided. An update follows the page decided by identity;
  /// ``PageContainer/reloadData(completion:)`` keeps indices, so a reload during a motion (or
  /// under a finger that caught one) decides the page now at its target's index, and the
  /// delegate hears it if it is another page; so does a change that deletes the page decided.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - index: The page decided.
  func pageContainer(_ container: PageContainer<Page>, willSettleAt index: Int)

  /// A controller went back to its pool.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The controller, which just got `pageWasReclaimed`.
  ///   - index: The index of the page it served (its old index if the page was deleted).
  func pageContainer(
    _ container: PageContainer<Page>, didReclaim controller: any PageController<Page>,
    at index: Int)
}

extension PageContainerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The controller.
  ///   - index: The index.
  public func pageContainer(
    _ container: PageContainer<Page>, willDisplay controller: any PageController<Page>,
    at index: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The controller.
  ///   - index: The index.
  public func pageContainer(
    _ container: PageContainer<Page>, didDisplay controller: any PageController<Page>,
    at index: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The controller.
  ///   - index: The index.
  public func pageContainer(
    _ container: PageContainer<Page>, didEndDisplaying controller: any PageController<Page>,
    at index: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameter container: The container.
  public func pageContainerDidScroll(_ container: PageContainer<Page>) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - index: The current page.
  public func pageContainer(_ container: PageContainer<Page>, didSettleAt index: Int) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - index: The page decided.
  public func pageContainer(_ container: PageContainer<Page>, willSettleAt index: Int) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The controller.
  ///   - index: The index.
  public func pageContainer(
    _ container: PageContainer<Page>, didReclaim controller: any PageController<Page>,
    at index: Int
  ) {}
}

/// Receives every ``PageEvent`` of a container, in order: the hook for logs and test recorders.
public protocol PageEventObserver: AnyObject {
  /// An event happened.
  ///
  /// - Parameter event: The event.
  func pageContainerDidEmit(_ event: PageEvent)
}
