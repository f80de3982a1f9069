/// The container's presentation part: its active pages (a page whose controller is active:
/// shown, kept near the current page, or prefetched), by identity and in delivery order, which
/// of them are shown, and the data source ask under way.
///
/// It decides and returns; the container performs: ``changes(toShow:)`` returns the pages that
/// enter and leave, and the container asks for their controllers and delivers their steps.
///
/// Invariants:
/// - a slot is in ``slots`` exactly while it is active, and the live ones (not deleted) are
///   also the values of ``byID``, one per identity;
/// - ``shown`` holds the active slots whose appearance is not hidden, each once, in the order
///   they appeared: ``show(_:)`` and ``hide(_:)`` are the only ways in and out;
/// - ``progressHandlerCount`` is the number of active slots with a progress handler;
/// - ``served`` is `nil` or an active slot.
package final class PagePresentation<ID: Hashable> {
  /// The live active pages by identity, for the steps that start from a page.
  ///
  /// Non-generic values (each an ``ActivePage``): a dictionary of a generic class type would
  /// look up that type's metadata at every access.
  private(set) var byID: [ID: PageSlot] = [:]
  /// The active pages in delivery order, for the steps every frame takes (see ``PageSlot``).
  private(set) var slots = PageSlots()
  /// The pages whose appearance is not hidden (at most a few), in the order they appeared: a
  /// frame that shows the same pages finds that out without scanning the active pages.
  private(set) var shown: [PageSlot] = []
  /// The page the app named to open on, until the pages arrive (`PageContainer.open(on:)`).
  var firstPage: FirstPage<ID>?
  /// The pages the motion names (see ``PageSelection``).
  var selection = PageSelection()
  /// What ``visibleIndices()`` last answered, handed out again while the same pages are shown.
  private var lastVisibleIndices: [Int] = []
  /// The span the last full presentation showed: a glide frame under the same span (and
  /// with nothing pending) only reports the new position.
  private(set) var presentedSpan: PresentedSpan?
  /// How many active pages' controllers follow their progress: a frame with none skips it.
  private(set) var progressHandlerCount = 0
  /// The page whose controller the container is asking the data source for (the only page
  /// `dequeueReusablePage` serves), and why.
  ///
  /// An index, not an identity: during the call no update can apply, and identities are unique,
  /// so the index names the page (and a non-generic optional costs a frame nothing).
  private(set) var asking: (index: Int, request: PageControllerRequest)?
  /// The active page the data source's dequeue served during the current ask, if any.
  private(set) var served: PageSlot?
  /// The page whose controller plugins are hearing will be reclaimed.
  private(set) var reclaiming: PageSlot?

  /// No active pages.
  package init() {}

  // MARK: Active pages

  /// Makes `slot` the active page of `id`; the caller took any previous one out.
  package func activate(_ slot: PageSlot, id: ID) {
    byID[id] = slot
    slots.insert(slot)
    if slot.progressHandler != nil { progressHandlerCount += 1 }
  }

  /// Takes `slot` out of the active pages (it must be hidden): it is no longer active.
  package func deactivate(_ slot: PageSlot, id: ID) {
    if byID[id] === slot { byID[id] = nil }
    if served === slot { served = nil }
    slots.remove(slot)
    if slot.isActive, slot.progressHandler != nil { progressHandlerCount -= 1 }
    slot.isActive = false
  }

  /// The live active page of `id`, if any.
  package func slot(for id: ID) -> PageSlot? { byID[id] }

  /// Moves a live active page to another index.
  package func move(_ slot: PageSlot, to index: Int) {
    guard slot.index != index else { return }
    slots.remove(slot)
    slot.index = index
    slots.insert(slot)
  }

  /// Marks an active page deleted (its page is gone, or another controller serves it now): it
  /// stays active, outgoing, until it is reclaimed.
  package func markDeleted(_ slot: PageSlot) {
    guard slot.isActive, !slot.isDeleted else { return }
    slots.remove(slot)
    slot.isDeleted = true
    slots.insert(slot)
    if served === slot { served = nil }
  }

  /// Moves every live active page to the index `newIndex` gives, or marks it deleted where it
  /// gives `nil` (its page is gone), then restores the delivery order.
  package func remap(_ newIndex: (PageSlot) -> Int?) {
    for slot in slots.all where !slot.isDeleted {
      if let index = newIndex(slot) { slot.index = index } else { slot.isDeleted = true }
    }
    slots.reorder()
  }

  // MARK: The data source's ask

  /// The data source is asked for the controller of the page at `index`, for `request`: only
  /// that page may be dequeued until ``endAsk()``.
  package func beginAsk(index: Int, request: PageControllerRequest) {
    asking = (index, request)
    served = nil
  }

  /// The ask is over.
  package func endAsk() { asking = nil }

  /// Whether the page at `index` is the one asked for.
  package func isAsked(_ index: Int) -> Bool { asking?.index == index }

  /// The dequeue of the ask served `slot` (an active page, kept or new).
  package func serve(_ slot: PageSlot) { served = slot }

  /// Plugins hear that `slot`'s controller will be reclaimed while `body` runs: it is the
  /// page's controller as they see it.
  package func reclaiming(_ slot: PageSlot, while body: () -> Void) {
    let previous = reclaiming
    reclaiming = slot
    body()
    reclaiming = previous
  }

  // MARK: Shown pages

  /// A hidden active page starts appearing.
  package func show(_ slot: PageSlot) {
    slot.appearance = .appearing
    shown.append(slot)
  }

  /// A shown page appeared (`pageDidAppear` is delivered): the pages rest with it shown.
  package func appear(_ slot: PageSlot) { slot.appearance = .appeared }

  /// Every shown page hears its progress again at the next delivery.
  package func forgetDeliveredProgress() {
    for slot in shown { slot.deliveredProgress = .nan }
  }

  /// The span the presentation that ends now showed (`nil`: none, or a jump).
  package func recordPresented(_ span: PresentedSpan?) { presentedSpan = span }

  /// A shown page is hidden: it forgets the progress it was last told.
  package func hide(_ slot: PageSlot) {
    slot.appearance = .hidden
    slot.deliveredProgress = .nan
    if let position = shown.firstIndex(where: { $0 === slot }) { shown.remove(at: position) }
  }

  /// The pages to show `desired` (ascending indices): the indices whose live page is not shown
  /// yet (ascending), and the shown pages to hide (deleted or not desired, in delivery order).
  ///
  /// - Complexity: O(d log a + s·d) for d desired, a active and s shown pages.
  package func changes(toShow desired: [Int]) -> (entering: [Int], leaving: [PageSlot]) {
    var entering: [Int] = []
    for index in desired where (slots.live(at: index)?.appearance ?? .hidden) == .hidden {
      entering.append(index)
    }
    var leaving = shown.filter { $0.isDeleted || !desired.contains($0.index) }
    if leaving.count > 1 { leaving.sort { $0.precedes($1) } }
    return (entering, leaving)
  }

  /// Whether the shown pages are exactly the pages `contains` accepts, `count` of them.
  package func showsExactly(_ count: Int, where contains: (Int) -> Bool) -> Bool {
    guard shown.count == count else { return false }
    // Live pages have distinct indices, so as many pages, each accepted, are the pages.
    for slot in shown where slot.isDeleted || !contains(slot.index) {
      return false
    }
    return true
  }

  /// The indices of the live shown pages, ascending.
  ///
  /// The same array as last asked while the same pages are shown (a plugin asks on every change
  /// of the range); otherwise rewritten in place, with no allocation once the last reader has let
  /// go of it.
  package func visibleIndices() -> [Int] {
    if shownPagesAreAt(lastVisibleIndices) { return lastVisibleIndices }
    lastVisibleIndices.removeAll(keepingCapacity: true)
    for slot in shown where !slot.isDeleted { lastVisibleIndices.append(slot.index) }
    if lastVisibleIndices.count == 2 {
      if lastVisibleIndices[0] > lastVisibleIndices[1] { lastVisibleIndices.swapAt(0, 1) }
    } else if lastVisibleIndices.count > 2 {
      lastVisibleIndices.sort()
    }
    return lastVisibleIndices
  }

  /// Whether the live shown pages are exactly at `indices` (a few distinct indices, checked
  /// without allocating; more than a few count as a mismatch).
  private func shownPagesAreAt(_ indices: [Int]) -> Bool {
    guard shown.count <= 4 else { return false }
    var live = 0
    for slot in shown where !slot.isDeleted {
      // Live pages have distinct indices: as many, each among `indices`, are `indices`.
      guard indices.contains(slot.index) else { return false }
      live += 1
    }
    return live == indices.count
  }

  // MARK: What tests read

  /// The active pages' states, in delivery order.
  package var activeStates: [SlotState] { slots.all.map(\.state) }
  /// The active slots, in delivery order.
  package var activeSlots: [PageSlot] { slots.all }
  /// The shown pages' indices, in the order they appeared.
  package var shownIndices: [Int] { shown.map(\.index) }
  /// The number of active pages with a progress handler.
  package var progressFollowers: Int { progressHandlerCount }
  /// The page the data source's dequeue served during the current ask.
  package var servedSlot: PageSlot? { served }
  /// The page whose controller plugins are hearing will be reclaimed.
  package var reclaimingSlot: PageSlot? { reclaiming }
}
