import Folio

/// An object whose identity stands in for a controller's, for slots made without one.
final class SlotOwner {}

/// What the parts' tests share: slots made on their own (no page, no controller), and a
/// presentation of them.
protocol MakesSlots {
  /// The identity the slots' controller identifier names.
  var owner: SlotOwner { get }
}

extension MakesSlots {
  /// The pool of `ControllerReuseTests.Card`, the slots' pool by default.
  var card: ReuseIdentifier { ReuseIdentifier(ControllerReuseTests.Card.self) }

  /// A live, hidden, active slot at `index`.
  func slot(_ index: Int, key: ReuseIdentifier? = nil) -> PageSlot {
    .standalone(index: index, key: key ?? card, controllerID: ObjectIdentifier(owner))
  }

  /// A presentation of slots at `indices` (each page's identity is its index), activated in
  /// that order, then those at `shown` shown in that order.
  ///
  /// - Returns: The presentation and the slots, in the order of `indices`.
  func presented(_ indices: [Int], key: ReuseIdentifier? = nil, shown: [Int] = [])
    -> (PagePresentation<Int>, [PageSlot])
  {
    let presentation = PagePresentation<Int>()
    let made = indices.map { slot($0, key: key) }
    for slot in made { presentation.activate(slot, id: slot.state.index) }
    for index in shown {
      if let slot = made.first(where: { $0.state.index == index }) { presentation.show(slot) }
    }
    return (presentation, made)
  }
}
