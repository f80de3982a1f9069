import Folio
import FolioNestedScroll
import Testing

struct Tab: Identifiable, Diffable, Equatable {
  var id: String
  var posts: Int
}

/// A page whose feed scrolls under the header: it owns its offset; the coordinator moves it.
final class PostsPage: ConstructiblePageController, NestedScrollFeed {
  var nestedContentLength = 0.0
  var nestedFeedOffset = 0.0
  init() {}
  func bind(to page: Tab) { nestedContentLength = Double(page.posts) * 100 }
  func nestedFeedDidScroll(shownOffset: Double) {}  // draw the feed at shownOffset
  func nestedFeedDidStartRefreshing() {}  // load, then call endRefreshing(page:)
  func nestedFeedDidEndRefreshing() {}  // stop the spinner
}

final class Profile: PageContainerDataSource {
  let tabs = [Tab(id: "posts", posts: 40), Tab(id: "likes", posts: 3)]
  func pages(for container: PageContainer<Tab>) -> [Tab] { tabs }
  func pageContainer(_ container: PageContainer<Tab>, controllerFor page: Tab, at index: Int)
    throws(PageContainerError) -> any PageController<Tab>
  {
    try container.dequeueReusablePage(of: PostsPage.self, for: index)
  }
}

@MainActor @Test func aProfileScreen() {
  let clock = ManualClock()
  let container = PageContainer<Tab>(viewportSize: Size(width: 390, height: 800), clock: clock)
  let profile = Profile()
  container.dataSource = profile
  // A 300-point header whose bottom 44 (the tab strip) stays pinned: it collapses by 256.
  let nested = NestedScrollCoordinator<Tab>(headerHeight: 300, pinnedHeight: 44, clock: clock)
  container.addPlugin(nested)
  container.layoutIfNeeded()

  // The host forwards touches: the arbiter decides the axis after the slop.
  nested.touchDown()
  nested.touchMoved(dx: 0, dy: 400)  // up: past the 8-point slop, the header collapses 256,
  // then the feed scrolls the rest (136)
  nested.touchUp(velocityX: 0, velocityY: 0)
  #expect(nested.headerOffset == 256)
  #expect((container.activeController(at: 0) as? PostsPage)?.nestedFeedOffset == 136)
}
