// MARK: - Transforms: each shown page's progress, every frame

extension PageContainer {
  /// A shown page's signed progress: its distance from its resting position in page lengths
  /// (0 in place, +1 one page toward higher indices, -1 one page toward lower ones).
  ///
  /// Logical, whatever the ``layoutDirection``. During an animated jump over several pages its
  /// sources and target move as if they were neighbours (as ``placements`` says).
  ///
  /// - Parameter index: A page index.
  /// - Returns: The progress, or `nil` when the page is not shown.
  /// - Complexity: O(visible pages).
  public func progress(ofPageAt index: Int) -> Double? {
    for slot in shown where !slot.isDeleted && slot.index == index {
      return offset(ofShownPageAt: index)
    }
    return nil
  }

  /// Calls `body` with each shown page's index and progress (see ``progress(ofPageAt:)``), in
  /// ascending index: what a renderer or a plugin reads every frame to transform the pages.
  ///
  /// - Parameter body: Called once per shown page.
  /// - Complexity: O(visible pages), without allocating while the same pages are shown.
  public func forEachVisiblePage(_ body: (_ index: Int, _ progress: Double) -> Void) {
    let frame = ProgressFrame(self)
    for index in visibleIndices { body(index, frame.offset(of: index)) }
  }

  /// Where the shown page at `index` is, in page lengths from its resting position: the
  /// position's distance, or during a jump its place as if sources and target were neighbours.
  ///
  /// Never -0 (adding +0 makes it +0), so that in place is one value, 0.
  func offset(ofShownPageAt index: Int) -> Double {
    ProgressFrame(self).offset(of: index)
  }

  /// Tells each shown page whose controller follows its progress
  /// (``TransformablePageController``) where it is now, if that changed, in the order the pages
  /// appeared.
  ///
  /// - Complexity: O(visible pages), without allocating; one delivery to user code for all.
  func deliverProgress() {
    guard progressHandlerCount > 0 else { return }
    let frame = ProgressFrame(self)
    let still = reducesMotionStorage  // transforms stay at rest
    let pages = shown  // a copy: user code runs outside any access to the property
    callingUserCode {
      for slot in pages {
        guard let handler = slot.progressHandler, !slot.isDeleted else { continue }
        let progress = still ? 0 : frame.offset(of: slot.index)
        guard progress != slot.deliveredProgress else { continue }
        slot.deliveredProgress = progress
        handler(progress)
      }
    }
  }
}

/// What a frame's progress is computed from, read from the container once per frame.
struct ProgressFrame {
  let position: Double
  /// The ring's length while the pages loop, else 0.
  let ring: Double
  /// Around a ring, where the window of offsets starts: offsets are taken within
  /// `ringLow ..< ringLow + ring`, a ring-long window centred on the offsets the shape shows
  /// (`-ring/2 ..< ring/2` for one page per viewport: the shorter way round).
  let ringLow: Double
  /// During a jump: its target, where it started, how far along it is, which way it goes,
  /// and how far ahead of the page it started on the target comes in (one page past the
  /// farthest source that way, so that sources and target never overlap).
  let jump: (target: Int, start: Double, progress: Double, direction: Double, lead: Double)?

  init<Page: Diffable>(_ container: PageContainer<Page>) {
    // Read in one access, without copying the transition (its owed changes hold references).
    let basis = container.transition.frameBasis
    ring = basis.ring
    if ring > 0 {
      let geometry = container.shapeGeometry
      ringLow = (geometry.low + geometry.high) / 2 - ring / 2
    } else {
      ringLow = 0
    }
    position = basis.position
    guard let motion = basis.jump else {
      jump = nil
      return
    }
    let target = container.transition.index(ofVirtual: motion.to)
    let start = container.jumpStart
    var span = Double(target) - start
    var travelled = position - start
    let direction: Double
    if ring > 0 {
      // Around a ring, the jump goes the way its motion goes (the route the app chose, or the
      // shorter way): the span and the distance travelled are taken that way round.
      direction = Double(motion.to) < motion.from ? -1 : 1
      span = direction * Self.around(direction * span, ring)
      travelled = direction * Self.around(direction * travelled, ring)
    } else {
      direction = span < 0 ? -1 : 1
    }
    // From every source (not only those still shown), so the lead holds as sources leave.
    var lead = 0.0
    let frame = ProgressFrame(position: position, ring: ring, ringLow: ringLow)
    for id in container.jumpSources {
      guard let index = container.index(of: id), index != target else { continue }
      lead = max(lead, direction * frame.distance(from: start, to: Double(index)))
    }
    jump = (
      target, start, span == 0 ? 1 : min(1, max(0, travelled / span)), direction, lead + 1
    )
  }

  /// A frame outside a jump.
  private init(position: Double, ring: Double, ringLow: Double) {
    self.position = position
    self.ring = ring
    self.ringLow = ringLow
    jump = nil
  }

  /// `value` taken around a ring, within `0..<ring`.
  private static func around(_ value: Double, _ ring: Double) -> Double {
    let wrapped = value - (value / ring).rounded(.down) * ring
    return wrapped >= 0 && wrapped < ring ? wrapped : 0
  }

  /// The shown page's offset (never -0).
  func offset(of index: Int) -> Double {
    guard let jump else { return distance(from: position, to: Double(index)) + 0 }
    let shift = jump.direction * jump.lead
    guard index != jump.target else { return shift * (1 - jump.progress) + 0 }
    return distance(from: jump.start, to: Double(index)) - shift * jump.progress + 0
  }

  /// `to - from`, around the ring while the pages loop taken within the window that starts at
  /// ``ringLow`` (where the shape shows pages; the shorter way round for one page per
  /// viewport), without going back to the transition per page.
  @inline(__always)
  fileprivate func distance(from: Double, to: Double) -> Double {
    let delta = to - from
    guard ring > 0, delta.isFinite else { return delta }
    let wrapped = delta - ((delta - ringLow) / ring).rounded(.down) * ring
    return wrapped < ringLow + ring ? wrapped : wrapped - ring
  }
}
