import Folio
import FolioAccessibility
import FolioSupport
import FolioTesting
import Testing

/// Exact sequences: what a host hears, next to the container's settles, for every way the
/// pages move.
@Suite struct AnnouncementTests {
  @Test func firstLayout_announcesTheFirstPage() {
    let fixture = AccessibilityFixture()
    #expect(fixture.take() == ["settle 0", "announce 0 Page 1 of 6", "focus 0"])
  }

  /// Found from outside: pages that settle in a viewport that shows nothing are announced (and
  /// focused) when they are shown, not before.
  @Test func aSettleInAnEmptyViewport_isAnnouncedWhenThePageIsShown() throws {
    let fixture = AccessibilityFixture()
    _ = fixture.take()
    fixture.container.setViewportSize(Size(width: 0, height: 40))
    try fixture.container.scrollToPage(3, animated: false)
    fixture.settle()
    #expect(fixture.take() == ["settle 3"])
    #expect(fixture.plugin.elements.isEmpty)
    fixture.container.setViewportSize(Size(width: 100, height: 40))
    fixture.settle()
    #expect(fixture.take() == ["announce 3 Page 4 of 6", "focus 3"])
    #expect(fixture.plugin.elements.map(\.index) == [3])
  }

  @Test func addedAfterTheFirstLayout_announcesNothingUntilThePageChanges() {
    let harness = PageContainerHarness<Story>()
    let source = Stories(count: 3)
    harness.container.dataSource = source
    harness.layout()
    let plugin = PageAccessibilityPlugin<Story>()
    var heard: [String] = []
    plugin.announce = { heard.append($0.text) }
    harness.container.addPlugin(plugin)
    try? harness.driver.jump(to: 0, animated: false)
    #expect(heard == [])
    harness.driver.swipe(by: 1)
    #expect(heard == ["Page 2 of 3"])
  }

