import Folio
import FolioHost
import FolioPagerModel
import FolioTesting
import Testing

@MainActor
@Suite("FolioPager following a paging ScrollView (iOS 18's scroll geometry and phase)")
struct FolioPagerFollowedTests {
  func screen(axis: ScrollAxis = .horizontal) -> (PagerRuntime, SwiftUIScrollViewModel) {
    let runtime = PagerRuntime(axis: axis, motion: .followed)
    return (runtime, SwiftUIScrollViewModel(runtime: runtime))
  }

  @Test("the content is every page at its stride; drags and flings rest on pages")
  func dragsRestOnPages() throws {
    let (runtime, scroll) = screen()
    let checker = LifecycleChecker(observing: runtime.pager.container)
    #expect(runtime.pager.scrollContentSize == Size(width: 390 * 20, height: 844))
    scroll.drag(by: Point(x: -150, y: 0))
    scroll.run(seconds: 1)
    #expect(runtime.pager.selection == 1)
    #expect(scroll.offset == Point(x: 390, y: 0))
    #expect(scroll.phase == .idle)
    // A short slow drag goes back.
    scroll.drag(by: Point(x: -40, y: 0), steps: 20)
    scroll.run(seconds: 1)
    #expect(runtime.pager.selection == 1)
    #expect(scroll.offset.x == 390)
    // Drawn where the scroll view shows them: content frames at the offset.
    let page = try #require(runtime.pager.shownPages.first)
    #expect(page.contentFrame.origin.x == 390)
    #expect(page.frame.origin.x == 0)
    #expect(runtime.players.first?.card == Card(id: 1))
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test(
    "S1: a resize whose kept offset SwiftUI reports first, then asks updateTarget with, keeps the page"
  )
  func aResizeReportedFirstKeepsThePage() {
    let (runtime, scroll) = screen()
    scroll.drag(by: Point(x: -150, y: 0))
    scroll.run(seconds: 1)
    #expect(runtime.pager.selection == 1)
    // Rotated: the scroll view reports the offset it kept (390, clamped to the old content:
    // 326 here) before the pager hears the new size, then asks where to go.
    let landscape = Size(width: 844, height: 390)
    runtime.pager.scrollGeometryDidChange(
      contentOffset: Point(x: 326, y: 0), containerSize: landscape)
    let target = runtime.pager.scrollTarget(
      proposed: Point(x: 326, y: 0), containerSize: landscape)
    #expect(target == Point(x: 844, y: 0), "page 1 at the new width")
    #expect(runtime.pager.container.currentIndex == 1)
  }

  @Test("a selection animates the scroll view; a far one jumps; the lifecycle holds")
  func selectionsAnimate() {
    let (runtime, scroll) = screen(axis: .vertical)
    let checker = LifecycleChecker(observing: runtime.pager.container)
    runtime.pager.selection = 2
    #expect(runtime.pager.scrollRequest?.isAnimated == true)
    scroll.apply()
    #expect(scroll.phase == .animating)
    scroll.run(seconds: 1)
    #expect(runtime.pager.selection == 2)
    #expect(scroll.offset == Point(x: 0, y: 844 * 2))
    runtime.pager.selection = 15
    scroll.apply()
    scroll.run(seconds: 2)
    #expect(runtime.pager.selection == 15)
    #expect(scroll.offset.y == 844 * 15)
    #expect(runtime.players.first?.card == Card(id: 15))
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test("pages inserted before the current one: the scroll view is put back on it at once")
  func updatesMoveTheOffset() {
    let (runtime, scroll) = screen()
    scroll.drag(by: Point(x: -200, y: 0))
    scroll.run(seconds: 1)
    runtime.pager.pages = [Card(id: 100), Card(id: 101)] + runtime.pager.pages
    let request = runtime.pager.scrollRequest
    #expect(request?.isAnimated == false)
    scroll.apply()
    #expect(scroll.offset.x == 390 * 3)
    #expect(runtime.pager.selection == 3)
    #expect(runtime.players.first?.card == Card(id: 1))
  }

  @Test("a finger on a decelerating scroll view holds the pages; lifted, they rest on a page")
  func fingerCatches() {
    let (runtime, scroll) = screen()
    scroll.drag(by: Point(x: -200, y: 0))
    scroll.run(seconds: 0.05)
    scroll.drag(by: .zero, steps: 1)
    scroll.run(seconds: 1)
    let position = runtime.pager.container.position
    #expect(position == position.rounded())
    #expect(!runtime.pager.needsFrames)
  }

  // An outside review's findings, each a test that failed before its fix.

  @Test("a drag whose finger stops before it lifts (interacting, tracking, idle) ends on a page")
  func dragThatPausesBeforeLifting() throws {
    let (runtime, _) = screen()
    let pager = runtime.pager
    pager.scrollPhaseDidChange(to: .tracking)
    pager.scrollPhaseDidChange(to: .interacting)
    pager.scrollGeometryDidChange(contentOffset: Point(x: 200, y: 0))
    pager.scrollGeometryDidChange(contentOffset: Point(x: 390, y: 0))
    pager.scrollPhaseDidChange(to: .tracking)
    pager.scrollPhaseDidChange(to: .idle)
    runtime.run(seconds: 1)
    #expect(pager.selection == 1)
    #expect(pager.container.phase == .resting)
    #expect(pager.shownPages.map(\.state.appearance) == [.appeared])
  }

  @Test("an animation the pages no longer make is not asked for")
  func staleAnimations() throws {
    // An instant jump after an animated selection: the scroll view is put on the jump's page.
    var (runtime, scroll) = screen()
    runtime.pager.selection = 5
    try runtime.pager.scroll(to: 2, animated: false)
    #expect(runtime.pager.scrollRequest?.isAnimated == false)
    scroll.apply()
    scroll.run(seconds: 1)
    #expect(runtime.pager.selection == 2)
    #expect(scroll.offset.x == 390 * 2)
    // Pages inserted before the target of an animation: it goes to the page, at its new index.
    (runtime, scroll) = screen()
    runtime.pager.selection = 5
    runtime.pager.pages = [Card(id: 100), Card(id: 101)] + runtime.pager.pages
    let moved = try #require(runtime.pager.scrollRequest?.offset.x)
    #expect(abs(moved - 390 * 7) < 1e-6)
    scroll.apply()
    scroll.run(seconds: 2)
    #expect(runtime.pager.selection == 7)
    #expect(runtime.players.first?.card == Card(id: 5))
    // A selection set back before the scroll view moved: it stays.
    (runtime, scroll) = screen()
    runtime.pager.selection = 1
    runtime.pager.selection = 0
    scroll.apply()
    scroll.run(seconds: 1)
    #expect(runtime.pager.selection == 0)
    #expect(scroll.offset.x == 0)
  }

  @Test("an animation performed with no phase reported ends when it reaches its target")
  func animationWithoutPhases() throws {
    let (runtime, _) = screen()
    let pager = runtime.pager
    pager.selection = 5
    pager.scrollRequestDidApply()
    pager.scrollGeometryDidChange(contentOffset: Point(x: 1_000, y: 0))
    pager.scrollGeometryDidChange(contentOffset: Point(x: 1_950, y: 0))
    runtime.run(seconds: 1)
    #expect(pager.selection == 5)
    #expect(pager.container.phase == .resting)
    #expect(!pager.needsFrames)
  }

  @Test(
    "a scroll nobody asked for, over several frames at either phase, is followed to the page nearest where it stops, in every order",
    arguments: [PagerScrollPhase.idle, .animating], SwiftUIScrollViewModel.Choices.all)
  func aScrollNobodyAskedFor_isFollowedToTheNearestPage(
    phase: PagerScrollPhase, choices: SwiftUIScrollViewModel.Choices
  ) throws {
    for (by, page) in [(300.0, 1), (150.0, 0), (1_000.0, 3)] {
      for endsWithLastFrame in phase == .idle ? [false] : [false, true] {
        try followsAScrollNobodyAskedFor(
          by: by, to: page, phase: phase, choices: choices, endsWithLastFrame: endsWithLastFrame)
      }
    }
  }

  private func followsAScrollNobodyAskedFor(
    by: Double, to page: Int, phase: PagerScrollPhase, choices: SwiftUIScrollViewModel.Choices,
    endsWithLastFrame: Bool
  ) throws {
    do {
      let runtime = PagerRuntime(motion: .followed)
      let scroll = SwiftUIScrollViewModel(runtime: runtime, choices: choices)
      let checker = LifecycleChecker(observing: runtime.pager.container)
      let first = try #require(runtime.players.first)
      // 30 pt a frame, as VoiceOver's or `scrollRectToVisible`'s animation.
      let fought = scroll.scrollNobodyAsked(
        by: Point(x: by, y: 0), frames: Int(by / 30), phase: phase,
        endsWithLastFrame: endsWithLastFrame)
      // None while it runs; ended between two pages with its last frame, an animation to the
      // nearest one at once.
      #expect(
        endsWithLastFrame
          ? fought.allSatisfy { $0.isAnimated && $0.offset.x == Double(page) * 390 }
          : fought.isEmpty, "asked back while it ran (\(by), \(endsWithLastFrame)): \(fought)")
      #expect(runtime.pager.container.position > by / 390 - 0.01, "the pages follow it")
      scroll.run(seconds: 2)
      #expect(runtime.pager.selection == page, "\(by)")
      #expect(scroll.offset == Point(x: Double(page) * 390, y: 0), "\(by)")
      #expect(runtime.pager.container.phase == .resting)
      #expect(!runtime.pager.needsFrames && runtime.pager.scrollRequest == nil)
      let heard = first.heard.filter { !$0.hasPrefix("screen") }
      #expect(
        heard
          == (page == 0
            ? ["bind 0", "willAppear", "didAppear"]
            : ["bind 0", "willAppear", "didAppear", "didDisappear"]),
        "\(by): \(heard)")
      #expect(checker.violations.isEmpty, "\(by): \(checker.violations)")
    }
  }

