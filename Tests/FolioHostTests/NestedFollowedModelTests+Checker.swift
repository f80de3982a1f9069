import Folio
import FolioHost
import FolioHostTesting
import FolioNestedScroll
import Testing

extension NestedFollowedModelTests {
  /// What is checked, at every report, placement and frame.
  final class Checker {
    let screen: FollowedNestedScreen
    let label: String
    var step = 0
    /// What broke, in order (a report's or a placement's check cannot throw).
    private(set) var failures: [Failure] = []
    /// Each feed's rows relative to the header's bottom edge (`offset + headerHeight -
    /// headerOffset`), as its own last report or placement left them, while bound to a page.
    private var relative: [ObjectIdentifier: (binds: Int, value: Double)] = [:]
    /// Each feed's offset when its rows were last noted.
    private var offsets: [ObjectIdentifier: Double] = [:]
    /// The pages whose refresh holds, until `endRefreshing(page:)` (a refresh is its page's:
    /// it outlives the controller that started it).
    var refreshing: Set<String> = []
    private var watched: Set<ObjectIdentifier> = []
    private var lastHeader: (header: Double, layouts: Int)?
    private var last: (page: ObjectIdentifier, header: Double, feed: Double, range: Double)?

    /// Whether to print every report and placement.
    let trace: Bool

    init(screen: FollowedNestedScreen, label: String, trace: Bool = false) {
      self.screen = screen
      self.label = label
      self.trace = trace
      watchNewFeeds()
    }

    private func name(_ page: FollowedFeedPage) -> String { page.page?.id ?? "-" }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private func fail(_ message: String) -> Failure {
      Failure(description: "\(label), step \(step): \(message)")
    }

    func record(_ message: String) { failures.append(fail(message)) }

    var nested: NestedScrollCoordinator<Card> { screen.nested }
    private var headerTop: Double { nested.headerOffset - nested.headerHeight }
    private var threshold: Double { nested.scroller.physics.refreshThreshold }

    /// Offsets on a platform's pixel grid are within a pixel of what was asked.
    private func tolerance(_ page: FollowedFeedPage) -> Double {
      page.scrollView.choices.pixelRounding == .none ? 1e-6 : 1 / page.scrollView.scale + 1e-6
    }

    /// Whether the page `page` shows refreshes (and it is active, showing it).
    private func isRefreshing(_ page: FollowedFeedPage) -> Bool {
      guard let id = page.page?.id, refreshing.contains(id) else { return false }
      let container = screen.harness.container
      return container.activeIndices.contains { container.activeController(at: $0) === page }
    }

    /// The top inset a feed has: the header's (less a pinned header's collapse), and the
    /// indicator's room while its refresh holds.
    private func baseInset() -> Double {
      nested.chaining == .pinned ? nested.headerHeight - nested.headerOffset : nested.headerHeight
    }

    /// The range of a feed's rows relative to the header's bottom edge at rest.
    private func restingRange(_ page: FollowedFeedPage) -> ClosedRange<Double> {
      let range = max(0, page.nestedContentLength - nested.feedViewportLengthForTests)
      return (isRefreshing(page) ? -threshold : 0)...range
    }

    func describe() -> String {
      let container = screen.harness.container
      let feeds = container.visibleIndices.compactMap { index -> String? in
        guard let page = screen.feed(at: index) else { return nil }
        let scroll = page.scrollView
        return "\(index): \(scroll.offset) \(scroll.phase) inset \(scroll.contentInsetTop)"
          + " len \(scroll.contentLength)"
      }
      return
        "current \(container.currentIndex ?? -1) \(container.phase) header \(nested.headerOffset)"
        + " feed \(nested.scroller.offsets) [\(feeds.joined(separator: "; "))]"
    }

    // MARK: Watching

    /// Hooks every feed controller made so far.
    func watchNewFeeds() {
      for page in screen.made.all where !watched.contains(ObjectIdentifier(page)) {
        watched.insert(ObjectIdentifier(page))
        page.scrollView.onReport = { [unowned self, unowned page] in reported(page) }
        page.willPlace = { [unowned self] page, placement in willPlace(page, placement) }
        // (Insets alone move nothing, what a clamp moves the scroll view reports, and an
        // animation moves from the next frame.)
        page.didPlace = { [unowned self] page, placement in
          placing = nil
          placedBinds[ObjectIdentifier(page)] = page.binds
          if placement.contentOffset != nil, !placement.animated {
            noteRelative(page, placed: true)
          }
          // (A placement is one change: its room is checked once it is applied.)
          checkRoom(page)
        }
        page.onRefresh = { [unowned self] page in
          if trace { print("  refresh \(name(page))") }
          if let id = page.page?.id { refreshing.insert(id) }
        }
      }
    }

    /// Where `page`'s rows are now, once the coordinator has placed it since it was bound (what
    /// a scroll view reports before it is placed is nobody's).
    func noteRelative(_ page: FollowedFeedPage, placed: Bool = false) {
      guard placed || relative[ObjectIdentifier(page)]?.binds == page.binds else { return }
      relative[ObjectIdentifier(page)] = (page.binds, page.scrollView.offset - headerTop)
      offsets[ObjectIdentifier(page)] = page.scrollView.offset
      if trace { print("  rows \(name(page)) \(page.scrollView.offset - headerTop)") }
    }

