/// A runtime extension of a ``PageContainer``, in the spirit of SwiftNIO's `ChannelHandler`:
/// every hook is optional, hooks run in the order plugins were added, and a plugin acts on the
/// container only through the ``PagePluginContext`` it is given.
///
/// A resize (``PageContainer/setViewportSize(_:)``) first delivers
/// ``pageContainerDidResize(_:from:)``, and a change of ``PageContainer/shape``
/// ``pageContainerShapeDidChange(_:)``, then the steps below.
///
/// ## Where hooks fall
/// Every request of the container (a touch, a frame, a jump, an update...) ends with the same
/// steps, each only when it applies:
/// ```
/// [data change: update or reload event ─▶ pageContainerWillReload (reload)
///   ─▶ pageContainerPagesWillArrive (pages where there were none)]
///   ─▶ [pageDidDequeue, for each page that gets a controller it did not have]
///   ─▶ incoming pageWillAppear ─▶ outgoing pageDidDisappear ─▶ visiblePagesDidChange
///      (each lifecycle step heard by the controller, then the delegate, then
///      pageDidReachLifecycleStep; the same for pageDidAppear and pageWasReclaimed below)
///   ─▶ pageContainerDidScroll (the position changed)
///   ─▶ pageContainerPhaseDidChange (the phase changed: a jump began, a finger went down...)
///   ─▶ current pageDidAppear ─▶ settle event ─▶ pageContainerDidSettle (came to rest)
///   ─▶ pageContainerDidUpdate (after a data change)
///   ─▶ reclaims, ascending index: shouldRetainPage asked of every plugin, then for each
///      reclaimed page pageWillBeReclaimed ─▶ pageWasReclaimed
/// ```
/// A hook may query the container and prefetch pages through its context at once; anything
/// else it asks of the container (a jump, an update, ``PagePluginContext/perform(_:)``) runs
/// after the request in progress, in order.
public protocol PageContainerPlugin<Page>: AnyObject {
  /// The page model type.
  associatedtype Page: Diffable

  /// The context the plugin keeps from ``pluginDidAttach(_:)``, if it keeps one: how a
  /// container knows that the plugin still serves another container, which
  /// ``PageContainer/addPlugin(_:)`` then refuses (a plugin serves one container at a time:
  /// what it keeps is about that container's pages). Every shipped plugin answers it. The
  /// default, `nil`, says nothing, and such a plugin is not checked.
  var attachedContext: PagePluginContext<Page>? { get }

  /// The plugin was added; the context stays valid until it is removed.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pluginDidAttach(_ context: PagePluginContext<Page>)

  /// The plugin is about to be removed; whatever it retained is released right after.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pluginWillDetach(_ context: PagePluginContext<Page>)

  /// The set of shown pages changed (``PagePluginContext/visibleIndices``).
  ///
  /// - Parameter context: The plugin's way to the container.
  func visiblePagesDidChange(_ context: PagePluginContext<Page>)

  /// The live position changed (``PagePluginContext/position``).
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerDidScroll(_ context: PagePluginContext<Page>)

