import FolioDiff

/// Why a diff result could not be replayed.
struct ReplayFailure: Error, Equatable, CustomStringConvertible {
  var description: String
}

/// Rebuilds the new list from the old one and `result` alone, the way a batch update applies it.
///
/// Inserted elements, and the new content of updated ones, are the only things taken from `new`;
/// every other element comes from `old`. An update whose element does not keep its identity, or
/// whose content did not change, is a failure, as is any index out of range, unsorted, or used
/// twice. Comparing the replay with `new` checks the whole result, as DifferenceKit's
/// `XCTAssertReproducible` does.
func replay<Element: Diffable>(
  _ result: DiffResult<Element>, old: [Element], new: [Element]
) -> Result<[Element], ReplayFailure> {
  func fail(_ reason: String) -> Result<[Element], ReplayFailure> {
    .failure(ReplayFailure(description: reason))
  }
  func isAscending(_ list: [Int], in range: Range<Int>) -> Bool {
    zip(list, list.dropFirst()).allSatisfy { $0 < $1 } && list.allSatisfy(range.contains)
  }
  guard isAscending(result.deletes, in: old.indices) else { return fail("bad deletes") }
  guard isAscending(result.updates, in: old.indices) else { return fail("bad updates") }
  guard isAscending(result.inserts, in: new.indices) else { return fail("bad inserts") }
  guard isAscending(result.moves.map(\.to), in: new.indices),
    result.moves.allSatisfy({ old.indices.contains($0.from) })
  else { return fail("bad moves") }
  guard result.oldCount == old.count, result.newCount == new.count else {
    return fail("counts differ")
  }

  let deleted = Set(result.deletes)
  let movedFrom = Set(result.moves.map(\.from))
  let updated = Set(result.updates)
  guard movedFrom.count == result.moves.count else { return fail("an element moves twice") }
  guard deleted.isDisjoint(with: movedFrom) else { return fail("a moved element is deleted") }
  guard deleted.isDisjoint(with: updated) else { return fail("an updated element is deleted") }
  guard Set(result.inserts).isDisjoint(with: result.moves.map(\.to)) else {
    return fail("an insert and a move share a slot")
  }

  var rebuilt = [Element?](repeating: nil, count: new.count)
  func place(_ oldIndex: Int, at slot: Int) -> Bool {
    guard updated.contains(oldIndex) else {
      rebuilt[slot] = old[oldIndex]
      return true
    }
    guard old[oldIndex].diffID == new[slot].diffID, !old[oldIndex].isContentEqual(to: new[slot])
    else { return false }
    rebuilt[slot] = new[slot]
    return true
  }
  for slot in result.inserts { rebuilt[slot] = new[slot] }
  for move in result.moves where !place(move.from, at: move.to) {
    return fail("update of moved element \(move.from) is wrong")
  }
  let staying = old.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
  let freeSlots = rebuilt.indices.filter { rebuilt[$0] == nil }
  guard staying.count == freeSlots.count else { return fail("element counts do not add up") }
  for (oldIndex, slot) in zip(staying, freeSlots) where !place(oldIndex, at: slot) {
    return fail("update of element \(oldIndex) is wrong")
  }
  return .success(rebuilt.compactMap { $0 })
}
