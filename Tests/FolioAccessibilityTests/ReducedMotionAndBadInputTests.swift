import Folio
import FolioAccessibility
import FolioTesting
import Testing

/// Reduced motion, and every way to ask for what cannot be.
@Suite struct ReducedMotionAndBadInputTests {
  @Test func reducedMotion_movesAreInstant() {
    let fixture = AccessibilityFixture(
      count: 10, plugin: PageAccessibilityPlugin(reducesMotion: true))
    _ = fixture.take()
    #expect(fixture.plugin.reducesMotion)
    #expect(fixture.plugin.increment())
    #expect(fixture.take() == ["settle 1", "announce 1 Page 2 of 10 (action)", "focus 1"])
    #expect(fixture.plugin.handleKey(.end) == 9)
    #expect(fixture.take() == ["settle 9", "announce 9 Page 10 of 10", "focus 9"])
    #expect(fixture.plugin.scroll(.right) == "Page 9 of 10")
    #expect(fixture.container.phase == .resting)
    #expect(fixture.take() == ["settle 8", "announce 8 Page 9 of 10 (action)", "focus 8"])
  }

  @Test func turningReducedMotionOn_finishesAJumpAtOnce_leavesAFingerAlone() throws {
    let fixture = AccessibilityFixture(count: 10)
    _ = fixture.take()
    try fixture.container.scrollToPage(7, animated: true)
    fixture.clock.advance(by: .milliseconds(30))
    fixture.plugin.reducesMotion = true
    #expect(fixture.container.phase == .resting)
    #expect(fixture.take() == ["settle 7", "announce 7 Page 8 of 10", "focus 7"])
    fixture.plugin.reducesMotion = false
    fixture.driver.drag(byPages: 0.3)
    fixture.plugin.reducesMotion = true
    #expect(fixture.container.phase == .tracking)
    fixture.driver.release(velocity: 0)
    fixture.settle()
    #expect(fixture.take() == ["settle 7"])
  }

  @Test func noPages_nothingMoves_nothingIsSaid() {
    let fixture = AccessibilityFixture(count: 0)
    let plugin = fixture.plugin
    #expect(fixture.take() == [])
    #expect(plugin.value == "No pages")
    #expect(plugin.destinationIndex == nil)
    #expect(plugin.elements == [])
    #expect(!plugin.increment() && !plugin.decrement())
    #expect(!plugin.canIncrement && !plugin.canDecrement)
    for direction in PageScrollDirection.allCases { #expect(plugin.scroll(direction) == nil) }
    for key in PageKey.allCases {
      #expect(plugin.handleKey(key) == nil)
      #expect(plugin.handleKey(key, in: .tabStrip) == nil)
    }
    for move in PageMove.allCases { #expect(plugin.go(move) == nil) }
  }

  @Test func onePage_everyMoveIsRefused() {
    let fixture = AccessibilityFixture(count: 1)
    _ = fixture.take()
    for key in PageKey.allCases { #expect(fixture.plugin.handleKey(key) == nil) }
    for move in PageMove.allCases { #expect(fixture.plugin.target(of: move) == nil) }
    #expect(fixture.plugin.value == "Page 1 of 1")
    fixture.settle()
    #expect(fixture.take() == [])
  }

  @Test func anyIndex_elementForPage() {
    let fixture = AccessibilityFixture(count: 3)
    for index in [Int.min, -1, 3, Int.max] {
      #expect(fixture.plugin.element(forPage: index) == nil)
    }
    #expect(
      fixture.plugin.element(forPage: 2)
        == PageAccessibilityElement(index: 2, label: "Page 3 of 3", isCurrent: false))
  }

  @Test func emptyViewport_showsNoElements_valueStays() {
    let fixture = AccessibilityFixture(count: 3)
    fixture.container.setViewportSize(.zero)
    #expect(fixture.plugin.elements == [])
    #expect(fixture.plugin.value == "Page 1 of 3")
    fixture.container.setViewportSize(Size(width: 100, height: 40))
    #expect(fixture.plugin.elements.map(\.index) == [0])
  }

  @Test func detached_answersAsIfThereWereNoPages() {
    let fixture = AccessibilityFixture(count: 3)
    fixture.container.removePlugin(fixture.plugin)
    _ = fixture.take()
    #expect(fixture.plugin.attachedContext == nil)
    #expect(fixture.plugin.value == "No pages")
    #expect(fixture.plugin.elements == [])
    #expect(!fixture.plugin.increment())
    #expect(fixture.plugin.handleKey(.right) == nil)
    fixture.driver.swipe(by: 1)
    #expect(fixture.take() == ["settle 1"])
  }

  @Test func requestsFromTheCallbacks_runAfterThem() {
    let fixture = AccessibilityFixture(count: 5)
    _ = fixture.take()
    var once = true
    let plugin = fixture.plugin
    // The plugin holds this closure: it captures the plugin (and the fixture) unowned.
    plugin.announce = { [unowned fixture, unowned plugin] announcement in
      fixture.log.append("announce \(announcement.index)")
      if once {
        once = false
        // Asked from inside the settle: it runs after it.
        plugin.handleKey(.right)
      }
    }
    plugin.handleKey(.right)
    fixture.settle()
    #expect(
      fixture.take() == ["settle 1", "announce 1", "focus 1", "settle 2", "announce 2", "focus 2"])
    #expect(fixture.harness.checker.violations.isEmpty)
  }
}
