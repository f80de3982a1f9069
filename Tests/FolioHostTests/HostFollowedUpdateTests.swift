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

  @Test(
    "an update before the pages while they glide or animate: the two pages of the motion, nothing else",
    arguments: [HostMotion.owned, .followed], Change.allCases)
  func anUpdateBeforeThePages_duringAMotion_tellsOnlyItsTwoPages(
    motion: HostMotion, change: Change
  ) throws {
    for animated in [false, true] {
      let screen = Screen(count: 5, motion: motion)
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
      _ = events.take()
      change.apply(to: screen.cards)
      screen.container.performUpdates()
      for _ in 0..<30 { harness.advance(by: .milliseconds(16)) }
      harness.runUntilIdle()
      #expect(
        Self.appearances(events) == ["didDisappear c1", "didAppear c2"],
        "\(animated ? "animated" : "swiped")")
      #expect(Self.shown(screen) == "c2")
      #expect(harness.violations.isEmpty, "\(harness.violations)")
      try harness.finish()
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
    #expect(harness.violations.isEmpty, "\(harness.violations)")
    try harness.finish()
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
    func drawn() -> [String: Rect] {
      var frames: [String: Rect] = [:]
      for frame in screen.host.frames {
        if let id = screen.container.page(at: frame.index)?.id { frames[id] = frame.frame }
      }
      return frames
    }
    let before = drawn()
    Change.insertFirst.apply(to: screen.cards)
    screen.container.performUpdates()
    screen.container.layoutIfNeeded()
    harness.layout()
    let after = drawn()
    #expect(before["c0"] != nil)
    for (id, frame) in before {
      #expect(
        after[id] == nil || abs((after[id]?.minX ?? 0) - frame.minX) <= 1 / 3 + 1e-9,
        "\(id): \(frame) → \(String(describing: after[id]))")
    }
    if held {
      harness.touchMoved(to: Point(x: 290, y: 400), after: .milliseconds(200))  // held still
      harness.touchUp()
    }
    harness.runUntilIdle()
    #expect(Self.shown(screen) == "c0")
    #expect(harness.violations.isEmpty, "\(harness.violations)")
    try harness.finish()
  }
}
