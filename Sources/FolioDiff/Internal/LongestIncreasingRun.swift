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

/// Marks a longest strictly increasing subsequence of the non-negative values in `values` that,
/// among the longest, keeps the most slots `inPlace` says stay where they were.
///
/// The run ``longestIncreasingRun(of:)`` picks is one of possibly many as long; an element it
/// leaves out moves, and one whose old and new index are equal would be reported as a move to
/// the index it already has (`[0, 1, 2]` → `[2, 1, 0]`: `1 → 1`). Keeping such elements when a
/// run as long can, the moves stay as few and none goes nowhere where it need not.
///
/// A Fenwick tree over the values, keyed by (length, slots in place): O(n log n) time, O(n + m)
/// memory for n slots and values below m; run only when the plain run leaves an element in
/// place out.
///
/// - Parameters:
///   - values: Old indexes in new order, distinct when non-negative; negative values are
///     ignored.
///   - inPlace: Whether the element at a slot keeps its index.
/// - Returns: For each slot of `values`, whether it belongs to the chosen run.
@usableFromInline
func longestIncreasingRunKeepingInPlace(of values: [Int], inPlace: (Int) -> Bool) -> [Bool] {
  let count = values.count
  var inRun = [Bool](repeating: false, count: count)
  let size = (values.max() ?? -1) + 1
  guard count > 0, size > 0 else { return inRun }
  // tree[i] holds the best (length, kept in place, slot) of runs ending at a value in the
  // Fenwick range of index i (values are 0-based, indexes 1-based).
  var tree = [RunEnd](repeating: RunEnd(length: 0, kept: 0, slot: -1), count: size &+ 1)
  var previous = [Int](repeating: -1, count: count)
  var best = RunEnd(length: 0, kept: 0, slot: -1)
  for slot in 0..<count {
    let value = values[slot]
    guard value >= 0 else { continue }
    // The best run ending below `value`.
    var before = RunEnd(length: 0, kept: 0, slot: -1)
    var index = value
    while index > 0 {
      if before < tree[index] { before = tree[index] }
      index &= index &- 1
    }
    let end = RunEnd(
      length: before.length &+ 1, kept: before.kept &+ (inPlace(slot) ? 1 : 0), slot: slot)
    previous[slot] = before.slot
    index = value &+ 1
    while index <= size {
      if tree[index] < end { tree[index] = end }
      index &+= index & (0 &- index)
    }
    if best < end { best = end }
  }
  var slot = best.slot
  while slot >= 0 {
    inRun[slot] = true
    slot = previous[slot]
  }
  return inRun
}

/// The end of an increasing run: its length, how many of its elements keep their index, and
/// the slot it ends at; ordered by length, then by elements kept.
@usableFromInline
struct RunEnd: Comparable {
  @usableFromInline var length: Int
  @usableFromInline var kept: Int
  @usableFromInline var slot: Int

  @usableFromInline
  init(length: Int, kept: Int, slot: Int) {
    self.length = length
    self.kept = kept
    self.slot = slot
  }

  @usableFromInline
  static func < (lhs: RunEnd, rhs: RunEnd) -> Bool {
    lhs.length != rhs.length ? lhs.length < rhs.length : lhs.kept < rhs.kept
  }
}
