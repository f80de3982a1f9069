/// What a motion the host stopped may still report: its tail, which the host puts back.
///
/// UIKit does not say whether setting `contentOffset` stops a deceleration or an animation under
/// way, nor whether one that goes on keeps its target or its speed. So a report of a motion the
/// host stopped is its tail (put back) while it lies along that motion's way, or within the
/// distance it may still go from where the host's layout set it; anything else is the app's
/// own scroll (followed, not fought). A deceleration that goes on is still one: its reports
/// say `isDecelerating` (the content moves after the finger lifted), so a report that says
/// otherwise is never a stopped deceleration's tail.
struct StoppedMotionTail: Equatable {
  /// Where the stopped motion may still report; `nil`: it was the app's, whose reports the
  /// host follows.
  private var way: ClosedRange<Double>?
  /// How far the tail may report past its way.
  private var reach = 1.0
  /// How far the tail may report from an offset set under it, below and above it (a motion
  /// that goes on from a set goes as far as it had left to go: an animation, its own way).
  private var setReach = SetReach(below: 1, above: 1)
  /// Where the host's last set put it since it stopped the motion (the tail may go on from
  /// there), as far as ``setReach`` says.
  private var sets: ClosedRange<Double>?
  /// Whether the stopped motion was a deceleration.
  private var decelerates = false
  /// Where a stopped animation that had not moved yet started: its frames, if it goes on,
  /// move away from there (an animation's first frame moves), so a report of it is the app's
  /// (unless a set put it where the animation, going on from there, may reach it).
  private var unmovedStart: Double?

  /// Whether `offset`, reported with `isDecelerating` (`nil`: not known), may be the stopped
  /// motion's tail.
  func contains(_ offset: Double, isDecelerating: Bool?) -> Bool {
    if decelerates, isDecelerating == false { return false }
    if sets?.contains(offset) == true { return true }
    if let start = unmovedStart, abs(offset - start) < 1e-9 { return false }
    return way?.contains(offset) == true
  }

  /// The content moved under it by `distance` (an update): so does everything it holds.
  mutating func shift(by distance: Double) {
    func moved(_ range: ClosedRange<Double>?) -> ClosedRange<Double>? {
      range.map { ($0.lowerBound + distance)...($0.upperBound + distance) }
    }
    (way, sets, unmovedStart) = (moved(way), moved(sets), unmovedStart.map { $0 + distance })
  }

  /// The host's layout set the offset to `offset` since: the tail may go on from there.
  mutating func hostDidSet(_ offset: Double) {
    if way != nil { sets = (offset - setReach.below)...(offset + setReach.above) }
  }

  /// An animation the host asked for from `from` to `target`, last reported at `movedTo` (or
  /// never, `hasMoved` false), stopped where the host's set put it (`set`): it runs between
  /// where it was asked and its target, or goes on from the set as far as it had left to go.
  mutating func stopAnimation(
    from: Double?, target: Double, movedTo: Double?, hasMoved: Bool, set: Double?
  ) {
    (reach, decelerates) = (1, false)
    let left = target - ((hasMoved ? movedTo : from) ?? target)
    setReach = SetReach(below: max(0, -left) + 1, above: max(0, left) + 1)
    unmovedStart = hasMoved ? nil : from
    way = self.way(through: [from ?? target, target, movedTo ?? target])
    sets = nil
    if let set { hostDidSet(set) }
  }

  /// A deceleration from `from` toward `end`, last reported at `here`, stopped where the
  /// host's set put it (`set`): it goes on from wherever it is set, as far as it had left to
  /// go, or toward where it was going, so as far as the set moved it.
  mutating func stopDeceleration(from: Double?, end: Double, here: Double, set: Double?) {
    reach = max(abs(end - here), abs((set ?? here) - here)) + 1
    (setReach, decelerates, unmovedStart) = (SetReach(below: reach, above: reach), true, nil)
    way = self.way(through: [from ?? here, end, here])
    sets = nil
    if let set { hostDidSet(set) }
  }

  /// A motion stopped by a set in a new geometry (a resize, an update): its tail may go
  /// anywhere (its target and its way are the old geometry's), and all it reports is put back
  /// (a deceleration's, while it says it decelerates).
  mutating func stopAnywhere(decelerates: Bool) {
    (self.decelerates, unmovedStart) = (decelerates, nil)
    way = -Double.infinity...Double.infinity
    sets = nil
  }

  /// A motion of the app's stopped: all it reports is followed.
  mutating func stopAppsMotion() {
    unmovedStart = nil
    way = nil
    sets = nil
  }

  /// The offsets between the least and the greatest of `offsets`, and ``reach`` past.
  private func way(through offsets: [Double]) -> ClosedRange<Double> {
    let low = offsets.min() ?? 0
    return low - reach...max(low, offsets.max() ?? low) + reach
  }
}

/// How far a stopped motion's tail may report below and above an offset set under it.
private struct SetReach: Equatable {
  var below: Double
  var above: Double
}
