import Folio
import FolioDiff
import FolioSupport
import FolioWorkingRange

/// The workloads whose instructions `folio-bench instructions` counts with callgrind.
///
/// `folio-bench probe NAME COUNT` sets a workload up, untimed and uncounted, then runs COUNT
/// operations inside ``measuredRegion(_:_:)``, the one function callgrind collects when given
/// `--toggle-collect='*measuredRegion*'`. Instructions per operation are the collected total
/// over COUNT. Each probe names the floor it is compared with.
@MainActor
enum InstructionProbes {
  struct Probe {
    var name: String
    /// What one operation is.
    var operation: String
    /// The target, in instructions per operation (or per element for the diff).
    var target: Double
    /// What "the floor" is: the least work that can do the same.
    var floor: String
    /// Divides the per-operation count (elements per diff), 1 otherwise.
    var unitsPerOperation: Double = 1
    /// Builds the workload and returns one operation.
    var setUp: () -> (Int) -> Void
  }

  static var all: [Probe] {
    [
      Probe(
        name: "swipe-1e3",
        operation: "one user swipe forward (about 18 frames), reusing controllers, 10^3 pages",
        target: 130_000,
        floor: "a minimal pager doing the same observable work: about 5.5k",
        setUp: { swipes(pages: 1_000, range: nil) }),
      Probe(
        name: "swipe-1e6", operation: "one user swipe forward, reusing controllers, 10^6 pages",
        target: 130_000,
        floor: "the same as at 10^3 (ratio 1.0)", setUp: { swipes(pages: 1_000_000, range: nil) }),
      Probe(
        name: "swipe-range1-1e3",
        operation: "one swipe forward with WorkingRangePlugin(size: 1), reusing controllers",
        target: 160_000, floor: "a swipe plus one exit and one enter",
        setUp: { swipes(pages: 1_000, range: 1) }),
      Probe(
        name: "glide-frame", operation: "one glide frame where no page enters or leaves",
        target: 2_000, floor: "a minimal pager: about 118", setUp: glideFrames),
      Probe(
        name: "transform-frame",
        operation: "one glide frame of a carousel (3 pages shown), each page's progress heard",
        target: 4_500, floor: "the glide frame, three progress calls and the plugin's reads",
        setUp: transformGlideFrames),
      Probe(
        name: "nested-fling-frame",
        operation: "one frame of a vertical fling through the header-to-feed hand-off",
        target: 4_000,
        floor: "the glide frame (the clock tick of a second observer) and one routing",
        setUp: nestedFlingFrames),
      Probe(
        name: "swipe8-1e3",
        operation: "a swipe of a finger that moves 8 times (a drag each), reusing controllers",
        target: 145_000, floor: "the swipe plus seven drags over the same pages",
        setUp: { swipes(pages: 1_000, range: nil, moves: 8) }),
      Probe(
        name: "host-glide-frame",
        operation: "one display-link frame of a glide through FolioHost: tick, frames in points",
        target: 3_000, floor: "the container's glide frame and two frames on the pixel grid",
        setUp: HostProbes.glideFrames),
      Probe(
        name: "host-swipe-1e3",
        operation:
          "the swipe's gesture as touches in points through FolioHost, containment, frames",
        // Back to 150k in round five (issue 40): the outgoing page's own frame (when its last
        // pixel leaves) is paid for by reads that no longer check exclusivity at run time.
        target: 150_000,
        floor:
          "the container's swipe plus three touches, the children's steps, and a frame for the outgoing page's last pixel",
        setUp: { HostProbes.swipes(moves: 1) }),
      Probe(
        name: "host-swipe8-1e3",
        operation: "a finger's swipe of 8 moves through FolioHost, containment, frames",
        target: 200_000, floor: "swipe8-1e3 plus ten touches, the children's steps, frames",
        setUp: { HostProbes.swipes(moves: 8) }),
      Probe(
        name: "host-followed-frame",
        operation: "one frame of a drag a UIScrollView owns: its offset reported, frames read",
        target: 2_000, floor: "the container following one position, two frames on the grid",
        setUp: FollowedProbes.frames),
      Probe(
        name: "host-followed-swipe",
        operation:
          "a swipe as UIKit reports it (3 drag moves, the release's target, 18 deceleration frames)",
        target: 150_000,
        floor: "the container's swipe followed, 22 reports, the children's steps",
        setUp: FollowedProbes.swipes),
      Probe(
        name: "nested-followed-frame",
        operation: "one frame of a feed's own fling under the header, reported and routed",
        target: 3_000, floor: "one routing, the feed's placement check, the host's layout",
        setUp: FollowedProbes.nestedFrames),
      Probe(
        name: "swiftui-glide-frame",
        operation: "one glide frame through FolioPager: its timeline's update and its body's read",
        target: 7_000,
        floor: "the host's glide frame, the shown pages' array and the controllers' appearance",
        setUp: SwiftUIProbes.glideFrames),
      Probe(
        name: "swiftui-swipe",
        operation: "a swipe as DragGesture reports it (8 moves), every update read as a body does",
        target: 400_000,
        floor: "the host's swipe of 8 moves with the default plugins, every update's shown pages",
        setUp: SwiftUIProbes.swipes),
      Probe(
        name: "update-same-1e5", operation: "performUpdates at 10^5 pages, same pages",
        target: 500_000, floor: "O(1): the data source handed back the pages it had",
        setUp: { updates(inserting: false) }),
      Probe(
        name: "update-insert-1e5", operation: "performUpdates at 10^5 pages, one inserted at 0",
        target: 10_000_000, floor: "one hashing pass over the identities",
        setUp: { updates(inserting: true) }),
      Probe(
        name: "diff-edit-1e6", operation: "FolioDiff on the 1M edit workload, per element",
        target: 200, floor: "one hash insert and one lookup per element",
        unitsPerOperation: 1_000_000, setUp: { diffEdit(count: 1_000_000) }),
      Probe(
        name: "diff-prepend-1e5", operation: "FolioDiff, one element prepended to 100k",
        target: 3_000_000, floor: "a common-suffix comparison: about 10 per element",
        setUp: diffPrepend),
    ]
  }

