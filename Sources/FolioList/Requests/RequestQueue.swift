/// The one serial queue of requests that every layer of a screen shares: a collection view, the
/// adapter that drives it, a page container on top of them and the container's plugins, like an
/// event loop's task queue.
///
/// Two things are tracked: whether a request is running, and how deep the code is in a
/// delivery to outside code (a delegate, a data source, a cell, a controller, an observer).
///
/// - ``submit(_:)``: runs a request now when nothing runs; otherwise after the request in
///   progress and everything queued before it. A page container's public entry points (and
///   its plugins' requests) go through here.
/// - ``run(_:)``: runs work now, as a request or as part of the one in progress; whatever it
///   submits, directly or from a callback at any depth, runs after it, in order. For work that
///   must answer at once (a snapshot, say) and calls outside code.
/// - A component's own entry points called by the component that owns it (a container driving
///   its view) run now, unless outside code is being delivered to: then they wait like any
///   request.
///
/// Requests never run inside one another. A drain runs at most ``maximumRequestsPerDrain``
/// requests; callbacks that keep requesting more work are cut off there with a diagnostic
/// instead of hanging the caller.
///
/// The queue is confined to one isolation domain, as the types that share it are.
public final class RequestQueue {
  /// The most requests one drain runs; the rest are dropped with a diagnostic.
  public static let maximumRequestsPerDrain = 100_000

  private var pending: [() -> Void] = [] {
    didSet { pendingCount = pending.count }
  }
  /// The count of ``pending``, stored apart: the checks before and after every request read it
  /// without the run-time exclusivity checks of an array mutated in place.
  private var pendingCount = 0
  private var head = 0
  private var runDepth = 0
  /// How deep the running code is in deliveries to outside code.
  private var deliveryDepth = 0
  private var diagnosticHandlers: [(String) -> Void] = []

  /// Creates an empty queue.
  public init() {}

  /// Whether a request is running: a request submitted now waits for it.
  public var isRunning: Bool { runDepth > 0 }

  /// Whether outside code (a delegate, a data source, a cell, a controller, an observer) is
  /// being delivered to: a component's request made now waits, and a synchronous request that
  /// cannot wait throws instead.
  public var isDelivering: Bool { deliveryDepth > 0 }

  /// Whether no request waits.
  public var isEmpty: Bool { head == pendingCount }

  /// Runs `request` now if nothing runs, otherwise after the request in progress and everything
  /// queued before it.
  ///
  /// - Parameter request: The work.
  public func submit(_ request: @escaping () -> Void) {
    guard runDepth == 0 else {
      pending.append(request)
      return
    }
    runDepth = 1
    request()
    runDepth = 0
    drain()
  }

  /// Runs `body` now, as a request of its own (when nothing runs) or as part of the request in
  /// progress; requests made meanwhile, at any depth, run after it, in order.
  ///
  /// - Parameter body: The work.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func run<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    runDepth += 1
    defer {
      runDepth -= 1
      if runDepth == 0 { drain() }
    }
    return try body()
  }

  /// Runs a component's own request: now, unless outside code is being delivered to (then after
  /// the request in progress, in order).
  package func perform(_ request: @escaping () -> Void) {
    guard deliveryDepth == 0 else {
      pending.append(request)
      return
    }
    run(request)
  }

  /// Runs `body`, which delivers to outside code: requests made meanwhile wait.
  @inline(__always)
  package func delivering<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    deliveryDepth += 1
    defer { deliveryDepth -= 1 }
    return try body()
  }

  /// Adds a receiver of the queue's diagnostics (requests dropped by the drain's bound).
  package func addDiagnosticHandler(_ handler: @escaping (String) -> Void) {
    diagnosticHandlers.append(handler)
  }

  /// Runs what was queued, in order, each as a request of its own.
  private func drain() {
    guard head < pendingCount else { return }
    runDepth = 1
    var budget = Self.maximumRequestsPerDrain
    while head < pending.count {
      guard budget > 0 else {
        let dropped = pending.count - head
        pending.removeAll(keepingCapacity: true)
        head = 0
        let message =
          "more than \(Self.maximumRequestsPerDrain) requests queued from callbacks; \(dropped) dropped"
        for handler in diagnosticHandlers { handler(message) }
        break
      }
      budget -= 1
      let request = pending[head]
      head += 1
      request()
    }
    pending.removeAll(keepingCapacity: true)
    head = 0
    runDepth = 0
  }
}
