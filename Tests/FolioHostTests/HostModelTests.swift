import Folio
import FolioHost
import FolioHostTesting
import FolioSupport
import FolioWorkingRange
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random sessions of a screen, in every shape and both motions, at 60 and 120 Hz with dropped
/// frames: touches in points, programmatic scrolls, the screen going and coming, updates and
/// resizes, with UIKit's rules, the lifecycle contract and the display link all watching.
@Suite struct HostModelTests {
  struct Configuration: CustomStringConvertible {
    var axis: ScrollAxis
    var direction: PageLayoutDirection
    var shape: PageShape
    var loops: Bool
    var motion: HostMotion
    var rate: Double
    var scale: Double
    var workingRange: Int
    var dropRate: Double
    var convention = AppearanceConvention.folio
    /// What UIKit leaves open, as the followed scroll view does it.
    var choices = PlatformScrollViewModel<Card>.Choices()

    var description: String {
      "\(motion) \(axis) \(direction) \(shape.size) spacing \(shape.spacing) \(shape.alignment) "
        + "loops \(loops) \(rate) Hz \(scale)x range \(workingRange) drops \(dropRate) "
        + "\(convention) \(choices)"
    }
  }

  static let shapes: [PageShape] = [
    .fullPage,
    PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered),
    PageShape(size: .fraction(0.5)),
    PageShape(size: .length(250), spacing: 30, alignment: .centered, flingLimit: 3),
  ]

  static func configuration(_ random: inout SeededRandomNumberGenerator) -> Configuration {
    Configuration(
      axis: Bool.random(using: &random) ? .horizontal : .vertical,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      shape: shapes.randomElement(using: &random) ?? .fullPage,
      loops: Int.random(in: 0..<3, using: &random) == 0,
      motion: Bool.random(using: &random) ? .owned : .followed,
      rate: Bool.random(using: &random) ? 60 : 120,
      scale: [1, 2, 3].randomElement(using: &random) ?? 2,
      workingRange: Int.random(in: 0...2, using: &random),
      dropRate: [0, 0.1, 0.3].randomElement(using: &random) ?? 0,
      convention: Bool.random(using: &random) ? .folio : .uiKit,
      choices: .random(using: &random))
  }

  /// 48 seeds; `FOLIO_HOST_SEEDS=n` runs n, from `FOLIO_HOST_SEED_BASE` (a longer hunt).
  static let seeds: Range<Int> = {
    let count = getenv("FOLIO_HOST_SEEDS").flatMap { Int(String(cString: $0)) } ?? 48
    let base = getenv("FOLIO_HOST_SEED_BASE").flatMap { Int(String(cString: $0)) } ?? 0
    return base..<(base + max(1, count))
  }()

  /// Sessions hunts of 20,000 seeds found, each failing before its cause was fixed.
  ///
  /// A followed motion that went quiet while the screen was gone (7673, 14455, 14858) had its
  /// quiet deadline pass between two wake-ups, and `PageHostHarness.runUntilIdle()` waited
  /// only for deadlines still to come: the pages stayed gliding, and a tap at rest was none;
  /// under UIKit's convention, pages that settled on a page an update had moved (22739,
  /// 30721, 37823), which heard it appear again before the frames listed it (they were read
  /// again only when the shown pages' hook came, after the settle's). And sessions that broke
  /// a first version of reading reports after an update in the old content's coordinates
  /// (4207, 6293, 6991, 10951, 11599, 13966, 16322, 16486; 37 is in the default run): an
  /// update that moved the pages while the viewport was empty, or in the same pass as an
  /// instant jump: no layout set the scroll view, and the host wanted it elsewhere at rest.
  @Test(
    arguments: [
      7673, 14455, 14858, 22739, 30721, 37823, 4207, 6293, 6991, 10951, 11599, 13966, 16322, 16486,
    ])
  func foundSessions_keepEveryRule(seed: Int) throws {
    try randomSessions_keepEveryRule(seed: seed)
  }

  @Test(arguments: seeds)
  func randomSessions_keepEveryRule(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed) &* 7919 &+ 17)
    let configuration = Self.configuration(&random)
    // Odd seeds set the data source before the harness makes its host (FolioUIKit's order);
    // every fourth seed makes it before the screen appears (FolioUIKit's and SwiftUI's).
    try run(
      configuration, random: &random, label: "seed \(seed): \(configuration)",
      dataSourceFirst: seed % 2 == 1, screen: seed % 4 >= 2 ? .disappeared : .appeared)
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func everyShape_bothAxesAndDirections_aFixedSession(motion: HostMotion) throws {
    for shape in Self.shapes {
      for axis in [ScrollAxis.horizontal, .vertical] {
        for direction in [PageLayoutDirection.leftToRight, .rightToLeft] {
          for loops in [false, true] {
            var random = SeededRandomNumberGenerator(seed: 42)
            let configuration = Configuration(
              axis: axis, direction: direction, shape: shape, loops: loops, motion: motion,
              rate: 60, scale: 3, workingRange: 1, dropRate: 0.1)
            try run(configuration, random: &random, label: "\(configuration)", steps: 40)
          }
        }
      }
    }
  }

  private func run(
    _ configuration: Configuration, random: inout SeededRandomNumberGenerator, label: String,
    steps: Int = 120, dataSourceFirst: Bool = false, screen: ChildAppearance = .appeared
  ) throws {
    let cards = Cards(count: Int.random(in: 0...12, using: &random))
    let viewport = Size(
      width: Double.random(in: 200...500, using: &random).rounded() + 0.5,
      height: Double.random(in: 200...700, using: &random).rounded())
    let harness = PageHostHarness<Card>(
      scale: configuration.scale, motion: configuration.motion, rate: configuration.rate,
      screen: screen, platformChoices: configuration.choices
    ) { clock in
      let container = PageContainer<Card>(
        viewportSize: viewport, axis: configuration.axis, clock: clock)
      container.shape = configuration.shape
      container.layoutDirection = configuration.direction
      container.loops = configuration.loops
      if configuration.workingRange > 0 {
        container.addPlugin(WorkingRangePlugin<Card>(size: configuration.workingRange))
      }
      if dataSourceFirst { container.dataSource = cards }
      return container
    }
    var dropper = SeededRandomNumberGenerator(seed: random.next())
    let dropRate = configuration.dropRate
    harness.displayLink.dropsFrame = { _ in Double.random(in: 0..<1, using: &dropper) < dropRate }
    harness.host.appearanceConvention = configuration.convention
    if !dataSourceFirst { harness.container.dataSource = cards }
    harness.layoutContainer()
    var session = Session(harness: harness, cards: cards)
    var history: [String] = []
    let trace =
      getenv("FOLIO_HOST_TRACE").map { String(cString: $0) }
      == label.split(separator: ":").first.map(String.init)
    for step in 0..<steps {
      let heard = harness.rules.heard.mapValues(\.count)
      history.append(session.step(&random))
      if let problem = Self.disappearedWhileDrawn(harness, heardBefore: heard) {
        session.problems.append(problem)
      }
      if trace {
        print(
          "\(step): \(history.last ?? "") → pos \(harness.container.position) \(harness.container.phase) count \(harness.container.count) stride \(harness.container.pageStride) platform \(harness.platform.map { "\($0.offset) \($0.phase)" } ?? "-") wanted \(harness.host.wantedPlatformOffset as Any)"
        )
      }
      if let problem = harness.violations.first ?? session.problems.first {
        Issue.record("\(label), step \(step): \(problem)\nlast steps: \(history.suffix(10))")
        return
      }
      if harness.container.phase == .resting, !harness.displayLink.isRunning {
        do {
          try harness.verify()
        } catch {
          Issue.record("\(label), step \(step): \(error)\nlast steps: \(history.suffix(10))")
          return
        }
      }
    }
    session.end()
    // After any sequence, a tap at rest is a tap.
    let taps = harness.rules.taps.count
    if trace {
      print(
        "end: pos \(harness.container.position) \(harness.container.phase) platform \(harness.platform.map { "\($0.offset) \($0.phase)" } ?? "-") viewport \(harness.container.viewportSize) deadline \(harness.displayLink.deadline as Any) now \(harness.displayLink.timestamp) next \(harness.clock.observersNextDeadline as Any)"
      )
    }
    harness.tap(at: Point(x: viewport.width / 2, y: viewport.height / 2))
    harness.runUntilIdle()
    if harness.rules.taps.count != taps + 1 {
      Issue.record(
        "\(label): a tap at rest at the end was no tap\nlast steps: \(history.suffix(10))")
    }
    do {
      try harness.finish()
    } catch {
      Issue.record("\(label), at the end: \(error)\nlast steps: \(history.suffix(10))")
    }
  }

  /// A child that heard `viewDidDisappear` in the last step, and nothing since, while its page
  /// is still drawn on a screen coming or shown: UIKit's `viewDidDisappear` says the view is
  /// gone, under either convention.
  static func disappearedWhileDrawn(
    _ harness: PageHostHarness<Card>, heardBefore: [ControllerTag: Int]
  ) -> String? {
    let screen = harness.host.screenForPages
    guard screen == .appearing || screen == .appeared else { return nil }
    for frame in harness.host.frames {
      guard let controller = harness.container.activeController(at: frame.index),
        let tag = harness.container.tag(of: controller),
        harness.rules.children[tag]?.appearance == .disappeared,
        (harness.rules.heard[tag] ?? []).dropFirst(heardBefore[tag] ?? 0).contains(
          "viewDidDisappear")
      else { continue }
      return
        "\(tag) heard viewDidDisappear while page \(frame.index) is drawn on a screen \(screen)"
    }
    return nil
  }

  /// The operations of a random session.
  struct Session {
    let harness: PageHostHarness<Card>
    let cards: Cards
    var fingerDown = false
    var nextID = 0
    /// What a step found wrong.
    var problems: [String] = []

    var container: PageContainer<Card> { harness.container }

    private func point(_ random: inout SeededRandomNumberGenerator) -> Point {
      let size = container.viewportSize
      return Point(
        x: Double.random(in: 0...max(1, size.width), using: &random),
        y: Double.random(in: 0...max(1, size.height), using: &random))
    }

    mutating func step(_ random: inout SeededRandomNumberGenerator) -> String {
      if fingerDown {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2, 3:
          let to = point(&random)
          harness.touchMoved(to: to, after: .milliseconds(Int.random(in: 1...120, using: &random)))
          return "move \(to)"
        case 4, 5:
          fingerDown = false
          harness.touchUp(after: .milliseconds(Int.random(in: 0...200, using: &random)))
          return "up"
        case 6:
          fingerDown = false
          harness.touchCancelled()
          return "cancel"
        case 7:
          // Another touch down whose predecessor's end never came.
          let at = point(&random)
          harness.touchDown(at: at)
          return "down again \(at)"
        case 8:
          return jump(&random) + " under the finger"
        default:
          return viewport(&random) + " under the finger"
        }
      }
      switch Int.random(in: 0..<15, using: &random) {
      case 0, 1:
        let direction: TravelDirection = Bool.random(using: &random) ? .forward : .backward
        harness.swipe(direction)
        return "swipe \(direction)"
      case 2:
        let from = point(&random)
        let to = point(&random)
        harness.swipe(
          from: from, to: to, duration: .milliseconds(Int.random(in: 20...400, using: &random)),
          steps: Int.random(in: 1...10, using: &random))
        return "swipe \(from) → \(to)"
      case 3, 4:
        let at = point(&random)
        harness.touchDown(at: at)
        fingerDown = true
        return "down \(at)"
      case 5:
        return jump(&random)
      case 6:
        let host = harness.host
        let animated = Bool.random(using: &random)
        let steps: [() -> Void] = [
          { host.screenWillDisappear(animated: animated) },
          { host.screenDidDisappear(animated: animated) },
          { host.screenWillAppear(animated: animated) },
          { host.screenDidAppear(animated: animated) },
          { host.isCovered.toggle() },  // a sheet comes or goes (the pages stay drawn)
        ]
        let which = Int.random(in: 0..<steps.count, using: &random)
        steps[which]()
        harness.layout()
        return [
          "screenWillDisappear", "screenDidDisappear", "screenWillAppear", "screenDidAppear",
          host.isCovered ? "covered" : "uncovered",
        ][which]
      case 7:
        return update(&random)
      case 8:
        return viewport(&random)
      case 9:
        harness.tap(at: point(&random))
        return "tap"
      case 10, 11:
        let ms = Int.random(in: 0...500, using: &random)
        harness.advance(by: .milliseconds(ms))
        return "advance \(ms) ms"
      case 12:
        // The app moves its own scroll view, anywhere (far past either end too), or sets it
        // where it is (which UIKit may not report, and which stops a motion).
        guard let platform = harness.platform else { return "no platform" }
        let offset =
          Int.random(in: 0..<4, using: &random) == 0
          ? platform.offset
          : (Double.random(in: -2...2, using: &random) * max(1, platform.contentLength)).rounded()
        let animated = Bool.random(using: &random)
        platform.setContentOffset(offset, animated: animated)
        harness.layout()
        return "platform to \(offset) \(animated ? "animated" : "instant")"
      default:
        harness.runUntilIdle()
        // Nothing moves after it (no finger is down here): not the pages, not the scroll view.
        let platformMoves = harness.platform?.phase != nil && harness.platform?.phase != .resting
        if container.phase != .resting || harness.displayLink.isRunning || platformMoves {
          problems.append(
            "still moving after runUntilIdle: \(container.phase), platform \(String(describing: harness.platform?.phase))"
          )
        }
        return "run until idle"
      }
    }

    private func jump(_ random: inout SeededRandomNumberGenerator) -> String {
      guard container.count > 0 else { return "no jump" }
      let index = Int.random(in: 0..<container.count, using: &random)
      let animated = Bool.random(using: &random)
      try? container.scrollToPage(index, animated: animated)
      harness.layout()
      return "scroll to \(index) \(animated ? "animated" : "instant")"
    }

    /// A new viewport: usually an ordinary one, sometimes empty (a view collapsed mid-motion)
    /// or far larger than any screen.
    private mutating func viewport(_ random: inout SeededRandomNumberGenerator) -> String {
      let size: Size
      switch Int.random(in: 0..<8, using: &random) {
      case 0: size = .zero
      case 1: size = Size(width: .greatestFiniteMagnitude, height: 400)
      default:
        size = Size(
          width: Double.random(in: 150...600, using: &random).rounded(),
          height: Double.random(in: 150...700, using: &random) + 0.25)
      }
      let scale: Double = [1.0, 2, 3, 2.61].randomElement(using: &random) ?? 2
      // The reader's page survives any layout: a resize at rest keeps it (updates pending
      // for the next layout pass applied first).
      container.layoutIfNeeded()
      let before =
        container.phase == .resting && container.canShowPages ? container.currentIndex : nil
      harness.host.setViewport(size, scale: scale)
      harness.layout()
      if let before, container.canShowPages, container.currentIndex != before {
        problems.append(
          "a resize at rest moved the reader from page \(before) to \(container.currentIndex as Any)"
        )
      }
      return "viewport \(size) \(scale)x"
    }

    private mutating func update(_ random: inout SeededRandomNumberGenerator) -> String {
      var pages = cards.pages
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        nextID += 1
        pages.insert(Card(id: "n\(nextID)"), at: Int.random(in: 0...pages.count, using: &random))
      case 1:
        if !pages.isEmpty { pages.remove(at: Int.random(in: 0..<pages.count, using: &random)) }
      default:
        if pages.count > 1 {
          let page = pages.remove(at: Int.random(in: 0..<pages.count, using: &random))
          pages.insert(page, at: Int.random(in: 0...pages.count, using: &random))
        }
      }
      cards.pages = pages
      container.performUpdates()
      harness.layout()
      return "update to \(pages.map(\.id))"
    }

    mutating func end() {
      if fingerDown { harness.touchUp(after: .milliseconds(300)) }
      if !container.canShowPages {
        harness.host.setViewport(Size(width: 390, height: 844), scale: 3)
        harness.layout()
      }
      if harness.host.screen != .appeared {
        if harness.host.screen != .appearing { harness.host.screenWillAppear() }
        harness.host.screenDidAppear()
      }
      harness.runUntilIdle()
    }
  }
}
