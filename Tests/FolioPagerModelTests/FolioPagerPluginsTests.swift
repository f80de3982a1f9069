import Folio
import FolioHost
import FolioPagerModel
import FolioStateRestoration
import FolioTesting
import Foundation
import Testing

/// A card that keeps how far its reader scrolled, across reuse and sessions.
final class ReadingCard: PageController, RestorablePageController {
  typealias Page = Card
  var scrolled = 0.0
  func bind(to page: Card) {}
  func prepareForReuse() { scrolled = 0 }
  func saveState() -> Double? { scrolled }
  func restoreState(_ state: Double?) { scrolled = state ?? 0 }
}

/// A feed: pages in batches of 10, up to 30, each batch finished when the test says.
final class CardFeed: PageContainerFeedDataSource {
  var cards = (0..<10).map { Card(id: $0) }
  var batches: [PageBatch<Card>] = []
  func pages(for container: PageContainer<Card>) -> [Card] { cards }
  func hasMorePages(for container: PageContainer<Card>) -> Bool { cards.count < 30 }
  func pageContainer(_ container: PageContainer<Card>, loadMore batch: PageBatch<Card>) {
    batches.append(batch)
  }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: CardPlayer.self, for: index)
  }
  func deliver() {
    cards += (cards.count..<cards.count + 10).map { Card(id: $0) }
    batches.removeFirst().finish()
  }
}

@MainActor
@Suite("FolioPager: accessibility, right to left, restoration, feeds")
struct FolioPagerPluginsTests {
  @Test("the pager is adjustable; scroll actions follow the edges, right to left too")
  func accessibility() {
    let runtime = PagerRuntime()
    var announced: [String] = []
    runtime.pager.announce { announced.append($0) }
    #expect(runtime.pager.accessibilityLabel == "Pages")
    #expect(runtime.pager.accessibilityValue == "Page 1 of 20")
    runtime.pager.accessibilityAdjust(increment: true)
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 1)
    #expect(announced == ["Page 2 of 20"])
    runtime.pager.accessibilityAdjust(increment: false)
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 0)
    // A three-finger swipe toward the leading edge shows the next page (UIKit's `.left`), in
    // both layout directions (the leading edge is the right one right to left).
    #expect(runtime.pager.accessibilityScroll(toward: .leading))
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 1)
    #expect(!runtime.pager.accessibilityScroll(toward: .top))  // not this axis
    runtime.pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: true)
    #expect(runtime.pager.accessibilityScroll(toward: .leading))
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 2)
    // Right to left, page 2 is drawn at the left of page 1: a drag to the right pages on.
    runtime.drag(from: Point(x: 100, y: 400), by: Point(x: 200, y: 0))
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 3)
  }

  @Test("PagerEdge is SwiftUI's Edge raw value for raw value (top, leading, bottom, trailing)")
  func edges() {
    #expect([PagerEdge.top, .leading, .bottom, .trailing].map(\.rawValue) == [0, 1, 2, 3])
  }

  @Test("restoration data for SceneStorage: the next session lands on the page, its state kept")
  func restoration() throws {
    let time = PagerRuntime.Time()
    func makePager() -> FolioPager<Card> {
      let pager = FolioPager(
        pages: (0..<40).map { Card(id: $0) }, clock: HostClock(currentTime: { time.now }),
        controller: ReadingCard.self
      ) { ReadingCard() }
      pager.restoration = StateRestorationPlugin()
      return pager
    }
    let first = makePager()
    first.setViewport(width: 390, height: 844, scale: 2, rightToLeft: false)
    first.screenDidAppear()
    try first.scroll(to: 23, animated: false)
    let reader = try #require(first.shownPages(as: ReadingCard.self).first?.controller)
    reader.scrolled = 1_234
    // Nothing to save before the scene's data was restored (a save at launch keeps it).
    #expect(first.restorationDataToSave() == nil)
    first.restoreIfNeeded(from: nil)
    let data = try #require(first.restorationDataToSave())
    // The next session: SceneStorage gives the data back after the view appeared.
    let second = makePager()
    second.setViewport(width: 390, height: 844, scale: 2, rightToLeft: false)
    second.screenDidAppear()
    #expect(second.selection == 0)
    try second.restore(from: data)
    #expect(second.selection == 23)
    let restored = try #require(second.shownPages(as: ReadingCard.self).first?.controller)
    #expect(restored.scrolled == 1_234)
    #expect(throws: StateRestorationError.self) { try second.restore(from: Data("{}".utf8)) }
    #expect(second.selection == 23)
  }

  @Test("restored before its first size, as FolioPageView does: page 0 is never shown or heard")
  func restoredBeforeTheFirstSize_neverShowsPageZero() throws {
    let time = PagerRuntime.Time()
    func makePager() -> FolioPager<Card> {
      let pager = FolioPager(
        pages: (0..<40).map { Card(id: $0) }, clock: HostClock(currentTime: { time.now }),
        controller: CardPlayer.self
      ) { CardPlayer() }
      pager.restoration = StateRestorationPlugin()
      return pager
    }
    let first = makePager()
    first.restoreIfNeeded(from: nil)
    first.setViewport(width: 390, height: 844, scale: 2, rightToLeft: false)
    first.screenDidAppear()
    try first.scroll(to: 17, animated: false)
    let data = try #require(first.restorationDataToSave())
    // The next session, in FolioPageView's order: the restore, then the size, then on screen.
    let second = makePager()
    let heard = PageEventRecorder()
    second.container.addEventObserver(heard)
    second.restoreIfNeeded(from: data)
    second.setViewport(width: 390, height: 844, scale: 2, rightToLeft: false)
    second.screenDidAppear()
    #expect(second.selection == 17)
    let pageZero = heard.events.filter {
      switch $0 {
      case .willAppear(0, _, _), .didAppear(0, _, _), .dequeued(0, _, _, _): true
      default: false
      }
    }
    #expect(pageZero.isEmpty, "\(heard.events)")
    let shown = try #require(second.shownPages(as: CardPlayer.self).first?.controller)
    #expect(shown.card == Card(id: 17))
    #expect(shown.heard.contains("screen appeared"))
  }

  @Test("the app's feed data source, kept by the pager, loads more at the end")
  func feed() {
    let runtime = PagerRuntime()
    weak var weakFeed: CardFeed?
    do {
      let feed = CardFeed()
      weakFeed = feed
      runtime.pager.dataSource = feed
    }
    #expect(weakFeed != nil)
    #expect(runtime.pager.container.count == 10)
    for _ in 0..<8 {
      runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -200, y: 0))
      runtime.run(seconds: 1)
    }
    #expect(weakFeed?.batches.count == 1)
    weakFeed?.deliver()
    runtime.run(seconds: 1)
    #expect(runtime.pager.container.count == 20)
    #expect(runtime.pager.pages.isEmpty)  // not an array pager
  }
}

