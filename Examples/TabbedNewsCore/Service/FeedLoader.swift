import Folio

/// Loads feeds with a latency measured on the container's clock, so that a manual clock makes
/// every run the same (and a real clock makes it real time).
///
/// Each load is a numbered request that ends exactly once: it finishes when its time comes (at
/// the first frame at or after it), or it is cancelled first.
package final class FeedLoader: FrameClockObserver {
  /// How long a load takes; loads started later use a new value.
  package var latency: Duration
  /// Receives `loadStart`, `loadFinish` and `loadCancel`, with the page and the request.
  package var didReport: ((_ event: String, _ page: String, _ request: Int, _ items: Int?) -> Void)?

  private struct Load {
    var request: Int
    var channel: Channel
    var due: Duration
    var completion: (Int, [FeedItem]) -> Void
  }

  private let clock: any FrameClock
  /// Loads in progress, in the order they started (their due times may differ).
  private var loads: [Load] = []
  private var nextRequest = 1

  package init(clock: any FrameClock, latency: Duration) {
    self.clock = clock
    self.latency = latency
    clock.addObserver(self)
  }

  deinit {
    clock.removeObserver(self)
  }

  /// The requests in progress, in the order they started.
  package var pending: [(request: Int, page: String)] { loads.map { ($0.request, $0.channel.id) } }

  /// Starts loading a channel's feed.
  ///
  /// - Parameters:
  ///   - channel: The channel.
  ///   - completion: Gets the request and the items when the load finishes (not if cancelled).
  /// - Returns: The request's number.
  package func start(channel: Channel, completion: @escaping (Int, [FeedItem]) -> Void) -> Int {
    let request = nextRequest
    nextRequest += 1
    loads.append(
      Load(request: request, channel: channel, due: clock.now + latency, completion: completion))
    didReport?("loadStart", channel.id, request, nil)
    return request
  }

  /// Cancels a load in progress; a finished or unknown request is ignored.
  ///
  /// - Parameter request: The request.
  package func cancel(_ request: Int) {
    guard let index = loads.firstIndex(where: { $0.request == request }) else { return }
    let load = loads.remove(at: index)
    didReport?("loadCancel", load.channel.id, request, nil)
  }

  package var needsFrames: Bool { !loads.isEmpty }

  package func clockDidTick(at now: Duration) {
    // Due loads finish in the order they started; one finishing may start or cancel others.
    while let index = loads.firstIndex(where: { $0.due <= now }) {
      let load = loads.remove(at: index)
      let items = FeedItem.feed(of: load.channel)
      didReport?("loadFinish", load.channel.id, load.request, items.count)
      load.completion(load.request, items)
    }
  }
}
