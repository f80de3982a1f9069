import Folio
import FolioTesting

struct Poster: Diffable, Equatable {
  var id: Int
  var diffID: Int { id }
}

final class PosterPage: ConstructiblePageController {
  typealias Page = Poster
  init() {}
}

final class Posters: PageContainerDataSource {
  let posters = (0..<6).map { Poster(id: $0) }
  func pages(for container: PageContainer<Poster>) -> [Poster] { posters }
  func pageContainer(_ container: PageContainer<Poster>, controllerFor page: Poster, at index: Int)
    throws(PageContainerError) -> any PageController<Poster>
  {
    try container.dequeueReusablePage(of: PosterPage.self, for: index)
  }
}

/// A carousel whose neighbours peek.
///
/// 80-point posters, centred in a 100-point viewport, 4 points apart. Returns the lifecycle of
/// the first layout and of one swipe, and where the posters are drawn at rest.
func carouselExample() -> (layout: [String], swipe: [String], origins: [Double]) {
  let clock = ManualClock()
  let container = PageContainer<Poster>(viewportSize: Size(width: 100, height: 60), clock: clock)
  container.shape = PageShape(size: .fraction(0.8), spacing: 4, alignment: .centered)
  let recorder = PageEventRecorder()
  container.addEventObserver(recorder)
  let posters = Posters()  // the container holds its data source weakly
  container.dataSource = posters
  container.layoutIfNeeded()
  let layout = recorder.take(.lifecycle).map { "\($0)" }
  container.swipe(.forward)
  clock.runUntilIdle()
  let swipe = recorder.take(.lifecycle).map { "\($0)" }
  return (layout, swipe, container.placements.map(container.screenOrigin(of:)))
}
