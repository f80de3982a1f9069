import Folio
import FolioList

// MARK: - Followed motion: reports in the old content's coordinates after an update

extension PageHost {
  /// An update moved the pages under a followed scroll view: its offsets move with them.
  ///
  /// Pages inserted or deleted before the ones shown: until the layout sets its offset
  /// (``wantedPlatformOffset``), it reports in the old content's coordinates. A display may lay
  /// out in a pass after the one that applied the update, and a platform may report between
  /// (its own frame of a glide, a finger's move, a scroll a page's code caused): every offset
  /// the host holds of it moves with the pages, and so does every report until the layout's
  /// set (``hostOffset(_:)``).
  ///
  /// Worked out once per generation of the pages, as soon as the host hears of them (the
  /// update's hook, or a phase hook of the same pass before it: a motion asked with the update
  /// reads the scroll view's offset).
  func syncPlatformShift() {
    let generation = container.pagesGeneration
    guard generation != shiftedGeneration else { return }
    shiftedGeneration = generation
    guard isFollowing, let move = container.lastPagesMove, move.generation == generation,
      let reported = scrollState.offset
    else { return }
    let (stride, count) = (container.pageStride, container.count)
    guard stride > 0, count > 0, move.countBefore > 0 else { return }
    // The offset as the old content's position, moved as the update moved the pages.
    let before = logicalPosition(reported, stride, move.countBefore)
    let moved = nearestWayRound(move.to - move.from)
    let distance = platformOffset(ofPosition: before + moved) - reported
    guard distance.isFinite, abs(distance) > 1e-9 * max(1, abs(reported)) else { return }
    scrollState.shift(by: distance)
    platformShift += distance
  }

  /// A reported offset in the host's coordinates: the old content's moved as the update moved
  /// the pages, until the layout's set (its report, within a device pixel of the offset the
  /// host wants, ends the shift); as reported otherwise.
  func hostOffset(_ offset: Double) -> Double {
    guard platformShift != 0 else { return offset }
    if scrollState.isInLayout, let wanted = wantedPlatformOffset,
      abs(offset - wanted) <= grid.pixel * (1 + 1e-6)
    {
      platformShift = 0
      return offset
    }
    return offset + platformShift
  }

  /// A layout pass ends (inside it): so does the shift.
  ///
  /// The layout set the offset the host wants (a set within a device pixel of where it was
  /// reports nothing: it is there); with nothing to set (no pages, an empty viewport), the
  /// offsets are the scroll view's own again.
  func endPlatformShift() {
    guard platformShift != 0 else { return }
    if let wanted = wantedPlatformOffset {
      // (On a copy, the clock read first: no access to the state is open while it calls out.)
      var state = scrollState
      let now = clockNow
      _ = state.didScroll(offset: wanted, now: now)
      scrollState = state
    } else {
      scrollState.shift(by: -platformShift)
    }
    platformShift = 0
  }

  /// An offset of the host's in the platform's coordinates (the old content's until the
  /// layout's set: a target handed to the platform before then).
  func platformCoordinate(_ offset: Double) -> Double { offset - platformShift }
}
