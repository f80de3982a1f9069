import Folio
import FolioTesting
import Testing

/// `currentController` and `controller(forPage:)` on the container, as the plugin context has
/// them.
@Suite struct ControllerQueryTests {
  @Test func currentController_isTheSettledPagesController_throughASwipe() throws {
    let f = ContainerFixture(count: 5, layout: false)
    #expect(f.container.currentController == nil)
    f.container.layoutIfNeeded()
    #expect(f.container.currentController === f.container.activeController(at: 0))
    f.container.swipe(.forward)
    // While the pages glide, the settled page is still page 0.
    #expect(f.container.currentController === f.container.activeController(at: 0))
    f.clock.runUntilIdle()
    #expect(f.container.currentController === f.container.activeController(at: 1))
    #expect((f.container.currentController as? RecordingPage)?.bound?.id == "p1")
    f.finish()
  }

  @Test func controllerForPage_findsAnActivePageByIdentity_andNothingForOthers() throws {
    let f = ContainerFixture(count: 10)
    try f.container.scrollToPage(5, animated: false)
    #expect(f.container.controller(forPage: "p5") === f.container.activeController(at: 5))
    #expect(f.container.controller(forPage: "p0") == nil)  // reclaimed: more than 3 away
    #expect(f.container.controller(forPage: "nope") == nil)
    // After the pages move, a page's controller is still found by its identity.
    f.source.pages.insert(TestPage(id: "new"), at: 0)
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(f.container.controller(forPage: "p5") === f.container.activeController(at: 6))
    #expect(f.container.currentController === f.container.controller(forPage: "p5"))
    f.finish()
  }

  @Test func anEmptyContainer_hasNoCurrentController() {
    let f = ContainerFixture(count: 0)
    #expect(f.container.currentController == nil)
    #expect(f.container.controller(forPage: "p0") == nil)
  }
}