  @Test(
    "a pager whose view is made again (a new scroll view at its origin) or only shown again keeps its page, and then follows a scroll nobody asked for"
  )
  func aViewMadeAgainKeepsThePage() throws {
    for madeAgain in [true, false] {
      let (runtime, first) = screen()
      let checker = LifecycleChecker(observing: runtime.pager.container)
      runtime.pager.selection = 5
      first.settle()
      #expect(first.offset.x == 5 * 390)
      runtime.pager.screenDidDisappear()
      let scroll = madeAgain ? SwiftUIScrollViewModel(runtime: runtime) : first
      runtime.pager.screenDidAppear()
      scroll.apply()
      scroll.run(seconds: 1)
      #expect(runtime.pager.selection == 5, "made again: \(madeAgain)")
      #expect(scroll.offset.x == 5 * 390, "made again: \(madeAgain)")
      let fought = scroll.scrollNobodyAsked(by: Point(x: 300, y: 0), frames: 10, phase: .idle)
      #expect(fought.isEmpty, "made again: \(madeAgain): \(fought)")
      scroll.run(seconds: 2)
      #expect(runtime.pager.selection == 6 && scroll.offset.x == 6 * 390, "\(madeAgain)")
      #expect(checker.violations.isEmpty, "\(madeAgain): \(checker.violations)")
    }
  }

