import Folio
import FolioSupport
import Testing

/// The far-jump part on its own, input to output, without a container.
@Suite struct JumpTrackTests: MakesSlots {
  let owner = SlotOwner()

  @Test func aJumpForward_capturesItsSources_andPutsTheTargetOnePagePastTheFarthest() {
    let track = JumpTrack<String>()
    let (a, b) = (slot(2), slot(3))
    let motion = PageMotion(
      curve: .easeInOut, from: 2.5, to: 9, start: .zero, duration: .milliseconds(300))
    // Page 2 is half out to the left, page 3 half in: the target comes after page 3.
    track.capture(motion, target: 9, shown: [(a, "a"), (b, "b")]) { Double($0.state.index) - 2.5 }
    #expect(track.sourceIDs == ["a", "b"])
    #expect(track.capturedCourse == JumpCourse(motion: motion, target: 1.5))
    #expect(a.jumpStartOffset == -0.5 && b.jumpStartOffset == 0.5)
    #expect(track.follows(motion))
  }

  @Test func aJumpBackward_putsTheTargetBeforeTheNearestSource() {
    let track = JumpTrack<String>()
    let a = slot(7)
    let motion = PageMotion(
      curve: .easeInOut, from: 7, to: 1, start: .zero, duration: .milliseconds(300))
    track.capture(motion, target: 1, shown: [(a, "a")]) { _ in 0 }
    #expect(track.capturedCourse?.target == -1)
  }

  @Test func aShownTarget_startsWhereItIs_andIsNoSource() {
    let track = JumpTrack<String>()
    let (a, target) = (slot(4), slot(5))
    let motion = PageMotion(
      curve: .easeInOut, from: 4.25, to: 5, start: .zero, duration: .milliseconds(300))
    track.capture(motion, target: 5, shown: [(a, "a"), (target, "t")]) {
      Double($0.state.index) - 4.25
    }
    #expect(track.sourceIDs == ["a"])
    #expect(track.capturedCourse?.target == 0.75)
  }

  @Test func theJumpShows_itsTargetAndTheSourcesStillInTheViewport() {
    let track = JumpTrack<String>()
    let (a, b, c) = (slot(1), slot(2), slot(3))
    let motion = PageMotion(
      curve: .easeInOut, from: 1.5, to: 9, start: .zero, duration: .milliseconds(300))
    track.capture(motion, target: 9, shown: [(a, "a"), (b, "b"), (c, "c")]) {
      Double($0.state.index) - 1.5
    }
    let indices = ["a": 1, "b": 2]  // "c" is gone
    let inView = { (offset: Double) in offset > -1 && offset < 1 }
    let shown = track.shownIndices(
      target: 9, targetOffset: 0.5, index: { indices[$0] }, offset: { [1: -1.0, 2: 0.5][$0] },
      isShown: inView)
    #expect(shown == [2, 9], "1 is at the edge (out), 3 is gone, the target is in view")
    let starting = track.shownIndices(
      target: 9, targetOffset: 1, index: { indices[$0] }, offset: { [1: 0.0, 2: 1.0][$0] },
      isShown: inView)
    #expect(starting == [1], "at its first instant the target touches the edge: not shown yet")
  }

  @Test func holding_keepsEachPlaceUntilCapturedAgain_andEndingForgetsAll() {
    let track = JumpTrack<String>()
    let (a, b) = (slot(0), slot(1))
    track.hold(target: 3, shown: [a]) { _ in 1 }
    #expect(track.capturedCourse == nil && a.jumpStartOffset.isNaN, "no course: nothing held")
    let motion = PageMotion(
      curve: .easeInOut, from: 0, to: 6, start: .zero, duration: .milliseconds(300))
    track.capture(motion, target: 6, shown: [(a, "a"), (b, "b")]) { Double($0.state.index) }
    track.hold(target: 0.5, shown: [b]) { _ in -2 }
    #expect(track.capturedCourse == JumpCourse(motion: nil, target: 0.5))
    #expect(b.jumpStartOffset == -2 && a.jumpStartOffset == 0)
    #expect(!track.follows(motion), "a held course is captured again at the next frame")
    track.begin(at: 2.5, drawn: 2.5)
    track.rebase { $0 - 2 }
    #expect(track.startPosition == 0.5)
    track.end([a, b])
    #expect(track.capturedCourse == nil && track.sourceIDs.isEmpty)
    #expect(a.jumpStartOffset.isNaN && b.jumpStartOffset.isNaN)
  }

  /// Random captures: the target never counts as a source, and it starts one page past the
  /// farthest source the way the jump goes unless it is shown.
  @Test(arguments: 0..<20) func randomCaptures_keepTheInvariants(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let track = JumpTrack<Int>()
    for step in 0..<100 {
      let from = Double.random(in: 0..<20, using: &random)
      let to = Int.random(in: 0..<20, using: &random)
      let motion = PageMotion(
        curve: .easeInOut, from: from, to: to, start: .zero, duration: .milliseconds(300))
      let indices = Set(
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Int.random(in: 0..<20, using: &random)
        }
      ).sorted()
      let slots = indices.map { (slot($0), $0) }
      track.capture(motion, target: to, shown: slots) { Double($0.state.index) - from }
      let context = "seed \(seed), step \(step)"
      #expect(track.sourceIDs == indices.filter { $0 != to }, "\(context)")
      let direction: Double = Double(to) < from ? -1 : 1
      let farthest = indices.filter { $0 != to }.map { direction * (Double($0) - from) }.max()
      let expected =
        indices.contains(to) ? Double(to) - from : direction * (max(0, farthest ?? 0) + 1)
      #expect(track.capturedCourse?.target == expected, "\(context)")
      for (slot, index) in slots {
        #expect(slot.jumpStartOffset == Double(index) - from, "\(context)")
      }
    }
  }
}
