import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import FolioSupport
import Foundation
import Testing

/// Random sessions of a pager that follows its scroll view, whose feeds keep their own scroll
/// views (FolioHostTesting's models, in UIKit's delegate order), in every chaining mode: at
/// every frame the current feed's scroll view shows the header and the feed where the
/// coordinator says, the distance goes to the header and the feed in the mode's order, and at
/// rest every shown feed sits right under the header at its own offset; UIKit's containment
/// rules hold throughout.
@Suite struct NestedFollowedModelTests {
  /// 24 seeds; `FOLIO_HOST_SEEDS=n` runs n.
  static let seeds: Range<Int> = {
    let count = ProcessInfo.processInfo.environment["FOLIO_HOST_SEEDS"].flatMap(Int.init) ?? 24
    return 0..<max(1, count)
  }()

  @Test(arguments: seeds)
  func randomSessions_keepTheFeedsUnderTheHeader(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
    let chaining = ScrollChaining.allCases.randomElement(using: &random) ?? .collapseFirst
    let header = Double(Int.random(in: 0...200, using: &random))
    let pinned = Double(Int.random(in: 0...Int(header), using: &random))
    var lengths: [String: Double] = [:]
    for page in 0..<6 { lengths["f\(page)"] = Double(Int.random(in: 50...3000, using: &random)) }
    let table = lengths
    let screen = try FollowedNestedScreen(
      count: 6, chaining: chaining, header: header, pinned: pinned,
      lengths: { table[$0] ?? 1000 })
    var check = Checker(
      screen: screen, label: "seed \(seed) \(chaining) header \(header)/\(pinned)")
    let trace = ProcessInfo.processInfo.environment["FOLIO_HOST_TRACE"] == "seed \(seed)"
    for step in 0..<60 {
      check.step = step
      let op = Int.random(in: 0..<10, using: &random)
      if trace {
        print(
          "step \(step) op \(op) current \(screen.harness.container.currentIndex ?? -1) header \(screen.nested.headerOffset) feed \(screen.current?.nestedFeedOffset ?? -1) offset \(screen.current?.scrollView.offset ?? -1) phase \(String(describing: screen.current?.scrollView.phase)) insets \(screen.current?.scrollView.contentInsetTop ?? -1) over \(screen.nested.scroller.shownOverscroll) length \(screen.current?.scrollView.contentLength ?? -1)"
        )
      }
      switch op {
      case 0...3:
        let distance = Double(Int.random(in: -900...900, using: &random))
        let steps = Int.random(in: 2...12, using: &random)
        let interval = Duration.milliseconds(Int.random(in: 5...120, using: &random))
        guard let scroll = screen.current?.scrollView else { break }
        scroll.touchDown(at: 300)
        for move in 1...steps {
          check.frame(interval)
          scroll.touchMoved(to: 300 - distance * Double(move) / Double(steps))
          try check.now()
        }
        scroll.touchUp(at: 300 - distance)
        try check.now()
      case 4:
        screen.harness.swipe(Bool.random(using: &random) ? .forward : .backward)
      case 5:
        let index = Int.random(in: 0..<6, using: &random)
        try? screen.harness.container.scrollToPage(index, animated: Bool.random(using: &random))
      case 6:
        screen.current?.scrollView.contentLength = Double(Int.random(in: 50...3000, using: &random))
      case 7:
        screen.nested.endRefreshing()
      case 8:
        if Bool.random(using: &random) {
          screen.current?.scrollView.scrollToTop()
        } else if let scroll = screen.current?.scrollView {
          let offset = Double(
            Int.random(in: Int(scroll.minOffset)...Int(scroll.maxOffset), using: &random))
          scroll.setContentOffset(offset, animated: Bool.random(using: &random))
        }
      default:
        // Frames pass (a motion goes on, or nothing moves).
        for _ in 0..<Int.random(in: 1...20, using: &random) {
          check.frame(.milliseconds(16))
          try check.now()
        }
      }
      try check.now()
      // Now and then everything comes to rest.
      if Int.random(in: 0..<3, using: &random) == 0 {
        try check.untilIdle()
        try check.atRest()
      }
    }
    screen.nested.endRefreshing()
    try check.untilIdle()
    try check.atRest()
    do { try screen.harness.finish() } catch { Issue.record("\(check.label): \(error)") }
  }

  /// What is checked, frame by frame.
  struct Checker {
    let screen: FollowedNestedScreen
    let label: String
    var step = 0
    private var last: (page: ObjectIdentifier, header: Double, feed: Double, range: Double)?

