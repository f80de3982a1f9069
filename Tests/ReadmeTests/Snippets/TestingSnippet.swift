import Folio
import FolioTesting
import Testing

@MainActor
@Test func swipeForward_nextPhotoAppearsAndTheFirstDisappears() {
  let clock = ManualClock()
  let photos = Photos()
  let container = PageContainer<Photo>(viewportSize: Size(width: 80, height: 24), clock: clock)
  let recorder = PageEventRecorder()
  container.addEventObserver(recorder)
  let checker = LifecycleChecker(observing: container)  // from the container's state now
  container.dataSource = photos
  let driver = PageContainerDriver(container: container, clock: clock)
  driver.runUntilSettled()
  recorder.clear()
  driver.swipe(by: 1)
  #expect(
    recorder.take(.lifecycle).map(\.description) == [
      "willAppear 1 https://example.com/1.jpg PhotoPage#2",
      "didDisappear 0 https://example.com/0.jpg PhotoPage#1",
      "didAppear 1 https://example.com/1.jpg PhotoPage#2", "settle 1",
    ])
  checker.finish(container)  // every rule, the rest rule, and nothing owed
  #expect(checker.violations.isEmpty)
}
