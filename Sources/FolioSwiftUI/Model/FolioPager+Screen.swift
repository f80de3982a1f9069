import Folio
import FolioHost

// MARK: - The screen: its size, its appearance, time

extension FolioPager {
  /// The view's size changed (or its display scale, or its layout direction): the host lays
  /// the pages out again, keeping the current page.
  ///
  /// - Parameters:
  ///   - width: The pages' width, in points.
  ///   - height: Their height.
  ///   - scale: The display scale.
  ///   - rightToLeft: Whether the layout direction is right to left (horizontal pages then
  ///     run from the right).
  public func setViewport(width: Double, height: Double, scale: Double, rightToLeft: Bool) {
    let direction: PageLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    if container.layoutDirection != direction { container.layoutDirection = direction }
    host.setViewport(Size(width: width, height: height), scale: scale)
    container.layoutIfNeeded()
    didChange()
  }

  /// The pager's view appeared (SwiftUI's `onAppear`): its pages are on screen.
  ///
  /// Repeated appearances without a disappearance in between are one.
  public func screenDidAppear() {
    guard !isScreenShown else { return }
    isScreenShown = true
    host.screenWillAppear()
    host.screenDidAppear()
    container.layoutIfNeeded()
    didChange()
  }

  /// The pager's view disappeared (`onDisappear`): the shown pages hear `pageDidDisappear`.
  public func screenDidDisappear() {
    guard isScreenShown else { return }
    isScreenShown = false
    host.screenWillDisappear()
    host.screenDidDisappear()
    didChange()
  }

  /// The scene went to the background or came back (SwiftUI's `scenePhase`): what counts
  /// time holds meanwhile (impressions, an auto-advance); the pages hear nothing, as UIKit's
  /// view controllers hear no appearance call for it.
  ///
  /// - Parameter isInBackground: Whether the scene is in the background now.
  public func sceneDidChange(isInBackground: Bool) {
    guard isInBackground != host.isAppInBackground else { return }
    if isInBackground { host.appDidEnterBackground() } else { host.appWillEnterForeground() }
    didChange()
  }

  // MARK: Time

  /// Whether the pages move: the view's timeline runs while it is `true`, and is paused at
  /// rest.
  public var needsFrames: Bool { clock.schedule.needsFrames }

  /// The next deadline of something waiting (an auto-advance, a retry) while nothing moves,
  /// in the clock's time: the view sleeps until it (``delay(until:)``) and calls ``wake()``.
  public var nextWakeUp: Duration? {
    clock.schedule.needsFrames ? nil : clock.schedule.nextDeadline
  }

  /// How long from now until `deadline` (zero if it passed).
  ///
  /// - Parameter deadline: A time on the clock (``nextWakeUp``).
  /// - Returns: The wait.
  public func delay(until deadline: Duration) -> Duration {
    max(.zero, deadline - clock.now)
  }

  /// A frame of the view's timeline at `timestamp`: the clock ticks, the pages move.
  ///
  /// `timestamp` is in seconds, on `Date`'s reference timebase. Call it from the timeline's
  /// change callback, never from `body`.
  ///
  /// - Parameter timestamp: The frame's date, as `timeIntervalSinceReferenceDate`.
  public func frame(at timestamp: Double) {
    guard timestamp.isFinite else { return }
    clock.tick(timestamp: timestamp)
    didChange()
  }

  /// Sleeps until each deadline the pager waits for (``nextWakeUp``) and wakes it.
  ///
  /// It returns when the pager waits for none or the task is cancelled: what the view's task
  /// runs while nothing moves (SwiftUI restarts it when the deadline changes). A wake-up
  /// before the deadline sleeps again for the rest.
  ///
  /// - Parameter sleep: Sleeps for a duration; `Task.sleep(for:)` by default (a test passes
  ///   one that moves its clock).
  public func wakeUpAtDeadlines(
    sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) async {
    while let deadline = nextWakeUp {
      do { try await sleep(delay(until: deadline)) } catch { return }
      wake()
    }
  }

  /// A deadline came (``nextWakeUp``): the clock ticks at the current time.
  public func wake() {
    clock.tick(timestamp: clock.timestamp(of: clock.now))
    didChange()
  }
}
