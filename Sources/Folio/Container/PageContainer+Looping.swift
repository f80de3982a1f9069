// MARK: - Looping: the pages as a ring

extension PageContainer {
  /// Whether swiping past the last page should reach the first (and before the first, the
  /// last), forever: the request; ``isLooping`` says whether the pages loop now.
  ///
  /// Pages keep their identities around the ring: a page has one controller, and no page is
  /// shown twice. Positions and indices stay within `0..<count` (``position`` wraps from just
  /// below `count` to 0); a scroll to a page takes the shorter way round (or the way
  /// ``scrollToPage(_:animated:route:)`` says); the recycle distance and the working range count
  /// around the ring. Changing it is a queued request. `false` by default.
  public var loops: Bool {
    get { pageGeometry.loops }
    set {
      submit {
        guard self.pageGeometry.setLoops(newValue) else { return }
        self.present()
      }
    }
  }

  /// Whether the pages loop now: ``loops`` is requested and there are at least
  /// ``minimumLoopingCount`` pages (one page, or fewer pages than the viewport shows at once,
  /// cannot loop: a page would face itself).
  public var isLooping: Bool {
    pageGeometry.loops && count >= minimumLoopingCount
  }

  /// The fewest pages that loop with the ``shape`` and viewport now: as many as can be in the
  /// viewport at once, partly shown pages during a drag included, and at least 2.
  ///
  /// 2 for one full page per viewport; 3 for pages half the viewport long at the leading edge
  /// (two at rest, three while dragging); 3 for a centred page 0.8 of the viewport long with
  /// its neighbours peeking; at most 101 (the smallest page is a hundredth of the viewport).
  public var minimumLoopingCount: Int { shapeGeometry.loopMinimum }

  /// Tells the transition whether the ring is asked for, and how many pages it needs.
  func syncLooping() {
    let minimum = shapeGeometry.loopMinimum
    let loops = pageGeometry.loops
    guard loops != transition.wantsLoop || minimum != transition.loopMinimum else {
      return
    }
    changeTransition { $0.setLooping(loops, minimum: minimum) }
  }

  /// The pages as the ring (or line) they are on now.
  var ring: PageRing { PageRing(count: transition.count, loops: transition.loops) }
}
