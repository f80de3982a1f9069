import Folio
import FolioTesting
import Testing

/// Random sessions over transforming pages in both layout directions, finite and looping.
///
/// Checked against the lifecycle contract (LifecycleChecker) and the shapes' own invariants,
/// after every step:
/// - every shown page's controller last heard exactly its progress (and nothing when hidden);
/// - at rest the current page's progress is 0, and the placements are the progress, mirrored on
///   screen right to left (horizontally) only;
/// - the travel direction and the position stay logical.
@Suite struct ShapesModelTests {
  static let counts = [0, 1, 2, 3, 4, 5, 1_000]
  static let shapes: [PageShape] = [
    .fullPage,
    PageShape(size: .fraction(0.8), alignment: .centered),
    PageShape(size: .fraction(0.5), spacing: 3, flingLimit: 3),
    PageShape(size: .length(30), spacing: 2, alignment: .centered, flingLimit: 2),
    PageShape(spacing: 10),
    // Gaps longer than the viewport: they count as half of it, so some page stays in view.
    PageShape(spacing: 1e4),
    PageShape(size: .fraction(0.3), spacing: 500, alignment: .centered),
  ]

  /// Layout direction × looping.
  static let modes: [(PageLayoutDirection, Bool)] = [
    (.leftToRight, false), (.rightToLeft, false), (.leftToRight, true), (.rightToLeft, true),
  ]

  @Test(arguments: modes, counts)
  func randomSessions_contractAndProgressHold(mode: (PageLayoutDirection, Bool), count: Int) {
    for (number, shape) in Self.shapes.enumerated() {
      for seed in UInt64(0)..<3 {
        let seed = seed &+ UInt64(count) &* 31 &+ UInt64(number) &* 1_009
        run(seed: seed, direction: mode.0, loops: mode.1, shape: shape, count: count)
      }
    }
  }

  private func run(
    seed: UInt64, direction: PageLayoutDirection, loops: Bool, shape: PageShape, count: Int
  ) {
    let source = TransformingPages(count: count)
    let harness = PageContainerHarness<TestPage>()
    let container = harness.container
    container.layoutDirection = direction
    container.loops = loops
    container.shape = shape
    container.dataSource = source
    container.layoutIfNeeded()
    runRandomSession(
      harness, seed: seed, label: "seed \(seed), \(shape), loops \(loops)", firstID: count,
      setPages: { source.pages = $0 },
      extraOperations: [
        { random in
          let pages = Double.random(in: -1.5...1.5, using: &random)
          if container.scrollState != .tracking { container.beginDragging() }
          container.dragOnScreen(byPages: pages)
          return "dragOnScreen(\(pages))"
        },
        { random in
          let velocity = Double.random(in: -3...3, using: &random)
          container.endDraggingOnScreen(velocity: velocity)
          return "endDraggingOnScreen(\(velocity))"
        },
        { random in
          // Another shape, now and then: the pages shown follow at once.
          let next = Self.shapes[Int.random(in: Self.shapes.indices, using: &random)]
          container.shape = next
          return "shape(\(next))"
        },
        { random in
          let flipped: PageLayoutDirection =
            container.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
          container.layoutDirection = flipped
          return "layoutDirection(\(flipped))"
        },
      ],
      rules: shapeViolations)
  }

  private func shapeViolations(_ container: PageContainer<TestPage>) -> [String] {
    var problems: [String] = []
    let mirrored = container.layoutDirection == .rightToLeft && container.axis == .horizontal
    for placement in container.placements {
      let index = placement.index
      guard let progress = container.progress(ofPageAt: index) else {
        problems.append("page \(index) is placed but has no progress")
        continue
      }
      if placement.offset != progress { problems.append("placement \(index) is not its progress") }
      if placement.screenOffset != (mirrored ? -progress : progress) {
        problems.append("placement \(index) is not mirrored as \(container.layoutDirection)")
      }
      let heard = (container.activeController(at: index) as? RecordingPage)?.calls
        .last { $0.hasPrefix("progress(") }
      if heard != "progress(\(progress))" {
        problems.append("page \(index) last heard \(heard ?? "nothing"), is at \(progress)")
      }
    }
    // Every shown page is in view (more than touching an edge), and some page is shown; a far
    // jump has its own rule (its sources and target are shown from its start, each on its
    // course).
    let viewport =
      container.axis == .horizontal ? container.viewportSize.width : container.viewportSize.height
    let jumping = if case .jumping = container.phase { true } else { false }
    if container.canShowPages, !jumping {
      for placement in container.placements {
        let origin = container.screenOrigin(of: placement)
        if !(origin < viewport && origin + container.pageLength > 0) {
          problems.append("page \(placement.index) is shown at \(origin), out of view")
        }
      }
      if container.count > 0, container.visibleIndices.isEmpty {
        problems.append("no page is shown at position \(container.position)")
      }
    }
    if container.scrollState == .idle, let current = container.currentIndex,
      container.canShowPages, container.progress(ofPageAt: current) != 0
    {
      problems.append("at rest the current page \(current) is not at progress 0")
    }
    return problems
  }
}
