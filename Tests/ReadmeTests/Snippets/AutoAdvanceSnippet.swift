import Folio
import FolioAutoAdvance

struct Banner: Diffable, Equatable {
  var id: Int
  var diffID: Int { id }
}

final class BannerPage: ConstructiblePageController {
  typealias Page = Banner
  init() {}
}

final class Banners: PageContainerDataSource {
  let banners = (0..<3).map { Banner(id: $0) }
  func pages(for container: PageContainer<Banner>) -> [Banner] { banners }
  func pageContainer(_ container: PageContainer<Banner>, controllerFor page: Banner, at index: Int)
    throws(PageContainerError) -> any PageController<Banner>
  {
    try container.dequeueReusablePage(of: BannerPage.self, for: index)
  }
}

/// A carousel of three banners that advances every 4 seconds.
///
/// A touch holds it, and it goes on 6 seconds after the finger lifts. Returns the page shown
/// after each wait.
func autoAdvanceExample() -> [Int?] {
  let clock = ManualClock()
  let container = PageContainer<Banner>(viewportSize: Size(width: 80, height: 10), clock: clock)
  let banners = Banners()  // the container holds its data source weakly
  container.dataSource = banners
  container.layoutIfNeeded()
  let auto = AutoAdvancePlugin<Banner>(
    clock: clock, interval: .seconds(4), resumeDelay: .seconds(6))
  container.addPlugin(auto)
  auto.reducesMotion = false  // the system's reduce-motion setting, in an app
  var shown: [Int?] = []
  func wait(_ seconds: Int64) {
    clock.advance(by: .seconds(seconds))
    clock.runUntilIdle()  // the advance's animation
    shown.append(container.currentIndex)
  }
  wait(4)  // 1
  wait(4)  // 2
  wait(4)  // 0: it wraps
  container.beginDragging()  // a finger holds the carousel
  wait(10)  // still 0
  container.endDragging(velocity: 0)
  wait(4)  // still 0: 6 seconds after the finger lifted
  wait(2)  // 1
  return shown
}
