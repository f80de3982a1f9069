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
    for slot in presentation.shown where !slot.isDeleted && slot.index == index {
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
    guard frame.jump != nil else {
      for index in visibleIndices { body(index, frame.offset(of: index)) }
      return
    }
    for index in visibleIndices {
      body(
        index, frame.offset(of: index, from: presentation.slots.live(at: index)?.jumpOffset ?? .nan)
      )
    }
  }

  /// Calls `body` with each page a screen draws, with its progress, ascending by index: while
  /// the screen is shown, the visible pages (``forEachVisiblePage(_:)``); while it is away
  /// (``isOnScreen`` `false`), each page that still has a controller and a pixel in the
  /// viewport where the pages are, which does not appear (it heard `pageDidDisappear` as the
  /// screen went; nothing is bound meanwhile): what a host draws under a sheet that leaves the
  /// screen in view.
  ///
  /// - Parameter body: Called once per drawn page.
  /// - Complexity: O(visible pages) on screen; O(active pages) away.
  package func forEachDrawnPage(_ body: (_ index: Int, _ progress: Double) -> Void) {
    guard !pageGeometry.isOnScreen else { return forEachVisiblePage(body) }
    guard pageGeometry.canShowPages, count > 0 else { return }
    let frame = ProgressFrame(self, course: nil)
    for slot in presentation.slots.all where !slot.isDeleted {
      let progress = frame.offset(of: slot.index)
      if isShown(atProgress: progress) { body(slot.index, progress) }
    }
  }

  /// Where the shown page at `index` is, in page lengths from its resting position: the
  /// position's distance, or during a jump its place on the jump's course (see ``JumpCourse``).
  ///
  /// Never -0 (adding +0 makes it +0), so that in place is one value, 0.
  func offset(ofShownPageAt index: Int) -> Double {
    ProgressFrame(self).offset(
      of: index, from: presentation.slots.live(at: index)?.jumpOffset ?? .nan)
  }

  /// Tells each shown page whose controller follows its progress
  /// (``TransformablePageController``) where it is now, if that changed, in the order the pages
  /// appeared.
  ///
  /// - Complexity: O(visible pages), without allocating; one delivery to user code for all.
  func deliverProgress() {
    guard presentation.progressHandlerCount > 0 else { return }
    let frame = ProgressFrame(self)
    let still = pageGeometry.reducesMotion  // transforms stay at rest
    let pages = presentation.shown  // a copy: user code runs outside any access to the property
    callingUserCode {
      for slot in pages {
        guard let handler = slot.progressHandler, !slot.isDeleted else { continue }
        let progress = still ? 0 : frame.offset(of: slot.index, from: slot.jumpOffset)
        guard progress != slot.deliveredProgress else { continue }
        slot.deliveredProgress = progress
        handler(progress)
      }
    }
  }

  /// Captures a jump's course as it starts or changes course (retargeted, or its pages updated).
  ///
  /// Each shown page keeps the place it has now as its start on the new course, and the target
  /// starts where it is if shown, else one page past the farthest of them the way the jump goes.
  /// Nothing snaps.
  ///
  /// Called before the shown pages are brought in line, on every presentation during a jump;
  /// O(1) while the course holds.
  func followJumpCourse() {
    guard case .jumping(let motion) = transition.phase else {
      if jump.course != nil { jump.end(presentation.slots.all) }
      return
    }
    guard !jump.follows(motion) else { return }
    // Where the shown pages are now: on the course being left (at the position now), or, as a
    // jump starts, where they were drawn (a followed bounce included).
    let before =
      jump.course == nil
      ? ProgressFrame(self, drawnAt: jump.drawnStart) : ProgressFrame(self, course: jump.course)
    let shown = presentation.shown.lazy.filter { !$0.isDeleted }.map {
      ($0, self.entry($0).page.diffID)
    }
    jump.capture(motion, target: transition.index(ofVirtual: motion.to), shown: Array(shown)) {
      before.offset(of: $0.index, from: $0.jumpOffset)
    }
  }

  /// The pages are about to change under a jump (which rebases its motion): each shown page,
  /// and the target, keep the place they have now as their start on the course that follows.
  func holdJumpCourse() {
    guard let course = jump.course else { return }
    let frame = ProgressFrame(self, course: course)
    var target = course.target
    if let place = frame.jump { target = place.from * (1 - place.progress) }
    jump.hold(target: target, shown: presentation.shown.filter { !$0.isDeleted }) {
      frame.offset(of: $0.index, from: $0.jumpOffset)
    }
  }
}