  @Test func swipes_announceEachSettledPage_noneWhileDragging() {
    let fixture = AccessibilityFixture()
    _ = fixture.take()
    fixture.driver.drag(byPages: 0.3)
    fixture.driver.drag(byPages: 0.3)
    #expect(fixture.take() == [])
    fixture.driver.release(velocity: 2)
    fixture.clock.advance(by: .milliseconds(50))
    #expect(fixture.take() == [])
    fixture.settle()
    #expect(fixture.take() == ["settle 1", "announce 1 Page 2 of 6", "focus 1"])
    fixture.driver.swipe(by: 1)
    fixture.driver.swipe(by: -1)
    #expect(
      fixture.take() == [
        "settle 2", "announce 2 Page 3 of 6", "focus 2",
        "settle 1", "announce 1 Page 2 of 6", "focus 1",
      ])
  }

  @Test func cancelledSwipe_settlesWithoutAnnouncing() {
    let fixture = AccessibilityFixture()
    fixture.driver.swipe(by: 1)
    _ = fixture.take()
    fixture.driver.drag(byPages: 0.4)
    fixture.driver.release(velocity: 0)
    fixture.settle()
    #expect(fixture.take() == ["settle 1"])
    // A swipe past either end bounces back: the same page, nothing said.
    try? fixture.driver.jump(to: 0, animated: false)
    _ = fixture.take()
    fixture.driver.swipe(by: -1)
    #expect(fixture.take() == ["settle 0"])
  }

  @Test func farJump_announcesOnlyItsTarget() throws {
    let fixture = AccessibilityFixture(count: 30)
    _ = fixture.take()
    try fixture.driver.jump(to: 25, animated: true)
    #expect(fixture.take() == ["settle 25", "announce 25 Page 26 of 30", "focus 25"])
    try fixture.driver.jump(to: 3, animated: false)
    #expect(fixture.take() == ["settle 3", "announce 3 Page 4 of 30", "focus 3"])
  }

  @Test func rapidRequests_announceTheLastOnly() throws {
    let fixture = AccessibilityFixture(count: 30)
    _ = fixture.take()
    try fixture.container.scrollToPage(4, animated: true)
    fixture.clock.advance(by: .milliseconds(30))
    try fixture.container.scrollToPage(12, animated: true)
    fixture.clock.advance(by: .milliseconds(30))
    try fixture.container.scrollToPage(7, animated: true)
    #expect(fixture.take() == [])
    fixture.settle()
    #expect(fixture.take() == ["settle 7", "announce 7 Page 8 of 30", "focus 7"])
    // Keys pressed in quick succession add up, and are announced once.
    for _ in 0..<3 { fixture.plugin.handleKey(.right) }
    fixture.settle()
    #expect(fixture.take() == ["settle 10", "announce 10 Page 11 of 30", "focus 10"])
  }

  @Test func updateRemovingTheCurrentPage_announcesThePageTakingItsPlace() {
    let fixture = AccessibilityFixture()
    fixture.driver.swipe(by: 1)
    fixture.driver.swipe(by: 1)
    _ = fixture.take()
    fixture.source.stories.remove(at: 2)
    fixture.driver.applyUpdates()
    #expect(fixture.take() == ["settle 2", "announce 2 Page 3 of 5", "focus 2"])
    // Inserting before it moves its index, not the page: nothing said; the value follows.
    fixture.source.stories.insert(Story(id: "new"), at: 0)
    fixture.driver.applyUpdates()
    #expect(fixture.take() == [])
    #expect(fixture.plugin.value == "Page 4 of 6")
    // Deleting the last page while on it: its neighbour before takes its place.
    try? fixture.driver.jump(to: 5, animated: false)
    _ = fixture.take()
    fixture.source.stories.removeLast()
    fixture.driver.applyUpdates()
    #expect(fixture.take() == ["settle 4", "announce 4 Page 5 of 5", "focus 4"])
  }

  @Test func allPagesGoneThenBack_announcesTheArrival() {
    let fixture = AccessibilityFixture(count: 3)
    _ = fixture.take()
    let stories = fixture.source.stories
    fixture.source.stories = []
    fixture.driver.applyUpdates()
    #expect(fixture.take() == [])
    #expect(fixture.plugin.value == "No pages")
    #expect(fixture.plugin.elements == [])
    fixture.source.stories = stories
    fixture.driver.applyUpdates()
    #expect(fixture.take() == ["settle 0", "announce 0 Page 1 of 3", "focus 0"])
  }

  @Test func reloadKeepingTheCurrentPage_saysNothing_replacingIt_announces() {
    let fixture = AccessibilityFixture(count: 3)
    fixture.driver.swipe(by: 1)
    _ = fixture.take()
    fixture.driver.reload()
    #expect(!fixture.take().contains { $0.hasPrefix("announce") })
    fixture.source.stories = [Story(id: "a"), Story(id: "b"), Story(id: "c")]
    fixture.driver.reload()
    #expect(fixture.take().suffix(2) == ["announce 1 Page 2 of 3", "focus 1"])
  }

  @Test func actions_markTheirSettle_keysAndSwipesDoNot() throws {
    let fixture = AccessibilityFixture()
    _ = fixture.take()
    #expect(fixture.plugin.increment())
    // The value speaks of where the pages go from the moment the action is taken.
    #expect(fixture.plugin.value == "Page 2 of 6")
    fixture.settle()
    #expect(fixture.take() == ["settle 1", "announce 1 Page 2 of 6 (action)", "focus 1"])
    #expect(fixture.plugin.scroll(.left) == "Page 3 of 6")
    fixture.settle()
    #expect(fixture.take() == ["settle 2", "announce 2 Page 3 of 6 (action)", "focus 2"])
    fixture.plugin.handleKey(.left)
    fixture.settle()
    #expect(fixture.take() == ["settle 1", "announce 1 Page 2 of 6", "focus 1"])
    // A finger that takes over an action's move makes its settle the finger's.
    #expect(fixture.plugin.decrement())
    fixture.clock.advance(by: .milliseconds(30))
    fixture.driver.drag(byPages: 0.2)
    fixture.driver.release(velocity: 0)
    fixture.settle()
    let marked = fixture.take().filter { $0.hasSuffix("(action)") }
    #expect(marked == [])
  }

  @Test func ownWords_labelAndValue() {
    let plugin = PageAccessibilityPlugin<Story>(label: "Stories", emptyValue: "Nothing yet")
    plugin.pageLabel = { "\($0.page.title), \($0.number) / \($0.count)" }
    plugin.valueText = { "Story \($0.number)" }
    let fixture = AccessibilityFixture(count: 4, plugin: plugin)
    #expect(fixture.take() == ["settle 0", "announce 0 S0, 1 / 4", "focus 0"])
    #expect(plugin.label == "Stories")
    #expect(plugin.value == "Story 1")
    #expect(
      plugin.elements == [PageAccessibilityElement(index: 0, label: "S0, 1 / 4", isCurrent: true)])
    fixture.source.stories = []
    fixture.driver.applyUpdates()
    #expect(plugin.value == "Nothing yet")
  }
}

