import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// A zoomed photo's scroll view standing in a page: its offset along the pages' axis, set by
/// the host in a shared pan, or by its own pan (what UIKit's would do), and the flings it heard.
final class PhotoScroller: PageAxisScroller {
  var axisOffset: Double { didSet { sets.append(axisOffset) } }
  var axisRange: Double
  /// Every offset set on it.
  var sets: [Double] = []
  let axisHandoff: PageAxisHandoff
  var flings: [Double] = []
  init(offset: Double, range: Double, handoff: PageAxisHandoff) {
    (axisOffset, axisRange, axisHandoff) = (offset, range, handoff)
  }
  func axisPanDidEnd(velocity: Double) { flings.append(velocity) }
}

/// A page with a photo filling it (or, `band`, only its top half: a carousel row).
final class PhotoPage: ConstructiblePageController, PageAxisScrolling {
  typealias Page = Card
  var card: Card?
  var photo = PhotoScroller(offset: 0, range: 0, handoff: .nextPan)
  var band = false
  init() {}
  func bind(to page: Card) { card = page }
  func axisScroller(at point: Point) -> (any PageAxisScroller)? {
    band && point.y >= 300 ? nil : photo
  }
}

/// Cards on photo pages.
final class Photos: PageContainerDataSource {
  var pages: [Card]
  init(count: Int) { pages = (0..<count).map { Card(id: "p\($0)") } }
  func pages(for container: PageContainer<Card>) -> [Card] { pages }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: PhotoPage.self, for: index)
  }
}

/// A photo viewer's screen: five photos, the current one zoomed (offset `offset` of `range`).
@MainActor
struct PhotoScreen {
  let screen: Screen
  let photos = Photos(count: 5)
  let events = PageEventRecorder()
  var harness: PageHostHarness<Card> { screen.harness }
  var container: PageContainer<Card> { screen.container }

  init(
    offset: Double, range: Double, handoff: PageAxisHandoff, motion: HostMotion = .owned,
    direction: PageLayoutDirection = .leftToRight, start: Int = 0,
    choices: PlatformScrollViewModel<Card>.Choices = .init()
  ) throws {
    screen = Screen(
      count: 5, motion: motion, direction: direction, layout: false, platformChoices: choices)
    screen.container.dataSource = photos
    screen.harness.layoutContainer()
    if start != 0 {
      try screen.container.scrollToPage(start, animated: false)
      screen.harness.runUntilIdle()
    }
    let page = try #require(screen.container.activeController(at: start) as? PhotoPage)
    page.photo = PhotoScroller(offset: offset, range: range, handoff: handoff)
    screen.container.addEventObserver(events)
  }

  var photo: PhotoScroller? {
    container.currentIndex.flatMap { (container.activeController(at: $0) as? PhotoPage)?.photo }
  }

  /// A horizontal pan from x 300 by `dx` in `steps` frames; lifts unless `lift` is false.
  func pan(dx: Double, steps: Int = 20, from x: Double = 300, lift: Bool = true) {
    harness.touchDown(at: Point(x: x, y: 200))
    for step in 1...steps {
      harness.touchMoved(to: Point(x: x + dx * Double(step) / Double(steps), y: 200))
    }
    if lift {
      harness.touchUp(after: .milliseconds(16))
      harness.runUntilIdle()
    }
  }

  /// The pan goes on from where the finger is by `dx`.
  func move(to x: Double) { harness.touchMoved(to: Point(x: x, y: 200)) }
}

@MainActor
@Suite("A scroller inside a page on the pages' axis: a zoomed photo, a carousel")
struct PageAxisScrollerTests {
  // MARK: the split, as a model

