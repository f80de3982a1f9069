import Folio
import FolioList

/// How a ``PageHost`` hears its container: a plugin (dequeues, the lifecycle in order, every
/// change of what is drawn, motion to convert in followed mode) and, with a nested-scroll
/// coordinator, a clock observer (its offsets move on ticks).
///
/// Unowned toward the host (the container holds its plugins, and the host holds the
/// container): the host says it is gone (``isLive``) as it goes, before anything can call the
/// link again. Not weak: a weak reference costs every frame a load from a side table. A
/// constant: a variable unowned reference keeps a run-time exclusivity check on every read.
final class HostLink<Page: Diffable>: PageContainerPlugin, FrameClockObserver {
  private unowned let owner: PageHost<Page>
  /// Cleared by the host's `deinit` and `invalidate()`: the link calls nothing after.
  var isLive = true

  init(host: PageHost<Page>) { owner = host }

  /// The host, while it lives.
  var host: PageHost<Page>? { isLive ? owner : nil }
  private(set) var context: PagePluginContext<Page>?

  var attachedContext: PagePluginContext<Page>? { context }

  func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    host?.adoptActiveControllers()
  }

  func pluginWillDetach(_ context: PagePluginContext<Page>) {
    self.context = nil
  }

  func pageDidDequeue(_ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int) {
    guard let controller = context.controller(forPage: id) else { return }
    host?.adopt(controller)
  }

  func visiblePagesDidChange(_ context: PagePluginContext<Page>) { host?.visiblePagesDidChange() }
  func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) {
    host?.containerPhaseDidChange()
  }
  func pageContainerDidSettle(_ context: PagePluginContext<Page>) { host?.containerDidSettle() }
  func pageContainerUserInputDidChange(_ context: PagePluginContext<Page>) {
    host?.invalidateFrames()
  }
  func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    host?.containerDidUpdate()
  }
  func pageContainerDidResize(_ context: PagePluginContext<Page>, from oldSize: Size) {
    host?.containerDidChange()
  }
  func pageContainerLayoutDirectionDidChange(_ context: PagePluginContext<Page>) {
    host?.containerDidChange()
  }
  func pageContainerLoopingDidChange(_ context: PagePluginContext<Page>) {
    host?.containerDidChange()
  }
  func pageContainerShapeDidChange(_ context: PagePluginContext<Page>) {
    host?.containerDidChange()
  }

  func pageDidReachLifecycleStep(
    _ context: PagePluginContext<Page>, step: PageLifecycleStep,
    controller: any PageController<Page>, at index: Int
  ) {
    host?.controller(controller, didReach: step)
  }

  var needsFrames: Bool { false }

  func clockDidTick(at now: Duration) {
    if let host, let nested = host.nestedScroll { host.checkNestedOffsets(nested) }
  }
}
