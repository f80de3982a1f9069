// MARK: - Active pages: by identity and in delivery order

extension PageContainer {
  /// Makes `entry` the active page of its identity; the caller retired any previous one.
  func activate(_ entry: ActivePage<Page>) {
    active[entry.page.diffID] = entry
    slots.insert(entry)
  }

  /// Takes `entry` out of the active pages (it must be hidden).
  func deactivate(_ entry: ActivePage<Page>) {
    let id = entry.page.diffID
    if active[id] === entry { active[id] = nil }
    if served === entry { served = nil }
    slots.remove(entry)
    entry.isActive = false
  }

  /// The active page of identity `id`, if any.
  func activePage(_ id: Page.DiffID) -> ActivePage<Page>? {
    active[id].map(entry)
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
