// MARK: - Looping: the pages as a ring

extension PageContainer {
  /// Whether swiping past the last page should reach the first (and before the first, the
  /// last), forever: the request; ``isLooping`` says whether the pages loop now.
  ///
  /// Pages keep their identities around the ring: a page has one controller, and no page is
  /// shown twice. Positions and indices stay within `0..<count` (``position`` wraps from just
  /// below `count` to 0); a scroll to a page takes the shorter way round; the recycle distance
  /// counts around the ring. Changing it is a queued request. `false` by default.
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

  /// Whether the pages loop now: ``loops`` is requested, there are at least two pages (one
  /// page, or none, cannot loop: a page would face itself), and the ``shape`` shows one page
  /// per viewport (a shape that shows several pages does not loop yet).
  public var isLooping: Bool {
    loopsStorage && count >= 2 && !shapeShowsSeveralPages
  }

  /// Tells the transition whether the ring is asked for (it knows the count).
  func syncLooping() {
    transition.wantsLoop = loopsStorage && !shapeShowsSeveralPages
  }

  /// The indices of the shown span, for a span that may cross the seam: virtual pages
  /// `span.low...span.high` mapped onto the ring (ascending without looping).
  func indices(of span: PresentedSpan) -> [Int] {
    if span.low == span.high { return [transition.index(ofVirtual: span.low)] }
    return (span.low...span.high).map { transition.index(ofVirtual: $0) }
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

  /// The distance between page `index` and the pages `first...last` (0 within), around the
  /// ring while looping.
  func gap(of index: Int, first: Int, last: Int) -> Int {
    let linear = index > last ? index - last : index < first ? first - index : 0
    guard transition.loops, linear > 0 else { return linear }
    let ring = transition.count
    let around = index > last ? first + ring - index : index + ring - last
    return min(linear, max(0, around))
  }
}
