import Folio
import FolioList

/// How a ``PageHost`` hears its container: a plugin (dequeues, every change of what is drawn,
/// motion to convert in followed mode), an event observer (the lifecycle, in order) and, with
/// a nested-scroll coordinator, a clock observer (its offsets move on ticks).
///
/// Weak toward the host: the container holds its plugins, and the host holds the container.
final class HostLink<Page: Diffable>: PageContainerPlugin, PageEventObserver, FrameClockObserver {
  weak var host: PageHost<Page>?
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

  func visiblePagesDidChange(_ context: PagePluginContext<Page>) { host?.containerDidChange() }
  func pageContainerDidScroll(_ context: PagePluginContext<Page>) { host?.containerDidMove() }
  func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) {
    host?.containerPhaseDidChange()
  }
  func pageContainerDidSettle(_ context: PagePluginContext<Page>) { host?.containerDidChange() }
  func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    host?.containerDidChange()
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

  func pageContainerDidEmit(_ event: PageEvent) {
    host?.handle(event)
  }

  var needsFrames: Bool { false }

  func clockDidTick(at now: Duration) {
    host?.checkNestedOffsets()
  }
}
