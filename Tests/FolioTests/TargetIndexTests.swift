import Folio
import FolioTesting
import Testing

/// Hears what the container tells its delegate of the pages' target and settles, by page.
private final class TargetRecorder: PageContainerDelegate {
  /// `willSettleAt` and `didSettleAt`, in order, with the page named at the time.
  var calls: [(kind: String, page: String)] = []

  func pageContainer(_ container: PageContainer<TestPage>, willSettleAt index: Int) {
    #expect(container.targetIndex == index)
    calls.append(("will", container.page(at: index)?.id ?? "?"))
  }

  func pageContainer(_ container: PageContainer<TestPage>, didSettleAt index: Int) {
    calls.append(("did", container.page(at: index)?.id ?? "?"))
  }
}

@MainActor
@Suite("The page the pages are going to: targetIndex and willSettleAt")
struct TargetIndexTests {
  @Test("a release decides its page at once, and the delegate hears it before the glide")
  func releaseDecidesAtOnce() {
    let fixture = ContainerFixture(count: 5)
    let recorder = TargetRecorder()
    fixture.container.delegate = recorder
    fixture.container.beginDragging()
    fixture.container.drag(byPages: 0.3)
    #expect(fixture.container.targetIndex == 0)  // under a finger from rest: not decided
    fixture.container.endDragging(velocity: 2)
    #expect(fixture.container.currentIndex == 0)  // the settled page lags…
    #expect(fixture.container.targetIndex == 1)  // …the target does not
    #expect(recorder.calls.map { "\($0.kind) \($0.page)" } == ["will p1"])
    fixture.driver.runUntilSettled()
    #expect(recorder.calls.map { "\($0.kind) \($0.page)" } == ["will p1", "did p1"])
  }

