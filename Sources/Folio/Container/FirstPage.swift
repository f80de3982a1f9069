/// The page a container's pages open on (``PageContainer/open(on:)``): by index, or by the
/// page's identity.
public enum FirstPage<ID: Hashable>: Hashable {
  /// The page at this index of the pages as they arrive (clamped to them).
  case index(Int)
  /// The page with this identity, wherever it is among the pages as they arrive (none: as if
  /// no first page was named).
  case page(ID)
}

extension FirstPage: Sendable where ID: Sendable {}

extension PageContainer {
  /// Names the page the pages open on: when they arrive where there were none (the first
  /// layout, or the first pages of an empty container), they land there first.
  ///
  /// No other page is bound, appears or is loaded on the way: only the first page and what
  /// its plugins keep around it (a working range) are (a deep link to channel 5 never binds
  /// channels 0 to 4; a photo viewer opened at photo 4,321 of 10,000 binds 4,320 to 4,322).
  /// It wins over a place a plugin asks for (a restored one,
  /// ``PagePluginContext/settleReload(onPage:)``), whatever the plugins' order: the app's
  /// word is last. Named again before the pages arrive, the last one counts.
  /// ``scrollToPage(_:animated:)`` asked while there are no pages names it too.
  ///
  /// - Parameter first: The page, by index (clamped to the pages as they arrive) or by
  ///   identity (a page the data source does not give is ignored).
  /// - Returns: Whether it is kept: `false` when pages are already there (scroll to the page
  ///   instead) or for a negative index.
  @discardableResult
  public func open(on first: FirstPage<Page.DiffID>) -> Bool {
    guard count == 0 else { return false }
    if case .index(let index) = first, index < 0 { return false }
    presentation.firstPage = first
    return true
  }
}