  enum Interrupted: CaseIterable { case fling, selection, unaskedIdle, unaskedAnimating }

  @Test(
    "a pager whose view goes mid-motion (made again, or only hidden) rests on the motion's page and puts the scroll view there when it comes back",
    arguments: Interrupted.allCases, [0, 1, 2])
  func aViewThatGoesMidMotion_restsOnTheMotionsPage(motion: Interrupted, comesBack: Int) throws {
    for choices in SwiftUIScrollViewModel.Choices.all {
      let runtime = PagerRuntime(motion: .followed)
      let first = SwiftUIScrollViewModel(runtime: runtime, choices: choices)
      let checker = LifecycleChecker(observing: runtime.pager.container)
      let pager = runtime.pager
      switch motion {
      case .fling: first.drag(by: Point(x: -160, y: 0), steps: 4)
      case .selection: pager.selection = 3
      case .unaskedIdle, .unaskedAnimating:
        first.scrollNobodyAsked(
          by: Point(x: 300, y: 0), frames: 10, phase: motion == .unaskedIdle ? .idle : .animating)
      }
      first.apply()
      for _ in 0..<3 { first.frame() }
      let target: Int? =
        switch pager.container.phase {
        case .gliding(let page), .animating(let page), .jumping(let page): page
        case .resting, .tracking: nil
        }
      let page = try #require(target, "\(motion) \(choices): moving")
      pager.screenDidDisappear()
      // Made again (a new scroll view at its origin, which reports it, comesBack 1, or not,
      // 0) or only hidden and shown again (2).
      let scroll =
        comesBack == 2 ? first : SwiftUIScrollViewModel(runtime: runtime, choices: choices)
      pager.screenDidAppear()
      if comesBack == 1 { scroll.reportGeometry() }
      scroll.apply()
      scroll.run(seconds: 2)
      let context = "\(motion), comes back \(comesBack), \(choices)"
      #expect(pager.selection == page, "\(context)")
      #expect(scroll.offset.x == Double(page) * 390, "\(context)")
      #expect(pager.container.phase == .resting && pager.scrollRequest == nil, "\(context)")
      #expect(checker.violations.isEmpty, "\(context): \(checker.violations)")
    }
  }
}