    init(screen: FollowedNestedScreen, label: String) {
      self.screen = screen
      self.label = label
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private func fail(_ message: String) -> Failure {
      Failure(description: "\(label), step \(step): \(message)")
    }

    mutating func frame(_ interval: Duration) {
      screen.harness.displayLink.advance(by: interval)
      screen.harness.layout()
    }

    mutating func untilIdle() throws {
      var frames = 0
      while screen.harness.displayLink.isRunning, frames < 2000 {
        frame(.milliseconds(16))
        try now()
        frames += 1
      }
      screen.harness.runUntilIdle()
      try now()
    }

    /// Every frame: the current feed's scroll view shows what the coordinator holds, within
    /// the ranges, moved in the mode's order.
    mutating func now() throws {
      let nested = screen.nested
      let h = nested.headerOffset
      guard h >= 0, h <= nested.headerRange + 1e-9 else { throw fail("header offset \(h)") }
      guard screen.harness.container.phase == .resting, let page = screen.current else {
        last = nil
        return
      }
      let scroller = nested.scroller
      let f = scroller.offsets.feed
      guard f >= 0, f <= scroller.feedRange + 1e-9 else {
        throw fail("feed offset \(f) outside 0...\(scroller.feedRange)")
      }
      guard page.nestedFeedOffset == f else {
        throw fail("the feed holds \(page.nestedFeedOffset), the coordinator \(f)")
      }
      let shown = f + h + scroller.shownOverscroll - nested.headerHeight
      guard abs(page.scrollView.offset - shown) < 1e-6 else {
        throw fail(
          "the scroll view is at \(page.scrollView.offset), the coordinator shows \(shown) "
            + "(feed \(f), header \(h), over \(scroller.shownOverscroll))")
      }
      let id = ObjectIdentifier(page)
      defer { last = (id, h, f, scroller.feedRange) }
      // (Content that shrank under the feed's offset brings it back, outside any order.)
      guard let last, last.page == id, last.range == scroller.feedRange else { return }
      let up = (h + f) - (last.header + last.feed)
      let range = nested.headerRange
      switch nested.chaining {
      case .pinned:
        if h != last.header { throw fail("a pinned header moved \(last.header) → \(h)") }
      case .collapseFirst:
        if up > 0, f > last.feed, h < range - 1e-9 {
          throw fail("the feed scrolled before the header collapsed")
        }
        if up < 0, h < last.header, f > 1e-9 {
          throw fail("the header expanded before the feed reached its top")
        }
      case .expandFirst:
        if up > 0, f > last.feed, h < range - 1e-9 {
          throw fail("the feed scrolled before the header collapsed")
        }
        if up < 0, f < last.feed, h > 1e-9 {
          throw fail("the feed scrolled down before the header expanded")
        }
      }
    }

    /// At rest: every shown feed right under the header at its own offset, within its scroll
    /// view's range, with the header's insets.
    func atRest() throws {
      let nested = screen.nested
      let container = screen.harness.container
      guard container.phase == .resting else { throw fail("not at rest: \(container.phase)") }
      for index in container.visibleIndices {
        guard let page = screen.feed(at: index) else { continue }
        let scroll = page.scrollView
        let wanted =
          screen.aligned(page) + (page === screen.current ? nested.scroller.shownOverscroll : 0)
        guard abs(scroll.offset - wanted) < 1e-6 else {
          throw fail("feed \(index) rests at \(scroll.offset), under the header it is at \(wanted)")
        }
        guard scroll.offset >= scroll.minOffset - 1e-6, scroll.offset <= scroll.maxOffset + 1e-6
        else {
          throw fail(
            "feed \(index) rests at \(scroll.offset) outside \(scroll.minOffset)...\(scroll.maxOffset)"
          )
        }
        guard scroll.scrollsToTop == (page === screen.current) else {
          throw fail("feed \(index) scrolls to the top: \(scroll.scrollsToTop)")
        }
        let top =
          nested.chaining == .pinned
          ? nested.headerHeight - nested.headerOffset : nested.headerHeight
        let refresh = scroll.contentInsetTop - top
        guard abs(refresh) < 1e-9 || abs(refresh - nested.scroller.physics.refreshThreshold) < 1e-9
        else {
          throw fail("feed \(index) has a top inset of \(scroll.contentInsetTop)")
        }
      }
    }
  }
}
