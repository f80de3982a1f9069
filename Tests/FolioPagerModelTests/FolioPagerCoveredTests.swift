import Folio
import FolioHost
import FolioPagerModel
import Testing

/// A sheet over a `FolioPager`: the pages disappear (a clip pauses) yet stay drawn, for the
/// screen behind a page sheet or a medium detent shows them (they were blank).
@MainActor
@Suite struct FolioPagerCoveredTests {
  @Test(arguments: [HostMotion.owned, .followed])
  func covered_thePagesStayDrawn_andHaveDisappeared(motion: HostMotion) {
    let runtime = PagerRuntime(motion: motion)
    runtime.run(seconds: 0.1)
    let drawn = runtime.pager.shownPages.map { "\($0.page.id) \($0.frame)" }
    #expect(drawn.count == 1)
    runtime.pager.isCovered = true
    runtime.run(seconds: 0.1)
    let covered = runtime.pager.shownPages
    #expect(covered.map { "\($0.page.id) \($0.frame)" } == drawn, "drawn where it was")
    #expect(covered.allSatisfy { $0.state.appearance == .hidden })
    #expect(runtime.pager.container.visibleIndices.isEmpty)
    runtime.pager.isCovered = false
    runtime.run(seconds: 0.1)
    #expect(runtime.pager.shownPages.map { "\($0.page.id) \($0.frame)" } == drawn)
    #expect(runtime.pager.shownPages.allSatisfy { $0.state.appearance == .appeared })
  }
}
