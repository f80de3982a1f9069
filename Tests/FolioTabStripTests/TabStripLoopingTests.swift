import Folio
import FolioTabStrip
import FolioTesting
import Testing

/// A looping fixture: the default channels (News 0..<8, Sport 9..<18, Tech 19..<27, Arts 28..<36,
/// Music 37..<46, Games 47..<56, 1 apart: a ring of period 57) in a strip 20 wide, on `page`.
private func ring(
  _ titles: [String] = ["News", "Sport", "Tech", "Arts", "Music", "Games"],
  visibleWidth: Double = 20,
  spacing: Double = 1, on page: Int = 0, mirrored: Bool = false
) -> StripFixture {
  let f = StripFixture(titles, visibleWidth: visibleWidth, spacing: spacing, loops: true)
  if mirrored { f.container.layoutDirection = .rightToLeft }
  if page != 0 { try? f.container.scrollToPage(page, animated: false) }
  f.clock.runUntilIdle()
  _ = f.log.take()
  return f
}

/// A frame of the ring of period 57 that scrolls in a window 20 wide: the indicator at `x`,
/// `width` wide, centred, drawn as its copy at `copy`.
private func scrolled(
  _ x: Double, _ width: Double, copy: Double? = nil, selected: Int, period: Double = 57,
  visibleWidth: Double = 20
) -> TabStripFrame {
  let drawn = copy ?? x
  return TabStripFrame(
    offset: drawn + width / 2 - visibleWidth / 2, indicatorX: x, indicatorWidth: width,
    selected: selected, period: period,
    indicatorSegments: [TabStripSegment(x: drawn, width: width)])
}

