import Folio
import FolioTesting
import Testing

@Suite struct RightToLeftTests {
  @Test func screenDragToTheRight_bringsTheNextPage_andTravelStaysForward() {
    let f = ContainerFixture(count: 4)
    f.container.layoutDirection = .rightToLeft
    f.recorder.clear()
    f.container.beginDragging()
    f.container.dragOnScreen(byPages: 0.25)
    #expect(f.container.position == 0.25)
    #expect(f.container.travelDirection == .forward)
    // Page 0 moved right (+0.25 on screen), page 1 comes in from the left.
    #expect(
      f.container.placements == [
        PagePlacement(index: 0, offset: -0.25, screenOffset: 0.25),
        PagePlacement(index: 1, offset: 0.75, screenOffset: -0.75),
      ])
    f.container.endDraggingOnScreen(velocity: 2)
    f.driver.runUntilSettled()
    #expect(
      f.recorder.take(.lifecycle) == [
        .will(1, article(2)), .gone(0, article(1)), .did(1, article(2)), .settled(index: 1),
      ])
    #expect(f.container.travelDirection == .forward)
    f.finish()
  }

  @Test func leftToRight_screenDragToTheLeft_bringsTheNextPage() {
    let f = ContainerFixture(count: 4)
    f.recorder.clear()
    f.container.beginDragging()
    f.container.dragOnScreen(byPages: -0.25)
    #expect(f.container.position == 0.25)
    #expect(f.container.placements.map(\.screenOffset) == [-0.25, 0.75])
    f.container.endDraggingOnScreen(velocity: -2)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 1)
    f.finish()
  }

  @Test func rightToLeft_screenDragToTheLeftAtPageZero_staysAtTheStart() {
    let f = ContainerFixture(count: 4)
    f.container.layoutDirection = .rightToLeft
    f.recorder.clear()
    f.container.beginDragging()
    f.container.dragOnScreen(byPages: -0.5)
    #expect(f.container.position == 0)
    f.container.endDraggingOnScreen(velocity: -2)
    f.driver.runUntilSettled()
    #expect(f.recorder.take(.lifecycle) == [.settled(index: 0)])
    f.finish()
  }

  @Test func logicalDrags_andSwipes_ignoreTheDirection() {
    let f = ContainerFixture(count: 4)
    f.container.layoutDirection = .rightToLeft
    f.recorder.clear()
    f.driver.swipe(by: 1)
    f.driver.drag(byPages: 0.5)
    #expect(f.container.position == 1.5)
    f.driver.release(velocity: 2)
    f.driver.runUntilSettled()
    #expect(f.container.currentIndex == 2)
    f.finish()
  }

  @Test func vertical_isNotMirrored() {
    let f = ContainerFixture(count: 4, axis: .vertical)
    f.container.layoutDirection = .rightToLeft
    f.container.beginDragging()
    f.container.dragOnScreen(byPages: -0.25)
    #expect(f.container.position == 0.25)
    #expect(f.container.placements.map(\.screenOffset) == [-0.25, 0.75])
    f.container.endDragging(velocity: 0)
    f.driver.runUntilSettled()
    f.finish()
  }

  @Test func changingTheDirection_movesNoPage_andPluginsHearIt() {
    let f = ContainerFixture(count: 4)
    let plugin = DirectionRecorder()
    f.container.addPlugin(plugin)
    f.recorder.clear()
    f.container.layoutDirection = .rightToLeft
    f.container.layoutDirection = .rightToLeft
    f.container.layoutDirection = .leftToRight
    #expect(plugin.heard == [.rightToLeft, .leftToRight])
    #expect(f.recorder.take(.lifecycle) == [])
    f.finish()
  }
}

final class DirectionRecorder: PageContainerPlugin {
  typealias Page = TestPage
  var heard: [PageLayoutDirection] = []
  func pageContainerLayoutDirectionDidChange(_ context: PagePluginContext<TestPage>) {
    heard.append(context.layoutDirection)
  }
}

/// Found from outside: right-to-left placements stay finite near the largest viewport.
@Suite struct RightToLeftExtremeTests {
  @Test func aHugeViewport_mirrorsWithoutOverflowing() {
    let source = TransformingPages(count: 5)
    let harness = PageContainerHarness<TestPage>(viewportSize: Size(width: 1.7e308, height: 50))
    harness.container.layoutDirection = .rightToLeft
    harness.container.dataSource = source
    harness.layout()
    harness.container.beginDragging()
    harness.container.drag(byPages: 0.5)
    let origins = harness.container.placements.map { harness.container.screenOrigin(of: $0) }
    #expect(origins == [8.5e307, -8.5e307])
    harness.driver.release(velocity: 0)
    harness.driver.runUntilSettled()
    withExtendedLifetime(source) {}
  }
}
