/// The part of an active page that every frame reads and writes: where it is and where it stands
/// in its lifecycle.
///
/// Not generic, so that the per-frame work (which pages are shown, which go, which are reclaimed)
/// runs as specialised code over plain values: generic code that the container cannot specialise
/// (its page type is the user's) looks up type metadata at run time for every generic value it
/// touches. The page and its controller live in the subclass, ``ActivePage``, read where a step
/// needs them.
package class PageSlot {
  /// The page's index; for a deleted page, the index it had.
  var index: Int
  /// The page was deleted and its controller awaits reclaiming.
  var isDeleted = false
  var appearance = PageAppearance.hidden
  /// Whether a plugin kept the page from being reclaimed at the last recycling pass.
  var isRetainedByPlugin = false
  /// The reuse identifier whose live-controller budget refused the page's last dequeue: the
  /// page holds a stand-in until the budget has room, is asked again then, and counts against
  /// that budget (not the stand-in's) when pinned.
  var budgetRefusedKey: ReuseIdentifier?
  /// Whether the page holds a stand-in a budget gave.
  var wantsBudgetRetry: Bool { budgetRefusedKey != nil }
  /// Whether the slot is still one of the container's active pages (a step that held on to it
  /// while plugin or user code ran checks this before acting on it).
  var isActive = true
  /// The pool the controller goes back to.
  let key: ReuseIdentifier
  /// The controller's identity, for tags and in-use checks.
  let controllerID: ObjectIdentifier
  /// The controller's ``TransformablePageController/pageDidChangeProgress(_:)``, when it adopts
  /// that protocol: found once, when the page becomes active, so that a frame calls it without
  /// a dynamic cast or generic code.
  var progressHandler: ((Double) -> Void)?
  /// The progress last delivered to ``progressHandler`` (not a number: none since the page was
  /// last shown).
  var deliveredProgress = Double.nan
  /// During an animated jump over several pages, where this source was when the jump started
  /// or last changed course (not a number: not a source of the jump under way).
  var jumpOffset = Double.nan

  init(index: Int, key: ReuseIdentifier, controllerID: ObjectIdentifier) {
    self.index = index
    self.key = key
    self.controllerID = controllerID
  }

  /// The order pages are delivered in: ascending index; a deleted page (named by the index it
  /// had) before a live page that now has the same index.
  ///
  /// A total order over the active pages (two live pages never share an index), so that nothing
  /// depends on hash-table order.
  package final func precedes(_ other: PageSlot) -> Bool {
    index != other.index ? index < other.index : isDeleted && !other.isDeleted
  }
}

/// Where a slot stands, as a value (what tests compare; the container reads the stored
/// properties, which stay module-internal so that the optimizer sees every access).
package struct SlotState: Hashable, CustomStringConvertible {
  package var index: Int
  package var isDeleted: Bool
  package var appearance: PageAppearance
  package var isActive: Bool

  package init(
    index: Int, isDeleted: Bool = false, appearance: PageAppearance = .hidden,
    isActive: Bool = true
  ) {
    self.index = index
    self.isDeleted = isDeleted
    self.appearance = appearance
    self.isActive = isActive
  }

  package var description: String {
    "\(index)\(isDeleted ? " deleted" : "")\(appearance == .hidden ? "" : " \(appearance)")"
      + (isActive ? "" : " inactive")
  }
}

extension PageSlot {
  /// The slot's state.
  package var state: SlotState {
    SlotState(index: index, isDeleted: isDeleted, appearance: appearance, isActive: isActive)
  }

  /// A slot on its own (tests: the parts work on slots without pages or controllers).
  ///
  /// - Parameters:
  ///   - index: The page's index.
  ///   - key: The pool its controller would go back to.
  ///   - controllerID: The controller's identity.
  /// - Returns: An active, hidden, live slot.
  package static func standalone(
    index: Int, key: ReuseIdentifier, controllerID: ObjectIdentifier
  ) -> PageSlot {
    PageSlot(index: index, key: key, controllerID: controllerID)
  }

  /// Where the page starts on the course of the jump under way (not a number: not on one).
  package var jumpStartOffset: Double { jumpOffset }

  /// Sets the progress handler (tests: a slot that follows its progress).
  package func follow(_ handler: @escaping (Double) -> Void) { progressHandler = handler }
}

/// An active page: the page model and its controller, with the slot the frames work on.
final class ActivePage<Page: Diffable>: PageSlot {
  let controller: any PageController<Page>
  var page: Page

  /// An active page for a controller.
  ///
  /// - Parameters:
  ///   - controller: The controller.
  ///   - key: Its pool.
  ///   - page: The page.
  ///   - index: The page's index.
  ///   - transforms: Whether the controller is a ``TransformablePageController`` (the container
  ///     knows it per class: a failing cast costs more than a swipe's own work).
  init(
    controller: any PageController<Page>, key: ReuseIdentifier, page: Page, index: Int,
    transforms: Bool
  ) {
    self.controller = controller
    self.page = page
    super.init(index: index, key: key, controllerID: ObjectIdentifier(controller))
    if transforms, let transformable = controller as? any TransformablePageController {
      progressHandler = { transformable.pageDidChangeProgress($0) }
    }
  }
}

/// The active pages in delivery order (``PageSlot/precedes(_:)``): what a frame scans, without
/// hashing and without generic code.
struct PageSlots {
  private(set) var all: [PageSlot] = []
  /// How many slots are of deleted pages (usually none).
  private(set) var deletedCount = 0

  /// The position of the first slot that does not precede one with `index` and `isDeleted`.
  private func insertionPoint(index: Int, isDeleted: Bool) -> Int {
    var low = 0
    var high = all.count
    while low < high {
      let middle = low + (high - low) / 2
      let slot = all[middle]
      let before =
        slot.index != index ? slot.index < index : slot.isDeleted && !isDeleted
      if before { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The live (not deleted) page at `index`.
  ///
  /// - Complexity: O(log a) for a active pages.
  func live(at index: Int) -> PageSlot? {
    let position = insertionPoint(index: index, isDeleted: false)
    guard position < all.count, all[position].index == index, !all[position].isDeleted else {
      return nil
    }
    return all[position]
  }

  mutating func insert(_ slot: PageSlot) {
    all.insert(slot, at: insertionPoint(index: slot.index, isDeleted: slot.isDeleted))
    if slot.isDeleted { deletedCount += 1 }
  }

  mutating func remove(_ slot: PageSlot) {
    var position = insertionPoint(index: slot.index, isDeleted: slot.isDeleted)
    while position < all.count, all[position] !== slot { position += 1 }
    guard position < all.count else { return }
    all.remove(at: position)
    if slot.isDeleted { deletedCount -= 1 }
  }

  /// Restores the order after indices changed (a data update) or pages were marked deleted.
  mutating func reorder() {
    all.sort { $0.precedes($1) }
    deletedCount = all.reduce(0) { $0 + ($1.isDeleted ? 1 : 0) }
  }

  /// Whether every slot is live and within `low...high`: then nothing is due for reclaiming.
  ///
  /// - Complexity: O(1).
  func allLive(within low: Int, _ high: Int) -> Bool {
    guard let first = all.first, let last = all.last else { return true }
    return deletedCount == 0 && first.index >= low && last.index <= high
  }
}
