// The worked photo viewer: 10,000 photos opened at photo 4321; a zoomed photo pans to its edge
// and the next pan pages (as Photos does); a swipe down closes the viewer; at most three photos
// decoded at once. Written from the docs by a team's measure of the glue around the library.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioUIKit
  import UIKit

  struct Photo: Diffable, Hashable, Sendable {
    var number: Int
    var diffID: Int { number }
  }

  protocol PhotoStore: Sendable {
    func path(of photo: Int) -> String
  }

  @MainActor
  final class PhotoLibrary: @MainActor PageContainerDataSource {
    let photos = (0..<10_000).map(Photo.init)
    func pages(for container: PageContainer<Photo>) -> [Photo] { photos }
    func pageContainer(_ container: PageContainer<Photo>, controllerFor page: Photo, at index: Int)
      throws(PageContainerError) -> any PageController<Photo>
    {
      try container.dequeueReusablePage(of: PhotoViewController.self, for: index)
    }
  }

  @MainActor
  final class PhotoViewerController: UIViewController, UIGestureRecognizerDelegate {
    private let library = PhotoLibrary()
    private let container: PageContainer<Photo>
    private let pages: FolioPageViewController<Photo>
    private lazy var dismissPan = UIPanGestureRecognizer(
      target: self, action: #selector(swipeDown(_:)))

    init(store: any PhotoStore, opening photo: Int = 4321) throws {
      let clock = FolioPageViewController<Photo>.makeClock()
      container = PageContainer(viewportSize: .zero, clock: clock)
      container.register(PhotoViewController.self) { PhotoViewController(store: store) }
      container.boundPageLimit = 3  // at most three decoded photos
      container.dataSource = library
      container.open(on: .index(photo))
      pages = try FolioPageViewController(container: container, clock: clock)
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .black
      addChild(pages)
      view.addSubview(pages.view)
      pages.didMove(toParent: self)
      dismissPan.delegate = self
      view.addGestureRecognizer(dismissPan)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if dismissPan.state != .changed { pages.view.frame = view.bounds }
    }

    /// A swipe down, on a photo that is not zoomed in.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let velocity = dismissPan.velocity(in: view)
      // A zoomed photo under the finger has room to pan: its pan, not a dismissal.
      return velocity.y > abs(velocity.x) && (pages.host.axisScroller?.axisRange ?? 0) == 0
    }

    @objc private func swipeDown(_ pan: UIPanGestureRecognizer) {
      let down = max(0, pan.translation(in: view).y)
      switch pan.state {
      case .changed:
        pages.view.frame = view.bounds.offsetBy(dx: 0, dy: down)
      case .ended where down > 120:
        dismiss(animated: true)
      default:
        pages.view.frame = view.bounds
      }
    }
  }

  /// A photo that zooms; zoomed in, it is the pan's until its edge.
  final class PhotoViewController: UIViewController, UIScrollViewDelegate {
    let zoom = UIScrollView()
    private let imageView = UIImageView(image: nil)
    private let store: any PhotoStore
    lazy var scroller = FolioAxisScroller(zoom, handoff: .nextPan)
    var isZoomed: Bool { zoom.zoomScale > zoom.minimumZoomScale }

    init(store: any PhotoStore) {
      self.store = store
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
      super.viewDidLoad()
      zoom.delegate = self
      zoom.minimumZoomScale = 1
      zoom.maximumZoomScale = 4
      zoom.scrollsToTop = false
      zoom.addSubview(imageView)
      view.addSubview(zoom)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      zoom.frame = view.bounds
      if !isZoomed {
        imageView.frame = zoom.bounds
        zoom.contentSize = zoom.bounds.size
      }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
  }

  extension PhotoViewController: @MainActor PageController, @MainActor PageAxisScrolling {
    func prepareForReuse() { zoom.setZoomScale(1, animated: false) }
    func bind(to page: Photo) {
      loadViewIfNeeded()
      imageView.image = UIImage(contentsOfFile: store.path(of: page.number))  // decoded
    }
    func pageWasReclaimed() { imageView.image = nil }  // no longer one of the three
    func axisScroller(at point: Point) -> (any PageAxisScroller)? { scroller }
  }
#endif
