import Folio
import FolioImpressions
import FolioTesting
import Testing

struct Story: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var diffID: String { id }
  var description: String { id }
}

final class StoryPage: ConstructiblePageController {
  typealias Page = Story
  init() {}
}

final class Stories: PageContainerDataSource {
  var stories: [Story]
  init(count: Int) { stories = (0..<count).map { Story(id: "s\($0)") } }
  func pages(for container: PageContainer<Story>) -> [Story] { stories }
  func pageContainer(_ container: PageContainer<Story>, controllerFor page: Story, at index: Int)
    throws(PageContainerError) -> any PageController<Story>
  {
    try container.dequeueReusablePage(of: StoryPage.self, for: index)
  }
}

/// `s3@1.2s+1.5s×0.75`: identity, start, duration and largest fraction, in milliseconds.
func describe(_ impression: Impression<String>) -> String {
  func ms(_ duration: Duration) -> Int {
    Int(
      (Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15)
        .rounded())
  }
  return
    "\(impression.id)@\(ms(impression.start))+\(ms(impression.duration))×\(impression.largestFraction)"
}

@Suite struct ImpressionTrackerTests {
  @Test func visits_countOnlyOverTheThresholdForTheMinimumTime_reportedOnceWhenTheyEnd() {
    let tracker = ImpressionTracker<String>(threshold: 0.5, minimumDuration: .seconds(1))
    var log: [String] = []
    tracker.didRecord = { log.append(describe($0)) }
    tracker.update([("a", 1), ("b", 0.4)], at: .zero)
    tracker.update([("a", 0.6), ("b", 0.5)], at: .milliseconds(500))
    tracker.update([("a", 0.49), ("b", 0.8)], at: .milliseconds(1_200))  // a ends: 1.2 s
    tracker.update([("b", 0.7), ("c", 1)], at: .milliseconds(1_400))
    tracker.update([("c", 1)], at: .milliseconds(1_600))  // b ends: 1.1 s
    #expect(log == ["a@0+1200×1.0", "b@500+1100×0.8"])
    tracker.update([], at: .milliseconds(2_000))  // c: 0.6 s, too short
    #expect(log.count == 2)
    tracker.update([("c", 1), ("c", 0.2)], at: .milliseconds(2_100))  // repeats: the larger
    tracker.endVisits(at: .milliseconds(3_100))
    #expect(log == ["a@0+1200×1.0", "b@500+1100×0.8", "c@2100+1000×1.0"])
    #expect(tracker.openVisits.isEmpty)
  }

  @Test func badNumbers_areClamped() {
    let tracker = ImpressionTracker<String>(threshold: .nan, minimumDuration: .seconds(-3))
    #expect(tracker.threshold == 0.5 && tracker.minimumDuration == .zero)
    #expect(ImpressionTracker<String>(threshold: 7).threshold == 1)
    let zero = ImpressionTracker<String>(threshold: -1, minimumDuration: .zero)
    var log: [String] = []
    zero.didRecord = { log.append(describe($0)) }
    zero.update([("a", .nan), ("b", 0), ("c", .infinity), ("d", -.infinity)], at: .zero)
    #expect(zero.openVisits == ["c"], "nothing visible never counts")
    zero.endVisits(at: .zero)
    #expect(log == ["c@0+0×1.0"])
  }
}

@Suite struct PageImpressionsTests {
  struct Fixture {
    let harness = PageContainerHarness<Story>()
    let source = Stories(count: 12)
    let plugin = PageImpressionsPlugin<Story>()
    var clock: ManualClock { harness.clock }
    var container: PageContainer<Story> { harness.container }
    var driver: PageContainerDriver<Story> { harness.driver }
    let log = Log()
    final class Log { var entries: [String] = [] }

    init() {
      let container = harness.container
      container.dataSource = source
      let log = log
      plugin.didRecord = { log.entries.append(describe($0)) }
      container.addPlugin(plugin)
      container.layoutIfNeeded()
    }
  }

  @Test func aSwipe_endsTheFirstPagesVisitHalfWay_andStartsTheNextOnesThere() {
    let f = Fixture()
    f.clock.advance(by: .milliseconds(1_500))
    f.driver.swipe(by: 1)
    // The driver's swipe drags more than half a page at once: s0 drops under half at 1.5 s,
    // where s1 reaches it.
    #expect(f.log.entries == ["s0@0+1500×1.0"])
    #expect(f.plugin.tracker.openVisits == ["s1"])
    f.clock.advance(by: .milliseconds(2_000))
    f.plugin.endVisits()
    #expect(f.log.entries == ["s0@0+1500×1.0", "s1@1500+2300×1.0"])
  }

