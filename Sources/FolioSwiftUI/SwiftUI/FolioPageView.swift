// FolioSwiftUI: a page view of SwiftUI views, one per page identity, on FolioHost. Mechanical
// calls only: every decision (touch slop, release velocity, frames on the pixel grid, frames on
// demand) is FolioHost's, tested on Linux. Linux parses this file (it compiles none of it); an
// Apple build compiles it.
#if canImport(SwiftUI) && !os(tvOS)  // SwiftUI has no DragGesture on tvOS
  import Folio
  import FolioHost
  import Foundation
  import SwiftUI

  /// A paged view: one SwiftUI view per page, moved by a drag through FolioHost, the page that
  /// settles written to `selection`, and a `selection` set elsewhere scrolled to (animated).
  ///
  /// ```swift
  /// FolioPageView(pages: stories, selection: $current) { story in StoryView(story: story) }
  /// ```
  public struct FolioPageView<Page: Diffable & Equatable, Content: View>: View {
    private let pages: [Page]
    @Binding private var selection: Int
    private let content: (Page) -> Content
    @StateObject private var model: FolioPageModel<Page>
    @Environment(\.displayScale) private var displayScale

    /// Creates a page view.
    ///
    /// - Parameters:
    ///   - pages: The pages, in order; a new array is applied by diff (controllers and
    ///     positions follow identities).
    ///   - axis: The paging axis.
    ///   - selection: The current page's index: written when the pages settle, scrolled to
    ///     when set.
    ///   - content: The view of a page.
    public init(
      pages: [Page], axis: ScrollAxis = .horizontal, selection: Binding<Int>,
      @ViewBuilder content: @escaping (Page) -> Content
    ) {
      self.pages = pages
      _selection = selection
      self.content = content
      _model = StateObject(wrappedValue: FolioPageModel(pages: pages, axis: axis))
    }

    /// The pages, at the host's frames, under a drag and on a timeline that runs only in motion.
    public var body: some View {
      GeometryReader { proxy in
        TimelineView(.animation(paused: !model.needsFrames)) { timeline in
          ZStack(alignment: .topLeading) {
            ForEach(model.shown(at: timeline.date), id: \.id) { shown in
              content(shown.page)
                .frame(width: shown.frame.size.width, height: shown.frame.size.height)
                .offset(x: shown.frame.minX, y: shown.frame.minY)
            }
          }
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
          .clipped()
        }
        .contentShape(Rectangle())
        .gesture(
          DragGesture(minimumDistance: 0)
            .onChanged { model.touch($0.location, at: $0.time) }
            .onEnded { model.lift($0.location, at: $0.time) }
        )
        // task(id:) runs at first and on every change (onChange(of:perform:) is deprecated
        // on visionOS 1, the package's floor there).
        .task(id: [proxy.size.width, proxy.size.height, displayScale]) {
          model.resize(proxy.size, scale: displayScale)
        }
      }
      .task(id: pages) { model.update(pages) }
      .task(id: selection) { model.select(selection) }
      .onReceive(model.$settled) { index in
        if let index, index != selection { selection = index }
      }
    }
  }

  /// What a ``FolioPageView`` keeps: the container on its host and clock, the pages, and the
  /// page that settled last.
  @MainActor
  final class FolioPageModel<Page: Diffable & Equatable>: ObservableObject,
    @MainActor PageContainerDataSource, @MainActor PageEventObserver
  {
    /// A shown page: its identity, the page, its frame.
    struct Shown {
      var id: Page.DiffID
      var page: Page
      var frame: Rect
    }

    /// The page the pages last settled on.
    @Published var settled: Int?
    /// Whether the timeline runs: while the clock asks for frames or waits for a deadline.
    @Published var needsFrames = false
    private var pages: [Page]
    private let clock: HostClock
    private let container: PageContainer<Page>
    private let host: PageHost<Page>

    init(pages: [Page], axis: ScrollAxis) {
      self.pages = pages
      clock = HostClock(currentTime: { Date().timeIntervalSinceReferenceDate })
      container = PageContainer(viewportSize: .zero, axis: axis, clock: clock)
      host = PageHost(container: container, scale: 1)
      container.register(PageViewSlot<Page>.self)
      container.dataSource = self
      container.addEventObserver(self)
      // Published after the view update that ticked the clock, never during it.
      clock.onScheduleChange = { [weak self] schedule in
        Task { @MainActor in
          self?.needsFrames = schedule.needsFrames || schedule.nextDeadline != nil
        }
      }
    }

    /// The shown pages at `date` (a frame of the timeline: the clock ticks there).
    func shown(at date: Date) -> [Shown] {
      if needsFrames { clock.tick(timestamp: date.timeIntervalSinceReferenceDate) }
      var shown: [Shown] = []
      host.forEachFrame { frame in
        guard let page = container.page(at: frame.index) else { return }
        shown.append(Shown(id: page.diffID, page: page, frame: frame.frame))
      }
      return shown
    }

    func resize(_ size: CGSize, scale: CGFloat) {
      host.setViewport(
        Size(width: Double(size.width), height: Double(size.height)), scale: Double(scale))
      container.layoutIfNeeded()
    }

    func touch(_ location: CGPoint, at time: Date) {
      let point = Point(x: Double(location.x), y: Double(location.y))
      let now = clock.time(ofTimestamp: time.timeIntervalSinceReferenceDate)
      if dragging {
        host.touchMoved(to: point, time: now)
      } else {
        dragging = true
        host.touchDown(at: point, time: now)
      }
      objectWillChange.send()
    }

    func lift(_ location: CGPoint, at time: Date) {
      dragging = false
      let now = clock.time(ofTimestamp: time.timeIntervalSinceReferenceDate)
      host.touchUp(at: Point(x: Double(location.x), y: Double(location.y)), time: now)
      objectWillChange.send()
    }

    private var dragging = false

    func update(_ pages: [Page]) {
      self.pages = pages
      container.performUpdates()
    }

    func select(_ index: Int) {
      guard index != container.currentIndex, index >= 0, index < container.count else { return }
      try? container.scrollToPage(index, animated: true)
    }

    func pages(for container: PageContainer<Page>) -> [Page] { pages }

    func pageContainer(_ container: PageContainer<Page>, controllerFor page: Page, at index: Int)
      throws(PageContainerError) -> any PageController<Page>
    {
      try container.dequeueReusablePage(of: PageViewSlot<Page>.self, for: index)
    }

    func pageContainerDidEmit(_ event: PageEvent) {
      guard case .settled(let index) = event else { return }
      Task { @MainActor [weak self] in self?.settled = index }
    }
  }

  /// A page's place in the container: the page's view is the SwiftUI content, drawn at the
  /// slot's frame.
  final class PageViewSlot<Page: Diffable>: ConstructiblePageController {
    init() {}
    func bind(to page: Page) {}
  }
#endif
