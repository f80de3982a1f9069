import Folio
import FolioTesting
import Testing

struct Letter: Identifiable, Diffable, Equatable {
  var id: String
}

final class LetterPage: ConstructiblePageController {
  typealias Page = Letter
  init() {}
}

final class Letters: PageContainerDataSource {
  var letters = "abcdefghij".map { Letter(id: String($0)) }
  func pages(for container: PageContainer<Letter>) -> [Letter] { letters }
  func pageContainer(_ container: PageContainer<Letter>, controllerFor page: Letter, at index: Int)
    throws(PageContainerError) -> any PageController<Letter>
  {
    try container.dequeueReusablePage(of: LetterPage.self, for: index)
  }
}

/// The orders the container promises, as sequences: each step's lifecycle events, exactly.
@Test func theLifecycleContract_asSequences() throws {
  let h = PageContainerHarness<Letter>()
  let letters = Letters()
  h.container.dataSource = letters
  h.layout()  // the first layout: the first page appears and settles
  try h.expect(["willAppear 0 a LetterPage#1", "didAppear 0 a LetterPage#1", "settle 0"])

  h.driver.swipe(by: 1)  // a swipe: incoming appears, outgoing goes, incoming settles
  try h.expect([
    "willAppear 1 b LetterPage#2", "didDisappear 0 a LetterPage#1",
    "didAppear 1 b LetterPage#2", "settle 1",
  ])

  h.driver.drag(byPages: 0.3)  // a cancelled swipe: the current page hears nothing
  h.driver.release(velocity: 0)
  h.driver.runUntilSettled()
  try h.expect(["willAppear 2 c LetterPage#3", "didDisappear 2 c LetterPage#3", "settle 1"])

  try h.driver.jump(to: 7, animated: true)  // a far jump: only its ends see events
  try h.expect([
    "willAppear 7 h LetterPage#4", "didDisappear 1 b LetterPage#2",
    "didAppear 7 h LetterPage#4", "settle 7",
    "reclaimed 0 a LetterPage#1", "reclaimed 1 b LetterPage#2", "reclaimed 2 c LetterPage#3",
  ])

  letters.letters.remove(at: 7)  // the current page deleted: its neighbour takes its place
  h.driver.applyUpdates()
  try h.expect([
    "willAppear 7 i LetterPage#3", "didDisappear 7 h LetterPage#4",
    "didAppear 7 i LetterPage#3", "settle 7", "reclaimed 7 h LetterPage#4",
  ])

  h.container.setViewportSize(.zero)  // nothing can be shown: the page goes, stays current
  try h.expect(["didDisappear 7 i LetterPage#3"])
  h.container.setViewportSize(Size(width: 100, height: 40))  // and comes back
  try h.expect(["willAppear 7 i LetterPage#3", "didAppear 7 i LetterPage#3"])

  h.skip()  // dequeues, instantiations, updates, resizes: asserted elsewhere
  try h.finish()
}
