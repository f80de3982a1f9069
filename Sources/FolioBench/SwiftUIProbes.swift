import Folio
import FolioHost
import FolioPagerModel

/// Workloads of a SwiftUI screen: FolioPager driven as FolioPageView drives it.
///
/// Each frame is its timeline's update (`frame()`) and its `body`'s read of the shown pages
/// (`shownPages(as:)`, which allocates the array a `ForEach` takes). SwiftUI's own work is not
/// counted.
@MainActor
enum SwiftUIProbes {
  typealias Page = InstructionProbes.Page
  typealias Controller = InstructionProbes.Controller

  /// The pager and its test time.
  @MainActor
  final class Screen {
    final class Time { var now = 1_000.0 }
    let time = Time()
    let pager: FolioPager<Page>
    private let pages: InstructionProbes.Pages
    private var sink = 0.0

    init(physics: ScrollPhysics = ScrollPhysics()) {
      let time = self.time
      pager = FolioPager(
        motion: .owned, physics: physics, clock: HostClock(currentTime: { time.now }))
      pages = InstructionProbes.Pages(count: 1_000)
      pager.dataSource = pages
      pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
      pager.screenDidAppear()
    }

    /// One timeline update 1/60 s later, and the body's read.
    func frame() {
      time.now += 1.0 / 60
      pager.frame()
      for shown in pager.shownPages(as: Controller.self) { sink += shown.frame.origin.x }
    }

    /// A finger's swipe to the next page as DragGesture reports it (8 moves 16 ms apart),
    /// each report and frame read as the body reads them, then frames until rest.
    func swipe() {
      var x = 312.0
      let start = Point(x: x, y: 400)
      pager.dragChanged(start: start, location: start)
      for _ in 0..<8 {
        time.now += 0.016
        x -= (0.6 * 390 + 10) / 8
        pager.dragChanged(start: start, location: Point(x: x, y: 400))
        for shown in pager.shownPages(as: Controller.self) { sink += shown.frame.origin.x }
      }
      time.now += 0.016
      pager.dragEnded(at: Point(x: x, y: 400))
      var limit = 10_000
      while pager.needsFrames, limit > 0 {
        frame()
        limit -= 1
      }
    }
  }

  /// One frame of a glide where no page enters or leaves.
  static func glideFrames() -> (Int) -> Void {
    let screen = Screen(physics: ScrollPhysics(decelerationDuration: .seconds(100_000)))
    let start = Point(x: 300, y: 400)
    screen.pager.dragChanged(start: start, location: start)
    screen.time.now += 0.016
    screen.pager.dragChanged(start: start, location: Point(x: 250, y: 400))
    screen.time.now += 0.016
    screen.pager.dragEnded(at: Point(x: 240, y: 400))
    for _ in 0..<10 { screen.frame() }
    return { _ in screen.frame() }
  }

  /// A user's swipe to the next page, reusing controllers.
  static func swipes() -> (Int) -> Void {
    let screen = Screen()
    for _ in 0..<20 { screen.swipe() }
    return { _ in screen.swipe() }
  }
}
