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
  @inlinable
  public func performUpdatesOffActor(isolation: isolated (any Actor)? = #isolation) async -> Bool {
    // Made here, where `Page` is concrete, so that the diff and the index run specialised.
    await performUpdatesOffActor(
      diff: { DeduplicatedDiff(old: $0, new: $1) },
      index: { pages in
        var index: [Page.DiffID: Int] = [:]
        index.reserveCapacity(pages.count)
        for (position, page) in pages.enumerated() { index[page.diffID] = position }
        return index
      })
  }

  /// ``performUpdatesOffActor(isolation:)`` with the diff and the index made where `Page` is
  /// concrete.
  @usableFromInline
  func performUpdatesOffActor(
    diff: @escaping @Sendable ([Page], [Page]) -> DeduplicatedDiff<Page>,
    index: @escaping @Sendable ([Page]) -> [Page.DiffID: Int],
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let ticket = updates.newTicket()
    while true {
      // What was requested before comes first.
      layoutIfNeeded()
      let generation = updates.generation
      let fresh = pagesFromDataSource()
      let snapshot = adapter.objectsSnapshot
      let settings = updates.settings
      let precomputed: PrecomputedDiff<Page>
      let offActor = snapshot.count + fresh.count >= settings.threshold
      if offActor {
        precomputed = await settings.executor.run {
          PrecomputedDiff(old: snapshot, fresh: fresh, diff: diff, index: index)
        }
      } else {
        precomputed = PrecomputedDiff(
          old: snapshot, fresh: fresh, diff: adapter.diffKernel.diffDroppingRepeats, index: nil)
      }
      guard updates.isLatest(ticket) else { return false }
      // The pages changed while it ran: diff again.
      guard generation == updates.generation else { continue }
      var applied = false
      submit {
        self.applyPendingChanges()
        guard self.updates.generation == generation else { return }
        self.adapter.applyPrecomputed(precomputed)
        self.present()
        applied = true
      }
      guard applied else { continue }
      if offActor {
        // The old pages, their index and the diff's tables are freed off the actor too (each
        // is O(n) to free). The task visits the actor first, which it can do only once this
        // call has returned and let go of its own references, waits a little; then a bin of
        // its own takes the only reference left and frees it on the bin's executor.
        let box = GarbageBox(
          Garbage(snapshot: snapshot, diff: precomputed, list: adapter.takeRetiredList()))
        let actor = isolation
        Task.detached(priority: .background) {
          await visit(actor)
          // References the runtime lets go of a little later (the executor's task, its
          // closure) are gone by then too.
          try? await Task.sleep(for: .milliseconds(50))
          let bin = GarbageBin<Page>()
          await bin.keep(box.take())
          await bin.empty()
        }
      }
      return true
    }
  }
}

/// What an off-actor update leaves behind, to be freed off the actor.
struct Garbage<Page: Diffable & Sendable>: Sendable where Page.DiffID: Sendable {
  let snapshot: ObjectList<Page>.Snapshot
  let diff: PrecomputedDiff<Page>
  let list: ObjectList<Page>?
}

/// Holds ``Garbage`` until it is taken, so that whoever takes it holds the only reference.
final class GarbageBox<Page: Diffable & Sendable> where Page.DiffID: Sendable {
  private var garbage: Garbage<Page>?

  init(_ garbage: Garbage<Page>) { self.garbage = garbage }

  /// The garbage, which the box no longer holds.
  func take() -> Garbage<Page>? {
    defer { garbage = nil }
    return garbage
  }
}

/// Frees garbage on its own executor, off the container's actor.
actor GarbageBin<Page: Diffable & Sendable> where Page.DiffID: Sendable {
  private var kept: [Garbage<Page>] = []

  /// Keeps `garbage` (a copy: the caller's goes when the call returns).
  func keep(_ garbage: Garbage<Page>?) {
    if let garbage { kept.append(garbage) }
  }

  /// Frees what it keeps, here.
  func empty() { kept.removeAll() }
}

/// Runs on `actor` (nothing), so that the caller goes on only after the job running there now.
///
/// - Parameter actor: The actor to visit; `nil` visits none.
func visit(_ actor: isolated (any Actor)?) async {}
