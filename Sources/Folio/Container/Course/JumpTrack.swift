/// The container's far-jump part: the course of an animated jump over several pages, the pages
/// it slides out (its sources), and where it started.
///
/// A jump's sources and its target move together as one strip of neighbours (see
/// ``JumpCourse``). When the jump starts or changes course (retargeted, or its pages updated)
/// every shown page keeps the place it has then as its start on the new course, so nothing
/// snaps; the container hands the part the shown pages and where they are, and the part records
/// the course.
///
/// Invariants:
/// - ``course`` is `nil` exactly when no jump is followed; then ``sources`` is empty and no
///   slot it was handed keeps a finite `jumpOffset` (``end(_:)``);
/// - while a course is followed, every source was shown when it was captured and is not its
///   target.
package final class JumpTrack<ID: Hashable> {
  /// The pages shown, other than its target, when the jump started or last changed course; with
  /// its target, the only pages that may be shown until it ends.
  private(set) var sources: [ID] = []
  /// Where the jump started, for the collection view (which displays its sources until it
  /// ends).
  private(set) var start = 0.0
  /// Where the pages were drawn as it started (a followed bounce included): where its course
  /// is captured from.
  private(set) var drawnStart = 0.0
  /// The jump's course as last captured; `nil` when no jump is followed.
  private(set) var course: JumpCourse?

  /// No jump.
  package init() {}

  /// A jump starts from `position`, the pages drawn at `drawn`.
  package func begin(at position: Double, drawn: Double) {
    (start, drawnStart) = (position, drawn)
  }

  /// The pages changed under the jump: its start moves where `remap` takes it (and the drawn
  /// start with it, a bounce past it kept).
  package func rebase(_ remap: (Double) -> Double) {
    let moved = remap(start)
    (start, drawnStart) = (moved, moved + (drawnStart - start))
  }

  /// Whether the course was captured for `motion` already (nothing to do this frame).
  package func follows(_ motion: PageMotion) -> Bool { course?.motion == motion }

  /// Captures the course of `motion` toward `target` from the shown pages: each keeps its
  /// place `offset` as its start on the course; the target starts where it is if shown, else
  /// one page past the farthest source the way the jump goes.
  ///
  /// - Parameters:
  ///   - motion: The jump's motion now.
  ///   - target: The index of its target.
  ///   - shown: The live shown pages and their identities.
  ///   - offset: Where a shown page is now (on the course being left, or where the position
  ///     puts it as a jump starts).
  package func capture(
    _ motion: PageMotion, target: Int, shown: [(slot: PageSlot, id: ID)],
    offset: (PageSlot) -> Double
  ) {
    var farthest = 0.0
    var targetOffset: Double?
    let direction: Double = Double(motion.to) < motion.from ? -1 : 1
    var captured: [ID] = []
    for (slot, id) in shown {
      let place = offset(slot)
      slot.jumpOffset = place
      if slot.index == target {
        targetOffset = place
      } else {
        farthest = max(farthest, direction * place)
        captured.append(id)
      }
    }
    sources = captured
    course = JumpCourse(motion: motion, target: targetOffset ?? direction * (farthest + 1))
  }

  /// The pages the jump shows: its target and its sources, each while some part of it is in
  /// the viewport, ascending.
  ///
  /// At its first instant the target lies just past the viewport's edge, so it is not shown
  /// yet; it is shown from the first frame it moves into view.
  ///
  /// - Parameters:
  ///   - target: The index of its target.
  ///   - targetOffset: Where the target is on the course.
  ///   - index: A source's index now (`nil` for a page that is gone).
  ///   - offset: Where the live page at an index is on the course (`nil` for none).
  ///   - isShown: Whether a page at an offset is in the viewport.
  /// - Returns: The indices to show.
  package func shownIndices(
    target: Int, targetOffset: Double, index: (ID) -> Int?, offset: (Int) -> Double?,
    isShown: (Double) -> Bool
  ) -> [Int] {
    var indices = Set(
      sources.compactMap { id -> Int? in
        guard let index = index(id), let place = offset(index) else { return nil }
        return isShown(place) ? index : nil
      })
    if isShown(targetOffset) { indices.insert(target) }
    return indices.sorted()
  }

  /// The pages are about to change under the jump (which rebases its motion): each shown page
  /// keeps its place `offset` as its start, and the target the place `target`, until the
  /// course is captured again.
  package func hold(target: Double, shown: [PageSlot], offset: (PageSlot) -> Double) {
    guard course != nil else { return }
    for slot in shown { slot.jumpOffset = offset(slot) }
    course = JumpCourse(motion: nil, target: target)
  }

  /// The jump ended: no page is a source any more.
  ///
  /// - Parameter slots: Every active page.
  package func end(_ slots: [PageSlot]) {
    course = nil
    sources = []
    for slot in slots { slot.jumpOffset = .nan }
  }

  // MARK: What tests read

  /// The sources' identities, as captured.
  package var sourceIDs: [ID] { sources }
  /// The course as captured.
  package var capturedCourse: JumpCourse? { course }
  /// Where the jump started.
  package var startPosition: Double { start }
}

/// The course of an animated jump over several pages: the motion it was captured for, and
/// where its target was then (in page lengths from its resting place).
///
/// Its sources, each captured at its own place, and its target move together, as one strip of
/// neighbours: by `target × progress`, where progress runs from 0 to 1 along the motion, so the
/// target ends in place and the sources slide out the other way as far.
package struct JumpCourse: Equatable {
  /// The motion; `nil` while the course is held (the pages are changing under the jump: each
  /// page stays at its start until the course is captured again).
  package var motion: PageMotion?
  package var target: Double

  /// A course for `motion` (`nil`: held) with its target starting at `target`.
  package init(motion: PageMotion?, target: Double) {
    self.motion = motion
    self.target = target
  }
}
