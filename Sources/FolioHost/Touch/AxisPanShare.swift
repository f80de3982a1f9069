/// How one pan is shared between a scroller inside a page and the pages: where each is for the
/// finger's travel since the pan began.
///
/// Travel is in the scroller's offset units (positive as its offset grows). The pages' part
/// is the travel the scroller does not take: with ``PageAxisHandoff/nextPan`` all of it or
/// none (decided by the first travel: the scroller's if it can move that way), with
/// ``PageAxisHandoff/sameDrag`` what lies past the scroller's room either way. Both parts are
/// functions of the travel alone, so reports in any order give the same answer.
package struct AxisPanShare: Equatable, Sendable {
  /// Who a ``PageAxisHandoff/nextPan`` pan belongs to.
  package enum Owner: Equatable, Sendable { case scroller, pages, shared }

  /// The scroller's offset when the pan began, within its range.
  package let start: Double
  /// The scroller's largest offset.
  package let range: Double
  package private(set) var owner: Owner?
  private let handoff: PageAxisHandoff
  /// Below this, a distance is no room (a device pixel: a platform may round offsets to it).
  private let pixel: Double

  /// A pan over a scroller at `offset` within `0...range`.
  package init(handoff: PageAxisHandoff, offset: Double, range: Double, pixel: Double) {
    let range = range.isFinite ? max(0, range) : 0
    self.range = range
    start = offset.isFinite ? min(max(0, offset), range) : 0
    self.handoff = handoff
    self.pixel = pixel.isFinite && pixel > 0 ? pixel : 1
    if handoff == .sameDrag { owner = .shared }
  }

  /// Whether a pan that goes `travel`'s way from the start is the scroller's (``PageAxisHandoff/nextPan``):
  /// it has room that way.
  package func scrollerTakes(travel: Double) -> Bool {
    travel > 0 ? range - start >= pixel : travel < 0 ? start >= pixel : false
  }

  /// Decides a ``PageAxisHandoff/nextPan`` pan's owner by the travel that began it (nothing for
  /// none, or a pan already decided).
  package mutating func decide(travel: Double) {
    guard owner == nil, travel.isFinite, travel != 0 else { return }
    owner = scrollerTakes(travel: travel) ? .scroller : .pages
  }

  /// The scroller's offset and the pages' travel for the finger's `travel` since the pan
  /// began (the first nonzero travel decides a ``PageAxisHandoff/nextPan`` pan's owner).
  ///
  /// - Parameters:
  ///   - travel: The finger's travel, in offset units; not finite: none.
  ///   - now: The scroller's range now, if it changed during the pan (a zoom): the scroller
  ///     stays within it. Not finite or negative counts as 0.
  /// - Returns: Where the scroller is, and how far the pages travel.
  package mutating func split(_ travel: Double, range now: Double? = nil)
    -> (scroller: Double, pages: Double)
  {
    let range = now.map { $0.isFinite ? max(0, $0) : 0 } ?? self.range
    let start = min(self.start, range)
    guard travel.isFinite else { return (start, 0) }
    if owner == nil, travel != 0 { owner = scrollerTakes(travel: travel) ? .scroller : .pages }
    switch owner {
    case .scroller?: return (min(max(0, start + travel), range), 0)
    case .pages?, nil: return (start, travel)
    case .shared?:
      let taken = min(max(-start, travel), range - start)
      return (start + taken, travel - taken)
    }
  }
}
