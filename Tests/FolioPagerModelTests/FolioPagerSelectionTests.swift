import Folio
import FolioHost
import FolioPagerModel
import Testing

/// `selection` holds the page the pages are going to, as `TabView`'s does: a `Picker` bound to
/// it never snaps back while the pages move (an outside check found it reading the old page
/// for a whole animation, and 0 before the first frame when 5 was set).
@MainActor
@Suite struct FolioPagerSelectionTests {
  @Test(arguments: [HostMotion.owned, .followed], [3, 12])
  func aSelection_readsBackAtOnce_throughTheMotion_andAfter(motion: HostMotion, page: Int) {
    let runtime = PagerRuntime(motion: motion)
    runtime.pager.selection = page
    #expect(runtime.pager.selection == page)
    for _ in 0..<30 {
      runtime.run(seconds: 1.0 / 60)
      #expect(runtime.pager.selection == page)
    }
    runtime.run(seconds: 2)
    #expect(runtime.pager.container.currentIndex == page || motion == .followed)
    #expect(runtime.pager.selection == runtime.pager.container.targetIndex)
  }

  @Test func aDrag_keepsTheSelection_untilItsReleaseDecides() {
    let runtime = PagerRuntime()
    runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -250, y: 0), lift: false)
    #expect(runtime.pager.selection == 0, "a drag from rest goes to the current page")
    runtime.pager.dragEnded(at: Point(x: 50, y: 400))
    #expect(runtime.pager.selection == 1, "the release decided page 1")
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 1 && runtime.pager.container.currentIndex == 1)
  }

  @Test func aSelectionBeforeTheFirstFrame_readsBack_andThePagesOpenThere() {
    let time = PagerRuntime.Time()
    let clock = HostClock(currentTime: { time.now })
    let container = PageContainer<Card>(viewportSize: .zero, clock: clock)
    container.register(CardPlayer.self) { CardPlayer() }
    let cards = Cards(count: 20)
    guard let pager = try? FolioPager(container: container, clock: clock) else {
      Issue.record("the pager was refused")
      return
    }
    pager.dataSource = cards
    pager.selection = 5
    #expect(pager.selection == 5)
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
    pager.frame()
    #expect(pager.selection == 5 && container.currentIndex == 5)
  }

  @Test(
    "an index out of range is ignored, before the first frame too, once the pages are known (an outside check found 999 opening on the last page)",
    arguments: [20, 999, Int.max, -1, Int.min])
  func anIndexOutOfRange_isIgnored_beforeTheFirstFrameToo(index: Int) {
    let time = PagerRuntime.Time()
    let pager = FolioPager(
      pages: (0..<20).map { Card(id: $0) }, clock: HostClock(currentTime: { time.now }),
      controller: CardPlayer.self
    ) { CardPlayer() }
    pager.selection = index
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
    pager.frame()
    #expect(pager.container.currentIndex == 0)
    pager.selection = index
    #expect(pager.selection == 0)
  }
}
