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
    get { loopsStorage }
    set {
      submit {
        guard newValue != self.loopsStorage else { return }
        self.loopsStorage = newValue
        self.present()
      }
    }
  }

  /// Whether the pages loop now: ``loops`` is requested and there are at least
  /// ``minimumLoopingCount`` pages (one page, or fewer pages than the viewport shows at once,
  /// cannot loop: a page would face itself).
  public var isLooping: Bool {
    loopsStorage && count >= minimumLoopingCount
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
    guard loopsStorage != transition.wantsLoop || minimum != transition.loopMinimum else {
      return
    }
    let loops = loopsStorage
    changeTransition { $0.setLooping(loops, minimum: minimum) }
  }

  /// The indices of the shown span, for a span that may cross the seam: virtual pages
  /// `span.low...span.high` mapped onto the ring (ascending without looping).
  func indices(of span: PresentedSpan) -> [Int] {
    if span.low == span.high { return [transition.index(ofVirtual: span.low)] }
    return (span.low...span.high).map { transition.index(ofVirtual: $0) }
  }

  /// The pages the recycle distance counts from: the shown span with the current page, as
  /// `first...last` (virtual pages around a ring: the shorter arc that holds both).
  func recyclingAnchor(current: Int, span: PresentedSpan) -> (first: Int, last: Int) {
    guard transition.loops else { return (min(current, span.low), max(current, span.high)) }
    let ring = transition.count
    // The current page's virtual page at or after the span's first page.
    let ahead = span.low + ((current - span.low) % ring + ring) % ring
    if ahead <= span.high { return (span.low, span.high) }
    // Outside the span: extend it forward to `ahead`, or backward to one ring before it,
    // whichever arc is shorter.
    let forward = ahead - span.low
    let backward = span.high - (ahead - ring)
    return forward <= backward ? (span.low, ahead) : (ahead - ring, span.high)
  }

  /// Whether `index` is among the shown span's pages.
  func spanContains(_ span: PresentedSpan, _ index: Int) -> Bool {
    guard transition.loops, span.low < 0 || span.high >= transition.count else {
      return index >= span.low && index <= span.high
    }
    for virtual in span.low...span.high where transition.index(ofVirtual: virtual) == index {
      return true
    }
    return false
  }

  /// The distance between page `index` and the pages `first...last` (0 within): around the
  /// ring while looping, where `first...last` may be virtual pages (`-1` is the last page, one
  /// ring back) and is at most a ring long.
  func gap(of index: Int, first: Int, last: Int) -> Int {
    guard transition.loops else {
      return index > last ? index - last : index < first ? first - index : 0
    }
    let ring = transition.count
    // How far forward from the first page the page lies on the ring, within 0..<ring.
    let ahead = ((index - first) % ring + ring) % ring
    let width = last - first
    guard ahead > width else { return 0 }
    return min(ahead - width, ring - ahead)
  }
}
