import Folio
import FolioHost
import FolioHostTesting
import FolioTesting
import Testing

/// An update that moves the pages under a moving scroll view tells what owned motion tells.
///
/// Pages inserted or deleted before the ones shown: until the layout sets its offset, the
/// scroll view reports in the old content's coordinates (the harness's scroll view runs its
/// own frame between the clock tick that applied the update and the layout, as under a display
/// that lays out in a later pass). Followed motion tells what owned motion tells, and keeps
/// what is drawn where it was. An outside check of FolioHostTesting found pages the reader
/// never reached hearing `willAppear`, and the page under a held finger replaced by the one
/// inserted before it.
@MainActor
@Suite struct HostFollowedUpdateTests {
  enum Change: String, CaseIterable, CustomStringConvertible, Sendable {
    case insertFirst, removeFirst, insertTwoFirst
    var description: String { rawValue }

    func apply(to cards: Cards) {
      switch self {
      case .insertFirst: cards.pages.insert(Card(id: "n0"), at: 0)
      case .removeFirst: cards.pages.removeFirst()
      case .insertTwoFirst: cards.pages.insert(contentsOf: [Card(id: "n0"), Card(id: "n1")], at: 0)
      }
    }
  }

  /// The appearance events, as "willAppear c2".
  static func appearances(_ recorder: PageEventRecorder) -> [String] {
    recorder.take(.lifecycle).compactMap { event in
      switch event {
      case .willAppear(_, let page, _): "willAppear \(page)"
      case .didAppear(_, let page, _): "didAppear \(page)"
      case .didDisappear(_, let page, _): "didDisappear \(page)"
      default: nil
      }
    }
  }

  /// The page shown at rest.
  static func shown(_ screen: Screen) -> String? {
    screen.container.currentIndex.flatMap { screen.container.page(at: $0)?.id }
  }

  /// Where each shown page is drawn along x, by card.
  static func drawn(_ screen: Screen) -> [String: Double] {
    var frames: [String: Double] = [:]
    for frame in screen.host.frames {
      if let id = screen.container.page(at: frame.index)?.id { frames[id] = frame.frame.minX }
    }
    return frames
  }

  /// `count` cards resting on c1, then moving to c2: animated (50 ms into the animation) or
  /// swiped (gliding); the recorder hears the container's events from before the motion.
  static func movingFromC1ToC2(count: Int, motion: HostMotion, animated: Bool) throws -> (
    Screen, PageEventRecorder
  ) {
    let screen = Screen(count: count, motion: motion)
    let harness = screen.harness
    try screen.container.scrollToPage(1, animated: false)
    harness.layout()
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    if animated {
      try screen.container.scrollToPage(2, animated: true)
      harness.layout()
      harness.advance(by: .milliseconds(50))
    } else {
      harness.swipe(.forward)  // c1 to c2, gliding
    }
    return (screen, events)
  }

  /// The session ends clean: no rule broken, and the harness's last checks hold.
  static func finish(
    _ harness: PageHostHarness<Card>, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(harness.violations.isEmpty, "\(harness.violations)", sourceLocation: sourceLocation)
    try harness.finish()
  }

