import Folio
import FolioHost
import FolioPagerModel
import FolioSupport
import FolioTesting
import Testing

@MainActor
@Suite("FolioPager: random sessions as SwiftUI drives them, in both motions")
struct FolioPagerModelTests {
  @Test(
    "the lifecycle contract, one controller per page, one settled page, pages where they rest",
    arguments: [HostMotion.owned, .followed], Array(UInt64(1)...12))
  func randomSessions(motion: HostMotion, seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let runtime = PagerRuntime(cards: 30, motion: motion)
    let pager = runtime.pager
    let scroll = motion == .followed ? SwiftUIScrollViewModel(runtime: runtime) : nil
    let checker = LifecycleChecker(observing: pager.container)
    var nextID = 1_000
    var log: [String] = []
    func check(_ step: String) {
      log.append(step)
      let shown = pager.shownPages
      let controllers = Set(shown.map { ObjectIdentifier($0.controller) })
      #expect(controllers.count == shown.count, "seed \(seed): shared controller after \(log)")
      for page in shown {
        let player = page.controller as? CardPlayer
        #expect(player?.card == page.page, "seed \(seed): unbound controller after \(log)")
      }
      #expect(
        shown.filter { $0.state.appearance == .appeared }.count <= 1,
        "seed \(seed): two settled pages after \(log)")
      // (Read into a local first: a release build's region analysis refuses sending the
      // main-actor checker into the macro's closure from this nested function.)
      let violations = checker.violations
      #expect(violations.isEmpty, "seed \(seed): \(violations) after \(log)")
    }
    func run(_ seconds: Double) {
      if let scroll { scroll.run(seconds: seconds) } else { runtime.run(seconds: seconds) }
    }
    for _ in 0..<60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1, 2:
        let distance = Double.random(in: -500...500, using: &random)
        let across = Double.random(in: -300...300, using: &random)
        if let scroll {
          scroll.drag(
            by: Point(x: distance, y: 0), steps: Int.random(in: 1...12, using: &random),
            pausesFirst: Bool.random(using: &random))
        } else {
          runtime.drag(
            from: Point(x: 200, y: 400), by: Point(x: distance, y: across),
            steps: Int.random(in: 1...12, using: &random))
        }
        check("drag \(Int(distance)) \(Int(across))")
      case 3:
        let index = Int.random(in: -2...pager.container.count + 2, using: &random)
        pager.selection = index
        scroll?.apply()
        check("select \(index)")
      case 4:
        var pages = pager.pages
        if !pages.isEmpty, Bool.random(using: &random) {
          pages.remove(at: Int.random(in: 0..<pages.count, using: &random))
        }
        let at = Int.random(in: 0...pages.count, using: &random)
        pages.insert(Card(id: nextID), at: at)
        nextID += 1
        if Bool.random(using: &random) { pages.shuffle(using: &random) }
        pager.pages = pages
        scroll?.apply()
        check("update \(pages.count)")
      case 5:
        let widths: [Double] = [390, 844, 0, 320.5]
        let width = widths[Int.random(in: 0..<widths.count, using: &random)]
        pager.setViewport(
          width: width, height: 844, scale: 3, rightToLeft: Bool.random(using: &random))
        scroll?.apply()
        check("resize \(width)")
      case 6:
        if Bool.random(using: &random) {
          pager.screenDidDisappear()
        } else {
          pager.screenDidAppear()
        }
        pager.sceneDidChange(isInBackground: Bool.random(using: &random))
        check("screen")
      case 7:
        pager.accessibilityAdjust(increment: Bool.random(using: &random))
        scroll?.apply()
        check("adjust")
      default:
        run(Double.random(in: 0...0.5, using: &random))
        check("run")
      }
    }
    // At rest: the current page shown and settled, no frames asked for.
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
    scroll?.apply()
    run(3)
    check("rest")
    #expect(!pager.needsFrames, "seed \(seed): frames at rest after \(log)")
    let current = try #require(pager.selection)
    let shown = pager.shownPages
    #expect(shown.map(\.state.index) == [current], "seed \(seed): after \(log)")
    #expect(shown.first?.state.appearance == .appeared, "seed \(seed): after \(log)")
    if let scroll {
      #expect(scroll.axisOffset == Double(current) * 390, "seed \(seed): after \(log)")
    }
  }
}