  @Test("a snap-back, a finger that catches a glide, and a jump")
  func snapBackCatchAndJump() throws {
    let fixture = ContainerFixture(count: 12)
    let recorder = TargetRecorder()
    fixture.container.delegate = recorder
    // A snap-back to the page already decided decides nothing (it settles there again).
    fixture.container.beginDragging()
    fixture.container.drag(byPages: 0.1)
    fixture.container.endDragging(velocity: 0)
    fixture.driver.runUntilSettled()
    #expect(recorder.calls.map { "\($0.kind) \($0.page)" } == ["did p0"])
    // A finger that catches the pages keeps the page decided until its release decides again.
    fixture.container.swipe(.forward)
    fixture.clock.advance(by: .milliseconds(40))
    fixture.container.beginDragging()
    #expect(fixture.container.phase == .tracking)
    #expect(fixture.container.targetIndex == 1)
    fixture.container.endDragging(velocity: -3)
    #expect(fixture.container.targetIndex == 0)
    fixture.driver.runUntilSettled()
    // An unanimated scroll is decided as it settles; a jump as it starts.
    try fixture.container.scrollToPage(4, animated: false)
    try fixture.container.scrollToPage(9, animated: true)
    #expect(fixture.container.targetIndex == 9)
    fixture.driver.runUntilSettled()
    #expect(
      recorder.calls.map { "\($0.kind) \($0.page)" } == [
        "did p0", "will p1", "will p0", "did p0", "will p4", "did p4", "will p9", "did p9",
      ])
  }

  @Test(
    "a reload keeps the target's index, gliding or under a finger that caught the glide, and the delegate hears the page now there; an update keeps the page",
    arguments: [false, true])
  func reloadKeepsTheTargetsIndex_anUpdateItsPage(caught: Bool) {
    for reload in [true, false] {
      let fixture = ContainerFixture(count: 8)
      let recorder = TargetRecorder()
      fixture.container.delegate = recorder
      fixture.container.swipe(.forward)
      fixture.clock.advance(by: .milliseconds(30))
      if caught { fixture.container.beginDragging() }
      fixture.source.pages.insert(TestPage(id: "new"), at: 0)
      if reload { fixture.container.reloadData() } else { fixture.container.performUpdates() }
      fixture.container.layoutIfNeeded()
      let heard = recorder.calls.map { "\($0.kind) \($0.page)" }
      if reload {
        #expect(fixture.container.targetIndex == 1, "reload, caught: \(caught)")
        #expect(heard == ["will p1", "will p0"], "reload, caught: \(caught)")
      } else {
        #expect(fixture.container.targetIndex == 2, "update, caught: \(caught)")
        #expect(heard == ["will p1"], "update, caught: \(caught)")
      }
      guard !caught else { continue }
      // The glide arrives where it was going: by index after a reload, by page after an update.
      fixture.driver.runUntilSettled()
      let target = reload ? "p0" : "p1"
      #expect(recorder.calls.last.map { "\($0.kind) \($0.page)" } == "did \(target)")
    }
  }

  @Test(
    "random sessions: at rest the target is the current page, a motion's is its page, and each page decided is heard once before it settles",
    arguments: 0..<20)
  func randomSessions(seed: UInt64) {
    let fixture = ContainerFixture(count: 0, layout: false)
    let recorder = TargetRecorder()
    fixture.container.delegate = recorder
    var random = SeededRandomNumberGenerator(seed: seed)
    var nextID = 0
    fixture.source.pages = (0..<Int.random(in: 1...12, using: &random)).map { _ in
      nextID += 1
      return TestPage(id: "t\(nextID)")
    }
    fixture.container.layoutIfNeeded()
    var operations = RandomPageOperations(
      driver: fixture.driver, seed: seed,
      makePage: { _ in
        nextID += 1
        return TestPage(id: "t\(nextID)")
      }, setPages: { fixture.source.pages = $0 })
    var history: [String] = []
    // The page the last motion decided, by identity, until the pages settle: a finger that
    // catches the pages keeps it through any update, while it is there; a reload keeps its
    // index (as the motion's target), so the page then there is decided.
    var decided: String?
    let events = PageEventRecorder()
    fixture.container.addEventObserver(events)
    for step in 0..<1_500 {
      let heard = recorder.calls.count
      let decidedIndex = decided.flatMap { fixture.container.index(of: $0) }
      _ = events.take()
      history.append(operations.step())
      let container = fixture.container
      let reloaded = events.events.contains {
        if case .reloaded = $0 { true } else { false }
      }
      if reloaded {
        decided = decidedIndex.flatMap { container.page(at: min($0, container.count - 1))?.id }
      }
      if recorder.calls[heard...].contains(where: { $0.kind == "did" }) { decided = nil }
      let problem: String? =
        switch container.phase {
        case .resting where container.targetIndex != container.currentIndex:
          "at rest the target \(String(describing: container.targetIndex)) is not the current page"
        case .tracking
        where container.targetIndex
          != (decided.flatMap { container.index(of: $0) } ?? container.currentIndex):
          "under a finger the target \(String(describing: container.targetIndex)) is not the page decided (\(decided ?? "none"))"
        case .gliding(let toward), .animating(let toward), .jumping(let toward):
          container.targetIndex != toward
            ? "moving toward \(toward), the target is \(String(describing: container.targetIndex))"
            : recorder.calls.last(where: { $0.kind == "will" })?.page
              != container.page(at: toward)?.id
              ? "moving toward \(toward), the delegate last heard another page" : nil
        default: nil
        }
      switch container.phase {
      case .gliding(let toward), .animating(let toward), .jumping(let toward):
        decided = container.page(at: toward)?.id
      case .resting, .tracking: break
      }
      // Each settle follows the page last decided; no page is decided twice in a row.
      let wills = recorder.calls.filter { $0.kind == "will" }.map(\.page)
      let repeated = zip(wills, wills.dropFirst()).contains { $0 == $1 }
      var lastWill: String?
      var settleMismatch = false
      for call in recorder.calls {
        if call.kind == "will" {
          lastWill = call.page
        } else if call.page != lastWill {
          settleMismatch = true
        }
      }
      if let problem = problem ?? (repeated ? "a page decided twice in a row" : nil)
        ?? (settleMismatch ? "a settle on a page not last decided" : nil)
      {
        Issue.record(
          "seed \(seed), step \(step): \(problem)\nlast steps: \(history.suffix(8))\ncalls: \(recorder.calls.suffix(6))"
        )
        return
      }
    }
  }
}
