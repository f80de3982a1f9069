import Folio
import FolioWorkingRange

// An app written the way a Swift 6 app is: its UI layer on the main actor. Every conformance to
// a Folio protocol is isolated (`@MainActor Protocol`), so the compiler knows Folio calls these
// types on the main actor only, and their state needs no escape hatch.

struct Channel: Identifiable, Diffable, Equatable {
  var id: String
  var articles: Int
}

struct Article: Identifiable, Diffable, Equatable {
  var id: String
  var title: String
}

/// What a channel's page loads: its articles, asynchronously.
@MainActor
protocol ArticleLoader {
  func articles(of channel: Channel) async throws -> [Article]
}

/// One article per section, with state of its own.
@MainActor
final class ArticleSection: @MainActor ListSectionController {
  private(set) var displayed = 0
  private(set) var title = ""

  func didUpdate(to object: Article, in context: ListSectionContext<Article>) {
    title = object.title
  }

  func cellForItem(at index: Int, in context: ListSectionContext<Article>) -> CollectionViewCell {
    context.dequeueReusableCell(of: CollectionViewCell.self, at: index)
  }

  func willDisplay(in context: ListSectionContext<Article>) { displayed += 1 }
}

/// A channel's page: a feed of articles in its own list, loaded when the page comes near.
@MainActor
final class ChannelPage: @MainActor PageController, @MainActor WorkingRangeDelegate,
  @MainActor ListAdapterDataSource
{
  let loader: any ArticleLoader
  let feed: ListAdapter<Article>
  private(set) var channel: Channel?
  private(set) var articles: [Article] = []
  private(set) var loads = 0
  private(set) var cancels = 0
  private(set) var loading: Task<Void, Never>?
  private(set) var sections: [String: ArticleSection] = [:]

  init(loader: any ArticleLoader, clock: any FrameClock) {
    self.loader = loader
    feed = ListAdapter(
      collectionView: VirtualCollectionView(
        viewportSize: Size(width: 80, height: 20), clock: clock))
    feed.dataSource = self
  }

  func bind(to page: Channel) { channel = page }

  func prepareForReuse() {
    loading?.cancel()
    loading = nil
    articles = []
    feed.performUpdates()
  }

  func pageWillEnterWorkingRange() {
    guard let channel, articles.isEmpty, loading == nil else { return }
    loads += 1
    loading = Task { [weak self, loader] in
      let loaded = (try? await loader.articles(of: channel)) ?? []
      guard !Task.isCancelled, let self, self.channel == channel else { return }
      self.articles = loaded
      self.loading = nil
      self.feed.performUpdates()
    }
  }

  func pageDidExitWorkingRange() {
    guard let loading else { return }
    loading.cancel()
    self.loading = nil
    cancels += 1
  }

  func objects(for adapter: ListAdapter<Article>) -> [Article] { articles }

  func listAdapter(_ adapter: ListAdapter<Article>, sectionControllerFor object: Article)
    -> any ListSectionController<Article>
  {
    let section = ArticleSection()
    sections[object.id] = section
    return section
  }
}

/// The app's channels, and a controller per channel page.
@MainActor
final class Channels: @MainActor PageContainerDataSource {
  var channels: [Channel]
  let loader: any ArticleLoader
  let clock: any FrameClock

  init(count: Int, loader: any ArticleLoader, clock: any FrameClock) {
    channels = (0..<count).map { Channel(id: "c\($0)", articles: 3 + $0 % 4) }
    self.loader = loader
    self.clock = clock
  }

  func pages(for container: PageContainer<Channel>) -> [Channel] { channels }

  func pageContainer(
    _ container: PageContainer<Channel>, controllerFor page: Channel, at index: Int
  ) throws(PageContainerError) -> any PageController<Channel> {
    try container.dequeueReusablePage(of: ChannelPage.self, for: index)
  }
}

/// A plugin with state of its own: which channels the user settled on.
@MainActor
final class VisitLog: @MainActor PageContainerPlugin {
  private(set) var visits: [String] = []

  func pageContainerDidSettle(_ context: PagePluginContext<Channel>) {
    guard let index = context.currentIndex, let page = context.page(at: index) else { return }
    visits.append(page.id)
  }
}

/// The app: a container of channel pages with a working range and the visit log.
@MainActor
final class NewsApp {
  let clock = ManualClock()
  let channels: Channels
  let container: PageContainer<Channel>
  let workingRange = WorkingRangePlugin<Channel>(size: 1)
  let visits = VisitLog()

  init(channels count: Int, loader: any ArticleLoader) {
    channels = Channels(count: count, loader: loader, clock: clock)
    container = PageContainer(viewportSize: Size(width: 80, height: 24), clock: clock)
    let (loader, clock) = (loader, clock)
    container.register(ChannelPage.self) { ChannelPage(loader: loader, clock: clock) }
    container.dataSource = channels
    container.addPlugin(workingRange)
    container.addPlugin(visits)
    container.layoutIfNeeded()
  }

  func page(at index: Int) -> ChannelPage? {
    container.activeController(at: index) as? ChannelPage
  }
}
