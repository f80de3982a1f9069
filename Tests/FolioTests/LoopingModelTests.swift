import Folio
import FolioTesting
import Testing

/// Random sessions with looping on: swipes, drags, flings, jumps and data changes around the ring.
///
/// Checked after every step against the lifecycle contract (LifecycleChecker, whose recycling
/// rule counts around the ring while looping) and the ring's own invariants:
/// - the position and every shown index lie within `0..<count`, and no page is shown twice;
/// - ``PageContainer/isLooping`` is the request with at least as many pages as can be in the
///   viewport at once (worked out here in points), and at least two;
/// - every shown page is placed where it intersects the viewport (outside a far jump).
///
/// Shapes are drawn from full pages, halves, thirds, centred carousels and lengths with
/// spacing, so rings as short as the viewport allows are crossed in every shape.
@Suite struct LoopingModelTests {
  static let counts = [0, 1, 2, 3, 4, 5, 200]

  @Test(arguments: counts)
  func randomSessions_contractAndRingHold(count: Int) {
    for seed in UInt64(0)..<6 {
      run(seed: seed &+ UInt64(count) &* 131, count: count)
    }
  }

  private func run(seed: UInt64, count: Int) {
    let source = TestPages(count: count)
    let harness = PageContainerHarness<TestPage>()
    let container = harness.container
    container.loops = true
    container.dataSource = source
    container.layoutIfNeeded()
    runRandomSession(
      harness, seed: seed, label: "seed \(seed), count \(count)", firstID: count,
      setPages: { source.pages = $0 },
      extraOperations: [
        { random in
          let pages = Double.random(in: -2.5...2.5, using: &random)
          if container.scrollState != .tracking { container.beginDragging() }
          container.drag(byPages: pages)
          return "drag(\(pages))"
        },
        { random in
          let velocity = Double.random(in: -4...4, using: &random)
          container.endDragging(velocity: velocity)
          return "endDragging(\(velocity))"
        },
        { random in
          let loops = Bool.random(using: &random) || Bool.random(using: &random)
          container.loops = loops
          return "loops(\(loops))"
        },
        { random in
          let shape = Self.shapes.randomElement(using: &random) ?? .fullPage
          container.shape = shape
          return "shape(\(shape))"
        },
      ],
      rules: ringViolations)
  }

  private func ringViolations(_ container: PageContainer<TestPage>) -> [String] {
    var problems: [String] = []
    let count = container.count
    let visible = container.visibleIndices
    if Set(visible).count != visible.count { problems.append("a page is shown twice: \(visible)") }
    if let bad = visible.first(where: { $0 < 0 || $0 >= count }) {
      problems.append("shown index \(bad) outside 0..<\(count)")
    }
    if count > 0, !(container.position >= 0 && container.position < Double(count)) {
      problems.append("position \(container.position) outside 0..<\(count)")
    }
    let expected = container.loops && count >= Self.pagesAtOnce(container)
    if container.isLooping != expected {
      problems.append(
        "isLooping is \(container.isLooping), expected \(expected) (\(count) pages, "
          + "\(container.viewportSize), \(container.shape))")
    }
    if container.isLooping, !container.phase.isJumping, container.canShowPages {
      let viewport = container.viewportSize.width
      let length = container.pageLength
      let slack = 1e-9 * max(1, viewport)
      // A lone page may sit in the gap between pages (some page is always shown).
      let placements = container.placements
      for placement in placements where placements.count > 1 {
        let origin = container.screenOrigin(of: placement)
        if !(origin < viewport + slack && origin + length > -slack) {
          problems.append(
            "page \(placement.index) placed off screen at \(placement.offset) (origin \(origin), "
              + "\(container.viewportSize), \(container.shape), position \(container.position))")
        }
      }
    }
    return problems
  }

  /// The shapes sessions switch between.
  static let shapes: [PageShape] = [
    .fullPage,
    PageShape(size: .fraction(0.5)),
    PageShape(size: .fraction(1.0 / 3), flingLimit: 2),
    PageShape(size: .fraction(0.8), spacing: 0.3, alignment: .centered),
    PageShape(size: .length(2.5), spacing: 0.5, alignment: .centered, flingLimit: 3),
  ]

  /// The most pages that can intersect the viewport at once, worked out in points from the
  /// shape (an open window `viewport` long meets at most ceil((viewport + page) / stride)
  /// pages a stride apart; a rounding error above a whole number counts as none), and at
  /// least 2: the fewest pages that can loop.
  static func pagesAtOnce(_ container: PageContainer<TestPage>) -> Int {
    guard container.canShowPages else { return 2 }
    let viewport = container.viewportSize.width
    let page = container.pageLength
    let stride = container.pageStride
    let pages = viewport / stride + page / stride
    return max(2, Int((pages - 1e-9).rounded(.up)))
  }
}

extension TransitionPhase {
  fileprivate var isJumping: Bool {
    if case .jumping = self { true } else { false }
  }
}
