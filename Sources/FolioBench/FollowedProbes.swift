import Folio
import FolioHost
import FolioNestedScroll

/// Workloads of a screen whose pages, and whose feeds, follow platform scroll views.
///
/// The reports UIKit's delegate calls give (`UIScrollView`), in UIKit's order, each followed
/// by the layout a screen does (the frames read). The scroll views' own work is UIKit's: the
/// probes give the offsets they would report, nothing more.
@MainActor
enum FollowedProbes {
  typealias Page = InstructionProbes.Page

  /// One frame of a drag: the scroll view reports an offset (isTracking), the frames are read.
  ///
  /// The finger goes back and forth between two pages, so no page enters or leaves.
  static func frames() -> (Int) -> Void {
    let screen = HostProbes.Screen(pages: 1_000, motion: .followed)
    let host = screen.host
    screen.layout()
    // The operation's number gives the offset: the probe keeps no state of its own.
    func report(_ frame: Int) {
      let step = Double(frame % 400)
      let offset = 100 + (step < 200 ? step : 400 - step)
      host.scrollViewDidScroll(offset: offset, isTracking: true, isDecelerating: false)
      screen.layout()
    }
    host.scrollViewWillBeginDragging(offset: 100)
    for frame in 0..<10 { report(frame) }
    return { frame in report(frame) }
  }

  /// A user's swipe to the next page as UIKit reports it: a drag of three moves, the release
  /// (the host sets the target page), a deceleration there of 18 frames, its end.
  static func swipes() -> (Int) -> Void {
    let screen = HostProbes.Screen(pages: 1_000, motion: .followed)
    let host = screen.host
    screen.layout()
    func swipe() {
      let start = host.platformOffset(forPage: screen.container.currentIndex ?? 0) ?? 0
      var offset = start
      host.scrollViewWillBeginDragging(offset: offset)
      for _ in 0..<3 {
        offset += 80
        screen.pass(0.016)
        host.scrollViewDidScroll(offset: offset, isTracking: true, isDecelerating: false)
        screen.layout()
      }
      var target = offset + 60
      host.scrollViewWillEndDragging(velocity: 5, targetOffset: &target)
      host.scrollViewDidEndDragging(offset: offset, willDecelerate: true)
      let from = offset
      for frame in 1...18 {
        let progress = Double(frame) / 18
        offset = from + (target - from) * (1 - (1 - progress) * (1 - progress))
        screen.pass(1.0 / 60)
        host.scrollViewDidScroll(offset: offset, isTracking: false, isDecelerating: true)
        screen.layout()
      }
      host.scrollViewDidEndDecelerating(offset: offset)
      screen.layout()
    }
    for _ in 0..<20 { swipe() }
    return { _ in swipe() }
  }

  /// One frame of a feed's fling through the header-to-feed hand-off: the feed's scroll view
  /// reports (isDecelerating), the coordinator routes it, the host lays out the header.
  static func nestedFrames() -> (Int) -> Void {
    let feeds = InstructionProbes.Feeds()
    let screen = HostProbes.Screen(pages: 10, motion: .followed, source: feeds)
    let nested = NestedScrollCoordinator<Page>(
      headerHeight: 250, pinnedHeight: 50, motion: .followed, clock: screen.clock)
    screen.host.attach(nested)
    screen.container.layoutIfNeeded()
    screen.layout()
    guard let feed = screen.container.currentController as? InstructionProbes.FeedController else {
      return { _ in }
    }
    // The operation's number gives the offset: the header is gone in 17 frames, then the feed
    // scrolls (a feed far longer than any fling).
    func report(_ frame: Int) {
      let offset = -250.0 + 12 * Double(frame + 1)
      nested.feedDidScroll(feed, offset: offset, isTracking: false, isDecelerating: true)
      screen.layout()
      if let header = screen.host.nestedOffsets?.headerOffset { screen.sink += header }
    }
    return { frame in withExtendedLifetime(feeds) { report(frame) } }
  }

  /// Frames a followed screen asks for at rest after a swipe and a feed's fling: none (the
  /// scroll views move themselves; the display link sleeps).
  static func framesAtRest() -> Int {
    let screen = HostProbes.Screen(pages: 100, motion: .followed)
    let before = 0
    var target = 390.0
    screen.host.scrollViewWillBeginDragging(offset: 0)
    screen.host.scrollViewDidScroll(offset: 200, isTracking: true, isDecelerating: false)
    screen.host.scrollViewWillEndDragging(velocity: 2, targetOffset: &target)
    screen.host.scrollViewDidEndDragging(offset: 200, willDecelerate: true)
    screen.host.scrollViewDidScroll(offset: target, isTracking: false, isDecelerating: true)
    screen.host.scrollViewDidEndDecelerating(offset: target)
    var frames = 0
    var limit = 3_600
    while screen.clock.schedule.needsFrames, limit > 0 {
      screen.frame()
      frames += 1
      limit -= 1
    }
    _ = before
    return frames
  }
}
