import Folio
import FolioHostTesting
import Testing

@MainActor
@Test func aSwipe_theIncomingChildAppears_theOutgoingOneDisappears() throws {
  // The app's own container (its shape, plugins and data source), on the harness's clock.
  let screen = PageHostHarness<Moment>(scale: 3) { clock in
    PageContainer(viewportSize: Size(width: 390, height: 844), clock: clock)
  }
  let stories = Moments()
  screen.container.dataSource = stories
  screen.layoutContainer()
  screen.swipe(.forward)  // touches in points, 16 ms apart, then a release
  screen.runUntilIdle()  // the display link runs while the pages glide, then sleeps
  let incoming = ControllerTag(typeName: "MomentPage", number: 2)
  #expect(
    screen.rules.heard[incoming] == [
      "willMove(toParent: container)", "didMove(toParent: container)", "viewWillAppear",
      "viewDidAppear",
    ])
  #expect(screen.container.currentIndex == 1)
  try screen.finish()  // UIKit's rules, the lifecycle, no frame at rest, every child removed
}
