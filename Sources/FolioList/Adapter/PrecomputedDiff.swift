/// A diff of an adapter's objects against a data source's list, made away from the adapter
/// (off its actor), for the adapter to apply in O(changes).
///
/// Package API: the page container's off-actor updates make one with
/// ``init(old:fresh:diff:index:)``
/// inside the executor, then hand it to ``ListAdapter/applyPrecomputed(_:)``.
package struct PrecomputedDiff<Object: Diffable> {
  /// The data source's list, repeats included (for their diagnostics).
  let fresh: [Object]
  /// The diff, and the list without repeats.
  let diffed: DeduplicatedDiff<Object>
  /// The new list, with its identity index built.
  let list: ObjectList<Object>

  /// Diffs `old` against `fresh` and builds the new list's identity index.
  ///
  /// - Parameters:
  ///   - old: The adapter's objects when the update started.
  ///   - fresh: The data source's list.
  ///   - diff: The diff: the adapter's kernel (specialised for `Object`) on the adapter's
  ///     actor, `DeduplicatedDiff.init(old:new:)` elsewhere.
  ///   - index: Builds the new list's identity index now (off the actor), specialised where
  ///     `Object` is concrete; with none, the first lookup builds it.
  /// - Complexity: O(n + m).
  package init(
    old: ObjectList<Object>.Snapshot, fresh: [Object],
    diff: ([Object], [Object]) -> DeduplicatedDiff<Object>,
    index: (([Object]) -> [Object.DiffID: Int])?
  ) {
    self.fresh = fresh
    let diffed = diff(old.array, fresh)
    self.diffed = diffed
    // The diff's own positions when it has them (nothing repeated): no second hashing pass.
    list =
      diffed.positions.map { ObjectList(diffed.elements, positions: $0) }
      ?? index.map { ObjectList(diffed.elements, index: $0(diffed.elements)) }
      ?? ObjectList(diffed.elements)
  }
}

extension PrecomputedDiff: Sendable where Object: Sendable, Object.DiffID: Sendable {}

extension ListAdapter {
  /// The objects now, for a diff elsewhere: O(1) for a list set by a diff or a reload.
  package var objectsSnapshot: ObjectList<Object>.Snapshot { list.snapshot }

  /// The adapter's diffing, specialised for `Object`, to run elsewhere.
  package var diffKernel: DiffKernel<Object> { kernel }

  /// Takes the list the last diff made elsewhere replaced, so that the caller frees it
  /// elsewhere (freeing a list is O(n)).
  ///
  /// - Returns: The list, or `nil` if none is held.
  package func takeRetiredList() -> ObjectList<Object>? {
    defer { retiredList = nil }
    return retiredList
  }

  /// Requests that a diff made elsewhere be applied at the next layout pass, as a
  /// ``performUpdates(animated:completion:)`` whose diff it is.
  ///
  /// The caller makes sure the objects are still those the diff started from.
  /// - Parameter diff: The diff.
  package func applyPrecomputed(_ diff: PrecomputedDiff<Object>) {
    pending.precomputed = diff
    enqueue(.diff, completion: nil)
  }
}
