import Folio
import FolioHost
import FolioPagerModel

/// The clock a terminal program's pages run on: the program's own (a manual clock for scripts,
/// a real one in a terminal), or with `--host swiftui` a `HostClock` that the program's clock
/// drives as `FolioPageView`'s timeline drives its pager's (``SwiftUITimeline``).
package final class TerminalPagesClock {
  /// The clock the container and its plugins run on.
  package let clock: any FrameClock
  /// `--host swiftui`'s timeline, once the host set it up.
  let timeline: SwiftUITimeline?

  /// The pages' clock for `kind`, on `base`.
  ///
  /// - Parameters:
  ///   - kind: Who moves the pages.
  ///   - base: The program's clock.
  package init(kind: TerminalHostKind, base: any FrameClock) {
    if kind == .swiftUI {
      let timeline = SwiftUITimeline(base: base)
      self.timeline = timeline
      clock = timeline.clock
    } else {
      timeline = nil
      clock = base
    }
  }
}

/// `--host swiftui`: what `FolioPageView`'s `TimelineView` and its wake-up task do for its
/// pager, on a terminal program's clock.
///
/// While the pager's timeline runs, the program's clock gives frames, each a `frame()` of the
/// pager; at rest nothing, but for a wake-up at the pager's `nextWakeUp` (the program's clock
/// wakes at it, and the pager's frame fires what is due). The pages' `HostClock` reads the
/// program clock's time.
final class SwiftUITimeline: FrameClockObserver {
  /// The pages' clock: the program clock's time, ticked by the pager.
  let clock: HostClock
  private let base: any FrameClock
  /// Whether the pager's timeline runs, its next wake-up (in the program clock's time) and its
  /// frame, once the host made it.
  var runs: (() -> Bool)?
  var wakeUp: (() -> Duration?)?
  var update: (() -> Void)?

  init(base: any FrameClock) {
    self.base = base
    clock = HostClock(currentTime: { [base] in Self.seconds(base.now) })
    base.addObserver(self)
  }

  deinit { base.removeObserver(self) }

  var needsFrames: Bool { runs?() ?? false }

  var nextDeadline: Duration? { needsFrames ? nil : wakeUp?() }

  func clockDidTick(at now: Duration) {
    // A frame of the running timeline, or the wake-up once its time came (a millisecond
    // early counts: the time went through a timestamp).
    if needsFrames { return update?() ?? () }
    guard let due = wakeUp?(), due <= now + .milliseconds(1) else { return }
    update?()
  }

  private static func seconds(_ time: Duration) -> Double {
    let (seconds, attoseconds) = time.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