  // MARK: - Workloads

  struct Page: Diffable, Equatable {
    let id: Int
    var diffID: Int { id }
  }

  /// A controller that does what a reader's page does: it is prepared for reuse, bound to its
  /// page, and hears its lifecycle.
  final class Controller: ConstructiblePageController {
    var shown = 0
    var appearances = 0
    init() {}
    func prepareForReuse() { shown = -1 }
    func bind(to page: Page) { shown = page.id }
    func pageWillAppear() { appearances &+= 1 }
    func pageDidAppear() { appearances &+= 1 }
    func pageDidDisappear() { appearances &-= 1 }
  }

  final class Pages: PageContainerDataSource {
    var pages: [Page]
    init(count: Int) { pages = (0..<count).map { Page(id: $0) } }
    func pages(for container: PageContainer<Page>) -> [Page] { pages }
    func pageContainer(
      _ container: PageContainer<Page>, controllerFor page: Page, at index: Int
    ) throws(PageContainerError) -> any PageController<Page> {
      try container.dequeueReusablePage(of: Controller.self, for: index)
    }
  }

  /// A laid-out container; kept alive by the returned closures.
  final class Fixture {
    let clock: ManualClock
    let source: Pages
    let container: PageContainer<Page>

    init(pages: Int, physics: ScrollPhysics = ScrollPhysics()) {
      clock = ManualClock()
      source = Pages(count: pages)
      container = PageContainer(
        viewportSize: Size(width: 80, height: 24), physics: physics, clock: clock)
      container.dataSource = source
      container.layoutIfNeeded()
    }

    func swipe(_ direction: TravelDirection) {
      container.swipe(direction)
      clock.runUntilIdle()
    }
  }

  static func swipes(pages: Int, range: Int?, moves: Int = 1) -> (Int) -> Void {
    let fixture = Fixture(pages: pages)
    if let range { fixture.container.addPlugin(WorkingRangePlugin<Page>(size: range)) }
    // A finger that moves several times drags the pages once per move, 0.6 page in all.
    let swipe: () -> Void =
      moves == 1
      ? { fixture.swipe(.forward) }
      : {
        fixture.container.beginDragging()
        for _ in 0..<moves { fixture.container.drag(byPages: 0.6 / Double(moves)) }
        fixture.container.endDragging(velocity: 2)
        fixture.clock.runUntilIdle()
      }
    // A reader goes forward: after the first few pages, every swipe reclaims a page that fell
    // behind and reuses its controller for the page ahead.
    for _ in 0..<20 { swipe() }
    return { _ in swipe() }
  }

  static func glideFrames() -> (Int) -> Void {
    // A glide that lasts long enough for every measured frame to show the same two pages.
    let fixture = Fixture(
      pages: 1_000, physics: ScrollPhysics(decelerationDuration: .seconds(100_000)))
    fixture.container.beginDragging()
    fixture.container.drag(byPages: 0.1)
    fixture.container.endDragging(velocity: 2)
    for _ in 0..<10 { fixture.clock.advance(by: fixture.clock.frameInterval) }
    return { _ in fixture.clock.advance(by: fixture.clock.frameInterval) }
  }

  static func updates(inserting: Bool) -> (Int) -> Void {
    let fixture = Fixture(pages: 100_000)
    try? fixture.container.scrollToPage(50_000, animated: false)
    var next = 1_000_000
    return { _ in
      if inserting {
        fixture.source.pages.insert(Page(id: next), at: 0)
        next += 1
      }
      fixture.container.performUpdates()
      fixture.container.layoutIfNeeded()
    }
  }

  static func diffEdit(count: Int) -> (Int) -> Void {
    let workload = ListEditWorkload(count: count, seed: 1)
    var sink = 0
    return { _ in sink &+= diff(old: workload.old, new: workload.new).moves.count }
  }

  static func diffPrepend() -> (Int) -> Void {
    let old = (0..<100_000).map { ListEditWorkload.Item(id: $0) }
    let new = [ListEditWorkload.Item(id: -1)] + old
    var sink = 0
    return { _ in sink &+= diff(old: old, new: new).inserts.count }
  }
}

/// The only function callgrind counts (`--toggle-collect='*measuredRegion*'`).
@inline(never)
func measuredRegion(_ count: Int, _ operation: (Int) -> Void) {
  for step in 0..<count { operation(step) }
}
