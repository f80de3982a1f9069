import Folio
import FolioNestedScroll

extension InstructionProbes {
  /// A page hosting a feed far longer than any fling: drawn where an owned coordinator says,
  /// or (followed) its own scroll view placed as a followed one says (UIKit's work, not here).
  final class FeedController: ConstructiblePageController, NestedScrollFeed {
    typealias Page = InstructionProbes.Page
    var nestedContentLength = 1e12
    var nestedFeedOffset = 0.0
    var drawn = 0.0
    init() {}
    func nestedFeedDidScroll(shownOffset: Double) { drawn = shownOffset }
    func nestedFeedPlace(_ placement: NestedFeedPlacement) { drawn += placement.contentInsetTop }
  }

  final class Feeds: PageContainerDataSource {
    let pages = (0..<10).map(Page.init)
    func pages(for container: PageContainer<Page>) -> [Page] { pages }
    func pageContainer(_ container: PageContainer<Page>, controllerFor page: Page, at index: Int)
      throws(PageContainerError) -> any PageController<Page>
    {
      try container.dequeueReusablePage(of: FeedController.self, for: index)
    }
  }

  /// Frames of a vertical fling under a collapsing header, from the release: the first few
  /// collapse the header, the rest scroll the feed (the hand-off is among the measured frames).
  static func nestedFlingFrames() -> (Int) -> Void {
    let clock = ManualClock()
    let container = PageContainer<Page>(viewportSize: Size(width: 400, height: 800), clock: clock)
    let feeds = Feeds()
    container.dataSource = feeds
    let nested = NestedScrollCoordinator<Page>(
      headerHeight: 250, pinnedHeight: 50,
      physics: NestedScrollPhysics(decelerationRate: 0.01, minimumVelocity: 1), clock: clock)
    container.addPlugin(nested)
    container.layoutIfNeeded()
    nested.verticalDrag(by: 1)
    nested.verticalRelease(velocity: 3_000)  // about 50 a frame: the header is gone in 4
    return { _ in
      withExtendedLifetime((container, feeds, nested)) {
        clock.advance(by: clock.frameInterval)
      }
    }
  }
}