/// Looping with several pages per viewport: the tree reads in the order pages are shown.
@Suite struct LoopingAccessibilityTests {
  @Test func acrossTheSeam_theTreeReadsTheLastPageBeforeTheFirst() throws {
    let fixture = AccessibilityFixture()
    fixture.container.shape = PageShape(size: .fraction(0.5))
    fixture.container.loops = true
    try fixture.container.scrollToPage(5, animated: false)
    fixture.settle()
    // Resting on the last of six half pages, page 0 beside it: 5, then 0.
    #expect(fixture.container.visibleIndices == [0, 5])
    #expect(fixture.plugin.elements.map(\.index) == [5, 0])
    #expect(fixture.plugin.elements.map(\.isCurrent) == [true, false])
    fixture.container.swipe(.forward)
    fixture.settle()
    #expect(fixture.plugin.elements.map(\.index) == [0, 1])
    #expect(fixture.take().suffix(2) == ["announce 0 Page 1 of 6", "focus 0"])
  }
}

extension LoopingAccessibilityTests {
  @Test func aroundTheRing_nextFromTheLastReachesTheFirst_goingForward() throws {
    let fixture = AccessibilityFixture()
    fixture.container.loops = true
    try fixture.container.scrollToPage(5, animated: false)
    fixture.settle()
    _ = fixture.take()
    #expect(fixture.plugin.canIncrement)
    #expect(fixture.plugin.target(of: .next) == 0)
    fixture.plugin.increment()
    #expect(fixture.container.phase == .animating(toward: 0))
    #expect(fixture.container.travelDirection == .forward)
    fixture.settle()
    #expect(fixture.container.currentIndex == 0)
    // An answered action: the host speaks the returned status, the announcement says so.
    #expect(fixture.take() == ["settle 0", "announce 0 Page 1 of 6 (action)", "focus 0"])
    #expect(fixture.plugin.canDecrement)
    fixture.plugin.decrement()
    #expect(fixture.container.travelDirection == .backward)
    fixture.settle()
    #expect(fixture.container.currentIndex == 5)
    // Home and End still name the first and last pages.
    #expect(fixture.plugin.target(of: .first) == 0)
    #expect(fixture.plugin.target(of: .last) == nil)
  }

  @Test func withoutARing_theEdgesStop() throws {
    let fixture = AccessibilityFixture()
    try fixture.container.scrollToPage(5, animated: false)
    fixture.settle()
    #expect(!fixture.plugin.canIncrement)
    #expect(fixture.plugin.target(of: .next) == nil)
  }
}

extension LoopingAccessibilityTests {
  @Test(
    "under a finger across the seam, the value speaks of the nearest page round the ring",
    arguments: [false, true])
  func underAFingerAcrossTheSeam_theValueIsTheNearestPage(loops: Bool) throws {
    var random = SeededRandomNumberGenerator(seed: loops ? 2 : 1)
    for _ in 0..<40 {
      let fixture = AccessibilityFixture()
      fixture.container.loops = loops
      let start = Int.random(in: 0..<6, using: &random)
      try fixture.container.scrollToPage(start, animated: false)
      fixture.settle()
      let pages = Double.random(in: -2.4...2.4, using: &random)
      fixture.driver.drag(byPages: pages)
      let position = fixture.container.position
      let nearest = Int(position.rounded())
      let expected = loops ? ((nearest % 6) + 6) % 6 : min(max(0, nearest), 5)
      #expect(
        fixture.plugin.destinationIndex == expected,
        "from \(start) by \(pages): position \(position)")
      #expect(fixture.plugin.value == "Page \(expected + 1) of 6")
      fixture.driver.release(velocity: 0)
      fixture.settle()
      // Released with no velocity, the pages rest on the page it spoke of.
      #expect(fixture.container.currentIndex == expected, "from \(start) by \(pages)")
    }
  }
}
