/// Marks a longest strictly increasing subsequence of the non-negative values in `values`.
///
/// The paired elements of a diff, listed in new order by old index, stay in place exactly when
/// they form an increasing run; everything else must move. Keeping a longest such run makes the
/// move set as small as it can be.
///
/// Patience sorting, with one shortcut: a value larger than the end of the longest run so far
/// extends it without a binary search. A list with few displaced elements therefore costs O(n),
/// and the worst case is O(n log n). Indexes are bounded by `values.count`, so the loops use
/// wrapping arithmetic.
///
/// - Parameter values: Old indexes in new order, distinct when non-negative; a negative value
///   marks an element with no partner, which is ignored.
/// - Returns: For each slot of `values`, whether it belongs to the chosen run.
@usableFromInline
func longestIncreasingRun(of values: [Int]) -> [Bool] {
  let count = values.count
  var inRun = [Bool](repeating: false, count: count)
  guard count > 0 else { return inRun }
  // ends[k] is the slot holding the smallest value that ends an increasing run of length k+1;
  // previous[slot] is the slot before it in its run.
  // Neither is read before it is written (previous only along a run), so neither is zeroed.
  var ends = [Int](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  var previous = [Int](unsafeUninitializedCapacity: count) { _, initialized in
    initialized = count
  }
  var length = 0
  values.withUnsafeBufferPointer { values in
    ends.withUnsafeMutableBufferPointer { ends in
      previous.withUnsafeMutableBufferPointer { previous in
        var slot = 0
        while slot < count {
          let value = values[slot]
          if value >= 0 {
            if length == 0 || values[ends[length &- 1]] < value {
              previous[slot] = length > 0 ? ends[length &- 1] : -1
              ends[length] = slot
              length &+= 1
            } else {
              // The first run end whose value exceeds `value`; the last one does.
              var low = 0
              var high = length &- 1
              while low < high {
                let middle = (low &+ high) &>> 1
                if values[ends[middle]] < value { low = middle &+ 1 } else { high = middle }
              }
              previous[slot] = low > 0 ? ends[low &- 1] : -1
              ends[low] = slot
            }
          }
          slot &+= 1
        }
      }
    }
  }
  guard length > 0 else { return inRun }
  inRun.withUnsafeMutableBufferPointer { inRun in
    var slot = ends[length - 1]
    while slot >= 0 {
      inRun[slot] = true
      slot = previous[slot]
    }
  }
  return inRun
}
