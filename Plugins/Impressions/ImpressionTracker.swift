import FolioList

/// One impression: something was at least the threshold fraction visible for at least the
/// minimum time, without a break.
public struct Impression<ID: Hashable> {
  /// What was seen.
  public var id: ID
  /// When the visit began, on the clock the tracker reads.
  public var start: Duration
  /// How long it lasted.
  public var duration: Duration
  /// The largest fraction of it that was visible during the visit, in `0...1`.
  public var largestFraction: Double

  /// Creates an impression.
  ///
  /// - Parameters:
  ///   - id: What was seen.
  ///   - start: When the visit began.
  ///   - duration: How long it lasted.
  ///   - largestFraction: The largest visible fraction.
  public init(id: ID, start: Duration, duration: Duration, largestFraction: Double) {
    self.id = id
    self.start = start
    self.duration = duration
    self.largestFraction = largestFraction
  }
}

extension Impression: Equatable where ID: Equatable {}
extension Impression: Hashable where ID: Hashable {}
extension Impression: Sendable where ID: Sendable {}

/// Turns visibility over time into impressions (the engine of ``PageImpressionsPlugin`` and
/// ``ListImpressions``; usable on its own for any visible things).
///
/// A *visit* begins when a thing's visible fraction reaches ``threshold`` and ends when it
/// drops below it or the thing is no longer reported visible. A visit that lasted at least
/// ``minimumDuration`` is reported once, when it ends, with its start, duration and largest
/// fraction; shorter visits (things scrolled past) report nothing. ``endVisits(at:)`` ends every
/// open visit (when the screen goes away, say).
///
/// A visit *qualifies* the moment it has lasted ``minimumDuration``: ``didQualify`` hears it
/// then, once per visit (what autoplay and view counting need), at the first ``update(_:at:)``
/// or ``advance(to:)`` at or after that moment; ``nextQualification`` says when that is.
public final class ImpressionTracker<ID: Hashable> {
  /// The visible fraction that counts, in `0...1`: `0.5` by default.
  ///
  /// A thing with nothing visible never counts, even with a threshold of 0.
  public let threshold: Double
  /// How long a visit must last to count: 1 s by default.
  public let minimumDuration: Duration
  /// Receives each impression as its visit ends.
  public var didRecord: ((Impression<ID>) -> Void)?
  /// Receives each visit the moment it qualifies (its duration so far is the minimum, or more
  /// if no time was reported in between), before its impression at the end.
  public var didQualify: ((Impression<ID>) -> Void)?

  private struct Visit {
    var start: Duration
    var largest: Double
    var qualified = false
  }

  private var visits: [ID: Visit] = [:]
  /// Open visits in the order they began, so that ends at one moment report in that order.
  private var order: [ID] = []

  /// Creates a tracker.
  ///
  /// - Parameters:
  ///   - threshold: The fraction that counts; clamped to `0...1`, not-a-number means 0.5.
  ///   - minimumDuration: How long a visit must last; negative counts as 0.
  public init(threshold: Double = 0.5, minimumDuration: Duration = .seconds(1)) {
    self.threshold = threshold.isNaN ? 0.5 : min(max(0, threshold), 1)
    self.minimumDuration = max(.zero, minimumDuration)
  }

  /// The things being visited now, in the order their visits began.
  public var openVisits: [ID] { order }

  /// When the earliest open visit that has not qualified yet will qualify; `nil` for none.
  ///
  /// - Complexity: O(o) for o open visits.
  public var nextQualification: Duration? {
    var earliest: Duration?
    for id in order {
      guard let visit = visits[id], !visit.qualified else { continue }
      let due = visit.start + minimumDuration
      if earliest.map({ due < $0 }) ?? true { earliest = due }
    }
    return earliest
  }

  /// Time passed with nothing else reported: visits that have lasted the minimum qualify
  /// (``didQualify``), in the order they began.
  ///
  /// - Parameter now: The time.
  /// - Complexity: O(o) for o open visits.
  public func advance(to now: Duration) {
    var qualifying: [Impression<ID>] = []
    for id in order {
      guard var visit = visits[id], !visit.qualified, now - visit.start >= minimumDuration else {
        continue
      }
      visit.qualified = true
      visits[id] = visit
      qualifying.append(
        Impression(
          id: id, start: visit.start, duration: now - visit.start, largestFraction: visit.largest))
    }
    for impression in qualifying { didQualify?(impression) }
  }

  /// Reports what is visible now; everything not listed is not visible.
  ///
  /// - Parameters:
  ///   - fractions: The visible things with the fraction of each that is visible (values
  ///     outside `0...1` are clamped; not-a-number counts as 0).
  ///   - now: The time, on a clock that never goes backwards.
  /// - Complexity: O(v + o) for v visible things and o open visits.
  public func update(_ fractions: [(ID, Double)], at now: Duration) {
    var seen: [ID: Double] = [:]
    seen.reserveCapacity(fractions.count)
    for (id, fraction) in fractions {
      let clamped = fraction.isNaN ? 0 : min(max(0, fraction), 1)
      seen[id] = max(seen[id] ?? 0, clamped)
    }
    // Ends first, in the order visits began; reported once the visits are up to date, so that
    // a report that calls back into the tracker sees a consistent state.
    var ended: [ID] = []
    for id in order where !counts(seen[id] ?? 0) { ended.append(id) }
    // A visit that lasted the minimum qualifies before it ends.
    if !ended.isEmpty { advance(to: now) }
    let impressions = end(ended, at: now)
    // Then new visits and larger fractions, in the order given.
    for (id, _) in fractions {
      guard let fraction = seen[id], counts(fraction) else { continue }
      if var visit = visits[id] {
        visit.largest = max(visit.largest, fraction)
        visits[id] = visit
      } else {
        visits[id] = Visit(start: now, largest: fraction)
        order.append(id)
      }
    }
    report(impressions)
    advance(to: now)
  }

  /// Ends every open visit now, reporting those long enough.
  ///
  /// - Parameter now: The time.
  public func endVisits(at now: Duration) {
    advance(to: now)
    report(end(order, at: now))
  }

  private func counts(_ fraction: Double) -> Bool { fraction > 0 && fraction >= threshold }

  /// Ends visits and returns the impressions among them, without reporting them.
  private func end(_ ids: [ID], at now: Duration) -> [Impression<ID>] {
    guard !ids.isEmpty else { return [] }
    let ending = Set(ids)
    order.removeAll { ending.contains($0) }
    var impressions: [Impression<ID>] = []
    for id in ids {
      guard let visit = visits.removeValue(forKey: id) else { continue }
      let duration = max(.zero, now - visit.start)
      guard duration >= minimumDuration else { continue }
      impressions.append(
        Impression(id: id, start: visit.start, duration: duration, largestFraction: visit.largest))
    }
    return impressions
  }

  private func report(_ impressions: [Impression<ID>]) {
    for impression in impressions { didRecord?(impression) }
  }
}
