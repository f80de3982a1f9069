import Folio
import FolioHost
import FolioImpressions
import FolioNestedScroll
import FolioStateRestoration
import FolioTabStrip

/// A channel of the news screen.
package struct NewsChannel: Diffable, Hashable, Sendable {
  /// Its identity.
  package var id: String
  /// Its tab's title.
  package var title: String
  /// Its identity, for the diff.
  package var diffID: String { id }

  /// Creates a channel.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - title: Its tab's title.
  package init(id: String, title: String) {
    self.id = id
    self.title = title
  }

  /// The screen's six channels.
  package static let all = ["Top", "World", "Tech", "Science", "Sport", "Culture"].map {
    NewsChannel(id: $0.lowercased(), title: $0)
  }
}

/// What a channel's feed keeps when its controller leaves it: its offset.
package struct FeedState: Codable, Sendable, Hashable {
  /// The feed's offset under the header.
  package var offset: Double

  /// Creates the state.
  ///
  /// - Parameter offset: The feed's offset.
  package init(offset: Double) { self.offset = offset }
}

/// The news screen's parts, made in the order an app writes them: the container on the app's
/// clock, a feed controller per channel from the app's factory, a header over the feeds that
/// collapses with its tab bar pinned, a tab strip, each feed's offset restored, and the
/// channels read (impressions of at least a second).
///
/// The UIKit screen (`NewsViewController`) and the Linux tests build the same parts; only the
/// feed controller differs.
package final class NewsScreen<Feed: PageController<NewsChannel>>: PageContainerDataSource {
  /// The channels.
  package let channels: [NewsChannel]
  /// The clock everything runs on.
  package let clock: HostClock
  /// The pages.
  package let container: PageContainer<NewsChannel>
  /// The header over the feeds; attach it to the screen's host.
  package let nested: NestedScrollCoordinator<NewsChannel>
  /// The tabs.
  package let tabs: TabStrip<NewsChannel>
  /// Each feed's saved offset.
  package let restoration = StateRestorationPlugin<NewsChannel>()
  /// The channels' impressions.
  package let impressions = PageImpressionsPlugin<NewsChannel>()
  /// The channels read, in order (an impression of at least a second, at least half shown).
  package private(set) var read: [String] = []

  /// Makes the screen's parts.
  ///
  /// - Parameters:
  ///   - channels: The channels.
  ///   - clock: The clock (a screen's display clock, or a test's).
  ///   - header: The header's height, its tab bar included.
  ///   - tabBar: The tab bar's height: the header's pinned part.
  ///   - tabWidths: How wide a tab is.
  ///   - makeFeed: Makes a feed controller for the screen (with the app's dependencies).
  package init(
    channels: [NewsChannel] = NewsChannel.all, clock: HostClock, header: Double = 180,
    tabBar: Double = 44, tabWidths: TabWidths = .titleLength(characterWidth: 9, padding: 16),
    makeFeed: @escaping (NewsScreen) -> Feed
  ) {
    self.channels = channels
    self.clock = clock
    container = PageContainer(viewportSize: .zero, clock: clock)
    nested = NestedScrollCoordinator(
      headerHeight: header, pinnedHeight: tabBar, motion: .followed, clock: clock)
    tabs = TabStrip(visibleWidth: 0, widths: tabWidths) { $0.title }
    // The container keeps the factory and the screen keeps the container: not the screen.
    container.register(Feed.self) { [unowned self] in makeFeed(self) }
    container.addPlugin(restoration)
    container.addPlugin(impressions)
    container.addPlugin(tabs)
    impressions.didQualify = { [weak self] impression in self?.read.append(impression.id) }
    container.dataSource = self
  }

  /// The channels.
  ///
  /// - Parameter container: The container.
  /// - Returns: The channels.
  package func pages(for container: PageContainer<NewsChannel>) -> [NewsChannel] { channels }

  /// A feed controller from the pool, or the factory.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - page: The channel.
  ///   - index: Its index.
  /// - Returns: The controller.
  /// - Throws: What dequeuing throws (a bad index).
  package func pageContainer(
    _ container: PageContainer<NewsChannel>, controllerFor page: NewsChannel, at index: Int
  ) throws(PageContainerError) -> any PageController<NewsChannel> {
    try container.dequeueReusablePage(of: Feed.self, for: index)
  }
}

/// The app's news service, a dependency each feed controller is made with (the screen
/// registers the feed type with a factory).
package struct NewsAPI: Sendable {
  /// Creates the service.
  package init() {}

  /// A channel's headlines.
  ///
  /// - Parameter channel: The channel's identity.
  /// - Returns: Its headlines, newest first.
  package func headlines(for channel: String) -> [String] {
    (1...40).map { "\(channel.capitalized) story \($0)" }
  }
}