  @Test func pagesPassedQuickly_reportNothing_andAFarJumpShowsOnlyItsEnds() throws {
    let f = Fixture()
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)
    f.driver.swipe(by: 1)  // s0 to s2 each seen for less than a second
    try f.container.scrollToPage(11, animated: true)
    f.clock.runUntilIdle()
    f.clock.advance(by: .seconds(3))
    f.plugin.endVisits()
    #expect(f.log.entries.count == 1, "\(f.log.entries)")
    #expect(f.log.entries.first?.hasPrefix("s11@") == true)
    #expect(f.log.entries.first?.hasSuffix("×1.0") == true)
  }

  @Test func anEmptyViewport_endsVisits_andImpressionsAreEvents() {
    let f = Fixture()
    let recorder = PageEventRecorder()
    f.container.addEventObserver(recorder)
    f.clock.advance(by: .milliseconds(1_000))
    f.container.setViewportSize(.zero)
    #expect(f.log.entries == ["s0@0+1000×1.0"])
    #expect(
      recorder.events.contains(
        .plugin(
          name: "impression", index: 0, page: "s0",
          controller: f.container.activeController(at: 0).flatMap(f.container.tag(of:)))))
    f.clock.advance(by: .seconds(5))
    f.plugin.endVisits()
    #expect(f.log.entries.count == 1, "nothing is visible in an empty viewport")
  }
}

extension PageImpressionsTests {
  @Test func aSlowDrag_countsPartlyVisiblePages_withTheirLargestFraction() {
    let f = Fixture()
    f.container.beginDragging()
    f.container.drag(byPages: 0.3)
    f.clock.advance(by: .milliseconds(1_200))
    f.container.drag(byPages: 0.3)  // at 0.6: s0 shows 0.4, s1 0.6
    f.clock.advance(by: .milliseconds(1_100))
    f.container.drag(byPages: -0.6)  // back: s1 leaves
    f.container.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(f.log.entries == ["s0@0+1200×1.0", "s1@1200+1100×0.6"])
    #expect(f.plugin.tracker.openVisits == ["s0"])
  }

  /// A container that goes ends the open visits at that time; the plugin then serves a new
  /// container from scratch.
  @Test func containerGoes_endsOpenVisitsThen_andThePluginServesTheNextOne() {
    let plugin: PageImpressionsPlugin<Story>
    let log: Fixture.Log
    do {
      let f = Fixture()
      plugin = f.plugin
      log = f.log
      f.clock.advance(by: .milliseconds(2_500))
    }
    #expect(log.entries == ["s0@0+2500×1.0"])
    #expect(plugin.tracker.openVisits.isEmpty)

    let clock = ManualClock()
    let container = PageContainer<Story>(viewportSize: Size(width: 100, height: 40), clock: clock)
    let source = Stories(count: 3)
    container.dataSource = source
    container.layoutIfNeeded()
    container.addPlugin(plugin)
    #expect(container.attachedPlugins.count == 1)
    clock.advance(by: .seconds(1))
    plugin.endVisits()
    #expect(log.entries == ["s0@0+2500×1.0", "s0@0+1000×1.0"])
  }

  @Test func detachedPluginAndContainer_doNotLeak() {
    weak var weakPlugin: PageImpressionsPlugin<Story>?
    weak var weakContainer: PageContainer<Story>?
    do {
      let f = Fixture()
      weakPlugin = f.plugin
      weakContainer = f.container
      f.driver.swipe(by: 1)
    }
    #expect(weakPlugin == nil && weakContainer == nil)
  }
}

/// A feed of sections with one item each, 10 points high, in a vertical list.
final class Feed: ListAdapterDataSource, CollectionViewDelegate {
  final class Section: ListSectionController {
    func sizeForItem(at index: Int, in context: ListSectionContext<Story>) -> Size? {
      Size(width: 10, height: 10)
    }
    func cellForItem(at index: Int, in context: ListSectionContext<Story>) -> CollectionViewCell {
      context.dequeueReusableCell(of: CollectionViewCell.self, at: index)
    }
  }

  var stories = (0..<30).map { Story(id: "s\($0)") }
  var scrolls = 0
  func objects(for adapter: ListAdapter<Story>) -> [Story] { stories }
  func listAdapter(_ adapter: ListAdapter<Story>, sectionControllerFor object: Story)
    -> any ListSectionController<Story>
  { Section() }
  func collectionViewDidScroll(_ collectionView: VirtualCollectionView) { scrolls += 1 }
}

