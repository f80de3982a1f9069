import Folio

struct Video: Identifiable, Diffable, Equatable {
  var id: String
}

final class VideoPage: ConstructiblePageController {
  init() {}
  func bind(to page: Video) {}
}

final class LoadingPage: ConstructiblePageController {
  init() {}
  func bind(to page: Video) {}
}

/// A feed that grows in batches of 10 and shows a loading page after its last video.
final class VideoFeed: PageContainerFeedDataSource {
  var videos: [Video] = []
  var batches: [PageBatch<Video>] = []  // the requests on their way to the server

  func pages(for container: PageContainer<Video>) -> [Video] { videos }
  func hasMorePages(for container: PageContainer<Video>) -> Bool { videos.count < 30 }
  func pageContainer(_ container: PageContainer<Video>, loadMore batch: PageBatch<Video>) {
    batches.append(batch)  // ask the server; `arrived` runs when it answers
  }
  func pageContainer(_ container: PageContainer<Video>, tailPageFor state: FeedTailState)
    -> Video?
  {
    state == .failed ? Video(id: "retry") : state == .ended ? nil : Video(id: "loading")
  }
  func pageContainer(_ container: PageContainer<Video>, controllerFor page: Video, at index: Int)
    throws(PageContainerError) -> any PageController<Video>
  {
    page.id == "loading" || page.id == "retry"
      ? try container.dequeueReusablePage(of: LoadingPage.self, for: index)
      : try container.dequeueReusablePage(of: VideoPage.self, for: index)
  }

  /// The server answered the oldest request.
  func arrived() {
    let batch = batches.removeFirst()
    videos += (batch.startIndex..<batch.startIndex + 10).map { Video(id: "v\($0)") }
    batch.finish()
  }
}

/// A vertical feed with at most 3 live players, pages that ask for more as the reader nears
/// the end, and the reader on the loading page carried on to the first new video.
func feedExample() throws -> [String] {
  let clock = ManualClock()
  let container = PageContainer<Video>(
    viewportSize: Size(width: 390, height: 844), axis: .vertical, clock: clock)
  let feed = VideoFeed()
  container.dataSource = feed
  try container.setLiveBudget(3, for: VideoPage.self)
  container.layoutIfNeeded()  // no videos yet: the loading page, and the first batch asked
  feed.arrived()
  clock.runUntilIdle()  // v0 takes the loading page's place
  try container.scrollToPage(10, animated: false)  // the loading page again: batch 2 asked
  feed.arrived()
  clock.runUntilIdle()
  return [
    "\(container.currentIndex ?? -1) \(container.pages[container.currentIndex ?? 0].id)",
    "\(container.count) pages, \(container.feedTailState)",
    "\(container.liveControllerCounts["VideoPage"] ?? 0) players",
  ]
}
