import FolioList

/// Connects a ``PageContainer`` to its adapter and collection view without making the
/// container itself answer their protocols in public.
final class AdapterBridge<Page: Diffable>: ListAdapterDataSource, ListAdapterDelegate,
  CollectionViewDelegate
{
  weak var container: PageContainer<Page>?

  func objects(for adapter: ListAdapter<Page>) -> [Page] {
    guard let container else { return [] }
    return container.dataSource?.pages(for: container) ?? []
  }

  func listAdapter(_ adapter: ListAdapter<Page>, sectionControllerFor object: Page)
    -> ListSectionController<Page>
  {
    PageSectionController<Page>()
  }

  func listAdapter(_ adapter: ListAdapter<Page>, didEmit diagnostic: ListDiagnostic) {
    container?.emit(.diagnostic(diagnostic.description))
  }

  func listAdapter(_ adapter: ListAdapter<Page>, willApply result: DiffResult<Page>) {
    container?.applyDiff(result)
  }

  func listAdapterWillReload(_ adapter: ListAdapter<Page>) {
    container?.applyReload()
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    container?.displayDidChange(cell: cell, at: path)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    container?.displayDidChange(cell: nil, at: path)
  }

  func collectionViewDidScroll(_ collectionView: VirtualCollectionView) {
    container?.didScroll()
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didChangeScrollState oldState: ScrollState,
    to newState: ScrollState
  ) {
    container?.scrollStateDidChange(to: newState)
  }
}
