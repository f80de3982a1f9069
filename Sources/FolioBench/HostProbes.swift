import Folio
import FolioHost

/// Workloads of a screen through FolioHost: a display link's frames ticking a ``HostClock``,
/// touches in points, frames in points on the pixel grid, containment performed by a display.
@MainActor
enum HostProbes {
  typealias Page = InstructionProbes.Page

  /// A display that does what a UIKit one does with the host's output, minus UIKit: it takes
  /// every containment step and reads every frame.
  final class Display: PageHostDisplay {
    var steps = 0
    var layouts = 0
    func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {
      steps &+= 1
    }
    func pageHostNeedsLayout(_ host: PageHost<Page>) { layouts &+= 1 }
  }

  /// A screen of `pages` pages on a host clock driven by hand.
  final class Screen {
    var time = 1000.0
    let clock: HostClock
    let source: any PageContainerDataSource<Page>
    let container: PageContainer<Page>
    let host: PageHost<Page>
    let display = Display()
    var sink = 0.0

    init(
      pages: Int, physics: ScrollPhysics = ScrollPhysics(), motion: HostMotion = .owned,
      source: (any PageContainerDataSource<Page>)? = nil
    ) {
      let box = TimeBox()
      clock = HostClock(currentTime: { box.value })
      self.source = source ?? InstructionProbes.Pages(count: pages)
      container = PageContainer(
        viewportSize: Size(width: 390, height: 844), physics: physics, clock: clock)
      host = PageHost(container: container, scale: 3, motion: motion, display: display)
      self.box = box
      box.value = time
      container.dataSource = self.source
      container.layoutIfNeeded()
    }

    private final class TimeBox { var value = 0.0 }
    private let box: TimeBox

    /// The time moves on by `seconds` (a frame's, a touch's).
    func pass(_ seconds: Double) {
      time += seconds
      box.value = time
    }

    /// One display-link frame (1/60 s later), and the frames laid out.
    func frame() {
      time += 1.0 / 60
      box.value = time
      clock.tick(timestamp: time)
      layout()
    }

    func layout() {
      host.forEachFrame { sink += $0.frame.origin.x }
    }

    /// Frames while the clock asks for them.
    func runUntilIdle() {
      var limit = 10_000
      while clock.schedule.needsFrames, limit > 0 {
        frame()
        limit -= 1
      }
    }

    /// A finger's swipe to the next page in `moves` even moves, then frames until rest.
    ///
    /// The moves are 16 ms apart, across 60% of the width past the slop, then up 16 ms after
    /// the last; every frame is laid out. One move is the container's own swipe gesture (`PageContainer.swipe`: a drag
    /// of 0.6 page, a release) as touches.
    func swipe(moves: Int) {
      var x = 312.0
      let step = (0.6 * 390 + 10) / Double(moves)
      host.touchDown(at: Point(x: x, y: 400), time: clock.time(ofTimestamp: time))
      for _ in 0..<moves {
        time += 0.016
        box.value = time
        x -= step
        host.touchMoved(to: Point(x: x, y: 400), time: clock.time(ofTimestamp: time))
        layout()
      }
      time += 0.016
      box.value = time
      host.touchUp(at: Point(x: x, y: 400), time: clock.time(ofTimestamp: time))
      layout()
      runUntilIdle()
    }
  }

  static func swipes(moves: Int) -> (Int) -> Void {
    let screen = Screen(pages: 1_000)
    for _ in 0..<20 { screen.swipe(moves: moves) }
    return { _ in screen.swipe(moves: moves) }
  }

  static func glideFrames() -> (Int) -> Void {
    let screen = Screen(
      pages: 1_000, physics: ScrollPhysics(decelerationDuration: .seconds(100_000)))
    let container = screen.container
    container.beginDragging()
    container.drag(byPages: 0.1)
    container.endDragging(velocity: 2)
    for _ in 0..<10 { screen.frame() }
    return { _ in screen.frame() }
  }

  /// Frames and timer wake-ups a screen asks for while it rests for `seconds` after a swipe:
  /// a display link that runs only while the clock asks.
  static func framesAtRest(seconds: Double) -> (frames: Int, wakeUps: Int) {
    let screen = Screen(pages: 100)
    screen.swipe(moves: 8)
    let ticks = screen.clock.tickCount
    var wakeUps = 0
    let end = screen.time + seconds
    while screen.time < end {
      if screen.clock.schedule.needsFrames {
        screen.frame()
      } else if let deadline = screen.clock.schedule.nextDeadline {
        screen.time = max(screen.time, screen.clock.timestamp(of: deadline))
        screen.clock.tick(timestamp: screen.time)
        wakeUps += 1
      } else {
        break
      }
    }
    return (screen.clock.tickCount - ticks - wakeUps, wakeUps)
  }
}
