// MARK: - Active pages: by identity and in delivery order

extension PageContainer {
  /// Makes `entry` the active page of its identity; the caller retired any previous one.
  func activate(_ entry: ActivePage<Page>) {
    presentation.activate(entry, id: entry.page.diffID)
  }

  /// Takes `entry` out of the active pages (it must be hidden).
  func deactivate(_ entry: ActivePage<Page>) {
    presentation.deactivate(entry, id: entry.page.diffID)
  }

  /// The active page of identity `id`, if any.
  func activePage(_ id: Page.DiffID) -> ActivePage<Page>? {
    presentation.slot(for: id).map(entry)
  }

  /// The active page of identity `id` as plugins see it: while plugins hear that a page's
  /// controller will be reclaimed, that controller (even when the page has a new one already).
  func pageForPlugins(_ id: Page.DiffID) -> ActivePage<Page>? {
    if let reclaiming = presentation.reclaiming, entry(reclaiming).page.diffID == id {
      return entry(reclaiming)
    }
    return activePage(id)
  }

  /// The page and controller of a slot of this container.
  func entry(_ slot: PageSlot) -> ActivePage<Page> {
    unsafeDowncast(slot, to: ActivePage<Page>.self)
  }
}
