@_spi(Testing) import Folio

/// Drives a `PageContainer` like a user, on a `ManualClock`: swipes, partial drags,
/// releases, catches, jumps and time.
///
/// ```swift
/// let driver = PageContainerDriver(container: container, clock: clock)
/// driver.swipe(by: 1)              // one page forward, settled
/// driver.drag(byPages: 0.3)        // finger down, 30% of a page
/// driver.release(velocity: 0)      // back to the page it came from
/// driver.runUntilSettled()
/// ```
public struct PageContainerDriver<Page: Diffable> {
  /// The driven container.
  public let container: PageContainer<Page>
  /// Its clock.
  public let clock: ManualClock

  /// Creates a driver.
  ///
  /// - Parameters:
  ///   - container: A container created with `clock`.
  ///   - clock: The container's manual clock.
  public init(container: PageContainer<Page>, clock: ManualClock) {
    self.container = container
    self.clock = clock
  }

  /// A swipe to a neighbour: finger down, a drag of 0.6 pages, a fling of 2 pages per second,
  /// and time until everything settles.
  ///
  /// - Parameter direction: +1 for the next page, -1 for the previous one; at either end the
  ///   swipe bounces back to the same page.
  public func swipe(by direction: Int) {
    container.swipe(direction < 0 ? .backward : .forward)
    runUntilSettled()
  }

  /// Puts a finger down (catching any motion) and drags by a fraction of a page; the finger
  /// stays down.
  ///
  /// - Parameter pages: Page lengths, positive toward higher indices.
  public func drag(byPages pages: Double) {
    if container.scrollState != .tracking { container.beginDragging() }
    container.drag(byPages: pages)
  }

  /// Lifts the finger with a velocity; does not wait.
  ///
  /// - Parameter pagesPerSecond: Positive toward higher indices; 0 snaps to the nearest page.
  public func release(velocity pagesPerSecond: Double) {
    container.endDragging(velocity: pagesPerSecond)
  }

  /// Touches the moving pages and lifts the finger at once: the motion stops and the nearest
  /// page settles.
  public func catchMotion() {
    container.beginDragging()
    container.endDragging(velocity: 0)
  }

  /// Jumps to a page.
  ///
  /// - Parameters:
  ///   - index: The target page.
  ///   - animated: Whether to animate; an animated jump is run until settled unless `wait` is
  ///     `false`.
  ///   - wait: Whether to run until settled.
  /// - Throws: `PageContainerError` for an index out of range.
  public func jump(to index: Int, animated: Bool, wait: Bool = true) throws(PageContainerError) {
    try container.scrollToPage(index, animated: animated)
    if wait { runUntilSettled() } else { container.layoutIfNeeded() }
  }

  /// Advances the clock.
  ///
  /// - Parameter duration: How far.
  public func advance(by duration: Duration) {
    clock.advance(by: duration)
  }

  /// Advances the clock, frame by frame, until the container is settled: nothing moves and
  /// every pending update, layout pass and request has run (at most 10 minutes of clock time).
  ///
  /// Only the container's needs count: another observer of the clock that wants frames for its
  /// own reasons (an impression waiting to qualify, a memory-pressure delay is the container's
  /// own) does not keep the swipe going; run `clock.runUntilIdle()` for that. A finger left down
  /// stays down.
  public func runUntilSettled() {
    container.layoutIfNeeded()
    let limit = clock.now + .seconds(600)
    while !container.isQuiescent, clock.now < limit {
      clock.advance(by: clock.frameInterval)
    }
  }

  /// Applies the data source's current pages now (a diffed update) and settles.
  public func applyUpdates() {
    container.performUpdates()
    runUntilSettled()
  }

  /// Reloads the pages now and settles.
  public func reload() {
    container.reloadData()
    runUntilSettled()
  }
}
