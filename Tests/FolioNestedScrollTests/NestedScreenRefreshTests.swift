@_spi(Testing) import Folio
import FolioNestedScroll
import FolioTesting
import Testing

/// Owned motion: one refresh for the screen (a profile's), the pull stretching the header.
@Suite struct NestedScreenRefreshTests {
  typealias Fixture = NestedScrollCoordinatorTests.Fixture

  /// The fixture in the screen's scope, with the screen's start and end counted.
  private final class Screen {
    let f = Fixture()
    var starts = 0
    var ends = 0
    init() {
      f.nested.refreshScope = .screen
      f.nested.screenRefreshDidStart = { [unowned self] in starts += 1 }
      f.nested.screenRefreshDidEnd = { [unowned self] in ends += 1 }
      f.harness.skip()
    }
  }

  @Test func aPullStretchesTheHeader_withNoGap_andStartsTheScreensRefresh() throws {
    let s = Screen()
    let nested = s.f.nested
    s.f.nested.verticalDrag(by: -150)  // the header is expanded: all of it is a pull
    let pulled = -nested.scroller.shownOverscroll
    #expect(pulled > 0)
    #expect(nested.headerStretch == pulled, "the header fills the pull")
    let geometry = nested.geometry
    #expect(geometry.drawnHeaderHeight == 200 + pulled && geometry.feedTop == 200 + pulled)
    #expect(geometry.shownFeedOffset == 0, "no gap under the header")
    // The feed's content sits where it would with a gap: right under the stretched header.
    #expect(geometry.screenY(ofFeedContentY: 0) == 200 + pulled)
    #expect(geometry.hit(y: 200 + pulled - 1) == .pinned(y: 49))
    s.f.nested.verticalRelease(velocity: 0)
    s.f.harness.clock.runUntilIdle()
    #expect(s.starts == 1 && s.f.feed(0)?.refreshes == 0, "the screen's, not the feed's")
    #expect(nested.isRefreshingScreen && nested.refreshingPages == ["c0"])
    #expect(nested.headerStretch == 60, "the header holds the indicator's room")
    nested.endRefreshing()
    s.f.harness.clock.runUntilIdle()
    #expect(s.ends == 1 && s.f.feed(0)?.refreshEnds == 0)
    #expect(!nested.isRefreshingScreen && nested.headerStretch == 0)
    s.f.harness.skip()
    try s.f.harness.finish()
  }

  @Test func aPullOnAnyPageWhileTheScreenRefreshes_startsNothing() throws {
    let s = Screen()
    let nested = s.f.nested
    nested.verticalDrag(by: -300)
    nested.verticalRelease(velocity: 0)
    s.f.harness.clock.runUntilIdle()
    s.f.harness.container.swipe(.forward)
    s.f.harness.clock.runUntilIdle()
    #expect(nested.headerStretch == 0, "the room stays with the page pulled")
    nested.verticalDrag(by: -300)
    #expect(nested.headerStretch > 60, "the pull still stretches the header")
    nested.verticalRelease(velocity: 0)
    s.f.harness.clock.runUntilIdle()
    #expect(s.starts == 1, "one refresh for the screen")
    #expect(nested.refreshingPages == ["c0"] && nested.headerStretch == 0, "it springs back")
    // The screen's refresh ends from any page.
    nested.endRefreshing()
    s.f.harness.clock.runUntilIdle()
    #expect(s.ends == 1 && !nested.isRefreshingScreen)
    // And the next pull starts the next one.
    nested.verticalDrag(by: -300)
    nested.verticalRelease(velocity: 0)
    s.f.harness.clock.runUntilIdle()
    #expect(s.starts == 2 && nested.refreshingPages == ["c1"])
    s.f.harness.skip()
    try s.f.harness.finish()
  }

  @Test func theDefaultScope_neverStretchesTheHeader() throws {
    let f = Fixture()
    f.harness.skip()
    f.nested.verticalDrag(by: -150)
    #expect(f.nested.headerStretch == 0 && f.nested.geometry.shownFeedOffset < 0, "a gap")
    f.nested.verticalRelease(velocity: 0)
    f.harness.clock.runUntilIdle()
    f.harness.skip()
    try f.harness.finish()
  }

  @Test func aDeletedPageHoldingTheScreensRefresh_endsIt() throws {
    let s = Screen()
    s.f.nested.verticalDrag(by: -300)
    s.f.nested.verticalRelease(velocity: 0)
    s.f.harness.clock.runUntilIdle()
    s.f.channels.channels.remove(at: 0)
    s.f.harness.container.reloadData()
    s.f.harness.layout()
    s.f.harness.clock.runUntilIdle()
    #expect(s.ends == 1 && !s.f.nested.isRefreshingScreen, "the app hears it end")
    s.f.harness.skip()
    try s.f.harness.finish()
  }
}
