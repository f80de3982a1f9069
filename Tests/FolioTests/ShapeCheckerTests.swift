import Folio
import FolioTesting
import Testing

/// The checker's rules for several shown pages: they pass what the container does and fail
/// what it must not do.
@Suite struct ShapeCheckerTests {
  /// A container of half pages (two shown at rest) laid out, with a checker made from it.
  private func carousel() -> (ContainerFixture, LifecycleChecker) {
    let f = ContainerFixture(count: 6, layout: false)
    f.container.shape = PageShape(size: .fraction(0.5))
    f.container.layoutIfNeeded()
    return (f, LifecycleChecker(observing: f.container))
  }

  @Test func severalAppearedPages_passForAShapeThatShowsThem() {
    let (f, checker) = carousel()
    f.driver.swipe(by: 1)
    checker.finish(f.container)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    f.finish()
  }

  @Test func aSettleOnAPageThatDidNotAppear_fails() {
    let (f, checker) = carousel()
    withExtendedLifetime(f) {
      checker.pageContainerDidEmit(.settled(index: 4))
      #expect(
        checker.violations.map(\.message) == [
          "settled on 4, which is not among the pages that appeared"
        ])
    }
  }

  @Test func aResize_thatShowsMorePages_passes_andTheShownPagesAreWorkedOutInPoints() {
    let f = ContainerFixture(count: 6, layout: false)
    f.container.shape = PageShape(size: .length(50))
    f.container.layoutIfNeeded()
    let checker = LifecycleChecker(observing: f.container)
    f.container.setViewportSize(Size(width: 150, height: 40))
    #expect(f.container.visibleIndices == [0, 1, 2])
    checker.finish(f.container)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test func aCheckerThatKnowsNoContainer_failsASecondAppearedPage() {
    let plain = LifecycleChecker()
    for event: PageEvent in [
      .reloaded(count: 3), .instantiated(controller: article(1)),
      .dequeued(index: 0, page: "p0", controller: article(1), source: .new),
      .instantiated(controller: article(2)),
      .dequeued(index: 1, page: "p1", controller: article(2), source: .new), .will(0, article(1)),
      .will(1, article(2)), .did(0, article(1)), .did(1, article(2)),
    ] {
      plain.pageContainerDidEmit(event)
    }
    #expect(plain.violations.count == 1)
  }
}