@MainActor
@Suite("FolioPager: page shapes and looping, in both motions")
struct FolioPagerShapesTests {
  @Test(
    "peeking neighbours are shown and drawn at the shape's frames",
    arguments: [
      HostMotion.owned, .followed,
    ])
  func peeking(motion: HostMotion) throws {
    let runtime = PagerRuntime(motion: motion)
    let scroll = motion == .followed ? SwiftUIScrollViewModel(runtime: runtime) : nil
    runtime.pager.container.shape = PageShape(
      size: .fraction(0.8), spacing: 10, alignment: .centered)
    runtime.pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    scroll?.apply()
    runtime.run(seconds: 1)
    let shown = runtime.pager.shownPages
    #expect(shown.map(\.state.index) == [0, 1])
    #expect(shown[0].frame.size.width == 312)
    #expect(shown[0].frame.origin.x == 39)
    #expect(shown[1].frame.origin.x == 39 + 312 + 10)
    // At rest every shown page appeared (a shape that shows several pages).
    #expect(shown.map(\.state.appearance) == [.appeared, .appeared])
    if let scroll {
      scroll.drag(by: Point(x: -200, y: 0))
      scroll.run(seconds: 1)
      #expect(scroll.offset.x == 322)
    } else {
      runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -200, y: 0))
      runtime.run(seconds: 1)
    }
    #expect(runtime.pager.selection == 1)
    #expect(runtime.pager.shownPages.map(\.state.index) == [0, 1, 2])
  }

  @Test(
    "looping: from the last page forward to the first, in both motions",
    arguments: [
      HostMotion.owned, .followed,
    ])
  func looping(motion: HostMotion) throws {
    let runtime = PagerRuntime(cards: 5, motion: motion)
    let scroll = motion == .followed ? SwiftUIScrollViewModel(runtime: runtime) : nil
    let checker = LifecycleChecker(observing: runtime.pager.container)
    runtime.pager.container.loops = true
    runtime.pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    scroll?.apply()
    runtime.run(seconds: 1)
    for _ in 0..<6 {
      if let scroll {
        scroll.drag(by: Point(x: -200, y: 0))
        scroll.run(seconds: 1)
      } else {
        runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -200, y: 0))
        runtime.run(seconds: 1)
      }
    }
    #expect(runtime.pager.selection == 1)
    #expect(runtime.players.first?.card == Card(id: 1))
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }
}
