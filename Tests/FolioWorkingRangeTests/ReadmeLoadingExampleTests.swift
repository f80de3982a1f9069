import Folio
import FolioTesting
import FolioWorkingRange
import Testing

// The README's loading pattern, kept compiling and true: a page starts loading when it enters
// the working range and cancels when it leaves. The container and its controllers live on the
// main actor, so the task's result comes back to the controller's isolation.

struct Photo: Diffable, Equatable {
  var url: String
  var diffID: String { url }
}

/// Stands in for a network download.
func download(_ url: String) async -> [UInt8] {
  await Task.yield()
  return Array(url.utf8)
}

@MainActor
final class PhotoPage: @preconcurrency ConstructiblePageController,
  @preconcurrency WorkingRangeDelegate
{
  private(set) var photo: Photo?
  private(set) var image: [UInt8]?
  private(set) var loading: Task<Void, Never>?

  nonisolated init() {}

  func bind(to photo: Photo) { self.photo = photo }

  func pageWillEnterWorkingRange() {
    guard image == nil, let url = photo?.url else { return }
    loading = Task { [weak self] in
      let bytes = await download(url)
      guard !Task.isCancelled else { return }
      self?.image = bytes
    }
  }

  func pageDidExitWorkingRange() {
    loading?.cancel()
    loading = nil
  }

  func prepareForReuse() { image = nil }
}

final class Photos: PageContainerDataSource {
  var photos = (0..<10).map { Photo(url: "https://example.com/\($0).jpg") }
  func pages(for container: PageContainer<Photo>) -> [Photo] { photos }
  func pageContainer(
    _ container: PageContainer<Photo>, controllerFor page: Photo, at index: Int
  ) throws(PageContainerError) -> any PageController<Photo> {
    try container.dequeueReusablePage(of: PhotoPage.self, for: index)
  }
}

@Suite @MainActor struct ReadmeLoadingExampleTests {
  @Test func pageInTheWorkingRange_isLoadedBeforeItAppears() async {
    let clock = ManualClock()
    let container = PageContainer<Photo>(viewportSize: Size(width: 80, height: 24), clock: clock)
    let photos = Photos()
    container.dataSource = photos
    container.addPlugin(WorkingRangePlugin<Photo>(size: 1))
    container.layoutIfNeeded()
    let next = container.activeController(at: 1) as? PhotoPage
    await next?.loading?.value
    #expect(next?.image == Array("https://example.com/1.jpg".utf8), "loaded off screen")
    #expect(container.visibleIndices == [0])
  }
}
