import Folio
import FolioHost
import FolioPagerModel
import FolioSupport
import FolioTesting
import Testing

/// Followed motion in every order and unit SwiftUI leaves open: the same gestures give the same
/// pages, each where the docs say.
@MainActor
@Suite("FolioPager following a ScrollView in every order and unit SwiftUI leaves open")
struct FolioPagerOrdersTests {
  enum Step: CustomStringConvertible {
    case flick(Double)
    case slowDrag(Double)
    case drag(Double, steps: Int, liftsAfter: Double)
    case dragAndPause(Double)
    case bounceStart, bounceEnd
    case select(Int)
    case selectDuringMotion(Int)
    case resize(viewFirst: Bool)
    case insertBefore, wait
    case unasked(Double, phase: PagerScrollPhase)
    case madeAgain

    var description: String {
      switch self {
      case .flick(let by): "flick(\(by))"
      case .slowDrag(let by): "slowDrag(\(by))"
      case .drag(let by, let steps, let lift): "drag(\(by), steps: \(steps), liftsAfter: \(lift))"
      case .dragAndPause(let by): "dragAndPause(\(by))"
      case .bounceStart: "bounceStart"
      case .bounceEnd: "bounceEnd"
      case .select(let index): "select(\(index))"
      case .selectDuringMotion(let index): "selectDuringMotion(\(index))"
      case .resize(let viewFirst): "resize(viewFirst: \(viewFirst))"
      case .insertBefore: "insertBefore"
      case .wait: "wait"
      case .unasked(let by, let phase): "unasked(\(by), phase: .\(phase))"
      case .madeAgain: "madeAgain"
      }
    }

    static func random(using random: inout SeededRandomNumberGenerator, pages: Int) -> Step {
      switch Int.random(in: 0..<12, using: &random) {
      case 0: .flick([-160.0, 160, -90, 90].randomElement(using: &random) ?? 160)
      case 1: .slowDrag([-60.0, 60, -150, 150].randomElement(using: &random) ?? 60)
      case 2: .dragAndPause([-250.0, 250, -100].randomElement(using: &random) ?? 250)
      case 3: .bounceStart
      case 4: .bounceEnd
      case 5: .select(Int.random(in: 0..<pages, using: &random))
      case 6: .selectDuringMotion(Int.random(in: 0..<pages, using: &random))
      case 7: .resize(viewFirst: Bool.random(using: &random))
      case 8: .insertBefore
      case 9:
        .unasked(
          [-300.0, 300, 150, -150, 1_000, -1_000].randomElement(using: &random) ?? 300,
          phase: Bool.random(using: &random) ? .idle : .animating)
      case 10: .madeAgain
      default: .wait
      }
    }
  }

  /// What a run gives after each step: the page, the offset along the axis.
  struct Outcome: Equatable {
    var page: Int?
    var offset: Double
  }

