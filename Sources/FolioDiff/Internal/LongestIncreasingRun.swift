/// Marks a longest strictly increasing subsequence of the non-negative values in `values`.
///
/// The paired elements of a diff, listed in new order by old index, stay in place exactly when
/// they form an increasing run; everything else must move. Keeping a longest such run makes the
/// move set as small as it can be.
///
/// Patience sorting, with one shortcut: a value larger than the end of the longest run so far
/// extends it without a binary search. A list with few displaced elements therefore costs O(n),
/// and the worst case is O(n log n).
///
/// - Parameter values: Old indexes in new order, distinct when non-negative; -1 marks an
///   element with no partner, which is ignored.
/// - Returns: For each slot of `values`, whether it belongs to the chosen run.
@usableFromInline
func longestIncreasingRun(of values: [Int]) -> [Bool] {
  // runEnds[k] is the slot holding the smallest value that ends an increasing run of length k+1.
  var runEnds: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  values.withUnsafeBufferPointer { values in
    previous.withUnsafeMutableBufferPointer { previous in
      for (slot, value) in values.enumerated() where value >= 0 {
        guard let last = runEnds.last, value < values[last] else {
          previous[slot] = runEnds.last ?? -1
          runEnds.append(slot)
          continue
        }
        // The first run end whose value exceeds `value`; the last one does.
        var low = 0
        var high = runEnds.count - 1
        while low < high {
          let middle = (low + high) / 2
          if values[runEnds[middle]] < value { low = middle + 1 } else { high = middle }
        }
        previous[slot] = low > 0 ? runEnds[low - 1] : -1
        runEnds[low] = slot
      }
    }
  }
  var inRun = [Bool](repeating: false, count: values.count)
  var slot = runEnds.last ?? -1
  while slot >= 0 {
    inRun[slot] = true
    slot = previous[slot]
  }
  return inRun
}
