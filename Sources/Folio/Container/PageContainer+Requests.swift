// MARK: - The request queue

/// The container's serial queue of requests, like an event loop's task queue: a request made
/// while another one runs (or while the container delivers anything to user code, which only
/// happens inside a request) waits for it, and requests run in the order they were made.
struct RequestQueue {
  private var pending: [() -> Void] = []
  private var head = 0
  /// Whether a request is running.
  private(set) var isRunning = false
  /// How deep the container is in user code (controllers, data source, delegate, observers).
  var userCodeDepth = 0

  var isEmpty: Bool { head == pending.count }

  mutating func append(_ request: @escaping () -> Void) {
    pending.append(request)
  }

  /// Marks the queue running for a request that runs at once (the queue was idle).
  mutating func startInline() {
    isRunning = true
  }

  /// The next request, and marks the queue running; `nil` (and not running) when empty.
  mutating func next() -> (() -> Void)? {
    guard head < pending.count else {
      if head > 0 {
        pending.removeAll(keepingCapacity: true)
        head = 0
      }
      isRunning = false
      return nil
    }
    let request = pending[head]
    head += 1
    isRunning = true
    return request
  }
}

extension PageContainer {
  /// Runs `request` now if the container is idle, otherwise after the request in progress and
  /// everything queued before it.
  ///
  /// Every public entry point that can change what is shown goes through here, so no request
  /// ever runs in the middle of another or of a delivery.
  func submit(_ request: @escaping () -> Void) {
    requests.append(request)
    guard !requests.isRunning else { return }
    // At rest, recycling is always done after a request, whatever it changed (a plugin that
    // now retains less, a prefetch, a new plugin). Bounded, so that callbacks that keep
    // requesting more work cannot hang the caller.
    submitQueued()
  }

  /// Runs a request at once while the container is idle, without allocating (a clock tick), then
  /// whatever it queued.
  ///
  /// Call it only when `requests.isRunning` is false.
  func runInline(_ request: () -> Void) {
    requests.startInline()
    request()
    if transition.isResting { recycle() }
    submitQueued()
  }

  /// Runs what requests queued, in order (the queue is marked running by the caller).
  private func submitQueued() {
    var budget = 100_000
    while let next = requests.next() {
      next()
      if transition.isResting { recycle() }
      budget -= 1
      if budget == 0 {
        emit(.diagnostic("more than 100000 requests queued from callbacks; the rest dropped"))
        while requests.next() != nil {}
      }
    }
  }

  /// Whether the container is running a request: calls into it now are queued.
  var isBusy: Bool { requests.isRunning }

  /// Runs user code (a controller, the data source, the delegate, an observer), counting the
  /// depth so that plugin requests made from it are queued.
  func callingUserCode<Result>(_ body: () throws -> Result) rethrows -> Result {
    requests.userCodeDepth += 1
    defer { requests.userCodeDepth -= 1 }
    return try body()
  }

  /// Sends an event to every observer.
  ///
  /// The event is built only when someone observes (naming a page formats its identity).
  func emit(_ event: @autoclosure () -> PageEvent) {
    guard hasObservers else { return }
    let event = event()
    callingUserCode {
      for entry in observers { entry.observer?.pageContainerDidEmit(event) }
    }
  }
}
