extension DiffResult {
  /// This result in a form that a batch update can apply as is.
  ///
  /// UICollectionView (and FolioList's virtual collection view) cannot reload an item and move
  /// it in the same batch. Here an element that is both updated and moved becomes a delete at its
  /// old index and an insert at its new one; every other change is kept. Applying either form to
  /// the old list gives the same new list. The index lookups (``newIndex(forOldIndex:)`` and
  /// the others) still follow identities: such an element maps to its new index, though the
  /// batch deletes and inserts it.
  ///
  /// - Returns: A result with no index in both ``updates`` and the `from` of a move.
  /// - Complexity: O(d + i + u + v), the sizes of the four change lists.
  public func forBatchUpdates() -> DiffResult {
    guard !updates.isEmpty, !moves.isEmpty else { return self }
    var updated = Set(updates)
    var keptMoves: [DiffMove] = []
    var extraDeletes: [Int] = []
    var extraInserts: [Int] = []
    for move in moves {
      if updated.remove(move.from) != nil {
        extraDeletes.append(move.from)
        extraInserts.append(move.to)
      } else {
        keptMoves.append(move)
      }
    }
    guard !extraDeletes.isEmpty else { return self }
    extraDeletes.sort()  // `moves` is sorted by `to`, so only the `from`s need sorting.
    return DiffResult(
      inserts: mergeSorted(inserts, extraInserts),
      deletes: mergeSorted(deletes, extraDeletes),
      updates: updates.filter { updated.contains($0) },
      moves: keptMoves,
      identities: identities,
      pairing: pairing
    )
  }
}

/// Merges two ascending lists with no element in common into one ascending list.
private func mergeSorted(_ a: [Int], _ b: [Int]) -> [Int] {
  var merged: [Int] = []
  merged.reserveCapacity(a.count + b.count)
  var i = 0
  var j = 0
  while i < a.count, j < b.count {
    if a[i] < b[j] {
      merged.append(a[i])
      i += 1
    } else {
      merged.append(b[j])
      j += 1
    }
  }
  merged.append(contentsOf: a[i...])
  merged.append(contentsOf: b[j...])
  return merged
}
