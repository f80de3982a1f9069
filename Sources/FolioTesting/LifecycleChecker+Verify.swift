@_spi(Testing) import Folio

extension LifecycleChecker {
  /// Checks the container's own view of itself against the events: every active controller is
  /// in the state its events say, no controller serves two pages or sits both active and
  /// pooled, none was lost; and, at rest, the rest rule: the position is exactly the current
  /// page, the pages shown are exactly those the shape puts in the viewport (only the current
  /// one, for one page per viewport; worked out here from `PageContainer/shape` in points,
  /// independently of the container), every one of them has appeared and no other (none with
  /// no pages or an empty viewport), and recycling is done, counting the recycle distance from
  /// the first and last pages shown.
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
    if !container.canShowPages || !container.isOnScreen {
      if !shown.isEmpty { fail("an empty viewport or a screen not shown shows \(shown)") }
    } else {
      let (certain, possible, _) = Self.pagesInViewport(container, restingOn: current)
      let shownSet = Set(shown)
      if !certain.isSubset(of: shownSet) || !shownSet.isSubset(of: possible)
        || appeared != shown || !shown.contains(current)
      {
        fail(
          "at rest on \(current) but shown \(shown), appeared \(appeared); the shape shows "
            + "\(certain.sorted())")
      }
    }
    // The recycle distance counts from the pages shown and the current page: around a ring,
    // from the arc they make (virtual pages: -1 is the last page, one ring back).
    let virtual = Self.pagesInViewport(container, restingOn: current).virtual
    let arc = shown.map { virtual[$0] ?? $0 } + [current]
    let (first, last) = (arc.min() ?? current, arc.max() ?? current)
    let distance = max(0, container.recycleDistance)
    let ring = container.count
    for page in pages where page.appearance == .hidden {
      var gap = page.index > last ? page.index - last : page.index < first ? first - page.index : 0
      if container.isLooping {
        // Around the ring: how far past either end of the arc, the shorter way.
        let ahead = ((page.index - first) % ring + ring) % ring
        gap = ahead <= last - first ? 0 : min(ahead - (last - first), ring - ahead)
      }
      if page.isDeleted || (gap > distance && !page.isRetainedByPlugin && !page.isKeptByApp) {
        fail("page \(page.index) (\(page.id)) should have been reclaimed")
      }
    }
  }

  /// The pages the container's shape puts in the viewport at rest on `current`, worked out in
  /// points: those that overlap it for certain, and those that may (within a rounding error of
  /// touching an edge, either answer is right); around a ring, with the virtual page each is
  /// (`current - 1` for the last page when resting on page 0; the index itself otherwise).
  ///
  /// On a pixel grid (`PageContainer.pixelGrid`) the viewport's sides are whole pixels, a page
  /// at least one, and a page overlaps when at least a pixel of its frame on the grid does:
  /// its exact edges more than half a pixel inside (within a rounding error, either answer).
  static func pagesInViewport<Page: Diffable>(
    _ container: PageContainer<Page>, restingOn current: Int
  ) -> (certain: Set<Int>, possible: Set<Int>, virtual: [Int: Int]) {
    let size = container.viewportSize
    let grid = container.pixelGrid
    let along = container.axis == .horizontal ? size.width : size.height
    let viewport = grid.map { max(0, ($0.scale * along + 0.5).rounded(.down) / $0.scale) } ?? along
    let pixel = grid.map { 1 / $0.scale } ?? 0
    let shape = container.shape
    var page = viewport
    switch shape.size {
    case .fraction(let fraction) where fraction > 0 && fraction < 1:
      page = viewport * max(0.01, fraction)
    case .length(let length) where length > 0 && length < viewport:
      page = max(viewport / 100, length)
    default: break
    }
    page = min(max(page, pixel), viewport)
    let spacing = min(shape.spacing.isNaN ? 0 : min(max(0, shape.spacing), 1e9), viewport / 2)
    let inset = shape.alignment == .centered ? (viewport - page) / 2 : 0
    // On a grid an edge rounds to the nearest pixel: a page shows when its exact edges lie
    // more than half a pixel inside the viewport (exactly half: either answer).
    let tolerance = 1e-9 * max(1, viewport) + (pixel > 0 ? pixel / 2 : 0)
    let slack = 1e-9 * max(1, viewport)
    let count = container.count
    let looping = container.isLooping
    var certain: Set<Int> = []
    var possible: Set<Int> = []
    var virtual: [Int: Int] = [:]
    // Walk out from the current page while pages may still overlap: within the pages, or
    // around a ring at most once.
    for direction in [-1, 1] {
      var index = direction < 0 ? current : current + 1
      while looping ? abs(index - current) < count : index >= 0 && index < count {
        let start = inset + Double(index - current) * (page + spacing)
        let end = start + page
        let onRing = ((index % count) + count) % count
        if start < viewport - tolerance && end > tolerance { certain.insert(onRing) }
        let reach = pixel > 0 ? tolerance - 2 * slack : tolerance
        if start < viewport + (pixel > 0 ? -reach : reach) && end > (pixel > 0 ? reach : -reach) {
          possible.insert(onRing)
          if virtual[onRing] == nil { virtual[onRing] = index }
        } else if index != current {
          break
        }
        index += direction
      }
    }
    return (certain, possible, virtual)
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