/// What a frame's progress is computed from, read from the container once per frame.
struct ProgressFrame {
  private(set) var position: Double
  /// The ring's length while the pages loop, else 0.
  let ring: Double
  /// Around a ring, where the window of offsets starts: offsets are taken within
  /// `ringLow ..< ringLow + ring`, a ring-long window centred on the offsets the shape shows
  /// (`-ring/2 ..< ring/2` for one page per viewport: the shorter way round).
  let ringLow: Double
  /// During a jump: its target, where the target started on its course, and how far along the
  /// course the jump is (0 to 1).
  let jump: (target: Int, from: Double, progress: Double)?

  init<Page: Diffable>(_ container: PageContainer<Page>) {
    self.init(container, course: container.jump.course)
  }

  /// A frame of the pages drawn at `position` (no jump's course).
  init<Page: Diffable>(_ container: PageContainer<Page>, drawnAt position: Double) {
    self.init(container, course: nil)
    self.position = position
  }

  /// A frame on `course` (`nil`: the pages where the position puts them).
  init<Page: Diffable>(_ container: PageContainer<Page>, course: JumpCourse?) {
    // Read in one access, without copying the transition (its owed changes hold references).
    let basis = container.transition.frameBasis
    ring = basis.ring
    if ring > 0 {
      let geometry = container.shapeGeometry
      ringLow = (geometry.low + geometry.high) / 2 - ring / 2
    } else {
      ringLow = 0
    }
    // (A followed jump that starts from a bounce draws it too: its course runs from there.)
    position = container.drawnPosition
    guard basis.jumping, let course else {
      jump = nil
      return
    }
    guard let motion = course.motion else {
      // Held: every shown page at its start, the target too (a retarget since may have made
      // another page the target: the held place is the old one's).
      jump = (-1, course.target, 0)
      return
    }
    // How far along its motion the position is: the motion's own span (a virtual target, the
    // way it goes round), and the distance travelled that way (unwrapped around a ring).
    let span = Double(motion.to) - motion.from
    var travelled = position - motion.from
    if ring > 0 {
      travelled =
        span < 0 ? -(-travelled).around(ring: ring) : travelled.around(ring: ring)
    }
    jump = (
      container.transition.index(ofVirtual: motion.to), course.target,
      span == 0 ? 1 : min(1, max(0, travelled / span))
    )
  }

  /// The offset (never -0) of a page where the position puts it, outside a jump.
  func offset(of index: Int) -> Double {
    distance(from: position, to: Double(index)) + 0
  }

  /// The offset (never -0) of a shown page: during a jump, on its course from `start` (the
  /// place it was captured at; the target from the course's own start).
  func offset(of index: Int, from start: Double) -> Double {
    guard let jump else { return distance(from: position, to: Double(index)) + 0 }
    let shift = jump.from * jump.progress
    guard index != jump.target else { return jump.from - shift + 0 }
    // A page not captured on the course (none should be shown): where the position puts it.
    guard start.isFinite else { return distance(from: position, to: Double(index)) + 0 }
    return start - shift + 0
  }

  /// `to - from`, around the ring while the pages loop taken within the window that starts at
  /// ``ringLow`` (where the shape shows pages; the shorter way round for one page per
  /// viewport), without going back to the transition per page.
  @inline(__always)
  private func distance(from: Double, to: Double) -> Double {
    let delta = to - from
    guard ring > 0, delta.isFinite else { return delta }
    let wrapped = delta - ((delta - ringLow) / ring).rounded(.down) * ring
    return wrapped < ringLow + ring ? wrapped : wrapped - ring
  }
}