@Suite struct TabStripLoopingTests {
  @Test func atRest_theRingScrollsWithNoEnds_theLastTabBeforeTabZero() {
    let f = ring()
    // Tab 0 centred: the window [51, 71) shows Games, then News and Sport one period on.
    #expect(f.strip.frame == scrolled(0, 8, copy: 57, selected: 0))
    #expect(f.strip.frame.offset == 51)
    #expect(
      f.strip.visibleTabs == [
        Tab(index: 5, title: "Games", x: 47, width: 9),
        Tab(index: 0, title: "News", x: 57, width: 8),
        Tab(index: 1, title: "Sport", x: 66, width: 9),
      ])
    #expect(f.strip.tab(at: 0) == Tab(index: 0, title: "News", x: 0, width: 8))
  }

  @Test func dragForwardFromTheLastPage_pastTheSeam_movesOnTowardTabZero() {
    let f = ring(on: 5)
    #expect(f.strip.frame == scrolled(47, 9, selected: 5))
    f.container.beginDragging()
    f.container.drag(byPages: 0.25)
    f.container.drag(byPages: 0.5)
    f.container.drag(byPages: 0.5)  // past the seam: the position wraps to 0.25
    #expect(f.log.positions == [5.25, 5.75, 0.25])
    #expect(
      f.log.take() == [
        // From Games (47, 9) toward News one period on (57, 8).
        scrolled(49.5, 8.75, selected: 5),
        scrolled(54.5, 8.25, selected: 0),
        // From News (0, 8) toward Sport: in view as its copy one period on.
        scrolled(2.25, 8.25, copy: 59.25, selected: 0),
      ])
    f.container.drag(byPages: -0.5)  // back across the seam
    #expect(f.log.take() == [scrolled(54.5, 8.25, selected: 0)])
    f.container.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(f.container.currentIndex == 0)
    #expect(f.strip.frame == scrolled(0, 8, copy: 57, selected: 0))
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty)
  }

  @Test func dragBackwardFromPageZero_movesTowardTheLastTab() {
    let f = ring()
    f.container.beginDragging()
    f.container.drag(byPages: -0.25)
    #expect(f.container.position == 5.75)
    #expect(f.log.take() == [scrolled(54.5, 8.25, selected: 0)])
    f.container.drag(byPages: -0.5)
    #expect(f.log.take() == [scrolled(49.5, 8.75, selected: 5)])
    f.container.endDragging(velocity: -2)
    f.clock.runUntilIdle()
    #expect(f.container.currentIndex == 5)
    #expect(f.strip.frame == scrolled(47, 9, selected: 5))
  }

  @Test func aGlideFromTheLastPage_settlesOnTabZero_frameByFrame() {
    let f = ring(on: 5)
    f.container.beginDragging()
    f.container.drag(byPages: 0.25)
    f.container.endDragging(velocity: 2)  // a fling: glides across the seam to page 0
    f.clock.runUntilIdle()
    let (frames, positions) = (f.log.frames, f.log.positions)
    #expect(frames.count > 5, "the glide is drawn frame by frame: \(frames)")
    for (frame, position) in zip(frames, positions) {
      #expect(near(frame, model(f, position: position)), "at \(position): \(frame)")
    }
    #expect(frames.dropFirst().allSatisfy { $0.selected == 0 })
    // The indicator's centre only moves forward around the ring, a page at most per page.
    for (a, b) in zip(zip(frames, positions), zip(frames, positions).dropFirst()) {
      let moved = ringDistance(centre(b.0) - centre(a.0), 57)
      #expect(moved >= -1e-9 && moved <= 10 * ringDistance(b.1 - a.1, 6) + 1e-9, "\(a) → \(b)")
    }
    #expect(f.strip.frame == scrolled(0, 8, copy: 57, selected: 0))
    f.checker.finish(f.container)
    #expect(f.checker.violations.isEmpty)
  }

  @Test func aFarJumpAcrossTheSeam_glidesTheShorterWayRound() throws {
    let f = ring(on: 1)
    try f.strip.select(4)  // 1 → 0 → 5 → 4: three pages back rather than three forward
    try f.strip.select(5)  // retargeted: 1 → 0 → 5
    f.clock.runUntilIdle()
    let (frames, positions) = (f.log.frames, f.log.positions)
    #expect(frames.count >= 8, "\(frames)")
    #expect(positions.contains { $0 > 5 } && positions.contains { $0 < 1 })
    for (frame, position) in zip(frames, positions) {
      #expect(near(frame, model(f, position: position)), "at \(position): \(frame)")
    }
    for (a, b) in zip(zip(frames, positions), zip(frames, positions).dropFirst()) {
      let moved = ringDistance(centre(b.0) - centre(a.0), 57)
      #expect(moved <= 1e-9 && -moved <= 10 * abs(ringDistance(b.1 - a.1, 6)) + 1e-9)
    }
    #expect(f.strip.frame == scrolled(47, 9, selected: 5))
    #expect(f.container.currentIndex == 5)
  }

  @Test func mirrored_theRingRunsRightToLeft_acrossTheSeam() {
    let f = ring(on: 5, mirrored: true)
    // Games is drawn at [0, 9); News at [48, 56), then one spacing and Games again at 57.
    #expect(f.strip.tab(at: 5)?.x == 0 && f.strip.tab(at: 0)?.x == 48)
    #expect(f.strip.frame == scrolled(0, 9, copy: 57, selected: 5))
    f.container.beginDragging()
    f.container.drag(byPages: 0.25)
    // Left to right it would start at 49.5, 8.75 wide: mirrored, 56 - 49.5 - 8.75 = -2.25,
    // on the ring 54.75: moving left from Games' copy at 57 toward News at 48 (at 5.75:
    // 56 - 54.5 - 8.25 + 57 = 50.25).
    #expect(f.log.take() == [scrolled(54.75, 8.75, selected: 5)])
    f.container.drag(byPages: 0.5)
    #expect(f.log.take() == [scrolled(50.25, 8.25, selected: 0)])
    f.container.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    #expect(f.strip.frame == scrolled(48, 8, selected: 0))
    // The window [42, 62): Sport, News, then Games one period on, left to right.
    #expect(
      f.strip.visibleTabs == [
        Tab(index: 1, title: "Sport", x: 38, width: 9),
        Tab(index: 0, title: "News", x: 48, width: 8),
        Tab(index: 5, title: "Games", x: 57, width: 9),
      ])
    #expect(f.strip.tap(atX: 16) == 5)  // 42 + 16 = 58: Games' copy
  }

  @Test func tabsThatFit_doNotScroll_theIndicatorSplitsAtTheSeam() {
    // A 0..<5, B 6..<11, C 12..<17, a period of 18, in a strip 30 wide.
    let f = ring(["A", "B", "C"], visibleWidth: 30, on: 2)
    f.container.beginDragging()
    f.container.drag(byPages: 0.5)
    #expect(
      f.strip.frame
        == TabStripFrame(
          offset: 0, indicatorX: 15, indicatorWidth: 5, selected: 0, period: 18,
          indicatorSegments: [TabStripSegment(x: 15, width: 3), TabStripSegment(x: 0, width: 2)]))
    #expect(f.strip.visibleTabs.map(\.x) == [0, 6, 12], "each tab once")
    #expect(f.strip.tap(atX: 1) == 0 && f.strip.tap(atX: 17.5) == nil)
    f.container.endDragging(velocity: 0)
    f.clock.runUntilIdle()
    // Mirrored, the ring ends at the strip's right end: it spans [12, 30).
    f.container.layoutDirection = .rightToLeft
    try? f.container.scrollToPage(2, animated: false)
    f.container.beginDragging()
    f.container.drag(byPages: 0.5)
    #expect(
      f.strip.frame
        == TabStripFrame(
          offset: 0, indicatorX: 28, indicatorWidth: 5, selected: 0, period: 18,
          indicatorSegments: [TabStripSegment(x: 28, width: 2), TabStripSegment(x: 12, width: 3)]))
    #expect(f.strip.visibleTabs.map(\.x) == [13, 19, 25])
    f.container.endDragging(velocity: 0)
  }

  @Test func aRingOfTwo_showsEveryCopyInView_andTapsThroughTheRing() {
    // A 0..<5, B 6..<11: a period of 12 in a window 8 wide.
    let f = ring(["A", "B"], visibleWidth: 8)
    #expect(f.strip.frame == scrolled(0, 5, copy: 12, selected: 0, period: 12, visibleWidth: 8))
    #expect(f.strip.frame.offset == 10.5)
    #expect(
      f.strip.visibleTabs == [
        Tab(index: 1, title: "B", x: 6, width: 5), Tab(index: 0, title: "A", x: 12, width: 5),
        Tab(index: 1, title: "B", x: 18, width: 5),
      ])
    #expect(f.strip.accessibleTabs.map(\.index) == [1, 0], "each tab once to assistive technology")
    #expect(f.strip.tap(atX: 1) == nil, "10.5 + 1 is the spacing after B")
    #expect(f.strip.tap(atX: 3) == 0)
    #expect(f.strip.tap(atX: 7.6) == 1, "18.1: B's copy, one period on")
    f.clock.runUntilIdle()
    #expect(f.container.currentIndex == 1)
    #expect(f.strip.frame == scrolled(6, 5, selected: 1, period: 12, visibleWidth: 8))
    f.container.beginDragging()
    f.container.drag(byPages: 0.5)  // B toward A one period on
    #expect(f.strip.frame == scrolled(9, 5, selected: 0, period: 12, visibleWidth: 8))
    f.container.endDragging(velocity: 0)
  }

  @Test func loopingTurnedOnAndOff_theStripFollows() {
    let f = StripFixture()
    #expect(
      f.strip.frame == TabStripFrame(offset: 0, indicatorX: 0, indicatorWidth: 8, selected: 0))
    f.container.loops = true
    #expect(f.strip.frame == scrolled(0, 8, copy: 57, selected: 0))
    // At rest, the strip is told at once (didChange), not at the next motion.
    #expect(f.log.frames.last == scrolled(0, 8, copy: 57, selected: 0))
    f.container.loops = false
    #expect(
      f.strip.frame == TabStripFrame(offset: 0, indicatorX: 0, indicatorWidth: 8, selected: 0))
    #expect(f.log.frames.last == f.strip.frame)
    // One page cannot loop: the strip is flat again once the pages drop below two.
    f.container.loops = true
    f.source.channels.removeLast(5)
    f.container.performUpdates()
    f.container.layoutIfNeeded()
    #expect(!f.container.isLooping)
    #expect(
      f.log.frames.last == TabStripFrame(offset: 0, indicatorX: 0, indicatorWidth: 8, selected: 0))
  }

  @Test func badNumbers_areClampedOnTheRing() {
    let f = ring(["A", "B"], on: 1)
    f.strip.spacing = 1e9
    #expect(f.strip.frame.period == 1e9 + 10 + 1e9)
    f.strip.widths = .fixed(0)
    f.strip.spacing = 0
    // A ring of no length is flat.
    #expect(
      f.strip.frame == TabStripFrame(offset: 0, indicatorX: 0, indicatorWidth: 0, selected: 1))
    f.strip.widths = .fixed(4)
    f.strip.visibleWidth = .nan
    #expect(f.strip.visibleTabs.isEmpty && f.strip.tap(atX: 0) == nil)
    #expect(f.strip.frame.offset >= 0 && f.strip.frame.offset < 8)
  }
}

