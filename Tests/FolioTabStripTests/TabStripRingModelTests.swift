@_spi(Testing) import Folio
import FolioSupport
import FolioTabStrip
import FolioTesting
import Testing

/// Random drags, releases, jumps, taps and ticks on looping containers of 2 to 7 pages, with
/// random tab widths, spacing, visible width and direction: the ring's invariants are checked
/// at every frame the strip draws and after every step.
private struct RingSession {
  let f: StripFixture
  let seed: UInt64
  var random: SeededRandomNumberGenerator
  let mirrored: Bool

  init(seed: UInt64) {
    self.seed = seed
    var random = SeededRandomNumberGenerator(seed: seed)
    let count = 2 + Int(seed % 6)
    let words = ["A", "Longer title", "", "Mid", "x", "Sport", "Über", "🙂 Emoji"]
    let titles = (0..<count).map { "\($0)\(words.randomElement(using: &random) ?? "")" }
    let spacing = [0, 0.5, 1, 3, Double.random(in: 0...4, using: &random)][
      Int.random(in: 0..<5, using: &random)]
    f = StripFixture(titles, visibleWidth: 0, spacing: spacing, loops: true)
    if Bool.random(using: &random) {
      f.strip.widths = .fixed(Double.random(in: 0.5...12, using: &random))
    } else {
      f.strip.widths = .titleLength(padding: Double.random(in: 0...3, using: &random))
    }
    let content = f.strip.contentWidth
    f.strip.visibleWidth =
      [
        0, content, content / 3, content + spacing,
        Double.random(in: 0...(content * 1.5), using: &random),
      ][
        Int.random(in: 0..<5, using: &random)]
    mirrored = Bool.random(using: &random)
    if mirrored { f.container.layoutDirection = .rightToLeft }
    self.random = random
    _ = f.log.take()
  }