    private func known(_ page: FollowedFeedPage) -> Double? {
      guard let entry = relative[ObjectIdentifier(page)], entry.binds == page.binds else {
        return nil
      }
      return entry.value
    }

    /// A report of `page`'s scroll view, after the coordinator heard it.
    private func reported(_ page: FollowedFeedPage) {
      if trace {
        let scroll = page.scrollView
        print(
          "  report \(name(page)) \(scroll.offset) \(scroll.phase) tracking \(scroll.isTracking)"
            + " header \(nested.headerOffset) \(nested.scroller.offsets)")
      }
      noteRelative(page)
      if page.scrollView.isDragging {
        dragged.insert(ObjectIdentifier(page))
      } else {
        dragged.remove(ObjectIdentifier(page))
      }
      // (A placement's offset may be set before its inset, as an app may apply them.)
      if placing != ObjectIdentifier(page) { checkRoom(page) }
    }

    /// The feed whose placement is being applied.
    private var placing: ObjectIdentifier?
    /// The feeds a drag moved at their last report: one that no longer drags ends its drag
    /// (`scrollViewDidEndDragging`, as its finger lifts).
    private var dragged: Set<ObjectIdentifier> = []
    /// Each feed's binding the coordinator placed it in (what it reports before is nobody's).
    private var placedBinds: [ObjectIdentifier: Int] = [:]
    /// The feeds shown when a still finger that reports nothing came down (``hold``).
    var stillShown: Set<ObjectIdentifier> = []

    /// A placement, before `page` applies it.
    private func willPlace(_ page: FollowedFeedPage, _ placement: NestedFeedPlacement) {
      placing = ObjectIdentifier(page)
      let scroll = page.scrollView
      if trace {
        print("  place \(name(page)) at \(scroll.offset) \(scroll.phase): \(placement)")
      }
      if isRefreshing(page), placement.contentInsetTop != baseInset() + threshold {
        record("refreshing feed placed with a top inset of \(placement.contentInsetTop)")
      }
      guard let offset = placement.contentOffset else { return }
      // (A finger the host has heard lift is lifting: the scroll view hears it in the same
      // event, before any frame moves anything. So is one whose drag of this feed ends now,
      // whichever hears the lift first.)
      let endsDrag = !scroll.isDragging && dragged.contains(ObjectIdentifier(page))
      if scroll.isTracking, !endsDrag, screen.harness.container.isTouched || scroll.isDragging {
        record("an offset \(offset) placed on a feed under a finger (at \(scroll.offset))")
      }
      if stillShown.contains(ObjectIdentifier(page)), screen.harness.container.isTouched {
        record("an offset \(offset) placed on a feed shown when a still finger came down")
      }
      guard let before = known(page) else { return }
      let rows = offset - headerTop
      if placement.animated {
        // An animated offset never comes with insets that change (a smaller inset first clamps
        // it; set after, it clamps the animation): an outside checker found a controller bound
        // to a refreshing page given its first insets with an animated offset.
        if placement.contentInsetTop != scroll.contentInsetTop
          || placement.contentInsetBottom != scroll.contentInsetBottom
        {
          record(
            "an animated offset \(offset) with insets that change: \(scroll.contentInsetTop)/"
              + "\(scroll.contentInsetBottom) to \(placement.contentInsetTop)/"
              + "\(placement.contentInsetBottom)")
        }
        // A spring back: a feed no finger holds, out of a gap (or past an end), into its range.
        // (A feed that moved since it was last seen reports it now: the checks have not heard
        // it yet.)
        let moved = offsets[ObjectIdentifier(page)].map { $0 != scroll.offset } ?? false
        let before = moved ? scroll.offset - headerTop : before
        let range = restingRange(page)
        let tolerance = tolerance(page)
        if scroll.phase == .tracking {
          record("a spring back asked of a dragged feed to \(offset)")
        }
        if before >= range.lowerBound - 1e-6, before <= range.upperBound + 1e-6 {
          record("a spring back of a feed in its range: \(before) in \(range), to \(rows)")
        }
        if rows < range.lowerBound - tolerance || rows > range.upperBound + tolerance {
          record("a spring back to \(rows), outside \(range)")
        }
      } else if abs(rows - before) > tolerance(page), !closesRoom(page, placement, at: offset) {
        record(
          "a feed placed at \(offset): its rows \(before) under the header's edge moved to \(rows)"
        )
      }
    }

    /// Whether `placement` closes a room that ended with the point a pixel grid left of it
    /// above the feed's new top: the insets shrink and the offset goes to the new top, by at
    /// most a point, no finger on it (what UIKit's clamp would do, if it clamps).
    private func closesRoom(
      _ page: FollowedFeedPage, _ placement: NestedFeedPlacement, at offset: Double
    ) -> Bool {
      let scroll = page.scrollView
      return placement.contentInsetTop < scroll.contentInsetTop
        && offset == -placement.contentInsetTop && offset > scroll.offset
        && offset - scroll.offset <= 1 + 1e-6 && !scroll.isTracking
    }

