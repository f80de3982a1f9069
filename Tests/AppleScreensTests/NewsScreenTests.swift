import AppleScreensCore
import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import FolioStateRestoration
import Testing

/// A channel's feed as the UIKit screen's `ChannelViewController` is one, with FolioHostTesting's
/// model of its `UITableView` in place of the table.
final class TestChannelFeed: PageController, NestedScrollFeed, RestorablePageController {
  typealias Page = NewsChannel
  let scrollView: PlatformFeedScrollViewModel<NewsChannel>
  var channel: NewsChannel?
  var nestedFeedOffset = 0.0
  var nestedContentLength: Double { scrollView.contentLength }

  init(screen: NewsScreen<TestChannelFeed>) {
    scrollView = PlatformFeedScrollViewModel(
      coordinator: screen.nested, clock: screen.clock, viewportLength: 700, contentLength: 3000)
    scrollView.slop = 0
    scrollView.feed = self
  }

  func bind(to page: NewsChannel) { channel = page }
  func nestedFeedPlace(_ placement: NestedFeedPlacement) { scrollView.apply(placement) }
  func saveState() -> FeedState? { FeedState(offset: nestedFeedOffset) }
  func restoreState(_ state: FeedState?) { nestedFeedOffset = state?.offset ?? 0 }
}

/// The news screen of the UIKit article, its parts on Linux: a pager that follows its scroll
/// view, feeds that keep theirs under a collapsing header, tabs, restoration and impressions,
/// UIKit's containment rules watched throughout.
@Suite struct NewsScreenTests {
  @Test func aSwipe_movesToTheNextChannel_andTheTabFollows() throws {
    let f = try Fixture()
    #expect(f.screen.tabs.selectedIndex == 0)
    f.harness.swipe(.forward)
    f.harness.runUntilIdle()
    #expect(f.harness.container.currentIndex == 1)
    #expect(f.screen.tabs.selectedIndex == 1)
    #expect(f.feed?.channel?.id == "world")
    try f.harness.finish()
  }

  @Test func theHeaderCollapsesFirst_thenTheFeedScrolls_andEachChannelLandsWhereItWas() throws {
    let f = try Fixture()
    let range = f.screen.nested.headerRange
    #expect(range == 180 - 44)
    f.scrollFeed(by: 500)
    let first = try #require(f.feed)
    #expect(f.screen.nested.headerOffset == range)
    #expect(first.nestedFeedOffset == 500 - range)
    #expect(first.scrollView.offset == 500 - 180)
    f.harness.swipe(.forward)
    f.harness.runUntilIdle()
    let second = try #require(f.feed)
    // The next channel's feed sits at its top, right under the collapsed header.
    #expect(second.nestedFeedOffset == 0)
    #expect(second.scrollView.offset == 0 + range - 180)
    f.harness.swipe(.backward)
    f.harness.runUntilIdle()
    #expect(f.feed === first)
    #expect(first.nestedFeedOffset == 500 - range)
    #expect(first.scrollView.offset == 500 - 180)
    try f.harness.finish()
  }

  @Test func aChannelReclaimed_comesBackAtItsOffset() throws {
    let f = try Fixture()
    f.scrollFeed(by: 800)
    let offset = try #require(f.feed).nestedFeedOffset
    try f.screen.tabs.select(5)
    f.harness.runUntilIdle()
    #expect(f.harness.container.currentIndex == 5)
    #expect(f.harness.container.controller(forPage: "top") == nil, "reclaimed")
    try f.screen.tabs.select(0)
    f.harness.runUntilIdle()
    let feed = try #require(f.feed)
    #expect(feed.channel?.id == "top")
    #expect(feed.nestedFeedOffset == offset)
    #expect(feed.scrollView.offset == offset + f.screen.nested.headerOffset - 180)
    try f.harness.finish()
  }

  @Test func aChannelReadForASecond_isCounted_butNotWhileTheAppIsAway() throws {
    let f = try Fixture()
    f.harness.advance(by: .milliseconds(1100))
    #expect(f.screen.read == ["top"])
    f.harness.swipe(.forward)
    f.harness.runUntilIdle()
    f.harness.host.appDidEnterBackground()
    f.harness.advance(by: .seconds(3))
    #expect(f.screen.read == ["top"], "the app in the background reads nothing")
    f.harness.host.appWillEnterForeground()
    f.harness.advance(by: .milliseconds(1100))
    #expect(f.screen.read == ["top", "world"])
    try f.harness.finish()
  }

  final class Fixture {
    let screen: NewsScreen<TestChannelFeed>
    let harness: PageHostHarness<NewsChannel>

    init() throws {
      var made: NewsScreen<TestChannelFeed>?
      harness = PageHostHarness(scale: 3, motion: .followed) { clock in
        let screen = NewsScreen(clock: clock) { TestChannelFeed(screen: $0) }
        made = screen
        return screen.container
      }
      screen = try #require(made)
      harness.host.attach(screen.nested)
      harness.container.setViewportSize(Size(width: 390, height: 700))
      screen.tabs.visibleWidth = 390
      harness.layoutContainer()
    }

    var feed: TestChannelFeed? { harness.container.currentController as? TestChannelFeed }

    func scrollFeed(by distance: Double) {
      guard let scroll = feed?.scrollView else { return }
      scroll.touchDown(at: 400)
      for step in 1...10 {
        harness.advance(by: .milliseconds(30))
        scroll.touchMoved(to: 400 - distance * Double(step) / 10)
      }
      harness.advance(by: .milliseconds(200))
      scroll.touchUp(at: 400 - distance)
      harness.runUntilIdle()
    }
  }
}