// MARK: - An independent model of the ring

/// The centre of a frame's indicator.
private func centre(_ frame: TabStripFrame) -> Double {
  frame.indicatorX + frame.indicatorWidth / 2
}

/// `d` moved by whole periods into `-period/2 ..< period/2`: a change taken the shorter way.
func ringDistance(_ d: Double, _ period: Double) -> Double {
  var r = d.truncatingRemainder(dividingBy: period)
  if r >= period / 2 { r -= period }
  if r < -period / 2 { r += period }
  return r
}

private func near(_ a: TabStripFrame, _ b: TabStripFrame) -> Bool {
  abs(a.offset - b.offset) < 1e-9 && abs(a.indicatorX - b.indicatorX) < 1e-9
    && abs(a.indicatorWidth - b.indicatorWidth) < 1e-9 && a.period == b.period
    && a.indicatorSegments.count == b.indicatorSegments.count
    && zip(a.indicatorSegments, b.indicatorSegments).allSatisfy {
      abs($0.x - $1.x) < 1e-9 && abs($0.width - $1.width) < 1e-9
    }
}

/// The frame of the fixture's strip (left to right, scrolling) at `position`, worked out from
/// its tabs alone; the selection is the strip's.
private func model(_ f: StripFixture, position: Double) -> TabStripFrame {
  let tabs = (0..<f.strip.count).compactMap(f.strip.tab(at:))
  let period = f.strip.contentWidth + f.strip.spacing
  let low = Int(position.rounded(.down))
  let t = position - Double(low)
  let high = (low + 1) % tabs.count
  let toX = tabs[high].x + (high == 0 ? period : 0)
  var x = tabs[low].x * (1 - t) + toX * t
  if x >= period { x -= period }
  let width = tabs[low].width * (1 - t) + tabs[high].width * t
  var offset = x + width / 2 - f.strip.visibleWidth / 2
  var copy = x
  if offset < 0 {
    offset += period
    copy += period
  } else if offset >= period {
    offset -= period
    copy -= period
  }
  return TabStripFrame(
    offset: offset, indicatorX: x, indicatorWidth: width, selected: f.strip.selectedIndex,
    period: period, indicatorSegments: [TabStripSegment(x: copy, width: width)])
}