@Suite struct ListImpressionsTests {
  @Test func itemsOverTheThresholdForTheMinimumTime_count_othersDoNot() {
    let clock = ManualClock()
    let view = VirtualCollectionView(
      layout: ListLayout(itemLength: 10), viewportSize: Size(width: 10, height: 25),
      physics: ScrollPhysics(isPagingEnabled: false), clock: clock)
    let adapter = ListAdapter<Story>(collectionView: view)
    let feed = Feed()
    feed.stories = (0..<30).map { Story(id: "s\($0)") }
    adapter.dataSource = feed
    adapter.collectionViewDelegate = feed
    let impressions = ListImpressions(adapter: adapter)
    var log: [String] = []
    impressions.tracker.didRecord = { impression in
      log.append(
        describe(
          Impression(
            id: "\(impression.id)", start: impression.start, duration: impression.duration,
            largestFraction: impression.largestFraction)))
    }
    view.layoutIfNeeded()
    // Items are 10 high: 0 and 1 whole, 2 half shown.
    #expect(impressions.tracker.openVisits.map(\.description) == ["s0.0", "s1.0", "s2.0"])
    clock.advance(by: .milliseconds(1_500))
    // 16..<41: 0 is gone, 1 shows 0.4 (its visit ends), 2 and 3 whole, 4 a tenth.
    view.setContentOffset(Point(x: 0, y: 16), animated: false)
    #expect(log == ["s0.0@0+1500×1.0", "s1.0@0+1500×1.0"])
    #expect(feed.scrolls == 1, "the events still reach the delegate that was there")
    // Far down: 2 ends after 1.5 s whole; 3, seen for no time, reports nothing.
    view.setContentOffset(Point(x: 0, y: 200), animated: false)
    clock.advance(by: .milliseconds(999))
    impressions.isTracking = false  // the page left the screen: 999 ms is not enough
    #expect(log == ["s0.0@0+1500×1.0", "s1.0@0+1500×1.0", "s2.0@0+1500×1.0"])
    #expect(impressions.tracker.openVisits.isEmpty)
    clock.advance(by: .seconds(5))
    impressions.isTracking = true
    clock.advance(by: .seconds(1))
    impressions.endVisits()
    #expect(
      log.suffix(3) == ["s20.0@7499+1000×1.0", "s21.0@7499+1000×1.0", "s22.0@7499+1000×0.5"])
  }
}

extension ImpressionTrackerTests {
  @Test func aReportThatCallsBackIn_seesEveryVisitItShould() {
    let tracker = ImpressionTracker<String>(threshold: 0.5, minimumDuration: .zero)
    var log: [String] = []
    tracker.update([("a", 1), ("b", 1)], at: .zero)
    // Unowned: the tracker keeps the closure.
    tracker.didRecord = { [unowned tracker] impression in
      log.append(describe(impression))
      if impression.id == "a" { tracker.update([("a", 1), ("b", 1)], at: .seconds(5)) }
    }
    tracker.endVisits(at: .seconds(5))
    #expect(log == ["a@0+5000×1.0", "b@0+5000×1.0"])
    #expect(tracker.openVisits == ["a", "b"], "both are visible again after the nested update")
  }
}

extension ListImpressionsTests {
  @Test func aResizeOrANewMeasurementThatHidesAnItem_endsItsVisit() {
    let clock = ManualClock()
    let view = VirtualCollectionView(
      layout: ListLayout(itemLength: 10), viewportSize: Size(width: 10, height: 10),
      physics: ScrollPhysics(isPagingEnabled: false), clock: clock)
    let adapter = ListAdapter<Story>(collectionView: view)
    let feed = Feed()
    adapter.dataSource = feed
    let impressions = ListImpressions(adapter: adapter, minimumDuration: .zero)
    var log: [String] = []
    impressions.tracker.didRecord = { log.append("\($0.id)@\($0.start)+\($0.duration)") }
    view.layoutIfNeeded()
    clock.advance(by: .seconds(1))
    view.setViewportSize(Size(width: 10, height: 2))  // s0 shows 0.2: no scroll, a resize
    #expect(log == ["s0.0@0.0 seconds+1.0 seconds"])
  }
}

/// Qualification: the moment a visit has lasted the minimum, on the container's clock.
@Suite struct ImpressionQualificationTests {
  @Test func aShownPage_qualifiesTheMomentItHasLastedTheMinimum_beforeItsImpression() throws {
    let harness = PageContainerHarness<Story>()
    let stories = Stories(count: 4)
    harness.container.dataSource = stories
    let plugin = PageImpressionsPlugin<Story>(minimumDuration: .milliseconds(500))
    var log: [String] = []
    plugin.didQualify = { log.append("qualified \(describe($0))") }
    plugin.didRecord = { log.append("recorded \(describe($0))") }
    harness.container.addPlugin(plugin)
    harness.layout()
    harness.skip()
    harness.clock.advance(by: .milliseconds(490))
    #expect(log.isEmpty)
    harness.clock.advance(by: .milliseconds(10))
    #expect(log == ["qualified s0@0+500×1.0"], "at rest, on the clock's frames")
    try harness.expect(["qualified 0 s0 StoryPage#1"], .lifecycleAndPlugins)
    harness.clock.advance(by: .seconds(5))
    #expect(log.count == 1, "once per visit")
    harness.driver.swipe(by: 1)  // s0's visit ends half way
    harness.driver.swipe(by: 1)  // s1 went by in under the minimum: nothing
    #expect(log == ["qualified s0@0+500×1.0", "recorded s0@0+5500×1.0"])
    let start = harness.clock.now
    harness.clock.advance(by: .seconds(3))  // a deadline, not frames: s2 qualifies at +500 ms
    #expect(log.count == 3 && log[2].hasSuffix("+500×1.0") && log[2].hasPrefix("qualified s2@"))
    #expect(harness.clock.now == start + .seconds(3))
    harness.skip()
    try harness.finish()
    withExtendedLifetime(stories) {}
  }
}
