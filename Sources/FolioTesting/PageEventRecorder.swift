import Folio

/// Records every `PageEvent` of a container, in one ordered log.
///
/// ```swift
/// let recorder = PageEventRecorder()
/// container.addEventObserver(recorder)
/// // ... drive the container ...
/// #expect(recorder.take(.lifecycle) == [.willAppear(index: 1, page: "p1", controller: tag), ...])
/// ```
public final class PageEventRecorder: PageEventObserver {
  /// Which events a view of the log keeps.
  public enum Filter: Sendable {
    /// Every event.
    case all
    /// `willAppear`, `didAppear`, `didDisappear`, `reclaimed` and `settled`: the lifecycle.
    case lifecycle
    /// The lifecycle events and plugin events.
    case lifecycleAndPlugins

    func keeps(_ event: PageEvent) -> Bool {
      switch (self, event) {
      case (.all, _): true
      case (_, .willAppear), (_, .didAppear), (_, .didDisappear), (_, .reclaimed), (_, .settled):
        true
      case (.lifecycleAndPlugins, .plugin): true
      default: false
      }
    }
  }

  /// Every event recorded since creation or the last ``take(_:)`` or ``clear()``.
  public private(set) var events: [PageEvent] = []

  /// Creates an empty recorder.
  public init() {}

  /// Records an event.
  ///
  /// - Parameter event: The event.
  public func pageContainerDidEmit(_ event: PageEvent) {
    events.append(event)
  }

  /// The recorded events that `filter` keeps.
  ///
  /// - Parameter filter: Which events to keep; all by default.
  /// - Returns: The events, in order.
  public func events(_ filter: Filter = .all) -> [PageEvent] {
    events.filter(filter.keeps)
  }

  /// The recorded events that `filter` keeps; the log is emptied.
  ///
  /// - Parameter filter: Which events to keep; all by default.
  /// - Returns: The events, in order.
  @discardableResult
  public func take(_ filter: Filter = .all) -> [PageEvent] {
    defer { events = [] }
    return events(filter)
  }

  /// Empties the log.
  public func clear() {
    events = []
  }
}
