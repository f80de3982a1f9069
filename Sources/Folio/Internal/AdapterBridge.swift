import FolioList

/// Connects a ``PageContainer`` to its adapter and its clock without making the container
/// itself answer their protocols in public.
///
/// It only relays: the adapter's applied changes are stashed for the container to follow after
/// the layout pass, and clock ticks become requests of the container.
final class AdapterBridge<Page: Diffable>: ListAdapterDataSource, ListAdapterDelegate,
  FrameClockObserver
{
  /// The container that owns the bridge (so it never outlives it).
  ///
  /// Unowned, not weak: a weak reference would move the container's reference count to a side
  /// table, and every frame retains and releases it.
  ///
  /// A constant (made once the container is initialised, before it is handed to anything): a
  /// variable unowned reference would keep a run-time exclusivity check on every frame's read.
  unowned let owner: PageContainer<Page>

  init(container: PageContainer<Page>) { owner = container }

  /// The container (it outlives the bridge's every use: it removes the bridge from the clock
  /// as it goes, and it owns the adapter).
  var container: PageContainer<Page>? { owner }

  func objects(for adapter: ListAdapter<Page>) -> [Page] {
    container?.pagesFromDataSource() ?? []
  }

  func listAdapter(_ adapter: ListAdapter<Page>, sectionControllerFor object: Page)
    -> any ListSectionController<Page>
  {
    PageSectionController<Page>()
  }

  func listAdapter(_ adapter: ListAdapter<Page>, didEmit diagnostic: ListDiagnostic) {
    container?.emit(.diagnostic(diagnostic.description))
  }

  func listAdapter(_ adapter: ListAdapter<Page>, willApply result: DiffResult<Page>) {
    container?.updates.record(.diff(result))
  }

  func listAdapterWillReload(_ adapter: ListAdapter<Page>) {
    container?.updates.record(.reload)
  }

  var needsFrames: Bool { container?.needsFrames ?? false }

  /// The end of a memory-pressure delay, when the container must hear the clock at rest.
  var nextDeadline: Duration? { container?.retention.pressureEnds }

  func clockDidTick(at now: Duration) {
    container?.clockDidTick(at: now)
  }
}
