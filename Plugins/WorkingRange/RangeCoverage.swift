import Folio

/// The index side of a working range: which indices it covers, and how a change of the shown pages
/// moves them.
///
/// No identities, no controllers, nothing generic: plain code, specialised.
///
/// The plugin keeps the identities of the pages in range; while ``isExact`` holds, they are
/// exactly the pages at ``covered``, so a change can be found by comparing indices.
struct RangeCoverage {
  /// What moving the coverage asks of the plugin.
  enum Change {
    /// The same indices as before, in an exact coverage: nothing enters or leaves.
    case none
    /// The coverage was exact: the pages at indices no longer covered leave, those at newly
    /// covered indices enter (``RangeCoverage/compare(_:with:leaving:)`` tells which).
    case step(from: [Int], to: [Int])
    /// The coverage was not exact (an update, a reload, a reclaim, a failed prefetch): the
    /// range is compared by identity with the pages at these indices.
    case replace([Int])
  }

  /// The indices covered at the last move, ascending.
  private(set) var covered: [Int] = []
  /// The buffer the next move writes into (the previous coverage, kept for its capacity): a
  /// swipe step allocates nothing for its indices.
  private var spare: [Int] = []
  /// Whether the pages in range are exactly the pages at ``covered``; cleared by a failed
  /// prefetch or a reclaim, set by every move.
  var isExact = false
  /// The container's pages generation at the last move: indices name the same pages only
  /// while it holds.
  private var generation = 0
  /// The direction of travel at the last move.
  private var direction = TravelDirection.forward
  /// The direction of travel at the last move outside a jump: the one a jump's sources keep.
  private var restDirection = TravelDirection.forward
  /// Whether the pages looped at the last move: the windows wrap around the ring.
  private var looping = false
  /// Whether the last move covered a jump's target: the range at rest is another one, even
  /// when the shown pages are the same (a jump that ends before its target comes into view).
  private var coveredJump = false

  /// Whether moving for `direction` and `generation` would change nothing: what a settle
  /// asks (every other change of the range has a hook of its own).
  func holds(toward direction: TravelDirection, generation: Int, looping: Bool = false) -> Bool {
    isExact && direction == self.direction && generation == self.generation
      && looping == self.looping && !coveredJump
  }

  /// Moves the coverage to the shown pages, each widened by `sizes` (negative counts as 0),
  /// `leading` toward `direction`, clipped to `count` pages.
  ///
  /// - Parameters:
  ///   - visible: The shown pages, ascending.
  ///   - count: The number of pages.
  ///   - sizes: The range's sizes.
  ///   - direction: The direction of travel.
  ///   - jumpTarget: The target of an animated jump over several pages in progress, if any
  ///     (shown or still out of view): the other shown pages are its sources.
  ///   - generation: The container's pages generation.
  ///   - looping: Whether the pages loop: the windows then wrap around the ring.
  /// - Returns: What the move asks of the plugin.
  /// - Complexity: O(covered indices).
  mutating func move(
    visible: [Int], count: Int, sizes: (leading: Int, trailing: Int),
    toward direction: TravelDirection, jumpTarget: Int? = nil, generation: Int,
    looping: Bool = false
  ) -> Change {
    let ring = looping && count >= 2 ? count : nil
    coveredJump = jumpTarget != nil && !visible.isEmpty
    // Two buffers, swapped: the covered indices and the ones being computed.
    var wanted = spare
    spare = []
    if let jumpTarget, !visible.isEmpty {
      // A jump over several pages: its sources keep the windows they had when it started (the
      // direction before it), and only its target's window faces the way it goes, so no page
      // it flies over enters, whichever way it turns in flight. The target's window is covered
      // from the jump's start, before the target slides into view (while any page is shown).
      let sources = visible.filter { $0 != jumpTarget }
      Self.window(
        of: sources, count: count, sizes: sizes, toward: restDirection, ring: ring, into: &wanted)
      // A source never brings a page in during the jump (a target turned into a source when
      // the jump turned around keeps only what it covered): its window is what is still covered.
      if isExact, generation == self.generation {
        let previous = covered
        wanted = wanted.filter { previous.contains($0) }
      }
      var target: [Int] = []
      Self.window(
        of: [jumpTarget], count: count, sizes: sizes, toward: direction, ring: ring, into: &target)
      wanted = Self.union(wanted, target)
    } else {
      if jumpTarget == nil { restDirection = direction }
      Self.window(
        of: visible, count: count, sizes: sizes, toward: direction, ring: ring, into: &wanted)
    }
    let incremental = isExact && generation == self.generation && (ring != nil) == self.looping
    self.looping = ring != nil
    self.direction = direction
    if incremental, wanted == covered {
      spare = wanted
      return .none
    }
    let previous = covered
    covered = wanted
    spare = previous
    self.generation = generation
    isExact = true
    return incremental ? .step(from: previous, to: wanted) : .replace(wanted)
  }

