// Waiting on real time, bounded: the tests give the main actor up a frame at a time, so the main
// run loop turns as it does in an app (SwiftUI's updates and its timeline, UIKit's layout).
#if canImport(UIKit) && !os(watchOS)
  import Testing

  /// About one display frame: the main actor is given up, so the main run loop turns.
  @MainActor
  func nextFrame() async {
    try? await Task.sleep(for: .milliseconds(16))
  }

  /// `count` frames.
  @MainActor
  func frames(_ count: Int) async {
    for _ in 0..<count { await nextFrame() }
  }

  /// Waits a frame at a time until `condition` holds, at most `timeout`.
  ///
  /// - Returns: Whether it held.
  @MainActor
  func poll(timeout: Duration = .seconds(4), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
      guard clock.now < deadline else { return false }
      await nextFrame()
    }
    return true
  }

  /// Waits a frame at a time until `condition` holds, at most `timeout`; records an issue naming
  /// what did not happen if it never did.
  ///
  /// - Returns: Whether it held.
  @MainActor
  @discardableResult
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(4),
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
  ) async -> Bool {
    guard await poll(timeout: timeout, condition) else {
      Issue.record(
        "timed out after \(timeout) waiting until \(what)", sourceLocation: sourceLocation)
      return false
    }
    return true
  }
#endif
