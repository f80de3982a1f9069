import Folio
import FolioHost

struct Moment: Identifiable, Diffable, Equatable {
  var id: Int
}

/// A page whose controller a platform shows: a stand-in for a view controller here.
final class MomentPage: ConstructiblePageController {
  var moment = 0
  init() {}
  func bind(to page: Moment) { moment = page.id }
}

final class Moments: PageContainerDataSource {
  func pages(for container: PageContainer<Moment>) -> [Moment] { (0..<20).map(Moment.init) }
  func pageContainer(_ container: PageContainer<Moment>, controllerFor page: Moment, at index: Int)
    throws(PageContainerError) -> any PageController<Moment>
  {
    try container.dequeueReusablePage(of: MomentPage.self, for: index)
  }
}

/// What a platform's screen does with a host: a sketch of a container view controller.
final class MomentScreen: PageHostDisplay {
  let clock: HostClock
  let container: PageContainer<Moment>
  let host: PageHost<Moment>
  let moments = Moments()
  var displayLinkRuns = false
  var log: [String] = []

  init(currentTime: @escaping () -> Double) {
    clock = HostClock(currentTime: currentTime)  // CACurrentMediaTime on Apple platforms
    container = PageContainer(viewportSize: Size(width: 390, height: 844), clock: clock)
    host = PageHost(container: container, scale: 3)
    host.display = self
    // Frames on demand: the display link runs only while the clock asks for frames.
    clock.onScheduleChange = { [unowned self] schedule in displayLinkRuns = schedule.needsFrames }
    container.dataSource = moments
    container.layoutIfNeeded()
  }

  // The platform's callbacks, passed on.
  func displayLinkFired(timestamp: Double) {
    clock.tick(timestamp: timestamp)
    layOut()
  }

  func touched(_ phase: String, at point: Point, timestamp: Double) {
    let time = clock.time(ofTimestamp: timestamp)
    switch phase {
    case "began": host.touchDown(at: point, time: time)
    case "moved": host.touchMoved(to: point, time: time)
    default: host.touchUp(at: point, time: time)
    }
    layOut()
  }

  func layOut() {
    host.forEachFrame { frame in log.append("page \(frame.index) at \(frame.frame.minX)") }
  }

  // What the host asks: containment, one step at a time, in the lifecycle's order.
  func pageHost(_ host: PageHost<Moment>, perform action: ContainmentAction) {
    log.append(action.description)  // addChild MomentPage#1, beginAppearance(true) MomentPage#1...
  }
}
