@_spi(Testing) import Folio
import FolioTabStrip
import FolioTesting
import Testing

/// Random swipes, drags, releases, jumps, taps, selects, updates (inserts, deletes, moves,
/// retitles), reloads, resizes, strip settings and layout directions, with the strip's
/// invariants checked after every step.
private struct StripSession {
  let f: StripFixture
  var operations: RandomPageOperations<Channel>
  /// Violations found inside operations (a run of taps that did not converge, say).
  let found = Found()
  var nextID = 0

  final class Found { var violations: [String] = [] }

  init(seed: UInt64) {
    let f = StripFixture()
    self.f = f
    let found = found
    let source = f.source
    let strip = f.strip
    let clock = f.clock
    let container = f.container
    var counter = 0
    let titles = ["A", "Longer title", "", "Mid", "x", "Sport", "Über", "🙂 Emoji"]
    operations = RandomPageOperations(
      driver: PageContainerDriver(container: f.container, clock: f.clock), seed: seed,
      makePage: { random in
        counter += 1
        return Channel(id: "c\(counter)", title: titles.randomElement(using: &random) ?? "")
      },
      changeContent: { page, random in
        var page = page
        page.title = titles.randomElement(using: &random) ?? ""
        return page
      },
      setPages: { source.channels = $0 },
      extraOperations: [
        { random in
          let x = Double.random(in: -5...(strip.visibleWidth + 5), using: &random)
          return "tap(atX: \(x)) → \(String(describing: strip.tap(atX: x)))"
        },
        { random in
          // A run of rapid taps, then waiting: the content and the strip end on the last.
          container.layoutIfNeeded()  // pending updates first: they may change the count
          let count = container.count
          guard container.canShowPages, count > 0 else { return "taps(none)" }
          var last: Int?
          for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = Int.random(in: 0..<count, using: &random)
            if (try? strip.select(index)) != nil { last = index }
            clock.advance(by: .milliseconds(Int.random(in: 0...120, using: &random)))
          }
          clock.runUntilIdle()
          if let last, container.currentIndex != last || strip.selectedIndex != last {
            found.violations.append(
              "taps ended on \(String(describing: container.currentIndex)), strip \(String(describing: strip.selectedIndex)), last tap \(last)"
            )
          }
          return "taps(last \(String(describing: last)))"
        },
        { random in
          // Right to left: the strip mirrors; the checks below read it back unmirrored.
          container.layoutDirection =
            Bool.random(using: &random) ? .rightToLeft : .leftToRight
          return "layoutDirection = \(container.layoutDirection)"
        },
        { random in
          let width = [0, 7.5, 20, 60, 1e12, .nan][Int.random(in: 0..<6, using: &random)]
          strip.visibleWidth = width
          return "visibleWidth = \(width)"
        },
        { random in
          switch Int.random(in: 0..<3, using: &random) {
          case 0: strip.widths = .titleLength(padding: Double.random(in: 0...3, using: &random))
          case 1: strip.widths = .fixed(Double.random(in: -1...12, using: &random))
          default: strip.spacing = Double.random(in: -1...3, using: &random)
          }
          return "widths/spacing"
        },
      ])
  }

  /// Every invariant of the strip, with a reason when one fails.
  func violation() -> String? {
    if let found = found.violations.first { return found }
    let strip = f.strip
    let container = f.container
    guard container.isQuiescent || container.phase != .resting else { return nil }
    let count = container.count
    guard strip.count == count else { return "\(strip.count) tabs for \(count) pages" }
    guard count > 0 else { return strip.frame.selected == nil ? nil : "a selection with no pages" }
    // Right to left, every x is mirrored within the wider of the tabs and the visible width:
    // read back in the tabs' own (leading-edge) coordinates, the rules are the same.
    let mirrored = container.layoutDirection == .rightToLeft
    let extent = max(strip.contentWidth, strip.visibleWidth)
    func leading(_ x: Double, _ width: Double) -> Double { mirrored ? extent - x - width : x }
    let tabs = (0..<count).compactMap(strip.tab(at:)).map {
      Tab(index: $0.index, title: $0.title, x: leading($0.x, $0.width), width: $0.width)
    }
    let titles = container.pages.map(\.title)
    if tabs.map(\.title) != titles { return "titles \(tabs.map(\.title)) ≠ pages \(titles)" }
    let drawn = strip.frame
    let frame = TabStripFrame(
      offset: leading(drawn.offset, strip.visibleWidth),
      indicatorX: leading(drawn.indicatorX, drawn.indicatorWidth),
      indicatorWidth: drawn.indicatorWidth, selected: drawn.selected)
    let tolerance = 1e-6 * max(1, mirrored ? extent : 1)
    let expected = StripFixture.expected(
      position: container.position, starts: tabs.map(\.x), widths: tabs.map(\.width),
      visibleWidth: strip.visibleWidth, selected: frame.selected)
    if abs(frame.indicatorX - expected.indicatorX) > tolerance
      || abs(frame.indicatorWidth - expected.indicatorWidth) > tolerance
      || abs(frame.offset - expected.offset) > tolerance
    {
      return "frame \(frame) at \(container.position), expected \(expected)"
    }
    let content = strip.contentWidth
    if frame.indicatorX < -tolerance
      || frame.indicatorX + frame.indicatorWidth > content + tolerance
    {
      return "indicator \(frame) outside the strip 0...\(content)"
    }
    if frame.offset < -tolerance
      || frame.offset > max(0, content - strip.visibleWidth) + tolerance
    {
      return "offset \(frame.offset) outside the strip"
    }
    switch container.phase {
    case .resting where container.isQuiescent:
      guard let current = container.currentIndex, tabs.indices.contains(current) else {
        return container.canShowPages ? "no current page at rest" : nil
      }
      let tab = tabs[current]
      if frame.selected != current || abs(frame.indicatorX - tab.x) > tolerance
        || frame.indicatorWidth != tab.width
      {
        return "at rest on \(current) (\(tab)) the strip shows \(frame)"
      }
      if tab.width <= strip.visibleWidth,
        tab.x < frame.offset - tolerance
          || tab.x + tab.width > frame.offset + strip.visibleWidth + tolerance
      {
        return "the selected tab \(tab) is out of view at \(frame.offset)"
      }
    case .gliding(let target), .animating(let target), .jumping(let target):
      if frame.selected != target { return "moving toward \(target), selected \(frame)" }
    default: break
    }
    return nil
  }
}

@Suite struct TabStripModelTests {
  @Test(arguments: 0..<24)
  func randomOperations_stripFollowsThePagesAndConvergesAtRest(seed: UInt64) {
    var session = StripSession(seed: seed)
    var history: [String] = []
    for step in 0..<1_500 {
      history.append(session.operations.step())
      session.f.checker.verify(session.f.container)
      if let violation = session.violation() ?? session.f.checker.violations.first.map({ "\($0)" })
      {
        Issue.record("seed \(seed), step \(step): \(violation)\nlast steps: \(history.suffix(6))")
        return
      }
    }
  }
}