  /// What moves the pages changed (``PagePluginContext/phase``): a finger went down, a glide, an
  /// animation or a jump began or was retargeted, or the pages came to rest. Heard once per
  /// request that changed it, before the current page's `pageDidAppear` and the settle.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - oldPhase: The phase plugins heard of before.
  func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase)

  /// Scrolling settled on ``PagePluginContext/currentIndex``.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerDidSettle(_ context: PagePluginContext<Page>)

  /// The container's ``PagePluginContext/layoutDirection`` changed: what a plugin draws in
  /// screen space (a tab strip) mirrors. No page moved.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerLayoutDirectionDidChange(_ context: PagePluginContext<Page>)

  /// A page's controller reached a step of its lifecycle: right after the controller and the
  /// delegate heard it, at the one delivery point (what a host that puts controllers on a
  /// screen pairs with view controller containment).
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - step: The step.
  ///   - controller: The controller that heard it (during an in-place swap, the outgoing and
  ///     the incoming controller of one page each hear their own steps).
  ///   - index: Its page's index.
  func pageDidReachLifecycleStep(
    _ context: PagePluginContext<Page>, step: PageLifecycleStep,
    controller: any PageController<Page>, at index: Int)

  /// The container's `PageContainer/shape` changed (page size, spacing, alignment, fling
  /// limit): what a plugin draws from page lengths (a host's frames) follows. Heard before any
  /// page appears or disappears because of it.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerShapeDidChange(_ context: PagePluginContext<Page>)

  /// The viewport changed size (``PagePluginContext/viewportSize``), after active controllers
  /// heard of it and before any page appears or disappears because of it.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - oldSize: The size pages were shown at before (`Size/zero` when none could be).
  func pageContainerDidResize(_ context: PagePluginContext<Page>, from oldSize: Size)

  /// The pages changed.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - changes: The diff that was applied, or `nil` for a reload.
  func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?)

  /// The pages are being reloaded: the new pages are in place (``PagePluginContext/count``,
  /// ``PagePluginContext/page(at:)``), but no page of the reload has been shown yet. The
  /// place to drop state tied to the old pages before the new ones appear.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerWillReload(_ context: PagePluginContext<Page>)

  /// Pages arrive where there were none (the first load, by a reload or an update, or pages
  /// coming back after all were gone), or, at rest, where the reader waited for them on a feed's
  /// tail page (a batch lands while the loading page is current): they are in place, and none of
  /// them is shown yet. Called after
  /// ``pageContainerWillReload(_:)`` when the arrival is a reload. The place to choose where
  /// they land, with ``PagePluginContext/settleReload(onPage:)`` (a container restoring its last
  /// page, say).
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerPagesWillArrive(_ context: PagePluginContext<Page>)

  /// A page got a controller it did not have (from its pool, new, or of another type than
  /// before), already prepared and bound: the moment to give it state of its own (a
  /// restoration plugin does), before any plugin hears ``pageDidDequeue(_:id:at:)``, before it
  /// appears, and before it enters a working range, whatever the order the plugins were added
  /// in.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  func prepareDequeuedPage(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int)

  /// A page got a controller it did not have, after every plugin prepared it
  /// (``prepareDequeuedPage(_:id:at:)``): the moment to start work with it (a working range
  /// enters it), before it appears.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  func pageDidDequeue(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int)

  /// The container is being deallocated: its active pages, with their controllers, for a last
  /// look (saving their state, say). The context no longer answers; nothing is delivered to
  /// the controllers after this.
  ///
  /// It runs inside the container's `deinit`, synchronously where the app lets go of its last
  /// reference (`container = nil`): keep it short, and do not expect the app's own state to be
  /// anything but in the middle of that assignment.
  ///
  /// - Parameter activePages: The active pages, ascending by index.
  func pageContainerWillDeallocate(activePages: [PageContainer<Page>.ActivePageInfo])

  /// A page's controller is about to be reclaimed (recycled, its page deleted, or replaced by a
  /// controller of another type): the last moment it is still the page's controller.
  ///
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - id: The page's identity.
  ///   - index: The page's index (the one it had, for a deleted page).
  func pageWillBeReclaimed(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int)

  /// Whether the plugin keeps a page's controller from being reclaimed.
  ///
  /// Asked during recycling for every candidate page; one `true` from any plugin keeps it.
  /// - Parameters:
  ///   - context: The plugin's way to the container.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  /// - Returns: `true` to keep the controller active.
  func shouldRetainPage(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int) -> Bool

  /// The container shed memory (``PageContainer/shedMemory(regrowAfter:)``): every page but the
  /// shown and pinned ones was reclaimed (each with ``pageWillBeReclaimed(_:id:at:)`` first),
  /// pools were emptied, and prefetches fail with ``PageContainerError/sheddingMemory`` until
  /// ``pageContainerDidEndMemoryPressure(_:)``. Drop caches here.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerDidShedMemory(_ context: PagePluginContext<Page>)

  /// ``PageContainer/reducesMotion`` changed: read `context.reducesMotion`.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerMotionPreferenceDidChange(_ context: PagePluginContext<Page>)

  /// A finger came onto the pages or left them (``PageContainer/isTouched``, read
  /// `context.isTouched`): what moves the pages on its own holds while one is down.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerTouchDidChange(_ context: PagePluginContext<Page>)

  /// The screen around the pages went or came back (``PageContainer/isOnScreen``, read
  /// `context.isOnScreen`; its pages disappear and appear again), or the app went to the
  /// background or came back (``PageContainer/isInBackground``): what counts time
  /// (impressions, an auto-advance) holds while `context.countsTime` is `false`.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerScreenDidChange(_ context: PagePluginContext<Page>)

  /// Whether the user's gestures move the pages changed (``PageContainer/isUserInputEnabled``,
  /// read `context.isUserInputEnabled`): what offers the user a way to page (a host's scroll
  /// view, accessibility actions) follows it.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerUserInputDidChange(_ context: PagePluginContext<Page>)

  /// Whether the pages loop changed (``PagePluginContext/isLooping``): ``PageContainer/loops``
  /// was set, or the pages, the shape or the viewport now allow the ring or no longer do. What
  /// a plugin draws as a ring (a tab strip) redraws; a working range wraps or stops wrapping.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerLoopingDidChange(_ context: PagePluginContext<Page>)

  /// The delay after shedding memory is over: prefetching works again (a working range grows
  /// back here).
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerDidEndMemoryPressure(_ context: PagePluginContext<Page>)

  /// A live budget that refused one of the plugin's prefetches
  /// (``PageContainerError/liveBudgetReached(typeName:limit:)``) may have room again: a
  /// controller of that type went back to its pool or was let go, a page holding one was
  /// unpinned, or the budget was raised or removed. A queued request, after the work that freed
  /// it. Prefetch again here (a working range does, so that at rest it is the window whenever
  /// the budget allows it). The same for ``PageContainer/boundPageLimit``
  /// (``PageContainerError/boundPageLimitReached(limit:)``): a page was unbound, or the limit
  /// was raised or removed.
  ///
  /// - Parameter context: The plugin's way to the container.
  func pageContainerBudgetMayHaveRoom(_ context: PagePluginContext<Page>)

  /// How many pages past the visible ones the plugin prefetches ahead: a feed asks for more
  /// pages before the reader comes within this distance (plus a margin) of its end.
  var prefetchDistance: Int { get }
}
