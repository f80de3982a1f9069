import Folio
import FolioSupport
import TerminalPagerCore
import Testing

/// The renderer is total: for any snapshot and any terminal size it returns exactly `height`
/// lines of exactly `width` one-column cells, and never traps.
@MainActor
@Suite struct ScreenRendererPropertyTests {
  /// Checks the shape of a screen; returns a description of the first problem.
  static func problem(in lines: [String], width: Int, height: Int) -> String? {
    guard lines.count == max(0, height) else { return "\(lines.count) lines, not \(height)" }
    for (row, line) in lines.enumerated() {
      let cells = Array(withoutEscapes(line))
      guard cells.count == width else { return "row \(row) is \(cells.count) columns: \(line)" }
      if let bad = cells.first(where: { !Self.isOneColumn($0) }) {
        return "row \(row) has \(bad.unicodeScalars.map { $0.value }), not one column"
      }
    }
    return nil
  }

  static func isOneColumn(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return false
    }
    if scalar.value < 0x80 { return scalar.value >= 0x20 && scalar.value != 0x7F }
    // Box drawing, the ellipsis and what the pages draw; nothing wide, nothing combining.
    return [0x2026, 0x2500, 0x2502, 0x250A, 0x252C, 0x2534, 0x2501].contains(scalar.value)
      || ((0xA0...0x24FF).contains(scalar.value)
        && scalar.properties.generalCategory != .nonspacingMark)
  }

  /// Snapshots no session would produce: huge and negative positions, long and odd titles, pages
  /// placed anywhere, far-jump spans, many active controllers.
  @Test(arguments: 100..<104 as Range<UInt64>)
  func randomSnapshotsAtRandomSizes_alwaysFitExactly(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let titles = [
      "p0", "p99999999", String(repeating: "x", count: 300), "", "tab\u{7}bell", "日本語",
      "e\u{301}", "👍🏽", "\t", "n12",
    ]
    for case_ in 0..<500 {
      var snapshot = PagerSnapshot()
      let count = [0, 1, 2, 24, 100_000_000, Int.max][Int.random(in: 0..<6, using: &random)]
      snapshot.count = count
      let positions = [
        0, -1, 0.5, 7.3, 1e9, -1e12, Double(count), Double.infinity, -Double.infinity, .nan,
      ]
      snapshot.position = positions[Int.random(in: 0..<positions.count, using: &random)]
      snapshot.current = Bool.random(using: &random) ? nil : Int.random(in: 0...30, using: &random)
      let extremes = [0, -1, 3.5, 8, 79.6, 1e9, -1e12, .infinity, -.infinity, .nan]
      snapshot.tabs = (0..<Int.random(in: 0...25, using: &random)).map { index in
        .init(
          index: Int.random(in: -5...40, using: &random),
          title: titles[Int.random(in: 0..<titles.count, using: &random)],
          x: Bool.random(using: &random)
            ? Double(index * 8) : extremes[Int.random(in: 0..<extremes.count, using: &random)],
          width: Bool.random(using: &random)
            ? 8 : extremes[Int.random(in: 0..<extremes.count, using: &random)])
      }
      snapshot.indicatorX = extremes[Int.random(in: 0..<extremes.count, using: &random)]
      snapshot.indicatorWidth = extremes[Int.random(in: 0..<extremes.count, using: &random)]
      snapshot.indicatorTailX = extremes[Int.random(in: 0..<extremes.count, using: &random)]
      snapshot.indicatorTailWidth = extremes[Int.random(in: 0..<extremes.count, using: &random)]
      snapshot.visible = (0..<Int.random(in: 0...3, using: &random)).map { $0 * 1_000_000 }
      snapshot.active = (0..<Int.random(in: 0...40, using: &random)).map { index in
        .init(index: index * 999_999_937, title: titles[index % titles.count])
      }
      snapshot.pools = [.init(type: "Article", count: Int.max), .init(type: "", count: -3)]
      snapshot.instantiated = Int.random(in: Int.min...Int.max, using: &random)
      snapshot.workingRangeSize = Int.random(in: 0...3, using: &random)
      snapshot.workingRangeSpans = Bool.random(using: &random) ? [4...6, 19...21] : [0...Int.max]
      snapshot.pages = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        let offset = [-2, -0.5, 0, 0.3, 1, 5, 1e300, -.infinity, .nan][
          Int.random(in: 0..<9, using: &random)]
        let number = [0, 1, 2, 7, 99_999_999, Int.max][Int.random(in: 0..<6, using: &random)]
        let page = DemoPage(
          id: Bool.random(using: &random) ? .builtIn(number) : .inserted(number),
          revision: Int.random(in: Int.min...Int.max, using: &random))
        return .init(
          index: 0, offset: offset,
          art: .init(
            page: page, progress: [-1, 0, 0.5, 1, 7, .nan][Int.random(in: 0..<6, using: &random)],
            isPlaying: Bool.random(using: &random)))
      }
      snapshot.log = (0..<Int.random(in: 0...40, using: &random)).map { seq in
        PagerEvent(
          seq: seq, milliseconds: Int.max, name: titles[seq % titles.count],
          fields: [.init("page", .string(titles[(seq + 3) % titles.count]))])
      }
      snapshot.prompt = Bool.random(using: &random) ? String(repeating: "9", count: 40) : nil
      snapshot.showHelp = Bool.random(using: &random)
      snapshot.autoAdvance = Bool.random(using: &random)
      let width = Int.random(in: 1...400, using: &random)
      let height = Int.random(in: 1...120, using: &random)
      let color = Bool.random(using: &random)
      let lines = ScreenRenderer.render(snapshot, width: width, height: height, color: color)
      if let problem = Self.problem(in: lines, width: width, height: height) {
        Issue.record("seed \(seed), case \(case_), \(width)x\(height): \(problem)")
        return
      }
    }
  }

  /// Real sessions: random keys and times (far jumps both ways mid-flight, edits, help, range
  /// changes), rendered at random sizes after every step.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func randomSessionsAtRandomSizes_alwaysFitExactly(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let clock = ManualClock()
    var options = PagerOptions()
    options.pages = [0, 1, 3, 24, 60][Int(seed) % 5]
    let app = PagerApp(options: options, layout: ScreenLayout(width: 80, height: 24), clock: clock)
    let keys: [Key] = [
      .left, .right, .character("g"), .character("G"), .character("i"), .character("x"),
      .character("m"), .character("r"), .character("+"), .character("-"), .character("?"),
      .character(" "), .character("1"), .character("4"), .character("!"), .enter, .escape,
      .up, .down, .pageUp, .pageDown, .home, .end, .character("l"), .character("h"),
    ]
    for step in 0..<500 {
      app.handle(keys[Int.random(in: 0..<keys.count, using: &random)])
      clock.advance(by: .milliseconds(Int.random(in: 0...400, using: &random)))
      app.frame(now: clock.now)
      let width = Int.random(in: 1...400, using: &random)
      let height = Int.random(in: 1...120, using: &random)
      if Bool.random(using: &random) { app.resize(to: ScreenLayout(width: width, height: height)) }
      let lines = ScreenRenderer.render(
        app.snapshot(), width: width, height: height, color: Bool.random(using: &random))
      if let problem = Self.problem(in: lines, width: width, height: height) {
        Issue.record("seed \(seed), step \(step), \(width)x\(height): \(problem)")
        return
      }
    }
  }
}