  @Test(
    "the split: the scroller within its range, the parts add up, the pages move only past its edge")
  func splitModel() {
    var generator = SeededRandomNumberGenerator(seed: 0xA715)
    for run in 0..<2_000 {
      let range = Double(Int.random(in: 0...600, using: &generator))
      let start = Double.random(in: -50...(range + 50), using: &generator)
      let handoff = PageAxisHandoff.allCases.randomElement(using: &generator) ?? .nextPan
      var share = AxisPanShare(handoff: handoff, offset: start, range: range, pixel: 1 / 3)
      let clamped = min(max(0, start), range)
      var travel = 0.0
      for _ in 0..<20 {
        travel += Double.random(in: -300...300, using: &generator)
        let (scroller, pages) = share.split(travel)
        #expect(scroller >= 0 && scroller <= range, "run \(run) seed 0xA715")
        switch share.owner {
        case .shared?:
          #expect(abs(scroller - clamped + pages - travel) < 1e-9, "run \(run)")
          if pages > 0 { #expect(scroller == range, "run \(run)") }
          if pages < 0 { #expect(scroller == 0, "run \(run)") }
        case .scroller?:
          #expect(pages == 0, "run \(run)")
          #expect(scroller == min(max(0, clamped + travel), range), "run \(run)")
        case .pages?:
          #expect(scroller == clamped && pages == travel, "run \(run)")
        case nil:
          #expect(travel == 0, "run \(run)")
        }
      }
    }
  }

  @Test("nextPan: the first travel decides; room that way is the scroller's, an edge the pages'")
  func nextPanOwner() {
    var share = AxisPanShare(handoff: .nextPan, offset: 300, range: 300, pixel: 1 / 3)
    #expect(share.split(40) == (300, 40))
    #expect(share.owner == .pages)
    #expect(share.split(-500) == (300, -500), "the pages keep it, back past the start too")
    share = AxisPanShare(handoff: .nextPan, offset: 300, range: 300, pixel: 1 / 3)
    #expect(share.split(-40) == (260, 0))
    #expect(share.owner == .scroller)
    #expect(share.split(500) == (300, 0), "the scroller keeps it past its edge")
    // Within a device pixel of the edge is at the edge.
    share = AxisPanShare(handoff: .nextPan, offset: 299.8, range: 300, pixel: 1 / 3)
    #expect(share.scrollerTakes(travel: 10) == false)
    var broken = AxisPanShare(handoff: .nextPan, offset: .nan, range: .infinity, pixel: 0)
    #expect(broken.split(5) == (0, 5))
  }

  // MARK: owned motion

  @Test("owned, nextPan: a pan on a zoomed photo moves the photo to its edge and the pages never")
  func ownedNextPanStaysInThePhoto() throws {
    let screen = try PhotoScreen(offset: 100, range: 300, handoff: .nextPan)
    screen.pan(dx: -400)
    #expect(screen.photo?.axisOffset == 300)
    #expect(screen.container.currentIndex == 0)
    #expect(screen.container.position == 0)
    #expect(screen.events.events.isEmpty, "\(screen.events.events.map(\.description))")
    // The next pan, from the edge, pages; the photo stays.
    screen.pan(dx: -250)
    #expect(screen.container.currentIndex == 1)
    let first = try #require(screen.container.activeController(at: 0) as? PhotoPage)
    #expect(first.photo.axisOffset == 300)
    try screen.harness.finish()
  }

  @Test("owned, sameDrag: the photo to its edge, then the pages; back, the pages first")
  func ownedSameDrag() throws {
    let screen = try PhotoScreen(offset: 100, range: 300, handoff: .sameDrag)
    let photo = try #require(screen.photo)
    screen.pan(dx: -150, lift: false)
    #expect(photo.axisOffset > 230 && photo.axisOffset < 251)
    #expect(screen.container.position == 0, "the pages wait for the photo's edge")
    screen.move(to: 0)
    #expect(photo.axisOffset == 300)
    let stride = screen.container.pageStride
    let off = screen.container.position * stride
    #expect(off > 80 && off < 101, "\(off)")
    screen.move(to: 200)
    #expect(screen.container.position == 0, "back: the pages first")
    // 200 back: about 90 bring the pages home, the rest moves the photo.
    #expect(photo.axisOffset > 185 && photo.axisOffset < 215, "\(photo.axisOffset)")
    screen.harness.touchUp(after: .milliseconds(200))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    #expect(photo.flings.count == 1, "the photo flings, the pages stay")
    // Far past the edge, the same drag pages.
    screen.pan(dx: -300)
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test("right to left: a finger moving left grows the photo's offset, then brings the page before")
  func rightToLeft() throws {
    let screen = try PhotoScreen(
      offset: 280, range: 300, handoff: .sameDrag, direction: .rightToLeft, start: 2)
    let photo = try #require(screen.photo)
    screen.pan(dx: -300)
    #expect(photo.axisOffset == 300)
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test("a finger off the scroller (a carousel row's band) pages as ever")
  func offTheScroller() throws {
    let screen = try PhotoScreen(offset: 100, range: 300, handoff: .nextPan)
    let page = try #require(screen.container.activeController(at: 0) as? PhotoPage)
    page.band = true
    screen.harness.touchDown(at: Point(x: 300, y: 500))
    for step in 1...10 { screen.harness.touchMoved(to: Point(x: 300 - Double(step) * 25, y: 500)) }
    screen.harness.touchUp(after: .milliseconds(16))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    #expect(page.photo.axisOffset == 100)
    try screen.harness.finish()
  }

  @Test("a touch that catches moving pages pans the pages, not the photo")
  func caughtPagesPanThePages() throws {
    let screen = try PhotoScreen(offset: 100, range: 300, handoff: .nextPan)
    let photo = try #require(screen.photo)
    try screen.container.scrollToPage(1, animated: true)
    screen.harness.advance(by: .milliseconds(32))
    screen.pan(dx: 200)
    #expect(photo.axisOffset == 100)
    #expect(screen.screen.host.axisScroller == nil)
    try screen.harness.finish()
  }

  // MARK: followed motion (the platform scroll view's model, as FolioUIKit forwards it)

  @Test(
    "followed, nextPan: the scroll view's pan does not begin where the photo has room",
    arguments: [false, true])
  func followedNextPan(touchesFirst: Bool) throws {
    var choices = PlatformScrollViewModel<Card>.Choices()
    choices.touchesFirst = touchesFirst
    let screen = try PhotoScreen(
      offset: 100, range: 300, handoff: .nextPan, motion: .followed, choices: choices)
    let platform = try #require(screen.harness.platform)
    screen.pan(dx: -300)
    #expect(platform.offset == 0)
    #expect(screen.container.position == 0)
    #expect(screen.events.events.isEmpty)
    // The photo's own pan (the model's, as UIKit's) took it to its edge; the next pan pages.
    #expect(screen.photo?.axisOffset == 300)
    screen.pan(dx: -250)
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test(
    "followed, sameDrag: the scroll view is held while the photo moves, then pages past its edge",
    arguments: [false, true])
  func followedSameDrag(touchesFirst: Bool) throws {
    var choices = PlatformScrollViewModel<Card>.Choices()
    choices.touchesFirst = touchesFirst
    let screen = try PhotoScreen(
      offset: 100, range: 300, handoff: .sameDrag, motion: .followed, choices: choices)
    let platform = try #require(screen.harness.platform)
    let photo = try #require(screen.photo)
    screen.pan(dx: -150, lift: false)
    #expect(abs(platform.offset) < 1e-9, "held: \(platform.offset)")
    #expect(screen.events.events.isEmpty, "no neighbour appears while the photo takes the pan")
    #expect(photo.axisOffset > 230 && photo.axisOffset <= 250)
    screen.move(to: 0)
    #expect(photo.axisOffset == 300)
    #expect(platform.offset > 80 && platform.offset < 101, "\(platform.offset)")
    #expect(abs(platform.offset - screen.container.position * screen.container.pageStride) < 1e-6)
    screen.move(to: 200)
    #expect(abs(platform.offset) < 1e-9, "back: the pages first")
    #expect(
      photo.axisOffset > 185 && photo.axisOffset < 215, "\(photo.axisOffset) \(platform.offset)")
    screen.harness.touchUp(after: .milliseconds(200))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    #expect(platform.offset == 0)
    #expect(photo.flings.count == 1)
    screen.pan(dx: -300)
    #expect(screen.container.currentIndex == 1)
    try screen.harness.finish()
  }

  @Test(
    "followed, sameDrag at the first page: the photo follows the finger, not the held scroll view's rubber band",
    arguments: [false, true])
  func followedAtTheContentsStart(touchesFirst: Bool) throws {
    var choices = PlatformScrollViewModel<Card>.Choices()
    choices.touchesFirst = touchesFirst
    let screen = try PhotoScreen(
      offset: 200, range: 300, handoff: .sameDrag, motion: .followed, choices: choices)
    let platform = try #require(screen.harness.platform)
    let photo = try #require(screen.photo)
    screen.pan(dx: 100, steps: 10, lift: false)
    #expect(photo.axisOffset > 95 && photo.axisOffset < 115, "\(photo.axisOffset)")
    #expect(abs(platform.offset) < 1e-9)
    screen.harness.touchUp(after: .milliseconds(100))
    screen.harness.runUntilIdle()
    #expect(screen.container.currentIndex == 0)
    try screen.harness.finish()
  }
}
