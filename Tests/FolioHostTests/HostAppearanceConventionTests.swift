import Folio
import FolioHost
import FolioHostTesting
import Testing

/// UIKit's appearance convention (`AppearanceConvention.uiKit`), against what
/// UIPageViewController's pages hear, in both motions; every call balanced, the rules model
/// watching; and the `animated` flag of each call saying what happened.
@Suite struct HostAppearanceConventionTests {
  private func screen(
    _ motion: HostMotion, convention: AppearanceConvention = .uiKit,
    plugins: PageHostPlugins<Card> = .standard
  ) -> Screen {
    let screen = Screen(
      count: 6, viewport: Size(width: 300, height: 400), scale: 2, motion: motion,
      plugins: plugins)
    screen.host.appearanceConvention = convention
    return screen
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func aSwipe_theCurrentPageHearsItWillDisappear_asThePagesStartMoving(motion: HostMotion) throws {
    let s = screen(motion)
    s.harness.touchDown(at: Point(x: 250, y: 200))
    s.harness.touchMoved(to: Point(x: 200, y: 200))
    s.harness.touchMoved(to: Point(x: 120, y: 200))
    // The next page comes in: it will appear, and the current page will disappear, at once.
    #expect(s.heard(2).suffix(1) == ["viewWillAppear"])
    #expect(s.heard(1).suffix(1) == ["viewWillDisappear"])
    s.harness.touchUp(after: .milliseconds(16))
    s.harness.runUntilIdle()
    #expect(s.container.currentIndex == 1)
    #expect(s.heard(1).suffix(3) == ["viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(s.heard(2).suffix(2) == ["viewWillAppear", "viewDidAppear"])
    try s.harness.finish()
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func aCancelledSwipe_thePageItComesBackToHearsItAppearAgain(motion: HostMotion) throws {
    let s = screen(motion)
    s.harness.touchDown(at: Point(x: 250, y: 200))
    s.harness.touchMoved(to: Point(x: 200, y: 200))
    s.harness.touchMoved(to: Point(x: 230, y: 200), after: .milliseconds(300))
    s.harness.touchUp(after: .milliseconds(300))
    s.harness.runUntilIdle()
    #expect(s.container.currentIndex == 0)
    // As UIPageViewController's pages: the current page will disappear, then appears again.
    #expect(
      s.heard(1).suffix(3) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"],
      "\(s.heard(1))")
    #expect(s.heard(2).suffix(3) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    try s.harness.finish()
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func aSwipeWhileTheScreenComesBack_theCurrentPageDisappearsOnlyWhenItIsGone(
    motion: HostMotion
  ) throws {
    let s = screen(motion)
    // An interactive pop, cancelled: the screen will appear again, and has not yet.
    s.host.screenWillDisappear(animated: true)
    s.host.screenWillAppear(animated: true)
    s.harness.layout()
    s.harness.touchDown(at: Point(x: 250, y: 200))
    s.harness.touchMoved(to: Point(x: 200, y: 200))
    s.harness.touchMoved(to: Point(x: 120, y: 200))
    // Page 1 is still drawn: it will disappear, and has not (an outside check found
    // `viewDidDisappear` here, with the page on screen).
    #expect(s.host.frames.map(\.index) == [0, 1])
    #expect(s.heard(1).suffix(2) == ["viewWillAppear", "viewWillDisappear"], "\(s.heard(1))")
    s.host.screenDidAppear(animated: true)
    s.harness.touchUp(after: .milliseconds(16))
    s.harness.runUntilIdle()
    #expect(s.container.currentIndex == 1)
    #expect(s.heard(1).suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(s.heard(2).suffix(2) == ["viewWillAppear", "viewDidAppear"])
    try s.harness.finish()
  }

  @Test func underFoliosConvention_theCurrentPageHearsNothingUntilItLeaves() throws {
    let s = screen(.owned, convention: .folio)
    s.harness.touchDown(at: Point(x: 250, y: 200))
    s.harness.touchMoved(to: Point(x: 120, y: 200))
    #expect(s.heard(1).last == "viewDidAppear", "nothing yet")
    s.harness.touchUp(after: .milliseconds(16))
    s.harness.runUntilIdle()
    #expect(s.heard(1).suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    try s.harness.finish()
  }

  @Test func aFarJump_theCurrentPageWillDisappearAsItStarts() throws {
    let s = screen(.followed, plugins: .none)  // controller #2 is the jump's target
    try s.container.scrollToPage(4, animated: true)
    s.harness.advance(by: .milliseconds(50))
    #expect(s.heard(1).last == "viewWillDisappear")
    s.harness.runUntilIdle()
    // (Then the first page, far away, is reclaimed: it leaves the container.)
    let appearance = s.heard(1).filter { $0.hasPrefix("view") }
    #expect(appearance.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(s.heard(2).suffix(2) == ["viewWillAppear", "viewDidAppear"])
    try s.harness.finish()
  }

  @Test func changingTheConvention_midSwipe_evensTheCallsOut() throws {
    let s = screen(.owned)
    s.harness.touchDown(at: Point(x: 250, y: 200))
    s.harness.touchMoved(to: Point(x: 120, y: 200))
    #expect(s.heard(1).last == "viewWillDisappear")
    s.host.appearanceConvention = .folio
    #expect(s.heard(1).suffix(2) == ["viewWillAppear", "viewDidAppear"], "balanced again")
    s.harness.touchUp(after: .milliseconds(16))
    s.harness.runUntilIdle()
    try s.harness.finish()
  }

  /// An animated motion's calls are animated; the first layout's and an instant jump's are not.
  @Test func theAnimatedFlag_saysWhatHappened() throws {
    let s = screen(.owned, convention: .folio)
    var start = 0
    func flags() -> [Bool] {
      defer { start = s.rules.actions.count }
      return s.rules.actions[start...].filter {
        if case .beginAppearance = $0.step { true } else { $0.step == .endAppearance }
      }.map(\.isAnimated)
    }
    #expect(!flags().isEmpty && flags().allSatisfy { !$0 }, "the first layout: not animated")
    s.harness.swipe(.forward)
    s.harness.runUntilIdle()
    #expect(!flags().isEmpty && flags().allSatisfy { $0 }, "a swipe: animated")
    try s.container.scrollToPage(4, animated: false)
    s.harness.runUntilIdle()
    #expect(!flags().isEmpty && flags().allSatisfy { !$0 }, "an instant jump: not animated")
    s.host.screenWillDisappear(animated: true)
    s.host.screenDidDisappear(animated: true)
    #expect(flags() == [true, true], "the screen's own, as it said")
    try s.harness.finish()
  }
}
