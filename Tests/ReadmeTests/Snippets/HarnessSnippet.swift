import Folio
import FolioTesting
import Testing

@MainActor
@Test func swipeForward_everyEventAsserted() throws {
  let harness = PageContainerHarness<Photo>(viewportSize: Size(width: 80, height: 24))
  let photos = Photos()
  harness.container.dataSource = photos
  harness.layout()
  try harness.expect([
    "willAppear 0 https://example.com/0.jpg PhotoPage#1",
    "didAppear 0 https://example.com/0.jpg PhotoPage#1", "settle 0",
  ])
  harness.skip()  // the reload, instantiation and dequeue: not what this test is about
  harness.driver.swipe(by: 1)
  try harness.expect([
    "willAppear 1 https://example.com/1.jpg PhotoPage#2",
    "didDisappear 0 https://example.com/0.jpg PhotoPage#1",
    "didAppear 1 https://example.com/1.jpg PhotoPage#2", "settle 1",
  ])
  try harness.expect(
    events: [
      .instantiated(controller: ControllerTag(typeName: "PhotoPage", number: 2)),
      .dequeued(
        index: 1, page: "https://example.com/1.jpg",
        controller: ControllerTag(typeName: "PhotoPage", number: 2), source: .new),
    ])
  try harness.finish()  // nothing unasserted, every rule held, nothing owed
}
