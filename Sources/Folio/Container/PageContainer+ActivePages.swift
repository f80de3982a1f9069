// MARK: - Active pages: by identity and in delivery order

extension PageContainer {
  /// Makes `entry` the active page of its identity; the caller retired any previous one.
  func activate(_ entry: ActivePage<Page>) {
    active[entry.page.diffID] = entry
    slots.insert(entry)
    if entry.progressHandler != nil { progressHandlerCount += 1 }
  }

  /// Takes `entry` out of the active pages (it must be hidden).
  func deactivate(_ entry: ActivePage<Page>) {
    let id = entry.page.diffID
    if active[id] === entry { active[id] = nil }
    if served === entry { served = nil }
    slots.remove(entry)
    if entry.isActive, entry.progressHandler != nil { progressHandlerCount -= 1 }
    entry.isActive = false
  }

  /// The active page of identity `id`, if any.
  func activePage(_ id: Page.DiffID) -> ActivePage<Page>? {
    active[id].map(entry)
  }

  /// The active page of identity `id` as plugins see it: while plugins hear that a page's
  /// controller will be reclaimed, that controller (even when the page has a new one already).
  func pageForPlugins(_ id: Page.DiffID) -> ActivePage<Page>? {
    if let reclaiming, entry(reclaiming).page.diffID == id { return entry(reclaiming) }
    return activePage(id)
  }

  /// The page and controller of a slot of this container.
  func entry(_ slot: PageSlot) -> ActivePage<Page> {
    unsafeDowncast(slot, to: ActivePage<Page>.self)
  }

  /// Moves a live active page to another index.
  func move(_ slot: PageSlot, to index: Int) {
    guard slot.index != index else { return }
    slots.remove(slot)
    slot.index = index
    slots.insert(slot)
  }
}
