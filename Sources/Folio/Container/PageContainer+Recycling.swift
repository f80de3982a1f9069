// MARK: - Recycling: reclaiming pages beyond the recycle distance

extension PageContainer {
  /// Reclaims, in ascending index, every active page that is hidden and either deleted, or
  /// not shown, more than ``recycleDistance`` from the current page and retained by no plugin.
  ///
  /// Repeats (a few rounds at most) while a round reclaimed something, because a plugin hook
  /// called during a reclaim may have prefetched another page.
  /// Then the bound-page limit takes what it no longer allows
  /// (``boundPageLimit``).
  func recycle() {
    for _ in 0..<4 where recycleRound() {}
    if retention.boundLimit != nil { enforceBoundLimit() }
  }

  /// One round of ``recycle()``; whether it reclaimed anything.
  private func recycleRound() -> Bool {
    let current = currentIndex ?? 0
    // The distance counts from the span of pages the shape shows (with the current page), or
    // for one page per viewport from the current page.
    var (first, last) = (current, current)
    if shapeShowsSeveralPages, let span = currentSpan {
      (first, last) = ring.anchor(current: current, span: span)
    }
    let distance = max(0, pageGeometry.recycleDistance)
    // Runs every frame that presents. The slots are in index order, so when the first and last
    // are within the distance (and none is deleted) nothing is due: O(1).
    let (low, lowOverflow) = first.subtractingReportingOverflow(distance)
    let (high, highOverflow) = last.addingReportingOverflow(distance)
    if presentation.slots.allLive(within: lowOverflow ? .min : low, highOverflow ? .max : high) {
      if retention.anyRetainedByPlugins {
        retention.forgetPluginRetention(presentation.slots.all)
      }
      return false
    }
    let victims = retention.recycleVictims(
      presentation.slots.all, first: first, last: last, distance: distance, ring: ring,
      id: { entry($0).page.diffID },
      retainedByPlugin: { listeners.hasPlugins && askPluginsToRetain(entry($0)) })
    // In delivery order already; a plugin hook may change things meanwhile, so reclaim only
    // what is still a candidate.
    var reclaimed = false
    for slot in victims where slot.isActive && slot.appearance == .hidden {
      retire(entry(slot))
      reclaimed = true
    }
    return reclaimed
  }

  /// Reclaims, in ascending index, every hidden controller that a controller of another type
  /// (or reuse identifier) replaced on its page, while the pages move: recycling waits for
  /// the rest, but a replaced controller serves no page any more, and until it is reclaimed it
  /// would be listed neither among the active pages nor in a pool.
  ///
  /// - Complexity: O(1) when no page is outgoing, O(a) for a active pages otherwise.
  func reclaimReplaced() {
    guard presentation.slots.deletedCount > 0 else { return }
    for slot in presentation.slots.all
    where slot.isActive && slot.isDeleted && slot.appearance == .hidden {
      let outgoing = entry(slot)
      // Replaced: its page is still there, served by another controller (a deleted page's
      // slot keeps its identity until the rest).
      guard let live = presentation.slot(for: outgoing.page.diffID), live !== slot else { continue }
      retire(outgoing)
    }
  }

  /// Whether any plugin keeps the page's controller from being reclaimed (plugin code).
  func askPluginsToRetain(_ entry: ActivePage<Page>) -> Bool {
    let links = listeners.plugins  // a copy: plugin code runs outside any access to the property
    return links.contains { link in
      guard link.isAttached else { return false }
      let plugin = attached(link)
      return plugin.plugin.shouldRetainPage(plugin.context, id: entry.page.diffID, at: entry.index)
    }
  }
}