  /// Forgets the coverage (the plugin left its container).
  mutating func reset() {
    covered.removeAll()
    isExact = false
  }

  /// Writes into `wanted` the indices of the shown pages and their neighbours, ascending.
  private static func window(
    of visible: [Int], count: Int, sizes: (leading: Int, trailing: Int),
    toward direction: TravelDirection, ring: Int? = nil, into wanted: inout [Int]
  ) {
    wanted.removeAll(keepingCapacity: true)
    let ahead = max(0, sizes.leading)
    let behind = max(0, sizes.trailing)
    let (below, above) = direction == .backward ? (ahead, behind) : (behind, ahead)
    if let ring, !visible.isEmpty {
      // Around a ring: each window wraps; a window as long as the ring covers every page.
      // O(covered indices): at most `ring` marks.
      if below >= ring - 1 || above >= ring - 1 || below + above + 1 >= ring {
        wanted.append(contentsOf: 0..<ring)
        return
      }
      // Each window is one or two intervals of 0..<ring (it wraps at most once): merged.
      var intervals: [(low: Int, high: Int)] = []
      for index in visible {
        let (low, high) = (index - below, index + above)
        if low < 0 {
          intervals.append((low + ring, ring - 1))
          intervals.append((0, high))
        } else if high >= ring {
          intervals.append((low, ring - 1))
          intervals.append((0, high - ring))
        } else {
          intervals.append((low, high))
        }
      }
      intervals.sort { $0.low < $1.low }
      for interval in intervals {
        let low = max(interval.low, (wanted.last ?? -1) + 1)
        guard low <= interval.high else { continue }
        wanted.append(contentsOf: low...interval.high)
      }
      return
    }
    // The shown pages ascend, so their ranges come in order: merge as they come.
    for index in visible {
      // index >= 0 and below >= 0, so only the upper end can overflow: it saturates.
      let (upper, overflow) = index.addingReportingOverflow(above)
      let high = min(count - 1, overflow ? .max : upper)
      var low = max(0, index - below)
      if let last = wanted.last { low = max(low, last + 1) }
      guard low <= high else { continue }
      if wanted.isEmpty { wanted.reserveCapacity(high - low + 1) }
      for covered in low...high { wanted.append(covered) }
    }
  }

  /// The ascending union of two ascending index lists.
  private static func union(_ lhs: [Int], _ rhs: [Int]) -> [Int] {
    var merged: [Int] = []
    merged.reserveCapacity(lhs.count + rhs.count)
    var (left, right) = (0, 0)
    while left < lhs.count || right < rhs.count {
      if right == rhs.count || (left < lhs.count && lhs[left] < rhs[right]) {
        merged.append(lhs[left])
        left += 1
      } else if left == lhs.count || rhs[right] < lhs[left] {
        merged.append(rhs[right])
        right += 1
      } else {
        merged.append(lhs[left])
        left += 1
        right += 1
      }
    }
    return merged
  }

  /// Compares two ascending index lists in one merge: calls `leaving` for each index only in
  /// `previous`, ascending, as it is found; returns the indices only in `wanted`.
  static func compare(_ previous: [Int], with wanted: [Int], leaving: (Int) -> Void) -> [Int] {
    var entering: [Int] = []
    var (old, new) = (0, 0)
    while old < previous.count || new < wanted.count {
      if new == wanted.count || (old < previous.count && previous[old] < wanted[new]) {
        leaving(previous[old])
        old += 1
      } else if old == previous.count || wanted[new] < previous[old] {
        entering.append(wanted[new])
        new += 1
      } else {
        old += 1
        new += 1
      }
    }
    return entering
  }

  /// `indices` in the order pages enter: nearest `position` first (the live position: 1.7
  /// during a drag, not the last settled page); at equal distance, the page on the leading side
  /// first.
  static func enteringOrder(
    _ indices: [Int], position: Double, toward direction: TravelDirection, ring: Int? = nil
  ) -> [Int] {
    let backward = direction == .backward
    // The distance from the position, around the ring when there is one.
    func distance(_ index: Int) -> Double {
      let linear = (Double(index) - position).magnitude
      guard let ring else { return linear }
      return min(linear, Double(ring) - linear)
    }
    return indices.sorted { lhs, rhs in
      let left = distance(lhs)
      let right = distance(rhs)
      if left != right { return left < right }
      return backward ? lhs < rhs : lhs > rhs
    }
  }
}
