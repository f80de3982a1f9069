import Folio
import FolioHost
import FolioPagerModel
import Testing

/// A finger that comes down on a followed pager before SwiftUI performed a far jump's scroll,
/// and lifts without scrolling, with no render between: the jump completes and stays (an
/// outside check found the pages going back to the start, after page 9 had appeared).
@MainActor
@Suite struct FolioPagerCaughtJumpTests {
  @Test(arguments: [true, false])
  func aTouchBeforeTheJumpIsPerformed_completesIt_andTheScrollViewIsAskedThere(
    rendersBetween: Bool
  ) {
    let runtime = PagerRuntime(motion: .followed)
    let pager = runtime.pager
    let size = Size(width: 390, height: 844)
    pager.scrollGeometryDidChange(contentOffset: .zero, containerSize: size)
    if pager.scrollRequest != nil { pager.scrollRequestDidApply() }
    pager.selection = 9
    pager.scrollPhaseDidChange(to: .tracking, contentOffset: .zero, containerSize: size)
    var offset = Point.zero
    if rendersBetween, let request = pager.scrollRequest, !request.isAnimated {
      // The render performs the set under the resting finger.
      pager.scrollRequestDidApply()
      offset = request.offset
      pager.scrollGeometryDidChange(contentOffset: offset, containerSize: size)
    }
    runtime.time.now += 0.1
    pager.scrollPhaseDidChange(to: .idle, contentOffset: offset, containerSize: size)
    #expect(pager.container.currentIndex == 9 && pager.container.phase == .resting)
    if let request = pager.scrollRequest {
      #expect(request.offset.x == 9 * 390 && !request.isAnimated)
      pager.scrollRequestDidApply()
      pager.scrollGeometryDidChange(contentOffset: request.offset, containerSize: size)
    }
    runtime.run(seconds: 1)
    #expect(pager.container.currentIndex == 9)
    #expect(pager.host.wantedPlatformOffset == nil)
    #expect(runtime.players.map(\.card?.id) == [9])
  }
}