/// Found from outside: tabs that fit, but not with the spacing at the seam, drew part of the
/// indicator off the strip; such a ring scrolls.
@Suite struct TabStripRingFitTests {
  @Test(arguments: [PageLayoutDirection.leftToRight, .rightToLeft])
  func aRingWiderThanTheStrip_scrolls_andEveryPieceIsDrawnOnIt(direction: PageLayoutDirection) {
    let f = StripFixture(["A", "B", "C"], visibleWidth: 32, spacing: 4, loops: true)
    f.container.layoutDirection = direction
    f.strip.widths = .fixed(8)
    try? f.container.scrollToPage(2, animated: false)
    f.harness.driver.runUntilSettled()
    #expect(f.strip.contentWidth == 32)
    #expect(f.strip.frame.period == 36)
    f.container.beginDragging()
    for _ in 0..<8 {
      f.container.drag(byPages: 0.125)
      let frame = f.strip.frame
      for piece in frame.indicatorSegments {
        #expect(
          piece.x - frame.offset >= -1e-9 && piece.x - frame.offset + piece.width <= 32 + 1e-9)
      }
      #expect(frame.indicatorSegments.map(\.width).reduce(0, +) == frame.indicatorWidth)
    }
    f.container.endDragging(velocity: 0)
    f.harness.driver.runUntilSettled()
  }
}
