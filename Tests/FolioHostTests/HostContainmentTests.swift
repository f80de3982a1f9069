import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import FolioWorkingRange
import Testing

/// What each child view controller hears: UIKit's container rules, one to one with the
/// lifecycle, exact.
@Suite struct HostContainmentTests {
  private let added = ["willMove(toParent: container)", "didMove(toParent: container)"]
  private let removed = ["willMove(toParent: nil)", "didMove(toParent: nil)"]

  // The exact calls of the host's own containment: the container alone (`.none`), so that
  // no working range prefetches a neighbour in between (`withTheShippedPlugins` below).
  @Test func firstLayout_addsTheChild_thenItAppears() throws {
    let screen = Screen(count: 5, plugins: .none)
    #expect(
      screen.rules.log == [
        "addChild CardPage#1", "addView CardPage#1", "didMoveToParent CardPage#1",
        "beginAppearance(true) CardPage#1", "endAppearance CardPage#1",
      ])
    #expect(screen.heard(1) == added + ["viewWillAppear", "viewDidAppear"])
    try screen.harness.finish()
    #expect(
      screen.heard(1) == added + [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ] + removed)
  }

  /// With the plugins every front end adds (a working range of one), the neighbour becomes a
  /// child as it is prefetched, between the first page's appearance calls, and never appears.
  @Test func withTheShippedPlugins_theNeighbourIsAChildBeforeItIsSeen() throws {
    let screen = Screen(count: 5)
    #expect(
      screen.rules.log == [
        "addChild CardPage#1", "addView CardPage#1", "didMoveToParent CardPage#1",
        "beginAppearance(true) CardPage#1", "addChild CardPage#2", "addView CardPage#2",
        "didMoveToParent CardPage#2", "endAppearance CardPage#1",
      ])
    #expect(screen.heard(2) == added)
    try screen.harness.finish()
  }

  @Test func aSwipe_incomingWillAppear_outgoingDisappears_incomingDidAppear() throws {
    let screen = Screen(count: 5, plugins: .none)
    screen.harness.swipe(.forward)
    screen.harness.runUntilIdle()
    #expect(
      Array(screen.rules.log.dropFirst(5)) == [
        "addChild CardPage#2", "addView CardPage#2", "didMoveToParent CardPage#2",
        "beginAppearance(true) CardPage#2", "beginAppearance(false) CardPage#1",
        "endAppearance CardPage#1", "endAppearance CardPage#2",
      ])
    #expect(screen.heard(2) == added + ["viewWillAppear", "viewDidAppear"])
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test func aCancelledSwipe_theIncomingChildHearsWillAppearWillDisappearDidDisappear_onceEach()
    throws
  {
    let screen = Screen(count: 5)
    let harness = screen.harness
    // A slow drag a fifth of the way, then a lift at rest: back to page 0.
    harness.touchDown(at: Point(x: 300, y: 400))
    harness.touchMoved(to: Point(x: 280, y: 400), after: .milliseconds(100))
    harness.touchMoved(to: Point(x: 220, y: 400), after: .milliseconds(200))
    harness.touchUp(after: .milliseconds(200))
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    #expect(screen.heard(2) == added + ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(
      screen.heard(1) == added + ["viewWillAppear", "viewDidAppear"],
      "the current page hears nothing")
    try harness.finish()
  }

  @Test func reclaimedControllers_leave_andComeBackFromThePoolAsNewChildren() throws {
    let screen = Screen(count: 12)
    for _ in 0..<5 {
      screen.harness.swipe(.forward)
      screen.harness.runUntilIdle()
    }
    // Page 0 and 1 are more than 3 pages away: reclaimed, out of the hierarchy.
    #expect(
      Array(screen.heard(1).prefix(8)) == added + [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ] + removed)
    let children = screen.rules.children.values.filter(\.isChild).count
    #expect(children == screen.container.activeIndices.count, "pooled controllers are not children")
    #expect(screen.container.poolSizes.values.reduce(0, +) == 1)
    let log = screen.rules.log
    guard let removal = log.firstIndex(of: "removeFromParent CardPage#1") else {
      Issue.record("CardPage#1 never left")
      return
    }
    #expect(
      Array(log[(removal - 2)...removal]) == [
        "willMoveToNoParent CardPage#1", "removeView CardPage#1", "removeFromParent CardPage#1",
      ])
    #expect(log[(removal + 1)...].contains("addChild CardPage#1"), "reused: added again")
    try screen.harness.finish()
  }

  @Test func theScreenGoingAndComing_reachesExactlyTheShownPages_andChangesNoPage() throws {
    let screen = Screen(count: 6, shape: PageShape(size: .fraction(0.8), alignment: .centered))
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    let before = screen.rules.log.count
    screen.host.screenWillDisappear()
    screen.host.screenDidDisappear()
    #expect(
      Array(screen.rules.log[before...]) == [
        "beginAppearance(false) CardPage#1", "beginAppearance(false) CardPage#2",
        "endAppearance CardPage#1", "endAppearance CardPage#2",
      ])
    screen.host.screenWillAppear()
    screen.host.screenDidAppear()
    #expect(
      Array(screen.heard(2).suffix(4))
        == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
    // One meaning of "appeared": the shown pages disappear with the screen and appear with
    // it, in Folio's events as in UIKit's calls; their controllers stay theirs (no reuse, no
    // range or recycling change).
    #expect(
      events.events.map(\.description) == [
        "didDisappear 0 c0 CardPage#1", "didDisappear 1 c1 CardPage#2",
        "dequeue 0 c0 CardPage#1 active", "willAppear 0 c0 CardPage#1",
        "dequeue 1 c1 CardPage#2 active", "willAppear 1 c1 CardPage#2",
        "didAppear 0 c0 CardPage#1", "didAppear 1 c1 CardPage#2",
      ])
    try screen.harness.finish()
  }

  @Test func pagesShownWhileTheScreenIsAway_hearNothing_untilItReturns() throws {
    let screen = Screen(count: 10)
    screen.host.screenWillDisappear()
    screen.host.screenDidDisappear()
    try screen.container.scrollToPage(4, animated: false)
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 4)
    #expect(screen.container.visibleIndices.isEmpty, "a screen that is not shown shows no page")
    #expect(screen.container.activeController(at: 4) == nil, "page 4 is not shown: no controller")
    let before = screen.rules.heard
    screen.host.screenWillAppear()
    // Page 0's controller, reclaimed meanwhile, serves page 4 now: it comes back as a child.
    let controller = try #require(screen.container.activeController(at: 4))
    let tag = try #require(screen.container.tag(of: controller))
    let heard = Array((screen.rules.heard[tag] ?? []).dropFirst(before[tag]?.count ?? 0))
    #expect(heard == added + ["viewWillAppear"])
    screen.host.screenDidAppear()
    #expect(screen.rules.heard[tag]?.last == "viewDidAppear")
    try screen.harness.finish()
  }

  @Test func aScreenMadeBeforeItsViewAppears_likeUIKit_appearsWithIt() throws {
    let screen = Screen(count: 3, screen: .disappeared)
    #expect(screen.heard(1) == [], "no page shown, no controller, before the screen is")
    #expect(screen.container.visibleIndices.isEmpty)
    screen.host.screenWillAppear()
    screen.host.screenDidAppear()
    #expect(screen.heard(1) == added + ["viewWillAppear", "viewDidAppear"])
    try screen.harness.finish()
  }

  @Test func aScreenLeavingMidSwipe_thenCancelled_keepsEveryTransitionBalanced() throws {
    let screen = Screen(count: 5)
    let harness = screen.harness
    harness.touchDown(at: Point(x: 300, y: 400))
    harness.touchMoved(to: Point(x: 150, y: 400))
    // An interactive pop starts and is cancelled while the finger is down.
    screen.host.screenWillDisappear()
    screen.host.screenWillAppear()
    screen.host.screenDidAppear()
    harness.touchUp(after: .milliseconds(400))
    harness.runUntilIdle()
    #expect(harness.violations.isEmpty, "\(harness.violations)")
    try harness.finish()
  }

  @Test func aFarJump_onlyItsEndsBecomeChildren_andOnlyTheyHaveFrames() throws {
    let screen = Screen(count: 40, plugins: .none)
    try screen.container.scrollToPage(30, animated: true)
    screen.harness.advance(by: .milliseconds(100))
    #expect(screen.host.frames.map(\.index) == [0, 30])
    screen.harness.runUntilIdle()
    #expect(screen.rules.children.keys.count == 2)
    #expect(screen.container.instantiatedCount == 2)
    try screen.harness.finish()
  }

  @Test func prefetchedPages_areChildren_thatHearNoAppearance() throws {
    let cards = Cards(count: 8)
    let harness = PageHostHarness<Card>(scale: 2) { clock in
      let container = PageContainer<Card>(viewportSize: Size(width: 320, height: 480), clock: clock)
      container.addPlugin(WorkingRangePlugin<Card>(size: 1))
      return container
    }
    harness.container.dataSource = cards
    harness.layoutContainer()
    let second = ControllerTag(typeName: "CardPage", number: 2)
    #expect(harness.rules.heard[second] == added)
    #expect(harness.host.frames.map(\.index) == [0], "a prefetched page has no frame")
    try harness.finish()
  }

  @Test func invalidate_everyChildLeaves_afterDisappearing() throws {
    let screen = Screen(count: 3)
    screen.host.invalidate()
    #expect(
      screen.heard(1) == added + [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ] + removed)
    screen.host.touchDown(at: .zero, time: .zero)
    #expect(screen.container.phase == .resting, "inputs after the end are ignored")
  }

  @Test func aHostMadeForAContainerAlreadyOnScreen_adoptsItsControllers() throws {
    let cards = Cards(count: 4)
    let link = TestDisplayLink()
    let container = PageContainer<Card>(
      viewportSize: Size(width: 300, height: 300), clock: link.clock)
    container.dataSource = cards
    container.layoutIfNeeded()
    let rules = ContainmentRulesModel<Card>()
    let host = PageHost(container: container, scale: 2)
    host.display = rules
    #expect(rules.log.isEmpty, "the display was set after the host adopted: nothing seen")
    let late = PageHost(
      container: PageContainer<Card>(viewportSize: Size(width: 300, height: 300), clock: link.clock)
    )
    _ = late
    // A host whose display is set before it adopts: make it with the display ready.
    let second = PageContainer<Card>(viewportSize: Size(width: 300, height: 300), clock: link.clock)
    second.dataSource = cards
    second.layoutIfNeeded()
    let adopting = AdoptingHost(container: second)
    #expect(
      adopting.rules.log == [
        "addChild CardPage#1", "addView CardPage#1", "didMoveToParent CardPage#1",
        "beginAppearance(true) CardPage#1", "endAppearance CardPage#1",
      ])
    host.invalidate()
  }
}

/// A host whose display exists before the host starts listening.
private final class AdoptingHost {
  let rules = ContainmentRulesModel<Card>()
  let host: PageHost<Card>
  init(container: PageContainer<Card>) {
    host = PageHost(container: container, scale: 2, display: rules)
  }
}