  /// Plays `steps` on a followed pager with `choices`, checking the promises after each.
  func play(_ steps: [Step], _ choices: SwiftUIScrollViewModel.Choices, _ seed: Int) -> [Outcome] {
    let runtime = PagerRuntime(cards: 6, motion: .followed)
    var scroll = SwiftUIScrollViewModel(runtime: runtime, choices: choices)
    let checker = LifecycleChecker(observing: runtime.pager.container)
    let pager = runtime.pager
    var outcomes: [Outcome] = []
    let context = "seed \(seed), \(choices): \(steps)"
    for step in steps {
      let before = pager.selection ?? 0
      let count = pager.container.count
      switch step {
      case .flick(let by): scroll.drag(by: Point(x: by, y: 0), steps: 4)
      case .slowDrag(let by): scroll.drag(by: Point(x: by, y: 0), steps: 30)
      case .drag(let by, let steps, let lift):
        scroll.drag(by: Point(x: by, y: 0), steps: steps, liftsAfter: lift)
      case .dragAndPause(let by): scroll.drag(by: Point(x: by, y: 0), steps: 8, pausesFirst: true)
      case .bounceStart: scroll.drag(by: Point(x: 120 + scroll.axisOffset, y: 0), steps: 6)
      case .bounceEnd:
        let end = pager.scrollContentSize.width - scroll.containerSize.width
        scroll.drag(by: Point(x: -(end - scroll.axisOffset) - 120, y: 0), steps: 6)
      case .select(let index): pager.selection = min(index, count - 1)
      case .selectDuringMotion(let index):
        scroll.drag(by: Point(x: -160, y: 0), steps: 4)
        for _ in 0..<3 { scroll.frame() }
        pager.selection = min(index, count - 1)
      case .resize(let viewFirst):
        let size = scroll.containerSize
        scroll.resize(to: Size(width: size.height, height: size.width), viewFirst: viewFirst)
      case .insertBefore:
        pager.pages = [Card(id: 100 + outcomes.count)] + pager.pages
      case .wait: break
      case .unasked(let by, let phase):
        let fought = scroll.scrollNobodyAsked(
          by: Point(x: by, y: 0), frames: Int(abs(by) / 30), phase: phase)
        #expect(fought.isEmpty, "\(step) asked back: \(fought) \(context)")
      case .madeAgain:
        // The view made again: a new scroll view, at its content's origin.
        pager.screenDidDisappear()
        scroll = SwiftUIScrollViewModel(runtime: runtime, choices: choices)
        pager.screenDidAppear()
      }
      scroll.apply()
      scroll.settle()
      let page = pager.selection
      // At rest on a page, the scroll view where that page is.
      #expect(pager.container.phase == .resting, "\(step) \(context)")
      #expect(scroll.phase == .idle, "\(step) \(context)")
      if let page, let wanted = pager.host.platformOffset(forPage: page) {
        #expect(abs(scroll.axisOffset - wanted) < 0.5, "\(step) at \(page): \(context)")
      }
      // Each step where the docs say.
      switch step {
      case .flick(let by):
        let expected = min(max(0, before + (by < 0 ? 1 : -1)), count - 1)
        #expect(page == expected, "\(step) from \(before): \(context)")
      case .slowDrag(let by) where abs(by) < 100:
        #expect(page == before, "\(step) from \(before): \(context)")
      case .resize, .wait, .dragAndPause(-100), .madeAgain:
        #expect(page == before, "\(step) from \(before): \(context)")
      case .unasked(let by, _):
        let width = scroll.containerSize.width
        let end = pager.scrollContentSize.width - width
        let stopped = min(max(0, Double(before) * width + by), end)
        #expect(page == Int((stopped / width).rounded()), "\(step) from \(before): \(context)")
      case .bounceStart: #expect(page == 0, "\(step): \(context)")
      case .bounceEnd: #expect(page == count - 1, "\(step): \(context)")
      case .select(let index), .selectDuringMotion(let index):
        #expect(page == min(index, count - 1), "\(step): \(context)")
      case .insertBefore: #expect(page == before + 1, "\(step) from \(before): \(context)")
      default: break
      }
      outcomes.append(Outcome(page: page, offset: scroll.axisOffset))
    }
    #expect(checker.violations.isEmpty, "\(checker.violations) \(context)")
    return outcomes
  }

  @Test("random gestures give the same pages in each order and unit", arguments: 0..<8)
  func randomGestures_areTheSameInEveryOrderAndUnit(shard: Int) {
    for seed in stride(from: shard, to: 32, by: 8) {
      var random = SeededRandomNumberGenerator(seed: UInt64(seed + 700))
      let steps = (0..<8).map { _ in Step.random(using: &random, pages: 6) }
      let reference = play(steps, SwiftUIScrollViewModel.Choices(), seed)
      // Eight of the 32 per seed, in turn: every one of them over the seeds.
      let all = SwiftUIScrollViewModel.Choices.all
      for choices in (1...8).map({ all[(seed * 8 + $0) % all.count] }) {
        let outcomes = play(steps, choices, seed)
        #expect(outcomes == reference, "seed \(seed) \(choices): \(steps)")
      }
    }
  }

  @Test(
    "releases around the fling threshold, the lift between two frames, land on the same page in every order and unit"
  )
  func releasesAroundTheFlingThreshold_areTheSameInEveryOrderAndUnit() {
    for steps in [3, 6, 9] {
      for by in stride(from: 4.0, through: 60, by: 4) {
        for step in [by, -by].map({ Step.drag($0, steps: steps, liftsAfter: 0.008) }) {
          let reference = play([step], SwiftUIScrollViewModel.Choices(), 0)
          for choices in SwiftUIScrollViewModel.Choices.all {
            #expect(play([step], choices, 0) == reference, "\(step) \(choices)")
          }
        }
      }
    }
  }

  @Test("the shrunk cases, each in every order and unit")
  func theShrunkCases() {
    for choices in SwiftUIScrollViewModel.Choices.all {
      // A release whose target SwiftUI asks after the `.decelerating` phase, in either unit.
      _ = play([.flick(-160)], choices, -1)
      // A resize at rest keeps the page, whether SwiftUI reports the kept offset or asks first.
      _ = play([.select(2), .resize(viewFirst: false)], choices, -2)
      _ = play([.select(2), .resize(viewFirst: true)], choices, -3)
      // A selection made during a bounce is not undone by the pager's own correction.
      _ = play([.bounceStart, .select(2)], choices, -4)
      // A set after a resize, then the same offset set again after an insert (the checker's
      // SwiftUI seed 1250): a new request, performed.
      _ = play([.select(4), .resize(viewFirst: false), .flick(160), .insertBefore], choices, -5)
    }
  }
}