  @Test(
    "an update before the pages while they glide or animate: the two pages of the motion, nothing else",
    arguments: [HostMotion.owned, .followed], Change.allCases)
  func anUpdateBeforeThePages_duringAMotion_tellsOnlyItsTwoPages(
    motion: HostMotion, change: Change
  ) throws {
    for animated in [false, true] {
      let (screen, events) = try Self.movingFromC1ToC2(count: 5, motion: motion, animated: animated)
      let harness = screen.harness
      _ = events.take()
      change.apply(to: screen.cards)
      screen.container.performUpdates()
      for _ in 0..<30 { harness.advance(by: .milliseconds(16)) }
      harness.runUntilIdle()
      #expect(
        Self.appearances(events) == ["didDisappear c1", "didAppear c2"],
        "\(animated ? "animated" : "swiped")")
      #expect(Self.shown(screen) == "c2")
      try Self.finish(harness)
    }
  }

  @Test(
    "pages inserted before the page under a finger that holds the pages: it stays under the finger, and the pages rest on it",
    arguments: [HostMotion.owned, .followed], [false, true])
  func pagesInsertedBeforeAHeldPage_keepItUnderTheFinger(motion: HostMotion, frames: Bool)
    throws
  {
    let screen = Screen(count: 4, motion: motion)
    let harness = screen.harness
    harness.touchDown(at: Point(x: 195, y: 400))
    harness.touchMoved(to: Point(x: 165, y: 400))
    harness.touchMoved(to: Point(x: 145, y: 400))  // past the slop: c0 and c1 shown
    let held = try #require(screen.host.frames.first)
    #expect(screen.container.page(at: held.index)?.id == "c0")
    Change.insertFirst.apply(to: screen.cards)
    screen.container.performUpdates()
    if frames {
      for _ in 0..<12 { harness.advance(by: .milliseconds(17)) }
      harness.touchMoved(to: Point(x: 145, y: 400), after: .zero)
    } else {
      harness.touchMoved(to: Point(x: 145, y: 400), after: .milliseconds(200))  // held still
    }
    let first = try #require(screen.host.frames.first)
    #expect(screen.container.page(at: first.index)?.id == "c0")
    #expect(abs(first.frame.minX - held.frame.minX) <= 1 / 3 + 1e-9, "\(first.frame)")
    harness.touchUp()
    harness.runUntilIdle()
    #expect(Self.shown(screen) == "c0")
    try Self.finish(harness)
  }

  @Test(
    "pages inserted before the first page while it bounces past the start: what is drawn stays where it is, under a finger or not",
    arguments: [HostMotion.owned, .followed], [false, true])
  func pagesInsertedBeforeABounce_leaveWhatIsDrawnWhereItIs(motion: HostMotion, held: Bool)
    throws
  {
    let screen = Screen(count: 3, motion: motion)
    let harness = screen.harness
    if held {
      harness.touchDown(at: Point(x: 195, y: 400))
      harness.touchMoved(to: Point(x: 235, y: 400))
      harness.touchMoved(to: Point(x: 290, y: 400))
    } else {
      harness.swipe(.backward)  // from the first page: a bounce
    }
    let before = Self.drawn(screen)
    Change.insertFirst.apply(to: screen.cards)
    screen.container.performUpdates()
    screen.container.layoutIfNeeded()
    harness.layout()
    let after = Self.drawn(screen)
    #expect(before["c0"] != nil)
    for (id, frame) in before {
      #expect(
        after[id] == nil || abs((after[id] ?? 0) - frame) <= 1 / 3 + 1e-9,
        "\(id): \(frame) → \(String(describing: after[id]))")
    }
    if held {
      harness.touchMoved(to: Point(x: 290, y: 400), after: .milliseconds(200))  // held still
      harness.touchUp()
    }
    harness.runUntilIdle()
    #expect(Self.shown(screen) == "c0")
    try Self.finish(harness)
  }
  @Test(
    "an animated scroll asked in the same pass as an update that moved the pages animates from where the reader is",
    arguments: [HostMotion.owned, .followed])
  func anAnimatedScrollAskedWithAnUpdate_animatesFromTheReadersPage(motion: HostMotion) throws {
    let screen = Screen(count: 8, motion: motion)
    let harness = screen.harness
    try screen.container.scrollToPage(3, animated: false)
    harness.runUntilIdle()
    Change.insertFirst.apply(to: screen.cards)
    screen.container.performUpdates()  // applied in the next pass, with the scroll below
    try screen.container.scrollToPage(2, animated: true)  // c2, after the update
    harness.layout()
    // No time has passed: c3 is where it was (the followed host read the scroll view's old
    // offset, c3's, as the new content's, where it is c2's, and jumped there).
    #expect(Self.drawn(screen) == ["c3": 0])
    #expect(screen.container.phase != .resting)
    harness.runUntilIdle()
    #expect(Self.shown(screen) == "c2")
    try Self.finish(harness)
  }

  @Test(
    "around a ring, a page deleted off screen while a finger holds the pages across the seam: what is drawn stays",
    arguments: [HostMotion.owned, .followed], [false, true])
  func aPageDeletedOffScreen_acrossTheRingsSeam_leavesWhatIsDrawn(motion: HostMotion, tick: Bool)
    throws
  {
    let screen = Screen(count: 8, motion: motion, loops: true)
    let harness = screen.harness
    harness.touchDown(at: Point(x: 195, y: 400))
    harness.touchMoved(to: Point(x: 279, y: 400), after: .milliseconds(120))
    let before = Self.drawn(screen)
    #expect(before.keys.sorted() == ["c0", "c7"], "\(before)")
    screen.cards.pages.remove(at: 6)
    screen.container.performUpdates()
    if tick {
      harness.advance(by: .milliseconds(16))
    } else {
      screen.container.layoutIfNeeded()
      harness.layout()
    }
    // (The remap read the page after the last as past the end, not as the first: c7 whole.)
    #expect(Self.drawn(screen) == before)
    harness.touchUp()
    harness.runUntilIdle()
    try Self.finish(harness)
  }

  @Test func anAnimatedScrollAskedDuringABounceBack_startsFromTheBounce() throws {
    let screen = Screen(count: 5, scale: 2, motion: .followed)
    let harness = screen.harness
    harness.swipe(.backward)  // from the first page: past it, then back
    let before = Self.drawn(screen)
    #expect((before["c0"] ?? 0) > 50, "\(before)")
    try screen.container.scrollToPage(1, animated: true)
    harness.layout()
    // No time has passed: the bounce is still drawn (it was dropped, and the scroll view put
    // back to 0, before the animation began).
    #expect(abs((Self.drawn(screen)["c0"] ?? .nan) - (before["c0"] ?? .nan)) <= 0.5)
    harness.runUntilIdle()
    #expect(screen.container.currentIndex == 1)
    try Self.finish(harness)
  }
  @Test(
    "a far animated scroll whose first frame reports where it was asked from (on the pixel grid) stays a far jump",
    arguments: [PlatformScrollViewModel<Card>.PixelRounding.none, .nearest, .up, .down])
  func aFarAnimatedScroll_whoseFirstFrameHasNotMoved_showsOnlyItsEnds(
    rounding: PlatformScrollViewModel<Card>.PixelRounding
  ) throws {
    let screen = Screen(
      count: 8, motion: .followed, platformChoices: .init(pixelRounding: rounding))
    let harness = screen.harness
    try screen.container.scrollToPage(3, animated: false)
    harness.runUntilIdle()
    // A tap at rest moves the frames' times: a frame comes just after the ask below.
    harness.tap(at: Point(x: 195, y: 400))
    harness.runUntilIdle()
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    try screen.container.scrollToPage(6, animated: true)
    harness.layout()
    harness.runUntilIdle()
    // (Its first report, unmoved, was read as the app's set to where it was: the pages glided
    // from there, through c4 and c5.)
    #expect(Self.appearances(events) == ["willAppear c6", "didDisappear c3", "didAppear c6"])
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "the page under a finger moved to the end it is dragged toward: followed, it stays under the finger as a bounce past that end; owned, it is clamped to the end",
    arguments: [HostMotion.owned, .followed], [false, true])
  func thePageUnderAFingerMovedToAnEnd_staysUnderItAsABounce(motion: HostMotion, toStart: Bool)
    throws
  {
    let screen = Screen(count: 5, motion: motion)
    let harness = screen.harness
    let (held, neighbour, end) = toStart ? ("c4", "c3", 0) : ("c0", "c1", 4)
    if toStart {
      try screen.container.scrollToPage(4, animated: false)
      harness.layout()
    }
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    // A third of a page toward the neighbour.
    let (from, to) = toStart ? (95.0, 225.0) : (295.0, 165.0)
    harness.touchDown(at: Point(x: from, y: 400))
    harness.touchMoved(to: Point(x: (from + to) / 2, y: 400))
    harness.touchMoved(to: Point(x: to, y: 400))
    let before = Self.drawn(screen)
    #expect(before.keys.sorted() == [held, neighbour].sorted())
    _ = events.take()
    let moved = screen.cards.pages.remove(at: toStart ? 4 : 0)
    screen.cards.pages.insert(moved, at: end)
    screen.container.performUpdates()
    harness.touchMoved(to: Point(x: to, y: 400), after: .milliseconds(17))  // held still
    let after = Self.drawn(screen)
    let page = try #require(after[held])
    if motion == .followed {
      #expect(
        abs(page - (before[held] ?? 0)) <= 1 / 3 + 1e-9, "\(held) stays under the finger: \(after)")
    } else {
      #expect(page == 0, "owned motion has no bounce: the end page at its place")
    }
    #expect(after.keys.sorted() == [held], "no page past the end: \(after)")
    let lifecycle = Self.appearances(events)
    #expect(lifecycle == ["didDisappear \(neighbour)"])
    harness.touchUp()
    harness.runUntilIdle()
    #expect(Self.shown(screen) == held)
    #expect(screen.container.currentIndex == end)
    #expect(Self.appearances(events) == [])
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test func aFarAnimatedScrollAskedDuringABounceBack_startsFromTheBounce() throws {
    let screen = Screen(count: 5, scale: 2, motion: .followed)
    let harness = screen.harness
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    harness.swipe(.backward)  // from the first page: past it, then back
    let before = Self.drawn(screen)
    #expect((before["c0"] ?? 0) > 50, "\(before)")
    _ = events.take()
    try screen.container.scrollToPage(3, animated: true)
    harness.layout()
    var drawn = [Self.drawn(screen)]
    #expect(
      abs((drawn[0]["c0"] ?? .nan) - (before["c0"] ?? .nan)) <= 0.5, "the bounce stays: \(drawn)")
    for _ in 0..<40 {
      harness.advance(by: .milliseconds(8))
      drawn.append(Self.drawn(screen))
    }
    harness.runUntilIdle()
    // From the bounce, c0 slides out and c3 in, without a jump between frames.
    let c0 = drawn.compactMap { $0["c0"] }
    #expect(zip(c0, c0.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "one way: \(c0)")
    #expect(zip(c0, c0.dropFirst()).allSatisfy { $0 - $1 <= 120 }, "no jump: \(c0)")
    #expect(Set(drawn.flatMap(\.keys)) == ["c0", "c3"], "only the jump's ends")
    #expect(screen.container.currentIndex == 3)
    #expect(
      Self.appearances(events) == [
        "willAppear c3", "didDisappear c0", "didAppear c3",
      ])
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "an animated scroll to the page a bounce comes back to: the bounce goes on, not dropped",
    arguments: [ScrollAxis.horizontal, .vertical])
  func anAnimatedScrollToThePageABounceComesBackTo_letsTheBounceGoOn(axis: ScrollAxis) throws {
    let screen = Screen(
      count: 9, axis: axis, motion: .followed, shape: PageShape(size: .fraction(0.8)))
    let harness = screen.harness
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    harness.swipe(.backward)  // from the first page: past it, then back
    func place() -> Double {
      guard let frame = screen.host.frames.first(where: { $0.index == 0 }) else { return .nan }
      return axis == .horizontal ? frame.frame.minX : frame.frame.minY
    }
    let before = place()
    #expect(before > 50, "bouncing: \(before)")
    _ = events.take()
    try screen.container.scrollToPage(0, animated: true)
    harness.layout()
    #expect(abs(place() - before) <= 1e-9, "the bounce is still drawn")
    var places = [place()]
    for _ in 0..<60 {
      harness.advance(by: .milliseconds(8))
      places.append(place())
    }
    harness.runUntilIdle()
    #expect(zip(places, places.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "back: \(places)")
    #expect(screen.container.currentIndex == 0)
    #expect(place() == 0)
    #expect(Self.appearances(events).allSatisfy { $0.hasSuffix("c1") }, "only c1 peeks in and out")
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "a far animated scroll asked with an update before the pages pending: it starts from the reader's page where the update put it",
    arguments: [HostMotion.owned, .followed])
  func aFarAnimatedScrollAskedWithAnUpdatePending_startsFromTheReadersPage(motion: HostMotion)
    throws
  {
    let screen = Screen(count: 8, scale: 2, motion: motion)
    let harness = screen.harness
    try screen.container.scrollToPage(3, animated: false)
    harness.layout()
    #expect(Self.drawn(screen) == ["c3": 0])
    Change.insertFirst.apply(to: screen.cards)
    screen.container.performUpdates()
    try screen.container.scrollToPage(7, animated: true)
    harness.layout()
    #expect(Self.drawn(screen)["c3"] == 0, "the jump starts from c3: \(Self.drawn(screen))")
    harness.runUntilIdle()
    #expect(Self.shown(screen) == "c7", "its target, followed by identity")
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "a far animated scroll retargeted during a bounce back (to another page, or the one the bounce is past): the pages stay where they are drawn",
    arguments: [0, 2], [2, 0])
  func aFarAnimatedScrollRetargetedDuringABounceBack_keepsThePagesWhereTheyAreDrawn(
    framesBetween: Int, retarget: Int
  ) throws {
    let screen = Screen(count: 6, scale: 3, motion: .followed)
    let harness = screen.harness
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    harness.swipe(.backward)  // from the first page: past it, then back
    #expect((Self.drawn(screen)["c0"] ?? 0) > 50, "bouncing: \(Self.drawn(screen))")
    _ = events.take()
    try screen.container.scrollToPage(4, animated: true)
    for _ in 0..<framesBetween { harness.advance(by: .milliseconds(8)) }
    let before = Self.drawn(screen)
    try screen.container.scrollToPage(retarget, animated: true)  // no report between
    var drawn = [Self.drawn(screen)]
    #expect(
      abs((drawn[0]["c0"] ?? .nan) - (before["c0"] ?? .nan)) <= 0.5,
      "c0 stays where it is drawn: \(before) → \(drawn[0])")
    for _ in 0..<50 {
      harness.advance(by: .milliseconds(8))
      drawn.append(Self.drawn(screen))
    }
    harness.runUntilIdle()
    let c0 = drawn.compactMap { $0["c0"] }
    #expect(zip(c0, c0.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "one way: \(c0)")
    #expect(zip(c0, c0.dropFirst()).allSatisfy { $0 - $1 <= 120 }, "no jump: \(c0)")
    #expect(Set(drawn.flatMap(\.keys)).isSubset(of: ["c0", "c2", "c4"]), "\(drawn)")
    #expect(screen.container.currentIndex == retarget)
    let lifecycle = Self.appearances(events)
    if retarget == 0 {
      #expect(!lifecycle.contains("didDisappear c0"), "c0 stays: \(lifecycle)")
    } else {
      #expect(lifecycle.suffix(2) == ["didDisappear c0", "didAppear c2"], "\(lifecycle)")
    }
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "the page a motion leaves, moved by an update (to the end, or further on): the page it goes to keeps its place, and nothing else is told",
    arguments: [HostMotion.owned, .followed], [7, 5])
  func thePageAMotionLeaves_movedAway_leavesTheTargetInPlace(motion: HostMotion, to: Int)
    throws
  {
    for animated in [false, true] {
      let (screen, events) = try Self.movingFromC1ToC2(count: 8, motion: motion, animated: animated)
      let harness = screen.harness
      let before = try #require(Self.drawn(screen)["c2"])
      #expect(before > 0 && before < 390, "c2 on its way in: \(Self.drawn(screen))")
      let left = screen.cards.pages.remove(at: 1)
      screen.cards.pages.insert(left, at: to)
      screen.container.performUpdates()
      harness.layout()
      var places = [try #require(Self.drawn(screen)["c2"])]
      #expect(abs(places[0] - before) <= 0.5, "c2 stays: \(before) → \(Self.drawn(screen))")
      for _ in 0..<30 {
        harness.advance(by: .milliseconds(16))
        places.append(Self.drawn(screen)["c2"] ?? .nan)
      }
      harness.runUntilIdle()
      #expect(zip(places, places.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "in: \(places)")
      let lifecycle = Self.appearances(events)
      #expect(
        lifecycle.allSatisfy { ["c0", "c1", "c2"].contains($0.split(separator: " ")[1]) },
        "\(animated ? "animated" : "swiped"): \(lifecycle)")
      #expect(lifecycle.last == "didAppear c2", "\(lifecycle)")
      #expect(Self.shown(screen) == "c2")
      try Self.finish(harness)
    }
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "a glide over several pages caught by a finger between two pages neither of which is the settled one, parted by an insert: the one more on screen stays under the finger",
    arguments: [HostMotion.owned, .followed], [false, true])
  func aCaughtGlideBetweenTwoPagesParted_keepsTheOneMoreOnScreen(
    motion: HostMotion, nextMoreOnScreen: Bool
  ) throws {
    let screen = Screen(count: 10, motion: motion, shape: PageShape(flingLimit: 5))
    let harness = screen.harness
    harness.swipe(
      from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: .milliseconds(48),
      steps: 3)
    let window = nextMoreOnScreen ? 1.55...1.9 : 1.1...1.45
    for _ in 0..<60 where !window.contains(screen.container.position) {
      harness.advance(by: .milliseconds(4))
    }
    try #require(window.contains(screen.container.position), "\(screen.container.position)")
    #expect(screen.container.currentIndex == 0, "the glide has not settled")
    harness.touchDown(at: Point(x: 195, y: 400))
    harness.advance(by: .milliseconds(16))
    let before = Self.drawn(screen)
    let kept = nextMoreOnScreen ? "c2" : "c1"
    screen.cards.pages.insert(Card(id: "n"), at: 2)  // between c1 and c2
    screen.container.performUpdates()
    screen.container.layoutIfNeeded()
    harness.layout()
    #expect(screen.container.page(at: 2)?.id == "n")
    let after = Self.drawn(screen)
    #expect(
      abs((after[kept] ?? .nan) - (before[kept] ?? .nan)) <= 0.5,
      "\(kept) stays under the finger: \(before) → \(after)")
    harness.touchUp()
    harness.runUntilIdle()
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "a far animated scroll retargeted, with an update pending, to a page it is sliding out: that page stays where it is drawn",
    arguments: [HostMotion.owned, .followed])
  func aJumpRetargetedToOneOfItsSourcesWithAnUpdatePending_keepsItInPlace(motion: HostMotion) throws
  {
    let screen = Screen(count: 8, motion: motion)
    let harness = screen.harness
    harness.swipe(.forward)  // c0 to c1, gliding: both shown
    try screen.container.scrollToPage(6, animated: true)  // c0 and c1 slide out
    harness.layout()
    let moved = screen.cards.pages.remove(at: 2)
    screen.cards.pages.insert(moved, at: 5)
    screen.container.performUpdates()  // pending: applied with the scroll, before it
    harness.layout()
    let before = Self.drawn(screen)
    #expect(before["c1"] != nil, "\(before)")
    try screen.container.scrollToPage(1, animated: true)
    harness.layout()
    let after = Self.drawn(screen)
    #expect(
      abs((after["c1"] ?? .nan) - (before["c1"] ?? .nan)) <= 0.5, "c1 stays: \(before) → \(after)")
    var places = [after["c1"] ?? .nan]
    for _ in 0..<30 {
      harness.advance(by: .milliseconds(16))
      places.append(Self.drawn(screen)["c1"] ?? .nan)
    }
    harness.runUntilIdle()
    #expect(zip(places, places.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "in: \(places)")
    #expect(Self.shown(screen) == "c1")
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "a glide back to a page whose neighbours after it an update moved before it (it is the last page now): followed, it glides back from past that end as a bounce; owned, it shows whole there",
    arguments: [HostMotion.owned, .followed])
  func aGlideBackToAPageMovedToTheEnd_bouncesBackInFollowedMotion(motion: HostMotion) throws {
    let screen = Screen(count: 5, motion: motion)
    let harness = screen.harness
    try screen.container.scrollToPage(2, animated: false)
    harness.layout()
    let events = PageEventRecorder()
    screen.container.addEventObserver(events)
    // A slow drag a quarter page toward c3, released: the pages glide back to c2.
    harness.swipe(
      from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: .milliseconds(600),
      steps: 30)
    harness.advance(by: .milliseconds(16))
    let before = Self.drawn(screen)
    let c2 = try #require(before["c2"])
    #expect(c2 < -10 && screen.container.phase != .resting, "gliding back: \(before)")
    _ = events.take()
    let after = Array(screen.cards.pages[3...])
    screen.cards.pages.removeSubrange(3...)
    screen.cards.pages.insert(contentsOf: after, at: 0)  // c3 c4 c0 c1 c2
    screen.container.performUpdates()
    screen.container.layoutIfNeeded()
    harness.layout()
    let drawn = Self.drawn(screen)
    if motion == .followed {
      #expect(abs((drawn["c2"] ?? .nan) - c2) <= 0.5, "c2 stays: \(before) → \(drawn)")
    } else {
      #expect(drawn["c2"] == 0, "owned motion has no bounce: c2 whole at the end: \(drawn)")
    }
    #expect(drawn.keys.sorted() == ["c2"], "nothing past the end: \(drawn)")
    var places = [drawn["c2"] ?? .nan]
    for _ in 0..<30 {
      harness.advance(by: .milliseconds(16))
      places.append(Self.drawn(screen)["c2"] ?? .nan)
    }
    harness.runUntilIdle()
    #expect(zip(places, places.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "back: \(places)")
    #expect(Self.shown(screen) == "c2" && screen.container.currentIndex == 4)
    #expect(Self.appearances(events) == ["didDisappear c3"])
    try Self.finish(harness)
  }
}

extension HostFollowedUpdateTests {
  @Test(
    "a far animated scroll asked during a bounce with an update pending (applied first, in the same request): it starts from the bounce",
    arguments: [Change.insertFirst, .removeFirst])
  func aFarAnimatedScrollAskedDuringABounceWithAnUpdatePending_startsFromTheBounce(
    change: Change
  ) throws {
    let screen = Screen(count: 8, scale: 3, motion: .followed)
    let harness = screen.harness
    try screen.container.scrollToPage(7, animated: false)
    harness.layout()
    harness.swipe(.forward)  // from the last page: past it, then back
    let before = try #require(Self.drawn(screen)["c7"])
    #expect(before < -50, "bouncing: \(Self.drawn(screen))")
    change.apply(to: screen.cards)
    screen.container.performUpdates()  // pending: applied with the scroll, before it
    try screen.container.scrollToPage(3, animated: true)
    harness.layout()
    let after = Self.drawn(screen)
    #expect(abs((after["c7"] ?? .nan) - before) <= 0.5, "the bounce stays: \(before) → \(after)")
    harness.runUntilIdle()
    #expect(Self.shown(screen) == "c3", "its target, followed by identity")
    try Self.finish(harness)
  }
}
