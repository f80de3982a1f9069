import Folio

/// A simulated clip server on the clock: batches of 10 clips after a latency, failures on
/// demand, 60 clips in all.
package final class ClipServer: FrameClockObserver {
  /// Clips per batch.
  package static let batchSize = 10
  /// Clips in all: after them the feed ends.
  package static let total = 60

  package var latency: Duration
  /// Whether the next answers fail.
  package var failing = false
  private let clock: any FrameClock
  private var pending:
    [(due: Duration, start: Int, answer: (Result<[Clip], ServerError>) -> Void)] =
      []

  package struct ServerError: Error {}

  init(clock: any FrameClock, latency: Duration) {
    self.clock = clock
    self.latency = latency
    clock.addObserver(self)
  }

  deinit { clock.removeObserver(self) }

  /// Asks for the batch starting at `start`; the answer comes after the latency.
  func fetch(from start: Int, answer: @escaping (Result<[Clip], ServerError>) -> Void) {
    pending.append((clock.now + latency, start, answer))
  }

  package var needsFrames: Bool { false }
  package var nextDeadline: Duration? { pending.first?.due }

  package func clockDidTick(at now: Duration) {
    while let first = pending.first, first.due <= now {
      pending.removeFirst()
      if failing {
        first.answer(.failure(ServerError()))
      } else {
        let end = min(Self.total, first.start + Self.batchSize)
        first.answer(.success((first.start..<max(first.start, end)).map(Clip.clip)))
      }
    }
  }
}