    /// While its refresh holds, a feed keeps the indicator's room.
    private func checkRoom(_ page: FollowedFeedPage) {
      guard isRefreshing(page), placedBinds[ObjectIdentifier(page)] == page.binds else { return }
      let top = page.scrollView.contentInsetTop
      if abs(top - (baseInset() + threshold)) > 1e-9 {
        record("the refreshing feed's top inset is \(top), not \(baseInset() + threshold)")
      }
    }

    /// The header within its range, and laid out whenever it moves.
    private func checkHeader() {
      let header = nested.headerOffset
      if header < 0 || header > nested.headerRange + 1e-9 {
        record("header offset \(header) outside 0...\(nested.headerRange)")
      }
      let layouts = screen.harness.rules.layoutRequests
      if let lastHeader, lastHeader.header != header, lastHeader.layouts == layouts {
        record("the header moved \(lastHeader.header) → \(header) with no layout asked")
      }
      lastHeader = (header, layouts)
    }

    // MARK: Frames

    func frame() throws {
      screen.harness.displayLink.advance(by: .milliseconds(16))
      screen.harness.layout()
      watchNewFeeds()
      try now()
    }

    func untilIdle() throws {
      var frames = 0
      while screen.harness.displayLink.isRunning, frames < 2000 {
        try frame()
        frames += 1
      }
      screen.harness.runUntilIdle()
      watchNewFeeds()
      try now()
    }

    /// Now: what the reports and placements broke; the shown feeds no finger holds where they
    /// were under the header; the current feed's scroll view showing what the coordinator
    /// holds; the header within its range, moved in the mode's order.
    func now() throws {
      if let failure = failures.first { throw failure }
      checkHeader()
      if let failure = failures.first { throw failure }
      let container = screen.harness.container
      // Each shown feed lands where it was: its rows relative to the header's edge change only
      // by its own motion (its reports), whatever the header does. (While a finger is on the
      // pages and no feed has reported it, nothing is moved: it may be under it.)
      for index in container.visibleIndices {
        guard let page = screen.feed(at: index), let rows = known(page) else { continue }
        let scroll = page.scrollView
        guard !scroll.isTracking,
          !container.isTouched || screen.made.all.contains(where: \.scrollView.isDragging)
        else { continue }
        if abs(scroll.offset - headerTop - rows) > tolerance(page) {
          throw fail(
            "feed \(index) shows its rows at \(scroll.offset - headerTop) under the header's edge, "
              + "where they were at \(rows)")
        }
      }
      // The current page's feed moves the header, once another that moved it has come to rest.
      let othersMove = container.activeIndices.contains { index in
        guard let page = screen.feed(at: index), page !== screen.current else { return false }
        return page.scrollView.phase != .resting
      }
      guard container.phase == .resting, !container.isTouched, !othersMove,
        let page = screen.current
      else {
        last = nil
        return
      }
      let scroller = nested.scroller
      let h = nested.headerOffset
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

    /// At rest: every shown feed in its range under the header, within its scroll view's
    /// range, with the header's insets (the room only while its refresh holds); only the
    /// current page's feed scrolls to the top.
    func atRest() throws {
      let container = screen.harness.container
      guard container.phase == .resting else { throw fail("not at rest: \(container.phase)") }
      for index in container.visibleIndices {
        guard let page = screen.feed(at: index) else { continue }
        let scroll = page.scrollView
        let rows = scroll.offset - headerTop
        let range = restingRange(page)
        let tolerance = tolerance(page)
        guard rows >= range.lowerBound - tolerance, rows <= range.upperBound + tolerance else {
          throw fail("feed \(index) rests with its rows at \(rows), outside \(range)")
        }
        guard scroll.offset >= scroll.minOffset - 1e-6, scroll.offset <= scroll.maxOffset + 1e-6
        else {
          throw fail(
            "feed \(index) rests at \(scroll.offset) outside "
              + "\(scroll.minOffset)...\(scroll.maxOffset)"
          )
        }
        let top = baseInset() + (isRefreshing(page) ? threshold : 0)
        guard abs(scroll.contentInsetTop - top) < 1e-9 else {
          throw fail("feed \(index) has a top inset of \(scroll.contentInsetTop), not \(top)")
        }
        let bottom = max(0, nested.feedViewportLengthForTests - page.nestedContentLength)
        guard abs(scroll.contentInsetBottom - bottom) < 1e-9 else {
          throw fail(
            "feed \(index) has a bottom inset of \(scroll.contentInsetBottom), not \(bottom)")
        }
      }
      let current = screen.current
      for index in container.activeIndices {
        guard let page = screen.feed(at: index) else { continue }
        guard page.scrollView.scrollsToTop == (page === current) else {
          throw fail("feed \(index) scrolls to the top: \(page.scrollView.scrollsToTop)")
        }
      }
    }
  }
}
