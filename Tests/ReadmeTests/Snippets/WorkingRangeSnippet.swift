import Folio
import FolioWorkingRange

struct Photo: Identifiable, Diffable, Equatable {
  var id: String  // its URL
}

/// Your loader: asynchronous and cancellable.
///
/// This one answers at once.
func download(_ url: String) async -> [UInt8] {
  await Task.yield()
  return Array(url.utf8)
}

@MainActor
final class PhotoPage: @MainActor ConstructiblePageController, @MainActor WorkingRangeDelegate {
  private(set) var photo: Photo?
  private(set) var image: [UInt8]?
  private(set) var loading: Task<Void, Never>?

  init() {}

  func bind(to photo: Photo) { self.photo = photo }

  func pageWillEnterWorkingRange() {  // near the screen: start loading
    guard image == nil, let url = photo?.id else { return }
    loading = Task { [weak self] in
      let bytes = await download(url)  // runs on the main actor, as the page does
      guard !Task.isCancelled else { return }
      self?.image = bytes
    }
  }

  func pageDidExitWorkingRange() {  // out of range before it finished: stop
    loading?.cancel()
    loading = nil
  }

  func prepareForReuse() {  // never show another page's image
    loading?.cancel()
    image = nil
  }
}

@MainActor
final class Photos: @MainActor PageContainerDataSource {
  var photos = (0..<20).map { Photo(id: "https://example.com/\($0).jpg") }

  func pages(for container: PageContainer<Photo>) -> [Photo] { photos }

  func pageContainer(_ container: PageContainer<Photo>, controllerFor photo: Photo, at index: Int)
    throws(PageContainerError) -> any PageController<Photo>
  {
    try container.dequeueReusablePage(of: PhotoPage.self, for: index)
  }
}

@MainActor
func makePhotoContainer(clock: ManualClock, photos: Photos) -> PageContainer<Photo> {
  let container = PageContainer<Photo>(viewportSize: Size(width: 80, height: 24), clock: clock)
  container.dataSource = photos
  container.addPlugin(WorkingRangePlugin<Photo>(size: 1))  // pages 0 and 1 start loading
  container.layoutIfNeeded()
  return container
}
