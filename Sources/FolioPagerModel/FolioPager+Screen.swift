import Folio
import FolioHost

// MARK: - The screen: its size, its appearance, time

extension FolioPager {
  /// The view's size changed (or its display scale, or its layout direction): the host lays
  /// the pages out again, keeping the current page.
  ///
  /// The size is rounded to the display's pixel grid: a viewport under half a pixel along
  /// either dimension shows no page until it grows (sizes not finite or negative count as 0).
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
  /// Repeated appearances without a disappearance in between are one. The view may have been
  /// made again with a new scroll view (followed motion): ``scrollRequest`` then sets it on the
  /// current page.
  public func screenDidAppear() {
    guard !isScreenShown else { return }
    isScreenShown = true
    scrollViewMayBeNew()
    host.screenWillAppear()
    host.screenDidAppear()
    container.layoutIfNeeded()
    didChange()
  }

  /// The pager's view disappeared (`onDisappear`).
  ///
  /// The shown pages' controllers hear it on screen (``PagerAppearanceObserving``), and a drag
  /// under way is cancelled. In followed motion, what the scroll view did ends too (it may be
  /// made again, and the old one says nothing more): a motion under way rests on its page, a
  /// finger on it is cancelled.
  public func screenDidDisappear() {
    guard isScreenShown else { return }
    isScreenShown = false
    // A drag the view no longer reports (it left mid-gesture) is cancelled; so is what its
    // followed scroll view did, which may never report again.
    dragCancelled()
    scrollViewMayBeNew()
    host.screenWillDisappear()
    host.screenDidDisappear()
    didChange()
  }

  /// Whether another view covers the pager without making it disappear.
  ///
  /// SwiftUI's `.sheet`, a `fullScreenCover` or a popover send the presenting view no
  /// `onDisappear`. Bind it to the sheet's `isPresented`
  /// (or set it where the sheet is shown and in its `onDismiss`): covered, the shown pages
  /// disappear (a player pauses) and what counts time holds; uncovered, they appear again
  /// (the host's `isCovered`).
  public var isCovered: Bool {
    get { host.isCovered }
    set {
      guard newValue != host.isCovered else { return }
      host.isCovered = newValue
      didChange()
    }
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

  /// Whether the pages move: the view's timeline runs every frame while it is `true`.
  public var needsFrames: Bool { clock.schedule.needsFrames }

  /// The next deadline of something waiting (an auto-advance, a retry) while nothing moves,
  /// in the clock's time; `nil` while frames run or nothing waits.
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

  /// What the view's timeline does now: every frame while the pages move, paused otherwise
  /// (nothing is drawn at rest: a deadline is ``nextWakeUp``'s, met by a task that sleeps
  /// until it, not by timeline entries).
  public var timeline: PagerTimeline { PagerTimeline(isPaused: !needsFrames) }

  /// An update of the view's timeline, or the wake-up at ``nextWakeUp``: the clock ticks now,
  /// the pages move.
  ///
  /// A deadline that came fires, and so does one less than a millisecond away (a timer fires a
  /// hair early, a date converted to the clock's time lands a rounding error before): the clock
  /// ticks at the deadline itself. Call it after the timeline's update (its change callback) or
  /// from the wake-up's task, never from `body`. An update at rest that changes nothing
  /// announces nothing.
  public func frame() {
    let moving = needsFrames
    var now = clock.now
    // (Frames too: one that lands a hair before a deadline fires it, as the wake-up would.)
    if let due = clock.observersNextDeadline, now < due, due - now <= .milliseconds(1) {
      now = due
    }
    clock.tick(at: now)
    if moving || needsFrames { didMove() }
  }
}

/// What a ``FolioPager``'s view timeline does: SwiftUI's `.animation(paused:)` schedule.
public struct PagerTimeline: Hashable, Sendable {
  /// Whether it is paused: nothing moves (what waits for a deadline is woken by a task, not by
  /// the timeline: ``FolioPager/nextWakeUp``).
  public var isPaused: Bool
}
