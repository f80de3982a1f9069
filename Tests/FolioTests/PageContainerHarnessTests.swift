import Folio
import FolioTesting
import Testing

/// FolioTesting's harness: exact expectations, an exhaustive finish.
@Suite struct PageContainerHarnessTests {
  private func harness(count: Int = 6) -> (PageContainerHarness<TestPage>, TestPages) {
    let harness = PageContainerHarness<TestPage>()
    let pages = TestPages(count: count)
    harness.container.dataSource = pages
    return (harness, pages)
  }

  @Test func everyEventAssertedOrSkipped_finishPasses() throws {
    let (h, pages) = harness()
    h.layout()
    try h.expect(["willAppear 0 p0 ArticlePage#1", "didAppear 0 p0 ArticlePage#1", "settle 0"])
    try h.expect(events: [
      .reloaded(count: 6), .instantiated(controller: article(1)),
      .dequeued(index: 0, page: "p0", controller: article(1), source: .new),
    ])
    h.driver.swipe(by: 1)
    try h.expect([
      "willAppear 1 p1 ArticlePage#2", "didDisappear 0 p0 ArticlePage#1",
      "didAppear 1 p1 ArticlePage#2", "settle 1",
    ])
    h.skip()
    try h.finish()
    _ = pages
  }

  @Test func anEventNobodyAsserted_failsTheFinish_namingIt() throws {
    let (h, pages) = harness()
    h.layout()
    try h.expect(["willAppear 0 p0 ArticlePage#1", "didAppear 0 p0 ArticlePage#1", "settle 0"])
    let failure = #expect(throws: PageContainerHarness<TestPage>.Failure.self) { try h.finish() }
    #expect(failure?.description.contains("3 events were neither asserted nor skipped") == true)
    #expect(failure?.description.contains("dequeue 0 p0 ArticlePage#1 new") == true)
    _ = pages
  }

  @Test func aWrongExpectation_saysWhereTheEventsDiffer() throws {
    let (h, pages) = harness()
    h.layout()
    let failure = #expect(throws: PageContainerHarness<TestPage>.Failure.self) {
      try h.expect(["willAppear 0 p0 ArticlePage#1", "settle 0"])
    }
    #expect(failure?.description.hasPrefix("events differ at 1 (of 2 expected, 3 seen)") == true)
    _ = pages
  }

  @Test func workStillOwed_failsTheFinish() throws {
    let (h, pages) = harness()
    h.layout()
    h.skip()
    h.container.swipe(.forward)  // a glide under way
    let failure = #expect(throws: PageContainerHarness<TestPage>.Failure.self) { try h.finish() }
    #expect(failure?.description.contains("still owes work") == true)
    _ = pages
  }
}
