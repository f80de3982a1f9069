import Folio

struct Clip: Identifiable, Diffable, Equatable {
  var id: Int
}

final class ClipPage: ConstructiblePageController {
  var clip = 0
  var log: (String) -> Void = { print($0) }
  init() {}
  func bind(to page: Clip) { clip = page.id }
  func pageWillAppear() { log("will appear \(clip)") }
  func pageDidAppear() { log("playing \(clip)") }
  func pageDidDisappear() { log("paused \(clip)") }
}

final class Clips: PageContainerDataSource {
  var log: (String) -> Void = { print($0) }
  func pages(for container: PageContainer<Clip>) -> [Clip] { (0..<100).map(Clip.init) }
  func pageContainer(_ container: PageContainer<Clip>, controllerFor page: Clip, at index: Int)
    throws(PageContainerError) -> any PageController<Clip>
  {
    let page = try container.dequeueReusablePage(of: ClipPage.self, for: index)
    page.log = log
    return page
  }
}

/// A vertical feed of clips: the first one plays, a swipe up plays the next.
func firstContainer(log: @escaping (String) -> Void = { print($0) }) {
  let clock = ManualClock()  // a RealTimeClock in an app
  let feed = PageContainer<Clip>(
    viewportSize: Size(width: 390, height: 844), axis: .vertical, clock: clock)
  let clips = Clips()
  clips.log = log
  feed.dataSource = clips  // held weakly: keep it alive
  feed.layoutIfNeeded()  // will appear 0, playing 0
  feed.swipe(.forward)
  clock.runUntilIdle()  // will appear 1, paused 0, playing 1
  feed.isOnScreen = false  // the screen goes (a host says so, a sheet too): paused 1
  feed.isOnScreen = true  // back: will appear 1, playing 1
}
