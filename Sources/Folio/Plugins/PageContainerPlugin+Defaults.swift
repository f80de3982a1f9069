// MARK: - What a plugin does not implement: nothing

extension PageContainerPlugin {
  /// `nil`: the plugin keeps no context the container could check.
  public var attachedContext: PagePluginContext<Page>? { nil }

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func visiblePagesDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing, and tells the container so: frames then stop calling it (a plugin that
  /// does not implement this hook costs a frame nothing).
  ///
  /// - Parameter context: The context.
  public func pageContainerDidScroll(_ context: PagePluginContext<Page>) {
    context.link?.hearsScrolling = false
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - oldPhase: The phase before.
  public func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerDidSettle(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The plugin's way to the container.
  public func pageContainerLayoutDirectionDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerShapeDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing (and tells the container that the plugin does not listen: a plugin that
  /// does not implement this hook costs a lifecycle step nothing).
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - step: The step.
  ///   - controller: The controller.
  ///   - index: Its page's index.
  public func pageDidReachLifecycleStep(
    _ context: PagePluginContext<Page>, step: PageLifecycleStep,
    controller: any PageController<Page>, at index: Int
  ) {
    context.link?.hearsLifecycle = false
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - oldSize: The size before.
  public func pageContainerDidResize(_ context: PagePluginContext<Page>, from oldSize: Size) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - changes: The changes.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerWillReload(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerPagesWillArrive(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func prepareDequeuedPage(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func pageWillBeReclaimed(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  public func pageDidDequeue(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int) {}

  /// Does nothing.
  ///
  /// - Parameter activePages: The active pages.
  public func pageContainerWillDeallocate(activePages: [PageContainer<Page>.ActivePageInfo]) {}

  /// Retains nothing.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - id: The page's identity.
  ///   - index: The page's index.
  /// - Returns: `false`.
  public func shouldRetainPage(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int)
    -> Bool
  { false }

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerDidShedMemory(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerMotionPreferenceDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerTouchDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerScreenDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerUserInputDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerLoopingDidChange(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerDidEndMemoryPressure(_ context: PagePluginContext<Page>) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context.
  public func pageContainerBudgetMayHaveRoom(_ context: PagePluginContext<Page>) {}

  /// 0: the plugin prefetches nothing.
  public var prefetchDistance: Int { 0 }
}
