/// The page container's one transition state: where the pages are (in page units), what moves
/// them, which page is settled, and the work a change owes the lifecycle.
///
/// A value with explicit inputs, in the style of SwiftNIO's state machines: every touch, jump,
/// clock tick and data change is a `mutating` input, and what the container must then deliver
/// is in ``owed`` (a settle to announce, a data change to finish). It knows nothing of
/// controllers, events or views, so it is tested on its own, input → output.
///
/// ```
///            touchDown                release (moves)
///  resting ───────────▶ tracking ─────────────────▶ gliding ──┐
///     ▲  ▲                 │ ▲ release (on a page)     │ tick │ (ends)
///     │  └─────────────────┘ └──── touchDown ──────────┘      │
///     │   scroll(animated, ≤ 1 page) ─▶ animating ─── tick ───┤
///     │   scroll(animated, > 1 page) ─▶ jumping ───── tick ───┤
///     └──────────────── (settle owed) ◀────────────────────────┘
///  scroll(instant) rests at once from any phase; a touch during a jump completes it first.
/// ```
///
/// The rest rule: in ``Phase/resting`` the position is exactly `Double(current)`, an integer,
/// whatever the viewport and physics; every other phase ends there.
package struct PageTransition: Hashable {
  package private(set) var phase = Phase.resting
  /// The live position in pages, within `0...max(0, count - 1)`; while looping, within
  /// `0..<count` (a motion's target may lie outside, one ring away: see ``loops``).
  package internal(set) var position = 0.0
  /// How far past either end a followed scroll view shows the pages (a bounce), in pages.
  ///
  /// Negative before page 0, positive after the last page; 0 around a ring, at rest and in
  /// every motion of the container's own but one asked from a bounce, until its first tick
  /// (``scroll(to:animated:route:at:)`` starts from it). ``follow(_:position:at:)`` sets it;
  /// ``pagesChanged(count:current:currentReplaced:position:target:change:at:)`` keeps it, makes
  /// it a position, or makes the page a followed finger holds past an end a bounce.
  package internal(set) var overscroll = 0.0
  /// Whether the finger's drag is another scroll view's, followed (``follow(_:position:at:)``),
  /// rather than the container's own (``touchDown()``): a followed drag can go past an end.
  package internal(set) var tracksReports = false
  /// The settled page; `nil` exactly when there are no pages.
  package private(set) var current: Int?
  package private(set) var count = 0
  /// The last direction of travel.
  package private(set) var direction = TravelDirection.forward
  package private(set) var owed = Owed()
  package var timing: Timing
  /// Whether looping is asked for (the container's request; see ``setLooping(_:minimum:)``).
  package private(set) var wantsLoop = false
  /// The fewest pages that can loop (at least 2): as many as the viewport can show at once,
  /// so that no page is ever shown twice.
  package private(set) var loopMinimum = 2

  /// Whether the pages form a ring: asked for, with at least ``loopMinimum`` pages.
  ///
  /// Then the position
  /// wraps into `0..<count`, and a motion's target is a *virtual* page (`count` is page 0 one
  /// ring on, `-1` the last page one ring back), so that the seam is crossed like any page.
  package var loops: Bool { wantsLoop && count >= loopMinimum }

  package init(timing: Timing) {
    self.timing = timing
  }

  /// Whether no work is owed but, perhaps, the phase hook (cheaper to ask than comparing
  /// ``owed`` with an empty value).
  var owesAtMostPhase: Bool {
    guard !owed.settle else { return false }
    if case .none = owed.dataChange { return true }
    return false
  }

  /// Whether the pages rest.
  package var isResting: Bool {
    if case .resting = phase { true } else { false }
  }

  /// Whether an animated jump over several pages runs.
  package var isJumping: Bool {
    if case .jumping = phase { true } else { false }
  }

  /// What a frame's progress is worked out from, besides where the pages are drawn: the ring's
  /// length while the pages loop (else 0), and whether a jump is under way.
  var frameBasis: (ring: Double, jumping: Bool) {
    (loops ? Double(count) : 0, isJumping)
  }

  /// The page a motion goes to, an index (within the pages).
  package var target: Int? { phase.motion.map { index(ofVirtual: $0.to) } }

  /// The index of virtual page `page`: itself without looping (clamped to the pages), its place
  /// on the ring while looping.
  package func index(ofVirtual page: Int) -> Int {
    guard count > 0 else { return 0 }
    guard loops else { return min(max(0, page), count - 1) }
    return ((page % count) + count) % count
  }

  /// The signed distance from `from` to `to`, the shorter way round while looping: within
  /// `-count/2 ..< count/2` (the plain difference without looping).
  package func ringDistance(from: Double, to: Double) -> Double {
    let delta = to - from
    guard loops, delta.isFinite else { return delta }
    let ring = Double(count)
    var wrapped = delta.around(ring: ring)
    if wrapped >= ring / 2 { wrapped -= ring }
    return wrapped
  }

  // MARK: - Inputs

  /// A finger goes down: catches a glide or an animation where it is.
  ///
  /// A jump must be completed first (``completeJump()``).
  package mutating func touchDown() {
    guard count > 0, !isJumping else { return }
    setPhase(.tracking)
    overscroll = 0
    tracksReports = false
  }

  /// The finger moves the pages by `pages` (positive toward higher indices), within the pages.
  package mutating func drag(by pages: Double) {
    guard phase == .tracking, !pages.isNaN else { return }
    guard loops else { return move(to: clamp(position + pages)) }
    // Around a ring, at most one ring per drag (an infinite drag would have no end).
    let ring = Double(count)
    let step = min(max(-ring, pages), ring)
    turn(toward: step)
    position = wrap(position + step)
  }

  /// The finger lifts at `velocity` pages per second: past the threshold the next page in that
  /// direction (±infinity is the fastest fling), otherwise the nearest; not-a-number is 0.
  ///
  /// With a fling limit above 1, a fling goes to the page nearest where the velocity would carry
  /// the position over the glide's duration, at least the next page in that direction and at
  /// most `flingLimit` pages past the page the position lies on.
  package mutating func release(velocity: Double, at now: Duration) {
    guard phase == .tracking else { return }
    let page = releaseTarget(velocity: velocity)
    let motion = PageMotion(
      curve: .easeOut, from: position, to: page, start: now, duration: timing.glideDuration)
    start(.gliding(motion))
  }

  /// The (virtual) page a release at `velocity` pages per second settles on from the position
  /// now, by the rule of ``release(velocity:at:)``.
  package func releaseTarget(velocity: Double) -> Int {
    let velocity = velocity.isNaN ? 0 : velocity
    // A position within a rounding error of a page is on it (9.6 - 0.6 is not quite 9): the
    // next page that way is the one after it, whichever way the arithmetic rounded.
    let whole = self.position.rounded()
    let position = abs(self.position - whole) < 1e-9 ? whole : self.position
    let limit = Double(timing.flingLimit)
    // Where the velocity carries the position (infinite for an infinite velocity: clamped
    // below, in Double, before any conversion).
    let carried = position + velocity * timing.glideDuration.seconds
    let projected = carried.isNaN ? position : carried
    let target: Double
    if velocity > timing.flingThreshold {
      let next = position.rounded(.down) + 1
      target = limit > 1 ? min(next - 1 + limit, max(next, projected.rounded())) : next
    } else if velocity < -timing.flingThreshold {
      let previous = position.rounded(.up) - 1
      target =
        limit > 1 ? max(previous + 1 - limit, min(previous, projected.rounded())) : previous
    } else {
      target = position.rounded()
    }
    // Around a ring, at most one ring from the page the position lies on (a huge fling limit
    // would have no end).
    let ring = Double(count)
    return loops
      ? Int(min(max(target, position.rounded(.up) - ring), position.rounded(.down) + ring))
      : Int(clamp(target))
  }

  /// A scroll to `index` (clamped to the pages): instant, or animated (over more than one page: a
  /// jump), around a ring the way `route` says.
  ///
  /// During motion it retargets (an animation already going to the page goes on as it is); a
  /// running jump stays a jump.
  package mutating func scroll(
    to index: Int, animated: Bool, route: LoopRoute = .shorter, at now: Duration
  ) {
    guard count > 0 else { return }
    let index = min(max(0, index), count - 1)
    let page = loops ? virtualPage(of: index, route: route) : index
    guard animated, timing.animationDuration > .zero else { return rest(on: page) }
    if phase == .resting, index == current { return }
    // An animation already going there goes on as it is (a second tap on a tab does not
    // start it over, slower), and so does a followed bounce back to that page (it would rest
    // at once, the bounce dropped: the position is the page's).
    switch phase {
    case .animating(let motion), .jumping(let motion): if motion.to == page { return }
    case .gliding(let motion): if overscroll != 0, motion.to == page { return }
    case .resting, .tracking: break
    }
    // From where the pages are drawn: a followed bounce too (the scroll view animates from
    // there; a scroll to the page it is past is a motion back, not a rest).
    let motion = PageMotion(
      curve: .easeInOut, from: position + overscroll, to: page, start: now,
      duration: timing.animationDuration)
    if isJumping || abs(Double(page) - position) > 1 {
      start(.jumping(motion))
    } else {
      start(.animating(motion))
    }
  }

  /// Completes a running jump at once: its target settles.
  package mutating func completeJump() {
    guard isJumping, let motion = phase.motion else { return }
    rest(on: motion.to)
  }

  /// Asks for the ring or not, and says how many pages it needs at least (2 or more: as many as
  /// the viewport shows at once).
  ///
  /// When the pages stop looping, the position comes back within the pages, and a motion under
  /// way completes at once on its target (its way round no longer exists).
  package mutating func setLooping(_ wanted: Bool, minimum: Int) {
    let wasLooping = loops
    // The index a motion goes to, read around the ring while it still is one.
    let target = self.target
    wantsLoop = wanted
    loopMinimum = max(2, minimum)
    if loops { overscroll = 0 }
    guard wasLooping, !loops, count > 0 else { return }
    if let target { return rest(on: target) }
    position = clamp(position)
  }

  /// Time passed: motion advances, and rests when it is over.
  package mutating func tick(at now: Duration) {
    guard let motion = phase.motion, !motion.isFollowed else { return }
    let (position, finished) = motion.position(at: now)
    if finished {
      rest(on: motion.to)
    } else if loops {
      turn(toward: Double(motion.to) - motion.from)
      self.position = wrap(position)
    } else {
      move(to: clamp(position))
    }
  }

  /// The pages changed under the transition: the new count, and where the settled page, the
  /// position and a motion's target are now (found by identity by the container), and whether the
  /// settled page is another page now (it was deleted, or a reload put another page at its index:
  /// at rest, that is a settle).
  ///
  /// A motion goes on from the new position over what is left of its time.
  package mutating func pagesChanged(
    count: Int, current: Int?, currentReplaced: Bool, position: Double, target: Int?,
    change: DataChange, at now: Duration
  ) {
    let wasLooping = loops
    self.count = max(0, count)
    owed.dataChange = change
    guard self.count > 0 else {
      setPhase(.resting)
      self.position = 0
      overscroll = 0
      if self.current != nil { owed.settle = true }
      self.current = nil
      return
    }
    let settled = current.map { min(max(0, $0), self.count - 1) } ?? 0
    // Where a followed finger or glide holds its page past an end the update moved it to (the
    // page beside it that way gone): a bounce, drawn where it was.
    var heldPast = 0.0
    defer {
      // A bounce stays while the pages still rest against the end it is past; pages that came
      // past that end make it a position (what is drawn stays where it was, under a finger too).
      let end = overscroll < 0 ? 0 : Double(self.count - 1)
      let followed = phase.motion?.isFollowed ?? (phase == .tracking)
      if loops || self.position != end || !followed {
        if followed, !loops, overscroll != 0 { self.position = clamp(self.position + overscroll) }
        overscroll = 0
      }
      if heldPast != 0 { overscroll = heldPast }
    }
    if self.current == nil || currentReplaced { owed.settle = owed.settle || phase == .resting }
    self.current = settled
    switch phase {
    case .resting:
      self.position = Double(settled)
    case .tracking:
      self.position = loops ? wrap(position) : clamp(position)
      // (Within a page: a reload of fewer pages is no bounce.)
      if tracksReports, !loops, abs(position - self.position) < 1 {
        heldPast = position - self.position
      }
    case .gliding(let motion), .animating(let motion), .jumping(let motion):
      var page = min(max(0, target ?? index(ofVirtual: motion.to)), self.count - 1)
      // The ring is gone: its way round with it; the motion lands on its target at once.
      if wasLooping, !loops {
        self.position = clamp(position)
        return rest(on: page)
      }
      self.position = loops ? wrap(position) : clamp(position)
      // A followed glide or animation past an end the update moved its page to: a bounce.
      if motion.isFollowed, !isJumping, !loops, abs(position - self.position) < 1 {
        heldPast = position - self.position
      }
      // Around a ring, the target is the virtual page nearest the position that way.
      if loops {
        page = Int((self.position + ringDistance(from: self.position, to: Double(page))).rounded())
      }
      let moved = motion.rebased(from: self.position, to: page, at: now)
      switch phase {
      case .gliding: setPhase(.gliding(moved))
      case .animating: setPhase(.animating(moved))
      default: setPhase(.jumping(moved))
      }
    }
  }

  /// The phase becomes `new`; plugins are owed a hook if they would hear another phase.
  mutating func setPhase(_ new: Phase) {
    if !phase.announcesAs(new) { owed.phase = true }
    phase = new
  }

  /// Takes the owed work.
  package mutating func takeOwed() -> Owed {
    defer { owed = Owed() }
    return owed
  }

  // MARK: - Internals

  private mutating func start(_ moving: Phase) {
    guard let motion = moving.motion else { return }
    // A motion from a followed bounce keeps it drawn (the part of its start past the end).
    overscroll = loops ? 0 : motion.from - position
    // A motion that starts on its target page (within a rounding error: 0.6 - 0.6 + 1e-17 is
    // on page 0, as ``releaseTarget(velocity:)`` counts it), or takes no time, is a rest.
    if abs(Double(motion.to) - motion.from) >= 1e-9, motion.duration > .zero {
      setPhase(moving)
      turn(toward: Double(motion.to) - position)
    } else {
      rest(on: motion.to)
    }
  }

  /// The virtual page of `index` that a motion from the position reaches the way `route` says:
  /// the nearest one (forward on a tie), the nearest at or ahead of the position, or the
  /// nearest at or behind it.
  private func virtualPage(of index: Int, route: LoopRoute) -> Int {
    let ring = Double(count)
    let ahead = Double(index) - position
    // Within 0..<ring: how far forward to the page, and how far back.
    let forward = ahead.around(ring: ring)
    let backward = forward == 0 ? 0 : ring - forward
    let distance: Double
    switch route {
    case .shorter: distance = forward <= backward ? forward : -backward
    case .forward: distance = forward
    case .backward: distance = -backward
    }
    return Int((position + distance).rounded())
  }

  /// Rests on virtual page `page`: its index (the rest rule holds around a ring too), turning
  /// the way the page lies (a virtual page lies the way the motion went round).
  mutating func rest(on page: Int) {
    let index = index(ofVirtual: page)
    turn(toward: Double(loops ? page : index) - position)
    setPhase(.resting)
    position = Double(index)
    overscroll = 0
    current = index
    owed.settle = true
  }

  /// A position around the ring, within `0..<count`.
  func wrap(_ value: Double) -> Double {
    guard value.isFinite else { return position }
    return value.around(ring: Double(count))
  }

  private mutating func move(to newPosition: Double) {
    turn(toward: newPosition - position)
    position = newPosition
    overscroll = 0
  }

  mutating func turn(toward delta: Double) {
    if delta > 0 { direction = .forward } else if delta < 0 { direction = .backward }
  }

  func clamp(_ value: Double) -> Double {
    guard !value.isNaN else { return position }
    return min(max(0, value), Double(max(0, count - 1)))
  }
}
