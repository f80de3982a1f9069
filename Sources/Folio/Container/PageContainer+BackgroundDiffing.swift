// MARK: - Off-actor diffing: large updates diffed elsewhere, applied here, in order

extension PageContainer where Page: Sendable, Page.DiffID: Sendable {
  /// Reads the data source's pages and diffs them against the container's off the caller's
  /// actor when the update is large (see ``backgroundDiffing``), then applies the result here,
  /// as ``performUpdates(completion:)`` would: same events, same order, same pages.
  ///
  /// While the diff runs, swipes, jumps, frames and the lifecycle go on; only the pages stay as
  /// they were. Then, on the caller's actor:
  /// - a newer call supersedes this one: it returns `false` and applies nothing (the newer one
  ///   reads the data source again);
  /// - if the pages changed meanwhile (an edit, or another update applied), the diff no longer
  ///   fits them: the data source is read and diffed again;
  /// - otherwise the result is applied at once, after anything requested before.
  ///
  /// The caller's actor does O(changes) work for an update of any size: it reads the data
  /// source, takes a snapshot of the pages (O(1) for pages set by a diff, O(n / 512) once
  /// edited) and applies what changed; the diff and the identity index of the new pages are
  /// built by the executor.
  ///
  /// - Parameter isolation: The actor the container lives on; the caller's, by default.
  /// - Returns: `true` once applied; `false` when a newer call superseded it.
  @discardableResult
  public func performUpdatesOffActor(isolation: isolated (any Actor)? = #isolation) async -> Bool {
    updateTicket &+= 1
    let ticket = updateTicket
    while true {
      // What was requested before comes first.
      layoutIfNeeded()
      let generation = pagesGeneration
      let fresh = pagesFromDataSource()
      let snapshot = adapter.objectsSnapshot
      let settings = backgroundDiffing
      let diff: PrecomputedDiff<Page>
      // Counts of two arrays: their sum cannot overflow.
      if snapshot.count + fresh.count >= settings.threshold {
        diff = await settings.executor.run {
          PrecomputedDiff(
            old: snapshot, fresh: fresh, diff: { DeduplicatedDiff(old: $0, new: $1) },
            buildingIndex: true)
        }
      } else {
        diff = PrecomputedDiff(
          old: snapshot, fresh: fresh, diff: adapter.diffKernel.diffDroppingRepeats,
          buildingIndex: false)
      }
      guard ticket == updateTicket else { return false }
      // The pages changed while it ran: diff again.
      guard generation == pagesGeneration else { continue }
      var applied = false
      submit {
        self.applyPendingChanges()
        guard self.pagesGeneration == generation else { return }
        self.adapter.applyPrecomputed(diff)
        self.present()
        applied = true
      }
      if applied { return true }
    }
  }
}
