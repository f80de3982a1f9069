/// The number of items in every section, with the flat-index arithmetic a layout needs.
///
/// When every section holds the same number of items (one page per section, say) nothing is
/// stored per section and every query is O(1); otherwise counts and their prefix sums are kept,
/// and mapping a flat index to a section is a binary search.
struct SectionCounts {
  private(set) var sectionCount = 0
  private(set) var itemCount = 0
  /// The count of every section, when they are all equal.
  private var uniform = 0
  /// Per-section counts, when they differ.
  private var counts: [Int]?
  /// starts[s] is the flat index of section s's first item, when counts differ.
  private var starts: [Int] = []

  init() {}

  /// `sectionCount` sections of `itemsPerSection` items each, in O(1).
  init(sectionCount: Int, itemsPerSection: Int) {
    self.sectionCount = max(0, sectionCount)
    uniform = max(0, itemsPerSection)
    let (total, overflow) = self.sectionCount.multipliedReportingOverflow(by: uniform)
    itemCount = overflow ? Int.max : total
  }

  /// Reads `sectionCount` counts, keeping no array while they are all equal.
  init(sectionCount: Int, count: (Int) -> Int) {
    self.sectionCount = max(0, sectionCount)
    guard self.sectionCount > 0 else { return }
    let first = max(0, count(0))
    var explicit: [Int]?
    for section in 1..<self.sectionCount {
      let value = max(0, count(section))
      if explicit == nil, value != first {
        explicit = Array(repeating: first, count: section)
        explicit?.reserveCapacity(self.sectionCount)
      }
      explicit?.append(value)
    }
    if let explicit {
      setExplicit(explicit)
    } else {
      uniform = first
      itemCount = first * self.sectionCount
    }
  }

  private mutating func setExplicit(_ values: [Int]) {
    if let first = values.first, values.allSatisfy({ $0 == first }) {
      counts = nil
      starts = []
      uniform = first
      itemCount = first * values.count
      return
    }
    counts = values
    starts = []
    starts.reserveCapacity(values.count)
    var total = 0
    for value in values {
      starts.append(total)
      total += value
    }
    itemCount = total
  }

  /// The count of section `section`, which must be in range.
  func count(inSection section: Int) -> Int {
    counts?[section] ?? uniform
  }

  /// The flat index of the first item of `section` (`itemCount` for `sectionCount`).
  func firstFlatIndex(ofSection section: Int) -> Int {
    guard counts != nil else { return section * uniform }
    return section < starts.count ? starts[section] : itemCount
  }

  /// The flat index of `path`.
  func flatIndex(of path: ItemPath) -> Int {
    firstFlatIndex(ofSection: path.section) + path.item
  }

  /// The path of flat index `index`, which must be in `0..<itemCount`.
  func path(forFlatIndex index: Int) -> ItemPath {
    guard counts != nil else { return ItemPath(section: index / uniform, item: index % uniform) }
    // The last section whose first item is at or before `index`, skipping empty sections.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return ItemPath(section: low, item: index - starts[low])
  }

  /// Whether `path` addresses an existing item.
  func contains(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < sectionCount && path.item >= 0
      && path.item < count(inSection: path.section)
  }

  /// The counts after a batch: surviving sections keep their count unless `fresh` gives one;
  /// inserted sections must be in `fresh`.
  ///
  /// - Complexity: O(k) while the counts stay uniform, O(n) otherwise.
  func applying(_ remap: IndexRemap, newSectionCount: Int, fresh: [Int: Int]) -> SectionCounts {
    // Sections that keep their old count share the old uniform count; with none kept, the
    // fresh counts decide.
    let keepsOldCounts = newSectionCount > fresh.count
    let candidate = keepsOldCounts ? uniform : (fresh.values.first ?? uniform)
    if counts == nil, fresh.values.allSatisfy({ $0 == candidate }) {
      var next = self
      next.sectionCount = newSectionCount
      next.uniform = candidate
      next.itemCount = candidate * newSectionCount
      return next
    }
    var values: [Int] = []
    values.reserveCapacity(newSectionCount)
    let removed = Set(remap.removed)
    var staying = (0..<sectionCount).lazy.filter { !removed.contains($0) }.makeIterator()
    let placed = Set(remap.placed)
    let movedIn = Dictionary(remap.moves.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    for section in 0..<newSectionCount {
      if let value = fresh[section] {
        values.append(value)
        if !placed.contains(section) { _ = staying.next() }
      } else if let source = movedIn[section] {
        values.append(count(inSection: source))
      } else if let source = staying.next() {
        values.append(count(inSection: source))
      } else {
        values.append(0)
      }
    }
    var next = SectionCounts()
    next.sectionCount = newSectionCount
    next.setExplicit(values)
    return next
  }
}

/// A data source that can say that every section has the same number of items, so that a reload
/// need not ask section by section (the adapter behind a page container: one cell per page).
protocol UniformItemCounts: AnyObject {
  /// The item count of every section, or `nil` when sections must be asked one by one.
  var uniformItemCount: Int? { get }
}
