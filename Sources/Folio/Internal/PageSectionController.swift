import FolioList

/// Hosts one page in the adapter: one item, one cell.
///
/// The page's controller lives apart from the cell (as YKPageControllerScrollView keeps view
/// controllers apart from its cells), so this section controller holds no state and can be dropped
/// when its page is hidden.
final class PageSectionController<Page: Diffable>: ListSectionController {
  func cellForItem(at index: Int, in context: ListSectionContext<Page>) -> CollectionViewCell {
    context.dequeueReusableCell(of: PageCell.self, at: index)
  }
}

/// The cell of a page.
final class PageCell: CollectionViewCell {}

/// Stands in for a page whose controller the data source could not supply: it receives the
/// page's events, so the lifecycle stays whole, and shows nothing.
final class PlaceholderPageController<Page: Diffable>: PageController {}