  /// One random operation; what it did.
  mutating func step() -> String {
    let container = f.container
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1:
      let pages = Double.random(in: -1.5...1.5, using: &random)
      if container.scrollState != .tracking { container.beginDragging() }
      container.drag(byPages: pages)
      return "drag(\(pages))"
    case 2:
      let velocity = Double.random(in: -4...4, using: &random)
      if container.scrollState == .tracking { container.endDragging(velocity: velocity) }
      return "release(\(velocity))"
    case 3:
      let index = Int.random(in: 0..<container.count, using: &random)
      let animated = Int.random(in: 0..<4, using: &random) > 0
      try? container.scrollToPage(index, animated: animated)
      return "jump(\(index), animated: \(animated))"
    case 4:
      let x = Double.random(in: -1...(f.strip.visibleWidth + 1), using: &random)
      return "tap(atX: \(x)) → \(String(describing: f.strip.tap(atX: x)))"
    case 5:
      f.clock.runUntilIdle()
      return "wait"
    default:
      let milliseconds = Int.random(in: 0...200, using: &random)
      f.clock.advance(by: .milliseconds(milliseconds))
      return "tick(\(milliseconds))"
    }
  }

  // MARK: - The model

  var period: Double { f.strip.contentWidth + f.strip.spacing }
  var scrolls: Bool { period > f.strip.visibleWidth }
  var ringStart: Double { mirrored && !scrolls ? f.strip.visibleWidth - period : 0 }

  /// The tabs' leading edges and widths, unmirrored.
  var spans: [(x: Double, width: Double)] {
    let extent = max(f.strip.contentWidth, f.strip.visibleWidth)
    return (0..<f.strip.count).compactMap(f.strip.tab(at:)).map {
      (mirrored ? extent - $0.x - $0.width : $0.x, $0.width)
    }
  }

  /// The largest distance between neighbouring tabs' centres, around the ring.
  var largestStride: Double {
    let spans = spans
    return spans.indices.map { i -> Double in
      let next = (i + 1) % spans.count
      let nextCentre = spans[next].x + spans[next].width / 2 + (next == 0 ? period : 0)
      return nextCentre - (spans[i].x + spans[i].width / 2)
    }.max() ?? 0
  }

  /// The indicator at `position`, worked out from the tabs alone: its left edge as drawn (on
  /// the ring, up to whole periods) and its width.
  func model(position: Double) -> (x: Double, width: Double) {
    let spans = spans
    let low = Int(position.rounded(.down))
    let t = position - Double(low)
    let high = (low + 1) % spans.count
    let leading = spans[low].x * (1 - t) + (spans[high].x + (high == 0 ? period : 0)) * t
    let width = spans[low].width * (1 - t) + spans[high].width * t
    let extent = max(f.strip.contentWidth, f.strip.visibleWidth)
    return (mirrored ? extent - leading - width : leading, width)
  }

  /// What is wrong with a frame drawn at `position`, if anything.
  func violation(_ frame: TabStripFrame, at position: Double) -> String? {
    let period = period
    let tolerance = 1e-6 * max(1, period)
    guard period > 0 else { return frame.period == 0 ? nil : "a ring of no length: \(frame)" }
    guard abs(frame.period - period) <= tolerance else {
      return "period \(frame.period) ≠ \(period)"
    }
    guard frame.indicatorX >= ringStart - tolerance,
      frame.indicatorX < ringStart + period + tolerance
    else { return "indicator x \(frame.indicatorX) off the ring from \(ringStart)" }
    let expected = model(position: position)
    if abs(ringDistance(frame.indicatorX - expected.x, period)) > tolerance
      || abs(frame.indicatorWidth - expected.width) > tolerance
    {
      return "indicator \(frame) at \(position), expected \(expected)"
    }
    let pieces = frame.indicatorSegments
    let sum = pieces.reduce(0) { $0 + $1.width }
    guard abs(sum - frame.indicatorWidth) <= tolerance else { return "pieces sum to \(sum)" }
    if scrolls {
      guard frame.offset >= 0, frame.offset < period else {
        return "offset \(frame.offset) off the ring"
      }
      guard pieces.count == 1, let piece = pieces.first,
        abs(piece.x + piece.width / 2 - frame.offset - f.strip.visibleWidth / 2) <= tolerance,
        abs(ringDistance(piece.x - frame.indicatorX, period)) <= tolerance
      else { return "the indicator \(pieces) is not the centred copy in \(frame)" }
    } else {
      guard frame.offset == 0 else { return "a strip that fits scrolled to \(frame.offset)" }
      guard (1...2).contains(pieces.count), pieces.first?.x == frame.indicatorX,
        pieces.allSatisfy({
          $0.x >= ringStart - tolerance && $0.x + $0.width <= ringStart + period + tolerance
        })
      else { return "pieces \(pieces) outside the ring from \(ringStart)" }
    }
    return nil
  }

  /// What is wrong with the strip at rest or with its tabs in view now, if anything.
  func stateViolation() -> String? {
    let strip = f.strip
    let frame = strip.frame
    let period = period
    let tolerance = 1e-6 * max(1, period)
    if let problem = violation(frame, at: f.container.position) { return problem }
    let tabs = (0..<strip.count).compactMap(strip.tab(at:))
    if f.container.phase == .resting, f.container.isQuiescent,
      let current = f.container.currentIndex
    {
      let tab = tabs[current]
      guard frame.selected == current, abs(frame.indicatorWidth - tab.width) <= tolerance,
        period == 0 || abs(ringDistance(frame.indicatorX - tab.x, period)) <= tolerance
      else { return "at rest on \(current) (\(tab)) the strip shows \(frame)" }
    }
    // Every copy of a tab that overlaps the window, left to right, and nothing else.
    let window = frame.offset..<(frame.offset + strip.visibleWidth)
    let copies: [Tab]
    if window.isEmpty {
      copies = []
    } else if scrolls, period > 0 {
      copies = (-1...2).flatMap { k in
        tabs.map {
          Tab(index: $0.index, title: $0.title, x: $0.x + Double(k) * period, width: $0.width)
        }
      }
      .filter { $0.x < window.upperBound && $0.x + $0.width > window.lowerBound }
      .sorted { $0.x < $1.x }
    } else {
      copies = tabs.filter { $0.x < window.upperBound && $0.x + $0.width > window.lowerBound }
        .sorted { $0.x < $1.x }
    }
    let shown = strip.visibleTabs
    guard shown.count == copies.count,
      zip(shown, copies).allSatisfy({ $0.index == $1.index && abs($0.x - $1.x) <= tolerance })
    else { return "tabs in view \(shown), expected \(copies)" }
    return nil
  }
}

@Suite struct TabStripRingModelTests {
  @Test(arguments: UInt64(0)..<48)
  func randomSessions_theIndicatorMovesContinuouslyAroundTheRing(seed: UInt64) {
    var session = RingSession(seed: seed)
    let count = session.f.container.count
    var history: [String] = []
    var last: (frame: TabStripFrame, position: Double)?
    for step in 0..<400 {
      history.append(session.step())
      let stride = session.largestStride
      let drawn = zip(session.f.log.frames, session.f.log.positions)
      _ = session.f.log.take()
      var problem: String?
      for (frame, position) in drawn where problem == nil {
        problem = session.violation(frame, at: position)
        if problem == nil, let (before, from) = last, session.period > 0 {
          let moved = abs(
            ringDistance(
              frame.indicatorX + frame.indicatorWidth / 2 - before.indicatorX - before
                .indicatorWidth / 2,
              session.period))
          let travelled = abs(ringDistance(position - from, Double(count)))
          if moved > stride * travelled + 1e-6 * max(1, session.period) {
            problem = "the indicator jumped \(moved) for \(travelled) pages: \(before) → \(frame)"
          }
        }
        last = (frame, position)
      }
      if problem == nil { problem = session.stateViolation() }
      if let problem {
        Issue.record("seed \(seed), step \(step): \(problem)\nlast steps: \(history.suffix(6))")
        return
      }
    }
    if session.f.container.scrollState == .tracking { session.f.container.endDragging(velocity: 0) }
    session.f.clock.runUntilIdle()
    #expect(session.stateViolation() == nil, "seed \(seed)")
    session.f.checker.finish(session.f.container)
    #expect(session.f.checker.violations.isEmpty, "seed \(seed)")
  }
}
