/// A validated ``BatchUpdate``: the new counts, and where every old item goes.
struct BatchPlan {
  let sections: IndexRemap
  let reloadedSections: Set<Int>
  let oldCounts: SectionCounts
  let newCounts: SectionCounts
  private let itemRemaps: [Int: IndexRemap]  // keyed by old section
  private let itemPlacements: [Int: [Int]]  // keyed by new section
  private let itemsGone: Set<ItemPath>  // deleted
  private let itemsReloaded: Set<ItemPath>
  private let itemMoves: [ItemPath: ItemPath]
  /// Deleted sections whose content an inserted section shows again: old index to new.
  private let replacements: [Int: Int]

  /// Checks `batch` against the old counts and the data source's new ones.
  init(
    _ batch: BatchUpdate, counts: SectionCounts, newSectionCount: Int,
    newItemCount: (Int) -> Int
  ) throws(BatchUpdateError) {
    let oldSectionCount = counts.sectionCount
    func checkOld(_ section: Int, _ operation: String) throws(BatchUpdateError) {
      guard section >= 0, section < oldSectionCount else {
        throw .sectionOutOfRange(
          operation: operation, section: section, sectionCount: oldSectionCount)
      }
    }
    func checkNew(_ section: Int, _ operation: String) throws(BatchUpdateError) {
      guard section >= 0, section < newSectionCount else {
        throw .sectionOutOfRange(
          operation: operation, section: section, sectionCount: newSectionCount)
      }
    }
    func checkUnique<T: Hashable>(_ values: [T], _ operation: String) throws(BatchUpdateError) {
      var seen = Set<T>()
      for value in values where !seen.insert(value).inserted {
        throw .duplicateIndex(operation: operation, description: "\(value)")
      }
    }

    // Sections.
    for section in batch.deletedSections { try checkOld(section, "delete section") }
    for section in batch.reloadedSections { try checkOld(section, "reload section") }
    for move in batch.movedSections { try checkOld(move.from, "move section") }
    for section in batch.insertedSections { try checkNew(section, "insert section") }
    for move in batch.movedSections { try checkNew(move.to, "move section") }
    try checkUnique(
      batch.deletedSections + batch.reloadedSections + batch.movedSections.map(\.from),
      "delete, reload or move section")
    try checkUnique(
      batch.insertedSections + batch.movedSections.map(\.to), "insert or move section")
    let expected = oldSectionCount - batch.deletedSections.count + batch.insertedSections.count
    guard expected == newSectionCount else {
      throw .sectionCountMismatch(expected: expected, reported: newSectionCount)
    }
    let sections = IndexRemap(
      deletes: batch.deletedSections, inserts: batch.insertedSections,
      moves: batch.movedSections.map { ($0.from, $0.to) })
    let reloadedSections = Set(batch.reloadedSections)
    let changedOld = Set(batch.deletedSections).union(reloadedSections)
    var changedNew = Set(batch.insertedSections)
    for section in reloadedSections {
      if let destination = sections.newIndex(ofOld: section) { changedNew.insert(destination) }
    }

    // Items, old side.
    func checkOldItem(_ path: ItemPath, _ operation: String) throws(BatchUpdateError) {
      try checkOld(path.section, operation)
      guard !changedOld.contains(path.section) else {
        throw .itemInChangedSection(operation: operation, path: path)
      }
      let count = counts.count(inSection: path.section)
      guard path.item >= 0, path.item < count else {
        throw .itemOutOfRange(operation: operation, path: path, itemCount: count)
      }
    }
    for path in batch.deletedItems { try checkOldItem(path, "delete item") }
    for path in batch.reloadedItems { try checkOldItem(path, "reload item") }
    for move in batch.movedItems { try checkOldItem(move.from, "move item") }
    try checkUnique(
      batch.deletedItems + batch.reloadedItems + batch.movedItems.map(\.from),
      "delete, reload or move item")

    // Items, new side.
    var freshCounts: [Int: Int] = [:]
    func newCount(_ section: Int) -> Int {
      if let known = freshCounts[section] { return known }
      let value = max(0, newItemCount(section))
      freshCounts[section] = value
      return value
    }
    func checkNewItem(_ path: ItemPath, _ operation: String) throws(BatchUpdateError) {
      try checkNew(path.section, operation)
      guard !changedNew.contains(path.section) else {
        throw .itemInChangedSection(operation: operation, path: path)
      }
      let count = newCount(path.section)
      guard path.item >= 0, path.item < count else {
        throw .itemOutOfRange(operation: operation, path: path, itemCount: count)
      }
    }
    for path in batch.insertedItems { try checkNewItem(path, "insert item") }
    for move in batch.movedItems { try checkNewItem(move.to, "move item") }
    try checkUnique(batch.insertedItems + batch.movedItems.map(\.to), "insert or move item")

    var removals: [Int: [Int]] = [:]
    for path in batch.deletedItems + batch.movedItems.map(\.from) {
      removals[path.section, default: []].append(path.item)
    }
    var placements: [Int: [Int]] = [:]
    for path in batch.insertedItems + batch.movedItems.map(\.to) {
      placements[path.section, default: []].append(path.item)
    }

    // Every section whose items change must report its old count plus the changes.
    var touched = Set(placements.keys)
    for section in removals.keys {
      if let destination = sections.newIndex(ofOld: section) { touched.insert(destination) }
    }
    var fresh: [Int: Int] = [:]
    for section in touched.sorted() {
      guard let source = sections.source(ofNew: section) else { continue }
      let expected =
        counts.count(inSection: source) - (removals[source]?.count ?? 0)
        + (placements[section]?.count ?? 0)
      let reported = newCount(section)
      guard expected == reported else {
        throw .itemCountMismatch(section: section, expected: expected, reported: reported)
      }
      fresh[section] = reported
    }
    for section in changedNew { fresh[section] = newCount(section) }

    var itemRemaps: [Int: IndexRemap] = [:]
    for section in Set(removals.keys).union(touched.compactMap { sections.source(ofNew: $0) }) {
      let destination = sections.newIndex(ofOld: section) ?? -1
      itemRemaps[section] = IndexRemap(
        removed: removals[section] ?? [], placed: placements[destination] ?? [])
    }

    self.sections = sections
    self.reloadedSections = reloadedSections
    self.oldCounts = counts
    self.newCounts = counts.applying(sections, newSectionCount: newSectionCount, fresh: fresh)
    self.itemRemaps = itemRemaps
    self.itemPlacements = placements
    self.itemsGone = Set(batch.deletedItems)
    self.itemsReloaded = Set(batch.reloadedItems)
    self.itemMoves = Dictionary(
      batch.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    self.replacements = Dictionary(
      batch.replacedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
  }

  /// Where an old item is after the batch, or `nil` if it was deleted or its cell replaced by
  /// a reload.
  func newPath(of path: ItemPath) -> ItemPath? {
    guard !reloadedSections.contains(path.section),
      let section = sections.newIndex(ofOld: path.section),
      !itemsGone.contains(path), !itemsReloaded.contains(path)
    else { return nil }
    if let destination = itemMoves[path] { return destination }
    return ItemPath(section: section, item: itemSlot(of: path, inNewSection: section))
  }

  /// Where a reloaded old item is after the batch (its cell is replaced there), or `nil` if the
  /// item was not reloaded or no longer exists (a reloaded section that shrank).
  func replacementPath(of path: ItemPath) -> ItemPath? {
    if let section = replacements[path.section] {
      return path.item < newCounts.count(inSection: section)
        ? ItemPath(section: section, item: path.item) : nil
    }
    guard let section = sections.newIndex(ofOld: path.section) else { return nil }
    if reloadedSections.contains(path.section) {
      return path.item < newCounts.count(inSection: section)
        ? ItemPath(section: section, item: path.item) : nil
    }
    guard itemsReloaded.contains(path) else { return nil }
    return ItemPath(section: section, item: itemSlot(of: path, inNewSection: section))
  }

  /// The new flat index that best stands in for an old item: its own, or, if it is gone, the
  /// one of the item that takes its place (the next surviving item, or past the end).
  func standInFlatIndex(of path: ItemPath) -> Int {
    if let moved = newPath(of: path) { return newCounts.flatIndex(of: moved) }
    guard let section = sections.newIndex(ofOld: path.section) else {
      let slot = min(sections.slot(ofOld: path.section), newCounts.sectionCount)
      return newCounts.firstFlatIndex(ofSection: slot)
    }
    if reloadedSections.contains(path.section) {
      let count = newCounts.count(inSection: section)
      return newCounts.firstFlatIndex(ofSection: section) + min(path.item, max(0, count - 1))
    }
    return newCounts.firstFlatIndex(ofSection: section)
      + itemSlot(of: path, inNewSection: section)
  }

  private func itemSlot(of path: ItemPath, inNewSection section: Int) -> Int {
    if let remap = itemRemaps[path.section] { return remap.slot(ofOld: path.item) }
    // Only placements in the new section (items moved in from elsewhere).
    guard let placed = itemPlacements[section] else { return path.item }
    return IndexRemap(removed: [], placed: placed).slot(ofOld: path.item)
  }
}
