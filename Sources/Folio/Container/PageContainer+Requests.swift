// MARK: - Requests: the shared queue

extension PageContainer {
  /// The queue every request of the container, its collection view, its adapter and its plugins
  /// goes through (see ``RequestQueue``).
  var requests: RequestQueue { collectionView.requestQueue }

  /// Runs `request` now if nothing runs, otherwise after the request in progress and everything
  /// queued before it.
  ///
  /// Every public entry point that can change what is shown goes through here, so no request
  /// ever runs in the middle of another or of a delivery. At rest, recycling is done after each
  /// request, whatever it changed (a plugin that now retains less, a prefetch, a new plugin).
  func submit(_ request: @escaping () -> Void) {
    requests.submit { [unowned self] in
      request()
      if self.transition.isResting { self.recycle() } else { self.reclaimReplaced() }
      self.tellClockIfNeeded()
    }
  }

  /// Runs a request at once while nothing runs, without allocating (a clock tick), then whatever
  /// it queued.
  ///
  /// Call it only when `requests.isRunning` is false.
  func runInline(_ request: () -> Void) {
    requests.run {
      request()
      if transition.isResting { recycle() } else { reclaimReplaced() }
    }
  }

  /// After a request: tells a clock that sleeps at rest that the schedule may have changed.
  ///
  /// A display link hears it whenever the container needs frames (motion started, a layout
  /// pass is pending), stopped needing them, or its deadline moved. A request that leaves the
  /// container idle, as it was (a finger's move), tells it nothing.
  func tellClockIfNeeded() {
    let busy = needsFrames
    let deadline = retention.pressureEnds
    guard listeners.clockShouldHear(busy: busy, deadline: deadline) else { return }
    clock.scheduleDidChange()
  }

  /// Whether a request is running: calls into the container now are queued.
  var isBusy: Bool { requests.isRunning }

  /// Runs user code (a controller, the data source, the delegate, an observer): requests made
  /// from it, at any depth, wait for the request in progress, and synchronous requests that
  /// cannot wait (a prefetch) throw ``PageContainerError/busy``.
  func callingUserCode<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try requests.delivering(body)
  }

  /// Sends an event to every observer.
  ///
  /// The event is built only when someone observes (naming a page formats its identity).
  func emit(_ event: @autoclosure () -> PageEvent) {
    guard listeners.hasObservers else { return }
    let event = event()
    let observers = listeners.observers
    callingUserCode {
      for entry in observers { entry.observer?.pageContainerDidEmit(event) }
    }
  }
}
