// MARK: - The followed input: another scroll view owns the offset

extension PageTransition {
  /// Another scroll view moved the pages to `reported` and is doing what `motion` says.
  ///
  /// `reported` is in pages, in its own coordinates (unwrapped around a ring). The clock never
  /// advances a followed motion (``PageMotion/isFollowed``): the position is what was last
  /// reported.
  ///
  /// A jump under a finger must be completed first (``completeJump()``); any other motion ends
  /// it where `reported` is (`.animating` goes on with it). A
  /// report that changes nothing (the same page at rest) owes nothing. In motion (a jump too:
  /// its course starts from the bounce), the part of `reported` past either end is the
  /// ``overscroll`` (a bounce); at rest there is none.
  package mutating func follow(
    _ motion: FollowedMotion, position reported: Double, at now: @autoclosure () -> Duration
  ) {
    guard count > 0, reported.isFinite else { return }
    let position = loops ? wrap(reported) : clamp(reported)
    defer { overscroll = !isResting && !loops ? reported - position : 0 }
    // A page of the report's coordinates, as a virtual page near the (wrapped) position.
    func page(_ reportedPage: Int) -> Int {
      guard loops else { return min(max(0, reportedPage), count - 1) }
      // Far from the ring's start a report's pages lose meaning, never the bounds of an Int.
      let virtual = (position + (Double(reportedPage) - reported)).rounded()
      return Int(min(max(virtual, -1e15), 1e15))
    }
    switch motion {
    case .resting:
      let target = page(Int(min(max(reported.rounded(), -1e15), 1e15)))
      if isResting, index(ofVirtual: target) == current { return }
      rest(on: target)
    case .tracking:
      turn(toward: ringDistance(from: self.position, to: position))
      self.position = position
      setPhase(.tracking)
      tracksReports = true
    case .decelerating(let target), .animating(let target):
      let to = page(target)
      let gliding: Bool
      if case .decelerating = motion { gliding = true } else { gliding = false }
      let moved = ringDistance(from: self.position, to: position)
      turn(toward: moved != 0 ? moved : Double(to) - position)
      // The same motion goes on (a jump's course is measured along it): only the position moves.
      if let current = phase.motion, current.isFollowed,
        index(ofVirtual: current.to) == index(ofVirtual: to),
        gliding == (phase == .gliding(current))
      {
        self.position = position
        return
      }
      var followed = PageMotion(
        curve: .easeOut, from: position, to: to, start: now(), duration: timing.glideDuration)
      followed.isFollowed = true
      if gliding {
        setPhase(.gliding(followed))
      } else if isJumping || abs(Double(to) - position) > 1 {
        // A jump's course runs from where the scroll view shows the pages, a bounce included.
        if !loops { followed.from = reported }
        setPhase(.jumping(followed))
      } else {
        setPhase(.animating(followed))
      }
      self.position = position
    }
  }

  /// Whether the clock moves the pages now: a glide, an animation or a jump of the container's
  /// own (not one it follows).
  package var movesWithClock: Bool {
    switch phase {
    case .resting, .tracking: false
    case .gliding(let motion), .animating(let motion), .jumping(let motion): !motion.isFollowed
    }
  }
}
