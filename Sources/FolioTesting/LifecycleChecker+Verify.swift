@_spi(Testing) import Folio

extension LifecycleChecker {
  /// Checks the container's own view of itself against the events: every active controller is
  /// in the state its events say, no controller serves two pages or sits both active and
  /// pooled, none was lost; and, at rest, the rest rule: the position is exactly the current
  /// page, only that page is shown, it alone has appeared (none with no pages or an empty
  /// viewport), and recycling is done.
  ///
  /// - Parameter container: The container the checker observes.
  public func verify<Page: Diffable>(_ container: PageContainer<Page>) {
    // A checker added late has said so; its view of the events means nothing.
    guard !isLost else { return }
    let pages = container.activePages
    let activeIDs = pages.map { ObjectIdentifier($0.controller) }
    if Set(activeIDs).count != activeIDs.count { fail("a controller serves two pages") }
    let pooled = container.pooledControllers.map { ObjectIdentifier($0) }
    if Set(pooled).count != pooled.count { fail("a controller sits twice in the pools") }
    if !Set(pooled).isDisjoint(with: activeIDs) { fail("a controller is both active and pooled") }
    for page in pages {
      let name = String(describing: page.id)
      guard let tag = container.tag(of: page.controller) else {
        fail("page \(name) has a controller without a tag")
        continue
      }
      let phase: Phase =
        switch page.appearance {
        case .hidden: .hidden
        case .appearing: .appearing
        case .appeared: .appeared
        }
      if states[tag] != .active(page: name, phase: phase) {
        fail("events say \(tag) is \(describe(tag)); the container says \(name) \(phase)")
      }
      if !page.isDeleted, let at = indices[tag], at != page.index {
        fail("events place \(name) at \(at); the container has it at \(page.index)")
      }
    }
    let (activeByEvents, pooledByEvents) = (activeCount, pooledCount)
    if activeByEvents != pages.count || pooledByEvents != pooled.count {
      fail(
        "events account for \(activeByEvents) active and \(pooledByEvents) pooled controllers; "
          + "the container has \(pages.count) and \(pooled.count): a controller was lost")
    }
    if pageCount != container.count {
      fail("events account for \(pageCount) pages; the container has \(container.count)")
    }
    let shown = pages.filter { $0.appearance != .hidden && !$0.isDeleted }.map(\.index)
    if shown != container.visibleIndices {
      fail("visibleIndices \(container.visibleIndices) but shown pages \(shown)")
    }
    guard container.phase == .resting else { return }
    verifyRest(container, pages: pages)
  }

  private func verifyRest<Page: Diffable>(
    _ container: PageContainer<Page>, pages: [PageContainer<Page>.ActivePageInfo]
  ) {
    let appeared = pages.filter { $0.appearance == .appeared }.map(\.index)
    let shown = container.visibleIndices
    guard let current = container.currentIndex else {
      if container.count != 0 { fail("\(container.count) pages but no current page") }
      if !shown.isEmpty || !appeared.isEmpty { fail("no pages, but shown \(shown)") }
      return
    }
    if container.position != Double(current) {
      fail("at rest on \(current) but the position is \(container.position)")
    }
    if !container.canShowPages {
      if !shown.isEmpty { fail("an empty viewport shows \(shown)") }
    } else if shown != [current] || appeared != [current] {
      fail("at rest on \(current) but shown \(shown), appeared \(appeared)")
    }
    let distance = max(0, container.recycleDistance)
    for page in pages where page.appearance == .hidden {
      let gap = page.index > current ? page.index - current : current - page.index
      if page.isDeleted || (gap > distance && !page.isRetainedByPlugin && !page.isKeptByApp) {
        fail("page \(page.index) (\(page.id)) should have been reclaimed")
      }
    }
  }

  /// The exhaustive clean-finish check, in the spirit of SwiftNIO's `EmbeddedChannel.finish()`:
  /// ``verify(_:)``, and the container owes nothing (no request, update or motion pending).
  ///
  /// - Parameter container: The container the checker observes.
  public func finish<Page: Diffable>(_ container: PageContainer<Page>) {
    verify(container)
    if !container.isQuiescent { fail("the container still owes work at the finish") }
  }
}
