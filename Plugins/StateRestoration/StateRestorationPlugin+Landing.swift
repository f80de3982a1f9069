import Folio

// MARK: - Landing: where a snapshot's pages come back, in a container or a feed

extension StateRestorationPlugin {
  /// The reader moves (a finger, a fling, a scroll): a landing still waiting for its page is
  /// given up.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - oldPhase: The phase before.
  public func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) {
    if context.phase != .resting { landing = nil }
  }

  /// A landing waiting in a feed for its page: the page arrived in a batch (the pages go there
  /// at once, the reader not having moved), or the feed can no longer bring it, or the landing
  /// waited through its batches.
  func followLanding(_ context: PagePluginContext<Page>) {
    guard let saved = landing?.first, context.count > 0 else { return }
    if let index = context.index(of: saved) {
      landing = nil
      if context.phase == .resting, context.currentIndex != index {
        try? context.scrollToPage(index, animated: false)
      }
      return
    }
    landingPatience -= 1
    if landingPatience <= 0 || !Self.mayStillGrow(context) { landing = nil }
  }

  /// While a landing waits for its page in a feed, the feed keeps loading batches (each arrival
  /// counts against the landing's patience), so that the page comes however far it is; 0
  /// otherwise.
  public var prefetchDistance: Int { landing != nil ? 10_000 : 0 }

  /// Whether the container's feed may still bring pages.
  static func mayStillGrow(_ context: PagePluginContext<Page>) -> Bool {
    context.feedTailState != .ended
  }

  /// Lands the first pages to arrive after a snapshot (by a reload or an update) on its page,
  /// once.
  ///
  /// - Parameter context: The container.
  public func pageContainerPagesWillArrive(_ context: PagePluginContext<Page>) {
    guard let saved = landing?.first else { return }
    if let index = context.index(of: saved) {
      context.settleReload(onPage: index)
      landing = nil
      return
    }
    // A feed that may still bring the page: wait for it (the first pages show meanwhile).
    if Self.mayStillGrow(context) { return }
    if let index = landingIndex(context) { context.settleReload(onPage: index) }
    landing = nil
  }

  /// The snapshot's page, or its nearest surviving neighbour, among the container's pages.
  func landingIndex(_ context: PagePluginContext<Page>) -> Int? {
    landing?.lazy.compactMap { context.index(of: $0) }.first
  }
}
