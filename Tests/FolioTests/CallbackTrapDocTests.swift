import Folio
import FolioTesting
import Testing

// `CallbackTrap`'s documented example, verbatim (an outside check found the earlier one did not
// compile in Swift 6), and what it does.

private struct Letter: Identifiable, Diffable, Equatable {
  var id: String
}

private final class LetterPage: PageController {
  let trap: CallbackTrap
  init(trap: CallbackTrap) { self.trap = trap }
  func bind(to page: Letter) { trap.fire() }
  func pageWillAppear() { trap.fire() }
}

private final class Letters: PageContainerDataSource {
  let letters = "abc".map { Letter(id: String($0)) }
  func pages(for container: PageContainer<Letter>) -> [Letter] { letters }
  func pageContainer(_ container: PageContainer<Letter>, controllerFor page: Letter, at index: Int)
    throws(PageContainerError) -> any PageController<Letter>
  {
    try container.dequeueReusablePage(of: LetterPage.self, for: index)
  }
}

@MainActor
@Suite struct CallbackTrapDocTests {
  @Test func theDocumentedExample_firesTheArmedRequestInsideTheFirstCallback() throws {
    let container = PageContainer<Letter>(
      viewportSize: Size(width: 320, height: 480), clock: ManualClock())
    let trap = CallbackTrap()  // the test's, handed to every controller by the factory
    container.register(LetterPage.self) { LetterPage(trap: trap) }
    let letters = Letters()
    container.dataSource = letters
    // Armed before the first layout: it runs inside the first page's `bind`, where the
    // container queues it, and lands before the layout ends.
    trap.arm("jump to page 2") { [weak container] in
      try? container?.scrollToPage(2, animated: false)
    }
    container.layoutIfNeeded()
    #expect(trap.fired == 1)
    #expect(trap.label == nil)
    #expect(container.currentIndex == 2)
  }
}
