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

/// `--host swiftui`: what `FolioPageView`'s `TimelineView` does for its pager, on a terminal
/// program's clock.
///
/// While the pager's `timeline` runs every frame, the program's clock gives
/// frames; while it waits for a deadline, the program's clock wakes at it; paused, nothing.
/// Each update calls the pager's `frame()`, which ticks the pages' `HostClock` (its time is the
/// program clock's).
final class SwiftUITimeline: FrameClockObserver {
  /// The pages' clock: the program clock's time, ticked by the pager.
  let clock: HostClock
  private let base: any FrameClock
  /// The pager's timeline, its next deadline (in the program clock's time) and its update,
  /// once the host made it.
  var timeline: (() -> PagerTimeline)?
  var deadline: (() -> Duration?)?
  var update: (() -> Void)?

  init(base: any FrameClock) {
    self.base = base
    clock = HostClock(currentTime: { [base] in Self.seconds(base.now) })
    base.addObserver(self)
  }

  deinit { base.removeObserver(self) }

  var needsFrames: Bool {
    guard let timeline = timeline?() else { return false }
    return !timeline.isPaused && timeline.minimumInterval == nil
  }

  var nextDeadline: Duration? {
    guard let timeline = timeline?(), !timeline.isPaused, timeline.minimumInterval != nil
    else { return nil }
    return deadline?()
  }

  func clockDidTick(at now: Duration) {
    guard let timeline = timeline?(), !timeline.isPaused else { return }
    update?()
  }

  private static func seconds(_ time: Duration) -> Double {
    let (seconds, attoseconds) = time.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
