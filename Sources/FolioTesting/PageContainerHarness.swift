@_spi(Testing) import Folio

/// Everything a lifecycle test needs, in one object: a `PageContainer` on a `ManualClock`, a
/// driver, a checker of the whole contract, and a log of events that must all be asserted, in
/// the spirit of SwiftNIO's `EmbeddedChannel` and TCA's `TestStore`.
///
/// Set the container's data source (and register controllers), drive it, assert the events
/// with ``expect(_:_:)``, and end with ``finish()``, which fails on any event nobody asserted or
/// skipped, on any broken rule of the contract, and on work the container still owes:
///
/// ```swift
/// let harness = PageContainerHarness<Photo>()
/// harness.container.dataSource = photos
/// harness.layout()
/// try harness.expect(["willAppear 0 p0 PhotoPage#1", "didAppear 0 p0 PhotoPage#1", "settle 0"])
/// harness.skip()  // the dequeue and instantiation, not under test here
/// harness.driver.swipe(by: 1)
/// try harness.expect(["willAppear 1 p1 PhotoPage#2", "didDisappear 0 p0 PhotoPage#1",
///   "didAppear 1 p1 PhotoPage#2", "settle 1"])
/// try harness.finish()  // fails: the second dequeue was neither asserted nor skipped
/// ```
///
/// Failures are thrown as ``PageContainerHarness/Failure`` values whose description says what
/// was expected and what happened, so any test framework reports them.
public final class PageContainerHarness<Page: Diffable>: PageEventObserver {
  /// Why an expectation or the finish failed.
  public struct Failure: Error, CustomStringConvertible {
    /// What was wrong, with the events involved.
    public var description: String
  }

  /// The container's clock: time moves only when the test says.
  public let clock: ManualClock
  /// The container under test.
  public let container: PageContainer<Page>
  /// Drives the container like a user: swipes, drags, releases, jumps, time.
  public let driver: PageContainerDriver<Page>
  /// Checks every rule of the lifecycle contract as events arrive, and the container's state.
  public let checker: LifecycleChecker
  /// The events not yet asserted or skipped, in order.
  public private(set) var unasserted: [PageEvent] = []

  /// Creates a container on a new manual clock, with a checker and an event log.
  ///
  /// - Parameters:
  ///   - viewportSize: The viewport; 100 × 40 by default.
  ///   - axis: The paging axis; horizontal by default.
  ///   - frameInterval: The clock's frame; 1/60 s by default.
  public init(
    viewportSize: Size = Size(width: 100, height: 40), axis: ScrollAxis = .horizontal,
    frameInterval: Duration = .seconds(1) / 60
  ) {
    clock = ManualClock(frameInterval: frameInterval)
    container = PageContainer(viewportSize: viewportSize, axis: axis, clock: clock)
    driver = PageContainerDriver(container: container, clock: clock)
    checker = LifecycleChecker(observing: container)
    container.addEventObserver(self)
  }

  /// Logs an event for the test to assert.
  ///
  /// - Parameter event: The event.
  public func pageContainerDidEmit(_ event: PageEvent) {
    unasserted.append(event)
  }

  /// Runs the container's first (or next) layout pass: the data source is asked for its pages.
  public func layout() {
    container.layoutIfNeeded()
  }

  /// Asserts the events `filter` keeps, by their descriptions, and removes them from the log.
  ///
  /// Descriptions read `willAppear 1 p1 PhotoPage#2`, `settle 1`; the events `filter` does not
  /// keep stay to be asserted. Then the container is checked against the events.
  ///
  /// - Parameters:
  ///   - expected: The descriptions, in order.
  ///   - filter: Which events are asserted: the lifecycle and settles by default.
  /// - Throws: ``Failure`` when the events differ, or a rule of the contract is broken.
  public func expect(
    _ expected: [String], _ filter: PageEventRecorder.Filter = .lifecycle
  ) throws(Failure) {
    let actual = take(filter).map(\.description)
    guard actual == expected else {
      throw Failure(description: Self.difference(expected: expected, actual: actual))
    }
    try verify()
  }

  /// Asserts the events `filter` keeps, as values, and removes them from the log (see
  /// ``expect(_:_:)``).
  ///
  /// - Parameters:
  ///   - expected: The events, in order.
  ///   - filter: Which events are asserted: every event by default.
  /// - Throws: ``Failure`` when the events differ, or a rule of the contract is broken.
  public func expect(events expected: [PageEvent], _ filter: PageEventRecorder.Filter = .all)
    throws(Failure)
  {
    let actual = take(filter)
    guard actual == expected else {
      throw Failure(
        description: Self.difference(
          expected: expected.map(\.description), actual: actual.map(\.description)))
    }
    try verify()
  }

  /// Acknowledges the events `filter` keeps without asserting them (what the test is not about).
  ///
  /// - Parameter filter: Which events; every event by default.
  /// - Returns: The skipped events.
  @discardableResult
  public func skip(_ filter: PageEventRecorder.Filter = .all) -> [PageEvent] {
    take(filter)
  }

  /// The exhaustive end of a test: every event was asserted or skipped, every rule of the
  /// contract held (the checker's ``LifecycleChecker/finish(_:)``: the container's state agrees
  /// with the events, the rest rule, nothing owed).
  ///
  /// - Throws: ``Failure`` listing the events nobody asserted and the broken rules.
  public func finish() throws(Failure) {
    checker.finish(container)
    var problems: [String] = []
    if !unasserted.isEmpty {
      problems.append(
        "\(unasserted.count) events were neither asserted nor skipped:\n"
          + unasserted.map { "  \($0)" }.joined(separator: "\n"))
    }
    problems += checker.violations.map { "broken rule: \($0)" }
    guard problems.isEmpty else {
      throw Failure(description: problems.joined(separator: "\n"))
    }
  }

  /// Removes and returns the logged events `filter` keeps, in order.
  private func take(_ filter: PageEventRecorder.Filter) -> [PageEvent] {
    let taken = unasserted.filter(filter.keeps)
    unasserted.removeAll(where: filter.keeps)
    return taken
  }

  /// Throws when the checker found a broken rule.
  private func verify() throws(Failure) {
    checker.verify(container)
    guard checker.violations.isEmpty else {
      throw Failure(
        description: checker.violations.map { "broken rule: \($0)" }.joined(separator: "\n"))
    }
  }

  /// A readable account of two event lists that differ, from their first difference.
  private static func difference(expected: [String], actual: [String]) -> String {
    let same = zip(expected, actual).prefix { $0 == $1 }.count
    var lines = ["events differ at \(same) (of \(expected.count) expected, \(actual.count) seen):"]
    lines += expected.enumerated().map { "  \($0 == same ? "-" : " ") expected \($1)" }
    lines += actual.enumerated().map { "  \($0 == same ? "+" : " ") seen     \($1)" }
    return lines.joined(separator: "\n")
  }
}
